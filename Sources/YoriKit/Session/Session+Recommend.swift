/// `cook`: recipes for what the user named, or for what is in the fridge.
extension Session {
    /// Page `page` of the recipes for `named` (none: the fridge's contents), `limit` a page.
    ///
    /// Staples named alongside other ingredients are assumed in stock and not required; when
    /// only staples are named, nothing is listed. Fridge items count as at hand: a recipe using
    /// them does not list them as missing, and those due soonest lift it (see `RecipeOrder`).
    ///
    /// `shown`: for `more`, the ids already listed on the earlier pages, numbered from
    /// `listStart`. The page is then worked out afresh (the fridge may have changed since) as
    /// the next `limit` recipes of the current order past the list's start that were not shown
    /// yet, so `more` never lists a recipe twice nor skips one that moved up.
    public func recommend(_ named: [AskedIngredient], filter: MatchFilter, page: Int, limit: Int,
                          shown: [Int64] = [], listStart: Int = 1) -> Answer {
        let plan: MatchPlan
        let atHand = fridgeAtHand()
        var recommendation: Recommendation
        if named.isEmpty {
            guard !atHand.items.isEmpty else { return .needIngredients }
            let (fresh, past) = Self.inDateFirst(atHand)
            plan = matcher.plan(RecipeQuery(asked: fresh, fridge: past, daysLeft: atHand.daysLeft, filter: filter,
                                            order: .fridge, preferences: preferences()))
            recommendation = Recommendation(asked: [], matches: [])
            recommendation.fromFridge = true
        } else {
            let staples = named.filter { $0.canonical.map(matcher.isStaple) ?? false }
            var required: [AskedIngredient] = []
            for item in named where !staples.contains(item) && !required.contains(where: { $0.key == item.key }) {
                required.append(item)
            }
            recommendation = Recommendation(asked: named, matches: [], onlyStaples: required.isEmpty)
            recommendation.namedStaples = staples
            recommendation.fridgeCount = atHand.items.count
            recommendation.filter = filter
            guard !required.isEmpty else { return .recipes(recommendation) }
            let others = atHand.items.filter { item in !required.contains { $0.key == item.key } }
            plan = matcher.plan(RecipeQuery(asked: required, fridge: others, daysLeft: atHand.daysLeft, filter: filter,
                                            order: .asked, preferences: preferences()))
        }
        var found: CandidatePage
        do {
            if !filter.narrowing.isEmpty {
                found = try narrowedCandidates(plan, filter.narrowing, page: page, limit: limit, shown: shown, listStart: listStart)
            } else if shown.isEmpty {
                found = try store.candidates(plan, max(0, page - 1) * limit, limit)
            } else {
                let skip = max(0, listStart - 1)
                found = try store.candidates(plan, 0, skip + shown.count + limit)
                let seen = Set(shown)
                found.recipes = Array(found.recipes.dropFirst(skip).filter { !seen.contains($0.id) }.prefix(limit))
            }
        } catch {
            return .failure(message: (languageOverride ?? conversationLanguage ?? .ko).describe(error))
        }
        var result = Recommendation(asked: recommendation.asked, matches: found.recipes.compactMap(plan.match),
                                    onlyStaples: false)
        result.namedStaples = recommendation.namedStaples
        result.fromFridge = recommendation.fromFridge
        result.fridgeCount = atHand.items.count
        result.filter = filter
        result.page = page
        result.limit = limit
        result.total = found.total
        result.complete = found.complete
        return .recipes(result)
    }

    /// The next page of the last `cook` list.
    func moreRecipes(_ last: CookRequest) -> Answer {
        let continues = lastMatches.count == lastList.count
            && lastListStart + lastList.count == last.page * last.limit + 1
        return recommend(parser.ingredients(fromArguments: last.words), filter: last.filter, page: last.page + 1,
                         limit: last.limit, shown: continues ? lastList.map(\.id) : [], listStart: lastListStart)
    }

    /// The plan `cook` would make for `words` now (with today's fridge), to work out again what
    /// each recipe of a saved list has and lacks.
    func plan(forWords words: [String]) -> MatchPlan? {
        let atHand = fridgeAtHand()
        if words.isEmpty {
            guard !atHand.items.isEmpty else { return nil }
            let (fresh, past) = Self.inDateFirst(atHand)
            return matcher.plan(RecipeQuery(asked: fresh, fridge: past, daysLeft: atHand.daysLeft, order: .fridge))
        }
        let asked = parser.ingredients(fromArguments: words).filter { !($0.canonical.map(matcher.isStaple) ?? false) }
        guard !asked.isEmpty else { return nil }
        let others = atHand.items.filter { item in !asked.contains { $0.key == item.key } }
        return matcher.plan(RecipeQuery(asked: asked, fridge: others, daysLeft: atHand.daysLeft))
    }

    /// What is in the fridge, freezer and pantry as ingredients at hand (staples left out, each
    /// ingredient once, soonest expiry first), and the days left on each.
    func fridgeAtHand() -> (items: [AskedIngredient], daysLeft: [String: Int]) {
        let today = clock.today()
        let stored = ((try? fridge.items()) ?? []).map { ($0, $0.daysLeft(today: today)) }.sorted { a, b in
            let (da, db) = (a.1 ?? .max, b.1 ?? .max)
            return da != db ? da < db : a.0.name.utf8.lexicographicallyPrecedes(b.0.name.utf8)
        }
        var daysLeft: [String: Int] = [:]
        var items: [AskedIngredient] = []
        for (item, left) in stored {
            // An item kept as written under a general word (고기, 야채) stands for its category.
            let general = item.canonical == nil ? matcher.lexicon.lookup(item.name)?.ingredient : nil
            let canonical = item.canonical ?? (general?.isGeneral == true ? general?.name : nil)
            let have = AskedIngredient(word: item.name, canonical: canonical, nameKind: canonical == nil ? nil : .canonical)
            let name = canonical ?? item.name
            if let left { daysLeft[name] = min(left, daysLeft[name] ?? .max) }
            guard !(have.canonical.map(matcher.isStaple) ?? false), !items.contains(where: { $0.key == have.key }) else { continue }
            items.append(have)
        }
        return (items, daysLeft)
    }

    /// Cooking from the fridge: the items still in date are what recipes are chosen for; those
    /// past their date are only at hand (never a reason to pick a recipe; the answer warns). With
    /// nothing in date, every item is asked for.
    static func inDateFirst(_ atHand: (items: [AskedIngredient], daysLeft: [String: Int]))
        -> (asked: [AskedIngredient], past: [AskedIngredient]) {
        let past = atHand.items.filter { (atHand.daysLeft[$0.canonical ?? $0.word] ?? 0) < 0 }
        let fresh = atHand.items.filter { item in !past.contains(item) }
        return fresh.isEmpty ? (atHand.items, []) : (fresh, past)
    }

    private func preferences() -> [Int64: Double] {
        (try? cookbook.preferences()) ?? [:]
    }
}
