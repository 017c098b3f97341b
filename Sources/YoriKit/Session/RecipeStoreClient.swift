/// The recipe queries the session needs, behind closures so tests can use fakes.
public struct RecipeStoreClient: Sendable {
    /// Recipes with at least one ingredient whose match key is in the set.
    public var recipesUsing: @Sendable (_ keys: Set<String>) throws -> [Recipe]
    /// The recipe with this id or exact name (Korean or English), with its ingredients.
    public var recipeNamed: @Sendable (_ nameOrID: String) throws -> Recipe?

    public init(recipesUsing: @escaping @Sendable (_ keys: Set<String>) throws -> [Recipe],
                recipeNamed: @escaping @Sendable (_ nameOrID: String) throws -> Recipe? = { _ in nil }) {
        self.recipesUsing = recipesUsing
        self.recipeNamed = recipeNamed
    }

    /// A store over a fixed list of recipes, for tests.
    public static func inMemory(_ recipes: [Recipe]) -> RecipeStoreClient {
        RecipeStoreClient(
            recipesUsing: { keys in
                recipes.filter { recipe in recipe.ingredients.contains { keys.contains(Recipe.matchKey($0)) } }
            },
            recipeNamed: { name in recipes.first { $0.name == name || $0.nameEnglish == name || "\($0.id)" == name } })
    }
}
