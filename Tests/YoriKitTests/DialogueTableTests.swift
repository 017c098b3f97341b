import Foundation
import Testing
@testable import YoriKit

/// Multi-turn dialogues (issue 12) played through a `Session` over the built-in recipes, each
/// turn checked against the keys its row expects. The format is documented in
/// docs/LANGUAGE.md ("Conversation" → "Dialogue tables"). `dialogues.jsonl` is the development
/// table (must pass); `dialogues-heldout.jsonl`, written apart from the rules, is only scored.
@Suite struct DialogueTableTests {
    static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures")

    @Test func developmentTablePassesWhole() throws {
        let dialogues = try DialogueTable.load(Self.fixtures.appendingPathComponent("dialogues.jsonl"))
        #expect(dialogues.count >= 80)
        let world = try DialogueWorld.shared()
        var korean = 0, english = 0
        for dialogue in dialogues {
            let said = dialogue.turns.map(\.say).joined()
            if said.unicodeScalars.contains(where: Hangul.isSyllable) { korean += 1 }
            if said.contains(where: { $0.isASCII && $0.isLetter }) { english += 1 }
            let failures = world.play(dialogue)
            #expect(failures.isEmpty, "\(dialogue.id): \(failures.joined(separator: "; "))")
        }
        #expect(korean >= 40 && english >= 25)
    }

    @Test func heldOutTableIsScored() throws {
        let url = Self.fixtures.appendingPathComponent("dialogues-heldout.jsonl")
        guard FileManager.default.fileExists(atPath: url.path) else { return }
        // A malformed held-out file fails; a missed turn is only counted. Which turns missed is
        // not printed: the rules are tuned on the development table only.
        let dialogues = try DialogueTable.load(url)
        #expect(!dialogues.isEmpty)
        let world = try DialogueWorld.shared()
        var passedDialogues = 0, turns = 0, failedTurns = 0
        for dialogue in dialogues {
            let failures = world.play(dialogue)
            turns += dialogue.turns.count
            failedTurns += Set(failures.compactMap { $0.split(separator: ":").first }).count
            if failures.isEmpty { passedDialogues += 1 }
            // `YORI_LIST_PASSED=1`: the ids that pass, to diff two builds and move a case a change
            // fixed to the development table (the protocol in docs/LANGUAGE.md); never why one fails.
            if failures.isEmpty, ProcessInfo.processInfo.environment["YORI_LIST_PASSED"] != nil { print("passed: \(dialogue.id)") }
        }
        let rate = Double(passedDialogues) / Double(max(1, dialogues.count)) * 100
        print("held-out dialogues: \(passedDialogues)/\(dialogues.count) passed (\(String(format: "%.1f", rate))%), turns \(turns - failedTurns)/\(turns)")
    }

    @Test func aMalformedTableIsRefused() {
        let bad = [
            #"{"id": "x", "turns": []}"#,
            #"{"id": "x", "turns": [{"say": "두부", "expect": {"intnet": "search"}}]}"#,
            #"{"id": "x", "turns": [{"say": "두부", "expect": {"kind": 3}}]}"#,
            #"{"id": "x", "turns": [{"text": "두부"}]}"#,
            #"not json"#,
        ]
        for line in bad {
            #expect(throws: DialogueTable.Malformed.self) { try DialogueTable.parse(line, source: "inline") }
        }
    }
}
