import Testing
@testable import YoriKit

/// The documented `cook` order (`RecipeOrder`), one rule at a time.
@Suite struct RecipeRankingTests {
    let lexicon = try! Builtin.lexicon()
    var matcher: RecipeMatcher { RecipeMatcher(lexicon: lexicon) }

    func recipe(_ id: Int64, _ name: String, _ items: [String]) -> Recipe {
        Recipe(id: id, source: .user, sourceRef: "\(id)", name: name, nameEnglish: "", kind: "반찬", method: "기타",
               ingredients: items.map { RecipeIngredient(name: $0, canonical: lexicon.canonicalName($0), amount: "", group: .main) },
               steps: ["a", "b", "c"])
    }

    func asked(_ words: String...) -> [AskedIngredient] { words.map { AskedIngredient($0, lexicon: lexicon) } }

    func ranked(_ recipes: [Recipe], _ query: RecipeQuery) -> [RecipeMatch] {
        matcher.plan(query).ranked(recipes)
    }

    /// 5★ and a bookmark lift a recipe above one otherwise as good; a 1★ lowers it.
    @Test func preferencesLiftARecipeAmongEquals() {
        let a = recipe(1, "김치두부국", ["김치", "두부", "돼지고기", "양파"])
        let b = recipe(2, "김치두부탕", ["김치", "두부", "만두피", "숙주"])
        let query = { (prefs: [Int64: Double]) in RecipeQuery(asked: self.asked("김치", "두부"), preferences: prefs) }
        let plain = ranked([a, b], query([:]))
        #expect(plain.count == 2 && plain[0].score == plain[1].score)
        #expect(plain.map(\.recipe.id) == [1, 2])  // equal scores: by name
        let loved = CookedEntry.bookmarkPreference + CookedEntry.preference(rating: 5)
        let disliked = CookedEntry.preference(rating: 1)
        #expect(ranked([a, b], query([1: disliked, 2: loved])).map(\.recipe.id) == [2, 1])
    }

    /// `cook 김치 돼지고기`: what the dish is about decides among recipes using both — the asked
    /// food as a 주재료 and in the name (김치찌개) before a side role (김치만두's 돼지고기 in the
    /// filling is a 주재료 too, but neither food is its name's), an everyday dish's name before a
    /// long descriptive title, and a generic food covers the cut a recipe names (앞다리살).
    @Test func whatTheDishIsAboutComesFirst() throws {
        func line(_ name: String, _ group: IngredientGroup) -> RecipeIngredient {
            RecipeIngredient(name: name, canonical: lexicon.canonicalName(name), amount: "", group: group)
        }
        func dish(_ id: Int64, _ name: String, _ lines: [RecipeIngredient]) -> Recipe {
            Recipe(id: id, source: .imported, sourceRef: "\(id)", name: name, nameEnglish: "", kind: "반찬", method: "기타",
                   ingredients: lines, steps: ["a"])
        }
        let stew = dish(1, "김치찌개", [line("김치", .main), line("앞다리살", .main), line("두부", .secondary), line("대파", .secondary)])
        let dumplings = dish(2, "만두", [line("만두피", .main), line("두부", .main), line("숙주", .main), line("김치", .secondary),
                                          line("돼지고기", .secondary)])
        let long = dish(3, "저염 김치를 곁들인 돼지고기 채소말이", [line("돼지고기", .main), line("김치", .secondary)])
        let seasoning = dish(4, "두부전", [line("두부", .main), line("김치", .seasoning), line("돼지고기", .seasoning)])
        let order = ranked([seasoning, long, dumplings, stew], RecipeQuery(asked: asked("김치", "돼지고기")))
        #expect(order.map(\.recipe.id) == [1, 2, 3, 4] || order.map(\.recipe.id) == [1, 3, 2, 4])
        #expect(order[0].matched.first { $0.name == "앞다리살" }?.level == .covers)
        #expect(order.allSatisfy { $0.askedUsed == 2 && $0.relatedOnly == 0 })
        #expect(order.last?.recipe.id == 4)
    }

    /// Not three variants of one dish in the first five: a third 김치찌개 waits for another dish.
    @Test func theFirstFiveHoldAtMostTwoOfADish() throws {
        let names = ["김치찌개", "참치김치찌개", "꽁치김치찌개", "돼지고기김치찌개", "김치찜", "두부김치", "김치전"]
        let recipes = names.enumerated().map { recipe(Int64($0.offset + 1), $0.element, ["김치", "돼지고기", "두부"]) }
        let order = ranked(recipes, RecipeQuery(asked: asked("김치", "돼지고기")))
        #expect(order.count == names.count)
        let top5 = order.prefix(5).map(\.dish)
        #expect(top5.filter { $0 == "김치찌개" }.count == 2, "\(order.map(\.recipe.name))")
        #expect(Set(order.map(\.recipe.name)) == Set(names))
        #expect(DishScorer.spread([1, 2, 3, 4], dish: { _ in "x" }, tier: { $0 }) == [1, 2, 3, 4])  // another tier never moves up
    }

    /// A dish named at the start of another (불고기덮밥, 불고기전골) is its variant for diversity, though
    /// not for the variant points (those are for a name ending in the dish); a one-syllable start is no dish.
    @Test func aDishAtTheStartOfANameIsItsVariantToo() {
        let scorer = RecipeMatcher(lexicon: lexicon).plan(RecipeQuery(asked: asked("대파"))).scorer
        #expect(scorer.profile("불고기덮밥").dish == "불고기" && !scorer.profile("불고기덮밥").variant)
        #expect(scorer.profile("콩나물불고기").dish == "불고기")
        #expect(scorer.profile("계란말이김밥").dish == "김밥")
        let names = ["불고기", "불고기덮밥", "불고기전골", "콩나물불고기", "가지볶음", "어묵볶음", "양파볶음", "파전"]
        let recipes = names.enumerated().map { recipe(Int64($0.offset + 1), $0.element, ["대파", "양파"]) }
        let top5 = ranked(recipes, RecipeQuery(asked: asked("대파", "양파"))).prefix(5).map(\.dish)
        #expect(top5.filter { $0 == "불고기" }.count == 2, "\(top5)")
    }

    /// Food past its date is a warning, not a reason: it never lifts a recipe (no due score, no
    /// fridge points: scored as if it were missing) and is listed apart from what to use first.
    @Test func foodPastItsDateNeverLiftsARecipe() throws {
        let withPork = recipe(1, "두부조림", ["두부", "돼지고기", "대파"])
        let without = recipe(2, "두부조림", ["두부", "양파", "대파"])
        let past = RecipeQuery(asked: asked("두부"), fridge: asked("돼지고기"), daysLeft: ["돼지고기": -1])
        let order = ranked([withPork, without], past)
        #expect(order.map(\.recipe.id) == [1, 2])  // equal scores (pork counts as missing): by id
        #expect(order[0].score == order[1].score)
        #expect(order[0].dueItems.isEmpty && order[0].expiredItems == [DueItem(name: "돼지고기", daysLeft: -1)])
        let fresh = RecipeQuery(asked: asked("두부"), fridge: asked("돼지고기"), daysLeft: ["돼지고기": 1])
        let freshOrder = ranked([without, withPork], fresh)
        #expect(freshOrder.map(\.recipe.id) == [1, 2] && freshOrder[0].score > freshOrder[1].score)
        #expect(freshOrder[0].dueItems == [DueItem(name: "돼지고기", daysLeft: 1)] && freshOrder[0].expiredItems.isEmpty)
    }

    /// `cook 쪽파`: recipes using 쪽파 itself come before ones where it only stands in for 대파,
    /// even when those lack less.
    @Test func exactMatchesComeBeforeCloseRelatives() throws {
        let standIn = recipe(1, "두부부침", ["두부", "대파"])
        let exact = recipe(2, "가지무침", ["가지", "쪽파", "마늘"])
        let order = ranked([standIn, exact], RecipeQuery(asked: asked("쪽파")))
        #expect(order.map(\.recipe.id) == [2, 1])
        #expect(order[1].relatedOnly == 1 && order[1].matched.first?.level == .related)
        #expect(order[0].missing.count > order[1].missing.count)
    }

    /// What is in the fridge is at hand: never "missing", shown as from the fridge, and what
    /// expires soonest lifts a recipe among equals.
    @Test func fridgeItemsAreAtHandAndUrgencyCounts() throws {
        let omelette = recipe(1, "계란말이", ["계란", "대파", "당근", "소금"])
        let steamed = recipe(2, "계란찜", ["계란", "대파", "새우젓"])
        let query = RecipeQuery(asked: asked("계란", "대파"), fridge: asked("당근"), daysLeft: ["당근": 1])
        let order = ranked([omelette, steamed], query)
        #expect(order.map(\.recipe.id) == [1, 2])
        let top = try #require(order.first)
        #expect(top.missing.isEmpty && top.rate == 1)
        #expect(top.matched.filter(\.fromFridge).map(\.name) == ["당근"])
        #expect(top.dueItems == [DueItem(name: "당근", daysLeft: 1)])
        #expect(top.askedUsed == 2)
        // A recipe using only fridge items is not listed for `cook 계란 대파`.
        #expect(ranked([recipe(3, "당근볶음", ["당근"])], query).isEmpty)
        // Urgency: D-day (3) beats D-3 (2) beats D-7 (1), summed once per item.
        #expect(MatchPlan.due(0) == 3 && MatchPlan.due(3) == 2 && MatchPlan.due(7) == 1)
        #expect(MatchPlan.due(-2) == 0)  // past its date: a warning, never urgency
        #expect(MatchPlan.due(8) == 0 && MatchPlan.due(nil) == 0)
    }

    /// From the fridge: the score alone — a dish using much of the fridge as its main foods
    /// beats small ones; each recipe's list of what to use first is soonest first.
    @Test func fromTheFridgeTheScoreDecides() throws {
        let big = recipe(1, "잡채", ["당면", "양파", "당근", "시금치", "돼지고기", "표고버섯", "계란", "부추"])
        let potatoes = recipe(2, "찐감자", ["감자", "소금"])
        let onions = recipe(3, "양파볶음", ["양파", "소금"])
        let carrots = recipe(4, "당근볶음", ["당근", "양파"])
        let fridge = asked("양파", "당근", "감자", "시금치")
        let days = ["양파": 5, "당근": 0, "감자": 20, "시금치": 2]
        let order = ranked([big, potatoes, onions, carrots], RecipeQuery(asked: fridge, daysLeft: days, order: .fridge))
        #expect(order.first?.recipe.id == 1)
        #expect(order.map(\.score) == order.map(\.score).sorted(by: >))
        #expect(order.first { $0.recipe.id == 4 }?.dueItems.map(\.name) == ["당근", "양파"])  // D-day before D-5
        #expect(order.first?.dueItems.map(\.name) == ["당근", "시금치", "양파"])
    }

    /// A filter applies before ranking and paging, and strict means nothing missing.
    @Test func missingFiltersUseTheFridgeToo() {
        let omelette = recipe(1, "계란말이", ["계란", "대파", "당근"])
        let strict = RecipeQuery(asked: asked("계란", "대파"), fridge: asked("당근"), filter: MatchFilter(strict: true))
        #expect(ranked([omelette], strict).count == 1)
        #expect(ranked([omelette], RecipeQuery(asked: asked("계란", "대파"), filter: MatchFilter(strict: true))).isEmpty)
    }
}
