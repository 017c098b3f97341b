import YoriKit

extension YoriDatabase {
    /// Reads the ingredient lines of imported and user recipes again with the current
    /// lexicon: a newer yori may know a name an older one did not (or file it under another
    /// ingredient or a general word), and `cook` finds recipes by these keys. Built-in recipes
    /// are rewritten from their data instead. Only changed lines are written, and the
    /// per-recipe counts (`recipe_key_counts`) of the recipes they belong to are recounted.
    /// Runs inside the caller's transaction.
    /// - Parameter canonical: the canonical name of a stored (written) name, or nil when the
    ///   lexicon does not know it — the same reading `import` and `recipe add` use.
    /// - Returns: how many lines changed.
    func refreshIngredientKeys(canonical: (String) -> String?) throws(SQLiteError) -> Int {
        struct Line { let recipe: Int64, position: Int64, name: String, canonical: String?, key: String }
        let lines = try db.rows("""
            SELECT l.recipe_id, l.position, l.name, l.canonical, l.match_key
            FROM recipe_ingredients l JOIN recipes r ON r.id = l.recipe_id
            WHERE r.source <> 'builtin'
            """) { row in
            Line(recipe: row.int(0), position: row.int(1), name: row.string(2),
                 canonical: row.optionalString(3), key: row.string(4))
        }
        let update = try db.prepare("""
            UPDATE recipe_ingredients SET canonical = ?, match_key = ? WHERE recipe_id = ? AND position = ?
            """)
        var touched = Set<Int64>()
        var changed = 0
        for line in lines {
            let now = canonical(line.name)
            let key = Recipe.matchKey(RecipeIngredient(name: line.name, canonical: now, amount: "", group: .main))
            guard now != line.canonical || key != line.key else { continue }
            try update.reset([SQLValue(now), .text(key), .integer(line.recipe), .integer(line.position)])
            while try update.step() {}
            touched.insert(line.recipe)
            changed += 1
        }
        for recipe in touched.sorted() {
            try db.run("""
                INSERT INTO recipe_key_counts (recipe_id, key_count, staple_count)
                SELECT ?1, count(DISTINCT match_key),
                       count(DISTINCT CASE WHEN match_key IN (SELECT key FROM staple_keys) THEN match_key END)
                FROM recipe_ingredients WHERE recipe_id = ?1
                ON CONFLICT (recipe_id) DO UPDATE SET key_count = excluded.key_count,
                                                      staple_count = excluded.staple_count
                """, [.integer(recipe)])
        }
        return changed
    }
}
