import Testing
@testable import YoriKit

/// English names for dishes that have none, and Hangul in Latin letters.
@Suite struct DishNameEnglishTests {
    let lexicon = try! Builtin.lexicon()

    @Test(arguments: [
        ("닭갈비", "dakgalbi"), ("김치볶음밥", "gimchibokkeumbap"), ("룰라이드", "rullaideu"), ("국물", "gungmul"),
        ("종로", "jongno"), ("신라", "silla"), ("설날", "seollal"), ("떡볶이", "tteokbokki"), ("비빔밥", "bibimbap"),
        ("불고기", "bulgogi"), ("잡채", "japchae"), ("된장찌개", "doenjangjjigae"), ("삼계탕", "samgyetang"),
        ("닭 한마리", "dak hanmari"), ("흙", "heuk"), ("읽어", "ilgeo"), ("ABC 김밥", "ABC gimbap"),
    ])
    func romanizes(_ korean: String, _ latin: String) {
        #expect(Romanizer.romanize(korean) == latin)
    }

    @Test(arguments: [
        ("카레닭 룰라이드", "Curry chicken roulade"), ("두부조림", "Braised tofu"), ("감자볶음", "Stir-fried potato"),
        ("계란말이", "Egg rolls"), ("시금치나물", "Spinach namul"), ("애호박전", "Korean zucchini pancakes"),
        ("매콤 닭볶음", "Stir-fried spicy chicken"), ("국", "Soup"),
    ])
    func namesByFamilyAndIngredients(_ korean: String, _ english: String) {
        #expect(DishNameEnglish.name(korean, lexicon: lexicon).lowercased() == english.lowercased())
    }

    @Test func unknownWordsKeepTheFamilyOrAreRomanized() {
        let soup = DishNameEnglish.name("꿻뛟국", lexicon: lexicon)
        #expect(soup == "Soup")
        let other = DishNameEnglish.name("꿻뛟", lexicon: lexicon)
        #expect(other == "K" + Romanizer.romanize("꿻뛟").dropFirst() && other.allSatisfy { $0.isASCII && $0.isLetter })
        #expect(DishNameEnglish.name("Pad thai", lexicon: lexicon) == "Pad thai")
    }
}
