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

    /// Every recipe having an ingredient whose match key is in `keys`, by id, with its
    /// ingredients (not steps). `cook` goes through `recipeCandidates`; this is for tools and tests.
    public func recipes(usingAnyOf keys: Set<String>) throws(StoreError) -> [Recipe] {
        guard !keys.isEmpty else { return [] }
        let marks = Array(repeating: "?", count: keys.count).joined(separator: ", ")
        do {
            let ids = try db.rows("SELECT DISTINCT recipe_id FROM recipe_ingredients WHERE match_key IN (\(marks)) ORDER BY recipe_id",
                                  keys.sorted().map { SQLValue.text($0) }) { $0.int(0) }
            return try recipes(withIDs: ids)
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

    /// Every recipe named exactly `name`, the user's own first, then by id (ingredients, no steps).
    public func recipes(named name: String) throws(StoreError) -> [Recipe] {
        do {
            let ids = try db.rows("SELECT id FROM recipes WHERE name = ? ORDER BY source = 'user' DESC, id",
                                  [.text(name)]) { $0.integer(0) }
            return try recipes(withIDs: ids)
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

    /// A recipe row; numbers outside `RecipeLimits` (written by another program) are dropped.
    static func recipe(_ row: Row) -> Recipe {
        RecipeLimits.sanitized(Recipe(id: row.int(0), source: RecipeSource(rawValue: row.string(1)) ?? .user, sourceRef: row.string(2),
               name: row.string(3), nameEnglish: row.string(4), kind: row.string(5), method: row.string(6),
               servings: RecipeLimits.checked(row[7].int, RecipeLimits.servings), minutes: RecipeLimits.checked(row[8].int, RecipeLimits.minutes), kcal: row[9].double,
               ingredients: [], steps: [], tip: row.optionalString(10)))
    }
}
