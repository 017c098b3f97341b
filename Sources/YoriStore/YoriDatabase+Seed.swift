import YoriKit

extension YoriDatabase {
    /// Loads the built-in recipes when this file has not seen this build's data yet.
    ///
    /// Built-in recipes keep their ids across releases (upsert by slug), so bookmarks
    /// and logs that point at them stay valid; recipes dropped from the data are removed.
    /// A new version of the data may come with a new lexicon, so the lines of imported and
    /// user recipes are filed again with `canonical` (`refreshIngredientKeys`) in the same
    /// transaction.
    /// - Returns: `true` when the data was (re)loaded now.
    @discardableResult
    public func seedBuiltinRecipes(version: String = BuiltinData.version,
                                   canonical: ((String) -> String?)? = nil,
                                   load: () throws -> [Recipe]) throws(StoreError) -> Bool {
        guard try meta("builtin_version") != version else { return false }
        let recipes: [Recipe]
        do { recipes = try load() } catch { throw StoreError.builtinData(String(describing: error)) }
        do {
            let loaded = try db.transaction { () throws -> Bool in
                // Read again under the write lock: another yori opening the file at the same
                // moment may have loaded the data meanwhile.
                guard try db.scalar("SELECT value FROM meta WHERE key = 'builtin_version'")?.string != version else {
                    return false
                }
                try db.execute("CREATE TEMP TABLE IF NOT EXISTS seen_builtin (ref TEXT PRIMARY KEY)")
                try db.execute("DELETE FROM seen_builtin")
                let seen = try db.prepare("INSERT OR IGNORE INTO seen_builtin (ref) VALUES (?)")
                // The writer's statements are compiled without the tables' CHECK constraints: every
                // value it writes is one of the enums those constraints list (source, group), and a
                // CHECK (x IN (…)) builds a temporary b-tree on every insert — a tenth of seeding.
                try db.execute("PRAGMA ignore_check_constraints = ON")
                defer { try? db.execute("PRAGMA ignore_check_constraints = OFF") }
                let writer = try RecipeWriter(db)
                for recipe in recipes where recipe.source == .builtin {
                    try writer.write(recipe)
                    try seen.reset([.text(recipe.sourceRef)])
                    while try seen.step() {}
                }
                try db.run("DELETE FROM recipes WHERE source = 'builtin' AND source_ref NOT IN (SELECT ref FROM seen_builtin)")
                if let canonical { _ = try refreshIngredientKeys(canonical: canonical) }
                try setMeta("builtin_version", version)
                return true
            }
            if !loaded { return false }
        } catch let error as SQLiteError {
            throw StoreError.sqlite(path: path, error)
        } catch {
            throw StoreError.builtinData(String(describing: error))
        }
        return true
    }
}
