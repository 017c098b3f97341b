import ArgumentParser
import YoriKit

/// `yori fridge use`.
struct FridgeUseCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "use", abstract: "Use some (or, without an amount, all) of an ingredient, first-expiring first.")

    @OptionGroup var global: GlobalOptions
    @Argument(help: "The ingredient.") var ingredient: String
    @Argument(help: "How much: 2, 2개, 반모, 300g (default: all of it).") var amount: String?

    func run() throws {
        try FridgeConsume.run(global, ingredient: ingredient, amount: amount, kind: .use)
    }
}

/// `yori fridge discard`.
struct FridgeDiscardCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "discard", abstract: "Throw away some (or all) of an ingredient; recorded as waste.")

    @OptionGroup var global: GlobalOptions
    @Argument(help: "The ingredient.") var ingredient: String
    @Argument(help: "How much (default: all of it).") var amount: String?

    func run() throws {
        try FridgeConsume.run(global, ingredient: ingredient, amount: amount, kind: .discard)
    }
}

enum FridgeConsume {
    static func run(_ global: GlobalOptions, ingredient: String, amount: String?, kind: FridgeEvent.Kind) throws {
        try FridgeCommand.run(global, words: [ingredient]) { app, session, _ in
            let (quantity, unit) = try FridgeCommand.amount(amount, language: app.language)
            let asked = session.parser.ingredients(fromArguments: [ingredient]).first
                ?? AskedIngredient(word: ingredient, canonical: nil, nameKind: nil)
            let request = FridgeItemRequest(ingredient: asked, quantity: quantity, unit: unit)
            let command: Command = kind == .discard ? .fridgeDiscard([request]) : .fridgeUse([request])
            try app.emit(session.answer(command, language: app.language), command: command, input: nil)
        }
    }
}
