/// The stored form of a `DialogueState`: one JSON object per conversation, with the keys of
/// layout version 1 (`version`, `request`, `focusRecipe`, `focusItem`, `focusUnit`, `tipFor`, and
/// `shoppingList` only when true, `recentItems` only when some: a state without them reads as before).
/// Written and read with `JSONValue` and `LenientJSON`, so picking up a thread costs no
/// Foundation decoder at start-up. An absent optional is left out; a value of the wrong type
/// makes the whole state unreadable (the conversation goes on without it).
extension DialogueState {
    /// The state as stored.
    public var json: JSONValue {
        var pairs: [(String, JSONValue)] = [("version", .int(Int64(version)))]
        if let request { pairs.append(("request", request.json)) }
        if let focusRecipe { pairs.append(("focusRecipe", .int(focusRecipe))) }
        if let focusItem { pairs.append(("focusItem", .string(focusItem))) }
        if let focusUnit { pairs.append(("focusUnit", .string(focusUnit))) }
        pairs.append(("tipFor", .strings(tipFor)))
        if onShoppingList { pairs.append(("shoppingList", .bool(true))) }
        if !recentItems.isEmpty { pairs.append(("recentItems", .strings(recentItems))) }
        return .object(pairs)
    }

    /// A stored state, or `nil` when `json` is not one.
    public init?(json: JSONValue) {
        guard case .object = json, let version = json["version"]?.wholeNumber else { return nil }
        self.init()
        self.version = Int(version)
        if let request = json["request"], request != .null {
            guard let read = DialogueRequest(json: request) else { return nil }
            self.request = read
        }
        guard let focusRecipe = optionalField(json["focusRecipe"], \.wholeNumber),
              let focusItem = optionalField(json["focusItem"], \.stringValue),
              let focusUnit = optionalField(json["focusUnit"], \.stringValue),
              let tipFor = listField(json["tipFor"], \.stringValue),
              let onShoppingList = optionalField(json["shoppingList"], \.boolValue),
              let recentItems = listField(json["recentItems"], \.stringValue) else { return nil }
        self.focusRecipe = focusRecipe
        self.focusItem = focusItem
        self.focusUnit = focusUnit
        self.tipFor = tipFor
        self.onShoppingList = onShoppingList ?? false
        self.recentItems = recentItems
    }

    /// `text` as a stored state, or `nil` when it is not one.
    public init?(text: String) {
        guard let value = try? LenientJSON.parse(text) else { return nil }
        self.init(json: value)
    }
}

extension DialogueRequest {
    var json: JSONValue {
        var pairs: [(String, JSONValue)] = [("source", .string(source.rawValue)), ("text", .string(text))]
        if let refines { pairs.append(("refines", .string(refines))) }
        pairs += [("ingredients", .strings(ingredients)), ("query", .string(query)), ("filters", filters.json),
                  ("shown", .array(shown.map { .int($0) }))]
        return .object(pairs)
    }

    init?(json: JSONValue) {
        guard case .object = json, let source = json["source"]?.stringValue.flatMap(Source.init(rawValue:)),
              let text = json["text"]?.stringValue,
              let refines = optionalField(json["refines"], \.stringValue),
              let ingredients = listField(json["ingredients"], \.stringValue),
              let query = optionalField(json["query"], \.stringValue),
              let shown = listField(json["shown"], \.wholeNumber) else { return nil }
        var filters = DialogueFilters()
        if let stored = json["filters"], stored != .null {
            guard let read = DialogueFilters(json: stored) else { return nil }
            filters = read
        }
        self.init(source: source, text: text, refines: refines, ingredients: ingredients, query: query ?? "",
                  filters: filters, shown: shown)
    }
}

extension DialogueFilters {
    var json: JSONValue {
        var pairs: [(String, JSONValue)] = []
        if let kind { pairs.append(("kind", .string(kind))) }
        if let method { pairs.append(("method", .string(method))) }
        pairs.append(("exclude", .strings(exclude)))
        if let maxMinutes { pairs.append(("maxMinutes", .int(Int64(maxMinutes)))) }
        if let maxKcal { pairs.append(("maxKcal", .double(maxKcal))) }
        pairs.append(("onlyHave", .bool(onlyHave)))
        if let maxIngredients { pairs.append(("maxIngredients", .int(Int64(maxIngredients)))) }
        pairs.append(("notIDs", .array(notIDs.map { .int($0) })))
        if let tag { pairs.append(("tag", .string(tag))) }
        if let notTag { pairs.append(("notTag", .string(notTag))) }
        if let family { pairs.append(("family", .string(family))) }
        if let servings { pairs.append(("servings", .int(Int64(servings)))) }
        return .object(pairs)
    }

    init?(json: JSONValue) {
        guard case .object = json,
              let kind = optionalField(json["kind"], \.stringValue),
              let method = optionalField(json["method"], \.stringValue),
              let exclude = listField(json["exclude"], \.stringValue),
              let maxMinutes = optionalField(json["maxMinutes"], \.wholeNumber),
              let maxKcal = optionalField(json["maxKcal"], \.number),
              let onlyHave = optionalField(json["onlyHave"], \.boolValue),
              let maxIngredients = optionalField(json["maxIngredients"], \.wholeNumber),
              let notIDs = listField(json["notIDs"], \.wholeNumber),
              let tag = optionalField(json["tag"], \.stringValue),
              let notTag = optionalField(json["notTag"], \.stringValue),
              let family = optionalField(json["family"], \.stringValue),
              let servings = optionalField(json["servings"], \.wholeNumber) else { return nil }
        self.init(kind: kind, method: method, exclude: exclude, maxMinutes: maxMinutes.map { Int(clamping: $0) },
                  maxKcal: maxKcal, onlyHave: onlyHave ?? false, maxIngredients: maxIngredients.map { Int(clamping: $0) },
                  notIDs: notIDs)
        self.tag = tag
        self.notTag = notTag
        self.family = family
        self.servings = servings.flatMap { ServingsAsk.servingsRange.contains(Int(clamping: $0)) ? Int($0) : nil }
    }
}

/// One field of a stored state: `.some(nil)` for a missing key or `null`, `nil` for a value of
/// another type.
private func optionalField<T>(_ value: JSONValue?, _ read: (JSONValue) -> T?) -> T?? {
    guard let value, value != .null else { return .some(nil) }
    return read(value).map { .some($0) }
}

/// A list field: empty for a missing key or `null`, `nil` when it or an item has another type.
private func listField<T>(_ value: JSONValue?, _ read: (JSONValue) -> T?) -> [T]? {
    guard let value, value != .null else { return [] }
    guard case .array(let items) = value else { return nil }
    var out: [T] = []
    for item in items {
        guard let read = read(item) else { return nil }
        out.append(read)
    }
    return out
}
