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
    /// What a follow-up narrowed by besides (`양파 빼고`, `30분 안에`): applied by the session to
    /// the ranked candidates, not by the store.
    public var narrowing = Narrowing()

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

    /// This filter with what a line asked for on top (`두부로 만들 수 있는 국`: kind 국&찌개).
    public func adding(_ asked: MatchFilter) -> MatchFilter {
        var result = self
        if asked.strict { result.strict = true }
        if let n = asked.maxMissing { result.maxMissing = n }
        if let kind = asked.kind { result.kind = kind }
        if let method = asked.method { result.method = method }
        if let kcal = asked.maxKcal { result.maxKcal = kcal }
        if !asked.narrowing.isEmpty { result.narrowing = asked.narrowing }
        return result
    }

    /// Whether `recipe` passes the kind, method and kcal filters.
    public func allows(_ recipe: Recipe) -> Bool {
        if let kind, recipe.kind != kind { return false }
        if let method, !RecipeCategory.fits(name: recipe.name, stored: recipe.method, method: method) { return false }
        if let maxKcal { guard let kcal = recipe.kcal, kcal <= maxKcal else { return false } }
        return true
    }

    /// Whether `match` passes every filter.
    public func allows(_ match: RecipeMatch) -> Bool {
        if let limit = missingLimit, match.missing.count > limit { return false }
        return allows(match.recipe)
    }
}
