import ArgumentParser
import YoriKit

/// `yori fridge move`.
struct FridgeMoveCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "move", abstract: "Move an ingredient (all its lots, an amount of it, or one item by id) to another place.",
        discussion: """
            The expiry date is recomputed for the new place, unless you set it yourself: into the \
            freezer, the freezer's days count from the day the item was added (frozen food does not gain \
            the days it already spent in the fridge); out of it, the new place's days count from today, \
            never past the date it had. A date that has already passed stays as it is, with a warning: \
            freezing does not make spoiled food safe. When the food has no recommended time in the new \
            place (lettuce in the freezer, tofu at room temperature), yori warns and never drops the date: \
            to the pantry it becomes today at the latest, elsewhere the previous date stays.
            """)

    @OptionGroup var global: GlobalOptions
    @Argument(help: "The ingredients (대파 계란), or item numbers from 'yori fridge'.") var items: [String]
    @Flag var place: PlaceFlag

    func run() throws {
        try FridgeCommand.run(global, words: items, references: false) { app, session, database in
            let lang = app.language
            let renderer = try app.renderer()
            // Read, planned and written in one transaction: a `fridge use` running meanwhile is
            // never undone by the amounts read here.
            let reply = try database.atomically { () throws -> Reply in
            // Every name is looked up before anything moves: one missing moves nothing.
            var lots: [FridgeItem] = []
            let byNumber = items.allSatisfy { Int64($0) != nil }
            let requests = byNumber ? [] : session.parser.items(fromArguments: items, today: session.clock.today())
            // An amount (`닭가슴살 1팩`) moves only that much, as the chat does.
            // (A name not in the fridge is refused below, never added as the chat's `300g 얼려 뒀어` is.)
            if requests.contains(where: { $0.quantity != nil }),
               requests.allSatisfy({ !((try? session.storedLots($0)) ?? []).isEmpty }) {
                return Reply(session.guarded(lang) { try session.move(requests, to: place.place) }, language: lang)
            }
            let names = byNumber ? items : requests.map { $0.ingredient.canonical ?? $0.ingredient.word }
            if names.isEmpty { try FridgeCommand.checkName(items.joined(separator: " "), language: lang) }
            for name in names {
                let found = try FridgeEditCommand.items(matching: name, session: session, database: database,
                                                        renderer: renderer, language: lang)
                lots += found.filter { lot in !lots.contains { $0.id == lot.id } }
            }
            let planner = FridgePlanner(table: session.shelfLife, today: session.clock.today())
            let moves = lots.map { planner.move($0, to: place.place) }
            try database.updateFridgeItems(moves.filter { !$0.alreadyThere }.map(\.item), day: planner.today)
            return Reply(.fridgeMoved(moves, today: planner.today), language: lang)
            }
            // The chat's answer and JSON (intent, language, status, route, moved).
            try app.emit(reply, command: nil, input: nil)
        }
    }
}
