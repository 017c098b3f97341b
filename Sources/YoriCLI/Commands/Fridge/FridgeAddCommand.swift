import ArgumentParser
import YoriKit

/// `yori fridge add`.
struct FridgeAddCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "add", abstract: "Put an item in (expiry filled in from its shelf life unless given).")

    @OptionGroup var global: GlobalOptions
    @Argument(help: "The ingredient (두부, tofu, …).") var ingredient: String
    @Argument(help: "How much: 2, 2개, 1모, 300g.") var amount: String?
    @Option(help: "Expiry date: 11/30, 2026-11-30, 11월 30일, 내일, 3일 뒤, next friday, …") var expires: String?
    @Flag var place: PlaceFlag?
    @Option(help: "A note.") var note: String?

    func run() throws {
        try FridgeCommand.run(global, words: [ingredient]) { app, session, database in
            let today = session.clock.today()
            let (quantity, unit) = try FridgeCommand.amount(amount, language: app.language)
            var request = FridgeItemRequest(ingredient: AskedIngredient(ingredient, lexicon: session.shelfLife.lexicon),
                                            quantity: quantity, unit: unit,
                                            expires: try FridgeCommand.date(expires, today: today, language: app.language),
                                            storage: place?.place)
            if request.ingredient.canonical == nil {
                request.ingredient = session.parser.ingredients(fromArguments: [ingredient]).first ?? request.ingredient
            }
            let reply = session.answer(.fridgeAdd([request]), language: app.language)
            if let note, case .fridgeAdded(let added) = reply.answer {
                try database.updateFridgeItems(added.map { var item = $0.item; item.note = note; return item }, day: today)
            }
            try app.emit(reply, command: .fridgeAdd([request]), input: nil)
        }
    }
}
