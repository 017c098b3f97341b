import YoriKit

extension RecipeStoreClient {
    /// The store over a yori database: what `yori` uses, and the quality tests too.
    public static func database(_ database: YoriDatabase) -> RecipeStoreClient {
        var client = RecipeStoreClient(candidates: { try database.recipeCandidates($0, offset: $1, limit: $2) },
                                       recipeNamed: { try database.recipe(named: $0) },
                                       recipesNamed: { try database.recipes(named: $0) },
                                       search: { try database.searchRecipes($0, matcher: $1, offset: $2, limit: $3) },
                                       names: { try database.recipeNames() })
        client.saveEnglish = { try database.saveEnglishSteps(recipeID: $0, steps: $1, tip: $2, reductionTip: $3) }
        client.tagged = { try database.recipeIDs(tagged: $0) }
        return client
    }
}
