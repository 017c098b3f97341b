#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// How many columns answers may use: the one source of width for every table and wrapped text.
///
/// `COLUMNS` when set (a positive number), else the terminal's own size (`TIOCGWINSZ` on
/// stdout), else no limit: a pipe keeps its plain, unwrapped output unless `COLUMNS` says otherwise.
public enum TerminalWidth {
    /// Below this many columns tables give up their columns: one item per line.
    public static let narrow = 40

    /// The width for `environment` (`COLUMNS`, then the terminal), `nil` for no limit.
    public static func of(_ environment: AppEnvironment) -> Int? {
        resolve(columns: environment["COLUMNS"], stdoutIsTerminal: environment.stdoutIsTerminal, terminal: terminalColumns)
    }

    /// The rule, with the terminal's size as a function: `COLUMNS` wins, a terminal's own size
    /// next, nothing for a pipe.
    static func resolve(columns: String?, stdoutIsTerminal: Bool, terminal: () -> Int?) -> Int? {
        if let columns, let n = Int(columns.filter { $0 != " " }), n > 0 { return n }
        guard stdoutIsTerminal, let n = terminal(), n > 0 else { return nil }
        return n
    }

    /// The terminal's columns from the kernel (stdout's window size), if it has one.
    static func terminalColumns() -> Int? {
        var size = winsize()
        guard ioctl(STDOUT_FILENO, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0 else { return nil }
        return Int(size.ws_col)
    }
}
