import ArgumentParser
import YoriKit

/// `yori fridge use`.
struct FridgeUseCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "use", abstract: "Use some (or, without an amount, all) of an ingredient, first-expiring first.")

    @OptionGroup var global: GlobalOptions
    @Argument(parsing: .allUnrecognized, help: ArgumentHelp(
        "The item and how much: 계란 2, 두부 반 모, 300g (default: all of it); or its number in 'yori fridge': 7, 7 1모.",
                                                            valueName: "item"))
    var words: [String] = []

    func run() throws {
        try FridgeConsume.run(global, words: words, kind: .use)
    }
}

/// `yori fridge discard`.
struct FridgeDiscardCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "discard", abstract: "Throw away some (or all) of an ingredient; recorded as waste.")

    @OptionGroup var global: GlobalOptions
    @Argument(parsing: .allUnrecognized, help: ArgumentHelp(
        "The item and how much (default: all of it), or its number in 'yori fridge'.", valueName: "item"))
    var words: [String] = []

    func run() throws {
        try FridgeConsume.run(global, words: words, kind: .discard)
    }
}

enum FridgeConsume {
    static func run(_ global: GlobalOptions, words: [String], kind: FridgeEvent.Kind) throws {
        try FridgeCommand.run(global, words: words, references: false) { app, session, _ in
            if let (id, amount) = try itemNumber(words, language: app.language) {
                // `fridge use 7`, `fridge discard 7 1모`: the item numbered 7 in the list.
                let reply = session.consumeItem(id, quantity: amount.0, unit: amount.1, kind: kind, language: app.language)
                let command: Command = kind == .discard ? .fridgeDiscard([]) : .fridgeUse([])
                return try app.emit(reply, command: command, input: nil)
            }
            let example = kind == .discard ? ("discard 우유", "discard milk") : ("use 계란 2", "use egg 2")
            let requests = try FridgeCommand.items(words, session: session, language: app.language, example: example)
            let command: Command = kind == .discard ? .fridgeDiscard(requests) : .fridgeUse(requests)
            let question = words.filter { $0 != "--" }.joined(separator: " ")
            try app.emit(session.answer(command, language: app.language, question: question), command: command, input: nil)
        }
    }

    /// `7`, `#7`, `7 2`, `7 1모`, `7 반모`: an item number from the list, then an optional
    /// amount (a number alone counts in the item's unit). `nil` when the words are not that
    /// (`2 eggs` names eggs).
    static func itemNumber(_ words: [String], language: UserLanguage) throws -> (Int64, (Double?, String?))? {
        let words = words.filter { $0 != "--" }
        guard let first = words.first, let id = Int64(first.hasPrefix("#") ? String(first.dropFirst()) : first), id > 0
        else { return nil }
        let rest = words.dropFirst().joined(separator: " ")
        if rest.isEmpty { return (id, (nil, nil)) }
        guard let (value, unit) = QuantityParser.amount(rest) else { return nil }
        return (id, (value, BareCount.writesCount(rest) ? unit : (unit == "개" ? nil : unit)))
    }
}
