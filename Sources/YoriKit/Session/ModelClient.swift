/// What the session knows that may help the model answer: the fridge, what expires,
/// recipes that fit, and the last turns.
public struct Grounding: Sendable, Equatable {
    public var fridge: [String]
    public var expiring: [String]
    public var matches: [String]
    public var history: [ConversationTurn]

    public init(fridge: [String] = [], expiring: [String] = [], matches: [String] = [], history: [ConversationTurn] = []) {
        self.fridge = fridge
        self.expiring = expiring
        self.matches = matches
        self.history = history
    }
}

/// One earlier question and its answer.
public struct ConversationTurn: Sendable, Equatable {
    public let question: String
    public let answer: String

    public init(question: String, answer: String) {
        self.question = question
        self.answer = answer
    }
}

/// A question for the model.
public struct ModelQuestion: Sendable, Equatable {
    public enum Kind: Sendable, Equatable {
        /// A free question nothing local could answer.
        case question
        /// One dish to cook now from what the user has (`Prompts/fridge-recipe.md`).
        case fridgeRecipe
        /// How to keep an ingredient (`Prompts/storage-tip.md`), with yori's own advice
        /// for it, if any.
        case storageTip(ingredient: String, knownTip: String?)
        /// A recipe's Korean steps (and tip) into English (`Prompts/translate-recipe.md`,
        /// `show N --translate`); the reply is read by `TranslationReply`.
        case translateRecipe(name: String, steps: [String], tip: String?, lowSodiumTip: String? = nil)
        /// A line yori's rules could not read: the model may map it onto one of yori's
        /// commands (`CommandReader.tool`, `Prompts/reader.md`) or answer it in words.
        case reading
    }

    public let text: String
    public let language: UserLanguage
    public let kind: Kind
    public let grounding: Grounding
    public let today: LocalDay

    public init(text: String, language: UserLanguage, kind: Kind, grounding: Grounding, today: LocalDay) {
        self.text = text
        self.language = language
        self.kind = kind
        self.grounding = grounding
        self.today = today
    }
}

/// The model's answer.
public struct ModelAnswer: Sendable, Equatable {
    public var text: String
    public var model: String
    public var promptTokens: Int?
    public var completionTokens: Int?
    /// `false` when the stream was cut off (the partial text is kept, marked incomplete).
    public var complete: Bool
    /// Answered from today's earlier answer to the same question, without a call.
    public var fromCache = false

    public init(text: String, model: String, promptTokens: Int? = nil, completionTokens: Int? = nil, complete: Bool = true) {
        self.text = text
        self.model = model
        self.promptTokens = promptTokens
        self.completionTokens = completionTokens
        self.complete = complete
    }
}

/// What the model sent back when asked to read a line (`ModelClient.read`).
public struct ModelReply: Sendable, Equatable {
    /// The tool it called and the arguments as sent (JSON text), when it called one.
    public var call: (name: String, arguments: String)?
    /// Its words and figures; the text may be empty when it only called the tool.
    public var answer: ModelAnswer

    public init(call: (name: String, arguments: String)? = nil, answer: ModelAnswer) {
        self.call = call
        self.answer = answer
    }

    public static func == (a: ModelReply, b: ModelReply) -> Bool {
        a.call?.name == b.call?.name && a.call?.arguments == b.call?.arguments && a.answer == b.answer
    }
}

/// Why the model gave no (full) answer, already in the user's language.
public struct ModelFailure: Error, Sendable, Equatable {
    public let message: String
    /// The endpoint answered (an HTTP status line arrived): the call counts against the
    /// daily quota. A request that failed before that is given back.
    public let endpointAnswered: Bool
    /// What arrived before a stream was cut off.
    public let partial: ModelAnswer?
    /// The endpoint asked yori to wait this many seconds before the next call (429 `Retry-After`).
    public let retryAfter: Int?

    public init(message: String, endpointAnswered: Bool, partial: ModelAnswer? = nil, retryAfter: Int? = nil) {
        self.message = message
        self.endpointAnswered = endpointAnswered
        self.partial = partial
        self.retryAfter = retryAfter
    }
}

/// The LLM endpoint as the session sees it (live: YoriLLM over libcurl, from YoriCLI).
public struct ModelClient: Sendable {
    /// The model's name, or `nil` when no endpoint is configured.
    public var model: String?
    /// Why the endpoint cannot be used although the user tried to set one up: a settings
    /// problem in the user's language (`config.toml:3: daily_limit …`, `YORI_DAILY_LIMIT …`).
    /// `model` is `nil` then, and answers that need the model say this instead of "not configured".
    public var problem: String?
    /// Values that must never be stored or shown (the key in use): the history gets `***`.
    public var secrets: [String] = []
    /// Asks; `onDelta` receives the text as it streams (or all at once).
    public var ask: @Sendable (_ question: ModelQuestion, _ onDelta: @escaping @Sendable (String) -> Void)
        throws(ModelFailure) -> ModelAnswer

    /// Asks the model to read a line as one of yori's commands (`ModelQuestion.Kind.reading`),
    /// in one call that may come back as a command or as words; `nil` when this client
    /// cannot (the line is then asked as a question). `onDelta` receives words as they
    /// stream, never a command (nor text that starts as one).
    public var read: (@Sendable (_ question: ModelQuestion, _ onDelta: @escaping @Sendable (String) -> Void)
        throws(ModelFailure) -> ModelReply)?

    public init(model: String?,
                ask: @escaping @Sendable (ModelQuestion, @escaping @Sendable (String) -> Void) throws(ModelFailure) -> ModelAnswer) {
        self.model = model
        self.ask = ask
    }

    /// No endpoint configured: yori works offline and says how to configure one.
    public static let none = ModelClient(model: nil) { _, _ throws(ModelFailure) in
        throw ModelFailure(message: "no endpoint", endpointAnswered: false)
    }
}

/// The daily call quota, counted in the database per local day.
public struct QuotaClient: Sendable {
    /// Calls allowed per day; 0 means "never call".
    public var limit: Int
    /// Takes one call from today's allowance atomically; `false` when it is spent. Live, the
    /// call is reserved (in flight) until `settle` or `refund`; while the allowance is full
    /// only of calls in flight, it waits for them (they may be given back) rather than say
    /// "spent", and throws `QuotaWaitCancelled` when the wait is cancelled.
    public var reserve: @Sendable (_ day: LocalDay) throws -> Bool
    /// Gives a call back (the request never reached the endpoint).
    public var refund: @Sendable (_ day: LocalDay) throws -> Void
    /// The reserved call reached the endpoint: it counts for good.
    public var settle: @Sendable (_ day: LocalDay) throws -> Void = { _ in }
    /// Calls used on `day`.
    public var used: @Sendable (_ day: LocalDay) throws -> Int
    /// Seconds left before the endpoint may be called again (after a 429 with
    /// `Retry-After`), or `nil`/0 when it may be called now. Kept where other yori
    /// processes see it too (live: the database).
    public var waitLeft: @Sendable () throws -> Int? = { nil }
    /// Remembers that the endpoint may not be called for `seconds` from now.
    public var holdOff: @Sendable (_ seconds: Int) throws -> Void = { _ in }

    public init(limit: Int, reserve: @escaping @Sendable (LocalDay) throws -> Bool,
                refund: @escaping @Sendable (LocalDay) throws -> Void, used: @escaping @Sendable (LocalDay) throws -> Int) {
        self.limit = limit
        self.reserve = reserve
        self.refund = refund
        self.used = used
    }

    /// No quota store: nothing is ever allowed.
    public static let none = QuotaClient(limit: 0, reserve: { _ in false }, refund: { _ in }, used: { _ in 0 })
}

/// Waiting for calls in flight to end (the allowance was full of them) was cancelled
/// (Ctrl-C, SIGTERM): no call was made.
public struct QuotaWaitCancelled: Error, UserFacingError, Equatable {
    public init() {}

    public func message(_ language: UserLanguage) -> String {
        language.pick("취소했어요.", "cancelled.")
    }
}
