import Testing
@testable import YoriKit
@testable import YoriStore

/// Search, user recipes, bookmarks and the cooking log in SQLite.
@Suite struct CookbookStoreTests {
    let lexicon = try! Builtin.lexicon()

    func seeded() throws -> YoriDatabase {
        let db = try YoriDatabase.inMemory()
        try db.seedBuiltinRecipes(version: "v1") { try BuiltinRecipes.load(lexicon: self.lexicon) }
        return db
    }

    /// A search as the session makes it: every match, best first.
    func search(_ db: YoriDatabase, _ query: String, kind: String? = nil, method: String? = nil,
                maxKcal: Double? = nil) throws -> [Recipe] {
        let terms = RequestParser(lexicon: lexicon).ingredients(fromArguments: [query]).map { SearchTerm($0, lexicon: lexicon) }
        let matcher = query.isEmpty ? nil : SearchMatcher(query: query, terms: Hangul.isChoseongQuery(query) ? [] : terms, lexicon: lexicon)
        return try db.searchRecipes(RecipeSearch(query: query, kind: kind, method: method, maxKcal: maxKcal), matcher: matcher,
                                    offset: 0, limit: 100_000).recipes
    }

    @Test func searchRanksNamesBeforeIngredientsAndFindsTwoSyllablesInside() throws {
        let db = try seeded()
        let kimchi = try search(db, "김치")
        // Names first (Korean, or English on word boundaries: "Cubed radish kimchi"), then
        // recipes that only use it. 김치 inside another ingredient's name (김치만두 is a 만두)
        // does not count as the name; its English name does.
        func named(_ r: Recipe) -> Bool {
            r.name.contains("김치") && !r.name.contains("김치만두") || r.nameEnglish.lowercased().split(separator: " ").contains("kimchi")
        }
        let firstIngredientOnly = try #require(kimchi.firstIndex { !named($0) })
        #expect(kimchi[..<firstIngredientOnly].allSatisfy(named))
        #expect(kimchi[firstIngredientOnly...].allSatisfy { !named($0) })
        #expect(kimchi[..<firstIngredientOnly].contains { $0.name == "깍두기" })
        #expect(try search(db, "rolled OMELETTE").first?.name == "계란말이")
        #expect(try search(db, "ㄷㅈㅉㄱ").first?.name == "된장찌개")
        // A user recipe whose ingredient is written inside a longer word.
        var draft = RecipeDraft(name: "우리집 볶음", kind: "반찬", method: "볶기",
                                ingredients: [.init(name: "다진대파를")], steps: ["볶는다"])
        draft.kcal = 90
        let mine = try db.addUserRecipe(try draft.recipe(lexicon: lexicon))
        #expect(try search(db, "대파").contains { $0.id == mine.id })
        let filtered = try search(db, "", kind: "반찬", method: "볶기", maxKcal: 100)
        #expect(filtered.contains { $0.id == mine.id })
        #expect(filtered.allSatisfy { $0.kind == "반찬" && $0.method == "볶기" && ($0.kcal ?? 999) <= 100 })
    }

    /// A one-syllable dish word is not found inside words that are no dish of it: `search 전`
    /// lists pancakes, not 전골 hot pots; `search 국` lists soups, not 중국식/태국식 dishes.
    @Test func oneSyllableDishWordsSkipWordsThatHoldThem() throws {
        let db = try seeded()
        let pancakes = try search(db, "전")
        #expect(pancakes.contains { $0.name == "감자전" })
        #expect(!pancakes.contains { $0.name.contains("전골") })
        func matcher(_ word: String) -> SearchMatcher {
            let terms = RequestParser(lexicon: lexicon).ingredients(fromArguments: [word]).map { SearchTerm($0, lexicon: lexicon) }
            return SearchMatcher(query: word, terms: terms, lexicon: lexicon)
        }
        let soup = matcher("국")
        #expect(soup.score(name: "중국식 바비큐 폭립", english: "", usesTerm: [false]) == nil)
        #expect(soup.score(name: "콩국물소스를 곁들인 게살", english: "", usesTerm: [false]) == nil)
        #expect(soup.score(name: "미역국", english: "", usesTerm: [false]) != nil)
        let pancake = matcher("전")
        #expect(pancake.score(name: "해물애호박 전병말이", english: "", usesTerm: [false]) == nil)
        #expect(pancake.score(name: "고사리파전&단감전", english: "", usesTerm: [false]) != nil)
        // English dish words find Korean names (imported recipes have no English name).
        for word in ["soup", "soups"] {
            let english = matcher(word)
            #expect(english.score(name: "가자미쑥국", english: "", usesTerm: [false]) != nil)
            #expect(english.score(name: "호박잎 삼계탕", english: "", usesTerm: [false]) != nil)
            #expect(english.score(name: "감자그라탕", english: "", usesTerm: [false]) == nil)
            #expect(english.score(name: "고구마와 단호박 맛탕", english: "", usesTerm: [false]) == nil)
            #expect(english.score(name: "x", english: "Potato soup", usesTerm: [false]) != nil)
        }
        #expect(matcher("pancakes").score(name: "애호박전", english: "", usesTerm: [false]) != nil)
        #expect(matcher("porridge").score(name: "호박죽", english: "", usesTerm: [false]) != nil)
        #expect(matcher("porridge").score(name: "죽순볶음", english: "", usesTerm: [false]) == nil)
    }

    @Test func userRecipesBookmarksAndLog() throws {
        let db = try seeded()
        let omelette = try #require(try db.recipe(named: "계란말이"))
        #expect(try db.setBookmark(recipeID: omelette.id, true))
        #expect(try !db.setBookmark(recipeID: omelette.id, true))
        #expect(try db.bookmarkedRecipes().map(\.id) == [omelette.id])
        let day = LocalDay(iso: "2026-11-22")!
        let entry = try db.logCooked(CookedEntry(recipeID: omelette.id, recipeName: omelette.name, day: day, rating: 5, note: "굿"))
        #expect(try entry.id > 0 && db.cookingLog() == [entry])
        #expect(try db.recipePreferences() == [omelette.id: 2.0])
        var copy = omelette
        copy.name = "내 계란말이"
        let mine = try db.addUserRecipe(copy)
        #expect(mine.source == .user && mine.id != omelette.id)
        #expect(try db.recipes(usingAnyOf: ["계란"]).contains { $0.id == mine.id })
        _ = try db.setBookmark(recipeID: mine.id, true)
        try db.logCooked(CookedEntry(recipeID: mine.id, recipeName: mine.name, day: day))
        try db.removeUserRecipe(id: mine.id)
        try db.removeUserRecipe(id: omelette.id)  // not a user recipe: nothing happens
        #expect(try db.recipe(named: "\(mine.id)") == nil)
        #expect(try db.recipe(named: "\(omelette.id)") != nil)
        #expect(try db.bookmarkedRecipes().map(\.id) == [omelette.id])
        #expect(try db.cookingLog().first?.recipeID == nil)  // the log keeps the name
    }

    @Test func conversationContextRoundTripsPerConversation() throws {
        let db = try seeded()
        #expect(try db.context(of: "ask") == nil)
        let search = RecipeSearch(query: "김치", kind: "반찬", method: nil, maxKcal: 400)
        var filter = MatchFilter(strict: true, maxMissing: 2, kind: "반찬", method: "굽기", maxKcal: 300)
        filter.servings = 4
        let cook = CookRequest(words: ["대파", "green onion"], filter: filter, page: 3, limit: 4)
        let saved = SessionContext(listIDs: [5, 3, 9], asked: ["대파", "용과"], shownID: 3, search: search, searchPage: 2, searchLimit: 3,
                                   cook: cook, listSource: .cook, shownFactor: 4.0 / 3, shownServings: 4)
        try db.saveContext(saved, of: "ask")
        try db.saveContext(SessionContext(listIDs: [], asked: [], shownID: nil), of: "repl-1")
        #expect(try db.context(of: "ask") == saved)
        #expect(try db.context(of: "repl-1") == SessionContext(listIDs: [], asked: [], shownID: nil))
        // Recipes come back in the order asked; ids that are gone are left out.
        #expect(try db.recipes(ids: [5, 3, 999_999]).map(\.id) == [5, 3])
    }
}
