/// What an import did to the database, recipe by recipe.
public struct ImportCounts: Equatable, Sendable {
    /// Recipes the database did not have.
    public var new: Int
    /// Recipes it had, with different content: replaced, keeping their ids.
    public var updated: Int
    /// Recipes it had with the same content: skipped.
    public var unchanged: Int

    public init(new: Int = 0, updated: Int = 0, unchanged: Int = 0) {
        self.new = new
        self.updated = updated
        self.unchanged = unchanged
    }

    /// All recipes looked at.
    public var total: Int { new + updated + unchanged }
}
