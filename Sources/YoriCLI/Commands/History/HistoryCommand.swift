import ArgumentParser
import YoriKit
import YoriStore

/// `yori history`: the questions asked and the answers given, kept in the database.
struct HistoryCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "history",
        abstract: "Earlier questions and answers: list, search, show, delete, clear, export.",
        discussion: """
            Every question asked in the REPL, in pipe mode or with ask is kept with its answer \
            (as plain text), the time, the conversation and who answered (local, cache, model).
              yori history -n 5                   (--json: one JSON object per line)
              yori history --route model --model llama3.2
              yori history search 대파
              yori history show 12
              yori history rm 12
              yori history clear --older-than 30d
              yori history export --format md > chats.md
              yori history path                   (the database file that holds it)
              yori history off                    (stop recording; history on resumes)
            A single run can skip recording with --no-log (or YORI_NO_LOG=1).
            Exit code 1 when nothing is found, 2 for bad input.
            """,
        subcommands: [HistoryListCommand.self, HistorySearchCommand.self, HistoryShowCommand.self,
                      HistoryRemoveCommand.self, HistoryClearCommand.self, HistoryExportCommand.self,
                      HistoryPathCommand.self, HistoryOffCommand.self, HistoryOnCommand.self],
        defaultSubcommand: HistoryListCommand.self
    )

    /// Runs `body` with the app and the opened database, printing failures the usual way.
    static func run(_ global: GlobalOptions, words: [String] = [],
                    _ body: (LiveApp, YoriDatabase) throws -> Void) throws {
        let app = LiveApp(global: global, words: words)
        do {
            try body(app, try app.open().database)
        } catch let failure as AppFailure {
            app.console.errorLine(app.style.error(failure.message))
            throw ExitCode(failure.status.rawValue)
        } catch let error as StoreError {
            app.console.errorLine(app.style.error(error.message(app.language)))
            throw ExitCode(ExitStatus.storage.rawValue)
        }
    }

    /// Refuses a `--chat NAME` that names no conversation (exit 1), listing the ones there are.
    static func requireConversation(_ name: String?, _ app: LiveApp, _ database: YoriDatabase) throws {
        guard let name, !(try database.conversationExists(name)) else { return }
        let known = try database.conversations().prefix(5).map { "'" + AnswerRenderer(style: .plain, lexicon: try app.lexicon()).oneLine($0.name) + "'" }
        let list = known.isEmpty ? "" : app.language.pick(" 있는 대화: ", " Conversations: ") + known.joined(separator: ", ")
        let shown = AnswerRenderer(style: .plain, lexicon: try app.lexicon()).oneLine(name)
        throw nothing(app, ko: "'\(shown)'(이)라는 대화가 없어요.\(list)", en: "There is no conversation named '\(shown)'.\(list)")
    }

    /// Says that what was asked for by its number or name is not there (an error: on stderr,
    /// whatever the output format) and exits 1.
    static func nothing(_ app: LiveApp, ko: String, en: String) -> ExitCode {
        app.console.errorLine(app.language.pick(ko, en))
        return ExitCode(ExitStatus.nothingFound.rawValue)
    }

    /// Answers that a list or search found nothing and exits 1, as `fridge history`, `bookmarks`
    /// and `expiring` do: the sentence on stdout, or with `--json` only the (empty) JSON.
    static func noneFound(_ app: LiveApp, json: Bool, ko: String, en: String) -> ExitCode {
        if !json { app.console.line(app.language.pick(ko, en)) }
        return ExitCode(ExitStatus.nothingFound.rawValue)
    }

    /// An age such as `30d`, `4w`, `30일`, `4주`, in days; `nil` when it is not one.
    static func days(_ age: String) -> Int? {
        let units: [(String, Int)] = [("d", 1), ("w", 7), ("일", 1), ("주", 7)]
        for (unit, days) in units where age.hasSuffix(unit) {
            guard let n = Int(age.dropLast(unit.count)), n >= 0, n <= 100_000 else { return nil }
            return n * days
        }
        return nil
    }
}
