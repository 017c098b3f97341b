/// The stored form of a `DialogueState`: one JSON object per conversation, with the keys of
/// layout version 1 (`version`, `request`, `focusRecipe`, `focusItem`, `focusUnit`, `tipFor`).
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
        return .object(pairs)
    }

    /// A stored state, or `nil` when `json` is not one.
    public init?(json: JSONValue) {
        guard case .object = json, let version = json["version"].flatMap(Self.int) else { return nil }
        self.init()
        self.version = Int(version)
        if let request = json["request"], request != .null {
            guard let read = DialogueRequest(json: request) else { return nil }
            self.request = read
        }
        guard let focusRecipe = Self.optional(json["focusRecipe"], Self.int),
              let focusItem = Self.optional(json["focusItem"], Self.string),
              let focusUnit = Self.optional(json["focusUnit"], Self.string),
              let tipFor = Self.list(json["tipFor"], Self.string) else { return nil }
        self.focusRecipe = focusRecipe
        self.focusItem = focusItem
        self.focusUnit = focusUnit
        self.tipFor = tipFor
    }

    /// `text` as a stored state, or `nil` when it is not one.
    public init?(text: String) {
        guard let value = try? LenientJSON.parse(text) else { return nil }
        self.init(json: value)
    }

    // Readers of one field: `nil` when the value has another type. `optional` and `list`
    // give `.some(nil)` / `[]` for a missing key or `null`, and `nil` for a wrong type.

    static func int(_ value: JSONValue) -> Int64? {
        switch value {
        case .int(let i): i
        case .double(let d) where d == d.rounded() && abs(d) < 1e15: Int64(d)
        default: nil
        }
    }

    static func double(_ value: JSONValue) -> Double? {
        switch value {
        case .int(let i): Double(i)
        case .double(let d): d
        default: nil
        }
    }

    static func string(_ value: JSONValue) -> String? {
        if case .string(let s) = value { s } else { nil }
    }

    static func bool(_ value: JSONValue) -> Bool? {
        if case .bool(let b) = value { b } else { nil }
    }

    static func optional<T>(_ value: JSONValue?, _ read: (JSONValue) -> T?) -> T?? {
        guard let value, value != .null else { return .some(nil) }
        return read(value).map { .some($0) }
    }

    static func list<T>(_ value: JSONValue?, _ read: (JSONValue) -> T?) -> [T]? {
        guard let value, value != .null else { return [] }
        guard case .array(let items) = value else { return nil }
        var out: [T] = []
        for item in items {
            guard let read = read(item) else { return nil }
            out.append(read)
        }
        return out
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
        typealias S = DialogueState
        guard case .object = json, let source = json["source"].flatMap(S.string).flatMap(Source.init(rawValue:)),
              let text = json["text"].flatMap(S.string),
              let refines = S.optional(json["refines"], S.string),
              let ingredients = S.list(json["ingredients"], S.string),
              let query = S.optional(json["query"], S.string),
              let shown = S.list(json["shown"], S.int) else { return nil }
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
        return .object(pairs)
    }

    init?(json: JSONValue) {
        typealias S = DialogueState
        guard case .object = json,
              let kind = S.optional(json["kind"], S.string),
              let method = S.optional(json["method"], S.string),
              let exclude = S.list(json["exclude"], S.string),
              let maxMinutes = S.optional(json["maxMinutes"], S.int),
              let maxKcal = S.optional(json["maxKcal"], S.double),
              let onlyHave = S.optional(json["onlyHave"], S.bool),
              let maxIngredients = S.optional(json["maxIngredients"], S.int),
              let notIDs = S.list(json["notIDs"], S.int) else { return nil }
        self.init(kind: kind, method: method, exclude: exclude, maxMinutes: maxMinutes.map { Int(clamping: $0) },
                  maxKcal: maxKcal, onlyHave: onlyHave ?? false, maxIngredients: maxIngredients.map { Int(clamping: $0) },
                  notIDs: notIDs)
    }
}
