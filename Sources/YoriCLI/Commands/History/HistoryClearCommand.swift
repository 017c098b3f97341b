import ArgumentParser
import YoriKit

/// `yori history clear --older-than 30d` / `--all`.
struct HistoryClearCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "clear",
        abstract: "Delete turns older than an age (--older-than 30d, 4w), or all of them (--all).",
        discussion: "Ages count local days before today. Clearing nothing is not an error (exit 0).")

    @OptionGroup var global: GlobalOptions
    @Option(name: .customLong("older-than"), help: ArgumentHelp("Delete turns older than this: Nd (days) or Nw (weeks).",
                                                              valueName: "age"))
    var olderThan: String?
    @Flag(help: "Delete every turn and conversation.") var all = false

    func validate() throws {
        switch (olderThan, all) {
        case (nil, false):
            throw ValidationError(UsageErrorText.both("say what to clear: --older-than 30d (or 4w), or --all", "지울 범위를 정해 주세요: --older-than 30d (또는 4w), 또는 --all"))
        case (.some, true):
            throw ValidationError(UsageErrorText.both("use --older-than or --all, not both", "--older-than과 --all 중 하나만 쓰세요"))
        case (let age?, false):
            guard HistoryCommand.days(age) != nil else {
                throw ValidationError(UsageErrorText.both("--older-than takes Nd or Nw, e.g. 30d or 4w (got '\(age)')", "--older-than은 Nd 또는 Nw 형식이에요. 예: 30d, 4w (받은 값: '\(age)')"))
            }
        case (nil, true):
            break
        }
    }

    func run() throws {
        try HistoryCommand.run(global) { app, database in
            let days = olderThan.flatMap(HistoryCommand.days)
            let removed = try database.clearTurns(olderThanDays: days, today: app.clock().today())
            if global.json {
                app.console.line(JSONValue.object([("deleted", .int(Int64(removed))),
                                                   ("older_than_days", days.map { .int(Int64($0)) } ?? .null)]).serialized())
            } else if let days {
                app.console.line(app.language.pick("\(days)일보다 오래된 기록 \(removed)개를 지웠어요.",
                                                   "Deleted \(removed) turn\(removed == 1 ? "" : "s") older than \(EnglishGrammar.count(days, "day"))."))
            } else {
                app.console.line(app.language.pick("기록 \(removed)개를 모두 지웠어요.",
                                                   "Deleted all \(removed) turn\(removed == 1 ? "" : "s")."))
            }
        }
    }
}
