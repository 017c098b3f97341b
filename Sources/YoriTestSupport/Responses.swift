import Foundation

/// Builders for the test server's HTTP responses.
public enum Responses {
    /// A complete response with a Content-Length.
    public static func http(_ status: Int, _ reason: String = "", headers: [(String, String)] = [],
                     contentType: String = "application/json", body: String) -> [UInt8] {
        http(status, reason, headers: headers, contentType: contentType, bytes: Array(body.utf8))
    }

    public static func http(_ status: Int, _ reason: String = "", headers: [(String, String)] = [],
                     contentType: String = "application/json", bytes: [UInt8]) -> [UInt8] {
        head(status, reason, headers: headers + [("Content-Type", contentType), ("Content-Length", "\(bytes.count)")])
            + bytes
    }

    /// Status line and headers, with `Connection: close`.
    public static func head(_ status: Int, _ reason: String = "", headers: [(String, String)]) -> [UInt8] {
        var text = "HTTP/1.1 \(status) \(reason.isEmpty ? "Status" : reason)\r\n"
        for (name, value) in headers + [("Connection", "close")] { text += "\(name): \(value)\r\n" }
        return Array((text + "\r\n").utf8)
    }

    /// The head of a chunked server-sent-events response.
    public static func eventStreamHead() -> [UInt8] {
        head(200, "OK", headers: [("Content-Type", "text/event-stream; charset=utf-8"),
                                  ("Transfer-Encoding", "chunked"), ("Cache-Control", "no-cache")])
    }

    /// `bytes` as one HTTP chunk.
    public static func chunk(_ bytes: [UInt8]) -> [UInt8] {
        Array((String(bytes.count, radix: 16) + "\r\n").utf8) + bytes + Array("\r\n".utf8)
    }

    public static let lastChunk = Array("0\r\n\r\n".utf8)

    /// Steps that stream `body` as many small HTTP chunks, each its own write.
    public static func chunkedSteps(_ body: String, pieceSize: Int = 7) -> [ServerStep] {
        let bytes = Array(body.utf8)
        var steps: [ServerStep] = [.send(eventStreamHead())]
        var offset = 0
        while offset < bytes.count {
            let end = min(offset + pieceSize, bytes.count)
            steps.append(.send(chunk(Array(bytes[offset..<end]))))
            steps.append(.pause(milliseconds: 1))
            offset = end
        }
        return steps
    }

    /// A non-streamed chat completion.
    public static func completion(_ text: String, model: String = "test-model", promptTokens: Int = 12,
                           completionTokens: Int = 5) -> String {
        let content = String(data: try! JSONSerialization.data(withJSONObject: [text], options: []), encoding: .utf8)!
            .dropFirst().dropLast()
        return #"{"id":"chatcmpl-1","object":"chat.completion","created":1,"model":"\#(model)","#
            + #""choices":[{"index":0,"message":{"role":"assistant","content":\#(content)},"finish_reason":"stop"}],"#
            + #""usage":{"prompt_tokens":\#(promptTokens),"completion_tokens":\#(completionTokens),"total_tokens":\#(promptTokens + completionTokens)}}"#
    }

    /// A non-streamed chat completion that calls one tool (`content` null, as OpenAI sends it).
    /// `arguments` is the JSON text the function gets, sent as a JSON string.
    public static func toolCall(_ name: String, arguments: String, model: String = "test-model", promptTokens: Int = 30,
                                completionTokens: Int = 9) -> String {
        let quoted = String(data: try! JSONSerialization.data(withJSONObject: [arguments], options: []), encoding: .utf8)!
            .dropFirst().dropLast()
        return #"{"id":"chatcmpl-2","object":"chat.completion","created":1,"model":"\#(model)","#
            + #""choices":[{"index":0,"message":{"role":"assistant","content":null,"tool_calls":[{"id":"call_1","type":"function","#
            + #""function":{"name":"\#(name)","arguments":\#(quoted)}}]},"finish_reason":"tool_calls"}],"#
            + #""usage":{"prompt_tokens":\#(promptTokens),"completion_tokens":\#(completionTokens),"total_tokens":\#(promptTokens + completionTokens)}}"#
    }

    /// A server-sent-events body streaming `pieces`, then a finish reason and `[DONE]`.
    public static func eventStream(_ pieces: [String], model: String = "test-model", done: Bool = true) -> String {
        var body = ": keep-alive comment\n\n"
        body += #"data: {"id":"c","object":"chat.completion.chunk","model":"\#(model)","choices":[{"index":0,"delta":{"role":"assistant","content":""},"finish_reason":null}]}"# + "\r\n\r\n"
        for piece in pieces {
            let content = String(data: try! JSONSerialization.data(withJSONObject: [piece], options: []), encoding: .utf8)!
                .dropFirst().dropLast()
            body += #"data: {"id":"c","object":"chat.completion.chunk","model":"\#(model)","choices":[{"index":0,"delta":{"content":\#(content)},"finish_reason":null}]}"# + "\n\n"
        }
        if done {
            body += #"data: {"id":"c","object":"chat.completion.chunk","model":"\#(model)","choices":[{"index":0,"delta":{},"finish_reason":"stop"}]}"# + "\n\n"
            body += "data: [DONE]\n\n"
        }
        return body
    }

    /// A port nothing listens on: bound, then closed.
    public static func closedPort() -> UInt16 {
        let server = TestServer(lifetime: 0.01, steps: [])
        let port = server.port
        server.stop()
        return port
    }
}
