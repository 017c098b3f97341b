import Testing
@testable import YoriKit

/// A recipe made for so many people or so many times over: every amount scaled (`RecipeScaling`),
/// and the session showing the recipe in focus at that scale (`4인분으로`, `double it`, `김치찌개 4인분`).
@Suite struct RecipeScalingTests {
    let lexicon = try! Builtin.lexicon()
    let today = LocalDay(iso: "2026-11-22")!

    @Test(arguments: [
        ("4개", 2.0, "8개"), ("1/2개", 2, "1개"), ("1/6개", 2, "1/3개"), ("1/6개", 3, "1/2개"), ("⅓컵", 2, "⅔컵"), ("½컵", 2, "1컵"),
        ("½컵", 3, "1½컵"), ("1과 1/2컵", 2, "3컵"), ("1과 1/2컵", 3, "4와 1/2컵"), ("1와 1/2컵", 5, "7과 1/2컵"), ("1 1/2컵", 3, "4 1/2컵"),
        ("1큰술", 1.5, "1 1/2큰술"), ("1.5큰술", 2, "3큰술"), ("0.5컵", 3, "1.5컵"), ("2큰술", 0.5, "1큰술"),
        ("200g", 1.5, "300g"), ("100g", 4.0 / 3, "133g"), ("1.2kg", 0.5, "0.6kg"), ("600ml", 2, "1200ml"),
        ("약간", 2, "약간"), ("적당량", 3, "적당량"), ("", 2, ""), ("2개(400g)", 2, "4개(800g)"), ("1장(10cm)", 2, "2장(10cm)"),
        ("10cm", 2, "20cm"), ("반 개", 2, "1개"), ("1개 반", 2, "3개"), ("한 줌", 2, "2줌"), ("2~3개", 2, "4~6개"),
        ("1큰술 1작은술", 2, "2큰술 2작은술"), ("1/4개", 4.0 / 3, "1/3개"), ("1/6개", 4.0 / 3, "1/4개"), ("3×2×1cm", 2, "3×2×1cm"),
        ("1/2 tsp", 2, "1 tsp"), ("4개", 1, "4개"), ("1마리(4토막)", 2, "2마리(8토막)"),
    ] as [(String, Double, String)])
    func amountsScale(_ written: String, _ factor: Double, _ scaled: String) {
        #expect(RecipeScaling.amount(written, by: factor) == scaled)
    }

    /// The shopping list's reader reads the Korean mixed number too (`1과 1/2컵` is 1.5 컵).
    @Test func koreanMixedNumberIsANumber() {
        #expect(ShoppingAmount.part("1과 1/2컵") == ShoppingAmount.Part(quantity: 1.5, unit: "컵", fraction: true))
        #expect(ShoppingAmount.part("1 1/2컵").quantity == 1.5 && ShoppingAmount.part("1½컵").quantity == 1.5)
    }

    func omelette(servings: Int? = 2) -> Recipe {
        Recipe(id: 1, source: .builtin, sourceRef: "gyeran-mari", name: "계란말이", nameEnglish: "Rolled omelette", kind: "반찬",
               method: "굽기", servings: servings,
               ingredients: [RecipeIngredient(name: "계란", canonical: "계란", amount: "4개", group: .main),
                             RecipeIngredient(name: "당근", canonical: "당근", amount: "1/6개", group: .secondary),
                             RecipeIngredient(name: "소금", canonical: "소금", amount: "약간", group: .seasoning)],
               steps: ["a", "b"])
    }

    @Test func aRecipeScalesToServingsOrByAFactor() throws {
        let four = try #require(omelette().scaled(.servings(4)))
        #expect(four.scale == RecipeScale(from: 2, to: 4, factor: 2) && four.recipe.servings == 4)
        #expect(four.recipe.ingredients.map(\.amount) == ["8개", "1/3개", "약간"])
        let half = try #require(omelette(servings: 3).scaled(.factor(0.5)))
        #expect(half.scale.to == 1.5 && half.recipe.servings == 3)  // 1.5인분: the header says it, the field stays whole
        // Unknown servings: nothing to scale servings from, but a multiple works.
        #expect(omelette(servings: nil).scaled(.servings(4)) == nil)
        let doubled = try #require(omelette(servings: nil).scaled(.factor(2)))
        #expect(doubled.scale == RecipeScale(from: nil, to: nil, factor: 2) && doubled.recipe.ingredients[0].amount == "8개")
    }

    func session(_ recipes: [Recipe]) -> Session {
        Session(lexicon: lexicon, store: .inMemory(recipes), fridge: .holding([]), clock: .fixed(today), limit: 10)
    }

    func detail(_ s: inout Session, _ line: String) -> (Recipe, RecipeScale?)? {
        guard case .recipeDetail(let recipe, _, let scale) = s.handle(line).reply.answer else { return nil }
        return (recipe, scale)
    }

    /// `ㄱㄹㅁㄹ`, `1번`, `4인분으로 알려줘`: the recipe shown again for four, every amount doubled; a multiple is
    /// of what is shown (`반으로 줄여줘` after 4인분 is 2인분), worked out from the stored amounts.
    @Test func theRecipeShownIsScaled() throws {
        var s = session([omelette()])
        #expect(detail(&s, "계란말이 보여줘")?.1 == nil)
        let four = try #require(detail(&s, "4인분으로 알려줘"))
        #expect(four.1 == RecipeScale(from: 2, to: 4, factor: 2) && four.0.ingredients[0].amount == "8개")
        let back = try #require(detail(&s, "반으로 줄여줘"))
        #expect(back.1?.factor == 1 && back.0.ingredients.map(\.amount) == ["4개", "1/6개", "약간"])
        let doubled = try #require(detail(&s, "double it"))
        #expect(doubled.1?.factor == 2 && doubled.0.ingredients[1].amount == "1/3개")
        // The part asked next is of the recipe as shown.
        guard case .dialogue(.recipePart(let part, "ingredients")) = s.handle("재료만").reply.answer else {
            Issue.record("no part")
            return
        }
        #expect(part.ingredients[0].amount == "8개" && part.servings == 4)
        // By name, in one line.
        let named = try #require(detail(&s, "계란말이 3인분 레시피"))
        #expect(named.1 == RecipeScale(from: 2, to: 3, factor: 1.5) && named.0.ingredients[0].amount == "6개")
    }

    @Test func servingsOfARecipeThatDoesNotSayAreRefused() {
        var s = session([omelette(servings: nil)])
        _ = s.handle("계란말이 보여줘")
        guard case .recipeRefused(.unknownServings(let recipe)) = s.handle("4인분으로").reply.answer else {
            Issue.record("not refused")
            return
        }
        #expect(recipe.name == "계란말이")
        #expect(detail(&s, "2배로")?.1?.factor == 2)
    }

    @Test func nothingShownIsNothingToScale() {
        var s = session([omelette()])
        #expect(s.handle("4인분으로 알려줘").reply.answer.status == .nothingFound)
        #expect(s.handle("double it").reply.answer.status == .nothingFound)
    }

    /// `계란으로 4인분 뭐 만들까` then `1번`: the list was asked for four, so the recipe picked is shown for four.
    @Test func aRecipePickedFromAListForSoManyIsScaled() throws {
        var s = session([omelette()])
        guard case .recipes(let r) = s.handle("계란으로 4인분 뭐 만들까").reply.answer else {
            Issue.record("no list")
            return
        }
        #expect(r.filter.servings == 4)
        let picked = try #require(detail(&s, "1번"))
        #expect(picked.1?.to == 4 && picked.0.ingredients[0].amount == "8개")
    }

    /// `계란으로 4인분 뭐 만들까`, `반찬으로`, `당근 빼고`, then `1번`: every refinement keeps the four people.
    @Test func aNarrowedListKeepsItsServings() throws {
        var s = session([omelette()])
        _ = s.handle("계란으로 4인분 뭐 만들까")
        for line in ["반찬으로", "양파 빼고"] {
            guard case .recipes(let r) = s.handle(line).reply.answer else {
                Issue.record("no list after \(line)")
                return
            }
            #expect(r.filter.servings == 4, "\(line)")
        }
        let picked = try #require(detail(&s, "1번"))
        #expect(picked.1?.to == 4 && picked.0.ingredients[0].amount == "8개")
    }

    /// `yori cook 대파 계란 4인분`, `… 4 people`: the people among a command's words, and the rest.
    @Test func aPeopleCountAmongACommandsWords() throws {
        let parser = RequestParser(lexicon: lexicon)
        #expect(parser.servings(amongWords: ["대파", "계란", "4인분"])! == (4, ["대파", "계란"]))
        #expect(parser.servings(amongWords: ["4", "people", "egg"])! == (4, ["egg"]))
        #expect(parser.servings(amongWords: ["네", "명", "두부"])! == (4, ["두부"]))
        #expect(parser.servings(amongWords: ["대파", "계란"]) == nil && parser.servings(amongWords: ["계란", "4개"]) == nil)
        #expect(parser.servings(amongWords: ["대파", "200인분"]) == nil)
    }
}
