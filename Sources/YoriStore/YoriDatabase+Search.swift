import YoriKit

extension YoriDatabase {
    /// Recipes matching `search`, best first (see `SearchRank`), at most `cap`.
    ///
    /// Names are matched with `instr()` on the lowercased name (SQLite's `lower()` folds
    /// ASCII only, which is what English names need; Hangul has no case), so a two-syllable
    /// term is found inside a longer word (대파 in 다진대파). An FTS5 index would not do: its
    /// trigram tokenizer needs three characters, and unicode61 keeps a Hangul run as one token.
    /// Ingredients match by `match_key` (the lexicon's canonical name, from `keys`) or by
    /// their written name containing the term. A 초성 query compares initial consonants in
    /// Swift (`SearchRank.ofChoseong`), over the filtered names.
    public func searchRecipes(_ search: RecipeSearch, keys: Set<String>, cap: Int = 1000) throws(StoreError) -> [Recipe] {
        var filters: [String] = []
        var filterValues: [SQLValue] = []
        if let kind = search.kind { filters.append("r.kind = ?"); filterValues.append(.text(kind)) }
        if let method = search.method { filters.append("r.method = ?"); filterValues.append(.text(method)) }
        if let maxKcal = search.maxKcal { filters.append("r.kcal IS NOT NULL AND r.kcal <= ?"); filterValues.append(.real(maxKcal)) }
        let term = String(search.query.lowercased().drop { $0 == " " }.reversed().drop { $0 == " " }.reversed())
        do throws(SQLiteError) {
            let ids: [Int64]
            if term.isEmpty {
                ids = try db.rows("SELECT r.id FROM recipes AS r \(Self.where(filters)) ORDER BY r.name, r.id LIMIT \(cap)",
                                  filterValues) { $0.int(0) }
            } else if Hangul.isChoseongQuery(term) {
                let names = try db.rows("SELECT r.id, r.name FROM recipes AS r \(Self.where(filters))", filterValues) {
                    ($0.int(0), $0.string(1))
                }
                var ranked: [(rank: SearchRank, name: String, id: Int64)] = []
                for (id, name) in names {
                    if let rank = SearchRank.ofChoseong(name, query: term) { ranked.append((rank, name, id)) }
                }
                ranked.sort { a, b in
                    if a.rank != b.rank { return a.rank < b.rank }
                    if a.name != b.name { return a.name < b.name }
                    return a.id < b.id
                }
                ids = ranked.prefix(cap).map(\.id)
            } else {
                // ?1 the term, ?2 the term without spaces, then the keys, then the filters.
                let sortedKeys = keys.sorted()
                let keyMarks = sortedKeys.indices.map { "?\($0 + 3)" }.joined(separator: ", ")
                let name = "instr(lower(r.name), ?1) > 0 OR instr(lower(r.name_en), ?1) > 0 OR instr(replace(r.name, ' ', ''), ?2) > 0"
                let byKey = sortedKeys.isEmpty ? "" : "i.match_key IN (\(keyMarks)) OR "
                var numbered = filters
                for (n, _) in filters.enumerated() {
                    numbered[n] = filters[n].replacingFirstMark(with: "?\(sortedKeys.count + 3 + n)")
                }
                let sql = """
                    SELECT r.id, CASE
                        WHEN lower(r.name) = ?1 OR lower(r.name_en) = ?1 OR replace(r.name, ' ', '') = ?2 THEN 0
                        WHEN instr(lower(r.name), ?1) = 1 OR instr(lower(r.name_en), ?1) = 1 THEN 1
                        WHEN \(name) THEN 2
                        ELSE 3 END AS rank
                    FROM recipes AS r
                    WHERE (\(name) OR EXISTS (SELECT 1 FROM recipe_ingredients AS i
                                              WHERE i.recipe_id = r.id AND (\(byKey)instr(i.name, ?2) > 0)))
                    \(numbered.isEmpty ? "" : "AND " + numbered.joined(separator: " AND "))
                    ORDER BY rank, r.name, r.id LIMIT \(cap)
                    """
                let values = [SQLValue.text(term), .text(term.filter { $0 != " " })] + sortedKeys.map { SQLValue.text($0) }
                    + filterValues
                ids = try db.rows(sql, values) { $0.int(0) }
            }
            return try recipes(withIDs: ids)
        } catch {
            throw StoreError.sqlite(path: path, error)
        }
    }

    /// Recipes by id, in the order given, with ingredients (not steps).
    func recipes(withIDs ids: [Int64]) throws(SQLiteError) -> [Recipe] {
        guard !ids.isEmpty else { return [] }
        let values = ids.map { SQLValue.integer($0) }
        let idMarks = Array(repeating: "?", count: ids.count).joined(separator: ", ")
        var recipes = try db.rows("""
            SELECT id, source, source_ref, name, name_en, kind, method, servings, minutes, kcal, tip
            FROM recipes WHERE id IN (\(idMarks))
            """, values, Self.recipe)
        var index: [Int64: Int] = [:]
        for (i, r) in recipes.enumerated() { index[r.id] = i }
        let lines = try db.rows("""
            SELECT recipe_id, name, canonical, amount, grp, prep FROM recipe_ingredients
            WHERE recipe_id IN (\(idMarks)) ORDER BY recipe_id, position
            """, values) { row in
            (row.int(0), RecipeIngredient(
                name: row.string(1), canonical: row.optionalString(2), amount: row.string(3),
                group: IngredientGroup(rawValue: row.string(4)) ?? .secondary, prep: row.optionalString(5)))
        }
        for (id, line) in lines { if let i = index[id] { recipes[i].ingredients.append(line) } }
        let order = Dictionary(ids.enumerated().map { ($1, $0) }, uniquingKeysWith: { a, _ in a })
        return recipes.sorted { order[$0.id, default: 0] < order[$1.id, default: 0] }
    }

    private static func `where`(_ filters: [String]) -> String {
        filters.isEmpty ? "" : "WHERE " + filters.joined(separator: " AND ")
    }
}

extension String {
    /// `self` with its first `?` replaced by `mark` (a numbered SQL parameter).
    func replacingFirstMark(with mark: String) -> String {
        guard let i = firstIndex(of: "?") else { return self }
        return String(self[..<i]) + mark + String(self[index(after: i)...])
    }
}
