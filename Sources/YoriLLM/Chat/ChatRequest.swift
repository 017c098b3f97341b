import YoriKit

/// A chat to send: the messages, and optional per-request settings over the config's.
public struct ChatRequest: Sendable, Equatable {
    public var messages: [ChatMessage]
    /// Overrides `LLMConfig.temperature` for this request.
    public var temperature: Double?
    /// Caps the answer's length in tokens (`max_tokens`); `nil` leaves it to the endpoint.
    public var maxTokens: Int?
    /// OpenAI-compatible `tools` the model may call (each `{"type": "function", …}`).
    public var tools: [JSONValue] = []
    /// `tool_choice` (`"auto"`: call a tool or answer in words); sent only with `tools`.
    public var toolChoice: JSONValue?

    public init(messages: [ChatMessage], temperature: Double? = nil, maxTokens: Int? = nil) {
        self.messages = messages
        self.temperature = temperature
        self.maxTokens = maxTokens
    }

    /// The JSON body of `POST /v1/chat/completions`, keys in a fixed order.
    /// - Parameter includeUsage: ask a streaming endpoint for the token counts
    ///   (`"stream_options": {"include_usage": true}`).
    public func body(model: String, temperature defaultTemperature: Double, stream: Bool, includeUsage: Bool = false) -> String {
        var fields: [(String, JSONValue)] = [
            ("model", .string(model)),
            ("messages", .array(messages.map {
                .object([("role", .string($0.role.rawValue)), ("content", .string($0.content))])
            })),
            ("temperature", .double(temperature ?? defaultTemperature)),
        ]
        if let maxTokens { fields.append(("max_tokens", .int(Int64(maxTokens)))) }
        if !tools.isEmpty {
            fields.append(("tools", .array(tools)))
            if let toolChoice { fields.append(("tool_choice", toolChoice)) }
        }
        fields.append(("stream", .bool(stream)))
        if stream && includeUsage { fields.append(("stream_options", .object([("include_usage", .bool(true))]))) }
        return JSONValue.object(fields).serialized()
    }
}

extension ChatRequest {
    /// The same chat without `tools`, when `error` is a server refusing them (400/422 whose
    /// explanation names tools); `nil` otherwise.
    func withoutTools(after error: LLMError) -> ChatRequest? {
        guard !tools.isEmpty, case .rejected(let status, let detail?) = error, status == 400 || status == 422,
              detail.lowercased().contains("tool") else { return nil }
        var plain = self
        plain.tools = []
        plain.toolChoice = nil
        return plain
    }
}
