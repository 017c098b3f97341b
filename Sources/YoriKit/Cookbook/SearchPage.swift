/// One page of search results: what was asked, which page, and how many there are in all.
public struct SearchPage: Sendable {
    public let search: RecipeSearch
    /// 1-based.
    public let page: Int
    /// Results per page.
    public let limit: Int
    /// Matching recipes in all pages.
    public let total: Int
    /// This page's recipes, best first (ingredients loaded, steps not).
    public let recipes: [Recipe]
    /// For a query that found nothing: recipe names close to it (`SpellingSuggester`).
    public var suggestions: [SpellingSuggester.Suggestion] = []
    /// The query as typed when it was searched by the Korean name it romanizes (`japchae` → 잡채): the answer
    /// echoes what the user wrote.
    public var typed: String?
    /// The line of the request this list narrowed, if any.
    public var refines: String?

    public init(search: RecipeSearch, page: Int, limit: Int, total: Int, recipes: [Recipe]) {
        self.search = search
        self.page = page
        self.limit = limit
        self.total = total
        self.recipes = recipes
    }

    /// The 1-based position of this page's first recipe in all the results.
    public var firstNumber: Int { (page - 1) * limit + 1 }
    /// Whether a later page has more.
    public var hasMore: Bool { page * limit < total }
}

/// One page of a search as the store gives it: the page's recipes and how many match in all.
public struct SearchResult: Sendable {
    public var total: Int
    public var recipes: [Recipe]

    public init(total: Int, recipes: [Recipe]) {
        self.total = total
        self.recipes = recipes
    }
}

/// How well a recipe fits a search; lower is better (the search order, see `SearchMatcher`).
public enum SearchRank: Int, Sendable, Comparable {
    case exactName = 0, namePrefix, nameContains, ingredient

    public static func < (a: SearchRank, b: SearchRank) -> Bool { a.rawValue < b.rawValue }

    /// The rank of a name for a 초성 query: the same consonants, a prefix, inside, or (for
    /// queries of 3 or more consonants) the same length with one consonant off, as typos go.
    public static func ofChoseong(_ name: String, query: String) -> SearchRank? {
        let initials = Array(Hangul.choseong(name).unicodeScalars)
        let wanted = Array(query.unicodeScalars.filter { $0 != " " })
        guard !wanted.isEmpty else { return nil }
        if initials == wanted { return .exactName }
        if initials.starts(with: wanted) { return .namePrefix }
        if initials.count > wanted.count,
           (0...(initials.count - wanted.count)).contains(where: { Array(initials[$0..<($0 + wanted.count)]) == wanted }) {
            return .nameContains
        }
        if wanted.count >= 3, initials.count == wanted.count,
           zip(initials, wanted).filter({ $0 != $1 }).count == 1 {
            return .ingredient  // the weakest rank: a near miss
        }
        return nil
    }
}
