import ArgumentParser
import YoriKit

/// `yori fridge stats`.
struct FridgeStatsCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "stats", abstract: "Per month: items used and thrown away, the waste share, the most wasted items.")

    @OptionGroup var global: GlobalOptions

    func run() throws {
        try FridgeCommand.run(global, references: false) { app, _, database in
            let stats = FridgeStats(events: try database.fridgeEvents(limit: 100_000))
            // The chat's answer and JSON (intent, language, status, route, months, most_wasted).
            try app.emit(Reply(.fridgeStats(stats), language: app.language), command: .fridgeStats, input: nil)
        }
    }
}
