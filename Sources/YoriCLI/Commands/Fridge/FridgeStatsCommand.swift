import ArgumentParser
import YoriKit

/// `yori fridge stats`.
struct FridgeStatsCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "stats", abstract: "Per month: items used and thrown away, the waste share, the most wasted items.")

    @OptionGroup var global: GlobalOptions

    func run() throws {
        try FridgeCommand.run(global) { app, _, database in
            let lang = app.language
            let stats = FridgeStats(events: try database.fridgeEvents(limit: 100_000))
            let renderer = try app.renderer()
            if global.json {
                app.console.line(JSONValue.object([
                    ("months", .array(stats.months.map {
                        .object([("month", .string($0.month)), ("used", .int(Int64($0.used))),
                                 ("discarded", .int(Int64($0.discarded))), ("waste_share", .double(($0.wasteShare * 1000).rounded() / 1000))])
                    })),
                    ("most_wasted", .array(stats.mostWasted.map {
                        .object([("ingredient", .string($0.name)), ("count", .int(Int64($0.count)))])
                    })),
                ]).serialized())
                return
            }
            guard !stats.months.isEmpty else {
                app.console.line(lang.pick("아직 쓰거나 버린 기록이 없어요.", "Nothing used or thrown away yet."))
                throw ExitCode(ExitStatus.nothingFound.rawValue)
            }
            var rows = [[lang.pick("월", "month"), lang.pick("씀", "used"), lang.pick("버림", "wasted"), lang.pick("버린 비율", "waste")]]
            for m in stats.months {
                let bar = String(repeating: "█", count: Int((m.wasteShare * 10).rounded()))
                rows.append([m.month, "\(m.used)", "\(m.discarded)", "\(Int((m.wasteShare * 100).rounded()))% " + bar])
            }
            var lines = renderer.table(rows) { rows[$0 + 1][0] }
            if !stats.mostWasted.isEmpty {
                lines.append(lang.pick("자주 버린 재료: ", "Most wasted: ")
                    + stats.mostWasted.map { "\(renderer.display($0.name, lang)) \($0.count)" }.joined(separator: ", "))
            }
            app.console.line(lines.joined(separator: "\n"))
        }
    }
}
