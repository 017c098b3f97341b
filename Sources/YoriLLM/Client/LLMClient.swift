/// The LLM endpoint as yori sees it: a chat in, an answer out. A struct of closures so the
/// session can be tested with canned answers; `live(config:)` talks HTTP through libcurl.
public struct LLMClient: Sendable {
    /// Sends the chat and waits for the whole answer.
    public var complete: @Sendable (_ request: ChatRequest) throws(LLMError) -> ChatResponse
    /// Sends the chat and calls `onDelta` with each piece of the answer as it arrives (on
    /// the calling thread); returns the whole answer at the end.
    public var stream: @Sendable (_ request: ChatRequest, _ onDelta: (String) -> Void) throws(LLMError) -> ChatResponse
    /// Stops the request in progress, from any thread (Ctrl-C): it throws `.cancelled`.
    public var cancel: @Sendable () -> Void

    public init(complete: @escaping @Sendable (ChatRequest) throws(LLMError) -> ChatResponse,
                stream: @escaping @Sendable (ChatRequest, (String) -> Void) throws(LLMError) -> ChatResponse,
                cancel: @escaping @Sendable () -> Void = {}) {
        self.complete = complete
        self.stream = stream
        self.cancel = cancel
    }

    /// A client that answers every chat with `text`, streamed in `pieces` (the whole text
    /// in one piece when empty). For tests and demos.
    public static func answering(_ text: String, pieces: [String] = [], model: String = "test-model") -> LLMClient {
        let response = ChatResponse(text: text, model: model, finishReason: "stop")
        let parts = pieces.isEmpty ? [text] : pieces
        return LLMClient(
            complete: { _ throws(LLMError) in response },
            stream: { _, onDelta throws(LLMError) in
                for part in parts { onDelta(part) }
                return response
            })
    }

    /// A client whose every chat fails with `error`.
    public static func failing(_ error: LLMError) -> LLMClient {
        LLMClient(complete: { _ throws(LLMError) in throw error },
                  stream: { _, _ throws(LLMError) in throw error })
    }
}
