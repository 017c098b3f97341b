#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Reads a secret (`yori config set api_key` with no value) so it never appears in `ps`,
/// shell history or on screen: from the terminal with echo off, or the first line of stdin
/// when stdin is a pipe (`pass show openai | yori config set api_key`).
enum SecretInput {
    /// Longer input is refused rather than kept (no key is this long).
    static let maxBytes = 4096

    /// The secret, without its line end; `nil` at end of input or when nothing was typed.
    /// - Parameter prompt: written to stderr (never stdout) before reading from a terminal.
    static func readSecret(prompt: String, stdinIsTerminal: Bool) -> String? {
        if stdinIsTerminal {
            writeError(prompt)
            var saved = termios()
            let haveTerminal = tcgetattr(0, &saved) == 0
            if haveTerminal {
                var quiet = saved
                quiet.c_lflag &= ~tcflag_t(ECHO)
                quiet.c_lflag |= tcflag_t(ECHONL)
                tcsetattr(0, TCSAFLUSH, &quiet)
            }
            defer { if haveTerminal { tcsetattr(0, TCSAFLUSH, &saved) } }
            return line(from: 0)
        }
        return line(from: 0)
    }

    /// One line read byte by byte from `fd` (nothing after it is consumed), trimmed of spaces.
    private static func line(from fd: Int32) -> String? {
        var bytes: [UInt8] = []
        var byte: UInt8 = 0
        while bytes.count <= maxBytes {
            let n = read(fd, &byte, 1)
            if n < 0 && errno == EINTR { continue }
            if n <= 0 || byte == UInt8(ascii: "\n") { break }
            bytes.append(byte)
        }
        guard bytes.count <= maxBytes, let text = String(validating: bytes, as: UTF8.self) else { return nil }
        let trimmed = text.trimmed
        return trimmed.isEmpty ? nil : trimmed
    }

    private static func writeError(_ text: String) {
        let bytes = Array(text.utf8)
        _ = bytes.withUnsafeBytes { write(2, $0.baseAddress, $0.count) }
    }
}
