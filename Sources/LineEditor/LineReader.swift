#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// One line read from a non-interactive input, already checked for size and encoding.
public enum InputLine: Equatable, Sendable {
    /// A well-formed UTF-8 line without its line terminator.
    case text(String)
    /// The line's bytes are not valid UTF-8; it is reported, never guessed at. `sample` is
    /// the line's start with the bad bytes replaced, only to pick the language of the hint.
    case invalidUTF8(lineNumber: Int, sample: String)
    /// The line was longer than the reader's limit; its bytes were skipped, not kept but
    /// for its first bytes in `sample` (to pick the language of the hint).
    case tooLong(lineNumber: Int, byteCount: Int, sample: String)

    /// How many bytes of a bad line are kept as its sample.
    public static let sampleBytes = 256

    /// The first `sampleBytes` of `bytes`, decoded with invalid sequences replaced.
    public static func sample<C: Collection>(_ bytes: C) -> String where C.Element == UInt8 {
        String(decoding: bytes.prefix(sampleBytes), as: UTF8.self)
    }
}

/// Reads lines from a file descriptor (a pipe or a file) without readline.
///
/// Swift's `readLine()` silently repairs invalid UTF-8 and buffers lines of any size;
/// yori must instead report such lines, and never hold a runaway line in memory.
public struct LineReader: ~Copyable {
    /// Longest line kept, in bytes. Longer lines are consumed and reported as `tooLong`.
    public static let defaultMaxLineBytes = 64 * 1024

    private let fd: Int32
    private let maxLineBytes: Int
    private var buffer: [UInt8] = []
    private var start = 0
    private var atEOF = false
    private var lineNumber = 0
    /// The first bytes of an over-long line, kept while the rest is thrown away.
    private var skippedHead: [UInt8] = []

    public init(fileDescriptor: Int32 = 0, maxLineBytes: Int = LineReader.defaultMaxLineBytes) {
        self.fd = fileDescriptor
        self.maxLineBytes = maxLineBytes
    }

    /// The next line, or `nil` at the end of the input.
    public mutating func next() -> InputLine? {
        var skipped = 0  // bytes of an over-long line already thrown away
        while true {
            if let newline = buffer[start...].firstIndex(of: UInt8(ascii: "\n")) {
                let line = Array(buffer[start..<newline])
                start = newline + 1
                compact()
                return finish(line, skipped: skipped)
            }
            if buffer.count - start > maxLineBytes {
                if skipped == 0 { skippedHead = Array(buffer[start...].prefix(InputLine.sampleBytes)) }
                skipped += buffer.count - start
                buffer.removeAll(keepingCapacity: true)
                start = 0
            }
            if atEOF {
                if start == buffer.count && skipped == 0 { return nil }
                let line = Array(buffer[start...])
                buffer.removeAll()
                start = 0
                return finish(line, skipped: skipped)
            }
            fill()
        }
    }

    private mutating func finish(_ raw: [UInt8], skipped: Int) -> InputLine {
        lineNumber += 1
        var bytes = raw[...]
        if bytes.last == UInt8(ascii: "\r") { bytes = bytes.dropLast() }
        // A byte order mark (some Windows editors write one) is not part of the question.
        if lineNumber == 1, bytes.starts(with: [0xEF, 0xBB, 0xBF]) { bytes = bytes.dropFirst(3) }
        if skipped > 0 || bytes.count > maxLineBytes {
            let head = skipped > 0 ? skippedHead : Array(bytes)
            skippedHead = []
            return .tooLong(lineNumber: lineNumber, byteCount: skipped + raw.count, sample: InputLine.sample(head))
        }
        guard let text = String(validating: bytes, as: UTF8.self) else {
            return .invalidUTF8(lineNumber: lineNumber, sample: InputLine.sample(bytes))
        }
        return .text(text)
    }

    private mutating func compact() {
        if start > 64 * 1024 {
            buffer.removeFirst(start)
            start = 0
        }
    }

    private mutating func fill() {
        var chunk = [UInt8](repeating: 0, count: 64 * 1024)
        while true {
            let n = chunk.withUnsafeMutableBytes { read(fd, $0.baseAddress, $0.count) }
            if n > 0 {
                buffer.append(contentsOf: chunk[0..<n])
                return
            }
            if n < 0 && errno == EINTR { continue }
            atEOF = true
            return
        }
    }
}
