#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import YoriKit

/// Reads the JSON shapes of OpenAI's chat completions API: a whole answer
/// (`choices[0].message.content`), a streamed chunk (`choices[0].delta.content`) and an
/// error body (`error.message`).
public enum ChatCompletionDecoder {
    /// One streamed chunk's contents; every field is optional in practice.
    public struct Chunk: Sendable, Equatable {
        public var delta: String?
        public var finishReason: String?
        public var model: String?
        public var usage: TokenUsage?
        /// An error the server reported inside the stream.
        public var error: String?
        /// Pieces of tool calls (`delta.tool_calls`): the call's index, and its name and a
        /// piece of its arguments when this chunk has them.
        public var toolCalls: [(index: Int, name: String?, arguments: String?)] = []

        public static func == (a: Chunk, b: Chunk) -> Bool {
            a.delta == b.delta && a.finishReason == b.finishReason && a.model == b.model && a.usage == b.usage
                && a.error == b.error && a.toolCalls.map { "\($0.index) \($0.name ?? "") \($0.arguments ?? "")" }
                    == b.toolCalls.map { "\($0.index) \($0.name ?? "") \($0.arguments ?? "")" }
        }
    }

    /// A non-streamed answer.
    public static func response(from body: [UInt8]) throws(LLMError) -> ChatResponse {
        let wire: Wire.Completion = try decode(Wire.Completion.self, from: body)
        guard let choice = wire.choices?.first else {
            // A 200 carrying an error (some servers answer "model not found" so): the server's words.
            if wire.error != nil { throw .server(status: 200, detail: errorDetail(from: body)) }
            throw .malformedResponse(reason: "no choices")
        }
        let calls = (choice.message?.tool_calls ?? []).compactMap(\.call)
        // With tool calls, `content` is null or absent (OpenAI) or empty.
        guard let content = choice.message?.content ?? (calls.isEmpty ? nil : "") else {
            throw .malformedResponse(reason: "no message content")
        }
        var response = ChatResponse(text: content, model: wire.model, finishReason: choice.finish_reason,
                                    usage: wire.usage?.value)
        response.toolCalls = calls
        return response
    }

    /// One `data:` payload of a stream (not `[DONE]`).
    public static func chunk(from data: String) throws(LLMError) -> Chunk {
        let wire: Wire.Completion = try decode(Wire.Completion.self, from: Array(data.utf8))
        if let error = wire.error { return Chunk(error: error.text ?? "") }
        guard wire.choices != nil || wire.usage != nil else {
            throw .malformedResponse(reason: "a stream chunk without choices")
        }
        let choice = wire.choices?.first
        var chunk = Chunk(delta: choice?.delta?.content, finishReason: choice?.finish_reason, model: wire.model,
                          usage: wire.usage?.value)
        chunk.toolCalls = (choice?.delta?.tool_calls ?? []).enumerated().map { position, call in
            (call.index ?? position, call.function?.name, call.function?.arguments.map(\.argumentsText))
        }
        return chunk
    }

    /// The endpoint's explanation in an error body, cleaned for a terminal and cut to
    /// `limit` characters: `error.message`, `error` as a string, `message` or `detail`,
    /// else the body itself when it is short plain text (not an HTML page).
    public static func errorDetail(from body: [UInt8], limit: Int = 300) -> String? {
        var text: String?
        if let wire = try? JSONDecoder().decode(Wire.ErrorBody.self, from: Data(body)) {
            text = wire.error?.text ?? wire.message ?? wire.detail
        } else {
            let raw = String(decoding: body.prefix(4 * limit), as: UTF8.self).trimmingASCIIWhitespace()
            if !raw.hasPrefix("<"), !raw.hasPrefix("{"), !raw.hasPrefix("[") { text = raw }
        }
        guard var clean = text.map({ TerminalSanitizer.clean($0).replacingNewlines() }), !clean.isEmpty else { return nil }
        if clean.count > limit { clean = String(clean.prefix(limit)) + "…" }
        return clean
    }

    private static func decode<T: Decodable>(_ type: T.Type, from body: [UInt8]) throws(LLMError) -> T {
        do {
            return try JSONDecoder().decode(type, from: Data(body))
        } catch let error as DecodingError {
            switch error {
            case .dataCorrupted: throw .malformedResponse(reason: "not JSON")
            default: throw .malformedResponse(reason: "unexpected JSON shape")
            }
        } catch {
            throw .malformedResponse(reason: "not JSON")
        }
    }

    /// The wire format, as lenient as the many OpenAI-compatible servers need.
    private enum Wire {
        struct Completion: Decodable {
            let model: String?
            let choices: [Choice]?
            let usage: Usage?
            let error: ErrorValue?
        }

        struct Choice: Decodable {
            let message: Content?
            let delta: Content?
            let finish_reason: String?
        }

        struct Content: Decodable {
            let content: String?
            let tool_calls: [WireToolCall]?

            init(from decoder: Decoder) throws {
                let object = try decoder.container(keyedBy: Key.self)
                content = try object.decodeIfPresent(String.self, forKey: .content)
                // A tool call yori cannot read is no call (the reply is then read as words).
                tool_calls = try? object.decodeIfPresent([WireToolCall].self, forKey: .tool_calls)
            }

            enum Key: String, CodingKey { case content, tool_calls }
        }

        /// `{"type": "function", "function": {"name": …, "arguments": "…"}}`; some servers send
        /// `arguments` as an object rather than a string.
        struct WireToolCall: Decodable {
            /// Which call a streamed piece belongs to.
            let index: Int?
            let function: Function?

            struct Function: Decodable {
                let name: String?
                let arguments: JSONValue?
            }

            var call: ToolCall? {
                guard let name = function?.name else { return nil }
                return ToolCall(name: name, arguments: function?.arguments?.argumentsText ?? "{}")
            }
        }

        struct Usage: Decodable {
            let prompt_tokens: Int?
            let completion_tokens: Int?

            var value: TokenUsage? {
                guard prompt_tokens != nil || completion_tokens != nil else { return nil }
                return TokenUsage(promptTokens: prompt_tokens ?? 0, completionTokens: completion_tokens ?? 0)
            }
        }

        /// Each field is read on its own: FastAPI servers send `detail` as a list.
        struct ErrorBody: Decodable {
            let error: ErrorValue?
            let message: String?
            let detail: String?

            init(from decoder: Decoder) throws {
                let object = try decoder.container(keyedBy: Key.self)
                error = try? object.decodeIfPresent(ErrorValue.self, forKey: .error)
                message = try? object.decodeIfPresent(String.self, forKey: .message)
                detail = try? object.decodeIfPresent(String.self, forKey: .detail)
            }

            enum Key: String, CodingKey { case error, message, detail }
        }

        /// `"error": {"message": …}` (OpenAI) or `"error": "…"` (some local servers).
        struct ErrorValue: Decodable {
            let text: String?

            init(from decoder: Decoder) throws {
                if let single = try? decoder.singleValueContainer(), let text = try? single.decode(String.self) {
                    self.text = text
                    return
                }
                let object = try decoder.container(keyedBy: Key.self)
                text = try? object.decode(String.self, forKey: .message)
            }

            enum Key: String, CodingKey { case message }
        }
    }
}

extension JSONValue {
    /// Tool-call arguments as JSON text: a string as it is, an object serialized.
    var argumentsText: String {
        if case .string(let text) = self { return text }
        return serialized()
    }
}

extension String {
    /// Line breaks and tabs turned into single spaces, for one-line messages.
    func replacingNewlines() -> String {
        String(String.UnicodeScalarView(unicodeScalars.map { $0 == "\n" || $0 == "\t" ? " " : $0 }))
    }
}
