/// The recipe queries the session needs, behind closures so tests can use fakes.
public struct RecipeStoreClient: Sendable {
    /// One page (`offset`, `limit`) of the recipes that fit a `cook` plan and its filters, in
    /// the plan's order (`RecipeOrder`), with how many fit in all.
    public var candidates: @Sendable (_ plan: MatchPlan, _ offset: Int, _ limit: Int) throws -> CandidatePage
    /// The recipe with this id or exact name (Korean or English), with its ingredients.
    public var recipeNamed: @Sendable (_ nameOrID: String) throws -> Recipe?
    /// Every recipe with exactly this name, the user's own first, then by id (no steps).
    public var recipesNamed: @Sendable (_ name: String) throws -> [Recipe]
    /// One page (`offset`, `limit`) of the recipes matching a search, best first (`SearchScore`,
    /// then name and id; 초성 queries by `SearchRank.ofChoseong`), with how many match in all.
    /// `matcher` is `nil` for an empty query (filters only: every recipe passing them, by name).
    public var search: @Sendable (_ search: RecipeSearch, _ matcher: SearchMatcher?, _ offset: Int, _ limit: Int) throws
        -> SearchResult
    /// Every recipe's id, name and English name (for spelling suggestions).
    public var names: @Sendable () throws -> [SpellingSuggester.Suggestion]
    /// Stores a recipe's steps (one per step, all of them), tip and low-sodium tip in English,
    /// in one transaction (`show N --translate`).
    public var saveEnglish: @Sendable (_ id: Int64, _ steps: [String], _ tip: String?, _ reductionTip: String?) throws -> Void
        = { _, _, _, _ in }
    /// The ids of the recipes with this tag (`매운`, `아침`).
    public var tagged: @Sendable (_ tag: String) throws -> Set<Int64> = { _ in [] }

    public init(candidates: @escaping @Sendable (_ plan: MatchPlan, _ offset: Int, _ limit: Int) throws -> CandidatePage,
                recipeNamed: @escaping @Sendable (_ nameOrID: String) throws -> Recipe? = { _ in nil },
                recipesNamed: @escaping @Sendable (_ name: String) throws -> [Recipe] = { _ in [] },
                search: @escaping @Sendable (_ search: RecipeSearch, _ matcher: SearchMatcher?, _ offset: Int, _ limit: Int) throws
                    -> SearchResult = { _, _, _, _ in SearchResult(total: 0, recipes: []) },
                names: @escaping @Sendable () throws -> [SpellingSuggester.Suggestion] = { [] }) {
        self.candidates = candidates
        self.recipeNamed = recipeNamed
        self.recipesNamed = recipesNamed
        self.search = search
        self.names = names
    }

    /// A store over a fixed list of recipes, for tests.
    public static func inMemory(_ recipes: [Recipe]) -> RecipeStoreClient {
        var client = RecipeStoreClient(
            candidates: { plan, offset, limit in
                let all = plan.ranked(recipes)
                return CandidatePage(recipes: all.dropFirst(offset).prefix(limit).map(\.recipe), total: all.count,
                                     complete: all.count(where: { $0.askedUsed == plan.askedCount }))
            },
            recipeNamed: { name in
                // As the store: English names ignore case (`kimchi stew` = "Kimchi stew").
                recipes.first { $0.name == name || $0.nameEnglish.lowercased() == name.lowercased() || "\($0.id)" == name }
            },
            recipesNamed: { name in recipes.filter { $0.name == name } },
            search: { search, matcher, offset, limit in
                let query = search.query.lowercased()
                let ranked = recipes.compactMap { recipe -> (SearchScore, Recipe)? in
                    guard search.allows(recipe) else { return nil }
                    if query.isEmpty || matcher == nil { return (SearchScore(matched: 0, rank: .exactName, nameHits: 0), recipe) }
                    if Hangul.isChoseongQuery(query) {
                        return SearchRank.ofChoseong(recipe.name, query: query).map { (SearchScore(matched: 1, rank: $0, nameHits: 0), recipe) }
                    }
                    guard let matcher else { return nil }
                    let uses = matcher.terms.map { term in
                        recipe.ingredients.contains { line in
                            term.keys.contains(Recipe.matchKey(line)) || line.canonical == nil && matcher.writtenLine(line.name, uses: term)
                        }
                    }
                    return matcher.score(name: recipe.name, english: recipe.nameEnglish, usesTerm: uses).map { ($0, recipe) }
                }.sorted { a, b in
                    if a.0 != b.0 { return a.0 < b.0 }
                    if a.1.name != b.1.name { return a.1.name.utf8.lexicographicallyPrecedes(b.1.name.utf8) }
                    return a.1.id < b.1.id
                }
                return SearchResult(total: ranked.count, recipes: ranked.dropFirst(offset).prefix(limit).map(\.1))
            },
            names: { recipes.map { SpellingSuggester.Suggestion(id: $0.id, name: $0.name, nameEnglish: $0.nameEnglish) } })
        client.tagged = { tag in Set(recipes.filter { $0.tags.contains(tag) }.map(\.id)) }
        return client
    }
}

/// One page of recipes for a plan, in the plan's order, with how many there are in all.
public struct CandidatePage: Sendable {
    /// This page's recipes (with ingredients), best first.
    public var recipes: [Recipe]
    /// Recipes that fit the query and its filters, in all pages.
    public var total: Int
    /// Of those, how many use every asked ingredient.
    public var complete: Int

    public init(recipes: [Recipe], total: Int, complete: Int) {
        self.recipes = recipes
        self.total = total
        self.complete = complete
    }
}
