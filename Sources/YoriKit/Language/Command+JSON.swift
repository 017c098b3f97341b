extension ParsedLine {
    /// The line's meaning as `yori parse --json` prints it (docs/LANGUAGE.md).
    public var json: JSONValue {
        var pairs: [(String, JSONValue)] = [("intent", .string(command.intent)), ("language", .string(language.rawValue))]
        switch command {
        case .recommend(let asked, let filter):
            pairs.append(("ingredients", .strings(asked.map { $0.canonical ?? $0.word })))
            let unknown = asked.filter { $0.canonical == nil }.map(\.word)
            if !unknown.isEmpty { pairs.append(("unknown", .strings(unknown))) }
            if let kind = filter.kind { pairs.append(("kind", .string(kind))) }
            if let method = filter.method { pairs.append(("method", .string(method))) }
            if let maxKcal = filter.maxKcal { pairs.append(("max_kcal", .double(maxKcal))) }
            pairs += filter.narrowing.json
            if let servings = filter.servings { pairs.append(("servings", .int(Int64(servings)))) }
        case .search(let search):
            pairs.append(("query", .string(search.query)))
            if let kind = search.kind { pairs.append(("kind", .string(kind))) }
            if let method = search.method { pairs.append(("method", .string(method))) }
            if let maxKcal = search.maxKcal { pairs.append(("max_kcal", .double(maxKcal))) }
            pairs += search.narrowing.json
        case .cooked(let reference, let rating, let note, let day):
            switch reference {
            case .number(let n): pairs.append(("ref", .int(Int64(n))))
            case .name(let name): pairs.append(("recipe", .string(name)))
            case nil: break
            }
            if let rating { pairs.append(("rating", .int(Int64(rating)))) }
            if let note { pairs.append(("note", .string(note))) }
            if let day { pairs.append(("day", .string(day.description))) }
        case .show(let reference, _), .bookmark(let reference), .unbookmark(let reference), .shopAddMissing(let reference):
            switch reference {
            case .number(let n): pairs.append(("ref", .int(Int64(n))))
            case .name(let name): pairs.append(("recipe", .string(name)))
            case nil: break
            }
            switch command {
            case .show(_, .servings(let n)?): pairs.append(("servings", .int(Int64(n))))
            case .show(_, .factor(let f)?): pairs.append(("factor", .double(f)))
            default: break
            }
        case .fridgeAdd(let items), .fridgeUse(let items), .fridgeDiscard(let items), .shopAdd(let items):
            pairs.append(("items", .array(items.map(\.json))))
        case .fridgeMove(let items, let place):
            pairs.append(("items", .array(items.map(\.json))))
            pairs.append(("storage", .string(place.rawValue)))
        case .fridgeOpen(let items, let day):
            pairs.append(("items", .array(items.map(\.json))))
            if let day { pairs.append(("day", .string(day.description))) }
        case .fridgeList(let storage, let category, let sort, let ingredients):
            if !ingredients.isEmpty { pairs.append(("ingredients", .strings(ingredients.map { $0.canonical ?? $0.word }))) }
            if let storage { pairs.append(("storage", .string(storage.rawValue))) }
            if let category { pairs.append(("category", .string(category))) }
            if let sort { pairs.append(("sort", .string(sort.rawValue))) }
        case .fridgeDiscardExpired(let items):
            if !items.isEmpty { pairs.append(("items", .array(items.map(\.json)))) }
            pairs.append(("expired", .bool(true)))
        case .fridgeHistory(let kind?):
            pairs.append(("kind", .string(kind.rawValue)))
        case .guide(let topic):
            pairs.append(("topic", .string(topic.rawValue)))
        case .expiring(let days):
            if let days { pairs.append(("within_days", .int(Int64(days)))) }
        case .shopDone(let asked), .shopRemove(let asked):
            pairs.append(("ingredients", .strings(asked.map { $0.canonical ?? $0.word })))
        case .storageTip(let asked):
            pairs.append(("ingredients", .strings(asked.map { $0.canonical ?? $0.word })))
        case .copy(let ref, let part):
            if let ref { pairs.append(("ref", .int(Int64(ref)))) }
            if let part { pairs.append(("part", .string(part.rawValue))) }
        case .llm(let text):
            pairs.append(("text", .string(text)))
        case .shopClear(let checkedOnly):
            if checkedOnly { pairs.append(("checked", .bool(true))) }
        case .page(let move):
            pairs.append(("page", move.json))
        case .history, .quota, .help, .quit, .empty, .shopList, .shopBought, .more, .fridgeHistory, .fridgeStats, .bookmarks,
             .cookingLog, .chitchat, .commandHint:
            break
        }
        // "게란이랑 대파": the words read as other words, and as what.
        let readings = command.respellings
        if !readings.isEmpty { pairs.append(("read_as", .array(readings.map(\.json)))) }
        return .object(pairs)
    }
}

extension FridgeItemRequest {
    var json: JSONValue {
        var pairs: [(String, JSONValue)] = [("ingredient", .string(ingredient.canonical ?? ingredient.word))]
        if let quantity { pairs.append(("quantity", .double(quantity))) }
        if let unit { pairs.append(("unit", .string(unit))) }
        if let expires { pairs.append(("expires", .string(expires.description))) }
        if let bought { pairs.append(("bought", .string(bought.description))) }
        if let storage { pairs.append(("storage", .string(storage.rawValue))) }
        if let name { pairs.append(("name", .string(name))) }
        if let invalidExpiry { pairs.append(("invalid_expires", .string(invalidExpiry))) }
        if let share { pairs.append(("share", .double(share))) }
        if let vague { pairs.append(("vague", .string(vague))) }
        if let invalidAmount { pairs.append(("invalid_amount", .string(invalidAmount))) }
        return .object(pairs)
    }
}
