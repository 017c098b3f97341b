/// The recipe queries the session needs, behind closures so tests can use fakes.
public struct RecipeStoreClient: Sendable {
    /// Recipes with at least one ingredient whose match key is in the set.
    public var recipesUsing: @Sendable (_ keys: Set<String>) throws -> [Recipe]
    /// The recipe with this id or exact name (Korean or English), with its ingredients.
    public var recipeNamed: @Sendable (_ nameOrID: String) throws -> Recipe?
    /// Every recipe matching a search, best first (`SearchRank`, then name and id): by name,
    /// by 초성, or by an ingredient whose match key is in `keys`; kind/method/kcal filters apply.
    public var search: @Sendable (_ search: RecipeSearch, _ keys: Set<String>) throws -> [Recipe]

    public init(recipesUsing: @escaping @Sendable (_ keys: Set<String>) throws -> [Recipe],
                recipeNamed: @escaping @Sendable (_ nameOrID: String) throws -> Recipe? = { _ in nil },
                search: @escaping @Sendable (_ search: RecipeSearch, _ keys: Set<String>) throws -> [Recipe] = { _, _ in [] }) {
        self.recipesUsing = recipesUsing
        self.recipeNamed = recipeNamed
        self.search = search
    }

    /// A store over a fixed list of recipes, for tests.
    public static func inMemory(_ recipes: [Recipe]) -> RecipeStoreClient {
        RecipeStoreClient(
            recipesUsing: { keys in
                recipes.filter { recipe in recipe.ingredients.contains { keys.contains(Recipe.matchKey($0)) } }
            },
            recipeNamed: { name in
                // As the store: English names ignore case (`kimchi stew` = "Kimchi stew").
                recipes.first { $0.name == name || $0.nameEnglish.lowercased() == name.lowercased() || "\($0.id)" == name }
            },
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
