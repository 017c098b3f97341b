import YoriKit

extension YoriDatabase {
    /// Inserts or updates one recipe by its (source, source_ref) identity, with everything
    /// it holds (see `RecipeWriter`; use one writer for many recipes).
    /// - Returns: the recipe's id (unchanged when it already existed).
    @discardableResult
    func upsert(_ recipe: Recipe) throws(SQLiteError) -> Int64 {
        try RecipeWriter(db).write(recipe)
    }

    /// Recipes having an ingredient whose match key is in `keys`, with their ingredients
    /// and tags (steps are not loaded: matching does not need them).
    public func recipes(usingAnyOf keys: Set<String>) throws(StoreError) -> [Recipe] {
        guard !keys.isEmpty else { return [] }
        let sortedKeys = keys.sorted()
        let marks = Array(repeating: "?", count: sortedKeys.count).joined(separator: ", ")
        let wanted = "SELECT DISTINCT recipe_id FROM recipe_ingredients WHERE match_key IN (\(marks))"
        let values = sortedKeys.map { SQLValue.text($0) }
        do {
            var recipes = try db.rows("""
                SELECT id, source, source_ref, name, name_en, kind, method, servings, minutes, kcal, tip
                FROM recipes WHERE id IN (\(wanted)) ORDER BY id
                """, values, Self.recipe)
            var index: [Int64: Int] = [:]
            for (i, r) in recipes.enumerated() { index[r.id] = i }
            let lines = try db.rows("""
                SELECT recipe_id, name, canonical, amount, grp, prep FROM recipe_ingredients
                WHERE recipe_id IN (\(wanted)) ORDER BY recipe_id, position
                """, values) { row in
                (row.int(0), RecipeIngredient(
                    name: row.string(1), canonical: row.optionalString(2), amount: row.string(3),
                    group: IngredientGroup(rawValue: row.string(4)) ?? .secondary, prep: row.optionalString(5)))
            }
            for (id, line) in lines { if let i = index[id] { recipes[i].ingredients.append(line) } }
            return recipes
        } catch {
            throw StoreError.sqlite(path: path, error)
        }
    }

    /// Number of stored recipes from `source`.
    public func recipeCount(source: RecipeSource? = nil) throws(StoreError) -> Int {
        do {
            if let source {
                return Int(try db.scalar("SELECT count(*) FROM recipes WHERE source = ?", [.text(source.rawValue)])?.int ?? 0)
            }
            return Int(try db.scalar("SELECT count(*) FROM recipes")?.int ?? 0)
        } catch {
            throw StoreError.sqlite(path: path, error)
        }
    }

    static func recipe(_ row: Row) -> Recipe {
        Recipe(id: row.int(0), source: RecipeSource(rawValue: row.string(1)) ?? .user, sourceRef: row.string(2),
               name: row.string(3), nameEnglish: row.string(4), kind: row.string(5), method: row.string(6),
               servings: row[7].int.map(Int.init), minutes: row[8].int.map(Int.init), kcal: row[9].double,
               ingredients: [], steps: [], tip: row.optionalString(10))
    }
}
