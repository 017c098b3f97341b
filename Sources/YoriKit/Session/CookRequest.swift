/// A `cook` list as it was asked, so `more` can page it and a later run can pick it up: the
/// ingredient words (none: from the fridge), the filters, the page and its size.
public struct CookRequest: Equatable, Sendable {
    public var words: [String]
    public var filter: MatchFilter
    /// 1-based.
    public var page: Int
    public var limit: Int

    public init(words: [String], filter: MatchFilter = MatchFilter(), page: Int = 1, limit: Int = 10) {
        self.words = words
        self.filter = filter
        self.page = page
        self.limit = limit
    }
}

/// Which kind of list was shown last: `more` continues it.
public enum ListSource: String, Equatable, Sendable {
    case search
    case cook
}
