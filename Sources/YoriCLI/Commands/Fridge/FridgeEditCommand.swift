import ArgumentParser
import YoriKit
import YoriStore

/// `yori fridge edit`.
struct FridgeEditCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "edit", abstract: "Change an item's expiry date, amount, name or note (by its number in 'yori fridge').")

    @OptionGroup var global: GlobalOptions
    @Argument(help: "The item number shown in 'yori fridge'.") var id: Int64
    @Option(help: "New expiry date.") var expires: String?
    @Option(help: "New amount: 2, 2개, 300g.") var amount: String?
    @Option(help: "New name.") var name: String?
    @Option(help: "New note.") var note: String?

    func run() throws {
        try FridgeCommand.run(global) { app, session, database in
            let lang = app.language
            let today = session.clock.today()
            guard var item = try database.fridgeItems().first(where: { $0.id == id }) else {
                throw AppFailure(status: .badInput, message: FridgeError.noSuchItem(id).message(lang))
            }
            if let day = try FridgeCommand.date(expires, today: today, language: lang) {
                item.expires = day
                item.expiresSetByUser = true
            }
            if amount != nil {
                let (quantity, unit) = try FridgeCommand.amount(amount, language: lang)
                if let quantity, quantity <= 0 {
                    throw AppFailure(status: .badInput, message: FridgeError.badQuantity(quantity).message(lang))
                }
                item.quantity = quantity
                item.unit = unit ?? item.unit ?? "개"
            }
            if let name {
                let asked = session.parser.ingredients(fromArguments: [name]).first
                item.name = asked?.canonical ?? name
                item.canonical = asked?.canonical
            }
            if let note { item.note = note.isEmpty ? nil : note }
            try database.updateFridgeItems([item], day: today)
            let listing = FridgeListing(items: [item], today: today, place: nil, categories: [])
            try app.emit(Reply(.fridgeList(listing), language: lang), command: nil, input: nil)
        }
    }

    /// Items named by `text`: an item number, or every lot of an ingredient.
    static func items(matching text: String, session: Session, database: YoriDatabase, language: UserLanguage) throws
        -> [FridgeItem] {
        if let id = Int64(text) {
            guard let item = try database.fridgeItems().first(where: { $0.id == id }) else {
                throw AppFailure(status: .badInput, message: FridgeError.noSuchItem(id).message(language))
            }
            return [item]
        }
        let asked = session.parser.ingredients(fromArguments: [text]).first
        let lots = try database.fridgeLots(named: asked?.canonical ?? text)
        guard !lots.isEmpty else {
            throw AppFailure(status: .badInput, message: FridgeError.notInFridge(asked?.canonical ?? text).message(language))
        }
        return lots
    }
}
