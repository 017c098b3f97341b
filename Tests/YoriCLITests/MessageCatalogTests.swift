import Foundation
import Testing
@testable import YoriCLI
@testable import YoriKit

/// Every message yori says in both languages (issue 17): each `language.pick("…", "…")` in the
/// product sources is read as a pair of templates and checked — both are there, the English
/// has no Hangul, the Korean is Korean, and a number before a counted noun goes through
/// `EnglishGrammar.count` (so `1 day`, `2 days`). Rendered messages are then checked for 0, 1 and 2.
@Suite struct MessageCatalogTests {
    struct Message: CustomStringConvertible {
        let file: String
        let line: Int
        let ko: String
        let en: String
        var description: String { "\(file):\(line) \(en)" }
    }

    static let root = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// Interpolations in a template are kept as \u{1}expression\u{2}.
    static let messages: [Message] = {
        let sources = root.appendingPathComponent("Sources")
        guard let walker = FileManager.default.enumerator(atPath: sources.path) else { return [] }
        var found: [Message] = []
        for case let path as String in walker where path.hasSuffix(".swift") && !path.contains("Generated") {
            guard let text = try? String(contentsOf: sources.appendingPathComponent(path), encoding: .utf8) else { continue }
            found += pairs(in: Array(text.unicodeScalars), file: path)
        }
        return found
    }()

    /// The `pick("ko", "en")` calls whose two arguments are plain string literals.
    static func pairs(in s: [Unicode.Scalar], file: String) -> [Message] {
        var out: [Message] = []
        let pick = Array("pick(".unicodeScalars)
        var i = 0
        while i + pick.count < s.count {
            guard Array(s[i..<i + pick.count]) == pick else { i += 1; continue }
            var j = skipSpace(s, i + pick.count)
            guard j < s.count, s[j] == "\"", let ko = literal(s, j) else { i += 1; continue }
            j = skipSpace(s, ko.end)
            guard j < s.count, s[j] == "," else { i += 1; continue }
            j = skipSpace(s, j + 1)
            guard j < s.count, s[j] == "\"", let en = literal(s, j) else { i += 1; continue }
            let line = s[..<i].filter { $0 == "\n" }.count + 1
            out.append(Message(file: file, line: line, ko: ko.text, en: en.text))
            i = en.end
        }
        return out
    }

    static func skipSpace(_ s: [Unicode.Scalar], _ start: Int) -> Int {
        var j = start
        while j < s.count, s[j] == " " || s[j] == "\n" || s[j] == "\t" { j += 1 }
        return j
    }

    /// A one-line string literal starting at `start` (a `"`), or `nil` for a multi-line one.
    static func literal(_ s: [Unicode.Scalar], _ start: Int) -> (text: String, end: Int)? {
        if start + 2 < s.count, s[start + 1] == "\"", s[start + 2] == "\"" { return nil }
        var j = start + 1
        var text = String.UnicodeScalarView()
        while j < s.count {
            let c = s[j]
            if c == "\\", j + 1 < s.count {
                if s[j + 1] == "(" {
                    var depth = 1, k = j + 2
                    while k < s.count, depth > 0 {
                        if s[k] == "(" { depth += 1 } else if s[k] == ")" { depth -= 1 } else if s[k] == "\"" {
                            guard let inner = literal(s, k) else { return nil }
                            k = inner.end - 1
                        }
                        k += 1
                    }
                    text.append("\u{1}")
                    text.append(contentsOf: s[(j + 2)..<(k - 1)])
                    text.append("\u{2}")
                    j = k
                    continue
                }
                text.append(contentsOf: s[j...j + 1])
                j += 2
                continue
            }
            if c == "\"" { return (String(text), j + 1) }
            if c == "\n" { return nil }
            text.append(c)
            j += 1
        }
        return nil
    }

    /// The template without its interpolations.
    static func fixed(_ template: String) -> String {
        template.replacing(/\x{1}[^\x{2}]*\x{2}/, with: "")
    }

    static func hasHangul(_ text: String) -> Bool {
        text.unicodeScalars.contains { (0xAC00...0xD7A3).contains($0.value) || (0x3131...0x318E).contains($0.value) }
    }

    /// Korean in an English message where it is what the user types or a stored value, not
    /// prose: the units yori reads (`개`, `모`), amounts as typed (`2개, 1모`). Each must still
    /// occur. (`recipe add` offers kinds and methods in English now: no `default 기타`.)
    static let koreanAllowedInEnglish = ["2개, 1모"]

    @Test func everyMessageHasBothLanguages() {
        #expect(Self.messages.count > 400, "found only \(Self.messages.count) messages")
        for message in Self.messages {
            #expect(!message.ko.isEmpty && !message.en.isEmpty, "\(message)")
        }
    }

    @Test func englishMessagesHaveNoHangul() {
        for message in Self.messages where Self.hasHangul(Self.fixed(message.en)) {
            #expect(Self.koreanAllowedInEnglish.contains { message.en.contains($0) }, "Hangul in English: \(message)")
        }
        for allowed in Self.koreanAllowedInEnglish {
            #expect(Self.messages.contains { $0.en.contains(allowed) }, "stale allowance: \(allowed)")
        }
    }

    @Test func koreanMessagesAreKorean() {
        for message in Self.messages where message.ko != message.en {
            let letters = Self.fixed(message.ko).unicodeScalars.contains { $0.properties.isAlphabetic }
            #expect(!letters || Self.hasHangul(Self.fixed(message.ko)), "not Korean: \(message.file):\(message.line) \(message.ko)")
        }
    }

    /// Nouns messages count: after a number they must agree with it.
    static let countedNouns = ["day", "recipe", "ingredient", "item", "call", "step", "time", "bookmark", "piece", "line",
                               "conversation", "minute", "second", "hour", "page", "row", "entry", "attempt", "byte",
                               "character", "token", "egg", "turn", "match"]

    @Test func numbersAgreeWithTheirNouns() throws {
        let plurals = Set(Self.countedNouns.map(EnglishGrammar.plural))
        for message in Self.messages {
            // `\(n) days`: a bare number before a plural noun reads "1 days" when n is 1.
            for match in message.en.matches(of: /\x{2} ([a-z]+)\b(?!\/)/) where plurals.contains(String(match.1)) {
                Issue.record("a number before '\(match.1)' not through EnglishGrammar.count: \(message)")
            }
        }
        for noun in Self.countedNouns {
            #expect(EnglishGrammar.count(1, noun) == "1 \(noun)")
            #expect(EnglishGrammar.count(0, noun) == "0 \(EnglishGrammar.plural(noun))")
            #expect(EnglishGrammar.count(2, noun) == "2 \(EnglishGrammar.plural(noun))")
        }
    }

    /// Rendered messages with counts of 0, 1 and 2.
    @Test func renderedCountsAgree() throws {
        let lexicon = try Builtin.lexicon()
        let renderer = AnswerRenderer(style: .plain, lexicon: lexicon)
        let today = try #require(LocalDay(iso: "2026-11-25"))
        func text(_ answer: Answer) -> String { renderer.text(Reply(answer, language: .en)) }
        let recipes = try BuiltinRecipes.load(lexicon: lexicon)
        for (n, days) in [(1, "1 day."), (2, "2 days.")] {
            #expect(text(.expiring(ExpiringReport(groups: [], today: today, withinDays: n))) == "Nothing expires within \(days)")
        }
        #expect(text(.bookmarkList(Array(recipes.prefix(1)))).hasPrefix("1 bookmark\n"))
        #expect(text(.bookmarkList(Array(recipes.prefix(2)))).hasPrefix("2 bookmarks\n"))
        let entry = CookedEntry(recipeID: 1, recipeName: "계란말이", recipeNameEnglish: "Rolled omelette", day: today)
        #expect(text(.cookingLog([entry])).hasPrefix("Cooked 1 time\n"))
        #expect(text(.cookingLog([entry, entry])).hasPrefix("Cooked 2 times\n"))
        #expect(TranslationReply.Problem.stepCount(expected: 1, found: 0).message(.en).contains("(0 of 1 step)"))
        #expect(TranslationReply.Problem.stepCount(expected: 2, found: 1).message(.en).contains("(1 of 2 steps)"))
        // No Hangul in these (lists of recipes add the Korean name in brackets, by design: `title`).
        for answer: Answer in [.cookingLog([entry]), .bookmarkList([]), .cookingLog([])] {
            #expect(!Self.hasHangul(text(answer)), "\(text(answer))")
        }
    }
}
