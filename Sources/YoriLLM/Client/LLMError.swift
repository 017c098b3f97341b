/// Why a chat with the endpoint failed. Every case can explain itself in Korean and
/// English (`message(_:)`), and no case ever holds the API key.
public indirect enum LLMError: Error, Equatable, Sendable {
    /// The settings cannot work; nothing was sent.
    case invalidConfig(ConfigProblem)
    /// Nothing listens at the endpoint (`display`: scheme, host and port).
    case connectionRefused(endpoint: String)
    /// The endpoint's host name does not resolve.
    case hostNotFound(host: String)
    /// No connection within the connect timeout (this includes the name lookup).
    case connectTimeout(endpoint: String, milliseconds: Int)
    /// The endpoint began to answer, but the exchange outlasted the total timeout.
    case timedOut(milliseconds: Int, partial: String)
    /// The request was sent, but no answer (not even a status line) came within the total timeout.
    case noAnswer(milliseconds: Int)
    /// The endpoint closed the connection without sending any answer ("Empty reply from server").
    case emptyReply(endpoint: String)
    /// Any other network failure (TLS, proxy, reset); `answered` says whether a response
    /// (its status line) had arrived.
    case network(reason: String, answered: Bool)
    /// 401 or 403: the key is missing, wrong, or not allowed this model.
    case unauthorized(status: Int, detail: String?)
    /// 404: usually a wrong model name, or a base URL with the wrong path.
    case notFound(model: String, detail: String?)
    /// 429, with the `Retry-After` delay in seconds when the endpoint gave one.
    case rateLimited(retryAfter: Int?, detail: String?)
    /// 5xx, or an error reported inside an otherwise successful stream.
    case server(status: Int, detail: String?)
    /// Any other refusal (400, 422, 3xx …).
    case rejected(status: Int, detail: String?)
    /// The body is not JSON, or not the shape of an OpenAI chat completion.
    case malformedResponse(reason: String)
    /// The stream ended before `[DONE]` or a finish reason; `partial` is what arrived.
    case streamCutOff(partial: String)
    /// The answer is larger than `LLMConfig.maxResponseBytes`; `partial` is what a stream
    /// had delivered (and shown) before yori stopped reading.
    case tooLarge(limitBytes: Int, partial: String = "")
    /// The endpoint answered 200 with no text at all (`"content": ""`). It did answer, so
    /// the call counts against the daily quota.
    case emptyAnswer
    /// A stream that had delivered (and shown) `partial` and then failed with `cause`: an
    /// error event, or a piece that is not JSON. The text is kept, marked incomplete.
    case interrupted(cause: LLMError, partial: String)
    /// Stopped by `LLMClient.cancel` (Ctrl-C); `partial` is what arrived before, and
    /// `answered` whether the response had begun (its status line had arrived).
    case cancelled(partial: String, answered: Bool)

    /// Whether the endpoint answered at all: an HTTP response (its status line) arrived.
    /// A request that failed before that (refused, DNS, timeout with no answer, an empty
    /// reply, Ctrl-C while waiting) spends no quota.
    public var endpointAnswered: Bool {
        switch self {
        case .invalidConfig, .connectionRefused, .hostNotFound, .connectTimeout, .noAnswer, .emptyReply: false
        case .network(_, let answered), .cancelled(_, let answered): answered
        default: true
        }
    }

    /// The text that arrived before the failure, if any.
    public var partialText: String? {
        switch self {
        case .streamCutOff(let text), .cancelled(let text, _), .timedOut(_, let text), .tooLarge(_, let text),
             .interrupted(_, let text): text
        default: nil
        }
    }

    /// A settings problem, kept as a reason rather than the offending text so that a key
    /// pasted into the wrong field is never repeated back.
    public enum ConfigProblem: Sendable, Equatable {
        case missingURL(Field)
        /// The scheme, when it is short and plain enough to show.
        case unsupportedScheme(Field, String?)
        case malformedURL(Field)
        case missingModel
        case badModel
        case badKey
        case badTimeout
        case badTemperature
        case badResponseLimit
        /// A key would go over plain http to a host that is not this machine (`host`): anyone
        /// on the way could read it.
        case keyOverPlainHTTP(host: String)

        /// Which URL setting is at fault.
        public enum Field: Sendable, Equatable {
            case baseURL, proxy
        }
    }
}
