/// What a line of input asks yori to do: the language layer's output.
///
/// The REPL, `ask`, pipe mode and the fixed subcommands (`yori cook …`) all build
/// these values, so every way in is answered by the same code. `docs/LANGUAGE.md`
/// documents each case and its JSON form (`yori parse --json`).
public enum Command: Equatable, Sendable {
    /// Recipes that use these ingredients; none means "use what is in my fridge". The
    /// filter holds what the line asked for besides (`국`, `500칼로리 이하`).
    case recommend(ingredients: [AskedIngredient], filter: MatchFilter = MatchFilter())
    /// Recipes by name, ingredient, 초성, kind or method.
    case search(RecipeSearch)
    /// One recipe in full; `nil` means the recipe shown last (or in focus). `scale`: made for so many
    /// servings or so many times the amounts (`4인분으로`, `김치찌개 4인분`, `double it`): every amount scaled.
    case show(RecipeReference?, scale: ServingsAsk? = nil)
    case fridgeAdd([FridgeItemRequest])
    /// The inventory: only one place or one lexicon category (`채소`) when asked, in an order;
    /// only the lots of `ingredients` when the line asks about them (`계란 몇 개 남았어?`).
    case fridgeList(storage: StoragePlace?, category: String? = nil, sort: FridgeListing.Order? = nil,
                    ingredients: [AskedIngredient] = [])
    case fridgeUse([FridgeItemRequest])
    case fridgeDiscard([FridgeItemRequest])
    /// Every lot past its date thrown away (`유통기한 지난 거 다 버렸어`, `threw away everything expired`),
    /// or only those of the items named (`유통기한 지난 우유 버렸어`: the fresh milk stays).
    case fridgeDiscardExpired(_ items: [FridgeItemRequest] = [])
    /// Items moved to another place (`대파 냉동실로 옮겼어`, `대파 얼렸어`).
    case fridgeMove([FridgeItemRequest], to: StoragePlace)
    /// Packs opened (`우유 뜯었어`, `어제 고추장 개봉했어`, `opened the milk`), on `day` (`nil`: today):
    /// their date shortens to the opened life (`FridgePlanner.open`).
    case fridgeOpen([FridgeItemRequest], on: LocalDay?)
    /// What was added, used, thrown away and moved (`냉장고 기록`); only one kind of event when
    /// the line names it (`버린 거 기록 보여줘`, `what did I throw away`: `.discard`).
    case fridgeHistory(kind: FridgeEvent.Kind? = nil)
    /// Used and thrown away per month (`버린 음식 통계`, `fridge stats`).
    case fridgeStats
    /// Fridge items that expire within this many days (default: the alert window).
    case expiring(withinDays: Int?)
    case storageTip(ingredients: [AskedIngredient])
    /// Bookmark a recipe; `nil` means the recipe shown last.
    case bookmark(RecipeReference?)
    /// Remove a bookmark; `nil` means the recipe shown last.
    case unbookmark(RecipeReference?)
    /// The bookmarked recipes (`북마크 보여줘`, `show my bookmarks`).
    case bookmarks
    /// The next page of the last search (`more`, `더 보여줘`, `다음`).
    case more
    /// Another page of the last list than the next (`이전 페이지`, `3페이지`, `first page`).
    case page(PageMove)
    /// A dish was cooked (`계란말이 해먹었어, 별점 4`): logged, with an optional 1–5 rating
    /// and note, on `day` (`어제 …`; `nil` = today); `nil` recipe means the recipe shown last.
    case cooked(recipe: RecipeReference?, rating: Int?, note: String?, day: LocalDay? = nil)
    /// The cooking log (`뭐 해먹었지?`, `요리 기록 보여줘`).
    case cookingLog
    /// Put a recipe's missing ingredients on the shopping list; `nil` = the recipe shown last.
    case shopAddMissing(RecipeReference?)
    case shopAdd([FridgeItemRequest])
    case shopList
    /// Check items off the list.
    case shopDone([AskedIngredient])
    /// Take items off the list (`장보기에서 대파 빼줘`, `remove 대파 from the shopping list`).
    case shopRemove([AskedIngredient])
    /// Move the checked items into the fridge; with nothing checked, every item on the list
    /// (`장 다 봤어`, `bought everything on the shopping list`).
    case shopBought
    /// Empty the list, or only take the checked items off it (`장보기 목록 다 지워줘`,
    /// `체크한 거 지워줘`, `clear the shopping list`, `yori shop clear [--done]`).
    case shopClear(checkedOnly: Bool)
    case history
    case quota
    case help
    /// How to do something yori does with a subcommand (`레시피 추가` → `yori recipe add`).
    case guide(HelpTopic)
    /// Copy an answer: 1 = the last one (the default); `part` copies only that part of a
    /// recipe answer.
    case copy(ref: Int?, part: CopyPart? = nil)
    /// Nothing local understood the line; it may be forwarded to the LLM endpoint.
    case llm(text: String)
    /// Laughter, a greeting, symbols or keyboard mash: a short local reply, never the model.
    case chitchat(SmallTalk)
    /// A command-like word (`version`, `list`, `frigde`): a did-you-mean, never the model.
    case commandHint(CommandHint)
    /// Leave the REPL.
    case quit
    /// A blank line (or one with nothing readable in it). Its JSON intent is `help`: the
    /// answer is how to ask, and the exit code in one-shot mode is 2.
    case empty

    /// The intent name used in JSON (`yori parse --json`, JSON Lines answers).
    /// Whether the command asks for a list of recipes (a search, or ideas).
    var asksForAList: Bool {
        switch self {
        case .search, .recommend: true
        default: false
        }
    }

    public var intent: String {
        switch self {
        case .recommend: "recommend"
        case .search: "search"
        case .show: "show"
        case .fridgeAdd: "fridge_add"
        case .fridgeList: "fridge_list"
        case .fridgeUse: "fridge_use"
        case .fridgeDiscard, .fridgeDiscardExpired: "fridge_discard"
        case .fridgeMove: "fridge_move"
        case .fridgeOpen: "fridge_open"
        case .fridgeHistory: "fridge_history"
        case .fridgeStats: "fridge_stats"
        case .expiring: "expiring"
        case .storageTip: "storage_tip"
        case .bookmark: "bookmark"
        case .unbookmark: "unbookmark"
        case .bookmarks: "bookmarks"
        case .cookingLog: "cooked_list"
        case .chitchat: "chitchat"
        case .commandHint: "command_hint"
        case .guide: "help"
        case .more: "more"
        case .page: "page"
        case .cooked: "cooked"
        case .shopAddMissing: "shop_add_missing"
        case .shopAdd: "shop_add"
        case .shopList: "shop_list"
        case .shopDone: "shop_done"
        case .shopRemove: "shop_remove"
        case .shopBought: "shop_bought"
        case .shopClear: "shop_clear"
        case .history: "history"
        case .quota: "quota"
        case .help: "help"
        case .copy: "copy"
        case .llm: "llm"
        case .quit: "quit"
        case .empty: "help"
        }
    }
}

/// Where a `page` line goes in the last list.
public enum PageMove: Equatable, Sendable {
    case previous, first, last
    case number(Int)
    /// Back to the list: the page shown last when a recipe of it was shown since, else the one
    /// before (`back`, `go back`, `뒤로`).
    case back

    /// Its JSON form: `previous`, `first`, `last` or the page number.
    var json: JSONValue {
        switch self {
        case .previous: .string("previous")
        case .back: .string("back")
        case .first: .string("first")
        case .last: .string("last")
        case .number(let n): .int(Int64(n))
        }
    }
}

/// What a `guide` line asks how to do.
public enum HelpTopic: String, Equatable, Sendable {
    /// Writing a recipe of one's own: `yori recipe add`.
    case recipeAdd = "recipe_add"
}

/// A recipe search: free text (name, ingredient or 초성) and optional filters.
public struct RecipeSearch: Equatable, Sendable {
    public var query: String
    /// 반찬, 국&찌개, 밥, 일품, 후식, 기타.
    public var kind: String?
    /// 끓이기, 굽기, 볶기, 찌기, 튀기기, 기타.
    public var method: String?
    /// At most this many kcal per serving (recipes with a known kcal only).
    public var maxKcal: Double?
    /// The whole line was one word yori did not know (`블라블라`): searched on the chance
    /// that it names a recipe, and when nothing matches the line was not understood.
    public var bare: Bool
    /// What a follow-up narrowed the search by besides (`양파 빼고`); applied by the session.
    public var narrowing = Narrowing()
    /// A kind asked by a word that also names its dishes (`찌개`, `탕`: `Vocabulary.kindNames`):
    /// the session lists the dishes named so. Not a slot of the parse (`query` stays empty).
    public var namedBy: String?

    public init(query: String, kind: String? = nil, method: String? = nil, maxKcal: Double? = nil, bare: Bool = false) {
        self.query = query
        self.kind = kind
        self.method = method
        self.maxKcal = maxKcal
        self.bare = bare
    }
}

/// How a line points at a recipe: by its number in the last list, or by name.
public enum RecipeReference: Equatable, Sendable {
    /// 1-based; `-1` is the last of the list (`마지막 거`, `the last one`).
    case number(Int)
    case name(String)

    /// The number that means "the last one in the list".
    public static let lastInList = -1
}

/// The part of a recipe answer `copy` can take on its own.
public enum CopyPart: String, Equatable, Sendable, CaseIterable {
    case ingredients
    case steps
    /// The missing ingredients, as a shopping list.
    case shopping
}

/// An item the user put in, used from, or threw out of the fridge.
public struct FridgeItemRequest: Equatable, Sendable {
    public var ingredient: AskedIngredient
    public var quantity: Double?
    public var unit: String?
    public var expires: LocalDay?
    public var storage: StoragePlace?
    /// The name as written when it says more than the ingredient (`할머니 된장`, `dragon
    /// fruit`); the item keeps it, while `ingredient` decides shelf life and matching.
    public var name: String? {
        // "할머니 된장🍲": the emoji leaves no stray space behind.
        didSet { name = name.map { $0.split(separator: " ").joined(separator: " ") } }
    }
    /// An expiry the line gave that is no real date (`13월 45일`, `2026-02-30`), as written:
    /// the request is refused rather than added without it.
    public var invalidExpiry: String?
    /// A part of what is stored rather than an amount (`우유 반`, `half the milk`: 0.5).
    public var share: Double?
    /// An amount that says no number (`김치 조금`, `some kimchi`), as written: a use or
    /// discard is asked about rather than taking everything.
    public var vague: String?
    /// An amount yori cannot read (`1e9모`), as written: the request is refused.
    public var invalidAmount: String?
    /// The day it was bought, when the line says a day gone by (`어제 두부 샀어`, `bought eggs
    /// 3 days ago`, `fridge add --bought`): the item is added on that day and its shelf life
    /// counts from it. `nil` for today.
    public var bought: LocalDay?
    /// The line only says when the food expires (`우유 유통기한 내일까지야`, `the milk expires
    /// tomorrow`): no verb of buying or putting in, no amount, no day it was bought. For food
    /// already stored, the session sets its date (as `fridge edit N --expires` does) rather than
    /// adding another lot; food not stored is added, dated so.
    public var statesExpiry = false
    /// The line asks to change the date (`두부 유통기한 내일로 바꿔줘`, `change the milk's date to friday`):
    /// food not stored is refused rather than added.
    public var changesExpiry = false

    public init(ingredient: AskedIngredient, quantity: Double? = nil, unit: String? = nil,
                expires: LocalDay? = nil, storage: StoragePlace? = nil, name: String? = nil,
                invalidExpiry: String? = nil, share: Double? = nil, vague: String? = nil) {
        self.ingredient = ingredient
        self.quantity = quantity
        self.unit = unit
        self.expires = expires
        self.storage = storage
        self.name = name.map { $0.split(separator: " ").joined(separator: " ") }
        self.invalidExpiry = invalidExpiry
        self.share = share
        self.vague = vague
    }

    /// The name to show and store: as written when given, else the canonical name.
    public var displayName: String { name ?? ingredient.canonical ?? ingredient.word }
}

/// A parsed line: the command and the language it was written in.
public struct ParsedLine: Equatable, Sendable {
    public let command: Command
    public let language: UserLanguage
    /// No rule read the line: it is `.llm` only because nothing else fit (not an open
    /// question the rules recognised, not `ai …`). With an endpoint that can, the model is
    /// asked to read it as one of yori's commands first (`CommandReader`).
    public let unsure: Bool
    /// The line's follow-up reading when the parse made one (`withNarrowing`), so the
    /// dialogue need not read the same line again. Not part of what the line means (`==`).
    public internal(set) var followUp: FollowUp?

    public init(command: Command, language: UserLanguage, unsure: Bool = false) {
        self.command = command
        self.language = language
        self.unsure = unsure
    }

    public static func == (a: ParsedLine, b: ParsedLine) -> Bool {
        a.command == b.command && a.language == b.language && a.unsure == b.unsure
    }
}
