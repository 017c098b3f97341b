/// What yori says back: a value that the console renders as text or JSON.
public enum Answer: Sendable {
    /// Recipes for the asked ingredients (possibly none).
    case recipes(Recommendation)
    /// How to talk to yori.
    case help
    /// Nothing local understood the line. `askedAI`: the line asked the AI itself (`ai …`,
    /// `--ai`) and no endpoint is configured, so there was nothing to understand, only to set up.
    case notUnderstood(text: String, askedAI: Bool = false)
    /// A cooking request without any ingredient.
    case needIngredients
    /// Items put in the fridge, with how each expiry date was decided, the shopping-list
    /// lines the purchase ticked (as they were before), and the day they were put in (an
    /// item bought days ago is `added` on that day).
    case fridgeAdded([(item: FridgeItem, expiry: FridgePlanner.ExpirySource)], ticked: [ShoppingItem] = [], today: LocalDay)
    /// The fridge's contents.
    case fridgeList(FridgeListing)
    /// An ingredient used or thrown away.
    case fridgeConsumed([FridgeConsumption])
    /// Items due soon, by alert level.
    case expiring(ExpiringReport)
    /// How to keep an ingredient.
    case storageTips([StorageTipAnswer])
    /// What can stand in for each ingredient asked about.
    case substitutes([Substitutes])
    /// Items moved to another place, with how each expiry was decided.
    case fridgeMoved([FridgeMove], today: LocalDay)
    /// Packs marked opened, with what that did to their dates.
    case fridgeOpened([FridgeOpening])
    /// Stored items given the expiry date a line stated (`우유 유통기한 내일까지야`), as they were
    /// and as they are now (what `fridge edit N --expires` does).
    case fridgeDated([(before: FridgeItem, after: FridgeItem)], today: LocalDay)
    /// What happened in the fridge, newest first.
    /// The fridge's events, newest first; `kind` when only one kind was asked for.
    case fridgeHistory([FridgeEvent], kind: FridgeEvent.Kind? = nil)
    /// Used and thrown away per month.
    case fridgeStats(FridgeStats)
    /// How to do something yori does with a subcommand.
    case guide(HelpTopic)
    /// A fridge request yori refuses (bad quantity, unknown unit, not in the fridge, …).
    case fridgeRefused(FridgeError)
    /// The model's answer, with the calls left today; `warning` when it was cut off.
    case model(ModelAnswer, remaining: Int?, warning: String? = nil)
    /// The model could not answer (refused, timeout, 401, 429, …): the message says why.
    case modelFailed(message: String)
    /// Today's calls are used up (or the limit is 0): no call was made.
    case quotaSpent(used: Int, limit: Int)
    /// The endpoint asked yori to wait (429 with `Retry-After`) and the wait is not over:
    /// no call was made. `seconds` are left.
    case modelWaiting(seconds: Int)
    /// A line yori's rules could not read, read by the model as one of yori's commands,
    /// checked and run locally: what it was read as, and the answer of running it.
    indirect case readByModel(ModelReading, Answer)
    /// The model read the line as a command yori will not run (unknown, not a food, out of
    /// range, malformed): nothing was changed. `model` is the call that gave it.
    case readingRefused(ReadingRefusal, model: ModelAnswer, remaining: Int?)
    /// A question meant for the model, answered locally instead because the model could
    /// not be asked (quota spent, told to wait, no endpoint).
    indirect case localInstead(Answer, because: ModelUnavailable)
    /// `quota`: calls used and allowed today, when the count resets, and the seconds left of
    /// a wait the endpoint asked for (429 `Retry-After`), when one is running.
    case quota(used: Int, limit: Int, configured: Bool, resets: LocalDay, waiting: Int? = nil)
    /// The shopping list, with what the request changed (added, merged, already there, removed).
    case shoppingList([ShoppingItem], change: ShoppingAddition = .none)
    /// A shopping request that changed nothing, and why.
    case shoppingRefused(ShoppingRefusal)
    /// A page of search results.
    case searchResults(SearchPage)
    /// One recipe in full; `sameName` lists the other recipes with the same name, if any; `scale` when
    /// its amounts were scaled (`4인분으로`, `double it`: the recipe carries the scaled amounts).
    case recipeDetail(Recipe, sameName: [Recipe] = [], scale: RecipeScale? = nil)
    /// `show N --translate`: the recipe (in English when that worked) and how it went.
    case recipeTranslated(Recipe, RecipeTranslation)
    /// No recipe has this name; `suggestions` are names close to it (`볼고기` → 불고기).
    case recipeNotFound(String, suggestions: [SpellingSuggester.Suggestion] = [])
    /// A bookmark set (`on`) or removed; `changed` is false when it already was so.
    case bookmarked(Recipe, on: Bool, changed: Bool)
    /// The bookmarked recipes.
    case bookmarkList([Recipe])
    /// A dish logged as cooked.
    case cookedLogged(CookedEntry, sameName: [Recipe] = [])
    /// The cooking log, newest first.
    case cookingLog([CookedEntry])
    /// A user recipe added, copied, edited or removed.
    case recipeSaved(Recipe, RecipeChange)
    /// A recipe request turned down, and why.
    case recipeRefused(RecipeRefusal)
    /// Earlier questions and answers.
    case history(HistoryListing)
    /// An earlier answer to copy (or why there is none).
    case copy(CopyAnswer)
    /// Understood, but this version of yori cannot do it yet.
    case notAvailable(intent: String)
    /// Input yori refuses, with the reason.
    case badInput(BadInput)
    /// Something on yori's side failed (the database, the built-in data).
    case failure(message: String)
    /// About the conversation: reset, nothing to point at, a refinement that left nothing, a
    /// part of the recipe in focus.
    case dialogue(DialogueAnswer)
    /// A line that asked nothing yori or the model should answer (laughter, keyboard mash, a
    /// command-like word): a short reply made locally, no model call.
    case localReply(LocalReply)

    /// How the answer went; decides the exit code in one-shot mode.
    public var status: AnswerStatus {
        switch self {
        case .recipes(let r): r.matches.isEmpty ? .nothingFound : .answered
        case .fridgeAdded, .fridgeConsumed, .fridgeMoved, .fridgeOpened, .fridgeDated, .guide: .answered
        case .fridgeHistory(let events, _): events.isEmpty ? .nothingFound : .answered
        case .fridgeStats(let stats): stats.months.isEmpty ? .nothingFound : .answered
        case .fridgeList(let listing): listing.items.isEmpty ? .nothingFound : .answered
        case .expiring(let report): report.groups.isEmpty ? .nothingFound : .answered
        case .storageTips(let tips):
            if tips.contains(where: \.hasAdvice) { .answered }
            else if tips.contains(where: { $0.modelProblem?.status == .modelFailed }) { .modelFailed }
            else { .nothingFound }
        case .substitutes(let all): all.contains { !$0.options.isEmpty } ? .answered : .nothingFound
        case .fridgeRefused: .badInput
        case .model(let answer, _, _): answer.complete ? .answered : .modelFailed
        case .modelFailed: .modelFailed
        case .quotaSpent: .nothingFound
        case .modelWaiting: .modelFailed
        case .localInstead(let answer, _): answer.status
        case .readByModel(_, let answer): answer.status
        case .readingRefused: .modelFailed
        case .quota: .answered
        case .shoppingList(let items, let change):
            // Clearing an empty list leaves it as asked: answered.
            items.isEmpty && change.removed.isEmpty && change.cleared.isEmpty && change.clearing == nil ? .nothingFound : .answered
        case .shoppingRefused(let refusal): refusal.isBadInput ? .badInput : .nothingFound
        case .history(let listing): listing.turns.isEmpty ? .nothingFound : .answered
        case .copy(let copy): copy.turn == nil || copy.delivery == .noClipboard ? .nothingFound : .answered
        case .help: .answered
        case .needIngredients: .nothingFound
        case .notUnderstood, .badInput, .notAvailable: .badInput
        case .searchResults(let page): page.recipes.isEmpty ? .nothingFound : .answered
        case .recipeDetail, .cookedLogged, .recipeSaved: .answered
        // `unbookmark` of a recipe that was not bookmarked did nothing.
        case .bookmarked(_, let on, let changed): !on && !changed ? .nothingFound : .answered
        case .recipeNotFound: .nothingFound
        case .recipeTranslated(_, let outcome):
            switch outcome {
            case .translated, .alreadyEnglish, .ownRecipe: .answered
            case .unavailable(.quotaSpent): .nothingFound
            case .unavailable(.notConfigured), .unavailable(.misconfigured): .badInput
            case .unavailable(.waiting), .failed: .modelFailed
            }
        case .bookmarkList(let list): list.isEmpty ? .nothingFound : .answered
        case .cookingLog(let log): log.isEmpty ? .nothingFound : .answered
        case .recipeRefused(let refusal):
            switch refusal {
            case .noRecipe, .noSearch, .notInList, .noSuchID, .noSuchPage, .unknownServings: .nothingFound
            case .notUserRecipe, .invalid, .badRating: .badInput
            }
        case .failure: .failure
        case .dialogue(let answer):
            switch answer {
            case .reset, .recipePart, .recipeMissing: .answered
            case .nothingToPointAt, .nothingLeft: .nothingFound
            }
        case .localReply(let reply): reply.isBadInput ? .badInput : .answered
        }
    }
}

/// The fridge as listed.
public struct FridgeListing: Sendable {
    public let items: [FridgeItem]
    public let today: LocalDay
    /// The place asked for, if any.
    public let place: StoragePlace?
    /// Item count per lexicon category, largest first (free-text items under 기타).
    public let categories: [(category: String, count: Int)]
    /// The category asked for (`fridge --category 채소`), if any.
    public var category: String?
    /// The ingredients asked about (`계란 몇 개 남았어?`); empty for the whole inventory.
    public var ingredients: [String] = []

    public init(items: [FridgeItem], today: LocalDay, place: StoragePlace?, categories: [(category: String, count: Int)]) {
        self.items = items
        self.today = today
        self.place = place
        self.categories = categories
    }
}

/// One use or discard, as done.
public struct FridgeConsumption: Sendable {
    public let kind: FridgeEvent.Kind
    public let name: String
    public let plan: FridgePlanner.Consumption
    /// What is left of the ingredient afterwards, per unit (lots without an amount left out).
    public let remaining: [FridgeAmount]
    public let remainingLots: Int

    public init(kind: FridgeEvent.Kind, name: String, plan: FridgePlanner.Consumption, remaining: [FridgeAmount],
                remainingLots: Int) {
        self.kind = kind
        self.name = name
        self.plan = plan
        self.remaining = remaining
        self.remainingLots = remainingLots
    }
}

/// Items due within a window, grouped D-day/past first.
public struct ExpiringReport: Sendable {
    public let groups: [(ExpiryAlert, [FridgeItem])]
    public let today: LocalDay
    public let withinDays: Int

    public init(groups: [(ExpiryAlert, [FridgeItem])], today: LocalDay, withinDays: Int) {
        self.groups = groups
        self.today = today
        self.withinDays = withinDays
    }
}

/// Storage advice for one ingredient: the built-in row and the user's own tips (the
/// model's earlier answers among them, source `llm`).
public struct StorageTipAnswer: Sendable {
    public let ingredient: String
    public let shelfLife: ShelfLife?
    public let ownTips: [(text: String, source: String)]
    /// For a lexicon ingredient without a row of its own: its category and the
    /// conservative days yori uses for that category.
    public let categoryDefault: (category: String, days: ShelfLife)?
    /// The model's answer, asked just now because yori had no advice of its own (no row,
    /// no tip); it is saved, and listed in `ownTips` too.
    public var fromModel: ModelAnswer?
    /// AI calls left today after asking.
    public var remaining: Int?
    /// Why the model gave no advice when it was needed (`.modelFailed`, `.quotaSpent`,
    /// `.modelWaiting`); `nil` when it was not needed or no endpoint is configured.
    public var modelProblem: Answer?
    /// The one place the line asked about (`냉동은?` after a tip), if any.
    public var place: StoragePlace?
    /// The lots of this food in the fridge, with the day the advice was asked (`우유 언제까지 먹어야 돼?`
    /// is answered with the stored milk's own date too).
    public var stored: [FridgeItem] = []
    /// The advice is for a cooked dish kept as leftovers (`LeftoverDish`), not a food of the table.
    public var leftoverDish = false
    /// The dish's English name, when a recipe is named so.
    public var dishEnglish: String?
    public var today: LocalDay?

    public init(ingredient: String, shelfLife: ShelfLife?, ownTips: [(text: String, source: String)],
                categoryDefault: (category: String, days: ShelfLife)? = nil) {
        self.ingredient = ingredient
        self.shelfLife = shelfLife
        self.ownTips = ownTips
        self.categoryDefault = categoryDefault
    }

    /// Whether yori had anything to say: a row, the category's days or a tip.
    public var hasAdvice: Bool { shelfLife != nil || categoryDefault != nil || !ownTips.isEmpty }

    /// Whether the model should be asked: no row and no tip (the category's days alone say
    /// nothing about how to keep it).
    public var needsModel: Bool { shelfLife == nil && ownTips.isEmpty }
}

/// The outcome class of an answer.
public enum AnswerStatus: String, Sendable {
    case answered
    case nothingFound = "nothing_found"
    case badInput = "bad_input"
    case failure
    /// The LLM endpoint failed or was unreachable.
    case modelFailed = "model_failed"
}

/// Recipes found for a set of ingredients: one page of them, best first.
public struct Recommendation: Sendable {
    /// What the user named, as understood (staples included); empty when cooking from the fridge.
    public let asked: [AskedIngredient]
    public let matches: [RecipeMatch]
    /// Everything named is a pantry staple (소금이랑 물): nothing is listed, and yori says so.
    public var onlyStaples = false
    /// Staples named alongside other ingredients: assumed in stock, so not required.
    public var namedStaples: [AskedIngredient] = []
    /// The list is for what is in the fridge (`yori cook` with no ingredients).
    public var fromFridge = false
    /// Items in the fridge (to suggest cooking from it when only staples were named).
    public var fridgeCount = 0
    /// The filters the list was made with (`more` keeps them).
    public var filter = MatchFilter()
    /// 1-based page, and recipes per page.
    public var page = 1
    public var limit = 10
    /// Recipes that fit in all pages, and how many of them use every (non-staple) asked ingredient.
    public var total = 0
    public var complete = 0
    /// The line of the request this list narrowed (`국 종류로` after `두부랑 김치 …`), if any.
    public var refines: String?
    /// Asked for in full (`자세히`, `in detail`, `cook --long`): every ingredient of each recipe,
    /// not the two-line summary a terminal shows otherwise.
    public var detailed = false

    public init(asked: [AskedIngredient], matches: [RecipeMatch], onlyStaples: Bool = false) {
        self.asked = asked
        self.matches = matches
        self.onlyStaples = onlyStaples
        self.total = matches.count
    }

    /// Asked words the lexicon does not know; searched for by name, and reported.
    public var unknownWords: [String] { asked.filter { $0.canonical == nil }.map(\.word) }
    /// The asked ingredients a recipe must use (the named ones, staples left out).
    public var required: [AskedIngredient] {
        asked.filter { item in !namedStaples.contains { $0.key == item.key } }
    }
    /// Whether a later page has more.
    public var hasMore: Bool { page * limit < total }
}

/// Input that yori cannot take.
public enum BadInput: Sendable, Equatable {
    case emptyQuestion
    case invalidUTF8
    case tooLong(bytes: Int)
    /// A date that does not exist (`13월 45일`, `2026-02-30`), as written: nothing was changed.
    case badDate(String)
    /// The AI settings are wrong, so the question could not go to the model: the problem,
    /// already in the user's language, naming the config line or environment variable.
    case settings(String)
    /// A use or discard with an amount that says no number (`김치 조금 먹었어`): nothing was
    /// changed; the answer asks how much. `item` as named, `word` as written.
    case vagueAmount(item: String, word: String, discard: Bool)
}

/// An answer with the language it should be given in.
public struct Reply: Sendable {
    public let answer: Answer
    public let language: UserLanguage
    /// Words of the request read as other words (`게란` as 계란, `대파계란` as 대파 and 계란): the
    /// answer says so, above it (text) and as `read_as` (JSON).
    public var readAs: [Respelling] = []

    public init(_ answer: Answer, language: UserLanguage) {
        self.answer = answer
        self.language = language
    }
}
