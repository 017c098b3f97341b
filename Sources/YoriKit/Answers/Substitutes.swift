/// What can stand in for an ingredient: its close relatives in the lexicon (`Ingredient.related`:
/// 대파 → 쪽파, 실파, 리크), those in the fridge first.
public struct Substitutes: Equatable, Sendable {
    /// The ingredient asked about (canonical, or as written when the lexicon does not know it).
    public var ingredient: String
    /// Its stand-ins, canonical names, the ones at hand first.
    public var options: [String]
    /// The options that are in the fridge, freezer or pantry now.
    public var atHand: [String]

    public init(ingredient: String, options: [String], atHand: [String]) {
        self.ingredient = ingredient
        self.options = options
        self.atHand = atHand
    }
}
