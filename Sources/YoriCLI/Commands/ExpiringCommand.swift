import ArgumentParser
import YoriKit

/// `yori expiring`: what is due soon, for people, cron and desktop notifiers.
struct ExpiringCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "expiring",
        abstract: "List fridge items that expire soon (D-7, D-3, D-day, past).",
        discussion: """
            Exit code 0 when something is due within the window, 1 when nothing is, so a cron job can do:
              yori expiring --within 3 &&
                notify-send yori "$(yori expiring --within 3 | head -1)"
            """)

    @OptionGroup var global: GlobalOptions
    // `.unconditional`: `--within -1` reaches `validate` (and is refused as negative) instead of
    // being taken for an option and reported as a missing value.
    @Option(parsing: .unconditional, help: "Days ahead to look (default 7).") var within = Session.alertWindow

    func validate() throws {
        guard within >= 0 else { throw ValidationError(UsageErrorText.both("--within must be 0 or more", "--within은 0 이상이어야 해요")) }
    }

    func run() throws {
        try FridgeCommand.run(global) { app, session, _ in
            let command = Command.expiring(withinDays: within)
            try app.emit(session.answer(command, language: app.language), command: command, input: nil)
        }
    }
}
