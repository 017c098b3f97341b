/// What later lines of a conversation may refer to, kept between runs (`yori ask`, pipe mode
/// and `--continue` pick it up): the last list's recipe ids in order, the ingredient words that
/// list was asked with (so what each recipe lacks can be worked out again), the recipe shown
/// last, the last search with the page shown, the last `cook` request with its page and
/// filters, and which of the two lists came last (`more` continues that one).
public struct SessionContext: Equatable, Sendable {
    public var listIDs: [Int64]
    public var asked: [String]
    public var shownID: Int64?
    public var search: RecipeSearch?
    public var searchPage: Int
    public var searchLimit: Int
    public var cook: CookRequest?
    public var listSource: ListSource?
    /// The number shown for the list's first recipe (lists are numbered across pages).
    public var listStart: Int
    /// How the recipe shown last was scaled (`4인분으로`): the factor and the servings it was shown for.
    public var shownFactor: Double?
    public var shownServings: Double?

    public init(listIDs: [Int64], asked: [String], shownID: Int64?, search: RecipeSearch? = nil,
                searchPage: Int = 1, searchLimit: Int = 10, cook: CookRequest? = nil, listSource: ListSource? = nil,
                listStart: Int = 1, shownFactor: Double? = nil, shownServings: Double? = nil) {
        self.listIDs = listIDs
        self.asked = asked
        self.shownID = shownID
        self.search = search
        self.searchPage = searchPage
        self.searchLimit = searchLimit
        self.cook = cook
        self.listSource = listSource
        self.listStart = listStart
        self.shownFactor = shownFactor
        self.shownServings = shownServings
    }
}

/// Where a conversation's `SessionContext` is kept.
public struct ContextStoreClient: Sendable {
    public var load: @Sendable (_ conversation: String) throws -> SessionContext?
    public var save: @Sendable (_ conversation: String, _ context: SessionContext) throws -> Void
    /// Recipes by id, in the order given, leaving out ids that no longer exist.
    public var recipes: @Sendable (_ ids: [Int64]) throws -> [Recipe]
    /// The conversation's `DialogueState` as JSON text (`nil`: none kept).
    public var loadDialogue: @Sendable (_ conversation: String) throws -> String? = { _ in nil }
    public var saveDialogue: @Sendable (_ conversation: String, _ state: String) throws -> Void = { _, _ in }

    public init(load: @escaping @Sendable (_ conversation: String) throws -> SessionContext?,
                save: @escaping @Sendable (_ conversation: String, _ context: SessionContext) throws -> Void,
                recipes: @escaping @Sendable (_ ids: [Int64]) throws -> [Recipe]) {
        self.load = load
        self.save = save
        self.recipes = recipes
    }

    /// Keeps nothing: references live only as long as the session.
    public static let none = ContextStoreClient(load: { _ in nil }, save: { _, _ in }, recipes: { _ in [] })
}

extension Session {
    /// Picks up what an earlier run of this conversation showed, so `2번 보여줘` still points
    /// at the same recipe. A list with a recipe removed since is dropped whole: a number must
    /// never point at a different recipe than the one the user saw.
    /// - Parameter lists: `false` for commands that never show or follow a list (`fridge`, `tip`):
    ///   the last list is not loaded and matched again, and this session then never saves the
    ///   references (so it cannot overwrite them with less); the dialogue state is restored all the same.
    /// - Parameter reloadingList: `false` for a command that shows a new first page and never
    ///   refers to the list before it (`yori cook`): the rest is restored, the list's recipes are
    ///   neither loaded nor matched again (the first page replaces the list whatever it was).
    public mutating func restoreContext(lists: Bool = true, reloadingList: Bool = true) {
        keepsContext = lists
        guard lists else { restoreDialogue(); return }
        guard let saved = try? context.load(conversation) else { restoreDialogue(); return }
        storedContext = saved
        if reloadingList, !saved.listIDs.isEmpty, let recipes = try? context.recipes(saved.listIDs),
           recipes.count == saved.listIDs.count {
            lastList = recipes
            lastListStart = max(1, saved.listStart)
            lastAsked = saved.asked
            // A cook list (asked words, or none for the fridge) is matched again as `cook` would now.
            let isCook = saved.listSource == .cook || (saved.listSource == nil && !saved.asked.isEmpty)
            let cookPlan = isCook ? plan(forWords: saved.asked) : nil
            lastMatches = cookPlan.map { plan in recipes.map { plan.match($0) ?? unmatched($0) } } ?? []
        }
        lastCook = saved.cook
        lastListSource = saved.listSource
        if let id = saved.shownID, let shown = try? store.recipeNamed(String(id)) {
            lastShown = shown
            // Shown scaled: as it was shown (`장보기에 넣어줘` in the next run takes those amounts).
            if let factor = saved.shownFactor, factor.isFinite, factor > 0 {
                let servings = saved.shownServings.flatMap { $0 == $0.rounded() && shown.servings != nil ? Int(exactly: $0) : nil }
                if let scaled = scaledRecipe(shown, servings.map(ServingsAsk.servings) ?? .factor(factor)) {
                    lastShown = scaled.recipe
                    lastScale = scaled.scale
                }
            }
        }
        if let search = saved.search {
            lastSearch = SearchPage(search: search, page: saved.searchPage, limit: saved.searchLimit, total: 0, recipes: [])
        }
        restoreDialogue()
    }

    /// Saves what later runs may refer to, unless the store holds it already; a failure only
    /// costs the references.
    mutating func saveContext() {
        let current = SessionContext(
            listIDs: lastList.map(\.id), asked: lastAsked, shownID: lastShown?.id, search: lastSearch?.search,
            searchPage: lastSearch?.page ?? 1, searchLimit: lastSearch?.limit ?? limit, cook: lastCook,
            listSource: lastListSource, listStart: lastListStart,
            shownFactor: lastShown == nil ? nil : lastScale?.factor, shownServings: lastShown == nil ? nil : lastScale?.to)
        guard keepsContext, current != storedContext else { return }
        do {
            try context.save(conversation, current)
            storedContext = current
        } catch {}
    }
}
