#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Where output goes: stdout for answers, stderr for notes and errors.
///
/// This is the one way text reaches the terminal, and it cleans everything it writes
/// (`TerminalOutput.render`): callers never need to remember which strings came from
/// outside yori. The only raw sequences it writes are the status line's own "rewrite this
/// line" (`status`, `clearStatus`), for spinners and progress, and the REPL's `clear`.
public struct Console: Sendable {
    private let out: @Sendable (_ text: String) -> Void
    private let err: @Sendable (_ text: String) -> Void

    /// A console over two sinks (raw bytes to stdout and stderr); every write is cleaned first.
    public init(write: @escaping @Sendable (String) -> Void, writeError: @escaping @Sendable (String) -> Void) {
        self.out = write
        self.err = writeError
    }

    /// The process's stdout and stderr, unbuffered so pipes see each answer at once.
    public static let live = Console(write: { writeAll(1, $0) }, writeError: { writeAll(2, $0) })

    /// Writes every byte of `text` to `fd`, retrying short writes and interrupts.
    static func writeAll(_ fd: Int32, _ text: String) {
        var bytes = Array(text.utf8)[...]
        while !bytes.isEmpty {
            let n = bytes.withUnsafeBytes { Glibc.write(fd, $0.baseAddress, $0.count) }
            if n < 0 {
                if errno == EINTR { continue }
                return  // the reader went away (EPIPE); nothing more to do
            }
            bytes = bytes.dropFirst(n)
        }
    }

    /// Writes `text` to stdout, cleaned.
    public func write(_ text: String) { out(TerminalOutput.render(text)) }
    /// Writes `text` to stderr, cleaned.
    public func writeError(_ text: String) { err(TerminalOutput.render(text)) }

    public func line(_ text: String) { write(text + "\n") }
    public func errorLine(_ text: String) { writeError(text + "\n") }

    /// Replaces the current stderr line (a terminal's) with `text`, cleaned: spinners and progress.
    public func status(_ text: String) { err("\r\u{1B}[K" + TerminalOutput.render(text)) }
    /// Clears the current stderr line.
    public func clearStatus() { err("\r\u{1B}[K") }
    /// Clears the terminal (the REPL's `clear`): cursor home, erase the screen.
    public func clearScreen() { out("\u{1B}[H\u{1B}[2J") }
}
