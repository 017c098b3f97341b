import Foundation
import Testing
import YoriTestSupport
import YoriKit
@testable import YoriLLM

/// Tool calling, as the fallback reader uses it: `tools` and `tool_choice` in the request,
/// `tool_calls` read from the answer (arguments as a string or as an object).
@Suite struct ToolCallTests {
    static func bytes(_ text: String) -> [UInt8] { Array(text.utf8) }

    @Test func readsAToolCallWithNullContent() throws {
        let body = Responses.toolCall("yori_command", arguments: #"{"intent":"shop_list"}"#)
        let response = try ChatCompletionDecoder.response(from: Self.bytes(body))
        #expect(response.text == "")
        #expect(response.toolCalls == [ToolCall(name: "yori_command", arguments: #"{"intent":"shop_list"}"#)])
        #expect(response.finishReason == "tool_calls")
        #expect(response.usage == TokenUsage(promptTokens: 30, completionTokens: 9))
    }

    @Test func argumentsSentAsAnObjectAreKeptAsJSONText() throws {
        let body = #"{"choices":[{"message":{"tool_calls":[{"function":{"name":"yori_command","arguments":{"intent":"bookmarks"}}}]}}]}"#
        let response = try ChatCompletionDecoder.response(from: Self.bytes(body))
        #expect(response.toolCalls == [ToolCall(name: "yori_command", arguments: #"{"intent":"bookmarks"}"#)])
    }

    @Test(arguments: [#"{"choices":[{"message":{"content":null,"tool_calls":5}}]}"#,
                      #"{"choices":[{"message":{"content":null,"tool_calls":[{"function":{}}]}}]}"#])
    func toolCallsThatDoNotReadAreNoCalls(body: String) {
        #expect(throws: LLMError.malformedResponse(reason: "no message content")) {
            try ChatCompletionDecoder.response(from: Self.bytes(body))
        }
    }

    @Test func wordsNextToAnUnreadableToolCallAreStillTheAnswer() throws {
        let body = #"{"choices":[{"message":{"content":"사과는 냉장.","tool_calls":"x"}}]}"#
        let response = try ChatCompletionDecoder.response(from: Self.bytes(body))
        #expect(response.text == "사과는 냉장.")
        #expect(response.toolCalls.isEmpty)
    }

    @Test func theBodyCarriesToolsAndToolChoiceOnlyWithTools() {
        var chat = ChatRequest(messages: [.user("hi")])
        #expect(!chat.body(model: "m", temperature: 0.5, stream: false).contains("tools"))
        chat.tools = [.object([("type", "function"), ("function", .object([("name", "f")]))])]
        chat.toolChoice = "auto"
        #expect(chat.body(model: "m", temperature: 0.5, stream: false)
            == #"{"model":"m","messages":[{"role":"user","content":"hi"}],"temperature":0.5,"#
            + #""tools":[{"type":"function","function":{"name":"f"}}],"tool_choice":"auto","stream":false}"#)
    }

    @Test func theLiveClientReturnsAToolCallWithoutText() throws {
        let server = TestServer(steps: [.send(Responses.http(200, body: Responses.toolCall("yori_command",
                                                                                             arguments: #"{"intent":"shop_list"}"#)))])
        let config = try LLMConfig(baseURL: server.baseURL, model: "test-model", apiKey: nil, connectTimeoutMilliseconds: 2_000,
                                   totalTimeoutMilliseconds: 10_000, temperature: 0.2,
                                   maxResponseBytes: LLMConfig.defaultMaxResponseBytes)
        var chat = ChatRequest(messages: [.user("장보기")])
        chat.tools = [CommandReader.tool]
        chat.toolChoice = CommandReader.toolChoice
        let response = try LLMClient.live(config: config).complete(chat)
        #expect(response.toolCalls.map(\.name) == ["yori_command"])
        let sent = try #require(server.requests.first?.json)
        let tools = try #require(sent["tools"] as? [[String: Any]])
        #expect((tools.first?["function"] as? [String: Any])?["name"] as? String == "yori_command")
        #expect(sent["tool_choice"] as? String == "auto")
    }

    /// A server without tool calling that refuses the field: asked again without it.
    @Test(arguments: [false, true])
    func aServerThatRefusesToolsIsAskedAgainWithoutThem(streamed: Bool) throws {
        let server = TestServer { request in
            if request.json?["tools"] != nil {
                return [.send(Responses.http(400, body: #"{"error":{"message":"tools is not supported by this model"}}"#))]
            }
            return [.send(Responses.http(200, body: Responses.completion(#"{"intent":"shop_list"}"#)))]
        }
        let config = try LLMConfig(baseURL: server.baseURL, model: "test-model", apiKey: nil, connectTimeoutMilliseconds: 2_000,
                                   totalTimeoutMilliseconds: 10_000, temperature: 0.2,
                                   maxResponseBytes: LLMConfig.defaultMaxResponseBytes)
        var chat = ChatRequest(messages: [.user("장보기")])
        chat.tools = [CommandReader.tool]
        chat.toolChoice = CommandReader.toolChoice
        let client = LLMClient.live(config: config)
        let response = streamed ? try client.stream(chat) { _ in } : try client.complete(chat)
        #expect(response.text == #"{"intent":"shop_list"}"#)
        #expect(server.requests.count == 2)
        #expect(server.requests.last?.json?["tool_choice"] == nil)
    }

    @Test func anotherRefusalIsNotRetried() throws {
        let server = TestServer(steps: [.send(Responses.http(400, body: #"{"error":{"message":"bad temperature"}}"#))])
        let config = try LLMConfig(baseURL: server.baseURL, model: "test-model", apiKey: nil, connectTimeoutMilliseconds: 2_000,
                                   totalTimeoutMilliseconds: 10_000, temperature: 0.2,
                                   maxResponseBytes: LLMConfig.defaultMaxResponseBytes)
        var chat = ChatRequest(messages: [.user("x")])
        chat.tools = [CommandReader.tool]
        #expect(throws: LLMError.rejected(status: 400, detail: "bad temperature")) { try LLMClient.live(config: config).complete(chat) }
        #expect(server.requests.count == 1)
    }

    @Test func anAnswerWithNeitherWordsNorACallIsStillEmpty() throws {
        let server = TestServer(steps: [.send(Responses.http(200, body: Responses.completion("  ")))])
        let config = try LLMConfig(baseURL: server.baseURL, model: "test-model", apiKey: nil, connectTimeoutMilliseconds: 2_000,
                                   totalTimeoutMilliseconds: 10_000, temperature: 0.2,
                                   maxResponseBytes: LLMConfig.defaultMaxResponseBytes)
        #expect(throws: LLMError.emptyAnswer) { try LLMClient.live(config: config).complete(ChatRequest(messages: [.user("x")])) }
    }
}

/// A streamed tool call: its name and arguments arrive in pieces, put together by index.
@Suite struct StreamedToolCallTests {
    static func event(_ delta: String, finish: String? = nil) -> String {
        #"data: {"choices":[{"index":0,"delta":\#(delta),"finish_reason":\#(finish.map { "\"\($0)\"" } ?? "null")}]}"# + "\n\n"
    }

    @Test func piecesOfACallArePutTogether() throws {
        var stream = ChatStream()
        var shown: [String] = []
        let body = Self.event(#"{"role":"assistant","content":null,"tool_calls":[{"index":0,"id":"c1","type":"function","function":{"name":"yori_command","arguments":""}}]}"#)
            + Self.event(#"{"tool_calls":[{"index":0,"function":{"arguments":"{\"intent\":"}}]}"#)
            + Self.event(#"{"tool_calls":[{"index":0,"function":{"arguments":"\"shop_list\"}"}}]}"#)
            + Self.event("{}", finish: "tool_calls") + "data: [DONE]\n\n"
        // Fed in small pieces, as the network gives them.
        let bytes = Array(body.utf8)
        for start in stride(from: 0, to: bytes.count, by: 11) {
            try stream.feed(bytes[start..<min(start + 11, bytes.count)]) { shown.append($0) }
        }
        let response = try stream.finish { shown.append($0) }
        #expect(shown.isEmpty)
        #expect(response.text == "")
        #expect(response.toolCalls == [ToolCall(name: "yori_command", arguments: #"{"intent":"shop_list"}"#)])
        #expect(response.finishReason == "tool_calls")
    }
}
