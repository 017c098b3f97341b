/// Turns the bytes of a streamed chat completion into text deltas and, at the end, the
/// whole answer, telling a finished stream from one that was cut off.
public struct ChatStream: Sendable {
    private var events = SSEDecoder()
    /// Everything received so far.
    public private(set) var text = ""
    private var model: String?
    private var finishReason: String?
    private var usage: TokenUsage?
    /// `[DONE]` arrived.
    private var done = false
    /// Tool calls put together from their pieces, by index.
    private var calls: [Int: (name: String, arguments: String)] = [:]

    public init() {}

    /// Takes the next bytes; calls `onDelta` with each new piece of text, in order.
    public mutating func feed<Bytes: Sequence>(_ bytes: Bytes, onDelta: (String) -> Void) throws(LLMError)
        where Bytes.Element == UInt8 {
        for event in events.feed(bytes) { try take(event, onDelta: onDelta) }
    }

    /// Ends the stream: the answer when it finished (`[DONE]` or a finish reason),
    /// otherwise `streamCutOff` with the text that did arrive.
    public mutating func finish(onDelta: (String) -> Void) throws(LLMError) -> ChatResponse {
        for event in events.finish() { try take(event, onDelta: onDelta) }
        guard done || finishReason != nil else { throw .streamCutOff(partial: text) }
        var response = ChatResponse(text: text, model: model, finishReason: finishReason, usage: usage)
        response.toolCalls = calls.sorted { $0.key < $1.key }.filter { !$0.value.name.isEmpty }
            .map { ToolCall(name: $0.value.name, arguments: $0.value.arguments) }
        return response
    }

    private mutating func take(_ event: SSEDecoder.Event, onDelta: (String) -> Void) throws(LLMError) {
        guard !done else { return }  // nothing after [DONE] counts
        if event.data.trimmingASCIIWhitespace() == "[DONE]" {
            done = true
            return
        }
        let chunk = try ChatCompletionDecoder.chunk(from: event.data)
        if let message = chunk.error {
            throw .server(status: 200, detail: message.isEmpty ? nil : message)
        }
        if let model = chunk.model, !model.isEmpty { self.model = model }
        if let usage = chunk.usage { self.usage = usage }
        if let reason = chunk.finishReason { finishReason = reason }
        for piece in chunk.toolCalls {
            var call = calls[piece.index] ?? ("", "")
            if let name = piece.name, !name.isEmpty { call.name = name }
            call.arguments += piece.arguments ?? ""
            calls[piece.index] = call
        }
        if let delta = chunk.delta, !delta.isEmpty {
            text += delta
            onDelta(delta)
        }
    }
}
