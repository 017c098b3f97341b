/// A recipe ingredient the user has.
public struct MatchedIngredient: Hashable, Sendable {
    /// The recipe's ingredient (canonical name when known).
    public let name: String
    public let level: MatchLevel
    /// What the user asked for that matched it, as written.
    public let asked: String
    /// The canonical name of what the user asked for (the written word when unknown).
    public let askedName: String
}

/// How well one recipe fits what the user has.
public struct RecipeMatch: Sendable {
    public let recipe: Recipe
    /// Weighted share of the recipe's non-staple ingredients the user has, 0…1.
    public let rate: Double
    public let matched: [MatchedIngredient]
    /// Non-staple ingredients the user lacks.
    public let missing: [String]
    /// Pantry staples the recipe uses; assumed in stock.
    public let staples: [String]
    /// How many of the asked ingredients this recipe uses.
    public let askedUsed: Int
}
