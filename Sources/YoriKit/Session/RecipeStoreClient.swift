/// The recipe queries the session needs, behind closures so tests can use fakes.
public struct RecipeStoreClient: Sendable {
    /// One page (`offset`, `limit`) of the recipes that fit a `cook` plan and its filters, in
    /// the plan's order (`RecipeOrder`), with how many fit in all.
    public var candidates: @Sendable (_ plan: MatchPlan, _ offset: Int, _ limit: Int) throws -> CandidatePage
    /// The recipe with this id or exact name (Korean or English), with its ingredients.
    public var recipeNamed: @Sendable (_ nameOrID: String) throws -> Recipe?
    /// Every recipe matching a search, best first (`SearchRank`, then name and id): by name,
    /// by 초성, or by an ingredient whose match key is in `keys`; kind/method/kcal filters apply.
    public var search: @Sendable (_ search: RecipeSearch, _ keys: Set<String>) throws -> [Recipe]

    public init(candidates: @escaping @Sendable (_ plan: MatchPlan, _ offset: Int, _ limit: Int) throws -> CandidatePage,
                recipeNamed: @escaping @Sendable (_ nameOrID: String) throws -> Recipe? = { _ in nil },
                search: @escaping @Sendable (_ search: RecipeSearch, _ keys: Set<String>) throws -> [Recipe] = { _, _ in [] }) {
        self.candidates = candidates
        self.recipeNamed = recipeNamed
        self.search = search
    }

    /// A store over a fixed list of recipes, for tests.
    public static func inMemory(_ recipes: [Recipe]) -> RecipeStoreClient {
        RecipeStoreClient(
            candidates: { plan, offset, limit in
                let all = plan.ranked(recipes)
                return CandidatePage(recipes: all.dropFirst(offset).prefix(limit).map(\.recipe), total: all.count,
                                     complete: all.count(where: { $0.askedUsed == plan.askedCount }))
            },
            recipeNamed: { name in recipes.first { $0.name == name || $0.nameEnglish == name || "\($0.id)" == name } },
            search: { search, keys in
                let term = search.query.lowercased()
                let ranked = recipes.compactMap { recipe -> (SearchRank, Recipe)? in
                    if let kind = search.kind, recipe.kind != kind { return nil }
                    if let method = search.method, recipe.method != method { return nil }
                    if let max = search.maxKcal { guard let kcal = recipe.kcal, kcal <= max else { return nil } }
                    if term.isEmpty { return (.exactName, recipe) }
                    let rank = Hangul.isChoseongQuery(term) ? SearchRank.ofChoseong(recipe.name, query: term)
                        : SearchRank.of(recipe, term: term, keys: keys)
                    return rank.map { ($0, recipe) }
                }
                return ranked.sorted { a, b in
                    a.0 != b.0 ? a.0 < b.0 : a.1.name != b.1.name ? a.1.name < b.1.name : a.1.id < b.1.id
                }.map(\.1)
            })
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
