/// A recipe ingredient the user has.
public struct MatchedIngredient: Hashable, Sendable {
    /// The recipe's ingredient (canonical name when known).
    public let name: String
    public let level: MatchLevel
    /// What the user asked for that matched it, as written (for a fridge item: its name).
    public let asked: String
    /// The canonical name of what the user has that matched (the written word when unknown).
    public let askedName: String
    /// It came from the fridge, not from the ingredients the user named.
    public let fromFridge: Bool

    public init(name: String, level: MatchLevel, asked: String, askedName: String, fromFridge: Bool = false) {
        self.name = name
        self.level = level
        self.asked = asked
        self.askedName = askedName
        self.fromFridge = fromFridge
    }
}

/// A fridge item a recipe uses up, with its days left.
public struct DueItem: Hashable, Sendable {
    public let name: String
    public let daysLeft: Int
}

/// How well one recipe fits what the user has.
public struct RecipeMatch: Sendable {
    public let recipe: Recipe
    public let matched: [MatchedIngredient]
    /// Non-staple ingredients the user lacks (neither named nor in the fridge).
    public let missing: [String]
    /// Pantry staples the recipe uses; assumed in stock.
    public let staples: [String]
    /// How many of the asked ingredients this recipe uses (directly or through a relative).
    public let askedUsed: Int
    /// How many of the asked ingredients it uses as such or by a synonym, not only through a relative.
    public let exactUsed: Int
    /// Matched weight in fifths of an ingredient (`MatchLevel.points`).
    public let points: Int
    /// Non-staple ingredients the recipe has (distinct): the rate's denominator.
    public let counted: Int
    /// Items at hand due within a week that this recipe uses up, soonest first (never past their date).
    public let dueItems: [DueItem]
    /// Items at hand already past their date that this recipe would use: a warning, not a reason.
    public let expiredItems: [DueItem]
    /// `DishScorer`'s score: the order within a tier (docs/RANKING.md).
    public let score: Int
    /// The dish it is a variant of (참치김치찌개 → 김치찌개), for diversity.
    public let dish: String

    public init(recipe: Recipe, matched: [MatchedIngredient], missing: [String], staples: [String], askedUsed: Int,
                exactUsed: Int, points: Int, counted: Int, dueItems: [DueItem] = [], expiredItems: [DueItem] = [],
                score: Int = 0, dish: String = "") {
        self.recipe = recipe
        self.matched = matched
        self.missing = missing
        self.staples = staples
        self.askedUsed = askedUsed
        self.exactUsed = exactUsed
        self.points = points
        self.counted = counted
        self.dueItems = dueItems
        self.expiredItems = expiredItems
        self.score = score
        self.dish = dish
    }

    /// Weighted share of the recipe's non-staple ingredients the user has, 0…1.
    public var rate: Double {
        counted == 0 ? 1.0 : Double(points) / Double(counted * MatchLevel.fullPoints)
    }

    /// Asked ingredients this recipe uses only through a close relative (≈).
    public var relatedOnly: Int { askedUsed - exactUsed }

    /// Urgency of what the recipe uses up: D-day or past 3, D-3 2, D-7 1 each (Grocy's "due score").
    public var dueScore: Int {
        dueItems.reduce(0) { $0 + MatchPlan.due($1.daysLeft) }
    }

    /// Whether the match rate of `self` is above `other`'s (exact, in whole numbers).
    func rateExceeds(_ other: RecipeMatch) -> Bool {
        // points / counted compared by cross-multiplying; a recipe with nothing counted has all.
        let (a, ac) = counted == 0 ? (MatchLevel.fullPoints, 1) : (points, counted)
        let (b, bc) = other.counted == 0 ? (MatchLevel.fullPoints, 1) : (other.points, other.counted)
        return a * bc > b * ac
    }
}
