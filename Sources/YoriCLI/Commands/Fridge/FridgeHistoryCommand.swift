import ArgumentParser
import YoriKit

/// `yori fridge history`.
struct FridgeHistoryCommand: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "history", abstract: "What was added, used, thrown away and moved.")

    @OptionGroup var global: GlobalOptions
    // `.unconditional`: `--limit -5` reaches `validate` instead of being taken for an option.
    @Option(parsing: .unconditional, help: "How many events to show.") var limit = 30
    @Option(help: "Only one kind of event: add, use, discard or move (넣음, 씀, 버림, 옮김).") var kind: String?

    /// The words `--kind` takes for each kind of event.
    static let kindWords: [String: FridgeEvent.Kind] = [
        "add": .add, "added": .add, "넣음": .add, "use": .use, "used": .use, "씀": .use, "discard": .discard,
        "discarded": .discard, "waste": .discard, "wasted": .discard, "버림": .discard, "move": .move, "moved": .move, "옮김": .move,
    ]

    func validate() throws {
        guard limit >= 1 else { throw ValidationError(UsageErrorText.both("--limit must be 1 or more", "--limit은 1 이상이어야 해요")) }
    }

    func run() throws {
        try FridgeCommand.run(global, references: false) { app, session, _ in
            let lang = app.language
            var only: FridgeEvent.Kind?
            if let kind {
                guard let known = Self.kindWords[kind.lowercased()] else {
                    throw AppFailure(status: .badInput, message: lang.pick(
                        "--kind는 add, use, discard, move (넣음, 씀, 버림, 옮김) 중 하나예요: '\(kind)'",
                        "--kind must be add, use, discard or move: '\(kind)'"))
                }
                only = known
            }
            let events = try session.fridgeEvents(only, limit: limit)
            let renderer = try app.renderer()
            // The same exit code whatever the format: 1 when there is no history (`[]` with --json).
            app.console.line(global.json ? renderer.fridgeHistoryJSON(events).serialized()
                                         : renderer.fridgeHistory(events, lang, kind: only))
            if events.isEmpty { throw ExitCode(ExitStatus.nothingFound.rawValue) }
        }
    }
}
