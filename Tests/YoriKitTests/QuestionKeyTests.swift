import Testing
@testable import YoriKit

@Suite struct QuestionKeyTests {
    @Test(arguments: [
        ("대파를 어떻게 보관해?", "대파어떻게보관해"),
        ("대파 어떻게 보관해", "대파어떻게보관해"),
        ("  What CAN I cook,  with Eggs? ", "whatcanicookwitheggs"),
        ("계란말이 굽는 법", "계란말이굽법"),  // 계란말이 keeps its 이
        ("비 오는 날, 뭐 먹지!", "비오날뭐먹지"),
        ("비오는 날은 뭐 먹지?", "비오날뭐먹지"),  // spacing between Hangul words does not matter,
        ("비 오는 날에 뭐 먹지?", "비오날뭐먹지"),  // nor a particle at a word's end, after one syllable too
        ("대파 를 어떻게 보관해", "대파어떻게보관해"),  // a particle written apart
        ("두부랑 김치로", "두부김치"),
        ("", ""),
    ])
    func normalises(_ input: String, _ expected: String) {
        #expect(QuestionKey.normalise(input) == expected)
    }

    @Test(arguments: [
        ("비오는 날 어울리는 국물 요리 추천해줘", "비 오는 날 어울리는 국물 요리 추천해줘"),
        ("비 오는 날 어울리는 국물요리 추천해 줘", "비오는날 어울리는 국물 요리를 추천해줘"),
        ("계란 말이 만드는 법", "계란말이 만드는 법"),
        ("고양이 밥", "고양 이 밥"),
        ("두부 김치 찌개  끓이는 법", "두부김치찌개 끓이는법"),
        ("계란말이 만드는 법", "계란말이 만드는법"),
        ("what goes with 비 오는 날", "What goes with 비오는 날?"),
        ("숙주나물 무침 만드는 법", "숙주 나물무침을 만드는법"),
        ("김치 만두로 뭐 만들어 먹을까", "김치만두로 뭐 만들어먹을까?"),
        ("대파랑 계란으로 만들 수 있는 요리 알려 줘", "대파랑계란으로 만들수 있는 요리를 알려줘"),
        // Particles at the ends of words (issue 7: "after normalising spacing and particles").
        ("고추장 대신에 고춧가루를 써도 돼?", "고추장 대신 고춧가루 써도 돼?"),
        ("비 오는 날에 어울리는 국물 요리 추천해줘", "비 오는 날 어울리는 국물 요리 추천해줘"),
        ("비오는날엔 뭐 먹지", "비 오는 날 뭐 먹지"),
        ("김치찌개에는 돼지고기가 좋아?", "김치찌개 돼지고기 좋아?"),
    ])
    func spacingBetweenKoreanWordsDoesNotMatter(_ one: String, _ other: String) {
        #expect(QuestionKey.normalise(one) == QuestionKey.normalise(other))
    }

    @Test func differentQuestionsKeepDifferentKeys() {
        #expect(QuestionKey.normalise("고추장 대신 고춧가루") != QuestionKey.normalise("고춧가루 대신 고추장"))
        #expect(QuestionKey.normalise("계란말이 만드는 법") != QuestionKey.normalise("계란 만드는 법"))
        #expect(QuestionKey.normalise("비 오는 날 국물 요리") != QuestionKey.normalise("눈 오는 날 국물 요리"))
        #expect(QuestionKey.normalise("대파 보관") != QuestionKey.normalise("쪽파 보관"))
    }

    @Test func decomposedHangulGetsTheSameKey() {
        let decomposed = "\u{1103}\u{1162}\u{1111}\u{1161}\u{1105}\u{1173}\u{11AF}"  // 대파를, as Jamo
        #expect(QuestionKey.normalise(decomposed) == QuestionKey.normalise("대파를"))
    }
}
