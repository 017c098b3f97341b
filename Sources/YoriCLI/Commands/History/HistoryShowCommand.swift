import ArgumentParser
import YoriKit

/// `yori history show ID`: one turn in full.
struct HistoryShowCommand: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "show", abstract: "Show one turn's full question and answer.")

    @OptionGroup var global: GlobalOptions
    @Argument(help: ArgumentHelp("The turn's number (#, from yori history).", valueName: "id")) var id: Int64

    func run() throws {
        try HistoryCommand.run(global) { app, database in
            guard let turn = try database.turn(id: id) else {
                throw HistoryCommand.nothing(app, ko: "#\(id) 기록이 없어요.", en: "There is no turn #\(id).")
            }
            let renderer = try app.renderer()
            app.console.line(global.json ? renderer.turnObject(turn).serialized() : renderer.fitted(renderer.turnDetail(turn, app.language)))
        }
    }
}
