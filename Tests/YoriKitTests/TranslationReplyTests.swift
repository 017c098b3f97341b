import Testing
@testable import YoriKit

/// Reading the model's translation of a recipe: a whole one or none (issue 17).
@Suite struct TranslationReplyTests {
    @Test(arguments: [
        ("1. Boil.\n2. Add tofu.\n3. Season.", 3, false, ["Boil.", "Add tofu.", "Season."], nil as String?),
        ("  1) Boil.\n2.  Add tofu.  \nTip: Use kelp stock.", 2, true, ["Boil.", "Add tofu."], "Use kelp stock."),
        ("Here you go:\n1. Boil.\n2. Add tofu.\n\nTIP: less salt", 2, true, ["Boil.", "Add tofu."], "less salt"),
    ])
    func readsAWholeTranslation(_ text: String, _ count: Int, _ hasTip: Bool, _ steps: [String], _ tip: String?) throws {
        let reply = try TranslationReply.parse(text, stepCount: count, hasTip: hasTip)
        #expect(reply.steps == steps && reply.tip == tip)
    }

    @Test func readsTheLowSodiumTip() throws {
        let reply = try TranslationReply.parse("1. Boil.\nLow-sodium tip: Half the soy sauce.\nTip: Serve hot.", stepCount: 1,
                                               hasTip: true, hasLowSodiumTip: true)
        #expect(reply.tip == "Serve hot." && reply.lowSodiumTip == "Half the soy sauce.")
        #expect(throws: TranslationReply.Problem.missingTip) {
            try TranslationReply.parse("1. Boil.\nTip: Serve hot.", stepCount: 1, hasTip: true, hasLowSodiumTip: true)
        }
        #expect(throws: TranslationReply.Problem.stillKorean(step: nil)) {
            try TranslationReply.parse("1. Boil.\nLow-sodium tip: 간장을 줄인다", stepCount: 1, hasTip: false, hasLowSodiumTip: true)
        }
    }

    @Test(arguments: [
        ("1. Boil.\n2. Add tofu.", 3, false, TranslationReply.Problem.stepCount(expected: 3, found: 2)),
        ("1. Boil.\n2. Add tofu.\n3. Season.\n4. Serve.", 3, false, .stepCount(expected: 3, found: 4)),
        ("1. Boil.\n3. Season.\n2. Add tofu.", 3, false, .stepCount(expected: 3, found: 1)),
        ("1. Boil.\n2.\n3. Season.", 3, false, .stepCount(expected: 3, found: 2)),
        ("", 2, false, .stepCount(expected: 2, found: 0)),
        ("1. Boil.\n2. 두부를 넣는다.", 2, false, .stillKorean(step: 2)),
        ("1. Boil.\n2. Add tofu.", 2, true, .missingTip),
        ("1. Boil.\n2. Add tofu.\nTip: 소금을 줄인다", 2, true, .stillKorean(step: nil)),
    ])
    func refusesAnythingLess(_ text: String, _ count: Int, _ hasTip: Bool, _ problem: TranslationReply.Problem) {
        #expect(throws: problem) { try TranslationReply.parse(text, stepCount: count, hasTip: hasTip) }
        // Each reason is said in both languages, English without Hangul.
        #expect(!problem.message(.en).unicodeScalars.contains(where: Hangul.isHangul))
        #expect(problem.message(.ko).unicodeScalars.contains(where: Hangul.isHangul))
    }
}
