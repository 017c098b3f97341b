import Foundation
import Testing
import YoriTestSupport
import YoriKit
@testable import YoriLLM

/// The live client against a real HTTP server on 127.0.0.1: what yori sends, and how it
/// reads plain and streamed answers.
@Suite struct LiveClientTests {
    static let chat = ChatRequest(messages: [.system("너는 요리 도우미야."), .user("대파랑 계란으로 뭐 만들어?")])

    static func config(_ server: TestServer, key: String? = nil, base: String? = nil, totalMs: Int = 10_000,
                       maxBytes: Int = LLMConfig.defaultMaxResponseBytes) throws -> LLMConfig {
        try LLMConfig(baseURL: base ?? server.baseURL, model: "test-model", apiKey: key,
                      connectTimeoutMilliseconds: 2_000, totalTimeoutMilliseconds: totalMs, temperature: 0.2,
                      maxResponseBytes: maxBytes)
    }

    @Test func completesAndSendsExactlyTheExpectedRequest() throws {
        let server = TestServer(steps: [.send(Responses.http(200, body: Responses.completion("계란말이를 만들어 보세요.")))])
        let client = LLMClient.live(config: try Self.config(server), http: CurlHTTPClient(userAgent: "yori/test"))
        let response = try client.complete(Self.chat)
        #expect(response == ChatResponse(text: "계란말이를 만들어 보세요.", model: "test-model", finishReason: "stop",
                                         usage: TokenUsage(promptTokens: 12, completionTokens: 5)))

        let request = try #require(server.requests.first)
        #expect(server.requests.count == 1)
        #expect(request.method == "POST")
        #expect(request.target == "/v1/chat/completions")
        #expect(request.header("Content-Type") == "application/json")
        #expect(request.header("Accept") == "application/json")
        #expect(request.header("User-Agent") == "yori/test")
        #expect(request.header("Content-Length") == String(request.body.count))
        #expect(request.header("Authorization") == nil, "no key, no Authorization header")
        #expect(request.header("Expect") == nil)
        #expect(request.bodyText == #"{"model":"test-model","messages":[{"role":"system","content":"너는 요리 도우미야."},"#
            + #"{"role":"user","content":"대파랑 계란으로 뭐 만들어?"}],"temperature":0.2,"stream":false}"#)
        let json = try #require(request.json)
        #expect(json["model"] as? String == "test-model")
        #expect(json["stream"] as? Bool == false)
        #expect(json["temperature"] as? Double == 0.2)
        let messages = try #require(json["messages"] as? [[String: String]])
        #expect(messages == [["role": "system", "content": "너는 요리 도우미야."],
                             ["role": "user", "content": "대파랑 계란으로 뭐 만들어?"]])
    }

    @Test func sendsTheKeyAsABearerTokenOnlyWhenSet() throws {
        let server = TestServer(steps: [.send(Responses.http(200, body: Responses.completion("ok")))])
        let client = LLMClient.live(config: try Self.config(server, key: "sk-test-123"))
        _ = try client.complete(ChatRequest(messages: [.user("hi")], temperature: 1, maxTokens: 50))
        let request = try #require(server.requests.first)
        #expect(request.header("Authorization") == "Bearer sk-test-123")
        #expect(request.bodyText == #"{"model":"test-model","messages":[{"role":"user","content":"hi"}],"#
            + #""temperature":1,"max_tokens":50,"stream":false}"#)
    }

    @Test(arguments: [("", "/v1/chat/completions"), ("/", "/v1/chat/completions"), ("/v1", "/v1/chat/completions"),
                      ("/v1/", "/v1/chat/completions"), ("/api/v1", "/api/v1/chat/completions"),
                      ("/openai", "/openai/v1/chat/completions"), ("/v1/chat/completions", "/v1/chat/completions")])
    func joinsTheBaseURLAndThePath(_ suffix: String, _ path: String) throws {
        let server = TestServer(steps: [.send(Responses.http(200, body: Responses.completion("ok")))])
        _ = try LLMClient.live(config: try Self.config(server, base: server.baseURL + suffix)).complete(Self.chat)
        #expect(server.requests.first?.target == path)
    }

    @Test func streamsDeltasFromManySmallWrites() throws {
        // Korean text, so the writes split UTF-8 characters as well as lines and \r\n.
        let pieces = ["계란을 ", "풀고 ", "대파를 ", "송송 썰어 넣어요.", " Then roll it up."]
        let server = TestServer(steps: Responses.chunkedSteps(Responses.eventStream(pieces), pieceSize: 5)
                                    + [.send(Responses.lastChunk)])
        var deltas: [String] = []
        let response = try LLMClient.live(config: try Self.config(server, key: "k")).stream(Self.chat) { deltas.append($0) }
        #expect(deltas == pieces)
        #expect(response.text == pieces.joined())
        #expect(response.finishReason == "stop")
        #expect(response.model == "test-model")

        let request = try #require(server.requests.first)
        #expect(request.header("Accept") == "text/event-stream")
        #expect(request.header("Authorization") == "Bearer k")
        let json = try #require(request.json)
        #expect(json["stream"] as? Bool == true)
        #expect(json["model"] as? String == "test-model")
        #expect((json["messages"] as? [Any])?.count == 2)
    }

    @Test func deltasArriveBeforeTheStreamEnds() throws {
        let body = Responses.eventStream(["먼저 ", "나중"])
        let split = body.range(of: "나중")!.lowerBound
        let first = body[..<body[..<split].range(of: "data:", options: .backwards)!.lowerBound]
        let server = TestServer(steps: [.send(Responses.eventStreamHead()), .send(Responses.chunk(Array(first.utf8))),
                                        .pause(milliseconds: 1_500),
                                        .send(Responses.chunk(Array(body[first.endIndex...].utf8))), .send(Responses.lastChunk)])
        var firstDeltaAt: Date?
        _ = try LLMClient.live(config: try Self.config(server)).stream(Self.chat) { _ in
            if firstDeltaAt == nil { firstDeltaAt = Date() }
        }
        let waited = Date().timeIntervalSince(try #require(firstDeltaAt))
        #expect(waited > 0.4, "the first delta came only \(waited) s before the end")
    }

    @Test func acceptsAJSONAnswerToAStreamedRequest() throws {
        let server = TestServer(steps: [.send(Responses.http(200, body: Responses.completion("한 번에 왔어요")))])
        var deltas: [String] = []
        let response = try LLMClient.live(config: try Self.config(server)).stream(Self.chat) { deltas.append($0) }
        #expect(deltas == ["한 번에 왔어요"])
        #expect(response.text == "한 번에 왔어요")
    }

    @Test func goesThroughAnExplicitProxy() throws {
        let proxy = TestServer(steps: [.send(Responses.http(200, body: Responses.completion("via proxy")))])
        let config = try LLMConfig(baseURL: "http://llm.example.invalid:8080/v1", model: "m",
                                   connectTimeoutMilliseconds: 2_000, totalTimeoutMilliseconds: 5_000,
                                   proxy: .url(proxy.baseURL))
        #expect(try LLMClient.live(config: config).complete(Self.chat).text == "via proxy")
        // A proxy is asked for the absolute URL.
        #expect(proxy.requests.first?.target == "http://llm.example.invalid:8080/v1/chat/completions")
    }

    @Test func leavesTheProxyEnvironmentToLibcurl() {
        // With no proxy option set, libcurl reads http_proxy, HTTPS_PROXY, ALL_PROXY, NO_PROXY.
        #expect(CurlHTTPClient.proxyOptions(.environment, url: "https://api.example.com/v1").isEmpty)
        #expect(CurlHTTPClient.proxyOptions(.direct, url: "https://api.example.com/v1").map(\.1) == ["*"])
        #expect(CurlHTTPClient.proxyOptions(.url("http://p:3128"), url: "https://api.example.com/v1").map(\.1) == ["http://p:3128"])
    }

    @Test(arguments: [("http://localhost:11434/v1", "localhost"), ("http://127.0.0.1:8080", "127.0.0.1"),
                      ("http://127.1.2.3", "127.1.2.3"), ("http://[::1]:8080/v1", "::1"), ("http://me:pw@localhost:1", "localhost")])
    func loopbackEndpointsBypassTheProxyEnvironment(_ url: String, _ host: String) {
        // http_proxy must not see a local server's traffic (or its key).
        #expect(CurlHTTPClient.proxyOptions(.environment, url: url).map(\.1) == [host])
        #expect(CurlHTTPClient.proxyOptions(.environment, url: "http://127.0.0.1.example.com").isEmpty)
    }

    @Test func cancellingStopsATransferInProgress() throws {
        let server = TestServer(steps: [.send(Responses.eventStreamHead()),
                                        .send(Responses.chunk(Array(Responses.eventStream(["시작"], done: false).utf8))),
                                        .pause(milliseconds: 8_000)])
        let client = LLMClient.live(config: try Self.config(server))
        let started = Date()
        // Cancel once the first piece is in (a timer could fire before the request even starts
        // on a loaded machine, and a request lowers the flag as it starts).
        #expect(throws: LLMError.cancelled(partial: "시작", answered: true)) {
            try client.stream(Self.chat) { _ in client.cancel() }
        }
        #expect(Date().timeIntervalSince(started) < 6)
    }

    @Test func aCancelBeforeTheRequestDoesNotStopTheNextOne() throws {
        let server = TestServer(steps: [.send(Responses.http(200, body: Responses.completion("ok")))])
        let client = LLMClient.live(config: try Self.config(server))
        client.cancel()
        #expect(try client.complete(Self.chat).text == "ok")
    }
}
