import Foundation
import Testing
@testable import YoriKit

/// The generated width table: well formed, in sync with the Unicode data it came from, and
/// agreeing with the emoji list Unicode publishes.
@Suite struct DisplayWidthTableTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()
    static let ucd = "/usr/share/unicode"
    static var hasUCD: Bool { FileManager.default.fileExists(atPath: ucd + "/emoji/emoji-test.txt") }
    static var hasPython: Bool {
        ["/usr/bin/python3", "/usr/local/bin/python3"].contains { FileManager.default.isExecutableFile(atPath: $0) }
    }

    @Test func rowsAreSortedAndDisjoint() {
        let table = DisplayWidth.table
        #expect(table.count > 100)
        for (a, b) in zip(table, table.dropFirst()) {
            #expect(a.first <= a.last)
            #expect(a.last < b.first, "rows overlap or are out of order at \(String(a.first, radix: 16))")
        }
        #expect(table.allSatisfy { $0.columns == 0 || $0.columns == 2 })
    }

    @Test func theWholeSymbolsAndPictographsExtendedABlockIsTwoColumns() {
        for v in UInt32(0x1FA70)...0x1FAFF {
            #expect(DisplayWidth.of(Unicode.Scalar(v)!) == 2, "U+\(String(v, radix: 16, uppercase: true))")
        }
    }

    @Test(arguments: [
        (0x41, 1), (0xAC00, 2), (0xD7A3, 2), (0x1160, 0), (0x11A8, 0), (0x301, 0), (0x200D, 0), (0xFE0F, 0),
        (0x4DBF, 2), (0x2A6DF, 2), (0x3FFFD, 2), (0xFF21, 2), (0xFF61, 1), (0x1F600, 2), (0x2764, 1), (0xAD, 1),
        (0x1F1E6, 1), (0x0E01, 1), (0x0E31, 0),
    ])
    func scalarWidths(_ value: UInt32, _ columns: Int) {
        #expect(DisplayWidth.of(Unicode.Scalar(value)!) == columns)
    }

    @Test(.enabled(if: hasUCD && hasPython, "needs python3 and /usr/share/unicode (apt-get install unicode-data)"))
    func generatedTableMatchesTheUnicodeData() throws {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", Self.root.appendingPathComponent("Scripts/generate-display-width").path, "--check"]
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        try process.run()
        process.waitUntilExit()
        let output = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        #expect(process.terminationStatus == 0, "\(output)")
    }

    /// Every fully-qualified emoji Unicode lists (sequences included) is one two-column cluster.
    @Test(.enabled(if: hasUCD, "needs /usr/share/unicode/emoji (apt-get install unicode-data)"))
    func everyFullyQualifiedEmojiIsTwoColumns() throws {
        let text = try String(contentsOfFile: Self.ucd + "/emoji/emoji-test.txt", encoding: .utf8)
        var checked = 0, wrong: [String] = []
        for line in text.split(separator: "\n") where !line.hasPrefix("#") {
            let parts = line.split(separator: ";", maxSplits: 1)
            guard parts.count == 2, parts[1].contains("fully-qualified"), !parts[1].contains("minimally") else { continue }
            let scalars = parts[0].split(separator: " ").compactMap { UInt32($0, radix: 16).flatMap(Unicode.Scalar.init) }
            var emoji = ""
            emoji.unicodeScalars.append(contentsOf: scalars)
            checked += 1
            if DisplayWidth.of(emoji) != 2 { wrong.append(emoji + " " + parts[0].trimmingCharacters(in: .whitespaces)) }
        }
        #expect(checked > 3000)
        #expect(wrong.isEmpty, "\(wrong.count) wrong, first: \(wrong.prefix(10))")
    }
}
