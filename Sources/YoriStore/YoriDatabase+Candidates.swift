import YoriKit

extension YoriDatabase {
    /// One page of the recipes that fit a `cook` plan, in its order, with how many fit in all.
    ///
    /// For every key the plan gives a role, the index `recipe_ingredients_by_key_group` lists
    /// the recipes carrying it, with each line's group and position; tallying those rows per
    /// recipe gives the tiers (which asked ingredients a recipe uses, and whether exactly), how
    /// many of its ingredients the user has, the best line for each asked ingredient and the
    /// urgency of the fridge items it uses. `recipe_key_counts` adds how many distinct
    /// non-staple ingredients it has (so the rest are missing), read only for the tiers that
    /// reach the page (or all, with a missing filter or from the fridge), whose names are then
    /// read to score them (`DishScorer.score`, as `MatchPlan.match` does). The kind, method and
    /// kcal filters are applied in SQL. Nothing is capped: the counts are of every recipe that
    /// fits, and only the page's recipes are loaded.
    ///
    /// Tallying in Swift instead of a `GROUP BY` keeps a 100,000-recipe `cook` within a few
    /// tens of milliseconds: SQLite's sorter for the grouping alone cost more than that. The
    /// tallies are plain values in one array (the best lines in another), so the hundred
    /// thousand of them cost no allocations each.
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
            var board = try tally(roles, plan: plan)
            let filter = plan.query.filter
            var allowed: Set<Int64>?
            if filter.kind != nil || filter.method != nil || filter.maxKcal != nil {
                allowed = Set(try recipeIDs(kind: filter.kind, method: filter.method, maxKcal: filter.maxKcal))
            }
            let order = plan.query.order
            var candidates: [Candidate] = []
            candidates.reserveCapacity(board.tallies.count)
            for (i, t) in board.tallies.enumerated() where t.used.count > 0 && allowed.map({ $0.contains(t.id) }) ?? true {
                let used = t.used.count
                candidates.append(Candidate(tally: Int32(i), tier: order == .asked ? -used * 1_000_000 + (used - t.exact.count) : 0))
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
            var counts = try nonStapleCounts(candidates.prefix(needed).map { board.tallies[Int($0.tally)].id })
            for (id, delta) in stapleDelta where counts[id] != nil { counts[id]! -= delta }
            for i in 0..<needed {
                let t = board.tallies[Int(candidates[i].tally)]
                candidates[i].counted = counts[t.id] ?? t.haveKeys
                board.tallies[Int(candidates[i].tally)].missing = candidates[i].counted - t.haveKeys
            }
            var head = Array(candidates.prefix(needed))
            if let most = filter.missingLimit {
                head.removeAll { board.tallies[Int($0.tally)].missing > most }
                candidates = head
            }
            let total = candidates.count
            let complete = candidates.count { board.tallies[Int($0.tally)].used.count == plan.askedCount }
            let sorted = try page(of: head, board: board, plan: plan, offset: offset, limit: limit)
            return CandidatePage(recipes: try recipes(withIDs: sorted), total: total, complete: complete)
        } catch {
            throw StoreError.sqlite(path: path, error)
        }
    }

    /// Per recipe, what its lines with a role add up to. A recipe listing one ingredient twice
    /// counts it once, by its first-listed line (as `MatchPlan.match` does).
    private func tally(_ roles: [KeyRole], plan: MatchPlan) throws(SQLiteError) -> Board {
        var dueSlots: [Int: Int] = [:]
        for role in roles where role.due > 0 && dueSlots[role.haveIndex] == nil { dueSlots[role.haveIndex] = dueSlots.count }
        var board = Board(asked: plan.askedCount)
        let byKey = try db.prepare("SELECT recipe_id, grp, position FROM recipe_ingredients WHERE match_key = ? ORDER BY recipe_id")
        for role in roles {
            try byKey.reset([.text(role.key)])
            let row = Row(statement: byKey)
            let broader = role.asked.map { plan.scorer.isBroader(role.key, asked: $0) } ?? false
            let slot = dueSlots[role.haveIndex]
            var current: (id: Int64, group: IngredientGroup, position: Int)?
            func flush() {
                guard let c = current else { return }
                board.add(role, recipe: c.id, group: c.group, position: c.position, broader: broader, dueSlot: slot,
                          scorer: plan.scorer)
            }
            while try byKey.step() {
                let id = row.integer(0)
                let position = Int(row.integer(2))
                if let c = current, c.id == id {
                    if position < c.position { current = (id, Self.group(row.string(1)), position) }
                    continue
                }
                flush()
                current = (id, Self.group(row.string(1)), position)
            }
            flush()
        }
        return board
    }

    private static func group(_ text: String) -> IngredientGroup {
        switch text {
        case "부재료": .secondary
        case "양념": .seasoning
        default: .main
        }
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
    private func page(of head: [Candidate], board: Board, plan: MatchPlan, offset: Int,
                      limit: Int) throws(SQLiteError) -> [Int64] {
        guard offset < head.count else { return [] }
        let list = "[" + head.map { String(board.tallies[Int($0.tally)].id) }.joined(separator: ",") + "]"
        var info: [Int64: (name: String, builtin: Bool)] = [:]
        info.reserveCapacity(head.count)
        let statement = try db.prepare("SELECT id, name, source FROM recipes WHERE id IN (SELECT value FROM json_each(?))",
                                       [.text(list)])
        let row = Row(statement: statement)
        while try statement.step() { info[row.integer(0)] = (row.string(1), row.string(2) == RecipeSource.builtin.rawValue) }
        let preferences = plan.query.preferences
        var scored: [Scored] = []
        scored.reserveCapacity(head.count)
        for c in head {
            let t = board.tallies[Int(c.tally)]
            let (name, builtin) = info[t.id] ?? ("", false)
            let score = plan.scorer.score(name: name, builtin: builtin, uses: board.uses(of: Int(c.tally)),
                                          missing: t.missing + t.pastDateKeys, fridgeUsed: t.fridgeKeys, due: t.dueScore,
                                          preference: preferences[t.id] ?? 0)
            scored.append(Scored(id: t.id, tier: c.tier, score: score, name: name))
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

    func contains(_ i: Int) -> Bool {
        i < 64 ? bits & (1 << UInt64(i)) != 0 : more?.contains(i) ?? false
    }

    var count: Int { bits.nonzeroBitCount + (more?.count ?? 0) }
}

/// What one recipe's lines with a role add up to (see `MatchPlan.match`, which does the same
/// over a loaded recipe).
private struct Tally {
    let id: Int64
    var used = SmallIndexSet()
    var exact = SmallIndexSet()
    /// Due-soon haves used, by slot, and the sum of their urgency.
    var due = SmallIndexSet()
    var dueScore = 0
    var haveKeys = 0
    /// Keys of fridge items nobody asked for, in date and past it (scored as missing).
    var fridgeKeys = 0
    var pastDateKeys = 0
    /// Non-staple ingredients the user lacks (set once the counts are read).
    var missing = 0

    init(id: Int64) { self.id = id }
}

/// Every recipe's tally, in one array, and for each the best line per asked ingredient.
private struct Board {
    let asked: Int
    var tallies: [Tally] = []
    var index: [Int64: Int] = [:]
    /// `tallies.count × asked` best lines, `asked` per tally.
    var best: [AskedUse?] = []

    init(asked: Int) {
        self.asked = asked
        // Room for a first page's worth of candidates (a few hundred for everyday food among the
        // built-ins); more grow. A table sized for thousands is spread over pages that each cost a
        // fault when an insert first lands there.
        tallies.reserveCapacity(512)
        index.reserveCapacity(512)
    }

    func uses(of t: Int) -> [AskedUse?] { Array(best[(t * asked)..<((t + 1) * asked)]) }

    mutating func add(_ role: KeyRole, recipe id: Int64, group: IngredientGroup, position: Int, broader: Bool,
                      dueSlot: Int?, scorer: DishScorer) {
        let t: Int
        if let found = index[id] {
            t = found
        } else {
            t = tallies.count
            index[id] = t
            tallies.append(Tally(id: id))
            best.append(contentsOf: repeatElement(nil, count: asked))
        }
        tallies[t].haveKeys += 1
        if let asked = role.asked {
            tallies[t].used.insert(asked)
            if role.level.countsAsHaving { tallies[t].exact.insert(asked) }
            let use = AskedUse(group: group, position: position, level: role.level, broader: broader)
            let slot = t * self.asked + asked
            if best[slot].map({ scorer.better(use, than: $0, asked: asked) }) ?? true { best[slot] = use }
        } else if (role.daysLeft ?? 0) < 0 {
            tallies[t].pastDateKeys += 1
        } else {
            tallies[t].fridgeKeys += 1
        }
        if let dueSlot, !tallies[t].due.contains(dueSlot) {
            tallies[t].due.insert(dueSlot)
            tallies[t].dueScore += role.due
        }
    }
}

/// A recipe being ranked: its tally and tier (as `RecipeMatcher.tier`).
private struct Candidate {
    let tally: Int32
    let tier: Int
    /// Distinct non-staple ingredients (set once read).
    var counted = 0
}

/// A candidate with its name and score, for the page's order.
private struct Scored {
    let id: Int64
    let tier: Int
    let score: Int
    let name: String
}
