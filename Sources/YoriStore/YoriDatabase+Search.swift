import YoriKit

extension YoriDatabase {
    /// Every recipe's id, name and English name, by id (for spelling suggestions).
    public func recipeNames() throws(StoreError) -> [SpellingSuggester.Suggestion] {
        try reading {
            try db.rows("SELECT id, name, name_en FROM recipes ORDER BY id") {
                SpellingSuggester.Suggestion(id: $0.integer(0), name: $0.string(1), nameEnglish: $0.string(2))
            }
        }
    }

    /// The ids of the recipes with `tag` (`recipe_tags`).
    public func recipeIDs(tagged tag: String) throws(StoreError) -> Set<Int64> {
        try reading { Set(try db.rows("SELECT recipe_id FROM recipe_tags WHERE tag = ?", [.text(tag)]) { $0.integer(0) }) }
    }

    /// The SQL of a method filter: the stored method, or for 무침 the name's ending
    /// (`RecipeCategory.fits`).
    static func methodFilter(_ method: String, table: String = "") -> (String, [SQLValue]) {
        guard method == RecipeCategory.dressed else { return ("\(table)method = ?", [.text(method)]) }
        let tests = RecipeCategory.dressedEndings.map { _ in "rtrim(\(table)name) LIKE ?" }
        return ("(" + tests.joined(separator: " OR ") + ")", RecipeCategory.dressedEndings.map { .text("%" + $0) })
    }

    /// One page of the recipes matching `search`, best first, with how many match in all.
    ///
    /// SQL finds the candidates: names containing any of the matcher's probes (`instr()` on the
    /// lowercased name and English name; SQLite's `lower()` folds ASCII only, which is what
    /// English names need, and Hangul has no case), so a two-syllable term is found inside a
    /// longer word (대파 in 다진대파). An FTS5 index would not do: its trigram tokenizer needs
    /// three characters, and unicode61 keeps a Hangul run as one token. Recipes using a term's
    /// ingredient come from `recipe_ingredients.match_key` (the lexicon's keys), or from a line
    /// the lexicon could not place that is written with the term's name (다진대파를). `SearchMatcher` then scores them in Swift (word
    /// boundaries, false friends, words matched), and only the page is loaded. 초성 queries
    /// compare initial consonants in Swift (`SearchRank.ofChoseong`) over the filtered names.
    public func searchRecipes(_ search: RecipeSearch, matcher: SearchMatcher?, offset: Int,
                              limit: Int) throws(StoreError) -> SearchResult {
        var filters: [String] = []
        var filterValues: [SQLValue] = []
        if let kind = search.kind { filters.append("r.kind = ?"); filterValues.append(.text(kind)) }
        if let method = search.method {
            let (sql, values) = Self.methodFilter(method, table: "r.")
            filters.append(sql)
            filterValues += values
        }
        if let maxKcal = search.maxKcal { filters.append("r.kcal IS NOT NULL AND r.kcal <= ?"); filterValues.append(.real(maxKcal)) }
        let query = search.query.lowercased().split(separator: " ").joined(separator: " ")
        do throws(SQLiteError) {
            var ranked: [(score: SearchScore, name: String, id: Int64)] = []
            if query.isEmpty || matcher == nil {
                let ids = try db.rows("SELECT r.id FROM recipes AS r \(Self.where(filters)) ORDER BY r.name, r.id",
                                      filterValues) { $0.integer(0) }
                return SearchResult(total: ids.count, recipes: try recipes(withIDs: Array(ids.dropFirst(offset).prefix(limit))))
            } else if Hangul.isChoseongQuery(query) {
                let names = try db.rows("SELECT r.id, r.name FROM recipes AS r \(Self.where(filters))", filterValues) {
                    ($0.integer(0), $0.string(1))
                }
                for (id, name) in names {
                    if let rank = SearchRank.ofChoseong(name, query: query) {
                        ranked.append((SearchScore(matched: 1, rank: rank, nameHits: 0), name, id))
                    }
                }
            } else if let matcher {
                ranked = try scored(matcher, filters: filters, filterValues: filterValues)
            }
            ranked.sort { a, b in
                if a.score != b.score { return a.score < b.score }
                if a.name != b.name { return a.name.utf8.lexicographicallyPrecedes(b.name.utf8) }
                return a.id < b.id
            }
            let page = ranked.dropFirst(max(0, offset)).prefix(max(0, limit)).map(\.id)
            return SearchResult(total: ranked.count, recipes: try recipes(withIDs: Array(page)))
        } catch {
            throw StoreError.sqlite(path: path, error)
        }
    }

    /// Every recipe matching a word of the matcher's query, scored.
    private func scored(_ matcher: SearchMatcher, filters: [String],
                        filterValues: [SQLValue]) throws(SQLiteError) -> [(score: SearchScore, name: String, id: Int64)] {
        var names: [Int64: (String, String)] = [:]
        let probes = matcher.nameProbes
        let bare = matcher.query.filter { $0 != " " }
        let nameTests = probes.map { _ in "instr(lower(r.name), ?) > 0 OR instr(lower(r.name_en), ?) > 0" }
            + ["instr(replace(r.name, ' ', ''), ?) > 0"]
        let nameValues = probes.flatMap { [SQLValue.text($0), .text($0)] } + [.text(bare)]
        let nameSQL = "SELECT r.id, r.name, r.name_en FROM recipes AS r WHERE (\(nameTests.joined(separator: " OR ")))"
            + (filters.isEmpty ? "" : " AND " + filters.joined(separator: " AND "))
        for (id, name, english) in try db.rows(nameSQL, nameValues + filterValues, { ($0.integer(0), $0.string(1), $0.string(2)) }) {
            names[id] = (name, english)
        }
        var uses: [Int64: [Bool]] = [:]
        for (i, term) in matcher.terms.enumerated() {
            let keys = term.keys.sorted()
            var ids = Set(try db.rows("""
                SELECT DISTINCT recipe_id FROM recipe_ingredients
                WHERE match_key IN (\(Array(repeating: "?", count: keys.count).joined(separator: ", ")))
                """, keys.map { SQLValue.text($0) }) { $0.integer(0) })
            // Lines the lexicon could not place, written with the term's Korean name (다진대파를).
            let written = SearchMatcher.koreanNames(term)
            if !written.isEmpty {
                let sql = "SELECT recipe_id, name FROM recipe_ingredients WHERE canonical IS NULL AND ("
                    + written.map { _ in "instr(name, ?) > 0" }.joined(separator: " OR ") + ")"
                for (id, name) in try db.rows(sql, written.map { SQLValue.text($0) }, { ($0.integer(0), $0.string(1)) })
                where matcher.writtenLine(name, uses: term) {
                    ids.insert(id)
                }
            }
            for id in ids { uses[id, default: Array(repeating: false, count: matcher.terms.count)][i] = true }
        }
        let unnamed = uses.keys.filter { names[$0] == nil }.sorted()
        if !unnamed.isEmpty {
            let list = "[" + unnamed.map(String.init).joined(separator: ",") + "]"
            let sql = "SELECT r.id, r.name, r.name_en FROM recipes AS r WHERE r.id IN (SELECT value FROM json_each(?))"
                + (filters.isEmpty ? "" : " AND " + filters.joined(separator: " AND "))
            for (id, name, english) in try db.rows(sql, [.text(list)] + filterValues, { ($0.integer(0), $0.string(1), $0.string(2)) }) {
                names[id] = (name, english)
            }
        }
        return names.compactMap { id, pair in
            matcher.score(name: pair.0, english: pair.1, usesTerm: uses[id] ?? []).map { ($0, pair.0, id) }
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
            SELECT recipe_id, name, canonical, amount, grp, prep, prep_en FROM recipe_ingredients
            WHERE recipe_id IN (\(idMarks)) ORDER BY recipe_id, position
            """, values) { row in
            (row.int(0), RecipeIngredient(
                name: row.string(1), canonical: row.optionalString(2), amount: row.string(3),
                group: IngredientGroup(rawValue: row.string(4)) ?? .secondary, prep: row.optionalString(5),
                prepEnglish: row.optionalString(6)))
        }
        for (id, line) in lines { if let i = index[id] { recipes[i].ingredients.append(line) } }
        let order = Dictionary(ids.enumerated().map { ($1, $0) }, uniquingKeysWith: { a, _ in a })
        return recipes.sorted { order[$0.id, default: 0] < order[$1.id, default: 0] }
    }

    private static func `where`(_ filters: [String]) -> String {
        filters.isEmpty ? "" : "WHERE " + filters.joined(separator: " AND ")
    }
}
