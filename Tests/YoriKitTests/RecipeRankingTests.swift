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

    /// 5★ and a bookmark lift a recipe above a 1★ one missing as much, whatever the rates.
    @Test func preferencesComeBeforeTheMatchRate() {
        let stew = recipe(1, "김치찌개", ["김치", "두부", "돼지고기", "양파", "대파", "마늘"])
        let dumplings = recipe(2, "김치만두", ["김치", "두부", "만두피", "숙주", "당면", "마늘"])
        let query = { (prefs: [Int64: Double]) in RecipeQuery(asked: self.asked("김치", "두부"), preferences: prefs) }
        #expect(ranked([stew, dumplings], query([:])).map(\.recipe.id) == [2, 1])  // by name: 김치만두 < 김치찌개
        let loved = CookedEntry.bookmarkPreference + CookedEntry.preference(rating: 5)
        let disliked = CookedEntry.preference(rating: 1)
        #expect(ranked([stew, dumplings], query([1: loved, 2: disliked])).map(\.recipe.id) == [1, 2])
        // With equal missing counts, a higher rate no longer beats a preference.
        let rich = recipe(3, "두부김치", ["김치", "두부", "돼지고기", "양파"])
        let plain = recipe(4, "김치두부국", ["김치", "두부", "콩나물", "멸치"])
        #expect(ranked([rich, plain], query([4: 1])).map(\.recipe.id) == [4, 3])
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
        #expect(MatchPlan.due(0) == 3 && MatchPlan.due(-2) == 3 && MatchPlan.due(3) == 2 && MatchPlan.due(7) == 1)
        #expect(MatchPlan.due(8) == 0 && MatchPlan.due(nil) == 0)
    }

    /// From the fridge: a recipe lacking nothing beats one using more of the fridge but lacking
    /// a lot; among equals, the one using up what expires first; its list soonest first.
    @Test func fromTheFridgeFewerMissingWinsThenUrgency() throws {
        let big = recipe(1, "잡채", ["당면", "양파", "당근", "시금치", "돼지고기", "표고버섯", "계란", "부추"])
        let potatoes = recipe(2, "찐감자", ["감자", "소금"])
        let onions = recipe(3, "양파볶음", ["양파", "소금"])
        let carrots = recipe(4, "당근볶음", ["당근", "양파"])
        let fridge = asked("양파", "당근", "감자", "시금치")
        let days = ["양파": 5, "당근": 0, "감자": 20, "시금치": 2]
        let order = ranked([big, potatoes, onions, carrots], RecipeQuery(asked: fridge, daysLeft: days, order: .fridge))
        #expect(order.map(\.recipe.id) == [4, 3, 2, 1])
        #expect(order[0].dueItems.map(\.name) == ["당근", "양파"])  // D-day before D-5
        #expect(order.last?.dueItems.map(\.name) == ["당근", "시금치", "양파"])
    }

    /// A filter applies before ranking and paging, and strict means nothing missing.
    @Test func missingFiltersUseTheFridgeToo() {
        let omelette = recipe(1, "계란말이", ["계란", "대파", "당근"])
        let strict = RecipeQuery(asked: asked("계란", "대파"), fridge: asked("당근"), filter: MatchFilter(strict: true))
        #expect(ranked([omelette], strict).count == 1)
        #expect(ranked([omelette], RecipeQuery(asked: asked("계란", "대파"), filter: MatchFilter(strict: true))).isEmpty)
    }
}
