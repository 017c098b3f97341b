#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import ArgumentParser
import YoriKit
import YoriStore

/// `yori export FILE`: every user datum as one JSON document (docs/DATA.md), or CSV files.
struct ExportCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "export",
        abstract: "Write all your data (fridge, shopping, bookmarks, cooking log, recipes, tips, chats) to a file.",
        discussion: """
            Writes one JSON document (format yori-export, version 1; see docs/DATA.md): fridge \
            lots and their history, the shopping list, staple choices, bookmarks, the cooking log \
            with ratings, your own and imported recipes, tips, conversations, and settings without \
            secrets (no API keys). - writes to stdout. `yori import FILE` brings it back, into a \
            fresh database or merged into one that has data, without duplicates.

              yori export yori-data.json
              yori export - | gzip > yori-data.json.gz
              yori export --format csv yori-csv/      one CSV file per table, for spreadsheets

            Exit codes: 0 written, 2 FILE exists or cannot be written, 3 database problem.
            """)

    @OptionGroup var global: GlobalOptions

    @Option(name: .customLong("format"), help: "json (one document) or csv (a folder of CSV files).")
    var format = "json"

    @Flag(name: .customLong("force"), help: "Replace FILE (or the CSV files in DIR) when they exist.")
    var force = false

    @Argument(help: ArgumentHelp("The file to write (- for stdout), or the folder for --format csv.", valueName: "file"))
    var file: String

    func run() throws {
        let app = LiveApp(global: global)
        let language = app.language
        do {
            guard format == "json" || format == "csv" else {
                throw AppFailure(status: .badInput, message: language.pick("--format은 json 또는 csv예요.", "--format is json or csv."))
            }
            let database = try app.database()
            let document: JSONValue
            do { document = try database.exportDocument(settings: settings(app), exportedAt: Self.now()) } catch {
                throw AppFailure(status: .storage, message: error.message(language))
            }
            if format == "csv" {
                let files = ExportCSV.files(of: document)
                try ExportFiles.writeFolder(file, files: files, replace: force, language)
                if !global.json { app.console.line(language.pick("내보냈어요: \(file) (CSV \(files.count)개)", "Exported to \(file) (\(files.count) CSV files)")) }
            } else if file == "-" {
                app.console.line(document.serialized())
            } else {
                try ExportFiles.write(file, document.serialized() + "\n", replace: force, language)
                if !global.json { app.console.line(language.pick("내보냈어요: \(file)", "Exported to \(file)")) }
            }
            if global.json && file != "-" {
                app.console.line(JSONValue.object([("status", "written"), ("file", .string(file)), ("format", .string(format))]).serialized())
            }
        } catch let failure as AppFailure {
            app.console.errorLine(app.style.error(failure.message))
            throw ExitCode(failure.status.rawValue)
        }
    }

    /// The settings worth keeping, never a key or token.
    func settings(_ app: LiveApp) -> [(String, JSONValue)] {
        guard let config = try? YoriConfig.load(app.environment) else { return [] }
        return [("endpoint", .optional(config.endpoint)), ("model", .optional(config.model)),
                ("daily_limit", .int(Int64(config.dailyLimit))), ("temperature", .double(config.temperature)),
                ("timeout_ms", .int(Int64(config.timeoutMilliseconds)))]
    }

    /// `2026-11-25T20:41:07Z`.
    static func now() -> String {
        var t = time(nil)
        var parts = tm()
        gmtime_r(&t, &parts)
        func pad(_ n: Int32, _ width: Int = 2) -> String {
            let s = String(n)
            return String(repeating: "0", count: max(0, width - s.count)) + s
        }
        return "\(pad(parts.tm_year + 1900, 4))-\(pad(parts.tm_mon + 1))-\(pad(parts.tm_mday))T"
            + "\(pad(parts.tm_hour)):\(pad(parts.tm_min)):\(pad(parts.tm_sec))Z"
    }
}

/// Writing export files whole: to a temporary name beside the target, then renamed.
enum ExportFiles {
    static func write(_ path: String, _ text: String, replace: Bool, _ language: UserLanguage) throws(AppFailure) {
        if !replace, access(path, F_OK) == 0 {
            throw AppFailure(status: .badInput, message: language.pick("\(path) 파일이 이미 있어요. 덮어쓰려면 --force를 붙이세요.",
                                                                       "\(path) already exists; add --force to replace it."))
        }
        let temporary = path + ".part-\(getpid())"
        let fd = open(temporary, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o600)
        guard fd >= 0 else { throw cannotWrite(path, language) }
        let bytes = Array(text.utf8)
        var written = 0
        while written < bytes.count {
            let n = bytes[written...].withUnsafeBytes { Glibc.write(fd, $0.baseAddress, $0.count) }
            if n < 0 && errno == EINTR { continue }
            guard n > 0 else { close(fd); unlink(temporary); throw cannotWrite(path, language) }
            written += n
        }
        guard fsync(fd) == 0, close(fd) == 0, rename(temporary, path) == 0 else {
            unlink(temporary)
            throw cannotWrite(path, language)
        }
    }

    static func writeFolder(_ folder: String, files: [(String, String)], replace: Bool, _ language: UserLanguage) throws(AppFailure) {
        if mkdir(folder, 0o700) != 0 && errno != EEXIST { throw cannotWrite(folder, language) }
        for (name, text) in files { try write(folder + "/" + name, text, replace: replace, language) }
    }

    static func cannotWrite(_ path: String, _ language: UserLanguage) -> AppFailure {
        let reason = String(cString: strerror(errno))
        return AppFailure(status: .badInput, message: language.pick("\(path)에 쓸 수 없어요: \(reason)", "cannot write \(path): \(reason)"))
    }
}
