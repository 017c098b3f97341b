import ArgumentParser
import YoriKit

/// `yori history [list]`: the latest turns, newest first.
struct HistoryListCommand: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "list", abstract: "List the latest turns (the default).")

    @OptionGroup var global: GlobalOptions
    @Option(name: [.customShort("n"), .customLong("limit")], help: "How many turns to list.") var limit = 20
    @Option(name: .customLong("chat"), help: ArgumentHelp("Only this conversation.", valueName: "name")) var chat: String?
    @Option(help: ArgumentHelp("Only turns answered this way: local, cache or model.", valueName: "local|cache|model"))
    var route: String?
    /// `-m/--model MODEL`: only turns answered by it. Declared through `CallOptions` (under
    /// the root's name, `call`): ArgumentParser gives an option the root also declares to the
    /// root, so a `--model` of this command's own would never be set.
    @OptionGroup var call: CallOptions
    var model: String? { call.model }

    func validate() throws {
        guard limit > 0 else { throw ValidationError(UsageErrorText.both("--limit must be a positive number", "--limit은 1 이상이어야 해요")) }
        if let route, ChatTurn.Route(rawValue: route) == nil {
            throw ValidationError(UsageErrorText.both("--route must be local, cache or model, not '\(route)'", "--route는 local, cache, model 중 하나예요 (받은 값: '\(route)')"))
        }
    }

    func run() throws {
        try HistoryCommand.run(global, words: [chat].compactMap { $0 }.filter { LiveApp.language(of: [$0]) == .ko }) { app, database in
            try HistoryCommand.requireConversation(chat, app, database)
            let turns = try database.recentTurns(conversation: chat, limit: limit,
                                                 route: route.flatMap(ChatTurn.Route.init(rawValue:)), model: model)
            let renderer = try app.renderer()
            if global.json {
                // JSON Lines: one turn per line, newest first (like `llm logs --json`, but streamable).
                for turn in turns { app.console.line(renderer.turnObject(turn).serialized()) }
            } else if !turns.isEmpty {
                app.console.line(renderer.history(HistoryListing(turns: turns, conversation: chat), app.language))
            }
            if turns.isEmpty {
                throw HistoryCommand.noneFound(app, json: global.json, ko: "아직 대화 기록이 없어요.", en: "No chat history yet.")
            }
        }
    }
}
