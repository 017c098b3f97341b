/// What a conversation is about, so the next line can lean on it (`국 종류로`, `이거`,
/// `냉동은?`): the request behind the last list with every refinement on it, the recipe in
/// focus, and the ingredient last talked about. One value, owned by the `Session`, passed
/// to `DialogueResolver` and saved with the conversation (as JSON, `DialogueState+JSON`; a
/// state that does not read, or of another version, is ignored).
public struct DialogueState: Equatable, Sendable {
    /// The layout version; a stored state of another version is dropped.
    public static let currentVersion = 1
    public var version = DialogueState.currentVersion
    /// The request the last list answers, refinements included.
    public var request: DialogueRequest?
    /// The recipe `이거` / `it` means: the one shown last, or the only one of a list.
    public var focusRecipe: Int64?
    /// The fridge item or ingredient talked about last (`계란 10개 샀어` → 계란), with the
    /// unit it was counted in.
    public var focusItem: String?
    public var focusUnit: String?
    /// The ingredients of the last storage tip (`냉동은?` asks about them).
    public var tipFor: [String] = []
    /// The last answer was about the shopping list (shown, added to, taken from): `대파는 빼줘`,
    /// `양파도 추가해줘` then change the list, not the fridge.
    public var onShoppingList = false
    /// The foods the last answer named (bought just now, or listed as due): `what can I make with them?`,
    /// `그걸로 뭐 만들어` ask with these.
    public var recentItems: [String] = []

    public init() {}

    /// Whether nothing is kept.
    public var isEmpty: Bool {
        request == nil && focusRecipe == nil && focusItem == nil && tipFor.isEmpty && !onShoppingList && recentItems.isEmpty
    }
}

/// A list request as it now stands: what was asked and every filter a follow-up put on it.
public struct DialogueRequest: Equatable, Sendable {
    public enum Source: String, Sendable {
        /// `cook` with ingredients, or from the fridge (no ingredients).
        case cook
        /// A recipe search.
        case search
    }
    public var source: Source
    /// The line that set the request as it stands (a new request or the last refinement).
    public var text: String
    /// The line of the request this one narrowed (`nil`: a request of its own).
    public var refines: String?
    /// The ingredient words asked (`cook`), empty from the fridge.
    public var ingredients: [String] = []
    /// The search text (`search`).
    public var query: String = ""
    public var filters = DialogueFilters()
    /// Every recipe listed for the request so far (`다른 거` lists others).
    public var shown: [Int64] = []

    public init(source: Source, text: String, refines: String? = nil, ingredients: [String] = [], query: String = "",
                filters: DialogueFilters = DialogueFilters(), shown: [Int64] = []) {
        self.source = source
        self.text = text
        self.refines = refines
        self.ingredients = ingredients
        self.query = query
        self.filters = filters
        self.shown = shown
    }
}

/// The filters of a request, as the user stacked them.
public struct DialogueFilters: Equatable, Sendable {
    public var kind: String?
    public var method: String?
    public var exclude: [String] = []
    public var maxMinutes: Int?
    public var maxKcal: Double?
    public var onlyHave = false
    /// At most this many non-staple ingredients (`더 간단한 거`, each time fewer).
    public var maxIngredients: Int?
    /// Recipes already listed and left out (`다른 거`).
    public var notIDs: [Int64] = []
    /// A tag the recipes must have (`매운 거`), or must not (`안 매운 거`).
    public var tag: String?
    public var notTag: String?
    /// Only dishes of a family (`죽 같은 거`).
    public var family: String?
    /// How many people the list is for (`4인분 뭐 만들어`, `cook --servings 4`): kept by every refinement, so a
    /// recipe picked from the narrowed list is still shown and bought for them.
    public var servings: Int?

    public init(kind: String? = nil, method: String? = nil, exclude: [String] = [], maxMinutes: Int? = nil,
                maxKcal: Double? = nil, onlyHave: Bool = false, maxIngredients: Int? = nil, notIDs: [Int64] = []) {
        self.kind = kind
        self.method = method
        self.exclude = exclude
        self.maxMinutes = maxMinutes
        self.maxKcal = maxKcal
        self.onlyHave = onlyHave
        self.maxIngredients = maxIngredients
        self.notIDs = notIDs
    }

    /// The filters of a `cook` list.
    public init(_ filter: MatchFilter) {
        self.init(kind: filter.kind, method: filter.method, exclude: filter.narrowing.exclude,
                  maxMinutes: filter.narrowing.maxMinutes, maxKcal: filter.maxKcal, onlyHave: filter.strict,
                  maxIngredients: filter.narrowing.maxIngredients, notIDs: filter.narrowing.notIDs)
        tag = filter.narrowing.tag
        notTag = filter.narrowing.notTag
        family = filter.narrowing.family
        servings = filter.servings
    }

    /// The filters of a search list.
    public init(_ search: RecipeSearch) {
        self.init(kind: search.kind, method: search.method, exclude: search.narrowing.exclude,
                  maxMinutes: search.narrowing.maxMinutes, maxKcal: search.maxKcal, onlyHave: search.narrowing.onlyHave,
                  maxIngredients: search.narrowing.maxIngredients, notIDs: search.narrowing.notIDs)
        tag = search.narrowing.tag
        notTag = search.narrowing.notTag
        family = search.narrowing.family
    }

    /// What the session narrows by itself.
    public var narrowing: Narrowing {
        var narrowing = Narrowing(exclude: exclude, maxMinutes: maxMinutes, maxIngredients: maxIngredients, onlyHave: onlyHave,
                                  notIDs: notIDs)
        narrowing.tag = tag
        narrowing.notTag = notTag
        narrowing.family = family
        return narrowing
    }

    /// As a `cook` filter (`onlyHave`: nothing missing).
    public var matchFilter: MatchFilter {
        var filter = MatchFilter(strict: onlyHave, kind: kind, method: method, maxKcal: maxKcal)
        filter.narrowing = narrowing
        filter.servings = servings
        return filter
    }
}
