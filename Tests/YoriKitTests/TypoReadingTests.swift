import Testing
@testable import YoriKit

/// Foods typed wrong (`IngredientLexicon.nearest`, `parts`; `RequestParser.respelled`): a
/// misspelling read as the one food it is closest to, foods typed without spaces as those foods,
/// and never a word that is right as it is — a known food, a dish, a word of the rules.
@Suite struct TypoReadingTests {
    let lexicon = try! Builtin.lexicon()
    var parser: RequestParser { RequestParser(lexicon: lexicon) }
    let today = LocalDay(year: 2026, month: 11, day: 22)!

    func json(_ line: String) -> String {
        parser.parse(line, today: today).json.serialized()
    }

    @Test(arguments: [
        ("게란이랑 대파 있는데 뭐해먹지", ["계란", "대파"], [("게란", ["계란"])]),
        ("계란 대피", ["계란", "대파"], [("대피", ["대파"])]),
        ("양퍄 감자", ["양파", "감자"], [("양퍄", ["양파"])]),
        ("대파계란", ["대파", "계란"], [("대파계란", ["대파", "계란"])]),
        ("감자양파", ["감자", "양파"], [("감자양파", ["감자", "양파"])]),
        ("김치돼지고기", ["김치", "돼지고기"], [("김치돼지고기", ["김치", "돼지고기"])]),
        ("돼지고기김치", ["돼지고기", "김치"], [("돼지고기김치", ["돼지고기", "김치"])]),
        ("감자랑양파뿐인데", ["감자", "양파"], []),
        ("chiken and rice", ["닭고기", "쌀"], [("chiken", ["닭고기"])]),
        ("potatos and onions", ["감자", "양파"], [("potatos", ["감자"])]),
        ("brocoli", ["브로콜리"], [("brocoli", ["브로콜리"])]),
        ("what can I make with brocoli and eggs", ["브로콜리", "계란"], [("brocoli", ["브로콜리"])]),
    ] as [(String, [String], [(String, [String])])])
    func readsFoodsTypedWrong(_ line: String, _ ingredients: [String], _ readings: [(String, [String])]) {
        let parsed = parser.parse(line, today: today)
        guard case .recommend(let asked, _) = parsed.command else {
            Issue.record("\(line): \(parsed.json)")
            return
        }
        #expect(asked.map { $0.canonical ?? $0.word } == ingredients)
        #expect(parsed.command.respellings == readings.map { Respelling(written: $0.0, read: $0.1) })
    }

    @Test func dishEndingsWithALookAlikeVowel() {
        #expect(parser.parse("된장찌게", today: today).command == .search(RecipeSearch(query: "된장찌개")))
        #expect(parser.parse("김치찌게 레시피", today: today).command == .show(.name("김치찌개")))
        #expect(parser.parse("부대찌게 끓이는 법", today: today).command == .show(.name("부대찌개")))
    }

    /// Words that are right as typed stay as typed: a known food (대파 is no 대하), a dish
    /// (두부김치, 계란밥), a name the lexicon does not know that is no misspelling (용과, 템페),
    /// and words of the rules or everyday words a vowel or letter from a food.
    @Test(arguments: [
        ("대파 있어", "대파"), ("배 있어", "배"), ("대하 있어", "대하"),
    ])
    func knownFoodsStay(_ line: String, _ food: String) {
        guard case .recommend(let asked, _) = parser.parse(line, today: today).command else {
            Issue.record("\(line)")
            return
        }
        #expect(asked.map(\.canonical) == [food])
        #expect(asked.allSatisfy { $0.written == nil })
    }

    @Test(arguments: [
        "두부김치", "계란밥", "용과 2개 샀어", "템페 두부 있는데 뭐 만들지", "우유 개봉 후 며칠?", "있는 걸로 대충 해먹을 거",
        "고등어 한 마리 있는데 어떤 요리 하면 좋을까", "매주 계란 사", "냉장고에 계란이랑 우유밖에 없음 뭐 먹지",
        "yogurt expires in 2 weeks, just bought it", "I'll cook chicken later", "아이랑 계란 요리 해먹을 건데",
        "마파두부", "부추김치 레시피", "대개 계란 있어",
    ])
    func wordsRightAsTypedStay(_ line: String) {
        #expect(parser.parse(line, today: today).command.respellings == [], "\(json(line))")
    }

    /// No word of the built-in recipes — names, ingredient lines, steps in both languages — is
    /// read as another: the text is right as written, so a reading there is a false one.
    @Test func builtinRecipeTextIsReadAsWritten() throws {
        let recipes = try BuiltinRecipes.load(lexicon: lexicon)
        var read: [String: String] = [:]
        var texts = Set<String>()
        for recipe in recipes {
            texts.formUnion([recipe.name, recipe.nameEnglish] + recipe.ingredients.map(\.name) + recipe.steps + recipe.stepsEnglish)
        }
        for text in texts {
            for token in parser.respelled(Tokenizer.words(Hangul.composed(text))) {
                if let written = token.written { read[written] = token.text + " in: " + text }
            }
        }
        #expect(read.isEmpty, "\(read.sorted { $0.key < $1.key })")
    }

    @Test func argumentsAreReadAsFoodsEveryWord() {
        let items = parser.items(fromArguments: ["대피", "1단"], today: today)
        #expect(items.map(\.ingredient.canonical) == ["대파"])
        #expect(items.first?.ingredient.written == "대피")
        #expect(items.first?.quantity == 1 && items.first?.unit == "단")
        // Every word of `yori cook` is meant as a food: a wider slip is read there too, never a
        // word of Vocabulary.typoProof (대화) nor a food yori does not know (용과).
        let asked = parser.ingredients(fromArguments: ["대피", "brocoli", "대화", "용과"])
        #expect(asked.map { $0.canonical ?? $0.word } == ["대파", "브로콜리", "대화", "용과"])
    }
}
