import Testing
@testable import YoriKit

/// Wrapping for the terminal: at spaces, Hangul two columns, a hanging indent, never wider
/// than asked (issue 19: `지퍼 백에` was split inside a word).
@Suite struct TextLayoutTests {
    static let step = "밀폐 용기나 지퍼 백에 담아 냉동실에 넣고, 먹기 전날 냉장실로 옮겨 천천히 해동하면 식감이 살아 있어요."

    @Test(arguments: [20, 30, 40, 60])
    func wrapsAtSpacesWithinTheWidth(width: Int) {
        let lines = TextLayout.wrap(Self.step, width: width, first: " 1. ", rest: "    ")
        for line in lines { #expect(DisplayWidth.of(line) <= width, "\(line)") }
        #expect(lines.first?.hasPrefix(" 1. ") == true)
        #expect(lines.dropFirst().allSatisfy { $0.hasPrefix("    ") && !$0.hasPrefix("     ") })
        // Every word kept whole, in order.
        let words = lines.map { $0.dropFirst(4) }.joined(separator: " ").split(separator: " ")
        #expect(words == Self.step.split(separator: " "))
    }

    @Test func aWordWiderThanTheLineIsBrokenBetweenCharacters() {
        let lines = TextLayout.wrap("아주아주아주긴이름의특별한수제유기농고추장소스", width: 10)
        #expect(lines.count == 5)
        for line in lines { #expect(DisplayWidth.of(line) <= 10) }
    }

    @Test func withoutAWidthTextIsLeftAlone() {
        #expect(TextLayout.wrap(Self.step, width: nil, first: "- ") == ["- " + Self.step])
    }

    @Test func styleMarkersTakeNoColumns() {
        let open = String(Character(Unicode.Scalar(0xFDD1)!)), reset = String(Character(Unicode.Scalar(0xFDD0)!))
        let marked = open + "두부" + reset
        #expect(TextLayout.width(marked) == 4)
        #expect(TextLayout.fit("두부김치찌개", width: 7) == "두부김…")
    }
}
