import ArgumentParser
import YoriKit

/// `yori tip`: how to keep an ingredient.
struct TipCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "tip",
        abstract: "How to store an ingredient, and how long it keeps in the fridge, freezer and pantry.",
        discussion: """
              yori tip 대파
              yori tip add 대파 "키친타월로 감싸서 지퍼백에"
            """,
        subcommands: [TipShowCommand.self, TipAddCommand.self],
        defaultSubcommand: TipShowCommand.self)
}

struct TipShowCommand: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "show", abstract: "Show storage tips for ingredients.")

    @OptionGroup var global: GlobalOptions
    @Argument(help: "Ingredients.") var ingredients: [String] = []

    func validate() throws {
        guard !ingredients.isEmpty else { throw ValidationError(UsageErrorText.both("name an ingredient, e.g. yori tip \"green onion\"", "재료를 적어 주세요. 예: yori tip 대파")) }
    }

    func run() throws {
        try FridgeCommand.run(global, words: ingredients) { app, session, _ in
            for name in ingredients { try FridgeCommand.checkName(name, language: app.language) }
            // Read as the fridge's words are, so unknown English words typed side by side are one
            // name (`yori tip dragon fruit`), as a quoted name is.
            let asked = session.parser.items(fromArguments: ingredients, today: session.clock.today()).map(\.ingredient)
            let command = Command.storageTip(ingredients: asked.isEmpty ? session.parser.ingredients(fromArguments: ingredients) : asked)
            try app.emit(session.answer(command, language: app.language), command: command, input: nil,
                         quotaLimit: session.quota.limit)
        }
    }
}

struct TipAddCommand: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "add", abstract: "Keep your own storage tip for an ingredient.")

    @OptionGroup var global: GlobalOptions
    @Argument(help: "The ingredient.") var ingredient: String
    @Argument(help: "Your tip.") var text: [String]

    func run() throws {
        // Cleaned of terminal control sequences: a tip is printed again later.
        let joined = TerminalSanitizer.clean(text.joined(separator: " "))
        let tip = String(joined.drop { $0.isWhitespace }.reversed().drop { $0.isWhitespace }.reversed())
        try FridgeCommand.run(global, words: [ingredient]) { app, session, database in
            try FridgeCommand.checkName(ingredient, language: app.language)
            guard !tip.isEmpty else {
                throw AppFailure(status: .badInput, message: app.language.pick("팁 내용이 비어 있어요.", "The tip is empty."))
            }
            let asked = session.parser.ingredients(fromArguments: [ingredient]).first
            // Kept under the name as yori reads it (`Dragon Fruit` → `dragon fruit`), the name
            // `yori tip` and the chat look it up by.
            let name = TerminalSanitizer.clean(asked?.canonical ?? asked?.word ?? ingredient)
            try database.addIngredientTip(name, text: tip, source: "user")
            let command = Command.storageTip(ingredients: [asked ?? AskedIngredient(word: name, canonical: nil, nameKind: nil)])
            try app.emit(session.answer(command, language: app.language), command: command, input: nil)
        }
    }
}
