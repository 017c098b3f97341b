import YoriKit

extension YoriDatabase {
    // MARK: User recipes

    /// Stores a new user recipe (source `user`, reference `user-N`); returns it with its id.
    public func addUserRecipe(_ recipe: Recipe) throws(StoreError) -> Recipe {
        try writing {
            var recipe = recipe
            recipe.source = .user
            let next = (try db.scalar(RecipeWriter.nextID)?.int) ?? 1
            recipe.sourceRef = "user-\(next)"
            recipe.id = try upsert(recipe)
            return recipe
        }
    }

    /// The id of the user's own recipe named `name` (spaces at the ends ignored), if there is one.
    public func userRecipeID(named name: String) throws(StoreError) -> Int64? {
        try reading {
            try db.scalar("SELECT id FROM recipes WHERE source = 'user' AND trim(name) = trim(?) ORDER BY id LIMIT 1",
                          [.text(name)])?.int
        }
    }

    /// Saves changes to a user recipe (by its id); other sources are refused by the caller.
    public func updateUserRecipe(_ recipe: Recipe) throws(StoreError) {
        try writing {
            guard recipe.source == .user else { throw SQLiteError(code: 1, message: "only user recipes can be edited") }
            try upsert(recipe)
        }
    }

    /// Removes a user recipe; its bookmark goes, its log lines keep the name.
    public func removeUserRecipe(id: Int64) throws(StoreError) {
        try writing { try db.run("DELETE FROM recipes WHERE id = ? AND source = 'user'", [.integer(id)]) }
    }

    // MARK: Bookmarks

    /// Bookmarks or unbookmarks; returns whether anything changed.
    public func setBookmark(recipeID: Int64, _ on: Bool) throws(StoreError) -> Bool {
        try writing {
            if on {
                try db.run("INSERT OR IGNORE INTO bookmarks (recipe_id) VALUES (?)", [.integer(recipeID)])
            } else {
                try db.run("DELETE FROM bookmarks WHERE recipe_id = ?", [.integer(recipeID)])
            }
            return db.changes > 0
        }
    }

    /// Bookmarked recipes, newest bookmark first.
    public func bookmarkedRecipes() throws(StoreError) -> [Recipe] {
        do {
            let ids = try db.rows("SELECT recipe_id FROM bookmarks ORDER BY created DESC, rowid DESC") { $0.int(0) }
            return try recipes(withIDs: ids)
        } catch {
            throw StoreError.sqlite(path: path, error)
        }
    }

    // MARK: Cooking log

    @discardableResult
    public func logCooked(_ entry: CookedEntry) throws(StoreError) -> CookedEntry {
        try writing {
            try db.run("INSERT INTO cooking_log (recipe_id, recipe_name, day, rating, note) VALUES (?, ?, ?, ?, ?)",
                       [entry.recipeID.map { SQLValue.integer($0) } ?? .null, .text(entry.recipeName), .text(entry.day.description),
                        SQLValue(entry.rating), SQLValue(entry.note)])
            var entry = entry
            entry.id = db.lastInsertRowID
            // As `cookingLog` reads it: the English name is the recipe's.
            if let id = entry.recipeID {
                entry.recipeNameEnglish = try db.scalar("SELECT name_en FROM recipes WHERE id = ?", [.integer(id)])?.string ?? ""
            }
            return entry
        }
    }

    /// The cooking log, newest first.
    public func cookingLog() throws(StoreError) -> [CookedEntry] {
        do {
            // The English name comes from the recipe while it exists (a log line keeps only the Korean).
            return try db.rows("""
                SELECT l.id, l.recipe_id, l.recipe_name, l.day, l.rating, l.note, r.name_en FROM cooking_log l
                LEFT JOIN recipes r ON r.id = l.recipe_id ORDER BY l.day DESC, l.id DESC
                """) { row in
                CookedEntry(id: row.int(0), recipeID: row[1].int, recipeName: row.string(2), recipeNameEnglish: row.string(6),
                            day: LocalDay(iso: row.string(3)) ?? LocalDay(daysSinceEpoch: 0),
                            rating: RecipeLimits.checked(row[4].int, 1...5), note: row.optionalString(5))
            }
        } catch {
            throw StoreError.sqlite(path: path, error)
        }
    }

    /// Recipe id → preference: a bookmark +1, plus the mean of (rating − 3) / 2 over its ratings.
    public func recipePreferences() throws(StoreError) -> [Int64: Double] {
        do {
            var scores: [Int64: Double] = [:]
            for id in try db.rows("SELECT recipe_id FROM bookmarks", [], { $0.int(0) }) {
                scores[id, default: 0] += CookedEntry.bookmarkPreference
            }
            let rated = try db.rows("""
                SELECT recipe_id, avg((rating - 3) / 2.0) FROM cooking_log
                WHERE recipe_id IS NOT NULL AND rating IS NOT NULL GROUP BY recipe_id
                """) { ($0.int(0), $0[1].double ?? 0) }
            for (id, score) in rated { scores[id, default: 0] += score }
            return scores
        } catch {
            throw StoreError.sqlite(path: path, error)
        }
    }
}
