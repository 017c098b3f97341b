import Testing
@testable import YoriKit

@Suite struct TerminalSanitizerTests {
    static let esc = "\u{1B}"

    @Test(arguments: [
        // Plain text, Hangul, emoji, newlines and tabs survive.
        ("계란말이 🍳\n\t1. 계란을 풀어요.", "계란말이 🍳\n\t1. 계란을 풀어요."),
        // CSI: colours, cursor moves, clearing the screen, private modes.
        ("\u{1B}[31m빨강\u{1B}[0m", "빨강"),
        ("a\u{1B}[2J\u{1B}[H\u{1B}[?1049hb", "ab"),
        ("\u{1B}[38;2;255;0;0mred\u{1B}[m", "red"),
        // OSC: clipboard write (52), window title, hyperlink; ended by BEL or ST.
        ("copy\u{1B}]52;c;cm0gLXJmIH4=\u{07}me", "copyme"),
        ("\u{1B}]0;pwned\u{1B}\\title", "title"),
        ("\u{1B}]8;;https://evil.example\u{1B}\\link\u{1B}]8;;\u{1B}\\", "link"),
        // DCS, SOS, PM, APC payloads.
        ("x\u{1B}P+q544e\u{1B}\\y", "xy"),
        ("x\u{1B}_payload\u{1B}\\y\u{1B}^pm\u{1B}\\z\u{1B}Xsos\u{1B}\\", "xyz"),
        // Two-character escapes and charset selection.
        ("\u{1B}7save\u{1B}8\u{1B}c\u{1B}(Bok", "saveok"),
        // 8-bit C1 forms: CSI (0x9B), OSC (0x9D) ended by ST (0x9C), DCS (0x90), NEL (0x85).
        ("\u{9B}31mred\u{9D}52;c;aGk=\u{9C}!\u{90}q\u{9C}\u{85}", "red!"),
        // Other C0 controls, DEL: carriage return (overwrite), backspace, bell, NUL.
        ("safe\rEVIL\u{08}\u{08}\u{07}\u{0}\u{7F}", "safeEVIL"),
        ("line\r\nnext", "line\nnext"),
        // Bidirectional controls: overrides, embeddings, isolates and marks.
        ("계란\u{202E}말이 txt.exe\u{202C}", "계란말이 txt.exe"),
        ("\u{2066}a\u{2067}b\u{2068}c\u{2069}\u{200E}\u{200F}\u{061C}\u{202A}\u{202B}\u{202D}d", "abcd"),
        // A stray ESC before text drops only the ESC.
        ("\u{1B}대파", "대파"),
        // A CSI broken by non-ASCII text shows the text.
        ("\u{1B}[31대파", "대파"),
        // An unterminated OSC swallows the rest: nothing after it can be trusted.
        ("ok\u{1B}]52;c;AAAA", "ok"),
        // ESC inside a control string starts a new sequence.
        ("\u{1B}]0;t\u{1B}[31mred", "red"),
    ])
    func stripsControlSequences(_ hostile: String, _ expected: String) {
        let cleaned = TerminalSanitizer.clean(hostile)
        #expect(cleaned == expected)
        #expect(!cleaned.unicodeScalars.contains { ($0.value < 0x20 && $0 != "\n" && $0 != "\t") || (0x7F...0x9F).contains($0.value) })
    }

    @Test func removesSequencesSplitAcrossStreamedPieces() {
        let pieces = ["계란", "\u{1B}", "]5", "2;c;", "ZWNobyBwd25lZA==", "\u{1B}", "\\말이 ", "\u{1B}[", "1", ";31", "m완성", "\u{1B}", "[0m"]
        var sanitizer = TerminalSanitizer()
        let out = pieces.map { sanitizer.feed($0) }.joined()
        #expect(out == "계란말이 완성")
        #expect(TerminalSanitizer.clean(pieces.joined()) == out)
    }

    @Test func everySplitOfAHostileStringGivesTheSameText() {
        let hostile = "A\u{1B}[1mB\u{1B}]52;c;eA==\u{07}C\u{9B}2JD\u{1B}P1$r\u{1B}\\E\r\n"
        let whole = TerminalSanitizer.clean(hostile)
        #expect(whole == "ABCDE\n")
        let scalars = Array(hostile.unicodeScalars)
        for cut in 0...scalars.count {
            var sanitizer = TerminalSanitizer()
            var head = String.UnicodeScalarView(), tail = String.UnicodeScalarView()
            head.append(contentsOf: scalars[..<cut])
            tail.append(contentsOf: scalars[cut...])
            #expect(sanitizer.feed(String(head)) + sanitizer.feed(String(tail)) == whole, "cut at \(cut)")
        }
    }
}
