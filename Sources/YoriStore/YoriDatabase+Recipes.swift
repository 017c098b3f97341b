import YoriKit

extension YoriDatabase {
    /// Stores a generated recipe (the scale bench); callers wrap many in one transaction.
    public func insertForBench(_ recipe: Recipe) throws(StoreError) {
        do { try upsert(recipe) } catch { throw StoreError.sqlite(path: path, error) }
    }

    /// Inserts or updates one recipe by its (source, source_ref) identity, with everything
    /// it holds (see `RecipeWriter`; use one writer for many recipes).
    /// - Returns: the recipe's id (unchanged when it already existed).
    @discardableResult
    func upsert(_ recipe: Recipe) throws(SQLiteError) -> Int64 {
        try RecipeWriter(db).write(recipe)
    }

    /// Recipes having an ingredient whose match key is in `keys`, with their ingredients
    /// and tags (steps are not loaded: matching does not need them).
    ///
    /// On a large database only the `limit` most promising recipes are loaded: those with
    /// the most matching ingredients, then the fewest others. The matcher ranks them exactly.
    public func recipes(usingAnyOf keys: Set<String>, limit: Int = 300) throws(StoreError) -> [Recipe] {
        guard !keys.isEmpty else { return [] }
        let sortedKeys = keys.sorted()
        let marks = Array(repeating: "?", count: sortedKeys.count).joined(separator: ", ")
        let wanted = """
            SELECT hits.recipe_id FROM (
                SELECT recipe_id, count(DISTINCT match_key) AS hit FROM recipe_ingredients
                WHERE match_key IN (\(marks)) GROUP BY recipe_id
            ) AS hits LEFT JOIN recipe_key_counts AS k ON k.recipe_id = hits.recipe_id
            ORDER BY hits.hit DESC, coalesce(k.key_count, 99) - hits.hit, hits.recipe_id LIMIT \(max(1, limit))
            """
        let values = sortedKeys.map { SQLValue.text($0) }
        do {
            // Pick the ids once, then load by id: the pick is the costly part on a large database.
            let ids = try db.rows(wanted, values) { SQLValue.integer($0.int(0)) }
            return try recipes(withIDs: ids.compactMap(\.int))
        } catch {
            throw StoreError.sqlite(path: path, error)
        }
    }

    /// The recipe with this id or exact name (Korean or English; the user's own first), with
    /// everything stored about it (`recipe(source:ref:)` reads it).
    public func recipe(named nameOrID: String) throws(StoreError) -> Recipe? {
        do {
            let byID = Int64(nameOrID).map { [SQLValue.integer($0)] }
            let identity = try db.rows("""
                SELECT source, source_ref FROM recipes
                WHERE \(byID == nil ? "name = ? OR name_en = ? COLLATE NOCASE" : "id = ?")
                ORDER BY source = 'user' DESC, id LIMIT 1
                """, byID ?? [.text(nameOrID), .text(nameOrID)]) { ($0.string(0), $0.string(1)) }
            guard let (source, ref) = identity.first, let recipeSource = RecipeSource(rawValue: source) else { return nil }
            return try recipe(source: recipeSource, ref: ref)
        } catch let error as StoreError {
            throw error
        } catch {
            throw StoreError.sqlite(path: path, error as? SQLiteError ?? SQLiteError(code: 1, message: "\(error)"))
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
