import ArgumentParser
import YoriKit

/// `yori fridge history`.
struct FridgeHistoryCommand: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "history", abstract: "What was added, used, thrown away and moved.")

    @OptionGroup var global: GlobalOptions
    @Option(help: "How many events to show.") var limit = 30

    func run() throws {
        try FridgeCommand.run(global) { app, session, database in
            let lang = app.language
            let events = try database.fridgeEvents(limit: max(1, limit))
            let renderer = try app.renderer()
            if global.json {
                app.console.line(renderer.fridgeHistoryJSON(events).serialized())
                return
            }
            app.console.line(renderer.fridgeHistory(events, lang))
            if events.isEmpty { throw ExitCode(ExitStatus.nothingFound.rawValue) }
            _ = session
        }
    }
}
