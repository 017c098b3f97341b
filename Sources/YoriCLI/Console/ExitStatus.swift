import YoriKit

/// yori's documented exit codes (see README, "Exit codes").
public enum ExitStatus: Int32, Sendable, Comparable {
    /// The question was answered.
    case answered = 0
    /// Understood, but nothing matched (no recipe uses those ingredients).
    case nothingFound = 1
    /// Bad usage or input: unknown command or option, a sentence yori cannot place,
    /// an empty question, invalid UTF-8, an over-long line, a bad environment value.
    case badInput = 2
    /// The database cannot be used: unreadable path, not a yori database, newer schema.
    case storage = 3
    /// yori itself is broken (its built-in data could not be read).
    case internalError = 4
    /// The LLM endpoint failed: unreachable, timed out, refused the key, cut the answer off.
    case modelFailed = 5
    /// `yori sync`: the recipe API failed — unreachable, an HTTP error, an API result code
    /// (`INFO-100`, `INFO-300`, `ERROR-…`), an answer that is not COOKRCP01. Nothing imported.
    case sourceFailed = 6

    public init(_ status: AnswerStatus) {
        switch status {
        case .answered: self = .answered
        case .nothingFound: self = .nothingFound
        case .badInput: self = .badInput
        case .failure: self = .storage
        case .modelFailed: self = .modelFailed
        }
    }

    public static func < (a: ExitStatus, b: ExitStatus) -> Bool { a.rawValue < b.rawValue }
}
