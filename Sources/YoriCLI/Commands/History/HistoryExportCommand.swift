import ArgumentParser
import YoriKit

/// `yori history export --format md|json`: every turn, oldest first, to stdout.
struct HistoryExportCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "export",
        abstract: "Write every turn, oldest first, to stdout as Markdown or JSON.",
        discussion: "  yori history export --format md > chats.md\n  yori history export --format json | jq length")

    enum Format: String, ExpressibleByArgument, CaseIterable { case md, json }

    @OptionGroup var global: GlobalOptions
    @Option(help: "md (Markdown) or json.") var format: Format = .md
    @Option(name: .customLong("chat"), help: ArgumentHelp("Only this conversation.", valueName: "name")) var chat: String?

    func run() throws {
        try HistoryCommand.run(global, words: [chat].compactMap { $0 }.filter { LiveApp.language(of: [$0]) == .ko }) { app, database in
            try HistoryCommand.requireConversation(chat, app, database)
            let turns = try database.allTurns(conversation: chat)
            let renderer = try app.renderer()
            if format == .json || global.json {
                app.console.line(JSONValue.array(turns.map(renderer.turnObject)).serialized())
            } else if !turns.isEmpty {
                app.console.line(renderer.markdown(turns, app.language))
            }
            if turns.isEmpty {
                throw HistoryCommand.nothing(app, ko: "내보낼 기록이 없어요.", en: "There is no history to export.")
            }
        }
    }
}
