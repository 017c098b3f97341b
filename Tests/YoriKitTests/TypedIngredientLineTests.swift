import Testing
@testable import YoriKit

/// `recipe add`/`recipe edit` lines typed by hand: every ingredient on a line is kept, each
/// with its own amount (issue 19: `김치 1컵, 밥 1공기, 대파 1대, 계란 1개` was one ingredient).
@Suite struct TypedIngredientLineTests {
    static let lexicon = try! Builtin.lexicon()

    static func read(_ line: String) -> [String] {
        RecipeDraft.typedIngredients(line, lexicon: lexicon).map { "\($0.name)|\($0.amount)" }
    }

    @Test(arguments: [
        ("김치 1컵, 밥 1공기, 대파 1대, 계란 1개", ["김치|1컵", "밥|1공기", "대파|1대", "계란|1개"]),
        ("두부 1모、양파 1/2개; 간장 2큰술", ["두부|1모", "양파|1/2개", "간장|2큰술"]),
        ("소금·후추 약간", ["소금|", "후추|약간"]),
        ("소금", ["소금|"]),
        ("대파 1대", ["대파|1대"]),
        ("닭가슴살(150g), 마늘 3쪽", ["닭가슴살|150g", "마늘|3쪽"]),
        ("2 eggs, 1 cup rice", ["eggs|2", "rice|1 cup"]),
        ("1 cup kimchi, 1 bowl rice, 2 eggs", ["kimchi|1 cup", "rice|1 bowl", "eggs|2"]),
        ("1 cup flour, sifted", ["flour|1 cup"]),
        (" , ,", []),
    ])
    func everyIngredientKeepsItsAmount(line: String, expected: [String]) {
        #expect(Self.read(line) == expected, "\(line)")
    }

    @Test func aNoteAfterACommaStaysWithItsIngredient() {
        let items = RecipeDraft.typedIngredients("1 cup flour, sifted", lexicon: Self.lexicon)
        #expect(items.count == 1)
        #expect(items.first?.prep?.contains("sifted") == true)
    }

    @Test(arguments: [("1컵", "1", "컵"), ("1/2개", "1/2", "개"), ("1 ½ cups", "1 ½", "cups"), ("약간", "", "약간"),
                      ("150g", "150", "g"), ("", "", "")])
    func amountsSplitIntoNumberAndUnit(amount: String, number: String, unit: String) {
        let parts = RecipeDraft.amountParts(amount)
        #expect(parts.number == number && parts.unit == unit, "\(amount)")
    }

    @Test func theTypedLineMakesARecipeWithEveryIngredient() throws {
        let items = RecipeDraft.typedIngredients("김치 1컵, 밥 1공기, 대파 1대, 계란 1개", lexicon: Self.lexicon)
        let draft = RecipeDraft(name: "김치볶음밥", ingredients: items.map(RecipeDraft.line), steps: ["볶는다"])
        let recipe = try draft.recipe(lexicon: Self.lexicon)
        #expect(recipe.ingredients.map(\.name) == ["김치", "밥", "대파", "계란"])
        #expect(recipe.ingredients.map(\.amount) == ["1컵", "1공기", "1대", "1개"])
    }
}

/// `자세히` / `in detail`: the long view of a list, alone or at the end of a cook request.
@Suite struct DetailCueTests {
    @Test(arguments: ["자세히", "자세히 보여줘", "자세히!", "좀 자세히", "in detail", "In detail.", "details", "자세하게"])
    func aDetailPhraseAlone(line: String) {
        #expect(DetailCue.isDetailOnly(line))
    }

    @Test(arguments: ["2번 자세히", "김치찌개 자세히 보여줘", "자세히 말고 간단히", "detail the steps", ""])
    func notADetailPhraseAlone(line: String) {
        #expect(!DetailCue.isDetailOnly(line))
    }

    @Test(arguments: [("두부 김치로 뭐 만들어 자세히", "두부 김치로 뭐 만들어"), ("cook tofu and kimchi in detail", "cook tofu and kimchi"),
                      ("두부, 김치, 자세히", "두부, 김치"), ("자세히", nil), ("두부 김치", nil)] as [(String, String?)])
    func aRequestEndingInDetail(line: String, rest: String?) {
        #expect(DetailCue.strippingDetail(line) == rest)
    }

    @Test func aDetailLineAfterACookListIsTheSameListInFull() throws {
        let world = try DialogueWorld.shared()
        var session = world.session(fridge: InMemoryFridge(), shopping: InMemoryShopping(),
                                    cookbook: .inMemory(world.recipes), saved: DialogueWorld.Saved())
        let (_, first) = session.handle("두부 김치로 뭐 만들 수 있어?")
        guard case .recipes(let list) = first.answer else { Issue.record("\(first.answer)"); return }
        #expect(!list.detailed)
        let (_, again) = session.handle("자세히")
        guard case .recipes(let full) = again.answer else { Issue.record("\(again.answer)"); return }
        #expect(full.detailed)
        #expect(full.matches.map(\.recipe.id) == list.matches.map(\.recipe.id))
        let (_, shown) = session.handle("2번 자세히")
        guard case .recipeDetail = shown.answer else { Issue.record("\(shown.answer)"); return }
    }
}
