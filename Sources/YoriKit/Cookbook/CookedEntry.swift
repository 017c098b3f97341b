/// One line of the cooking log: a dish cooked on a day, maybe rated and noted.
public struct CookedEntry: Sendable, Equatable {
    public var id: Int64
    /// The recipe, while it exists (a removed user recipe keeps its log lines by name).
    public var recipeID: Int64?
    public var recipeName: String
    /// The recipe's English name, when it has one (built-in recipes; "" otherwise): English
    /// answers name the dish with it, or with a name made from the Korean.
    public var recipeNameEnglish: String
    public var day: LocalDay
    /// 1…5.
    public var rating: Int?
    public var note: String?

    public init(id: Int64 = 0, recipeID: Int64?, recipeName: String, recipeNameEnglish: String = "", day: LocalDay,
                rating: Int? = nil, note: String? = nil) {
        self.id = id
        self.recipeID = recipeID
        self.recipeName = recipeName
        self.recipeNameEnglish = recipeNameEnglish
        self.day = day
        self.rating = rating
        self.note = note
    }

    /// How much a rating lifts (or lowers) a recipe in recommendations: 5 → +1, 3 → 0, 1 → −1.
    public static func preference(rating: Int) -> Double { Double(rating - 3) / 2 }
    /// How much a bookmark lifts a recipe in recommendations.
    public static let bookmarkPreference = 1.0
}

/// A recipe request yori turns down, and why.
public enum RecipeRefusal: Sendable, Equatable {
    /// `2번` or `그거` with nothing listed or shown yet.
    case noRecipe
    /// `15번` when the last list has only `count`, numbered from `first` (a later page's list
    /// starts past 1).
    case notInList(Int, count: Int, first: Int = 1)
    /// `yori show 99999`: no recipe has this id.
    case noSuchID(Int64)
    /// `more` with no search before it.
    case noSearch
    /// `5페이지` when the last list has `pages` pages.
    case noSuchPage(Int, pages: Int)
    /// Only the user's own recipes may be edited or removed.
    case notUserRecipe(name: String, source: RecipeSource, english: String = "")
    /// A recipe that fails validation: the field and why.
    case invalid(RecipeDraftError)
    /// A rating outside 1…5.
    case badRating(Int)
    /// Servings asked of a recipe that does not say how many it makes (`4인분으로`): nothing to scale from.
    case unknownServings(Recipe)
}

/// What happened to a user recipe.
public enum RecipeChange: String, Sendable {
    case added, copied, edited, removed
}
