/// What `CookRcpImporter` made of a file's rows.
public struct CookRcpConversion: Sendable {
    /// The recipes of the usable rows, in file order.
    public var recipes: [Recipe]
    /// The rows that cannot be used, with why (one entry per problem).
    public var problems: [CookRcpRowProblem]
    /// Rows imported with something missing.
    public var warnings: [CookRcpRowWarning]

    public init(recipes: [Recipe] = [], problems: [CookRcpRowProblem] = [], warnings: [CookRcpRowWarning] = []) {
        self.recipes = recipes
        self.problems = problems
        self.warnings = warnings
    }

    /// How many rows could not be used.
    public var badRowCount: Int { Set(problems.map(\.row)).count }

    /// Ingredient lines read from the usable rows.
    public var ingredientLines: Int { recipes.reduce(0) { $0 + $1.ingredients.count } }

    /// Of those, the lines the lexicon knows (a canonical name was found).
    public var resolvedLines: Int {
        recipes.reduce(0) { $0 + $1.ingredients.filter { $0.canonical != nil }.count }
    }
}
