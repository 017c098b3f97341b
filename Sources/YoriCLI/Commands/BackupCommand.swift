import ArgumentParser
import YoriKit
import YoriStore

/// `yori backup FILE`: a consistent copy of the database, safe while other yori processes write.
struct BackupCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "backup",
        abstract: "Copy the whole database to FILE (safe while yori is in use).",
        discussion: """
            Uses SQLite's online backup API: the copy is one consistent snapshot even when other \
            yori processes are writing. It is written beside FILE and renamed into place only \
            when complete and checked, so a failed backup leaves nothing half-written.

              yori backup ~/yori-2026-11-25.sqlite3
              yori backup old.sqlite3 --force      replace an existing file

            To restore, stop yori and copy the backup over the database (see `yori --help` for \
            its path, or use --db), or use it directly: yori --db BACKUP fridge.

            Exit codes: 0 written, 2 FILE exists or cannot be written, 3 database problem.
            """)

    @OptionGroup var global: GlobalOptions

    @Flag(name: .customLong("force"), help: "Replace FILE when it exists.")
    var force = false

    @Argument(help: ArgumentHelp("Where to write the copy.", valueName: "file"))
    var file: String

    func run() throws {
        let app = LiveApp(global: global)
        let language = app.language
        do {
            let database = try app.database()
            let pages: Int
            do { pages = try database.backup(to: file, replace: force) } catch {
                let status: ExitStatus = if case .failed = error { .storage } else { .badInput }
                throw AppFailure(status: status, message: error.message(language))
            }
            if global.json {
                app.console.line(JSONValue.object([("status", "written"), ("file", .string(file)),
                                                   ("pages", .int(Int64(pages)))]).serialized())
            } else {
                app.console.line(language.pick("백업했어요: \(file)", "Backed up to \(file)"))
            }
        } catch let failure as AppFailure {
            app.console.errorLine(app.style.error(failure.message))
            throw ExitCode(failure.status.rawValue)
        }
    }
}
