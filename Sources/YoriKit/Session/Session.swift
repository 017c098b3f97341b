/// One conversation with yori: takes lines, returns replies. Holds no terminal, so the
/// REPL, pipe mode and `ask` share it and tests drive it directly.
public struct Session: Sendable {
    public let parser: RequestParser
    public var matcher: RecipeMatcher
    public let store: RecipeStoreClient
    public let fridge: FridgeStoreClient
    public let shelfLife: ShelfLifeTable
    public let clock: Clock
    /// The LLM endpoint (`.none` when not configured) and its daily quota.
    public var model: ModelClient = .none
    public var quota: QuotaClient = .none
    /// The recipes of the last list shown (`2번 보여줘` counts in it), and the recipe shown last.
    public internal(set) var lastList: [Recipe] = []
    /// The number shown for `lastList[0]`: lists are numbered across pages (page 2 of 3 a page
    /// starts at 4), and a page that follows the one before (`more`) is added to the list, so
    /// every number shown since its first page points at what was shown for it.
    public internal(set) var lastListStart = 1
    /// The matches behind `lastList` (what each recipe was missing).
    public internal(set) var lastMatches: [RecipeMatch] = []
    /// The ingredient words the last list was asked with (empty for a search).
    var lastAsked: [String] = []
    /// The `cook` request behind the last recommendation shown (`more` pages it).
    public internal(set) var lastCook: CookRequest?
    /// Which list `more` continues: the last one shown, a search or a recommendation.
    public internal(set) var lastListSource: ListSource?
    /// The last page of `cook` recipes shown in this run, as answered: `자세히` shows it again in full.
    public internal(set) var lastRecommendation: Recommendation?
    /// Where the references above are kept between runs of this conversation.
    public var context: ContextStoreClient = .none
    /// The shopping list.
    public var shopping: ShoppingStoreClient = .empty
    /// What shops sell, for the amounts the shopping list shows (`PurchaseUnits`).
    public var purchaseUnits: PurchaseUnits {
        get { givenPurchaseUnits ?? (try? Builtin.purchaseUnits()) ?? .none }
        set { givenPurchaseUnits = newValue }
    }
    /// Units a caller set; else the built-in table, read when a need is first rounded.
    private var givenPurchaseUnits: PurchaseUnits?
    /// The recipe shown last, as shown (with its amounts scaled after `4인분으로`).
    public internal(set) var lastShown: Recipe?
    /// How `lastShown` was scaled, when it was (`double it` again doubles what is shown).
    public internal(set) var lastScale: RecipeScale?
    /// The answer to the last line was a recipe in full (`북마크` alone then keeps it).
    var answeredWithRecipe = false
    /// A recipe was shown in full since the last list (`back` then returns to the list's page).
    var showedRecipeSinceList = false
    /// The page last shown of the last search (`more` continues it).
    public internal(set) var lastSearch: SearchPage?
    /// Bookmarks and the cooking log.
    public var cookbook: CookbookStoreClient = .empty
    /// The last turns of this conversation, newest last, for grounding.
    public var recentTurns: @Sendable (_ count: Int) -> [ConversationTurn] = { _ in [] }
    /// Where turns are recorded and read back (`history`, `copy`); `nil` keeps no history.
    public let history: HistoryStoreClient?
    /// The conversation this session's turns belong to.
    public let conversation: String
    /// `--lang`: answer in this language whatever the question's.
    public let languageOverride: UserLanguage?
    /// The language the conversation is in: that of the last line with words in it. A line
    /// that is only a command word (`copy`, `/copy`, `quota`, `more`, `history`) is answered
    /// in it, so `/copy` in a Korean chat answers in Korean. Front ends may set it first
    /// (the locale's language, or the language of a conversation picked up again).
    public var conversationLanguage: UserLanguage?
    /// The line being answered as `handle` parsed it: what reads the same text again while
    /// answering it (`askAI`, the reader's check) reuses it, so a line costs one parse.
    var lineParse: (text: String, day: LocalDay, parsed: ParsedLine)?
    /// Runs its argument as one write transaction of the store (live: `BEGIN IMMEDIATE`), so a
    /// step that reads the fridge or the list, plans, and writes (`계란 1개 먹었어`) is computed
    /// from what the transaction read: two yori processes at once never lose an update.
    /// Without a store it just runs the body.
    public var writeTransaction: @Sendable (_ body: () throws -> Void) throws -> Void = { try $0() }
    /// How many recipes a recommendation lists.
    public var limit: Int
    /// Which recipes a recommendation may list (`cook --strict`, `--kind`, …).
    public var filter = MatchFilter()
    /// What the conversation is about (`DialogueState`), saved with it.
    public internal(set) var dialogue = DialogueState()
    /// The context and dialogue state as last read from or written to the store: a save that
    /// would write the same again is skipped, so commands that only read (`cook`, `search` run
    /// twice) leave the database file untouched.
    var storedContext: SessionContext?
    var storedDialogue: DialogueState?
    /// Whether this session saves the references (off when they were not restored).
    var keepsContext = true

    public init(lexicon: IngredientLexicon, store: RecipeStoreClient, fridge: FridgeStoreClient = .empty,
                shelfLife: ShelfLifeTable? = nil, clock: Clock, history: HistoryStoreClient? = nil,
                conversation: String = Session.askConversation, languageOverride: UserLanguage? = nil, limit: Int = 10) {
        self.clock = clock
        self.history = history
        self.conversation = conversation
        self.fridge = fridge
        self.shelfLife = shelfLife ?? ShelfLifeTable(rows: [], lexicon: lexicon)
        self.parser = RequestParser(lexicon: lexicon)
        self.matcher = RecipeMatcher(lexicon: lexicon)
        self.store = store
        self.languageOverride = languageOverride
        self.limit = limit
    }

    /// `text` parsed today: the parse of the line being answered when it is that line.
    func parsed(_ text: String) -> ParsedLine {
        let today = clock.today()
        if let memo = lineParse, memo.day == today, memo.text == text { return memo.parsed }
        return parser.parse(text, today: today)
    }

    /// Whether yori reads `line` as a request of its own: anything but a question for the model,
    /// nothing, or a lone word searched as a name (`recipe for pancakes` is one; `import recipes` is not).
    public func readsAsRequest(_ line: String) -> Bool {
        switch parsed(InputCleaner.clean(line)).command {
        case .llm, .empty: false
        case .search(let search): !search.bare
        default: true
        }
    }

    /// Parses and answers one line.
    public mutating func handle(_ line: String, onDelta: @escaping @Sendable (String) -> Void = { _ in })
        -> (command: Command, reply: Reply) {
        // Control sequences in the input (pasted escapes) never reach the parser, so they can
        // never become part of an ingredient or a name that is echoed back.
        // (The parser's own cleaning: escape sequences go whole, other controls become spaces.)
        let line = InputCleaner.clean(line)
        let today = clock.today()
        let parsed = parser.parse(line, today: today)
        lineParse = (line, today, parsed)
        defer { lineParse = nil }
        let language: UserLanguage
        if let languageOverride {
            language = languageOverride
        } else if parsed.language == .en, Self.isCommandWord(parsed.command) && line.split(separator: " ").count <= 2
                    || !line.contains(where: \.isLetter) {
            // "copy", "/copy", "more", "2": a bare command word or number says nothing about the language.
            language = conversationLanguage ?? parsed.language
        } else {
            language = parsed.language
            conversationLanguage = language
        }
        var command = parsed.command
        // `북마크` alone right after a recipe is shown: keep that recipe (else, and once kept, the list).
        if case .bookmarks = command, answeredWithRecipe, Vocabulary.bookmarkKorean.contains(line.filter(\.isLetter)),
           let shown = lastShown, !((try? cookbook.bookmarks()) ?? []).contains(where: { $0.id == shown.id }) {
            command = .bookmark(.name(String(shown.id)))
        }
        let result = respond(to: line, parsed: command, language: language, onDelta: onDelta)
        if case .recipeDetail = result.reply.answer { answeredWithRecipe = true } else { answeredWithRecipe = false }
        return result
    }

    /// `body` as one write transaction (`writeTransaction`): its reads and writes see no other writer.
    func atomically<T>(_ body: () throws -> T) throws -> T {
        var result: T?
        try writeTransaction { result = try body() }
        guard let result else { preconditionFailure("writeTransaction did not run its body") }
        return result
    }

    /// Commands usually typed as a bare word, which say nothing about the user's language
    /// (`show 5` neither).
    static func isCommandWord(_ command: Command) -> Bool {
        switch command {
        case .copy, .quota, .history, .more, .page, .help, .quit, .shopList, .shopBought, .empty, .fridgeHistory, .fridgeStats, .fridgeList,
             .bookmarks, .cookingLog, .show(.number, nil):
            true
        default: false
        }
    }

    /// Keeps what later lines may refer to: the last list of recipes, the last search page,
    /// and the recipe shown last.
    public mutating func remember(_ answer: Answer) {
        switch answer {
        case .readByModel(_, let result):
            remember(result)
            return
        case .recipes(let recommendation) where !recommendation.matches.isEmpty:
            let asked = recommendation.asked.map(\.word)
            let request = CookRequest(words: asked, filter: recommendation.filter, page: recommendation.page,
                                      limit: recommendation.limit)
            let first = (recommendation.page - 1) * recommendation.limit + 1
            let follows = lastListSource == .cook && lastCook.map { $0.words == asked && $0.filter == request.filter } == true
                && lastMatches.count == lastList.count
            keepList(recommendation.matches.map(\.recipe), first: first, follows: follows)
            lastMatches = follows && lastListStart < first ? lastMatches + recommendation.matches : recommendation.matches
            lastAsked = asked
            lastCook = request
            lastListSource = .cook
            lastRecommendation = recommendation
            showedRecipeSinceList = false
        case .searchResults(let page):
            let follows = lastListSource == .search && lastSearch?.search == page.search && lastSearch?.limit == page.limit
            lastSearch = page
            if !page.recipes.isEmpty {
                keepList(page.recipes, first: page.firstNumber, follows: follows)
                lastMatches = []
                lastAsked = []
                lastListSource = .search
                showedRecipeSinceList = false
            }
        case .recipeDetail(let recipe, _, _), .bookmarked(let recipe, _, _), .recipeSaved(let recipe, _):
            let same = recipe.id == lastShown?.id
            // A recipe shown again scaled (`4인분으로`) is what `재료만` and `copy` take from now on.
            if case .recipeDetail(_, _, let scale) = answer {
                showedRecipeSinceList = true
                lastShown = recipe
                lastScale = scale
            }
            // The same recipe shown again: only its scale may have changed (kept for the next run).
            guard !same else { saveContext(); return }
            if case .recipeDetail = answer {} else { lastScale = nil }
            lastShown = recipe
        default:
            return
        }
        saveContext()
    }

    /// A page of a list numbered from `first`: added to the list when it is the next page of
    /// the same list (`follows`), else the list from now on.
    private mutating func keepList(_ recipes: [Recipe], first: Int, follows: Bool) {
        if follows, first > 1, first == lastListStart + lastList.count {
            lastList += recipes
        } else {
            lastList = recipes
            lastListStart = first
        }
    }

    /// The numbers the last list was shown with (empty with no list).
    public var lastListNumbers: ClosedRange<Int>? {
        lastList.isEmpty ? nil : lastListStart...(lastListStart + lastList.count - 1)
    }

    /// The position in `lastList` of the number shown as `n` (`-1`: the last), if it is there.
    func listIndex(_ n: Int) -> Int? {
        if n == RecipeReference.lastInList { return lastList.isEmpty ? nil : lastList.count - 1 }
        let index = n - lastListStart
        return lastList.indices.contains(index) ? index : nil
    }

    /// The recipe `reference` points at: a number in the last list, or the one shown last.
    public func recipe(at reference: RecipeReference?) -> Recipe? {
        switch reference {
        case .number(let n): return listIndex(n).map { lastList[$0] }
        case .name: return nil  // names are looked up in the store
        case nil: return lastShown ?? lastList.first
        }
    }

    /// Answers a command already parsed (or built by a subcommand).
    /// - Parameter question: the line as the user wrote it, when there was one (the model
    ///   is sent the user's own words).
    public func answer(_ command: Command, language: UserLanguage, question: String? = nil,
                       onDelta: @escaping @Sendable (String) -> Void = { _ in }) -> Reply {
        var reply = answered(command, language: language, question: question, onDelta: onDelta)
        // "게란 10개 샀어": what was stored or looked for under another name is said.
        reply.readAs = command.respellings
        return reply
    }

    private func answered(_ command: Command, language: UserLanguage, question: String?,
                          onDelta: @escaping @Sendable (String) -> Void) -> Reply {
        switch command {
        case .recommend(let asked, let asks):
            let answer = recommend(asked, filter: filter.adding(asks), page: 1, limit: limit)
            // `오늘 저녁 뭐 먹지` with nothing in the fridge: the model's ideas, when there is one (a line
            // that names the fridge is answered that it is empty).
            // `something quick`, `아침 메뉴 뭐 먹지` with nothing in the fridge: the recipes that fit what was asked.
            if asked.isEmpty, case .needIngredients = answer, !asks.narrowing.isEmpty || asks.kind != nil || asks.maxKcal != nil {
                var search = RecipeSearch(query: "", kind: asks.kind, method: asks.method, maxKcal: asks.maxKcal)
                search.narrowing = asks.narrowing
                return Reply(guarded(language) { try self.search(search, page: 1) }, language: language)
            }
            if asked.isEmpty, case .needIngredients = answer, let question, model.model != nil, !Vocabulary.namesTheFridge(question) {
                return Reply(askModel(question, kind: .question, language: language, onDelta: onDelta), language: language)
            }
            return Reply(answer, language: language)
        case .help, .quit:
            return Reply(.help, language: language)
        case .guide(let topic):
            return Reply(.guide(topic), language: language)
        case .empty:
            return Reply(.badInput(.emptyQuestion), language: language)
        case .chitchat(let kind):
            return Reply(.localReply(.smallTalk(kind, text: question ?? "")), language: language)
        case .commandHint(let hint):
            return Reply(.localReply(.commandHint(hint)), language: language)
        case .llm(let text):
            // `용과 있어?`: a food kept under a name yori does not know, asked after as a known one would be.
            if let stored = storedNameQuestion(text) {
                return Reply(guarded(language) { try listFridge(place: nil, ingredients: stored, language: language) }, language: language)
            }
            // `대파 없으면 뭐로 대신해?` with no model to ask: the close relatives yori knows.
            if model.model == nil, question.map({ RequestParser.explicitAIQuestion($0) == nil }) ?? true,
               let asked = substitutionAsked(text), case .substitutes(let all) = substitutes(asked) {
                // (with none known, it says so: `고추장을 대신할 재료는 아직 몰라요.`, exit 1)
                return Reply(.substitutes(all), language: language)
            }
            // No rule read the line: the model reads it as one of yori's commands first.
            if readsWithModel(text, question: question) { return Reply(readWithModel(text, language: language, onDelta: onDelta), language: language) }
            let answer = askAI(text, language: language, onDelta: onDelta)
            if case .notUnderstood(let text, _) = answer, let question, RequestParser.explicitAIQuestion(question) != nil {
                return Reply(.notUnderstood(text: text, askedAI: true), language: language)  // `ai …` with no endpoint
            }
            return Reply(answer, language: language)
        case .quota:
            return Reply(quotaStatus(), language: language)
        case .fridgeAdd(let items):
            // `put the chicken in the freezer` said of a chicken in the fridge: moved, not a second one.
            if question != nil, let place = putsAway(items) {
                return Reply(guarded(language) { try atomically { try move(items, to: place) } }, language: language)
            }
            return Reply(guarded(language) { try atomically { try addToFridge(items) } }, language: language)
        case .fridgeUse(let items):
            // `두부 1`: a number without a unit counts in the unit stored (`BareCount`).
            let items = question.map { BareCount.unitsAsWritten(items, in: $0, lexicon: shelfLife.lexicon) } ?? items
            return Reply(guarded(language) { try atomically { try consume(items, kind: .use) } }, language: language)
        case .fridgeDiscardExpired(let items):
            return Reply(guarded(language) { try atomically { try discardExpired(items) } }, language: language)
        case .fridgeDiscard(let items):
            let items = question.map { BareCount.unitsAsWritten(items, in: $0, lexicon: shelfLife.lexicon) } ?? items
            return Reply(guarded(language) { try atomically { try consume(items, kind: .discard) } }, language: language)
        case .fridgeList(let storage, let category, let sort, let ingredients):
            return Reply(guarded(language) { try listFridge(place: storage, category: category, sort: sort, ingredients: ingredients,
                                                  language: language) },
                         language: language)
        case .fridgeMove(let items, let place):
            return Reply(guarded(language) { try atomically { try move(items, to: place) } }, language: language)
        case .fridgeOpen(let items, let day):
            return Reply(guarded(language) { try atomically { try open(items, on: day) } }, language: language)
        case .fridgeHistory(let kind):
            return Reply(guarded(language) { .fridgeHistory(try fridgeEvents(kind, limit: Self.historyLength), kind: kind) }, language: language)
        case .fridgeStats:
            return Reply(guarded(language) { .fridgeStats(FridgeStats(events: try fridge.events(100_000))) }, language: language)
        case .expiring(let days):
            return Reply(guarded(language) { try expiring(within: days ?? Self.alertWindow) }, language: language)
        case .storageTip(let ingredients):
            return Reply(guarded(language) { try storageTips(ingredients, language: language, question: question) }, language: language)
        case .shopAddMissing(let reference):
            return Reply(guarded(language) { try atomically { try addMissingToShopping(reference) } }, language: language)
        case .shopAdd(let items):
            return Reply(guarded(language) { try atomically { try addToShopping(items) } }, language: language)
        case .shopList:
            return Reply(guarded(language) { try shoppingAnswer() }, language: language)
        case .shopRemove(let names):
            return Reply(guarded(language) { try atomically { try removeFromShopping(names) } }, language: language)
        case .shopDone(let names):
            return Reply(guarded(language) { try atomically { try checkOff(names) } }, language: language)
        case .shopBought:
            return Reply(guarded(language) { try atomically { try buyChecked() } }, language: language)
        case .shopClear(let checkedOnly):
            return Reply(guarded(language) { try atomically { try clearShopping(checkedOnly: checkedOnly) } }, language: language)
        case .search(let search):
            let answer = guarded(language) { try self.search(search, page: 1) }
            // A lone word yori does not know and no recipe is named after: not understood.
            if search.bare, case .searchResults(let page) = answer, page.total == 0, page.suggestions.isEmpty {
                return Reply(askModel(search.query, kind: .question, language: language, onDelta: onDelta), language: language)
            }
            return Reply(answer, language: language)
        case .more:
            return Reply(guarded(language) { try more() }, language: language)
        case .page(let move):
            return Reply(guarded(language) { try page(move) }, language: language)
        case .show(let reference, let scale):
            return Reply(guarded(language) { try show(reference, scale: scale) }, language: language)
        case .bookmark(let reference):
            return Reply(guarded(language) { try atomically { try bookmark(reference, on: true) } }, language: language)
        case .unbookmark(let reference):
            return Reply(guarded(language) { try atomically { try bookmark(reference, on: false) } }, language: language)
        case .bookmarks:
            return Reply(guarded(language) { .bookmarkList(try cookbook.bookmarks()) }, language: language)
        case .cooked(let reference, let rating, let note, let day):
            return Reply(guarded(language) { try atomically { try cooked(reference, rating: rating, note: note, day: day) } }, language: language)
        case .cookingLog:
            return Reply(guarded(language) { .cookingLog(try cookbook.log()) }, language: language)
        case .history:
            return Reply(guarded(language) { try historyListing() }, language: language)
        case .copy(let ref, let part):
            return Reply(guarded(language) { try copyAnswer(ref: ref ?? 1, part: part, language: language) }, language: language)
        }
    }

    /// Runs a store-backed answer, turning storage errors into a failure answer.
    /// - Parameter language: the language the storage error is explained in.
    public func guarded(_ language: UserLanguage? = nil, _ body: () throws -> Answer) -> Answer {
        do { return try body() } catch let error as FridgeError {
            return .fridgeRefused(error)
        } catch {
            return .failure(message: (language ?? languageOverride ?? conversationLanguage ?? .ko).describe(error))
        }
    }
}
