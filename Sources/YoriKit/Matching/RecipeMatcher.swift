/// Matches recipes against the ingredients a user has, and ranks them.
public struct RecipeMatcher: Sendable {
    public let lexicon: IngredientLexicon
    /// The user's changes to which ingredients are pantry staples (`yori staples`).
    public var stapleOverrides: [String: Bool]

    public init(lexicon: IngredientLexicon, stapleOverrides: [String: Bool] = [:]) {
        self.lexicon = lexicon
        self.stapleOverrides = stapleOverrides
    }

    /// Whether `name` is assumed in stock: the user's say, else the lexicon's.
    public func isStaple(_ name: String) -> Bool {
        stapleOverrides[name] ?? lexicon.ingredient(named: name)?.isStaple ?? false
    }

    /// Every key a recipe ingredient may carry to match one of `asked`: the asked
    /// ingredients themselves and their lexicon relatives. Stores use it to pick candidates.
    public func candidateKeys(for asked: [AskedIngredient]) -> Set<String> {
        var keys = Set<String>()
        for item in asked {
            keys.insert(item.key)
            if let canonical = item.canonical { keys.formUnion(lexicon.relatives(of: canonical)) }
        }
        return keys
    }

    /// How `recipe` fits `asked`, or `nil` when it uses none of them.
    public func match(_ recipe: Recipe, asked: [AskedIngredient]) -> RecipeMatch? {
        match(recipe, prepared: prepare(asked))
    }

    /// The asked ingredients with their relatives looked up once per query.
    private typealias Prepared = [(item: AskedIngredient, key: LexiconKey, relatives: Set<LexiconKey>)]

    private func prepare(_ asked: [AskedIngredient]) -> Prepared {
        asked.map { item in
            let relatives = item.canonical.map { lexicon.relatives(of: $0) } ?? []
            return (item, LexiconKey(item.key), Set(relatives.map(LexiconKey.init)))
        }
    }

    private func match(_ recipe: Recipe, prepared asked: Prepared) -> RecipeMatch? {
        var matched: [MatchedIngredient] = []
        var missing: [String] = []
        var staples: [String] = []
        var usedAsked = Set<LexiconKey>()
        var score = 0.0
        var counted = 0
        var seen = Set<LexiconKey>()
        for line in recipe.ingredients {
            let key = LexiconKey(Recipe.matchKey(line))
            guard seen.insert(key).inserted else { continue }  // same ingredient listed twice
            let display = line.canonical ?? line.name
            let hit = bestLevel(for: key, asked: asked)
            // Staples are assumed in stock and left out of the rate, unless the user asked
            // for one by name (고추장으로 뭐 만들지?): then it is what they want to use up.
            if hit == nil, let canonical = line.canonical, isStaple(canonical) {
                staples.append(display)
                continue
            }
            counted += 1
            if let (level, by) = hit {
                matched.append(MatchedIngredient(name: display, level: level, asked: by.word,
                                                 askedName: by.canonical ?? by.word))
                usedAsked.insert(LexiconKey(by.key))
                score += level.weight
            } else {
                missing.append(display)
            }
        }
        guard !usedAsked.isEmpty else { return nil }
        let rate = counted == 0 ? 1.0 : score / Double(counted)
        return RecipeMatch(recipe: recipe, rate: rate, matched: matched, missing: missing,
                           staples: staples, askedUsed: usedAsked.count)
    }

    /// Matches and orders recipes: those using more of the asked ingredients first; then
    /// fewer missing ingredients; then those using up fridge items that expire soonest
    /// (`dueDays`: canonical name → days left); then the higher match rate; then the user's
    /// preference (`preferences`: recipe id → score from bookmarks and ratings); then by name
    /// and id, so the order is always the same.
    public func rank(_ recipes: [Recipe], asked: [AskedIngredient], limit: Int, filter: MatchFilter = MatchFilter(),
                     dueDays: [String: Int] = [:], preferences: [Int64: Double] = [:]) -> [RecipeMatch] {
        let prepared = prepare(asked)
        var matches: [RecipeMatch] = []
        for recipe in recipes {
            guard var match = match(recipe, prepared: prepared), filter.allows(match) else { continue }
            if !dueDays.isEmpty {
                match.dueItems = match.matched.compactMap { item in
                    dueDays[item.askedName].flatMap { $0 <= 7 ? (item.askedName, $0) : nil }
                }
            }
            matches.append(match)
        }
        let sorted = matches.sorted { a, b in
            if a.askedUsed != b.askedUsed { return a.askedUsed > b.askedUsed }
            if a.missing.count != b.missing.count { return a.missing.count < b.missing.count }
            if a.dueScore != b.dueScore { return a.dueScore > b.dueScore }
            if a.rate != b.rate { return a.rate > b.rate }
            let (pa, pb) = (preferences[a.recipe.id] ?? 0, preferences[b.recipe.id] ?? 0)
            if pa != pb { return pa > pb }
            if a.recipe.name != b.recipe.name { return a.recipe.name < b.recipe.name }
            return a.recipe.id < b.recipe.id
        }
        return Array(sorted.prefix(max(0, limit)))
    }

    private func bestLevel(for key: LexiconKey, asked: Prepared) -> (MatchLevel, AskedIngredient)? {
        var best: (MatchLevel, AskedIngredient)?
        for (item, itemKey, relatives) in asked {
            let level: MatchLevel?
            if itemKey == key {
                level = item.nameKind == .synonym ? .synonym : .exact
            } else if relatives.contains(key) {
                level = .related
            } else {
                level = nil
            }
            if let level, best == nil || level < best!.0 { best = (level, item) }
        }
        return best
    }
}
