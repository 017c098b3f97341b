/// Completes a line against the dialogue state: a pure function of (the line's own parse,
/// its `FollowUp`, the state). The rules are in docs/LANGUAGE.md ("Conversation").
public enum DialogueResolver {
    /// What the session does with a line.
    public enum Resolution: Equatable, Sendable {
        /// The line stands alone.
        case asParsed
        /// `처음부터`, `start over`.
        case reset
        /// The request of the state, narrowed: list it.
        case refine(DialogueRequest)
        /// The line completed from the state (`이거 북마크해줘` → the recipe in focus, `2개 먹었어` → 계란).
        case run(Command)
        /// A part of the recipe in focus (`재료만`, `몇 인분이야?`): the recipe's id and the part.
        case part(Int64, String)
        /// The last tip's ingredients, about one place (`냉동은?`).
        case tip([String], StoragePlace)
        /// `이거`, `it`, `재료만` with nothing to point at.
        case nothingToPointAt
    }

    /// - Parameters:
    ///   - ingredientCounts: how many non-staple ingredients each recipe of the last list has
    ///     (`더 간단한 거` asks for fewer than most of them).
    ///   - reparse: parses a line again (for `2개 먹었어`, read as `계란 2개 먹었어`).
    public static func resolve(line: String, parsed: Command, followUp: FollowUp, state: DialogueState,
                               ingredientCounts: [Int] = [], reparse: (String) -> Command = { _ in .empty },
                               canonical: (String) -> String? = { _ in nil }) -> Resolution {
        if followUp.reset { return .reset }
        // Right after a shopping-list answer: `대파는 빼줘`, `양파 3개도 추가해줘`, `take 대파 off` change the list.
        if state.onShoppingList, let change = followUp.listChange,
           let command = saidOfTheShoppingList(line, parsed: parsed, change: change, reparse: reparse) {
            return .run(command)
        }
        // `양파 없는데` with a recipe in focus: what can stand in for it; `대신 뭐 넣어` then asks of that food.
        if let asked = substitutionAsked(line, followUp: followUp, state: state) {
            return .run(.llm(text: asked))
        }
        if let request = state.request, followUp.narrows, followUp.isOnlyFollowUp,
           !isOwnCommand(parsed) || leavesOutOfTheList(parsed, followUp, line: line) {
            return .refine(narrowed(request, by: followUp, line: line, ingredientCounts: ingredientCounts, canonical: canonical))
        }
        // `된장 들어간 걸로`, `ones with tofu` after a list: the list's request with those foods too (a search of a kind
        // becomes ideas with them, its filters kept).
        if followUp.includes, !followUp.named.isEmpty, followUp.leftovers.isEmpty, let request = state.request,
           request.source == .cook || request.query.isEmpty {
            var next = request
            next.refines = request.text
            next.text = line
            if request.source == .search {
                next = DialogueRequest(source: .cook, text: line, ingredients: [], filters: request.filters)
                next.refines = request.text
            }
            let had = Set(next.ingredients.map { canonical($0) ?? $0 })
            next.ingredients += followUp.named.filter { !had.contains($0.canonical ?? $0.word) }.map(\.word)
            next.filters.notIDs = []
            return .refine(next)
        }
        // `계란도 있어` after a list for 라면: 라면 and 계란, with the filters the list had.
        if followUp.also, let request = state.request, request.source == .cook, case .recommend(let asked, let filter) = parsed,
           !asked.isEmpty {
            var next = request
            next.refines = request.text
            next.text = line
            let had = Set(request.ingredients.map { canonical($0) ?? $0 })
            next.ingredients += asked.filter { !had.contains($0.canonical ?? $0.word) }.map(\.word)
            if let kind = filter.kind { next.filters.kind = kind }
            next.filters.notIDs = []
            return .refine(next)
        }
        // `what can I make with them?`, `그걸로 뭐 만들어` right after buying, a look in the fridge or a list of what is
        // due: those foods (after a tip, `what can I cook with it?` is the food of the tip)
        let recent = state.recentItems.isEmpty ? state.tipFor : state.recentItems
        if !recent.isEmpty, isLoose(parsed) || isPointingShow(parsed), let asked = withRecentItems(line, recent, reparse: reparse) {
            return .run(asked)
        }
        if followUp.pointsBack, let pointed = pointing(parsed, state: state) { return pointed }
        // `4인분으로`, `double it`: the recipe in focus at that scale (with none, the one shown last).
        if case .show(nil, let scale?) = parsed, let focus = state.focusRecipe {
            return .run(.show(.name(String(focus)), scale: scale))
        }
        // `없는 재료는?`, `what do I need to buy?` (read alone: the shopping list) with a recipe in focus: what it
        // lacks; right after a shopping-list answer, `what do I need to buy?` is that list.
        if followUp.part == FollowUpCues.missingPart, followUp.named.isEmpty, !state.onShoppingList, let id = state.focusRecipe,
           parsed == .shopList {
            return .part(id, FollowUpCues.missingPart)
        }
        if let part = followUp.part, followUp.named.isEmpty, isLoose(parsed) || followUp.isOnlyFollowUp && isNamedShow(parsed) {
            guard let id = state.focusRecipe else { return .nothingToPointAt }
            return .part(id, part)
        }
        if let place = followUp.place, !state.tipFor.isEmpty, followUp.isOnlyFollowUp, !followUp.narrows,
           !looksInsideTheFridge(line, parsed) {
            return .tip(state.tipFor, place)
        }
        // "두부는?" right after a tip asks the same of another food.
        // (`계란 있어?` asks what is stored: the line's own reading, a look inside the fridge.)
        if !state.tipFor.isEmpty, !followUp.named.isEmpty, followUp.leftovers.isEmpty, followUp.place == nil, !followUp.narrows,
           asksTheSame(line), !isStockQuestion(parsed) {
            return .run(.storageTip(ingredients: followUp.named))
        }
        let onlyPronouns = !fridgeItems(parsed).isEmpty && fridgeItems(parsed).allSatisfy { pronouns.contains($0.ingredient.word) }
        if let item = state.focusItem, followUp.named.isEmpty, isLoose(parsed) || isEmptyFridgeCommand(parsed) || onlyPronouns {
            // The item said where the line left it out: in place of `them`/`it`, before or after the line.
            let words = line.split(separator: " ").map(String.init)
            let replaced = words.map { pronouns.contains($0.lowercased()) ? item : $0 }.joined(separator: " ")
            let hasNumber = line.contains(where: \.isNumber)
            for candidate in [replaced, item + " " + line, line + " " + item] where candidate != line {
                let again = reparse(candidate)
                if fridgeItems(again).contains(where: { ($0.ingredient.canonical == item || $0.ingredient.word == item)
                    && (!hasNumber || $0.quantity != nil) }) {
                    return .run(again)
                }
                // `how long does it keep?`, `얼마나 가?` after buying tofu: the advice for it.
                if case .storageTip(let asked) = again, asked.map({ $0.canonical ?? $0.word }) == [item] {
                    return .run(again)
                }
            }
        }
        return .asParsed
    }

    /// The request with a follow-up's filters on top: a kind, method, time or kcal limit
    /// replaces the one before; foods left out add up; `다른 거` leaves out what was listed.
    /// - Parameter canonical: the lexicon's name for an asked word (`달걀` → 계란).
    public static func narrowed(_ request: DialogueRequest, by followUp: FollowUp, line: String,
                                ingredientCounts: [Int] = [], canonical: (String) -> String? = { _ in nil }) -> DialogueRequest {
        var next = request
        next.refines = request.text
        next.text = line
        var filters = request.filters
        if let kind = followUp.kind { filters.kind = kind }
        if let method = followUp.method { filters.method = method }
        if let family = followUp.family { filters.family = family; filters.exclude.removeAll { family.split(separator: " ").contains(Substring($0)) } }
        if let minutes = followUp.maxMinutes { filters.maxMinutes = minutes }
        if let kcal = followUp.maxKcal { filters.maxKcal = kcal }
        if let tag = followUp.tag { filters.tag = tag; if filters.notTag == tag { filters.notTag = nil } }
        if let tag = followUp.notTag { filters.notTag = tag; if filters.tag == tag { filters.tag = nil } }
        // Quick or light without a number: the table's limit, unless one as tight is set.
        if followUp.quick, followUp.maxMinutes == nil { filters.maxMinutes = min(filters.maxMinutes ?? .max, FollowUpCues.quickMinutes) }
        if followUp.light, followUp.maxKcal == nil { filters.maxKcal = min(filters.maxKcal ?? .infinity, FollowUpCues.lightKcal) }
        for food in followUp.exclude where !filters.exclude.contains(food) { filters.exclude.append(food) }
        // A food asked for and now left out is no longer asked for (unless it was all that was asked).
        let kept = request.ingredients.filter { word in !followUp.exclude.contains(canonical(word) ?? word) }
        if !kept.isEmpty { next.ingredients = kept }
        if followUp.onlyHave { filters.onlyHave = true }
        if followUp.simpler {
            let sorted = ingredientCounts.sorted()
            // Fewer than most of the list shown, but never fewer than its simplest recipe has.
            let median = sorted.isEmpty ? 6 : sorted[sorted.count / 2]
            let cap = max(sorted.first ?? 1, median - 1)
            filters.maxIngredients = max(1, min(filters.maxIngredients.map { max($0 - 1, sorted.first ?? 1) } ?? .max, cap))
        }
        filters.notIDs = followUp.somethingElse ? request.shown : []
        next.filters = filters
        return next
    }

    /// The substitution question a line asks of the recipe in focus, as a line of its own (`양파 대신 뭐 넣어?`,
    /// `what can I use instead of onion?`): one food said to be lacking (`양파 없는데`, `I don't have onions`), or
    /// a substitution asked with no food named (`대신 뭐 넣어`, `what can I use instead?`) of the food talked
    /// about last.
    static func substitutionAsked(_ line: String, followUp: FollowUp, state: DialogueState) -> String? {
        guard state.focusRecipe != nil else { return nil }
        let lower = line.lowercased()
        let spaced = " " + lower.filter { !"?!.,".contains($0) } + " "
        let english = !lower.unicodeScalars.contains(where: Hangul.isSyllable)
        let food: String?
        if FollowUpCues.lackingKorean.contains(where: { lower.contains($0) }) || FollowUpCues.lackingEnglish.contains(where: { spaced.contains(" " + $0 + " ") }) {
            let foods = followUp.named.map { $0.canonical ?? $0.word } + followUp.exclude
            guard foods.count == 1 else { return nil }
            food = foods[0]
        } else if Vocabulary.substituteKorean.contains(where: { lower.contains($0) })
                    || FollowUpCues.insteadEnglish.contains(where: { spaced.contains(" " + $0 + " ") }),
                  followUp.named.isEmpty, followUp.exclude.isEmpty {
            food = state.focusItem
        } else {
            return nil
        }
        guard let food else { return nil }
        return english ? "what can I use instead of \(food)?" : "\(food) 대신 뭐 넣어?"
    }

    /// `line` with its pronoun for things (`them`, `those`, `그걸로`, `이것들로`) read as `items`, when it then asks
    /// for recipes with them.
    static func withRecentItems(_ line: String, _ items: [String], reparse: (String) -> Command) -> Command? {
        var words = line.split(separator: " ").map(String.init)
        guard let i = words.firstIndex(where: { word in
            let bare = word.lowercased().trimmingCharacters(in: ["?", "!", ".", ","])
            return thingPronounsEnglish.contains(bare) || thingPronounsKorean.contains { bare.hasPrefix($0) }
        }) else { return nil }
        let korean = words[i].unicodeScalars.contains(where: Hangul.isSyllable)
        // 하고 joins after any syllable (애호박하고 두부로), where 랑 needs one without a final consonant.
        words[i] = korean ? Hangul.attach(items.joined(separator: "하고 "), "으로", "로") : items.joined(separator: " and ")
        guard case .recommend(let asked, let filter) = reparse(words.joined(separator: " ")), !asked.isEmpty else { return nil }
        return .recommend(ingredients: asked, filter: filter)
    }
    static let thingPronounsEnglish: Set<String> = ["them", "those", "these", "it"]

    /// `show(nil)` read from a line that points at something (`what can I cook with it?` reads as "which recipe?").
    static func isPointingShow(_ command: Command) -> Bool {
        if case .show(nil, nil) = command { return true }
        return false
    }
    static let thingPronounsKorean = ["그걸로", "그거로", "그것으로", "그것들로", "이걸로", "이거로", "이것으로", "이것들로", "저걸로", "걔네로", "얘네로"]

    /// Words that stand for the item talked about (`2 of them`).
    static let pronouns: Set<String> = ["them", "it", "those", "these", "one", "ones"]

    /// A line that lists the fridge on its own and says so (`냉장고`, `냉장고 보여줘`, `what's in the
    /// fridge`): a look inside, even right after a tip (`냉동실은?` is the tip's place).
    static func looksInsideTheFridge(_ line: String, _ parsed: Command) -> Bool {
        guard case .fridgeList = parsed else { return false }
        let text = line.lowercased().trimmingCharacters(in: [" ", "?", "!", ".", "~"])
        if FollowUpCues.appliances.contains(text) { return true }
        let spaced = " " + text + " "
        return FollowUpCues.fridgeListingKorean.contains { text.contains($0) }
            || FollowUpCues.fridgeListingEnglish.contains { spaced.contains(" " + $0 + " ") || spaced.contains(" " + $0 + "'") }
    }

    /// A line that asks again of what it names (`두부는?`, `what about tofu?`, `and eggs?`).
    static func asksTheSame(_ line: String) -> Bool {
        let text = line.lowercased().trimmingCharacters(in: [" "])
        if text.hasSuffix("?") { return true }
        if FollowUpCues.sameQuestionEnglish.contains(where: { text.hasPrefix($0 + " ") }) { return true }
        // A topic particle closing the line: 두부는, 계란은요.
        let last = text.split(separator: " ").last.map(String.init) ?? text
        return ["은", "는", "은요", "는요"].contains { last.hasSuffix($0) && last.count > $0.count }
    }

    /// Commands a follow-up's words never stand for (`장보기에서 양파 빼줘` is the shopping list).
    static func isOwnCommand(_ command: Command) -> Bool {
        switch command {
        case .shopRemove, .shopAdd, .shopDone, .shopList, .fridgeAdd, .fridgeUse, .fridgeDiscard, .fridgeMove, .fridgeOpen, .bookmark,
             .unbookmark, .bookmarks, .copy, .history, .quota, .cooked, .cookingLog, .shopAddMissing, .quit:
            true
        default: false
        }
    }

    /// `양파 빼줘` with a list on screen: the list without 양파, not 양파 taken out of the fridge. Only
    /// when the line names no amount and no place (`두부 하나 빼줘`, `냉장고에서 양파 빼줘` change the
    /// fridge) and every item it would take out is a food the follow-up leaves out.
    static func leavesOutOfTheList(_ parsed: Command, _ followUp: FollowUp, line: String) -> Bool {
        guard case .fridgeUse(let items) = parsed, !items.isEmpty, followUp.place == nil, !followUp.exclude.isEmpty else { return false }
        if Vocabulary.namesTheFridge(line) { return false }
        return items.allSatisfy { item in
            item.quantity == nil && followUp.exclude.contains(item.ingredient.canonical ?? item.ingredient.word)
        }
    }

    /// `대파는 빼줘` with the shopping list just answered: the line read again as said of the list
    /// (`장보기 목록 대파는 빼줘`), when that takes foods off it (`remove`) or puts them on (`add`). Only
    /// for a line that on its own changes the fridge or reads as nothing, and never one that names
    /// the fridge (`냉장고에서 대파 빼줘`); an amount used (`대파 한 단 썼어`) has no verb of a list.
    static func saidOfTheShoppingList(_ line: String, parsed: Command, change: FollowUp.ListChange,
                                      reparse: (String) -> Command) -> Command? {
        switch parsed {
        case .fridgeUse, .fridgeAdd, .fridgeDiscard, .llm, .empty, .shopAdd, .shopRemove: break
        default: return nil
        }
        if Vocabulary.namesTheFridge(line) { return nil }
        for context in FollowUpCues.shoppingListContexts {
            let again = reparse(context + " " + line)
            switch (change, again) {
            case (.remove, .shopRemove(let names)) where !names.isEmpty: return again
            case (.add, .shopAdd(let items)) where !items.isEmpty: return again
            default: continue
            }
        }
        return nil
    }

    /// `계란 있어?`, `do I have eggs?`: what the fridge holds of some food.
    static func isStockQuestion(_ command: Command) -> Bool {
        if case .fridgeList(_, _, _, let ingredients) = command { return !ingredients.isEmpty }
        return false
    }

    /// `만드는 법만` read alone as showing a recipe named 법만: the part cue took every word.
    static func isNamedShow(_ command: Command) -> Bool {
        if case .show(.name?, _) = command { return true }
        return false
    }

    /// What a line that says little may have been taken for on its own.
    static func isLoose(_ command: Command) -> Bool {
        switch command {
        case .llm, .empty, .help, .show(nil, nil): true
        case .search(let search): search.bare || search.query.split(separator: " ").count <= 2
        default: false
        }
    }

    static func isEmptyFridgeCommand(_ command: Command) -> Bool {
        switch command {
        case .fridgeUse(let items), .fridgeDiscard(let items), .fridgeAdd(let items): items.isEmpty
        default: false
        }
    }

    static func fridgeItems(_ command: Command) -> [FridgeItemRequest] {
        switch command {
        case .fridgeUse(let items), .fridgeDiscard(let items), .fridgeAdd(let items), .fridgeMove(let items, _),
             .fridgeOpen(let items, _): items
        default: []
        }
    }

    /// `이거 북마크해줘`, `bookmark it`, `그거 재료 장보기에 넣어줘`: the recipe in focus, or
    /// nothing to point at (never a guess).
    static func pointing(_ command: Command, state: DialogueState) -> Resolution? {
        let focus = state.focusRecipe.map { RecipeReference.name(String($0)) }
        switch command {
        case .bookmark(nil): return focus.map { .run(.bookmark($0)) } ?? .nothingToPointAt
        case .unbookmark(nil): return focus.map { .run(.unbookmark($0)) } ?? .nothingToPointAt
        case .shopAddMissing(nil): return focus.map { .run(.shopAddMissing($0)) } ?? .nothingToPointAt
        // `그거 재료 장보기에 넣어줘`: a shopping line that names no item, about the recipe in focus.
        case .shopList, .shopAdd([]): return focus.map { .run(.shopAddMissing($0)) } ?? .nothingToPointAt
        case .show(nil, let scale): return focus.map { .run(.show($0, scale: scale)) } ?? .nothingToPointAt
        case .cooked(nil, let rating, let note, let day): return focus.map { .run(.cooked(recipe: $0, rating: rating, note: note, day: day)) } ?? .nothingToPointAt
        case .copy(nil, let part): return focus == nil ? .nothingToPointAt : .run(.copy(ref: nil, part: part))
        default: return nil
        }
    }
}
