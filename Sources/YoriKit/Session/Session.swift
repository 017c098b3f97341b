/// One conversation with yori: takes lines, returns replies. Holds no terminal, so the
/// REPL, pipe mode and `ask` share it and tests drive it directly.
public struct Session: Sendable {
    public let parser: RequestParser
    public let matcher: RecipeMatcher
    public let store: RecipeStoreClient
    public let fridge: FridgeStoreClient
    public let shelfLife: ShelfLifeTable
    public let clock: Clock
    /// Where turns are recorded and read back (`history`, `copy`); `nil` keeps no history.
    public let history: HistoryStoreClient?
    /// The conversation this session's turns belong to.
    public let conversation: String
    /// `--lang`: answer in this language whatever the question's.
    public let languageOverride: UserLanguage?
    /// How many recipes a recommendation lists.
    public var limit: Int

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

    /// Parses and answers one line.
    public func handle(_ line: String) -> (command: Command, reply: Reply) {
        let parsed = parser.parse(line, today: clock.today())
        let language = languageOverride ?? parsed.language
        return (parsed.command, answer(parsed.command, language: language))
    }

    /// Answers a command already parsed (or built by a subcommand).
    public func answer(_ command: Command, language: UserLanguage) -> Reply {
        switch command {
        case .recommend(let asked):
            return Reply(recommend(asked), language: language)
        case .help, .quit:
            return Reply(.help, language: language)
        case .empty:
            return Reply(.badInput(.emptyQuestion), language: language)
        case .llm(let text):
            return Reply(.notUnderstood(text: text), language: language)
        case .fridgeAdd(let items):
            return Reply(guarded { try addToFridge(items) }, language: language)
        case .fridgeUse(let items):
            return Reply(guarded { try consume(items, kind: .use) }, language: language)
        case .fridgeDiscard(let items):
            return Reply(guarded { try consume(items, kind: .discard) }, language: language)
        case .fridgeList(let storage):
            return Reply(guarded { try listFridge(place: storage) }, language: language)
        case .expiring(let days):
            return Reply(guarded { try expiring(within: days ?? Self.alertWindow) }, language: language)
        case .storageTip(let ingredients):
            return Reply(guarded { try storageTips(ingredients) }, language: language)
        case .history:
            return Reply(guarded { try historyListing() }, language: language)
        case .copy(let ref, let part):
            return Reply(guarded { try copyAnswer(ref: ref ?? 1, part: part) }, language: language)
        case .search, .show, .bookmark, .quota:
            return Reply(.notAvailable(intent: command.intent), language: language)
        }
    }

    /// Runs a store-backed answer, turning storage errors into a failure answer.
    func guarded(_ body: () throws -> Answer) -> Answer {
        do { return try body() } catch let error as FridgeError {
            return .fridgeRefused(error)
        } catch {
            return .failure(message: String(describing: error))
        }
    }

    private func recommend(_ asked: [AskedIngredient]) -> Answer {
        var asked = asked
        if asked.isEmpty {
            // "냉장고 재료로 뭐 만들지?": what is in the fridge, soonest expiry first.
            let items = (try? fridge.items()) ?? []
            var seen = Set<String>()
            asked = items.compactMap { item in
                guard seen.insert(item.name).inserted else { return nil }
                return AskedIngredient(word: item.name, canonical: item.canonical, nameKind: item.canonical == nil ? nil : .canonical)
            }
        }
        guard !asked.isEmpty else { return .needIngredients }
        do {
            let candidates = try store.recipesUsing(matcher.candidateKeys(for: asked))
            let matches = matcher.rank(candidates, asked: asked, limit: limit)
            return .recipes(Recommendation(asked: asked, matches: matches))
        } catch {
            return .failure(message: String(describing: error))
        }
    }
}
