/// The conversation's thread: lines resolved against `dialogue` (`DialogueResolver`), and
/// the state kept up to date and saved after each answer.
extension Session {
    /// Answers `line` (already parsed on its own) as the conversation so far means it.
    mutating func respond(to line: String, parsed: Command, language: UserLanguage,
                          onDelta: @escaping @Sendable (String) -> Void) -> (command: Command, reply: Reply) {
        // `자세히` after a cook list: the same list in full; `두부 김치로 뭐 만들어 자세히`: the request, in full.
        if DetailCue.isDetailOnly(line), lastListSource == .cook, var shown = lastRecommendation {
            shown.detailed = true
            return (parsed, Reply(.recipes(shown), language: language))
        }
        if let rest = DetailCue.strippingDetail(line), case .recommend = parser.parse(rest, today: clock.today()).command {
            let restParsed = parser.parse(rest, today: clock.today()).command
            let (command, reply) = respond(to: rest, parsed: restParsed, language: language, onDelta: onDelta)
            guard case .recipes(var r) = reply.answer else { return (command, reply) }
            r.detailed = true
            return (command, Reply(.recipes(r), language: reply.language))
        }
        // The parse of this line may have read its follow-up cues already (`ParsedLine.followUp`).
        let followUp = lineParse.flatMap { $0.text == line ? $0.parsed.followUp : nil } ?? parser.followUp(line)
        let counts = lastList.map { Narrowing.countedIngredients($0, lexicon: matcher.lexicon) }
        let today = clock.today()
        let parser = self.parser
        let resolution = DialogueResolver.resolve(line: line, parsed: parsed, followUp: followUp, state: dialogue,
                                                  ingredientCounts: counts,
                                                  reparse: { parser.parse($0, today: today).command },
                                                  canonical: { parser.lexicon.canonicalName($0) })
        switch resolution {
        case .asParsed:
            let reply = answer(parsed, language: language, question: line, onDelta: onDelta)
            remember(reply.answer)
            noteDialogue(reply.answer, command: parsed, line: line)
            return (parsed, reply)
        case .run(let command):
            let reply = answer(command, language: language, question: line, onDelta: onDelta)
            remember(reply.answer)
            noteDialogue(reply.answer, command: command, line: line)
            return (command, reply)
        case .reset:
            dialogue = DialogueState()
            saveDialogue()
            return (parsed, Reply(.dialogue(.reset), language: language))
        case .nothingToPointAt:
            leaveTheShoppingList()
            return (parsed, Reply(.dialogue(.nothingToPointAt), language: language))
        case .part(let id, let part):
            leaveTheShoppingList()
            let command = Command.show(.name(String(id)))
            // The recipe as last shown (scaled, after `4인분으로`), else as stored.
            guard let recipe = lastShown?.id == id ? lastShown : try? store.recipeNamed(String(id)) else {
                return (command, Reply(.dialogue(.nothingToPointAt), language: language))
            }
            if part == FollowUpCues.missingPart { return (command, Reply(.dialogue(missingIngredients(recipe)), language: language)) }
            return (command, Reply(.dialogue(.recipePart(recipe, part: part)), language: language))
        case .tip(let names, let place):
            leaveTheShoppingList()
            let asked = names.map { AskedIngredient($0, lexicon: matcher.lexicon) }
            let command = Command.storageTip(ingredients: asked)
            var answer = guarded(language) { try storageTips(asked, language: language) }
            if case .storageTips(var tips) = answer {
                for i in tips.indices { tips[i].place = place }
                answer = .storageTips(tips)
            }
            return (command, Reply(answer, language: language))
        case .refine(let request):
            let command = command(for: request)
            var reply = answer(command, language: language, question: line, onDelta: onDelta)
            switch reply.answer {
            case .recipes(var r) where !r.matches.isEmpty:
                r.refines = request.refines
                reply = Reply(.recipes(r), language: language)
            case .searchResults(var page) where !page.recipes.isEmpty:
                page.refines = request.refines
                reply = Reply(.searchResults(page), language: language)
            case .recipes, .searchResults:
                // Nothing left: say so, and keep the list before as the state.
                if let kept = dialogue.request {
                    return (command, Reply(.dialogue(.nothingLeft(tried: request, kept: kept)), language: language))
                }
            default:
                return (command, reply)
            }
            remember(reply.answer)
            var narrowed = request
            narrowed.shown = (request.filters.notIDs.isEmpty ? [] : dialogue.request?.shown ?? []) + listedIDs(reply.answer)
            dialogue.request = narrowed
            dialogue.focusRecipe = listedIDs(reply.answer).count == 1 ? listedIDs(reply.answer).first : nil
            dialogue.onShoppingList = false
            saveDialogue()
            return (command, reply)
        }
    }

    /// The command that lists `request` as it stands.
    func command(for request: DialogueRequest) -> Command {
        switch request.source {
        case .cook:
            return .recommend(ingredients: parser.ingredients(fromArguments: request.ingredients),
                              filter: request.filters.matchFilter)
        case .search:
            var search = RecipeSearch(query: request.query, kind: request.filters.kind, method: request.filters.method,
                                      maxKcal: request.filters.maxKcal)
            search.narrowing = request.filters.narrowing
            return .search(search)
        }
    }

    private func listedIDs(_ answer: Answer) -> [Int64] {
        switch answer {
        case .recipes(let r): r.matches.map(\.recipe.id)
        case .searchResults(let page): page.recipes.map(\.id)
        default: []
        }
    }

    /// The foods of `items`, each once, in order.
    static func names(_ items: [FridgeItem]) -> [String] {
        items.map { $0.canonical ?? $0.name }.reduce(into: []) { if !$0.contains($1) { $0.append($1) } }
    }

    /// Keeps what the next line may lean on after `answer`.
    public mutating func noteDialogue(_ answer: Answer, command: Command, line: String) {
        // A line the model read: the thread follows the command it was read as.
        if case .readByModel(let reading, let result) = answer { return noteDialogue(result, command: reading.command, line: line) }
        // A line not understood leaves the thread as it was (`얼려도 돼?` unread does not end the tip).
        if case .notUnderstood = answer { return }
        let before = dialogue
        if case .storageTips = answer {} else { dialogue.tipFor = [] }
        dialogue.recentItems = []
        // The list shown, added to or taken from (or a change to it refused): the next `대파 빼줘` is of it.
        switch answer {
        case .shoppingList, .shoppingRefused: dialogue.onShoppingList = true
        default: dialogue.onShoppingList = false
        }
        switch answer {
        case .recipes(let r) where !r.matches.isEmpty:
            let ids = r.matches.map(\.recipe.id)
            if case .more = command, dialogue.request?.source == .cook {
                dialogue.request?.shown += ids
            } else {
                dialogue.request = DialogueRequest(source: .cook, text: line, ingredients: r.asked.map(\.word),
                                                   filters: DialogueFilters(r.filter), shown: ids)
            }
            dialogue.focusRecipe = ids.count == 1 ? ids[0] : nil
        case .searchResults(let page) where !page.recipes.isEmpty:
            let ids = page.recipes.map(\.id)
            if case .more = command, dialogue.request?.source == .search {
                dialogue.request?.shown += ids
            } else if command.asksForAList {
                // (a request for ideas with nothing in the fridge is answered with a search: `something quick`)
                dialogue.request = DialogueRequest(source: .search, text: line, query: page.search.query,
                                                   filters: DialogueFilters(page.search), shown: ids)
            }
            dialogue.focusRecipe = ids.count == 1 ? ids[0] : nil
        case .recipeDetail(let recipe, _, _), .bookmarked(let recipe, _, _), .recipeSaved(let recipe, _):
            dialogue.focusRecipe = recipe.id
        case .cookedLogged(let entry, _):
            dialogue.focusRecipe = entry.recipeID
        case .storageTips(let tips):
            dialogue.tipFor = tips.map(\.ingredient)
            if let first = tips.first { dialogue.focusItem = first.ingredient; dialogue.focusUnit = nil }
        case .fridgeAdded(let added, _, _):
            if let item = added.last?.item { dialogue.focusItem = item.canonical ?? item.name; dialogue.focusUnit = item.unit }
            dialogue.recentItems = Self.names(added.map(\.item))
        case .expiring(let report):
            dialogue.recentItems = Self.names(report.groups.flatMap(\.1))
        case .fridgeList(let listing):
            // (the fridge's in-date food, for `그걸로 뭐 만들어` after `냉장고에 뭐 있어`)
            dialogue.recentItems = Self.names(listing.items.filter { ($0.daysLeft(today: listing.today) ?? 0) >= 0 })
        case .substitutes(let all):
            if let first = all.first { dialogue.focusItem = first.ingredient; dialogue.focusUnit = nil }
        case .fridgeOpened(let openings):
            if let item = openings.last?.item { dialogue.focusItem = item.canonical ?? item.name; dialogue.focusUnit = item.unit }
        case .fridgeDated(let dated, _):
            if let item = dated.last?.after { dialogue.focusItem = item.canonical ?? item.name; dialogue.focusUnit = item.unit }
        case .fridgeConsumed(let results):
            if let last = results.last { dialogue.focusItem = last.name }
        default:
            break
        }
        if dialogue != before { saveDialogue() }
    }

    /// An answer not about the shopping list: `대파 빼줘` next is no longer said of it.
    mutating func leaveTheShoppingList() {
        guard dialogue.onShoppingList else { return }
        dialogue.onShoppingList = false
        saveDialogue()
    }

    /// Clears the thread (pipe mode: one input is one conversation).
    public mutating func startDialogue() {
        dialogue = DialogueState()
        saveDialogue()
    }

    /// Saves the state unless the store holds it already; a failure costs only the thread.
    mutating func saveDialogue() {
        guard dialogue != storedDialogue else { return }
        do {
            try context.saveDialogue(conversation, dialogue.json.serialized())
            storedDialogue = dialogue
        } catch {}
    }

    /// Picks up the thread of an earlier run; a state that does not read, or of another
    /// version, is ignored (the conversation goes on without it).
    public mutating func restoreDialogue() {
        guard let text = try? context.loadDialogue(conversation),
              let state = DialogueState(text: text),
              state.version == DialogueState.currentVersion else { return }
        dialogue = state
        storedDialogue = state
        // `more` continues the narrowed list.
        if let request = state.request {
            switch request.source {
            case .cook: if lastListSource == .cook, lastCook != nil { lastCook?.filter = request.filters.matchFilter }
            case .search:
                if let page = lastSearch, lastListSource == .search {
                    var search = page.search
                    search.narrowing = request.filters.narrowing
                    lastSearch = SearchPage(search: search, page: page.page, limit: page.limit, total: page.total, recipes: page.recipes)
                }
            }
        }
    }
}
