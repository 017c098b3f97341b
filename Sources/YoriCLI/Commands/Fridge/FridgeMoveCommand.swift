import ArgumentParser
import YoriKit

/// `yori fridge move`.
struct FridgeMoveCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "move", abstract: "Move an ingredient (all its lots, or one item by id) to another place.",
        discussion: "The expiry date is recomputed from today for the new place, unless you set it yourself.")

    @OptionGroup var global: GlobalOptions
    @Argument(help: "The ingredient, or an item number from 'yori fridge'.") var item: String
    @Flag var place: PlaceFlag

    func run() throws {
        try FridgeCommand.run(global, words: [item]) { app, session, database in
            let lang = app.language
            let lots = try FridgeEditCommand.items(matching: item, session: session, database: database, language: lang)
            let planner = FridgePlanner(table: session.shelfLife, today: session.clock.today())
            let moved = lots.map { planner.move($0, to: place.place) }
            try database.updateFridgeItems(moved, day: planner.today)
            let renderer = try app.renderer()
            if global.json {
                app.console.line(JSONValue.object([("moved", .array(moved.map {
                    .object(renderer.fridgeItemPairs($0, today: planner.today))
                }))]).serialized())
                return
            }
            for item in moved {
                let name = renderer.display(item.name, lang)
                let place = renderer.placeName(item.place, lang)
                let when = item.expires.map { renderer.dateText($0, today: planner.today, lang) + " (" + ExpiryAlert.dday(item.daysLeft(today: planner.today), lang) + ")" }
                    ?? lang.pick("기한 없음", "no date")
                var line = lang.pick("\(name) → " + Hangul.attach(place, "으로", "로") + " 옮겼어요 · 기한 \(when)", "Moved \(name) to the \(place) · expires \(when)")
                if item.expiresSetByUser { line += lang.pick(" (직접 정한 날짜라 그대로 뒀어요)", " (your own date, kept)") }
                if item.place == .freezer, session.shelfLife.row(for: item.canonical ?? "")?.doNotFreeze == true {
                    line += "\n  " + app.style.missing(lang.pick("⚠ 냉동하면 맛과 식감이 상해요.", "⚠ This does not freeze well."))
                }
                app.console.line(line)
            }
        }
    }
}
