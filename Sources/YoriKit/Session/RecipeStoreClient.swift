/// The recipe queries the session needs, behind closures so tests can use fakes.
public struct RecipeStoreClient: Sendable {
    /// Recipes with at least one ingredient whose match key is in the set.
    public var recipesUsing: @Sendable (_ keys: Set<String>) throws -> [Recipe]

    public init(recipesUsing: @escaping @Sendable (_ keys: Set<String>) throws -> [Recipe]) {
        self.recipesUsing = recipesUsing
    }

    /// A store over a fixed list of recipes, for tests.
    public static func inMemory(_ recipes: [Recipe]) -> RecipeStoreClient {
        RecipeStoreClient { keys in
            recipes.filter { recipe in recipe.ingredients.contains { keys.contains(Recipe.matchKey($0)) } }
        }
    }
}
