import Foundation
import Testing
@testable import YoriKit

/// Generalization, measured: the development table (utterances.jsonl, which the rules are
/// tuned on) and the held-out table (utterances-heldout.jsonl, written apart and never
/// tuned on) scored the same way. The held-out figures are printed, not asserted row by
/// row; the suite fails only on a malformed file or a score that collapses below its floor.
@Suite struct UtteranceScoreTests {
    static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures")
    let parser = RequestParser(lexicon: try! Builtin.lexicon())
    let today = LocalDay(iso: "2026-11-22")!

    /// Floors set from the first measurement of the held-out table (docs/LANGUAGE.md).
    static let heldOutIntentFloor = 0.85
    static let heldOutSlotFloor = 0.80

    func score(_ name: String) throws -> UtteranceScore? {
        let url = Self.fixtures.appendingPathComponent(name)
        guard let text = try? String(contentsOf: url, encoding: .utf8) else { return nil }
        let rows = try UtteranceScore.rows(text).get()
        return UtteranceScore(rows: rows, parser: parser, today: today)
    }

    @Test func developmentTableScoresPerfectly() throws {
        let score = try #require(try score("utterances.jsonl"))
        print(score.report(title: "development (utterances.jsonl)"), terminator: "")
        #expect(score.total.rows >= 250)
        #expect(score.intentAccuracy == 1)
        #expect(score.slotAccuracy == 1)
    }

    @Test func heldOutTableIsScored() throws {
        guard let score = try score("utterances-heldout.jsonl") else { return }  // not written yet
        print(score.report(title: "held-out (utterances-heldout.jsonl)"), terminator: "")
        #expect(score.total.rows >= 400)
        #expect(score.intentAccuracy >= Self.heldOutIntentFloor)
        #expect(score.slotAccuracy >= Self.heldOutSlotFloor)
    }

    @Test func scorerCountsIntentsAndSlotsApart() throws {
        let table = """
        {"text": "대파 보관법", "expect": {"intent": "storage_tip", "language": "ko", "ingredients": ["대파"]}}
        {"text": "대파 보관법", "expect": {"intent": "storage_tip", "language": "ko", "ingredients": ["양파"]}}
        {"text": "대파 보관법", "expect": {"intent": "search", "language": "ko", "query": "대파"}}

        {"text": "history", "expect": {"language": "en", "intent": "history"}}
        """
        let rows = try UtteranceScore.rows(table).get()
        let score = UtteranceScore(rows: rows, parser: parser, today: today)
        #expect(score.total == UtteranceScore.Tally(rows: 4, intent: 3, slots: 2, language: 4))
        #expect(score.perIntent["storage_tip"] == UtteranceScore.Tally(rows: 2, intent: 2, slots: 1, language: 2))
        #expect(score.perIntent["search"] == UtteranceScore.Tally(rows: 1, intent: 0, slots: 0, language: 1))
        #expect(score.confusions.first?.expected == "search")
        #expect(score.confusions.first?.actual == "storage_tip")
        #expect(score.report(title: "t").contains("intent 0.750 · slots 0.500"))
    }

    @Test(arguments: ["{\"text\": 1, \"expect\": {}}", "not json", "{\"text\": \"a\"}", "{\"text\": \"a\", \"expect\": {\"x\": 1}}"])
    func malformedLinesAreNamed(_ bad: String) {
        let table = "{\"text\": \"help\", \"expect\": {\"intent\": \"help\"}}\n" + bad
        #expect(throws: UtteranceScore.MalformedLine(line: 2)) { try UtteranceScore.rows(table).get() }
    }
}
