/// A finished answer from the endpoint.
public struct ChatResponse: Sendable, Equatable {
    /// The assistant's text, as sent (not yet made safe for a terminal).
    public var text: String
    /// The model that answered, when the endpoint says.
    public var model: String?
    /// Why the model stopped (`stop`, `length`, …), when the endpoint says.
    public var finishReason: String?
    public var usage: TokenUsage?

    public init(text: String, model: String? = nil, finishReason: String? = nil, usage: TokenUsage? = nil) {
        self.text = text
        self.model = model
        self.finishReason = finishReason
        self.usage = usage
    }
}

/// Tokens the endpoint counted for one exchange.
public struct TokenUsage: Sendable, Equatable {
    public var promptTokens: Int
    public var completionTokens: Int

    public init(promptTokens: Int, completionTokens: Int) {
        self.promptTokens = promptTokens
        self.completionTokens = completionTokens
    }

    public var totalTokens: Int { promptTokens + completionTokens }
}
