/// One question and its answer in a conversation, as kept in the chat history.
///
/// `question` and `answer` are plain text, already passed through `TerminalSanitizer`
/// (the answer as rendered without colour), so a stored turn can be printed as it is.
public struct ChatTurn: Equatable, Sendable {
    /// Who answered.
    public enum Route: String, Sendable, CaseIterable {
        /// yori itself: the parser, recipe store, fridge, tips, history.
        case local
        /// A model answer given earlier today to the same question.
        case cache
        /// The LLM endpoint.
        case model
    }

    /// The store's id; 0 until the turn is recorded.
    public var id: Int64
    public var conversation: String
    /// When it was asked, ISO 8601 UTC (`2026-11-22T09:41:07.120Z`); set by the store on recording.
    public var askedAt: String
    /// The user's local day when it was asked (the session `Clock`, so `YORI_TODAY` applies).
    public var day: LocalDay
    public var question: String
    /// `QuestionKey.normalise(question)`: finds the same question asked again the same day.
    public var questionKey: String
    /// `Command.intent` of the question.
    public var intent: String
    public var answer: String
    public var route: Route
    /// The model that answered (route `model` or `cache`).
    public var model: String?
    public var elapsedMilliseconds: Int?
    public var promptTokens: Int?
    public var completionTokens: Int?
    /// False when the answer was cut off (a stream that stopped, Ctrl-C) or never came.
    public var complete: Bool
    /// The model was asked and gave no answer (401, 429, 5xx, a malformed answer, a
    /// timeout, Ctrl-C before anything arrived): `answer` is the error message shown.
    public var failed: Bool
    /// The command the model read the question as (`ParsedLine.json` text), when the model
    /// read it (the fallback reader): the day's cache runs it again rather than calling.
    public var reading: String?

    public init(id: Int64 = 0, conversation: String, askedAt: String = "", day: LocalDay, question: String,
                questionKey: String? = nil, intent: String, answer: String, route: Route = .local, model: String? = nil,
                elapsedMilliseconds: Int? = nil, promptTokens: Int? = nil, completionTokens: Int? = nil,
                complete: Bool = true, failed: Bool = false, reading: String? = nil) {
        self.id = id
        self.conversation = conversation
        self.askedAt = askedAt
        self.day = day
        self.question = question
        self.questionKey = questionKey ?? QuestionKey.normalise(question)
        self.intent = intent
        self.answer = answer
        self.route = route
        self.model = model
        self.elapsedMilliseconds = elapsedMilliseconds
        self.promptTokens = promptTokens
        self.completionTokens = completionTokens
        self.complete = complete
        self.failed = failed
        self.reading = reading
    }

    /// Whether this turn is an answer worth copying: not talk about yori itself (`copy`,
    /// `history`, `quota`, `help`: counting them would shift `copy 2`, and `yori quota` before
    /// `yori copy` would copy the count), nor a model call that failed (its "answer" is the
    /// error message, `취소했어요.`). A cut-off answer is kept: what arrived is still an answer.
    public var isCopyable: Bool { !Self.aboutYori.contains(intent) && !failed }

    /// Intents of turns about yori rather than cooking: not copied, not told to the model.
    public static let aboutYori: Set<String> = ["quota", "copy", "history", "help"]

    /// The answer's first non-blank line, for one-line listings.
    public var answerFirstLine: String {
        answer.split(separator: "\n", omittingEmptySubsequences: true)
            .first { !$0.allSatisfy(\.isWhitespace) }.map(String.init) ?? ""
    }
}
