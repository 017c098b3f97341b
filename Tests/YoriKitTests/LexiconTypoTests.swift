import Testing
@testable import YoriKit

/// The lexicon's readings of words it does not know (`IngredientLexicon.nearest`, `parts`,
/// `TypoDistance`): the one food a misspelling is closest to, the foods a word typed without
/// spaces is made of — and nothing for a word that is no such thing.
@Suite struct LexiconTypoTests {
    let lexicon = try! Builtin.lexicon()

    @Test(arguments: [
        ("게란", "계란", 1), ("양퍄", "양파", 1), ("대피", "대파", 2), ("돼지고귀", "돼지고기", 2),
        ("brocoli", "브로콜리", 2), ("chiken", "닭고기", 2), ("potatos", "감자", 2), ("onoins", "양파", 2),
    ])
    func nearestReadsAMisspelling(_ typed: String, _ canonical: String, _ distance: Int) {
        let near = lexicon.nearest(typed)
        #expect(near?.ingredient.name == canonical)
        #expect(near?.distance == distance)
    }

    /// Known words, one syllable, four letters or fewer, too far, or two foods equally close.
    @Test(arguments: ["대파", "계란", "배", "뷰", "rise", "time", "대하다리", "xqzvw", "용과", "템페", "여주", "할루미", "라자냐"])
    func nearestLeavesOtherWordsAlone(_ word: String) {
        #expect(lexicon.nearest(word) == nil)
    }

    @Test func nearestRefusesATie() {
        // 배 and 게 are both one vowel from 베 but are one syllable; two-syllable ties are refused too.
        let lexicon = try! IngredientLexicon([
            Ingredient(name: "대파", english: [], aliases: [], category: "채소", storage: .fridge, isStaple: false,
                       broader: nil, related: []),
            Ingredient(name: "대하", english: [], aliases: [], category: "수산물", storage: .fridge, isStaple: false,
                       broader: nil, related: []),
        ])
        #expect(lexicon.nearest("대퍄")?.ingredient.name == "대파")
        #expect(lexicon.nearest("대햐")?.ingredient.name == "대하")
        #expect(lexicon.nearest("대가") == nil)  // ㅍ→ㄱ or ㅎ→ㄱ: as close to both
    }

    @Test(arguments: [
        ("대파계란", ["대파", "계란"]), ("감자양파", ["감자", "양파"]), ("김치돼지고기", ["김치", "돼지고기"]),
        ("돼지고기김치", ["돼지고기", "김치"]), ("양파감자당근", ["양파", "감자", "당근"]),
    ])
    func partsSplitFoodsTypedTogether(_ word: String, _ parts: [String]) {
        #expect(lexicon.parts(word) == parts)
    }

    /// A known word, a part of one syllable (계란 + 밥), a part that is no food.
    @Test(arguments: ["돼지고기", "계란밥", "계란말이", "김치찌개", "대파", "양파즙"])
    func partsLeaveOtherWordsWhole(_ word: String) {
        #expect(lexicon.parts(word) == nil)
    }

    @Test func lookAlikeVowelsCostHalfAStep() {
        var a: [UInt32] = [], b: [UInt32] = [], rows: [Int] = []
        func distance(_ x: String, _ y: String) -> Int {
            #expect(TypoDistance.jamo(x, into: &a) && TypoDistance.jamo(y, into: &b))
            return TypoDistance.distance(a, b, limit: 10, rows: &rows)
        }
        #expect(distance("게란", "계란") == 1)   // ㅔ/ㅖ
        #expect(distance("찌게", "찌개") == 1)   // ㅔ/ㅐ
        #expect(distance("양퍄", "양파") == 1)   // ㅑ/ㅏ
        #expect(distance("대피", "대파") == 2)   // ㅣ for ㅏ: a jamo replaced
        #expect(distance("계라", "계란") == 2)   // a final dropped
        func letters(_ x: String, _ y: String) -> Int {
            #expect(TypoDistance.letters(x, into: &a) && TypoDistance.letters(y, into: &b))
            return TypoDistance.distance(a, b, limit: 10, rows: &rows)
        }
        #expect(letters("chiken", "chicken") == 2)  // a letter dropped
        #expect(letters("onoin", "onion") == 2)     // two swapped
        #expect(letters("paste", "pasta") == 3)     // a letter replaced: mostly another word
    }

    /// The built-in dishes' names, read without making the recipes, are the recipes' names.
    @Test func builtinDishNamesMatchTheRecipes() throws {
        let names = Set(try BuiltinRecipes.load(lexicon: lexicon).map { IngredientLexicon.key($0.name) })
        #expect(BuiltinRecipes.nameKeys == names)
        #expect(BuiltinRecipes.nameKeys.contains("두부김치"))
    }
}
