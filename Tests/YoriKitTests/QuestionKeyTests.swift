import Testing
@testable import YoriKit

@Suite struct QuestionKeyTests {
    @Test(arguments: [
        ("대파를 어떻게 보관해?", "대파어떻게보관해"),
        ("대파 어떻게 보관해", "대파어떻게보관해"),
        ("  What CAN I cook,  with Eggs? ", "whatcanicookwitheggs"),
        ("계란말이 만드는 법", "계란말이만드법"),  // 계란말이 keeps its 이
        ("비 오는 날, 뭐 먹지!", "비오는날뭐먹지"),
        ("비 오는 날은 뭐 먹지?", "비오는날은뭐먹지"),  // stems keep two syllables, as in the parser
        ("두부랑 김치로", "두부김치"),
        ("", ""),
    ])
    func normalises(_ input: String, _ expected: String) {
        #expect(QuestionKey.normalise(input) == expected)
    }

    @Test func decomposedHangulGetsTheSameKey() {
        let decomposed = "\u{1103}\u{1162}\u{1111}\u{1161}\u{1105}\u{1173}\u{11AF}"  // 대파를, as Jamo
        #expect(QuestionKey.normalise(decomposed) == QuestionKey.normalise("대파를"))
    }
}
