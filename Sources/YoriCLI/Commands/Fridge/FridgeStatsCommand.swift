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
                app.console.line(JSONValue.object(renderer.fridgeStatsJSON(stats)).serialized())
                return
            }
            app.console.line(renderer.fridgeStats(stats, lang))
            if stats.months.isEmpty { throw ExitCode(ExitStatus.nothingFound.rawValue) }
        }
    }
}
