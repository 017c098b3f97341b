import Foundation
import Testing
@testable import YoriKit

/// The language layer against the table in Fixtures/utterances.jsonl: every line must
/// parse to exactly the expected command (docs/LANGUAGE.md), today being 2026-11-22.
@Suite struct UtteranceTableTests {
    struct Case: CustomTestStringConvertible, Sendable {
        let line: Int
        let text: String
        let expect: String  // canonical JSON of the expected object
        var testDescription: String { "\(line): \(text)" }
    }

    static let fixture = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("Fixtures/utterances.jsonl")

    static let cases: [Case] = {
        guard let text = try? String(contentsOf: fixture, encoding: .utf8) else { return [] }
        return text.split(separator: "\n").enumerated().compactMap { index, raw in
            guard let object = try? JSONSerialization.jsonObject(with: Data(raw.utf8)) as? [String: Any],
                  let line = object["text"] as? String, let expect = object["expect"] else { return nil }
            return Case(line: index + 1, text: line, expect: canonical(expect))
        }
    }()

    /// Sorted-key JSON, so key order does not matter and 1 == 1.0.
    static func canonical(_ value: Any) -> String {
        let data = try! JSONSerialization.data(withJSONObject: value, options: [.sortedKeys, .fragmentsAllowed])
        return String(decoding: data, as: UTF8.self)
    }

    let parser = RequestParser(lexicon: try! Builtin.lexicon())

    @Test func tableIsLargeAndCoversEveryIntent() throws {
        let rows = Self.cases
        #expect(rows.count >= 250)
        var intents = Set<String>()
        var korean = 0
        for row in rows {
            let object = try #require(try JSONSerialization.jsonObject(with: Data(row.expect.utf8)) as? [String: Any])
            intents.insert(object["intent"] as? String ?? "")
            if UserLanguage.detect(row.text) == .ko { korean += 1 }
        }
        #expect(korean >= 150)
        #expect(rows.count - korean >= 70)
        let all: Set = ["recommend", "search", "show", "fridge_add", "fridge_list", "fridge_use", "fridge_discard",
                        "expiring", "storage_tip", "bookmark", "history", "quota", "help", "copy", "llm",
                        "shop_add", "shop_list", "shop_done", "shop_remove", "shop_bought"]
        #expect(intents.isSuperset(of: all), "missing: \(all.subtracting(intents))")
    }

    @Test(arguments: cases)
    func parsesExactly(_ row: Case) throws {
        let json = parser.parse(row.text, today: LocalDay(iso: "2026-11-22")!).json.serialized()
        let actual = Self.canonical(try JSONSerialization.jsonObject(with: Data(json.utf8)))
        #expect(actual == row.expect)
    }
}
