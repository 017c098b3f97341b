/// The model as a fallback reader: the command set as a JSON schema (the shape `yori parse
/// --json` prints, `ParsedLine.json`), and the way back from what the model sends to a
/// `Command`, checked against that schema, the lexicon and yori's ranges exactly as a
/// parsed line would be. The model never writes anything: the session runs what comes out
/// of `read` through the same path as a line the rules read (docs/LANGUAGE.md).
public struct CommandReader: Sendable {
    public let lexicon: IngredientLexicon
    /// Dates are checked relative to this day.
    public let today: LocalDay

    public init(lexicon: IngredientLexicon, today: LocalDay) {
        self.lexicon = lexicon
        self.today = today
    }

    /// The name of the one tool the model is offered.
    public static let toolName = "yori_command"

    /// The intents the model may name: the commands of a line that acts or asks for something
    /// (not small talk, not `copy` or `quit`, never `llm`).
    public static let intents = [
        "recommend", "search", "show", "fridge_add", "fridge_list", "fridge_use", "fridge_discard", "fridge_move",
        "fridge_history", "fridge_stats", "expiring", "storage_tip", "bookmark", "unbookmark", "bookmarks", "cooked",
        "cooked_list", "shop_add", "shop_list", "shop_done", "shop_remove", "shop_bought", "shop_add_missing",
    ]

    /// Longest free text (a query, a recipe name, a note) taken from the model.
    static let longestText = 100
    /// Most items or ingredients one command may name (more is no line a person wrote).
    static let mostItems = 50
    /// Days back a `cooked` or `bought` day may be.
    static let furthestPastDay = 366

    /// The tool definition sent as OpenAI-compatible `tools` (one function, `yori_command`).
    public static var tool: JSONValue {
        func string(_ description: String, _ values: [String]? = nil) -> JSONValue {
            var pairs: [(String, JSONValue)] = [("type", "string"), ("description", .string(description))]
            if let values { pairs.append(("enum", .strings(values))) }
            return .object(pairs)
        }
        func number(_ description: String) -> JSONValue { .object([("type", "number"), ("description", .string(description))]) }
        func integer(_ description: String) -> JSONValue { .object([("type", "integer"), ("description", .string(description))]) }
        let places = StoragePlace.allCases.map(\.rawValue)
        let item: JSONValue = .object([
            ("type", "object"),
            ("properties", .object([
                ("ingredient", string("the food, as the lexicon names it (Korean or English: 사과, apple)")),
                ("quantity", number("how many or how much, more than 0")),
                ("unit", string("개, 모, 봉지, 팩, 단, 병, 캔, g, kg, ml, L, …; leave out for a plain count")),
                ("expires", string("expiry date YYYY-MM-DD, only when the user gave one")),
                ("bought", string("fridge_add: the day it was bought, YYYY-MM-DD, only when the user said a past day")),
                ("storage", string("where it is kept", places)),
            ])),
            ("required", .strings(["ingredient"])),
            ("additionalProperties", .bool(false)),
        ])
        let ingredients: JSONValue = .object([("type", "array"), ("items", .object([("type", "string")])),
                                              ("description", "foods, as the lexicon names them")])
        let parameters: JSONValue = .object([
            ("type", "object"),
            ("properties", .object([
                ("intent", string("the one yori command the line asks for", intents)),
                ("items", .object([("type", "array"), ("items", item),
                                   ("description", "fridge_add, fridge_use, fridge_discard, fridge_move, shop_add")])),
                ("ingredients", ingredients),
                ("query", string("search: a recipe name or word")),
                ("kind", string("recommend/search: the kind of dish", ["반찬", "국&찌개", "밥", "일품", "후식", "기타"])),
                ("method", string("recommend/search: how it is cooked", ["끓이기", "굽기", "볶기", "찌기", "튀기기", "기타"])),
                ("max_kcal", number("recommend/search: at most this many kcal per serving")),
                ("storage", string("fridge_move: where to; fridge_list: only this place", places)),
                ("recipe", string("show, bookmark, unbookmark, cooked, shop_add_missing: a recipe by name")),
                ("ref", integer("show, bookmark, cooked, …: a number in the last list shown")),
                ("rating", integer("cooked: 1 to 5")),
                ("note", string("cooked: a short note")),
                ("day", string("cooked: the day, YYYY-MM-DD, when not today")),
                ("within_days", integer("expiring: how many days ahead")),
                ("expired", .object([("type", "boolean"), ("description", "fridge_discard: everything past its date")])),
            ])),
            ("required", .strings(["intent"])),
            ("additionalProperties", .bool(false)),
        ])
        return .object([
            ("type", "function"),
            ("function", .object([
                ("name", .string(toolName)),
                ("description", "Run one of yori's own commands for the user's line. Call it only when the line asks yori to do one of these."),
                ("parameters", parameters),
            ])),
        ])
    }

    /// The `tool_choice` that lets the model either call the tool or answer in words.
    public static let toolChoice: JSONValue = "auto"

    /// A command object found in a reply's text: the whole text (or a fenced ```json block)
    /// is a JSON object with `intent`, or `{"name": …, "arguments": {…}}`. `nil` when the
    /// text is a plain answer.
    public static func commandObject(inText text: String) -> JSONValue? {
        var body = text.trimmingWhitespace
        if body.hasPrefix("```") {
            body = String(body.drop { $0 != "\n" }).trimmingWhitespace
            if body.hasSuffix("```") { body = String(body.dropLast(3)).trimmingWhitespace }
        }
        guard body.hasPrefix("{"), body.hasSuffix("}"), let value = JSONValue.parse(body),
              case .object = value else { return nil }
        if value["intent"] != nil { return value }
        if let name = value["name"], let arguments = value["arguments"] {
            if case .string(let text) = arguments, let inner = JSONValue.parse(text) {
                return name == .string(toolName) ? inner : .object([("intent", name)])
            }
            return name == .string(toolName) ? arguments : .object([("intent", name)])
        }
        return nil
    }

    /// The arguments of a tool call, as sent (a JSON text), as a value.
    public static func arguments(_ text: String) -> Result<JSONValue, ReadingRefusal> {
        guard let value = JSONValue.parse(text) else {
            return .failure(.malformed("arguments are not JSON"))
        }
        return .success(value)
    }

    /// The command `value` names, checked; the refusal says the first thing wrong.
    public func read(_ value: JSONValue) -> Result<Command, ReadingRefusal> {
        do { return .success(try command(value)) } catch { return .failure(error) }
    }
}
