import YoriKit

extension YoriDatabase {
    /// Keeps a recipe's steps and tip in English (a translation by the model): every step or
    /// none, in one transaction. Refused (nothing written) when the recipe no longer has that
    /// many steps, so a translation never lands on steps it was not made from.
    public func saveEnglishSteps(recipeID: Int64, steps: [String], tip: String?, reductionTip: String? = nil) throws(StoreError) {
        try writing {
            let positions = try db.rows("SELECT position FROM recipe_steps WHERE recipe_id = ? ORDER BY position",
                                        [.integer(recipeID)]) { $0.int(0) }
            guard positions.count == steps.count, !steps.isEmpty else {
                throw StoreError.sqlite(path: path, SQLiteError(code: 1, message: "the recipe's steps changed; nothing was stored"))
            }
            for (position, text) in zip(positions, steps) {
                try db.run("UPDATE recipe_steps SET text_en = ? WHERE recipe_id = ? AND position = ?",
                           [.text(text), .integer(recipeID), .integer(position)])
            }
            if let tip { try db.run("UPDATE recipes SET tip_en = ? WHERE id = ?", [.text(tip), .integer(recipeID)]) }
            if let reductionTip {
                try db.run("UPDATE recipes SET reduction_tip_en = ? WHERE id = ?", [.text(reductionTip), .integer(recipeID)])
            }
        }
    }
}
