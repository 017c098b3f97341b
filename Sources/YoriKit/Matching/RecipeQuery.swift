/// A `cook` request as the matcher and the store see it: what the user named, what else is
/// in the fridge, and how to order and filter.
public struct RecipeQuery: Sendable {
    /// The ingredients a recipe must use at least one of: those the user named (pantry staples
    /// left out), or in `fridge` order the fridge's contents.
    public var asked: [AskedIngredient]
    /// Other things at hand (the fridge): they are not "missing" when a recipe uses them, but a
    /// recipe need not use them.
    public var fridge: [AskedIngredient]
    /// Days left before each fridge item expires, by its name (canonical when known).
    public var daysLeft: [String: Int]
    public var filter: MatchFilter
    public var order: RecipeOrder
    /// Recipe id → preference from bookmarks and ratings (`CookbookStoreClient.preferences`).
    public var preferences: [Int64: Double]

    public init(asked: [AskedIngredient], fridge: [AskedIngredient] = [], daysLeft: [String: Int] = [:],
                filter: MatchFilter = MatchFilter(), order: RecipeOrder = .asked, preferences: [Int64: Double] = [:]) {
        self.asked = asked
        self.fridge = fridge
        self.daysLeft = daysLeft
        self.filter = filter
        self.order = order
        self.preferences = preferences
    }
}

/// How `cook` orders recipes; documented in docs/RANKING.md and the README ("How yori ranks").
public enum RecipeOrder: String, Sendable, Codable {
    /// `cook X Y`: recipes using every asked ingredient first (then more of them), exact
    /// matches before close relatives (≈); within that, by `DishScorer`'s score (the role of
    /// the asked ingredients, the dish's name, how everyday the dish is, what is missing,
    /// in-date fridge food, bookmarks and ratings); then name and id. The first five hold at
    /// most two variants of one dish.
    case asked
    /// `cook` from the fridge: by the score alone (the fridge's items are the asked ones).
    case fridge
}
