import YoriKit

/// What happened to one recipe of a web, JSON-LD or Cooklang import.
public struct ImportedRecipe: Sendable, Equatable {
    public enum Change: String, Sendable { case added, updated, unchanged }
    public var id: Int64
    public var name: String
    public var change: Change
}

extension YoriDatabase {
    /// Adds or updates recipes read from web pages or Cooklang files, by their (source,
    /// source_ref) identity (the page's address), keeping each one's `sourceURL`; all in one
    /// transaction, so a failure leaves the database as it was.
    public func importWebRecipes(_ recipes: [Recipe]) throws(StoreError) -> [ImportedRecipe] {
        do {
            return try db.transaction {
                let writer = try RecipeWriter(db)
                var out: [ImportedRecipe] = []
                for recipe in recipes {
                    let stored = try db.rows("SELECT id, fingerprint, source_url FROM recipes WHERE source = ? AND source_ref = ?",
                                             [.text(recipe.source.rawValue), .text(recipe.sourceRef)]) {
                        ($0.int(0), $0.optionalString(1), $0.optionalString(2))
                    }.first
                    let fingerprint = recipe.fingerprint
                    if let stored, stored.1 == fingerprint, stored.2 == recipe.sourceURL {
                        out.append(ImportedRecipe(id: stored.0, name: recipe.name, change: .unchanged))
                        continue
                    }
                    let id = try writer.write(recipe, fingerprint: fingerprint)
                    try db.run("UPDATE recipes SET source_url = ? WHERE id = ?", [SQLValue(recipe.sourceURL), .integer(id)])
                    out.append(ImportedRecipe(id: id, name: recipe.name, change: stored == nil ? .added : .updated))
                }
                return out
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
