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
        // The staple counts are brought up to date first; a file yori may not write (read-only,
        // locked, full) is answered all the same, the changed staples counted in memory.
        var stapleDelta: [Int64: Int] = [:]
        do { try syncStapleKeys(plan.staples) } catch {
            guard case .sqlite(_, let cause) = error, cause.isWriteRefused else { throw error }
            do { stapleDelta = try unsyncedStapleDelta(plan.staples) } catch { throw StoreError.sqlite(path: path, error) }
        }
        let roles = plan.roles.values.sorted { $0.key.utf8.lexicographicallyPrecedes($1.key.utf8) }
        guard roles.contains(where: { $0.asked != nil }), limit > 0 else { return CandidatePage(recipes: [], total: 0, complete: 0) }
        do {
            var tallies = try tally(roles)
            let filter = plan.query.filter
            if filter.kind != nil || filter.method != nil || filter.maxKcal != nil {
                let allowed = Set(try recipeIDs(kind: filter.kind, method: filter.method, maxKcal: filter.maxKcal))
                tallies = tallies.filter { allowed.contains($0.key) }
            }
            var candidates = tallies.compactMap { id, tally -> Candidate? in
                tally.used.count == 0 ? nil : Candidate(id: id, tally: tally, preference: plan.query.preferences[id] ?? 0)
            }
            let order = plan.query.order
            // Which candidates need their ingredient count: all with a missing filter, else
            // only the tiers (by what the order puts before "missing") that reach the page.
            let needed: Int
            if filter.missingLimit != nil || order == .fridge {
                needed = candidates.count
            } else {
                candidates.sort { $0.tier < $1.tier }
                var end = min(candidates.count, offset + limit)
                while end > 0, end < candidates.count, candidates[end].tier == candidates[end - 1].tier { end += 1 }
                needed = end
            }
            var counts = try nonStapleCounts(candidates.prefix(needed).map(\.id))
            for (id, delta) in stapleDelta where counts[id] != nil { counts[id]! -= delta }
            for i in 0..<needed { candidates[i].counted = counts[candidates[i].id] ?? candidates[i].tally.haveKeys }
            if let most = filter.missingLimit {
                candidates.removeAll { $0.missing > most }
            }
            let total = candidates.count
            let complete = candidates.count { $0.tally.used.count == plan.askedCount }
            let sorted = try page(of: candidates, needed: min(needed, candidates.count), offset: offset, limit: limit,
                                  order: order)
            return CandidatePage(recipes: try recipes(withIDs: sorted), total: total, complete: complete)
        } catch {
            throw StoreError.sqlite(path: path, error)
        }
    }

    /// Per recipe, what its lines with a role add up to. A recipe listing one ingredient twice
    /// counts it once (its rows are next to each other in the index).
    private func tally(_ roles: [KeyRole]) throws(SQLiteError) -> [Int64: Tally] {
        var dueSlots: [Int: Int] = [:]
        for role in roles where role.due > 0 && dueSlots[role.haveIndex] == nil { dueSlots[role.haveIndex] = dueSlots.count }
        var tallies: [Int64: Tally] = [:]
        let byKey = try db.prepare("SELECT recipe_id FROM recipe_ingredients WHERE match_key = ? ORDER BY recipe_id")
        for role in roles {
            try byKey.reset([.text(role.key)])
            let row = Row(statement: byKey)
            var last: Int64 = -1
            while try byKey.step() {
                let id = row.integer(0)
                guard id != last else { continue }
                last = id
                tallies[id, default: Tally()].add(role, dueSlot: dueSlots[role.haveIndex])
            }
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

    /// The ids of page `offset ..< offset + limit` of `candidates` in the full order; names
    /// are read only for the candidates tied with the page's first and last ones.
    private func page(of candidates: [Candidate], needed: Int, offset: Int, limit: Int,
                      order: RecipeOrder) throws(SQLiteError) -> [Int64] {
        guard offset < needed else { return [] }
        var head = Array(candidates.prefix(needed))
        head.sort { $0.precedes($1, order: order) }
        let end = min(head.count, offset + limit)
        var lo = offset
        while lo > 0, !head[lo - 1].precedes(head[lo], order: order) { lo -= 1 }
        var hi = end
        while hi < head.count, !head[hi - 1].precedes(head[hi], order: order) { hi += 1 }
        let ids = head[lo..<hi].map(\.id)
        let list = "[" + ids.map(String.init).joined(separator: ",") + "]"
        let names = Dictionary(try db.rows("SELECT id, name FROM recipes WHERE id IN (SELECT value FROM json_each(?))",
                                           [.text(list)]) { ($0.integer(0), $0.string(1)) }, uniquingKeysWith: { a, _ in a })
        var tied = Array(head[lo..<hi])
        for i in tied.indices { tied[i].name = names[tied[i].id] ?? "" }
        tied.sort { a, b in
            if a.precedes(b, order: order) { return true }
            if b.precedes(a, order: order) { return false }
            if a.name != b.name { return a.name.utf8.lexicographicallyPrecedes(b.name.utf8) }
            return a.id < b.id
        }
        return tied[(offset - lo)..<(end - lo)].map(\.id)
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
    var points = 0

    mutating func add(_ role: KeyRole, dueSlot: Int?) {
        haveKeys += 1
        points += role.level.points
        if let asked = role.asked {
            used.insert(asked)
            if role.level.countsAsHaving { exact.insert(asked) }
        }
        if let dueSlot {
            due.insert(dueSlot)
            dueWeights[dueSlot] = role.due
        }
    }

    var dueScore: Int { due.members.reduce(0) { $0 + (dueWeights[$1] ?? 0) } }
}

/// A recipe being ranked: its numbers, in `RecipeMatcher.precedes` order but for the name.
private struct Candidate {
    let id: Int64
    let used: Int
    let relatedOnly: Int
    let due: Int
    let points: Int
    let preference: Double
    let tally: Tally
    /// Distinct non-staple ingredients (set once read).
    var counted = 0
    var name = ""

    init(id: Int64, tally: Tally, preference: Double) {
        self.id = id
        self.tally = tally
        self.used = tally.used.count
        self.relatedOnly = used - tally.exact.count
        self.due = tally.dueScore
        self.points = tally.points
        self.preference = preference
    }

    var missing: Int { counted - tally.haveKeys }

    /// What the `asked` order puts before "missing": more asked used, fewer through relatives.
    var tier: Int { -used * 1_000_000 + relatedOnly }

    func precedes(_ b: Candidate, order: RecipeOrder) -> Bool {
        let a = self
        switch order {
        case .asked:
            if a.used != b.used { return a.used > b.used }
            if a.relatedOnly != b.relatedOnly { return a.relatedOnly < b.relatedOnly }
            if a.missing != b.missing { return a.missing < b.missing }
            if a.due != b.due { return a.due > b.due }
        case .fridge:
            if a.missing != b.missing { return a.missing < b.missing }
            if a.due != b.due { return a.due > b.due }
            if a.used != b.used { return a.used > b.used }
        }
        if a.preference != b.preference { return a.preference > b.preference }
        // Match rate points / (5 × counted), compared by cross-multiplying.
        let (ac, bc) = (max(1, a.counted), max(1, b.counted))
        return a.points * bc > b.points * ac
    }
}
