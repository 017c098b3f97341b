import ArgumentParser
import YoriKit

/// `yori history path`: the database file the history is kept in.
struct HistoryPathCommand: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "path",
                                                    abstract: "Print the database file that holds the history.")
    @OptionGroup var global: GlobalOptions

    func run() throws {
        let app = LiveApp(global: global)
        do {
            app.console.line(try Paths(environment: app.environment).database(option: global.db))
        } catch {
            app.console.errorLine(app.style.error(error.message(app.language)))
            throw ExitCode(ExitStatus.badInput.rawValue)
        }
    }
}

/// `yori history off`: stop recording new turns (a setting kept in the database).
struct HistoryOffCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "off", abstract: "Stop recording questions and answers (what is kept stays; history on resumes).")
    @OptionGroup var global: GlobalOptions

    func run() throws { try HistoryRecording.set(false, global) }
}

/// `yori history on`: record new turns again.
struct HistoryOnCommand: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "on", abstract: "Record questions and answers again.")
    @OptionGroup var global: GlobalOptions

    func run() throws { try HistoryRecording.set(true, global) }
}

enum HistoryRecording {
    static func set(_ on: Bool, _ global: GlobalOptions) throws {
        try HistoryCommand.run(global) { app, database in
            try database.setRecordingHistory(on)
            if global.json {
                app.console.line(JSONValue.object([("recording", .bool(on))]).serialized())
            } else {
                app.console.line(on
                    ? app.language.pick("이제 대화를 기록해요.", "Recording questions and answers again.")
                    : app.language.pick("이제 대화를 기록하지 않아요. 지난 기록은 그대로 있어요 (다시 켜기: yori history on).",
                                        "No longer recording questions and answers; what is kept stays (resume: yori history on)."))
            }
        }
    }
}
