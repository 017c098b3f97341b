import YoriKit

extension YoriDatabase {
    /// One page of the recipes that fit a `cook` plan, in its order, with how many fit in all.
    ///
    /// For every key the plan gives a role, the index `recipe_ingredients_by_key` lists the
    /// recipes carrying it; tallying those rows per recipe gives what the order needs: which
    /// asked ingredients a recipe uses (and whether exactly), how many of its ingredients the
    /// user has, the matched points and the urgency of the fridge items it uses.
    /// `recipe_key_counts` adds how many distinct non-staple ingredients it has (so the rest
    /// are missing), read only for the tiers that reach the page (or all, with a missing
    /// filter). The kind, method and kcal filters are applied in SQL. The order is
    /// `RecipeMatcher.precedes`, names read only for ties at the page's edges. Nothing is capped:
    /// the counts are of every recipe that fits, and only the page's recipes are loaded.
    ///
    /// Tallying in Swift instead of a `GROUP BY` keeps a 100,000-recipe `cook` within a few
    /// tens of milliseconds: SQLite's sorter for the grouping alone cost more than that.
    public func recipeCandidates(_ plan: MatchPlan, offset: Int, limit: Int) throws(StoreError) -> CandidatePage {
        try syncStapleKeys(plan.staples)
        let roles = plan.roles.values.sorted { $0.key.utf8.lexicographicallyPrecedes($1.key.utf8) }
        guard roles.contains(where: { $0.asked != nil }), limit > 0 else { return CandidatePage(recipes: [], total: 0, complete: 0) }
        do {
            var tallies = try tally(roles, plan: plan)
            let filter = plan.query.filter
            if filter.kind != nil || filter.method != nil || filter.maxKcal != nil {
                let allowed = Set(try recipeIDs(kind: filter.kind, method: filter.method, maxKcal: filter.maxKcal))
                tallies = tallies.filter { allowed.contains($0.key) }
            }
            let order = plan.query.order
            var candidates = tallies.compactMap { id, tally -> Candidate? in
                tally.used.count == 0 ? nil : Candidate(id: id, tally: tally, order: order)
            }
            // Which candidates need their ingredient count and score: all with a missing filter
            // (or from the fridge, one tier), else only the tiers that reach the page.
            let needed: Int
            if filter.missingLimit != nil || order == .fridge {
                needed = candidates.count
            } else {
                candidates.sort { $0.tier < $1.tier }
                var end = min(candidates.count, offset + limit)
                while end > 0, end < candidates.count, candidates[end].tier == candidates[end - 1].tier { end += 1 }
                needed = end
            }
            let counts = try nonStapleCounts(candidates.prefix(needed).map(\.id))
            for i in 0..<needed { candidates[i].counted = counts[candidates[i].id] ?? candidates[i].tally.haveKeys }
            var head = Array(candidates.prefix(needed))
            if let most = filter.missingLimit {
                head.removeAll { $0.missing > most }
                candidates = head
            }
            let total = candidates.count
            let complete = candidates.count { $0.tally.used.count == plan.askedCount }
            let sorted = try page(of: head, plan: plan, offset: offset, limit: limit)
            return CandidatePage(recipes: try recipes(withIDs: sorted), total: total, complete: complete)
        } catch {
            throw StoreError.sqlite(path: path, error)
        }
    }

    /// Per recipe, what its lines with a role add up to. A recipe listing one ingredient twice
    /// counts it once, by its first-listed line (as `MatchPlan.match` does).
    private func tally(_ roles: [KeyRole], plan: MatchPlan) throws(SQLiteError) -> [Int64: Tally] {
        var dueSlots: [Int: Int] = [:]
        for role in roles where role.due > 0 && dueSlots[role.haveIndex] == nil { dueSlots[role.haveIndex] = dueSlots.count }
        var tallies: [Int64: Tally] = [:]
        let asked = plan.askedCount
        let byKey = try db.prepare("SELECT recipe_id, grp, position FROM recipe_ingredients WHERE match_key = ? ORDER BY recipe_id")
        for role in roles {
            try byKey.reset([.text(role.key)])
            let row = Row(statement: byKey)
            var current: (id: Int64, group: IngredientGroup, position: Int)?
            func flush() {
                guard let c = current else { return }
                tallies[c.id, default: Tally(asked: asked)].add(role, group: c.group, position: c.position,
                                                                 dueSlot: dueSlots[role.haveIndex], scorer: plan.scorer)
            }
            while try byKey.step() {
                let id = row.integer(0)
                let position = Int(row.integer(2))
                if let c = current, c.id == id {
                    if position < c.position { current = (id, IngredientGroup(rawValue: row.string(1)) ?? .main, position) }
                    continue
                }
                flush()
                current = (id, IngredientGroup(rawValue: row.string(1)) ?? .main, position)
            }
            flush()
        }
        return tallies
    }

    /// Ids of the recipes passing the kind, method and kcal filters.
    private func recipeIDs(kind: String?, method: String?, maxKcal: Double?) throws(SQLiteError) -> [Int64] {
        var filters: [String] = []
        var values: [SQLValue] = []
        if let kind { filters.append("kind = ?"); values.append(.text(kind)) }
        if let method {
            let (sql, methodValues) = Self.methodFilter(method)
            filters.append(sql)
            values += methodValues
        }
        if let maxKcal { filters.append("kcal IS NOT NULL AND kcal <= ?"); values.append(.real(maxKcal)) }
        return try db.rows("SELECT id FROM recipes WHERE " + filters.joined(separator: " AND "), values) { $0.integer(0) }
    }

    /// Distinct non-staple ingredients per recipe, for `ids`.
    private func nonStapleCounts(_ ids: [Int64]) throws(SQLiteError) -> [Int64: Int] {
        guard !ids.isEmpty else { return [:] }
        var counts: [Int64: Int] = [:]
        counts.reserveCapacity(ids.count)
        let list = "[" + ids.map(String.init).joined(separator: ",") + "]"
        let statement = try db.prepare("""
            SELECT recipe_id, key_count - staple_count FROM recipe_key_counts
            WHERE recipe_id IN (SELECT value FROM json_each(?))
            """, [.text(list)])
        let row = Row(statement: statement)
        while try statement.step() { counts[row.integer(0)] = Int(row.integer(1)) }
        return counts
    }

    /// The ids of page `offset ..< offset + limit` of `head` (the candidates that can reach it)
    /// in the full order: names and sources are read to score them, then the order is
    /// `RecipeMatcher.precedes` and the first places are spread over dishes (`DishScorer.spread`).
    private func page(of head: [Candidate], plan: MatchPlan, offset: Int, limit: Int) throws(SQLiteError) -> [Int64] {
        guard offset < head.count else { return [] }
        let list = "[" + head.map { String($0.id) }.joined(separator: ",") + "]"
        var info: [Int64: (name: String, builtin: Bool)] = [:]
        info.reserveCapacity(head.count)
        let statement = try db.prepare("SELECT id, name, source FROM recipes WHERE id IN (SELECT value FROM json_each(?))",
                                       [.text(list)])
        let row = Row(statement: statement)
        while try statement.step() { info[row.integer(0)] = (row.string(1), row.string(2) == RecipeSource.builtin.rawValue) }
        let preferences = plan.query.preferences
        var scored = head
        for i in scored.indices {
            let c = scored[i]
            let (name, builtin) = info[c.id] ?? ("", false)
            scored[i].name = name
            scored[i].score = plan.scorer.score(name: name, builtin: builtin, uses: c.tally.uses, missing: c.missing + c.tally.pastDateKeys,
                                                fridgeUsed: c.tally.fridgeKeys, due: c.tally.dueScore,
                                                preference: preferences[c.id] ?? 0)
        }
        scored.sort { a, b in
            if a.tier != b.tier { return a.tier < b.tier }
            if a.score != b.score { return a.score > b.score }
            if a.name != b.name { return a.name.utf8.lexicographicallyPrecedes(b.name.utf8) }
            return a.id < b.id
        }
        let spread = DishScorer.spread(scored, dish: { plan.scorer.profile($0.name).dish }, tier: \.tier)
        return spread[offset..<min(spread.count, offset + limit)].map(\.id)
    }
}

/// A set of small indices: a bit mask up to 64, a set beyond.
private struct SmallIndexSet {
    private var bits: UInt64 = 0
    private var more: Set<Int>?

    mutating func insert(_ i: Int) {
        if i < 64 { bits |= 1 << UInt64(i) } else { more = (more ?? []).union([i]) }
    }

    var count: Int { bits.nonzeroBitCount + (more?.count ?? 0) }

    var members: [Int] {
        (0..<64).filter { bits & (1 << UInt64($0)) != 0 } + (more.map { Array($0) } ?? [])
    }
}

/// What one recipe's lines with a role add up to (see `MatchPlan.match`, which does the same
/// over a loaded recipe).
private struct Tally {
    var used = SmallIndexSet()
    var exact = SmallIndexSet()
    /// Due-soon haves used, by slot; `weights` gives each slot's urgency.
    var due = SmallIndexSet()
    var dueWeights: [Int: Int] = [:]
    var haveKeys = 0
    /// Keys of fridge items nobody asked for, in date and past it (scored as missing).
    var fridgeKeys = 0
    var pastDateKeys = 0
    var points = 0
    /// Per asked ingredient, its best line.
    var uses: [AskedUse?]

    init(asked: Int) { uses = Array(repeating: nil, count: asked) }

    mutating func add(_ role: KeyRole, group: IngredientGroup, position: Int, dueSlot: Int?, scorer: DishScorer) {
        haveKeys += 1
        points += role.level.points
        if let asked = role.asked {
            used.insert(asked)
            if role.level.countsAsHaving { exact.insert(asked) }
            let use = AskedUse(group: group, position: position, level: role.level, key: role.key)
            if uses[asked].map({ scorer.better(use, than: $0, asked: asked) }) ?? true { uses[asked] = use }
        } else if (role.daysLeft ?? 0) < 0 {
            pastDateKeys += 1
        } else {
            fridgeKeys += 1
        }
        if let dueSlot {
            due.insert(dueSlot)
            dueWeights[dueSlot] = role.due
        }
    }

    var dueScore: Int { due.members.reduce(0) { $0 + (dueWeights[$1] ?? 0) } }
}

/// A recipe being ranked: its tier (as `RecipeMatcher.tier`), then its score once read.
private struct Candidate {
    let id: Int64
    let tier: Int
    let tally: Tally
    /// Distinct non-staple ingredients (set once read).
    var counted = 0
    var name = ""
    var score = 0

    init(id: Int64, tally: Tally, order: RecipeOrder) {
        self.id = id
        self.tally = tally
        let used = tally.used.count
        self.tier = order == .asked ? -used * 1_000_000 + (used - tally.exact.count) : 0
    }

    var missing: Int { counted - tally.haveKeys }
}
