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

    /// Urgency of `have`: 3 at D-day or past, 2 within 3 days, 1 within 7, else 0 (Grocy's "due score").
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

    public init(query: RecipeQuery, roles: [String: KeyRole], staples: Set<String>) {
        self.query = query
        self.roles = roles
        self.staples = staples
    }

    /// How many asked ingredients a recipe uses when it uses them all.
    public var askedCount: Int { query.asked.count }

    /// Urgency of an item with `daysLeft` days to go: D-day or past 3, D-3 2, D-7 1.
    public static func due(_ daysLeft: Int?) -> Int {
        guard let daysLeft else { return 0 }
        return daysLeft <= 0 ? 3 : daysLeft <= 3 ? 2 : daysLeft <= 7 ? 1 : 0
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
        var seen = Set<LexiconKey>()
        for line in recipe.ingredients {
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
            }
            points += role.level.points
            if let days = role.daysLeft, role.due > 0 { due[role.haveIndex] = DueItem(name: role.have, daysLeft: days) }
        }
        guard !used.isEmpty else { return nil }
        let dueItems = due.values.sorted { $0.daysLeft != $1.daysLeft ? $0.daysLeft < $1.daysLeft : $0.name < $1.name }
        return RecipeMatch(recipe: recipe, matched: matched, missing: missing, staples: pantry, askedUsed: used.count,
                           exactUsed: exact.count, points: points, counted: counted, dueItems: dueItems)
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
        return matches.sorted { RecipeMatcher.precedes($0, $1, order: order, preferences: preferences) }
    }
}
