import YoriKit

/// What a value of one exported column must be. `yori import` checks every value of an export
/// against its column's kind before anything is stored, so a value yori itself never writes
/// (a date that is not one, a quantity that is text) stops the import like a constraint does,
/// rather than being stored and read back as nothing.
enum ExportField: Sendable, Equatable {
    /// Any text.
    case text
    /// A calendar day, `YYYY-MM-DD` (`LocalDay(iso:)`).
    case day
    /// A moment, `YYYY-MM-DDTHH:MM:SS` with optional fraction and `Z` or `±HH:MM`.
    case timestamp
    /// A finite number above zero.
    case positive
    /// A whole number in a range.
    case integer(ClosedRange<Int64>)
    /// 0 or 1 (`true`/`false` too).
    case flag
    /// One of these words.
    case oneOf([String])

    /// Why `value` is not one, in both languages, or `nil` when it is; `column` names it.
    func problem(_ value: JSONValue, column: String) -> ExportDamage? {
        switch (self, value) {
        case (_, .null): return nil
        case (.text, .string): return nil
        case (.text, _): return ExportDamage(ko: "\(column) 값이 글자가 아니에요", en: "\(column) is not text")
        case (.day, .string(let s)) where LocalDay(iso: s) != nil: return nil
        case (.day, _):
            return ExportDamage(ko: "\(column) 값이 올바른 날짜(YYYY-MM-DD)가 아니에요: \(Self.shown(value))",
                                en: "\(column) is not a valid date (YYYY-MM-DD): \(Self.shown(value))")
        case (.timestamp, .string(let s)) where Self.isTimestamp(s): return nil
        case (.timestamp, _):
            return ExportDamage(ko: "\(column) 값이 올바른 시각(YYYY-MM-DDTHH:MM:SSZ)이 아니에요: \(Self.shown(value))",
                                en: "\(column) is not a valid time (YYYY-MM-DDTHH:MM:SSZ): \(Self.shown(value))")
        case (.positive, .int(let i)) where i > 0: return nil
        case (.positive, .double(let d)) where d > 0 && d.isFinite: return nil
        case (.positive, _):
            return ExportDamage(ko: "\(column) 값이 0보다 큰 수가 아니에요: \(Self.shown(value))",
                                en: "\(column) is not a number above zero: \(Self.shown(value))")
        case (.integer(let range), .int(let i)) where range.contains(i): return nil
        case (.integer(let range), _):
            return ExportDamage(ko: "\(column) 값이 \(Self.range(range)) 사이의 정수가 아니에요: \(Self.shown(value))",
                                en: "\(column) is not a whole number in \(Self.range(range)): \(Self.shown(value))")
        case (.flag, .bool): return nil
        case (.flag, .int(let i)) where i == 0 || i == 1: return nil
        case (.flag, _):
            return ExportDamage(ko: "\(column) 값이 0 또는 1이 아니에요: \(Self.shown(value))",
                                en: "\(column) is not 0 or 1: \(Self.shown(value))")
        case (.oneOf(let words), .string(let s)) where words.contains(s): return nil
        case (.oneOf(let words), _):
            return ExportDamage(ko: "\(column) 값은 \(words.joined(separator: ", ")) 중 하나여야 해요: \(Self.shown(value))",
                                en: "\(column) must be one of \(words.joined(separator: ", ")): \(Self.shown(value))")
        }
    }

    /// `2026-11-25T20:41:07Z`, `2026-11-25T20:41:07.123Z`, `2026-11-25T20:41:07+09:00`.
    static func isTimestamp(_ text: String) -> Bool {
        let chars = Array(text)
        guard chars.count >= 20, chars[10] == "T", LocalDay(iso: String(chars[0..<10])) != nil else { return false }
        func number(_ range: Range<Int>, upTo limit: Int) -> Bool {
            let part = chars[range]
            guard part.allSatisfy({ $0.isASCII && $0.isNumber }), let n = Int(String(part)) else { return false }
            return n <= limit
        }
        guard number(11..<13, upTo: 23), chars[13] == ":", number(14..<16, upTo: 59), chars[16] == ":",
              number(17..<19, upTo: 60) else { return false }
        var rest = chars[19...]
        if rest.first == "." {
            let digits = rest.dropFirst().prefix { $0.isASCII && $0.isNumber }
            guard !digits.isEmpty else { return false }
            rest = rest.dropFirst(1 + digits.count)
        }
        if Array(rest) == ["Z"] { return true }
        let zone = Array(rest)
        guard zone.count == 6, zone[0] == "+" || zone[0] == "-", zone[3] == ":" else { return false }
        let offset = String(zone[1...2]) + String(zone[4...5])
        return offset.allSatisfy { $0.isASCII && $0.isNumber } && Int(offset[..<offset.index(offset.startIndex, offsetBy: 2)])! <= 23
            && Int(offset.suffix(2))! <= 59
    }

    private static func range(_ range: ClosedRange<Int64>) -> String {
        range.upperBound == .max ? "\(range.lowerBound)…" : "\(range.lowerBound)–\(range.upperBound)"
    }

    /// The value as the file has it, cut short.
    static func shown(_ value: JSONValue) -> String {
        let text = value.serialized()
        return text.count > 40 ? String(text.prefix(40)) + "…" : text
    }
}

/// Why one row of an export is damaged, in both languages.
public struct ExportDamage: Sendable, Equatable, Error {
    public let ko: String
    public let en: String

    public init(ko: String, en: String) {
        self.ko = ko
        self.en = en
    }

    /// A reason that reads the same in both (a database constraint's own words).
    public init(_ text: String) { self.init(ko: text, en: text) }

    public func message(_ language: UserLanguage) -> String { language.pick(ko, en) }
}

extension YoriExport {
    static let places = StoragePlace.allCases.map(\.rawValue)

    /// The kind of every exported column, by table (`bookmarks` and `cooking_log` too, whose
    /// recipe is named rather than stored). A test keeps it in step with the schema: every
    /// column of every exported table has a kind here.
    static let fields: [String: [String: ExportField]] = [
        "bookmarks": ["created": .timestamp],
        "cooking_log": ["recipe_name": .text, "day": .day, "rating": .integer(1...5), "note": .text],
        "fridge_items": ["id": .integer(1...Int64.max), "name": .text, "canonical": .text, "quantity": .positive, "unit": .text, "place": .oneOf(places),
                         "added": .day, "expires": .day, "expires_by_user": .flag, "note": .text, "opened": .day],
        "fridge_events": ["kind": .oneOf(["add", "use", "discard", "move"]), "name": .text, "canonical": .text,
                          "quantity": .positive, "unit": .text, "day": .day, "place": .oneOf(places), "batch": .integer(0...Int64.max)],
        "shopping_items": ["name": .text, "canonical": .text, "amount": .text, "recipe": .text, "checked": .flag,
                           "added": .day, "bought": .flag],
        "staple_overrides": ["ingredient": .text, "staple": .flag],
        "ingredient_tips": ["ingredient": .text, "text": .text, "source": .oneOf(["user", "llm"]), "created": .timestamp],
        "conversations": ["name": .text, "created_at": .timestamp, "last_used_at": .timestamp],
        "chat_turns": ["conversation": .text, "asked_at": .timestamp, "day": .day, "question": .text, "question_key": .text,
                       "intent": .text, "answer": .text, "route": .oneOf(["local", "cache", "model"]), "model": .text,
                       "elapsed_ms": .integer(0...Int64.max), "prompt_tokens": .integer(0...Int64.max),
                       "completion_tokens": .integer(0...Int64.max), "complete": .flag, "failed": .flag, "reading": .text],
    ]

    /// Checks one row's values against `fields` and the rules that join columns (a fridge
    /// amount within what `fridge add` takes for its unit); the first problem, or `nil`.
    static func problem(in table: String, _ values: [String: JSONValue]) -> ExportDamage? {
        let kinds = fields[table] ?? [:]
        for key in values.keys.sorted() {
            guard let kind = kinds[key], let value = values[key] else { continue }
            if let problem = kind.problem(value, column: key) { return problem }
        }
        if table == "fridge_items" || table == "fridge_events" {
            let quantity: Double? = switch values["quantity"] ?? .null {
            case .int(let i): Double(i)
            case .double(let d): d
            default: nil
            }
            do { try FridgeError.check(quantity, unit: values["unit"]?.text) } catch {
                return ExportDamage(ko: "quantity: " + error.message(.ko), en: "quantity: " + error.message(.en))
            }
            if case .string(let name) = values["name"] ?? .null, name.allSatisfy(\.isWhitespace) {
                return ExportDamage(ko: "name 값이 비어 있어요", en: "name is empty")
            }
        }
        return nil
    }
}
