import ArgumentParser
import YoriKit
import YoriStore

/// `yori fridge edit`.
struct FridgeEditCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "edit", abstract: "Change an item's expiry date, amount, name, note or place (by its number in 'yori fridge').",
        discussion: """
            --place moves the item as 'yori fridge move' does (the date is recomputed for the new place \
            unless you set it; --expires given too wins).
            """)

    @OptionGroup var global: GlobalOptions
    @Argument(help: "The item number shown in 'yori fridge'.") var id: Int64
    @Option(name: .customLong("expires"), parsing: .upToNextOption, help: ArgumentHelp("New expiry date: 11/30, 11월 30일, 3일 뒤, next friday, … (no quotes needed).", valueName: "date"))
    var expiresWords: [String] = []
    var expires: String? { expiresWords.isEmpty ? nil : expiresWords.joined(separator: " ") }
    // `.unconditional`: `--amount -3` reaches yori (and is refused as negative) instead of
    // being taken for an option.
    @Option(parsing: .unconditional, help: "New amount: 2, 2개, 300g.") var amount: String?
    @Option(help: "New name.") var name: String?
    @Option(help: "New note (\"\" removes it).") var note: String?
    @Option(help: "Move it: fridge, freezer or pantry (냉장, 냉동, 실온), as 'yori fridge move' does.") var place: String?

    func run() throws {
        let korean = [place, amount, expires].compactMap { $0 }.filter { LiveApp.language(of: [$0]) == .ko }
        try FridgeCommand.run(global, words: [name, note].compactMap { $0 } + korean) { app, session, database in
            let lang = app.language
            let today = session.clock.today()
            let renderer = try app.renderer()
            // Read, changed and written in one transaction: a `fridge use` meanwhile is never undone.
            let (before, item, move) = try database.atomically { () throws -> (FridgeItem, FridgeItem, FridgeMove?) in
            guard let before = try database.fridgeItems().first(where: { $0.id == id }) else {
                throw AppFailure(status: .badInput, message: renderer.fridgeRefusal(.noSuchItem(id), lang))
            }
            guard expires != nil || amount != nil || name != nil || note != nil || place != nil else {
                throw AppFailure(status: .badInput, message: lang.pick(
                    "무엇을 고칠지 알려 주세요: --expires, --amount, --name, --note, --place",
                    "say what to change: --expires, --amount, --name, --note, --place"))
            }
            var item = before
            var move: FridgeMove?
            if let place = try FridgeCommand.place(place, language: lang) {
                let moved = FridgePlanner(table: session.shelfLife, today: today).move(before, to: place)
                move = moved
                item = moved.item
            }
            // Everything is read and checked before anything is saved.
            if let day = try FridgeCommand.date(expires, today: today, language: lang) {
                item.expires = day
                item.expiresSetByUser = true
            }
            if amount != nil {
                let (quantity, unit) = try FridgeCommand.amount(amount, language: lang)
                if let quantity, !(quantity > 0) {
                    throw AppFailure(status: .badInput, message: renderer.fridgeRefusal(.badQuantity(quantity), lang))
                }
                if let unit, !FridgePlanner.units.contains(unit) {
                    throw AppFailure(status: .badInput, message: renderer.fridgeRefusal(.unknownUnit(unit), lang))
                }
                do throws(FridgeError) {
                    try FridgeError.check(quantity, unit: unit ?? item.unit)
                } catch {
                    throw AppFailure(status: .badInput, message: renderer.fridgeRefusal(error, lang))
                }
                item.quantity = quantity
                item.unit = unit ?? item.unit ?? "개"
            }
            if let name {
                try FridgeCommand.checkName(name, language: lang)
                let asked = session.parser.ingredients(fromArguments: [name]).first
                item.name = asked?.canonical ?? name
                item.canonical = asked?.canonical
            }
            if let note { item.note = note.isEmpty ? nil : note }
            try database.updateFridgeItems([item], day: today)
            return (before, item, move)
            }
            if global.json {
                app.console.line(JSONValue.object([
                    ("intent", "fridge_edit"), ("language", .string(lang.rawValue)), ("status", "answered"), ("route", "local"),
                    ("edited", .object(renderer.fridgeItemPairs(item, today: today))),
                    ("before", .object(renderer.fridgeItemPairs(before, today: today))),
                ]).serialized())
                return
            }
            var lines: [String] = []
            var rest = before  // what the other options changed is shown after the move
            if let move {
                // The move's own line: where it went, how the date was decided (or the
                // user's --expires), warnings.
                lines.append(renderer.fridgeMoved([FridgeMove(item: item, from: move.from,
                                                              expiry: expires != nil && !move.alreadyThere ? .userDate : move.expiry,
                                                              unsuitable: move.unsuitable, doNotFreeze: move.doNotFreeze,
                                                              overdue: move.overdue)], today: today, lang))
                rest.place = item.place
                rest.expires = item.expires
                rest.expiresSetByUser = item.expiresSetByUser
            }
            if move == nil || rest != item {
                lines.append(renderer.fridgeEdited(before: rest, after: item, today: today, lang))
            }
            app.console.line(lines.joined(separator: "\n"))
        }
    }

    /// Items named by `text`: an item number, or every lot of an ingredient.
    static func items(matching text: String, session: Session, database: YoriDatabase, renderer: AnswerRenderer,
                      language: UserLanguage) throws -> [FridgeItem] {
        if let id = Int64(text) {
            guard let item = try database.fridgeItems().first(where: { $0.id == id }) else {
                throw AppFailure(status: .badInput, message: renderer.fridgeRefusal(.noSuchItem(id), language))
            }
            return [item]
        }
        let asked = session.parser.ingredients(fromArguments: [text]).first
        // `fridge move chicken --freezer` with chicken thighs stored: the one kind of it that is (`Session.storedLots`).
        let request = FridgeItemRequest(ingredient: AskedIngredient(word: text, canonical: asked?.canonical, nameKind: asked?.nameKind))
        let lots: [FridgeItem]
        do {
            lots = try session.storedLots(request)
        } catch let refusal as FridgeError {
            throw AppFailure(status: .badInput, message: renderer.fridgeRefusal(refusal, language))
        }
        guard !lots.isEmpty else {
            throw AppFailure(status: .badInput, message: renderer.fridgeRefusal(.notInFridge(asked?.canonical ?? text), language))
        }
        return lots
    }
}
