import ArgumentParser
import YoriKit

/// `yori history [list]`: the latest turns, newest first.
struct HistoryListCommand: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "list", abstract: "List the latest turns (the default).")

    @OptionGroup var global: GlobalOptions
    @Option(help: "How many turns to list.") var limit = 20
    @Option(name: .customLong("chat"), help: ArgumentHelp("Only this conversation.", valueName: "name")) var chat: String?

    func validate() throws {
        guard limit > 0 else { throw ValidationError("--limit must be a positive number") }
    }

    func run() throws {
        try HistoryCommand.run(global, words: [chat].compactMap { $0 }.filter { LiveApp.language(of: [$0]) == .ko }) { app, database in
            try HistoryCommand.requireConversation(chat, app, database)
            let turns = try database.recentTurns(conversation: chat, limit: limit)
            let renderer = try app.renderer()
            if global.json {
                app.console.line(JSONValue.array(turns.map(renderer.turnObject)).serialized())
            } else if !turns.isEmpty {
                app.console.line(renderer.history(HistoryListing(turns: turns, conversation: chat), app.language))
            }
            if turns.isEmpty {
                throw HistoryCommand.nothing(app, ko: "아직 대화 기록이 없어요.", en: "No chat history yet.")
            }
        }
    }
}
