import Testing
@testable import YoriKit
@testable import YoriStore

/// The store behind `cook`, `shop` and `show`: staple counts kept in step, no candidate cap,
/// merged shopping amounts, recipes sharing a name.
@Suite struct CookStoreTests {
    let lexicon = try! Builtin.lexicon()

    func seeded() throws -> YoriDatabase {
        let db = try YoriDatabase.inMemory()
        try db.seedBuiltinRecipes(version: "v1") { try BuiltinRecipes.load(lexicon: self.lexicon) }
        return db
    }

    /// Each recipe's staple count as it should be for `staples`, counted afresh.
    func stapleCounts(_ db: YoriDatabase, _ staples: Set<String>) throws -> [Int64: Int64] {
        let list = staples.sorted().map { "'\($0)'" }.joined(separator: ",")
        let rows = try db.db.rows("""
            SELECT r.id, (SELECT count(DISTINCT match_key) FROM recipe_ingredients i WHERE i.recipe_id = r.id AND match_key IN (\(list)))
            FROM recipes r
            """) { ($0.int(0), $0.int(1)) }
        return Dictionary(uniqueKeysWithValues: rows)
    }

    func storedCounts(_ db: YoriDatabase) throws -> [Int64: Int64] {
        Dictionary(uniqueKeysWithValues: try db.db.rows("SELECT recipe_id, staple_count FROM recipe_key_counts") { ($0.int(0), $0.int(1)) })
    }

    @Test func stapleCountsFollowTheStaplesAndNewRecipes() throws {
        let db = try seeded()
        var matcher = RecipeMatcher(lexicon: lexicon)
        try db.syncStapleKeys(matcher.staples)
        #expect(try storedCounts(db) == stapleCounts(db, matcher.staples))
        matcher.stapleOverrides = ["대파": true, "소금": false]
        try db.syncStapleKeys(matcher.staples)
        #expect(try storedCounts(db) == stapleCounts(db, matcher.staples))
        // A recipe written now is counted with the staples of now.
        let draft = RecipeDraft(name: "파소금볶음", kind: "반찬", method: "볶기",
                                ingredients: [.init(name: "대파"), .init(name: "소금"), .init(name: "설탕")], steps: ["볶는다"])
        let mine = try db.addUserRecipe(try draft.recipe(lexicon: lexicon))
        #expect(try storedCounts(db)[mine.id] == 2)  // 대파 and 설탕; 소금 is not a staple here
        // And `cook` asks the store with its staples, which resyncs when they differ.
        let plan = RecipeMatcher(lexicon: lexicon).plan(RecipeQuery(asked: [AskedIngredient("설탕", lexicon: lexicon)]))
        _ = try db.recipeCandidates(plan, offset: 0, limit: 1)
        #expect(try storedCounts(db) == stapleCounts(db, RecipeMatcher(lexicon: lexicon).staples))
    }

    @Test func aLargeLimitGetsEveryRecipeAndFiltersCountBeforePaging() throws {
        let db = try seeded()
        let matcher = RecipeMatcher(lexicon: lexicon)
        let asked = [AskedIngredient("파", lexicon: lexicon)]
        let plan = matcher.plan(RecipeQuery(asked: asked))
        let everything = try db.recipeCandidates(plan, offset: 0, limit: 2000)
        let using = try db.recipes(usingAnyOf: Set(plan.roles.keys)).filter { plan.match($0) != nil }
        #expect(everything.total == using.count && everything.recipes.count == using.count)
        let sides = matcher.plan(RecipeQuery(asked: asked, filter: MatchFilter(kind: "국&찌개", maxKcal: 200)))
        let page = try db.recipeCandidates(sides, offset: 0, limit: 3)
        let expected = using.filter { $0.kind == "국&찌개" && ($0.kcal ?? .infinity) <= 200 }
        #expect(page.total == expected.count && page.recipes.count == min(3, expected.count))
        #expect(page.recipes.allSatisfy { $0.kind == "국&찌개" && ($0.kcal ?? .infinity) <= 200 })
    }

    @Test func addingAnItemAlreadyListedMergesTheAmount() throws {
        let db = try seeded()
        let today = LocalDay(iso: "2026-11-24")!
        let first = try db.addShoppingItems([ShoppingItem(name: "대파", canonical: "대파", amount: "1단", added: today)])
        #expect(first.added.count == 1 && first.merged.isEmpty)
        let again = try db.addShoppingItems([ShoppingItem(name: "대파", canonical: "대파", amount: "2단", added: today),
                                             ShoppingItem(name: "계란", canonical: "계란", amount: "", added: today)])
        #expect(again.added.map(\.name) == ["계란"] && again.merged.map(\.amount) == ["3단"])
        #expect(try db.shoppingItems().map { "\($0.name) \($0.amount)" } == ["대파 3단", "계란 "])
        // A checked item stays as it is; the new amount is a new line.
        _ = try db.checkShoppingItems(named: "대파")
        #expect(try db.addShoppingItems([ShoppingItem(name: "대파", canonical: "대파", amount: "1대", added: today)]).added.count == 1)
    }

    @Test func recipesSharingANameAreAllFound() throws {
        let db = try seeded()
        let original = try #require(try db.recipe(named: "계란말이"))
        let copy = try db.addUserRecipe(Recipe(source: .user, sourceRef: "", name: "계란말이", nameEnglish: "", kind: "반찬",
                                               method: "굽기", ingredients: original.ingredients, steps: ["말기"]))
        #expect(try db.recipes(named: "계란말이").map(\.id) == [copy.id, original.id])  // the user's own first
    }
}
