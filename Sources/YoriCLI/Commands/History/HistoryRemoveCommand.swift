import ArgumentParser
import YoriKit

/// `yori history rm ID`: deletes one turn.
struct HistoryRemoveCommand: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "rm", abstract: "Delete one turn.")

    @OptionGroup var global: GlobalOptions
    @Argument(help: ArgumentHelp("The turn's number (#, from yori history).", valueName: "id")) var id: Int64

    func run() throws {
        try HistoryCommand.run(global) { app, database in
            guard try database.deleteTurn(id: id) else {
                throw HistoryCommand.nothing(app, ko: "#\(id) 기록이 없어요. 아무것도 지우지 않았어요.",
                                             en: "There is no turn #\(id); nothing was deleted.")
            }
            app.console.line(global.json ? JSONValue.object([("deleted", .int(id))]).serialized()
                                         : app.language.pick("#\(id) 기록을 지웠어요.", "Deleted turn #\(id)."))
        }
    }
}
