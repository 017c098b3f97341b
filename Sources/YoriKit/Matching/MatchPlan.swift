/// What one ingredient key stands for in a query: the asked ingredient (or fridge item) a
/// recipe line with this key counts as, at which level, and how urgent that item is.
public struct KeyRole: Sendable, Equatable {
    /// The recipe ingredient key (canonical name, or the written name's key).
    public let key: String
    /// Index in `RecipeQuery.asked` of the asked ingredient this key counts for; `nil` for a
    /// fridge item nobody asked for.
    public let asked: Int?
    public let level: MatchLevel
    /// What the user has that stands in: its canonical name (or the word as written).
    public let have: String
    /// The word the user wrote for it (for a fridge item: its name).
    public let word: String
    /// Index of `have` among the query's distinct haves, so each counts once for urgency.
    public let haveIndex: Int
    /// Days left on `have` in the fridge, if it is there with a date.
    public let daysLeft: Int?

    /// Urgency of `have`: 3 at D-day, 2 within 3 days, 1 within 7, else 0 (Grocy's "due score");
    /// 0 once past its date (a warning, never a reason to cook it).
    public var due: Int { MatchPlan.due(daysLeft) }
}

/// A query worked out once: every key that counts as "have" with its role, and the
/// pantry staples (never required, never counted). The store runs the same plan in SQL that
/// `RecipeMatcher` runs in Swift, so both agree on every recipe's numbers.
public struct MatchPlan: Sendable {
    public let query: RecipeQuery
    /// Key → role, for every key a recipe line may carry to count as something the user has.
    public let roles: [String: KeyRole]
    /// Keys assumed in stock: shown apart, not in the rate, never missing.
    public let staples: Set<String>
    /// The score within a tier (docs/RANKING.md).
    public let scorer: DishScorer

    public init(query: RecipeQuery, roles: [String: KeyRole], staples: Set<String>, scorer: DishScorer) {
        self.query = query
        self.roles = roles
        self.staples = staples
        self.scorer = scorer
    }

    /// How many asked ingredients a recipe uses when it uses them all.
    public var askedCount: Int { query.asked.count }

    /// Urgency of an item with `daysLeft` days to go: D-day 3, D-3 2, D-7 1; past its date 0,
    /// so food past its date never lifts a recipe (the answer warns about it instead).
    public static func due(_ daysLeft: Int?) -> Int {
        guard let daysLeft, daysLeft >= 0 else { return 0 }
        return daysLeft == 0 ? 3 : daysLeft <= 3 ? 2 : daysLeft <= 7 ? 1 : 0
    }

    /// How `recipe` fits the query, or `nil` when it uses none of the asked ingredients.
    public func match(_ recipe: Recipe) -> RecipeMatch? {
        var matched: [MatchedIngredient] = []
        var missing: [String] = []
        var pantry: [String] = []
        var used = Set<Int>()
        var exact = Set<Int>()
        var points = 0
        var counted = 0
        var due: [Int: DueItem] = [:]
        var expired: [Int: DueItem] = [:]
        var uses = [AskedUse?](repeating: nil, count: query.asked.count)
        var fridgeUsed = 0
        var pastDate = 0
        var seen = Set<LexiconKey>()
        for (position, line) in recipe.ingredients.enumerated() {
            let key = Recipe.matchKey(line)
            guard seen.insert(LexiconKey(key)).inserted else { continue }  // same ingredient listed twice
            let display = line.canonical ?? line.name
            if staples.contains(key) {
                pantry.append(display)
                continue
            }
            counted += 1
            guard let role = roles[key] else {
                missing.append(display)
                continue
            }
            matched.append(MatchedIngredient(name: display, level: role.level, asked: role.word, askedName: role.have,
                                             fromFridge: role.asked == nil))
            if let asked = role.asked {
                used.insert(asked)
                if role.level.countsAsHaving { exact.insert(asked) }
                let use = AskedUse(group: line.group, position: position, level: role.level,
                                   broader: scorer.isBroader(key, asked: asked))
                if uses[asked].map({ scorer.better(use, than: $0, asked: asked) }) ?? true { uses[asked] = use }
            } else if (role.daysLeft ?? 0) < 0 {
                pastDate += 1  // scored as if it were not there
            } else {
                fridgeUsed += 1
            }
            points += role.level.points
            if let days = role.daysLeft, role.due > 0 { due[role.haveIndex] = DueItem(name: role.have, daysLeft: days) }
            if let days = role.daysLeft, days < 0 { expired[role.haveIndex] = DueItem(name: role.have, daysLeft: days) }
        }
        guard !used.isEmpty else { return nil }
        let dueItems = due.values.sorted { $0.daysLeft != $1.daysLeft ? $0.daysLeft < $1.daysLeft : $0.name < $1.name }
        let dueScore = dueItems.reduce(0) { $0 + MatchPlan.due($1.daysLeft) }
        let score = scorer.score(name: recipe.name, builtin: recipe.source == .builtin, uses: uses,
                                 missing: missing.count + pastDate, fridgeUsed: fridgeUsed, due: dueScore,
                                 preference: query.preferences[recipe.id] ?? 0)
        return RecipeMatch(recipe: recipe, matched: matched, missing: missing, staples: pantry, askedUsed: used.count,
                           exactUsed: exact.count, points: points, counted: counted, dueItems: dueItems,
                           expiredItems: expired.values.sorted { $0.daysLeft != $1.daysLeft ? $0.daysLeft < $1.daysLeft : $0.name < $1.name },
                           score: score, dish: scorer.profile(recipe.name).dish)
    }

    /// Every recipe of `recipes` that fits the query and its filters, best first (the plan's
    /// `RecipeOrder`). The store does the same in SQL for a page; this is the reference.
    public func ranked(_ recipes: [Recipe]) -> [RecipeMatch] {
        var matches: [RecipeMatch] = []
        for recipe in recipes {
            guard let match = match(recipe), query.filter.allows(match) else { continue }
            matches.append(match)
        }
        let order = query.order
        let preferences = query.preferences
        let sorted = matches.sorted { RecipeMatcher.precedes($0, $1, order: order, preferences: preferences) }
        return DishScorer.spread(sorted, dish: \.dish, tier: { RecipeMatcher.tier($0, order: order) })
    }
}
