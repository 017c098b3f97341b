import Foundation
import Testing
@testable import LineEditor

@Suite struct LineReaderTests {
    /// Lines read from `bytes` written to a pipe.
    func read(_ bytes: [UInt8], max: Int = 64) -> [InputLine] {
        var fds: [Int32] = [0, 0]
        pipe(&fds)
        let (readEnd, writeEnd) = (fds[0], fds[1])
        let writer = Thread {
            var rest = bytes[...]
            while !rest.isEmpty {
                let n = rest.withUnsafeBytes { write(writeEnd, $0.baseAddress, $0.count) }
                if n <= 0 { break }
                rest = rest.dropFirst(n)
            }
            close(writeEnd)
        }
        writer.start()
        var reader = LineReader(fileDescriptor: readEnd, maxLineBytes: max)
        var lines: [InputLine] = []
        while let line = reader.next() { lines.append(line) }
        close(readEnd)
        return lines
    }

    @Test func splitsLinesAndDropsCR() {
        #expect(read(Array("대파\r\negg\n\nlast".utf8)) == [.text("대파"), .text("egg"), .text(""), .text("last")])
        #expect(read([]) == [])
        #expect(read(Array("one\n".utf8)) == [.text("one")])
    }

    @Test func reportsInvalidUTF8WithoutGuessing() {
        #expect(read([0x61, 0x0A, 0xFF, 0xFE, 0x0A, 0xEB, 0x8C, 0x80, 0x0A])
            == [.text("a"), .invalidUTF8(lineNumber: 2, sample: "\u{FFFD}\u{FFFD}"), .text("대")])
        // A Hangul syllable cut in half is invalid too; the readable rest is the sample.
        #expect(read([0xEB, 0x8C, 0x0A]) == [.invalidUTF8(lineNumber: 1, sample: "\u{FFFD}")])
        #expect(read([0xFF] + Array("계란".utf8) + [0x0A]) == [.invalidUTF8(lineNumber: 1, sample: "\u{FFFD}계란")])
    }

    @Test func skipsOverlongLinesAndGoesOn() {
        let huge = [UInt8](repeating: UInt8(ascii: "a"), count: 1_000_000)
        let lines = read(Array("before\n".utf8) + huge + Array("\nafter\n".utf8), max: 64 * 1024)
        #expect(lines == [.text("before"), .tooLong(lineNumber: 2, byteCount: 1_000_000, sample: String(repeating: "a", count: 256)),
                          .text("after")])
    }

    @Test func overlongLastLineWithoutNewline() {
        let lines = read([UInt8](repeating: 0x62, count: 200), max: 64)
        #expect(lines == [.tooLong(lineNumber: 1, byteCount: 200, sample: String(repeating: "b", count: 200))])
    }

    @Test func aByteOrderMarkStartsOnlyTheFirstLine() {
        let bom: [UInt8] = [0xEF, 0xBB, 0xBF]
        #expect(read(bom + Array("대파\n".utf8) + bom + Array("x\n".utf8)) == [.text("대파"), .text("\u{FEFF}x")])
    }
}
