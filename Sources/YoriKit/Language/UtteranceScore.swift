/// How well the parser reads a table of utterances (JSON Lines: `{"text": …, "expect": {…}}`,
/// the format of Tests/YoriKitTests/Fixtures/utterances*.jsonl): intent accuracy, slot
/// accuracy and the same per intent. Used by `YoriBench score` and the score tests.
public struct UtteranceScore: Sendable {
    /// One row of a table.
    public struct Row: Sendable {
        public let line: Int
        public let text: String
        public let expect: JSONValue
    }

    /// Counts for one intent (by the intent the table expects).
    public struct Tally: Sendable, Equatable {
        public var rows = 0
        public var intent = 0
        public var slots = 0
        public var language = 0
    }

    /// What one row gave.
    public struct Outcome: Sendable {
        public let row: Row
        public let actual: JSONValue
        public let intentCorrect: Bool
        /// Every slot (all keys but `intent` and `language`) as expected, with the intent right.
        public let slotsCorrect: Bool
        public let languageCorrect: Bool
    }

    public let outcomes: [Outcome]
    public let perIntent: [String: Tally]
    public let total: Tally

    /// The rows of a JSON Lines table; `nil` (with the 1-based line number) for the first
    /// line that is not a row, so a malformed file is named rather than scored short.
    public static func rows(_ jsonl: String) -> Result<[Row], MalformedLine> {
        var rows: [Row] = []
        for (index, raw) in jsonl.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let trimmed = String(raw).trimmingCharacters(in: [" ", "\t", "\r"])
            if trimmed.isEmpty { continue }
            guard let value = JSONValue.parse(trimmed), case .string(let text)? = value["text"],
                  let expect = value["expect"], case .string(_)? = expect["intent"] else {
                return .failure(MalformedLine(line: index + 1))
            }
            rows.append(Row(line: index + 1, text: text, expect: expect.canonical))
        }
        return .success(rows)
    }

    /// A line of a table that is not `{"text": "…", "expect": {"intent": "…", …}}`.
    public struct MalformedLine: Error, Sendable, Equatable {
        public let line: Int
    }

    public init(rows: [Row], parser: RequestParser, today: LocalDay) {
        var perIntent: [String: Tally] = [:]
        var total = Tally()
        outcomes = rows.map { row in
            let actual = parser.parse(row.text, today: today).json.canonical
            let intentCorrect = actual["intent"] == row.expect["intent"]
            let languageCorrect = row.expect["language"] == nil || actual["language"] == row.expect["language"]
            let slotsCorrect = intentCorrect && Self.slots(actual) == Self.slots(row.expect)
            let intent = Self.string(row.expect["intent"])
            for key in [intent, ""] {
                var tally = key.isEmpty ? total : perIntent[key, default: Tally()]
                tally.rows += 1
                if intentCorrect { tally.intent += 1 }
                if slotsCorrect { tally.slots += 1 }
                if languageCorrect { tally.language += 1 }
                if key.isEmpty { total = tally } else { perIntent[key] = tally }
            }
            return Outcome(row: row, actual: actual, intentCorrect: intentCorrect, slotsCorrect: slotsCorrect,
                           languageCorrect: languageCorrect)
        }
        self.perIntent = perIntent
        self.total = total
    }

    public var intentAccuracy: Double { Self.ratio(total.intent, total.rows) }
    public var slotAccuracy: Double { Self.ratio(total.slots, total.rows) }
    public var languageAccuracy: Double { Self.ratio(total.language, total.rows) }

    /// Expected intent → intent given, for the rows whose intent was wrong, most frequent first
    /// (counts only: no sentence is shown, so a held-out table can be scored without being read).
    public var confusions: [(expected: String, actual: String, count: Int)] {
        struct Pair: Hashable { let expected: String, actual: String }
        var counts: [Pair: Int] = [:]
        for outcome in outcomes where !outcome.intentCorrect {
            counts[Pair(expected: Self.string(outcome.row.expect["intent"]), actual: Self.string(outcome.actual["intent"])),
                   default: 0] += 1
        }
        return counts.map { ($0.key.expected, $0.key.actual, $0.value) }
            .sorted { ($0.2, $1.0, $1.1) > ($1.2, $0.0, $0.1) }
    }

    /// The report `YoriBench score` prints: totals, then one line per intent.
    public func report(title: String) -> String {
        var out = "\(title): \(total.rows) rows · intent \(Self.format(intentAccuracy)) · slots \(Self.format(slotAccuracy))"
            + " · language \(Self.format(languageAccuracy))\n"
        out += "  intent                rows  intent  slots\n"
        for (name, tally) in perIntent.sorted(by: { ($0.value.rows, $1.key) > ($1.value.rows, $0.key) }) {
            let padded = name + String(repeating: " ", count: max(1, 22 - name.count))
            let rows = String(tally.rows), intent = Self.format(Self.ratio(tally.intent, tally.rows))
            out += "  \(padded)\(String(repeating: " ", count: max(0, 4 - rows.count)))\(rows)  \(intent)   "
                + "\(Self.format(Self.ratio(tally.slots, tally.rows)))\n"
        }
        let confusions = confusions.prefix(12)
        if !confusions.isEmpty {
            out += "  intent confusions (expected → given: count): "
                + confusions.map { "\($0.expected) → \($0.actual): \($0.count)" }.joined(separator: ", ") + "\n"
        }
        return out
    }

    /// Every row that missed (intent or a slot), one block each: the line number, the sentence,
    /// what the table expects and what the parser gave. Only for studying a failure on purpose
    /// (`YoriBench score --misses`): a held-out row read this way is moved to the development table.
    public func misses() -> String {
        var out = ""
        for outcome in outcomes where !outcome.slotsCorrect {
            out += "  line \(outcome.row.line): \(outcome.row.text)\n"
                + "    expected \(outcome.row.expect.serialized())\n"
                + "    got      \(outcome.actual.serialized())\n"
        }
        return out
    }

    private static func slots(_ value: JSONValue) -> JSONValue {
        guard case .object(let pairs) = value else { return value }
        return .object(pairs.filter { $0.0 != "intent" && $0.0 != "language" })
    }

    private static func string(_ value: JSONValue?) -> String {
        if case .string(let s)? = value { return s }
        return "?"
    }

    private static func ratio(_ part: Int, _ whole: Int) -> Double { whole == 0 ? 0 : Double(part) / Double(whole) }

    static func format(_ value: Double) -> String {
        let thousandths = Int((value * 1000).rounded())
        let text = String(thousandths / 1000) + "." + String(String(thousandths % 1000 + 1000).dropFirst())
        return text
    }
}
