import Synchronization

/// The user's side of the recipe book: bookmarks and the cooking log, behind closures.
public struct CookbookStoreClient: Sendable {
    /// Bookmarks (`true`) or unbookmarks a recipe; returns whether anything changed.
    public var setBookmark: @Sendable (_ recipeID: Int64, _ on: Bool) throws -> Bool
    /// Bookmarked recipes, newest bookmark first.
    public var bookmarks: @Sendable () throws -> [Recipe]
    /// Stores a log line; returns it with its id.
    public var logCooked: @Sendable (CookedEntry) throws -> CookedEntry
    /// The cooking log, newest first.
    public var log: @Sendable () throws -> [CookedEntry]
    /// Recipe id → preference: +1 for a bookmark, plus the mean of (rating − 3) / 2.
    public var preferences: @Sendable () throws -> [Int64: Double]

    public init(setBookmark: @escaping @Sendable (Int64, Bool) throws -> Bool,
                bookmarks: @escaping @Sendable () throws -> [Recipe],
                logCooked: @escaping @Sendable (CookedEntry) throws -> CookedEntry,
                log: @escaping @Sendable () throws -> [CookedEntry],
                preferences: @escaping @Sendable () throws -> [Int64: Double]) {
        self.setBookmark = setBookmark
        self.bookmarks = bookmarks
        self.logCooked = logCooked
        self.log = log
        self.preferences = preferences
    }

    /// Keeps nothing.
    public static let empty = CookbookStoreClient(setBookmark: { _, _ in false }, bookmarks: { [] }, logCooked: { $0 },
                                                  log: { [] }, preferences: { [:] })

    /// A cookbook in memory over `recipes`, for tests.
    public static func inMemory(_ recipes: [Recipe]) -> CookbookStoreClient {
        let state = Mutex<(marks: [Int64], log: [CookedEntry])>(([], []))
        return CookbookStoreClient(
            setBookmark: { id, on in
                state.withLock { s in
                    let has = s.marks.contains(id)
                    if on && !has { s.marks.insert(id, at: 0); return true }
                    if !on && has { s.marks.removeAll { $0 == id }; return true }
                    return false
                }
            },
            bookmarks: { state.withLock { s in s.marks.compactMap { id in recipes.first { $0.id == id } } } },
            logCooked: { entry in
                state.withLock { s in
                    var entry = entry
                    entry.id = Int64(s.log.count + 1)
                    s.log.insert(entry, at: 0)
                    return entry
                }
            },
            log: { state.withLock { $0.log } },
            preferences: {
                state.withLock { s in
                    var scores: [Int64: Double] = [:]
                    for id in s.marks { scores[id, default: 0] += CookedEntry.bookmarkPreference }
                    var ratings: [Int64: [Int]] = [:]
                    for entry in s.log { if let id = entry.recipeID, let r = entry.rating { ratings[id, default: []].append(r) } }
                    for (id, list) in ratings {
                        scores[id, default: 0] += list.map(CookedEntry.preference).reduce(0, +) / Double(list.count)
                    }
                    return scores
                }
            })
    }
}
