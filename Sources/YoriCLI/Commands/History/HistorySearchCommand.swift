import ArgumentParser
import YoriKit

/// `yori history search`: turns whose question or answer contains the text.
struct HistorySearchCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "search",
        abstract: "Find turns whose question or answer contains the text.",
        discussion: "A plain substring search, so short Korean words are found inside longer ones: 대파 finds 다진대파를.")

    @OptionGroup var global: GlobalOptions
    @Option(help: "How many turns to list.") var limit = 50
    @Argument(help: ArgumentHelp("The text to look for.", valueName: "text")) var words: [String] = []

    var text: String { words.joined(separator: " ") }

    func validate() throws {
        guard limit > 0 else { throw ValidationError(UsageErrorText.both("--limit must be a positive number", "--limit은 1 이상이어야 해요")) }
        guard !text.allSatisfy(\.isWhitespace) else {
            throw ValidationError(UsageErrorText.both("give the text to search for, e.g. yori history search \"green onion\"", "찾을 말을 적어 주세요. 예: yori history search 대파"))
        }
    }

    func run() throws {
        try HistoryCommand.run(global, words: words) { app, database in
            let turns = try database.searchTurns(text, limit: limit)
            let renderer = try app.renderer()
            let shown = renderer.oneLine(text)
            if global.json {
                for turn in turns { app.console.line(renderer.turnObject(turn).serialized()) }  // JSON Lines, as history list
            } else if !turns.isEmpty {
                let title = app.language.pick("'\(shown)'" + (Hangul.endsWithFinalConsonant(shown) ? "이" : "가")
                                                  + " 들어간 대화 \(turns.count)개",
                                              "\(turns.count) turn\(turns.count == 1 ? "" : "s") with '\(shown)'")
                app.console.line(renderer.fitted(([app.style.bold(title)] + renderer.historyTable(turns, app.language)).joined(separator: "\n")))
            }
            if turns.isEmpty {
                throw HistoryCommand.noneFound(app, json: global.json, ko: "'\(shown)'" + (Hangul.endsWithFinalConsonant(shown) ? "이" : "가")
                                                 + " 들어간 대화가 없어요.",
                                             en: "No turn contains '\(shown)'.")
            }
        }
    }
}
