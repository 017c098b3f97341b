/// Reading the slots of a command object (the `ParsedLine.json` shape) back into a
/// `Command`, every value checked: the first thing wrong is the refusal.
extension CommandReader {
    func command(_ value: JSONValue) throws(ReadingRefusal) -> Command {
        guard case .object(let pairs) = value else { throw .malformed("not an object") }
        guard let intentValue = value["intent"] else { throw .malformed("no intent") }
        guard case .string(let intent) = intentValue else { throw .malformed("intent is not a string") }
        guard Self.intents.contains(intent) else { throw .unknownCommand(String(intent.prefix(Self.longestText))) }
        let known = Set(["intent", "items", "ingredients", "query", "kind", "method", "max_kcal", "storage", "recipe", "ref",
                         "rating", "note", "day", "within_days", "expired", "language"])
        if let stray = pairs.first(where: { !known.contains($0.0) }) { throw .malformed("unknown field '\(String(stray.0.prefix(40)))'") }
        switch intent {
        case "recommend":
            let filter = MatchFilter(kind: try kind(value), method: try method(value), maxKcal: try maxKcal(value))
            return .recommend(ingredients: try foods(value, required: false), filter: filter)
        case "search":
            let query = try text(value, "query") ?? ""
            let search = RecipeSearch(query: query, kind: try kind(value), method: try method(value), maxKcal: try maxKcal(value))
            guard !query.isEmpty || search.kind != nil || search.method != nil || search.maxKcal != nil else {
                throw .malformed("search without a query")
            }
            return .search(search)
        case "show": return .show(try recipe(value))
        case "bookmark": return .bookmark(try recipe(value))
        case "unbookmark": return .unbookmark(try recipe(value))
        case "shop_add_missing": return .shopAddMissing(try recipe(value))
        case "fridge_add": return .fridgeAdd(try items(value))
        case "fridge_use": return .fridgeUse(try items(value))
        case "fridge_discard":
            if value["expired"] == .bool(true) { return .fridgeDiscardExpired(try items(value, required: false)) }
            return .fridgeDiscard(try items(value))
        case "fridge_move":
            guard let place = try storage(value) else { throw .malformed("fridge_move without a storage place") }
            return .fridgeMove(try items(value), to: place)
        case "fridge_list":
            return .fridgeList(storage: try storage(value), ingredients: try foods(value, required: false))
        case "fridge_history": return .fridgeHistory()
        case "fridge_stats": return .fridgeStats
        case "expiring":
            return .expiring(withinDays: try integer(value, "within_days", in: 0...366))
        case "storage_tip": return .storageTip(ingredients: try foods(value, required: true))
        case "bookmarks": return .bookmarks
        case "cooked":
            let day = try date(value, "day")
            if let day, !(today.adding(days: -Self.furthestPastDay)...today).contains(day) {
                throw .dateOutOfRange(field: "day", value: day.description)
            }
            return .cooked(recipe: try recipe(value), rating: try integer(value, "rating", in: 1...5), note: try text(value, "note"),
                           day: day)
        case "cooked_list": return .cookingLog
        case "shop_add": return .shopAdd(try items(value))
        case "shop_list": return .shopList
        case "shop_done": return .shopDone(try foods(value, required: true))
        case "shop_remove": return .shopRemove(try foods(value, required: true))
        case "shop_bought": return .shopBought
        default: throw .unknownCommand(intent)
        }
    }

    /// A food the lexicon knows, as the parser would have read it.
    func food(_ word: String) throws(ReadingRefusal) -> AskedIngredient {
        let trimmed = word.trimmingWhitespace
        guard !trimmed.isEmpty else { throw .malformed("an empty ingredient") }
        guard trimmed.count <= FridgeError.longestName, let hit = lexicon.lookup(trimmed) else {
            throw .notFood(String(trimmed.prefix(FridgeError.longestName)))
        }
        return AskedIngredient(word: trimmed, canonical: hit.ingredient.name, nameKind: hit.kind)
    }

    func foods(_ value: JSONValue, required: Bool) throws(ReadingRefusal) -> [AskedIngredient] {
        guard let list = value["ingredients"], list != .null else {
            if required { throw .malformed("no ingredients") }
            return []
        }
        guard case .array(let words) = list else { throw .malformed("ingredients is not a list") }
        if required && words.isEmpty { throw .malformed("no ingredients") }
        if words.count > Self.mostItems { throw .amountOutOfRange(field: "ingredients", value: String(words.count)) }
        var asked: [AskedIngredient] = []
        for word in words {
            guard case .string(let text) = word else { throw .malformed("an ingredient that is not a string") }
            asked.append(try food(text))
        }
        return asked
    }

    func items(_ value: JSONValue, required: Bool = true) throws(ReadingRefusal) -> [FridgeItemRequest] {
        guard let list = value["items"], list != .null else {
            if required { throw .malformed("no items") }
            return []
        }
        guard case .array(let objects) = list else { throw .malformed("items is not a list") }
        if required && objects.isEmpty { throw .malformed("no items") }
        if objects.count > Self.mostItems { throw .amountOutOfRange(field: "items", value: String(objects.count)) }
        var requests: [FridgeItemRequest] = []
        for object in objects {
            guard case .object(let pairs) = object else { throw .malformed("an item that is not an object") }
            let fields = Set(["ingredient", "quantity", "unit", "expires", "bought", "storage"])
            if let stray = pairs.first(where: { !fields.contains($0.0) }) {
                throw .malformed("unknown item field '\(String(stray.0.prefix(40)))'")
            }
            guard case .string(let name)? = object["ingredient"] else { throw .malformed("an item without an ingredient") }
            var request = FridgeItemRequest(ingredient: try food(name))
            request.unit = try unit(object)
            request.quantity = try quantity(object, unit: request.unit)
            if let expires = try date(object, "expires") {
                guard abs(today.days(until: expires)) <= FridgeError.furthestDate else {
                    throw .dateOutOfRange(field: "expires", value: expires.description)
                }
                request.expires = expires
            }
            if let bought = try date(object, "bought") {
                // The day it was bought: today or a day gone by, within a year.
                guard (today.adding(days: -Self.furthestPastDay)...today).contains(bought) else {
                    throw .dateOutOfRange(field: "bought", value: bought.description)
                }
                request.bought = bought < today ? bought : nil
            }
            request.storage = try storage(object)
            requests.append(request)
        }
        return requests
    }

    func unit(_ object: JSONValue) throws(ReadingRefusal) -> String? {
        guard let value = object["unit"], value != .null else { return nil }
        guard case .string(let written) = value else { throw .malformed("unit is not a string") }
        let word = written.trimmingWhitespace
        if word.isEmpty { return nil }
        if let unit = QuantityParser.unit(of: word) ?? QuantityParser.englishUnits[word.lowercased()] { return unit }
        throw .unknownUnit(String(word.prefix(20)))
    }

    func quantity(_ object: JSONValue, unit: String?) throws(ReadingRefusal) -> Double? {
        guard let value = object["quantity"], value != .null else { return nil }
        guard let number = value.number else { throw .malformed("quantity is not a number") }
        guard number.isFinite, number > 0, number <= FridgeAmount.largest(in: unit ?? "개") else {
            throw .amountOutOfRange(field: "quantity", value: value.text ?? "?")
        }
        return number
    }

    func date(_ object: JSONValue, _ key: String) throws(ReadingRefusal) -> LocalDay? {
        guard let value = object[key], value != .null else { return nil }
        guard case .string(let text) = value else { throw .malformed("\(key) is not a date") }
        guard let day = LocalDay(iso: text.trimmingWhitespace) else {
            throw .dateOutOfRange(field: key, value: String(text.prefix(20)))
        }
        return day
    }

    func storage(_ object: JSONValue) throws(ReadingRefusal) -> StoragePlace? {
        guard let value = object["storage"], value != .null else { return nil }
        guard case .string(let text) = value, let place = StoragePlace(rawValue: text) ?? StoragePlace(word: text) else {
            throw .malformed("storage is not fridge, freezer or pantry")
        }
        return place
    }

    func text(_ object: JSONValue, _ key: String) throws(ReadingRefusal) -> String? {
        guard let value = object[key], value != .null else { return nil }
        guard case .string(let text) = value else { throw .malformed("\(key) is not a string") }
        let trimmed = TerminalSanitizer.clean(text).trimmingWhitespace
        guard trimmed.count <= Self.longestText else { throw .malformed("\(key) is too long") }
        return trimmed.isEmpty ? nil : trimmed
    }

    func integer(_ object: JSONValue, _ key: String, in range: ClosedRange<Int>) throws(ReadingRefusal) -> Int? {
        guard let value = object[key], value != .null else { return nil }
        let number: Int
        switch value {
        case .int(let i) where i >= Int64(Int32.min) && i <= Int64(Int32.max): number = Int(i)
        case .double(let d) where d == d.rounded() && abs(d) < 1e9: number = Int(d)
        case .int, .double: throw .amountOutOfRange(field: key, value: value.text ?? "?")
        default: throw .malformed("\(key) is not a number")
        }
        guard range.contains(number) else { throw .amountOutOfRange(field: key, value: String(number)) }
        return number
    }

    func maxKcal(_ object: JSONValue) throws(ReadingRefusal) -> Double? {
        guard let value = object["max_kcal"], value != .null else { return nil }
        guard let number = value.number else { throw .malformed("max_kcal is not a number") }
        guard number.isFinite, number > 0, RecipeLimits.kcal.contains(number) else {
            throw .amountOutOfRange(field: "max_kcal", value: value.text ?? "?")
        }
        return number
    }

    func kind(_ object: JSONValue) throws(ReadingRefusal) -> String? {
        guard let word = try text(object, "kind") else { return nil }
        guard let kind = Vocabulary.kinds[word.lowercased()] ?? (Vocabulary.kinds.values.contains(word) ? word : nil) else {
            throw .malformed("kind '\(word)' is not a kind of dish")
        }
        return kind
    }

    func method(_ object: JSONValue) throws(ReadingRefusal) -> String? {
        guard let word = try text(object, "method") else { return nil }
        guard let method = Vocabulary.methods[word.lowercased()] ?? (Vocabulary.methods.values.contains(word) ? word : nil) else {
            throw .malformed("method '\(word)' is not a way of cooking")
        }
        return method
    }

    /// A recipe by number in the last list (`ref`) or by name (`recipe`); neither: the one shown last.
    func recipe(_ object: JSONValue) throws(ReadingRefusal) -> RecipeReference? {
        if let ref = try integer(object, "ref", in: -1...999) {
            guard ref != 0 else { throw .amountOutOfRange(field: "ref", value: "0") }
            return .number(ref)
        }
        return try text(object, "recipe").map(RecipeReference.name)
    }
}
