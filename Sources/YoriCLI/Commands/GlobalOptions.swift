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

    @Option(name: .long, help: ArgumentHelp("Answer in this language: ko or en (default: the question's; with no words to go by, $YORI_LANG, else the locale).",
                                            valueName: "ko|en"))
    var lang: String?

    @Flag(name: .customLong("no-color"), help: "Never colour the output (colour is only used on a terminal anyway).")
    var noColor = false

    func validate() throws {
        if let lang, UserLanguage(rawValue: lang) == nil {
            throw ValidationError(UsageErrorText.both("--lang must be ko or en, not '\(lang)'", "--lang은 ko 또는 en이어야 해요 (받은 값: '\(lang)')."))
        }
    }

    var language: UserLanguage? { lang.flatMap(UserLanguage.init(rawValue:)) }

    /// `--lang X` or `--lang=X` found in raw arguments, before they are parsed.
    static func languageOption(in arguments: [String]) -> UserLanguage? {
        for (index, word) in arguments.enumerated() {
            if word == "--lang", index + 1 < arguments.count { return UserLanguage(rawValue: arguments[index + 1]) }
            if word.hasPrefix("--lang=") { return UserLanguage(rawValue: String(word.dropFirst(7))) }
        }
        return nil
    }
}
