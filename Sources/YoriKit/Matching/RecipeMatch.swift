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
    /// Fridge items due within a week that this recipe uses up, with their days left.
    public var dueItems: [(name: String, daysLeft: Int)] = []

    /// Urgency of what the recipe uses up: D-day or past 3, D-3 2, D-7 1 (Grocy's "due score").
    public var dueScore: Int {
        dueItems.reduce(0) { total, item in total + (item.daysLeft <= 0 ? 3 : item.daysLeft <= 3 ? 2 : 1) }
    }
}

/// Which recipes `cook` may list.
public struct MatchFilter: Sendable, Equatable {
    /// Only recipes with nothing missing.
    public var strict = false
    /// At most this many missing (non-staple) ingredients.
    public var maxMissing: Int?
    public var kind: String?
    public var method: String?
    public var maxKcal: Double?

    public init(strict: Bool = false, maxMissing: Int? = nil, kind: String? = nil, method: String? = nil,
                maxKcal: Double? = nil) {
        self.strict = strict
        self.maxMissing = maxMissing
        self.kind = kind
        self.method = method
        self.maxKcal = maxKcal
    }

    func allows(_ match: RecipeMatch) -> Bool {
        if strict && !match.missing.isEmpty { return false }
        if let maxMissing, match.missing.count > maxMissing { return false }
        if let kind, match.recipe.kind != kind { return false }
        if let method, match.recipe.method != method { return false }
        if let maxKcal { guard let kcal = match.recipe.kcal, kcal <= maxKcal else { return false } }
        return true
    }
}
