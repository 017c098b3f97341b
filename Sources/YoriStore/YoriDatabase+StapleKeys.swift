import YoriKit

extension YoriDatabase {
    /// Makes `staple_keys` and each recipe's `staple_count` agree with `staples` (the lexicon's
    /// staples as the user changed them). Cheap when nothing changed; otherwise only the
    /// recipes using a changed ingredient are touched. `RecipeWriter` counts staples from
    /// `staple_keys` as it writes a recipe, so the counts stay right between changes.
    public func syncStapleKeys(_ staples: Set<String>) throws(StoreError) {
        let stored: Set<String>
        do { stored = Set(try db.rows("SELECT key FROM staple_keys") { $0.string(0) }) } catch {
            throw StoreError.sqlite(path: path, error)
        }
        guard stored != staples else { return }
        try writing {
            // Read again inside the transaction: another process may have synced meanwhile.
            let current = Set(try db.rows("SELECT key FROM staple_keys") { $0.string(0) })
            for (keys, step) in [(staples.subtracting(current), 1), (current.subtracting(staples), -1)] {
                for key in keys.sorted() {
                    try db.run(step > 0 ? "INSERT INTO staple_keys (key) VALUES (?)" : "DELETE FROM staple_keys WHERE key = ?",
                               [.text(key)])
                    try db.run("""
                        UPDATE recipe_key_counts SET staple_count = staple_count + (\(step))
                        WHERE recipe_id IN (SELECT DISTINCT recipe_id FROM recipe_ingredients WHERE match_key = ?)
                        """, [.text(key)])
                }
            }
        }
    }

    /// Per recipe, how many more of its keys are staples in `staples` than `staple_count`
    /// says (negative: fewer): what `syncStapleKeys` would add, for a file it cannot write.
    func unsyncedStapleDelta(_ staples: Set<String>) throws(SQLiteError) -> [Int64: Int] {
        let stored = Set(try db.rows("SELECT key FROM staple_keys") { $0.string(0) })
        var delta: [Int64: Int] = [:]
        for (keys, step) in [(staples.subtracting(stored), 1), (stored.subtracting(staples), -1)] {
            for key in keys {
                for id in try db.rows("SELECT DISTINCT recipe_id FROM recipe_ingredients WHERE match_key = ?",
                                      [.text(key)], { $0.int(0) }) {
                    delta[id, default: 0] += step
                }
            }
        }
        return delta
    }
}
