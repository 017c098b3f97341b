import Testing
@testable import YoriKit

@Suite struct LexiconTests {
    let lexicon = try! Builtin.lexicon()

    @Test(arguments: [
        ("계란", "계란"), ("달걀", "계란"), ("egg", "계란"), ("Eggs", "계란"),
        ("쇠고기", "소고기"), ("돼지 고기", "돼지고기"), ("Green Onion", "대파"), ("scallions", "대파"),
        ("파", "대파"), ("tofu", "두부"),
    ])
    func resolvesSynonymsCaseAndSpacing(_ word: String, _ canonical: String) {
        #expect(lexicon.canonicalName(word) == canonical)
    }

    /// Names written in the real COOKRCP01 file that yori did not know, so recipes using them
    /// never matched (닭고기살 in 11 recipes was not 닭고기; 흰추후 is a typo of 흰후추).
    @Test(arguments: [
        ("닭고기살", "닭고기"), ("닭고기가슴살", "닭가슴살"), ("돼지고기살코기", "돼지고기"), ("돼지고기목살", "목살"),
        ("쇠고기우둔살", "우둔"), ("쇠고기사태", "사태"), ("쇠고기양지", "양지"), ("달걀물", "계란"),
        ("삼색파프리카", "파프리카"), ("파마산치즈가루", "파마산치즈"), ("우리밀가루", "밀가루"),
        ("호상요구르트", "요거트"), ("쥬키니호박", "주키니"), ("흰추후", "흰후추"), ("자숙새우", "새우"),
        ("황금팽이버섯", "팽이버섯"),
    ])
    func readsNamesWrittenInImportedRecipes(_ word: String, _ canonical: String) {
        #expect(lexicon.canonicalName(word) == canonical)
    }

    /// English names are shown with the names of peoples capitalised, and still read back.
    @Test(arguments: [("애호박", "Korean zucchini"), ("피시소스", "Thai fish sauce"), ("두부", "tofu"), ("대파", "green onion")])
    func englishNamesCapitaliseProperAdjectives(_ korean: String, _ shown: String) {
        let name = lexicon.ingredient(named: korean)?.displayName(.en)
        #expect(name == shown)
        #expect(lexicon.canonicalName(shown) == korean)
    }

    @Test func keepsFalseFriendsApart() {
        for (a, b) in [("파", "양파"), ("파", "파프리카"), ("파", "파슬리"), ("고추", "고추장"), ("고추", "고춧가루"),
                       ("배", "배추"), ("무", "무순"), ("김", "김치")] {
            let first = lexicon.canonicalName(a)
            let second = lexicon.canonicalName(b)
            #expect(first != nil && second != nil && first != second, "\(a) vs \(b)")
        }
    }

    @Test func knowsRelatives() {
        #expect(lexicon.relatives(of: "대파").contains("쪽파"))
        #expect(lexicon.relatives(of: "돼지고기").contains("삼겹살"))
        #expect(lexicon.relatives(of: "삼겹살").contains("돼지고기"))
        #expect(!lexicon.relatives(of: "대파").contains("양파"))
    }

    @Test func marksStaples() {
        for staple in ["소금", "후추", "설탕", "식용유", "간장", "물", "흰후추", "통후추"] {
            #expect(lexicon.ingredient(named: staple)?.isStaple == true, "\(staple)")
        }
        #expect(lexicon.ingredient(named: "계란")?.isStaple == false)
        // Every way of writing pepper is a staple.
        for word in ["후춧가루", "후추가루", "흰후춧가루", "백후추", "white pepper", "통후추", "peppercorns", "순후추"] {
            #expect(lexicon.lookup(word)?.ingredient.isStaple == true, "\(word)")
        }
    }

    @Test func readsGeneralWordsAndSameFoods() throws {
        let header = "ko\ten\taliases\tcategory\tstorage\tstaple\tbroader\trelated\n"
        let rows = header + "쌀\trice\t\t곡류\t실온\tn\t\t=밥\n밥\tcooked rice\t\t곡류\t냉장\tn\t\t\n"
            + "돼지고기\tpork\t\t육류\t냉장\tn\t\t\n삼겹살\tpork belly\t\t육류\t냉장\tn\t돼지고기\t\n"
        let small = try IngredientLexicon(tsv: rows, generalTSV: "ko\ten\taliases\tcovers\n고기\tmeat\t육류\t육류\n")
        #expect(small.ingredients.map(\.name) == ["쌀", "밥", "돼지고기", "삼겹살"])
        #expect(small.generalWords.map(\.name) == ["고기"] && small.canonicalName("meat") == "고기")
        #expect(small.covered(by: "쌀") == ["밥"] && small.covered(by: "밥") == ["쌀"])
        #expect(small.covered(by: "삼겹살") == ["돼지고기", "고기"] && small.covered(by: "고기").isEmpty)
        #expect(small.relatives(of: "고기") == ["돼지고기", "삼겹살"])
        #expect(small.ingredient(named: "쌀")?.related == [])
        #expect(throws: LexiconError.unknownReference("고기", "육류")) {
            try IngredientLexicon(tsv: header, generalTSV: "ko\ten\taliases\tcovers\n고기\tmeat\t\t육류\n")
        }
        #expect(throws: LexiconError.self) {
            try IngredientLexicon(tsv: rows, generalTSV: "ko\ten\taliases\tcovers\n고기\tmeat\t\t\n")
        }
    }

    @Test func isLargeAndWellFormed() {
        #expect(lexicon.ingredients.count >= 400)
        #expect(lexicon.ingredients.allSatisfy { !$0.english.isEmpty })
    }

    @Test func rejectsBrokenFiles() {
        let header = "ko\ten\taliases\tcategory\tstorage\tstaple\tbroader\trelated\n"
        #expect(throws: LexiconError.malformedLine(2, "expected 8 tab-separated columns, found 2")) {
            try IngredientLexicon(tsv: header + "계란\tegg\n")
        }
        #expect(throws: LexiconError.self) {
            try IngredientLexicon(tsv: header + "계란\tegg\t달걀\t달걀\t냉장\tn\t\t\n달걀\teggs\t\t달걀\t냉장\tn\t\t\n")
        }
        #expect(throws: LexiconError.unknownReference("삼겹살", "돼지고기")) {
            try IngredientLexicon(tsv: header + "삼겹살\tpork belly\t\t육류\t냉장\tn\t돼지고기\t\n")
        }
        #expect(throws: LexiconError.self) {
            try IngredientLexicon(tsv: header + "계란\tegg\t\t달걀\t부엌\tn\t\t\n")
        }
    }
}
