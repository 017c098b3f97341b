/// Which recipes `cook` may list. The store applies the same rules in SQL, before ordering
/// and paging, so a filter never hides recipes behind a candidate cap.
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

    /// The most missing ingredients a listed recipe may have (`strict` is 0).
    public var missingLimit: Int? {
        strict ? 0 : maxMissing
    }

    /// Whether `recipe` passes the kind, method and kcal filters.
    public func allows(_ recipe: Recipe) -> Bool {
        if let kind, recipe.kind != kind { return false }
        if let method, recipe.method != method { return false }
        if let maxKcal { guard let kcal = recipe.kcal, kcal <= maxKcal else { return false } }
        return true
    }

    /// Whether `match` passes every filter.
    public func allows(_ match: RecipeMatch) -> Bool {
        if let limit = missingLimit, match.missing.count > limit { return false }
        return allows(match.recipe)
    }
}
