import Testing
@testable import YoriKit

@Suite struct DisplayWidthTests {
    @Test(arguments: [
        ("egg", 3), ("계란말이", 8), ("대파 egg", 8), ("ㄱㄹㅁㄹ", 8), ("", 0), ("é", 1), ("e\u{301}", 1), ("🍳", 2),
        ("Ｆ", 2), ("\u{1B}", 0),
        // Clusters, not scalars: ZWJ sequences, flags, skin tones, keycaps, variation selectors.
        ("👩‍🍳", 2), ("👨‍👩‍👧‍👦", 2), ("🇰🇷", 2), ("🇰🇷🇯🇵", 4), ("\u{1F1F0}", 1), ("👍🏽", 2), ("1️⃣", 2),
        ("❤", 1), ("❤️", 2), ("⌚", 2), ("⌚︎", 2), ("🫑🫘🫐", 6), ("🫛 완두", 7),
        ("\u{1100}\u{1161}\u{11A8}", 2), ("a\u{200B}b", 2), ("\u{7F}", 0),
    ])
    func measuresColumns(_ text: String, _ width: Int) {
        #expect(DisplayWidth.of(text) == width)
    }

    @Test func padsByColumnsNotCharacters() {
        #expect(DisplayWidth.pad("계란", to: 6) == "계란  ")
        #expect(DisplayWidth.pad("egg", to: 6) == "egg   ")
        #expect(DisplayWidth.of(DisplayWidth.pad("김치찌개", to: 10)) == 10)
    }

    @Test func truncatesWithEllipsis() {
        let cut = DisplayWidth.truncate("돼지고기김치찌개", to: 9)
        #expect(cut == "돼지고기…")
        #expect(DisplayWidth.of(cut) <= 9)
        #expect(DisplayWidth.truncate("파전", to: 9) == "파전")
    }
}

@Suite struct HangulTests {
    @Test(arguments: [("대파", "대파로"), ("계란", "계란으로"), ("물", "물로"), ("두부", "두부로"), ("egg", "egg으로(로)")])
    func attachesTheRightParticle(_ word: String, _ expected: String) {
        #expect(Hangul.attach(word, "으로", "로") == expected)
    }

    @Test func composesDecomposedHangul() {
        let nfd = "\u{1103}\u{1162}\u{1111}\u{1161}\u{1105}\u{1161}\u{11BC}"  // 대파랑, as macOS sends it
        #expect(Hangul.composed(nfd).unicodeScalars.map(\.value) == "대파랑".unicodeScalars.map(\.value))
        #expect(Hangul.composed("egg 대파") == "egg 대파")
        #expect(IngredientLexicon.key("\u{1103}\u{1162}\u{1111}\u{1161}") == "대파")
    }

    @Test func detectsLanguage() {
        #expect(UserLanguage.detect("대파랑 egg") == .ko)
        #expect(UserLanguage.detect("what can I cook") == .en)
        #expect(UserLanguage.detect("ㄱㄹㅁㄹ") == .ko)
    }
}

@Suite struct JSONValueTests {
    @Test func serialisesInKeyOrderAndEscapes() {
        let value: JSONValue = .object([
            ("name", "계란말이"), ("rate", .double(0.667)), ("n", .int(3)), ("ok", true),
            ("list", ["a", .null]), ("text", .string("line\n\"q\"\\ \u{1B}[31m")),
        ])
        #expect(value.serialized()
            == #"{"name":"계란말이","rate":0.667,"n":3,"ok":true,"list":["a",null],"text":"line\n\"q\"\\ "}"#)
        #expect(JSONValue.double(1).serialized() == "1")
        #expect(JSONValue.double(.nan).serialized() == "null")
    }

    @Test(arguments: [
        ("\u{1B}]52;c;cm0=\u{07}계란\u{1B}[31m", "계란"),            // an escape sequence, whole
        ("a\u{9B}2Jb\u{85}c\r\u{0}d\u{7F}", "abcd"),                 // C1, CR, NUL, DEL
        ("abc\u{202E}txt.exe", "abctxt.exe"),                       // a right-to-left override
        ("\u{2066}x\u{2069}\u{200E}\u{200F}\u{061C}\u{202A}y\u{202C}", "xy"),
        ("line\nnext\ttab", "line\\nnext\\ttab"),                    // kept, escaped
    ])
    func stringsCarryNoControlsFromData(_ input: String, _ expected: String) {
        let json = JSONValue.string(input).serialized()
        #expect(json == "\"" + expected + "\"", "\(json)")
        #expect(!json.contains("\\u00") && !json.contains("\\u202") && !json.contains("\\u206"))
    }
}

/// Byte equality for keys that are NFC by construction: lengths first, then the bytes; a
/// canonically equivalent spelling with other bytes is another key.
@Suite struct SameBytesTests {
    @Test(arguments: [
        ("", "", true), ("대파", "대파", true), ("대파", "대파김치", false), ("대파", "양파", false), ("a", "b", false),
        ("é", "e\u{301}", false), (String(repeating: "계란", count: 40), String(repeating: "계란", count: 40), true),
        (String(repeating: "계란", count: 40) + "x", String(repeating: "계란", count: 40) + "y", false),
    ])
    func comparesTheBytes(_ a: String, _ b: String, _ same: Bool) {
        #expect(a.sameBytes(as: b) == same)
        #expect(b.sameBytes(as: a) == same)
        #expect(Substring(a).utf8.elementsEqual(b.utf8) == same)
    }

    /// The parser cuts words from arrays of characters (`String(chars[a..<b])`, the concrete overload).
    @Test func aSliceOfCharactersIsTheirString() {
        let chars = Array("대파랑 계란🍳으로")
        #expect(String(chars[0..<2]) == "대파" && String(chars[4...]) == "계란🍳으로" && String(chars[0..<0]) == "")
    }
}
