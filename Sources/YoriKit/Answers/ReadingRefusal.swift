/// Why yori would not run the command the model read a line as. Nothing was changed.
public enum ReadingRefusal: Error, Equatable, Sendable {
    /// The reply was not a command object (`detail` says what was wrong with it).
    case malformed(String)
    /// A command yori does not have (`cook_dinner`, `delete_everything`).
    case unknownCommand(String)
    /// A word given as an ingredient that is not a food in the lexicon.
    case notFood(String)
    /// A unit yori does not count in.
    case unknownUnit(String)
    /// A number outside what yori takes for that slot (`1e9` apples, rating 9), as sent.
    case amountOutOfRange(field: String, value: String)
    /// A date that is no date, or further than yori takes (`2099-01-01` as an expiry).
    case dateOutOfRange(field: String, value: String)

    /// The message in `language`; always ends saying nothing was changed.
    public func message(_ language: UserLanguage) -> String {
        let lead = language.pick("AI가 읽은 명령을 실행하지 않았어요: ", "yori did not run what the AI read this line as: ")
        let end = language.pick(" 아무것도 바꾸지 않았어요.", " Nothing was changed.")
        let reason: String
        switch self {
        case .malformed(let detail):
            reason = language.pick("답이 yori의 명령 형식에 맞지 않아요 (\(detail)).", "its reply does not fit yori's commands (\(detail)).")
        case .unknownCommand(let name):
            reason = language.pick("\(Hangul.quoted(name, "은", "는")) yori에 없는 명령이에요.", "'\(name)' is not a yori command.")
        case .notFood(let word):
            reason = language.pick("\(Hangul.quoted(word, "은", "는")) yori가 아는 식재료가 아니에요.", "'\(word)' is not a food yori knows.")
        case .unknownUnit(let unit):
            reason = language.pick("\(Hangul.quoted(unit, "은", "는")) yori가 모르는 단위예요.", "'\(unit)' is not a unit yori knows.")
        case .amountOutOfRange(let field, let value):
            reason = language.pick("\(field) 값 \(value)은(는) 받을 수 있는 범위를 벗어나요.", "\(field) \(value) is out of range.")
        case .dateOutOfRange(let field, let value):
            reason = language.pick("\(field) 날짜 \(value)은(는) 받을 수 있는 범위를 벗어나요.", "the \(field) date \(value) is out of range.")
        }
        return lead + reason + end
    }

    /// The code scripts see in `--json` (`error`).
    public var code: String {
        switch self {
        case .malformed: "malformed_reading"
        case .unknownCommand: "unknown_command"
        case .notFood: "not_food"
        case .unknownUnit: "unknown_unit"
        case .amountOutOfRange: "amount_out_of_range"
        case .dateOutOfRange: "date_out_of_range"
        }
    }
}
