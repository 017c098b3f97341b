#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Where output goes: stdout for answers, stderr for notes and errors.
public struct Console: Sendable {
    public var write: @Sendable (_ text: String) -> Void
    public var writeError: @Sendable (_ text: String) -> Void

    public init(write: @escaping @Sendable (String) -> Void, writeError: @escaping @Sendable (String) -> Void) {
        self.write = write
        self.writeError = writeError
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

    public func line(_ text: String) { write(text + "\n") }
    public func errorLine(_ text: String) { writeError(text + "\n") }
}
