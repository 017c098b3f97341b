import ArgumentParser
import YoriKit

/// Options every yori command takes.
struct GlobalOptions: ParsableArguments {
    @Option(name: .long, help: ArgumentHelp(
        "The database file.",
        discussion: "Default: $YORI_DB, else $XDG_DATA_HOME/yori/yori.sqlite3 (~/.local/share/yori/yori.sqlite3).",
        valueName: "path"))
    var db: String?

    @Flag(name: .long, help: "Print JSON for scripts (JSON Lines in pipe mode).")
    var json = false

    @Option(name: .long, help: ArgumentHelp("Answer in this language: ko or en (default: the question's).",
                                            valueName: "ko|en"))
    var lang: String?

    @Flag(name: .customLong("no-color"), help: "Never colour the output (colour is only used on a terminal anyway).")
    var noColor = false

    func validate() throws {
        if let lang, UserLanguage(rawValue: lang) == nil {
            throw ValidationError("--lang must be ko or en, not '\(lang)'")
        }
    }

    var language: UserLanguage? { lang.flatMap(UserLanguage.init(rawValue:)) }
}
