import ArgumentParser
import YoriKit

/// `yori fridge use`.
struct FridgeUseCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "use", abstract: "Use some (or, without an amount, all) of an ingredient, first-expiring first.")

    @OptionGroup var global: GlobalOptions
    @Argument(parsing: .allUnrecognized, help: ArgumentHelp("The item and how much: 계란 2, 두부 반 모, 300g (default: all of it).",
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
    @Argument(parsing: .allUnrecognized, help: ArgumentHelp("The item and how much (default: all of it).", valueName: "item"))
    var words: [String] = []

    func run() throws {
        try FridgeConsume.run(global, words: words, kind: .discard)
    }
}

enum FridgeConsume {
    static func run(_ global: GlobalOptions, words: [String], kind: FridgeEvent.Kind) throws {
        try FridgeCommand.run(global, words: words) { app, session, _ in
            let requests = try FridgeCommand.items(words, session: session, language: app.language)
            let command: Command = kind == .discard ? .fridgeDiscard(requests) : .fridgeUse(requests)
            try app.emit(session.answer(command, language: app.language), command: command, input: nil)
        }
    }
}
