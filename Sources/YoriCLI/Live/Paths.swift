import YoriKit

/// Where yori keeps its files, following the XDG base directory spec.
public struct Paths: Sendable {
    public let environment: AppEnvironment

    /// `--db`, else `YORI_DB`, else `$XDG_DATA_HOME/yori/yori.sqlite3`,
    /// else `~/.local/share/yori/yori.sqlite3`.
    public func database(option: String?) throws(UsageError) -> String {
        if let option, !option.isEmpty { return option }
        if let path = environment["YORI_DB"] { return path }
        return try base("XDG_DATA_HOME", fallback: ".local/share") + "/yori/yori.sqlite3"
    }

    /// `$XDG_STATE_HOME/yori/history`, else `~/.local/state/yori/history`.
    public func inputHistory() throws(UsageError) -> String {
        try base("XDG_STATE_HOME", fallback: ".local/state") + "/yori/history"
    }

    private func base(_ variable: String, fallback: String) throws(UsageError) -> String {
        // The spec says relative values are invalid and must be ignored.
        if let value = environment[variable], value.hasPrefix("/") { return value }
        guard let home = environment["HOME"] else {
            throw UsageError(ko: "HOME이 설정되지 않았어요. --db 경로를 지정하세요.",
                             en: "HOME is not set; give a database path with --db.")
        }
        return home + "/" + fallback
    }
}
