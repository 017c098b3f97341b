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
