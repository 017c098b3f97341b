import YoriKit

extension YoriDatabase {
    /// Adds or updates `recipes` by their (source, source_ref) identity, all in one
    /// transaction: when anything fails, the database is left exactly as it was.
    ///
    /// A recipe whose stored fingerprint equals its own is unchanged and not written;
    /// one with another fingerprint is updated in place, so its id stays the same.
    /// - Parameter progress: called with the number of recipes handled so far, every
    ///   `progressEvery` recipes and at the end.
    public func importRecipes(_ recipes: [Recipe], progressEvery: Int = 200,
                              progress: (Int) -> Void = { _ in }) throws(StoreError) -> ImportCounts {
        do {
            return try db.transaction {
                var counts = ImportCounts()
                let stored = try db.prepare("SELECT fingerprint FROM recipes WHERE source = ? AND source_ref = ?")
                let writer = try RecipeWriter(db)
                for (index, recipe) in recipes.enumerated() {
                    try stored.reset([.text(recipe.source.rawValue), .text(recipe.sourceRef)])
                    let found = try stored.step()
                    let storedPrint = found ? Row(statement: stored)[0].string : nil
                    try stored.reset()
                    let fingerprint = recipe.fingerprint
                    if !found {
                        try writer.write(recipe, fingerprint: fingerprint)
                        counts.new += 1
                    } else if storedPrint == fingerprint {
                        counts.unchanged += 1
                    } else {
                        try writer.write(recipe, fingerprint: fingerprint)
                        counts.updated += 1
                    }
                    let done = index + 1
                    if done % max(1, progressEvery) == 0 || done == recipes.count { progress(done) }
                }
                return counts
            }
        } catch let error as SQLiteError {
            throw StoreError.sqlite(path: path, error)
        } catch let error as StoreError {
            throw error
        } catch {
            throw StoreError.sqlite(path: path, SQLiteError(code: 1, message: String(describing: error)))
        }
    }
}
