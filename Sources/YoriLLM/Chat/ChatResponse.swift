/// A finished answer from the endpoint.
public struct ChatResponse: Sendable, Equatable {
    /// The assistant's text, as sent (not yet made safe for a terminal).
    public var text: String
    /// The model that answered, when the endpoint says.
    public var model: String?
    /// Why the model stopped (`stop`, `length`, …), when the endpoint says.
    public var finishReason: String?
    public var usage: TokenUsage?
    /// The tools the model called (`message.tool_calls`), in order.
    public var toolCalls: [ToolCall] = []

    public init(text: String, model: String? = nil, finishReason: String? = nil, usage: TokenUsage? = nil) {
        self.text = text
        self.model = model
        self.finishReason = finishReason
        self.usage = usage
    }
}

/// One tool call in an answer: the function's name and its arguments as JSON text (servers
/// that send the arguments as an object have them serialized here).
public struct ToolCall: Sendable, Equatable {
    public var name: String
    public var arguments: String

    public init(name: String, arguments: String) {
        self.name = name
        self.arguments = arguments
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
