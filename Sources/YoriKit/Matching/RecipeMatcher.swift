/// Matches recipes against the ingredients a user has, and ranks them.
public struct RecipeMatcher: Sendable {
    public let lexicon: IngredientLexicon
    /// The user's changes to which ingredients are pantry staples (`yori staples`).
    public var stapleOverrides: [String: Bool]
    /// The ranking tables (Data/builtin/ranking): the built-in ones unless others were given,
    /// made on first use, so commands that rank nothing (`fridge`, `tip`) never build them.
    public var ranking: DishRanking { givenRanking ?? .builtin }
    private let givenRanking: DishRanking?

    public init(lexicon: IngredientLexicon, stapleOverrides: [String: Bool] = [:], ranking: DishRanking? = nil) {
        self.lexicon = lexicon
        self.stapleOverrides = stapleOverrides
        self.givenRanking = ranking
    }

    /// Whether `name` is assumed in stock: the user's say, else the lexicon's.
    public func isStaple(_ name: String) -> Bool {
        stapleOverrides[name] ?? lexicon.ingredient(named: name)?.isStaple ?? false
    }

    /// Every ingredient assumed in stock: the lexicon's staples as the user changed them.
    public var staples: Set<String> {
        var out = Set(lexicon.ingredients.lazy.filter(\.isStaple).map(\.name))
        for (name, on) in stapleOverrides {
            if on { out.insert(name) } else { out.remove(name) }
        }
        return out
    }

    /// Works out which recipe keys count as what the user has (see `MatchPlan`). A key that
    /// stands for an asked ingredient wins over one for a fridge item; then the better level
    /// (exact, synonym, covers, related); then the ingredient named first. Staples take no role, and a
    /// staple asked for brings no relatives either (the session leaves named staples out). A
    /// generic food covers in full the kinds a cook uses it for (`accepted-kinds.tsv`: 돼지고기 for
    /// a recipe's 앞다리살), which would otherwise be only relatives.
    public func plan(_ query: RecipeQuery) -> MatchPlan {
        let staples = self.staples
        var roles: [String: KeyRole] = [:]
        var haves: [String: Int] = [:]
        func offer(_ key: String, asked: Int?, level: MatchLevel, item: AskedIngredient) {
            guard !staples.contains(key) else { return }
            let have = item.canonical ?? item.word
            let index = haves[have] ?? haves.count
            haves[have] = index
            let role = KeyRole(key: key, asked: asked, level: level, have: have, word: item.word, haveIndex: index,
                               daysLeft: query.daysLeft[have])
            if let current = roles[key] {
                let better = current.asked == nil && asked != nil
                    || (current.asked == nil) == (asked == nil) && level < current.level
                guard better else { return }
            }
            roles[key] = role
        }
        for (items, isAsked) in [(query.asked, true), (query.fridge, false)] {
            for (i, item) in items.enumerated() where !staples.contains(item.key) {
                offer(item.key, asked: isAsked ? i : nil, level: item.nameKind == .synonym ? .synonym : .exact, item: item)
                guard let canonical = item.canonical else { continue }
                // 삼겹살 is pork (and meat): a recipe's 돼지고기 or 고기 counts as had.
                for covered in lexicon.covered(by: canonical).sorted() {
                    offer(covered, asked: isAsked ? i : nil, level: .covers, item: item)
                }
                for kind in ranking.acceptedKinds[canonical] ?? [] where lexicon.ingredient(named: kind) != nil {
                    offer(kind, asked: isAsked ? i : nil, level: .covers, item: item)
                }
                for relative in lexicon.relatives(of: canonical).sorted() {
                    offer(relative, asked: isAsked ? i : nil, level: .related, item: item)
                }
            }
        }
        return MatchPlan(query: query, roles: roles, staples: staples,
                         scorer: DishScorer(ranking: ranking, lexicon: lexicon, asked: query.asked, roles: roles))
    }

    /// How `recipe` fits `asked` (nothing else at hand), or `nil` when it uses none of them.
    public func match(_ recipe: Recipe, asked: [AskedIngredient]) -> RecipeMatch? {
        match(recipe, plan: plan(RecipeQuery(asked: asked)))
    }

    /// How `recipe` fits the plan's query, or `nil` when it uses none of the asked ingredients.
    public func match(_ recipe: Recipe, plan: MatchPlan) -> RecipeMatch? { plan.match(recipe) }

    /// The best `limit` recipes for `asked` (a convenience over `plan` and `ranked`).
    public func rank(_ recipes: [Recipe], asked: [AskedIngredient], limit: Int, filter: MatchFilter = MatchFilter(),
                     daysLeft: [String: Int] = [:], preferences: [Int64: Double] = [:]) -> [RecipeMatch] {
        let query = RecipeQuery(asked: asked, daysLeft: daysLeft, filter: filter, preferences: preferences)
        return Array(plan(query).ranked(recipes).prefix(max(0, limit)))
    }

    /// The part of the order the score may not cross (diversity moves a recipe only within it):
    /// for `asked`, how many asked ingredients it uses and how many only through a relative.
    public static func tier(_ m: RecipeMatch, order: RecipeOrder) -> Int {
        order == .asked ? -m.askedUsed * 1_000_000 + m.relatedOnly : 0
    }

    /// Whether `a` comes before `b` (see `RecipeOrder`; `YoriDatabase.recipeCandidates` has
    /// the same order). Names compare by their UTF-8 bytes, as SQLite's do.
    public static func precedes(_ a: RecipeMatch, _ b: RecipeMatch, order: RecipeOrder,
                                preferences: [Int64: Double]) -> Bool {
        let (ta, tb) = (tier(a, order: order), tier(b, order: order))
        if ta != tb { return ta < tb }
        if a.score != b.score { return a.score > b.score }
        if a.recipe.name != b.recipe.name { return a.recipe.name.utf8.lexicographicallyPrecedes(b.recipe.name.utf8) }
        return a.recipe.id < b.recipe.id
    }
}
