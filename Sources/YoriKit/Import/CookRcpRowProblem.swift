/// Why one COOKRCP01 row cannot become a recipe. Strict imports stop on it; `--skip-bad`
/// imports the other rows and reports it.
public struct CookRcpRowProblem: Error, Equatable, Sendable {
    /// The row's position in the file, from 1.
    public var row: Int
    /// `RCP_SEQ`, when the row has a usable one.
    public var seq: String?
    /// `RCP_NM`, when the row has one.
    public var name: String?
    /// The field at fault, when one is.
    public var field: String?
    public var reason: Reason

    public enum Reason: Equatable, Sendable {
        /// The row is not a JSON object; what it is instead.
        case notAnObject(String)
        /// A required field is absent or empty.
        case missing
        /// The field's JSON value is not text; what it is instead.
        case notText(String)
        /// The field should be a number (kcal, grams) and is not.
        case notANumber(String)
        /// The field is a number outside what a recipe can have (`RecipeLimits`); the largest allowed.
        case outOfRange(String, max: Double)
        /// `RCP_SEQ` is not a positive whole number.
        case badSequence(String)
        /// The same `RCP_SEQ` already appeared in the file, in this row.
        case duplicate(firstRow: Int)
        /// The field's text is longer than any real recipe needs (its size in bytes).
        case tooLong(bytes: Int)
    }

    public init(row: Int, seq: String? = nil, name: String? = nil, field: String? = nil, reason: Reason) {
        self.row = row
        self.seq = seq
        self.name = name
        self.field = field
        self.reason = reason
    }

    /// The problem in one line, naming the row: `row 5 (RCP_SEQ 17, 고구마죽): INFO_ENG is not a number: "205kcal"`.
    public func message(_ language: UserLanguage) -> String {
        var about: [String] = []
        if let seq { about.append("RCP_SEQ \(seq)") }
        if let name, !name.isEmpty { about.append(name) }
        let place = language.pick("\(row)번째 행", "row \(row)") + (about.isEmpty ? "" : " (\(about.joined(separator: ", ")))")
        let field = field ?? ""
        let why: String
        switch reason {
        case .notAnObject(let found):
            why = language.pick("레시피 객체가 아니에요 (\(found))", "not a recipe object (\(found))")
        case .missing:
            why = language.pick("\(field) 값이 없어요", "\(field) is missing or empty")
        case .notText(let found):
            why = language.pick("\(field)이(가) 글자가 아니에요 (\(found))", "\(field) is not text (\(found))")
        case .notANumber(let value):
            why = language.pick("\(field)이(가) 숫자가 아니에요: \"\(value)\"", "\(field) is not a number: \"\(value)\"")
        case .outOfRange(let value, let max):
            let shown = value.count > 40 ? String(value.prefix(40)) + "…" : value
            let limit = FridgeAmount.format(max)
            why = language.pick("\(field) 값이 범위를 벗어났어요: \"\(shown)\" (0에서 \(limit)까지)",
                                "\(field) is out of range: \"\(shown)\" (0 to \(limit))")
        case .badSequence(let value):
            why = language.pick("RCP_SEQ는 양의 정수여야 해요: \"\(value)\"",
                                "RCP_SEQ must be a positive whole number, not \"\(value)\"")
        case .duplicate(let first):
            why = language.pick("RCP_SEQ가 \(first)번째 행과 겹쳐요", "the same RCP_SEQ as row \(first)")
        case .tooLong(let bytes):
            let limit = CookRcpImporter.maxFieldBytes / 1024
            why = language.pick("\(field)이(가) 너무 길어요 (\(bytes) 바이트, 최대 \(limit) KiB)",
                                "\(field) is too long (\(EnglishGrammar.count(bytes, "byte")); at most \(limit) KiB)")
        }
        return place + ": " + why
    }
}
