import ArgumentParser
import YoriKit

/// `yori fridge open`.
struct FridgeOpenCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "open", abstract: "Mark a pack opened: its date shortens to how long it keeps once opened.",
        discussion: """
            The first-expiring unopened lot of each ingredient is marked opened on the day given (today \
            by default), and its date becomes the opened life from that day when that is sooner — opening \
            never lengthens a date (우유: 3 days, 고추장: a year in the fridge). One pack is opened: a lot of \
            several (우유 2팩) becomes the opened pack and the unopened rest, which keeps its date. A day after \
            today is refused; a day that leaves the pack past its date, or due today, is recorded and the \
            answer says so. \
            In chat: 우유 뜯었어 · 어제 고추장 개봉했어 · opened the milk.
            """)

    @OptionGroup var global: GlobalOptions
    @Argument(help: "The ingredients (우유 고추장).") var items: [String] = []
    @Option(name: [.customLong("on"), .customLong("date")],
            parsing: .upToNextOption,
            help: ArgumentHelp("The day it was opened: 어제, 3일 전, 11/30, 2026-11-30, yesterday, 2 days ago, … (default: today).",
                              valueName: "day"))
    var on: [String] = []

    func run() throws {
        try FridgeCommand.run(global, words: items) { app, session, _ in
            let today = session.clock.today()
            let (onText, afterOn) = FridgeCommand.dateWords(on, today: today)
            let day = try FridgeCommand.date(onText, today: today, language: app.language, past: true)
            let requests = try FridgeCommand.items(items + afterOn, session: session, language: app.language,
                                                   example: ("open 우유", "open milk"))
            let command = Command.fridgeOpen(requests, on: day)
            try app.emit(session.answer(command, language: app.language), command: command, input: nil)
        }
    }
}
