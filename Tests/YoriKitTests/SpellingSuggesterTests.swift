import Testing
@testable import YoriKit

/// Suggestions for misspelt recipe names: jamo for Korean, letters for English.
@Suite struct SpellingSuggesterTests {
    let names = [("불고기", "Bulgogi"), ("김치찌개", "Kimchi stew"), ("된장찌개", "Soybean paste stew"), ("계란말이", "Rolled omelette")]
        .enumerated().map { SpellingSuggester.Suggestion(id: Int64($0.offset + 1), name: $0.element.0, nameEnglish: $0.element.1) }

    func suggested(_ query: String) -> [String] { SpellingSuggester.suggest(query, among: names).map(\.name) }

    @Test func oneJamoOffIsSuggested() {
        #expect(suggested("볼고기") == ["불고기"])
        #expect(suggested("김치찌게") == ["김치찌개"])
        #expect(suggested("계란말리") == ["계란말이"])
        #expect(SpellingSuggester.jamo("각").count == 3 && SpellingSuggester.jamo("가").count == 2)
    }

    @Test func englishLettersAndCase() {
        #expect(suggested("bulgogii") == ["불고기"])
        #expect(suggested("Kimchi stw") == ["김치찌개"])
    }

    @Test func farOrExactNamesAreNotSuggested() {
        #expect(suggested("잡채") == [])
        #expect(suggested("불고기") == [])  // the name itself is not a suggestion
        #expect(suggested("pizza") == [])
        #expect(suggested("ㅂㄱㄱ") == [])  // 초성 is searched, not spelled
    }

    @Test func aKoreanNameInLatinLettersIsThatName() {
        let names = [SpellingSuggester.Suggestion(id: 1, name: "잡채", nameEnglish: "Stir-fried glass noodles"),
                     SpellingSuggester.Suggestion(id: 2, name: "김치찌개", nameEnglish: "Kimchi stew"),
                     SpellingSuggester.Suggestion(id: 3, name: "떡볶이", nameEnglish: "Spicy rice cakes"),
                     SpellingSuggester.Suggestion(id: 4, name: "된장찌개", nameEnglish: "Soybean paste stew")]
        #expect(SpellingSuggester.romanizedMatch("japchae", among: names)?.id == 1)
        #expect(SpellingSuggester.romanizedMatch("Kimchi Jjigae", among: names)?.id == 2)  // kimchi = gimchi
        #expect(SpellingSuggester.romanizedMatch("tteokbokki", among: names)?.id == 3)
        #expect(SpellingSuggester.romanizedMatch("doenjang-jjigae", among: names)?.id == 4)
        #expect(SpellingSuggester.romanizedMatch("kimchi", among: names) == nil)
        #expect(SpellingSuggester.romanizedMatch("stew", among: names) == nil)
        #expect(!SpellingSuggester.mayBeRomanized("잡채") && !SpellingSuggester.mayBeRomanized("abc"))
    }
}
