import Foundation
import Testing
import YoriTestSupport
import YoriKit
@testable import YoriLLM

/// Every way the endpoint can fail, each one a distinct `LLMError`, and none of their
/// messages ever showing the key.
@Suite struct LiveClientFailureTests {
    static let key = "sk-live-SECRET-0123456789abcdef"
    static let chat = LiveClientTests.chat

    /// Runs one non-streamed chat against a server giving `steps`; returns the error.
    static func failure(_ steps: [ServerStep], stream: Bool = false, totalMs: Int = 10_000,
                        maxBytes: Int = LLMConfig.defaultMaxResponseBytes) throws -> LLMError {
        let server = TestServer(steps: steps)
        let client = LLMClient.live(config: try LiveClientTests.config(server, key: key, totalMs: totalMs, maxBytes: maxBytes))
        do {
            if stream { _ = try client.stream(chat) { _ in } } else { _ = try client.complete(chat) }
        } catch {
            return error
        }
        Issue.record("the chat did not fail")
        return .cancelled(partial: "", answered: false)
    }

    /// A body that echoes the key back, as some servers do in their error messages.
    static let echo = #"{"error":{"message":"Incorrect API key provided: \#(key). You can find your API key at https://example.com.","type":"invalid_request_error"}}"#

    static func expectNoKey(_ error: LLMError, sourceLocation: SourceLocation = #_sourceLocation) {
        for language in UserLanguage.allCases {
            let message = error.message(language)
            #expect(!message.contains(key), "\(language): \(message)", sourceLocation: sourceLocation)
            #expect(!message.contains("SECRET"), sourceLocation: sourceLocation)
            #expect(!message.isEmpty, sourceLocation: sourceLocation)
        }
        #expect(!String(describing: error).contains(key), sourceLocation: sourceLocation)
    }

    @Test func unauthorized() throws {
        for status in [401, 403] {
            let error = try Self.failure([.send(Responses.http(status, body: Self.echo))])
            guard case .unauthorized(status, let detail) = error else { Issue.record("\(error)"); continue }
            #expect(detail?.contains("Incorrect API key provided: ***") == true)
            #expect(error.endpointAnswered)
            Self.expectNoKey(error)
        }
    }

    @Test func notFoundNamesTheModel() throws {
        let error = try Self.failure([.send(Responses.http(404, body: #"{"error":{"message":"model 'test-model' not found"}}"#))])
        #expect(error == .notFound(model: "test-model", detail: "model 'test-model' not found"))
        #expect(error.message(.en).contains("test-model"))
        #expect(error.message(.ko).contains("모델 이름"))
        Self.expectNoKey(error)
    }

    @Test func rateLimitedCarriesRetryAfter() throws {
        let error = try Self.failure([.send(Responses.http(429, headers: [("Retry-After", "17")], body: Self.echo))])
        guard case .rateLimited(17, _) = error else { Issue.record("\(error)"); return }
        #expect(error.message(.en).contains("17 s"))
        #expect(error.message(.ko).contains("17초"))
        Self.expectNoKey(error)
        let streamed = try Self.failure([.send(Responses.http(429, headers: [("Retry-After", "3")], body: "slow down"))],
                                        stream: true)
        #expect(streamed == .rateLimited(retryAfter: 3, detail: "slow down"))
    }

    @Test func serverError() throws {
        let error = try Self.failure([.send(Responses.http(500, contentType: "text/html",
                                                           body: "<html><body>\(Self.key)</body></html>"))])
        #expect(error == .server(status: 500, detail: nil))
        Self.expectNoKey(error)
        let echoed = try Self.failure([.send(Responses.http(503, contentType: "text/plain",
                                                            body: "upstream said: Bearer \(Self.key)\u{1B}]52;c;aGk=\u{07}"))],
                                      stream: true)
        #expect(echoed == .server(status: 503, detail: "upstream said: Bearer ***"))
        Self.expectNoKey(echoed)
    }

    @Test func malformedJSON() throws {
        let error = try Self.failure([.send(Responses.http(200, body: #"{"choices":[{"message":{"content":"cut"#))])
        #expect(error == .malformedResponse(reason: "not JSON"))
        Self.expectNoKey(error)
    }

    @Test func unexpectedShape() throws {
        let wrongType = try Self.failure([.send(Responses.http(200, body: #"{"choices":"nope"}"#))])
        #expect(wrongType == .malformedResponse(reason: "unexpected JSON shape"))
        let noChoices = try Self.failure([.send(Responses.http(200, body: #"{"id":"x","choices":[]}"#))])
        #expect(noChoices == .malformedResponse(reason: "no choices"))
        let noContent = try Self.failure([.send(Responses.http(200, body: #"{"choices":[{"message":{"role":"assistant"}}]}"#))])
        #expect(noContent == .malformedResponse(reason: "no message content"))
        let badChunk = try Self.failure(Responses.chunkedSteps("data: {\"choices\": 5}\n\n") + [.send(Responses.lastChunk)],
                                        stream: true)
        #expect(badChunk == .malformedResponse(reason: "unexpected JSON shape"))
    }

    @Test func streamCutOffMidway() throws {
        // Chunked: the connection closes without the last chunk.
        let chunked = try Self.failure(Responses.chunkedSteps(Responses.eventStream(["김치", "찌개"], done: false)) + [.close],
                                       stream: true)
        #expect(chunked == .streamCutOff(partial: "김치찌개"))
        // Close-delimited: the body "ends" cleanly, but without [DONE] or a finish reason.
        let body = Array(Responses.eventStream(["된장"], done: false).utf8)
        let delimited = try Self.failure([.send(Responses.head(200, headers: [("Content-Type", "text/event-stream")])),
                                          .sendInPieces(body, size: 11, pauseMilliseconds: 1), .close], stream: true)
        #expect(delimited == .streamCutOff(partial: "된장"))
        #expect(delimited.endpointAnswered)
        Self.expectNoKey(delimited)
    }

    @Test func aPlainBodyCutShortIsMalformed() throws {
        let error = try Self.failure([.send(Responses.head(200, headers: [("Content-Type", "application/json"),
                                                                          ("Content-Length", "500")])),
                                      .send(Array(#"{"choices":[{"message":{"content":"반"#.utf8)), .close])
        #expect(error == .malformedResponse(reason: "the body was cut off"))
    }

    @Test func anErrorInsideTheStream() throws {
        let body = Responses.eventStream(["반쯤"], done: false) + #"data: {"error":{"message":"overloaded"}}"# + "\n\n"
        let error = try Self.failure(Responses.chunkedSteps(body) + [.send(Responses.lastChunk)], stream: true)
        // What streamed before the error is kept (shown, and stored marked incomplete).
        #expect(error == .interrupted(cause: .server(status: 200, detail: "overloaded"), partial: "반쯤"))
        #expect(error.partialText == "반쯤")
        #expect(error.message(.en).contains("overloaded") && error.message(.en).contains("stopped part-way"))
        let garbled = Responses.eventStream(["반쯤"], done: false) + "data: {not json\n\n"
        let broken = try Self.failure(Responses.chunkedSteps(garbled) + [.send(Responses.lastChunk)], stream: true)
        guard case .interrupted(.malformedResponse, "반쯤") = broken else {
            Issue.record("\(broken)")
            return
        }
        // An error before any text is the error itself.
        let first = #"data: {"error":{"message":"overloaded"}}"# + "\n\n"
        let early = try Self.failure(Responses.chunkedSteps(first) + [.send(Responses.lastChunk)], stream: true)
        #expect(early == .server(status: 200, detail: "overloaded"))
    }

    @Test func slowResponseHitsTheTotalTimeout() throws {
        let started = Date()
        let error = try Self.failure([.send(Responses.eventStreamHead()),
                                      .send(Responses.chunk(Array(Responses.eventStream(["느린"], done: false).utf8))),
                                      .pause(milliseconds: 5_000)], stream: true, totalMs: 600)
        #expect(error == .timedOut(milliseconds: 600, partial: "느린"))
        #expect(error.endpointAnswered)
        #expect(Date().timeIntervalSince(started) < 3)
        Self.expectNoKey(error)
        // Nothing at all within the time: the endpoint never answered, so no quota is spent.
        let plain = try Self.failure([.pause(milliseconds: 5_000)], totalMs: 400)
        #expect(plain == .noAnswer(milliseconds: 400))
        #expect(!plain.endpointAnswered)
    }

    @Test func tenMegabyteBodyIsRefused() throws {
        let big = [UInt8](repeating: UInt8(ascii: "a"), count: 10_000_000)
        // Announced by Content-Length: refused before reading.
        let announced = try Self.failure([.send(Responses.http(200, bytes: big))])
        #expect(announced == .tooLarge(limitBytes: 8 << 20))
        // Not announced (streamed): cut off at the cap while reading.
        let streamed = try Self.failure([.send(Responses.head(200, headers: [("Content-Type", "text/event-stream")])),
                                         .sendInPieces(Array("data: ".utf8) + big, size: 1 << 20, pauseMilliseconds: 0)],
                                        stream: true)
        #expect(streamed == .tooLarge(limitBytes: 8 << 20))
        #expect(streamed.message(.en).contains("8 MiB"))
        let small = try Self.failure([.send(Responses.http(200, bytes: [UInt8](repeating: 32, count: 2_000)))], maxBytes: 1_000)
        #expect(small == .tooLarge(limitBytes: 1_000))
    }

    @Test func refusedConnectionNeverReachesTheEndpoint() throws {
        let port = Responses.closedPort()
        let config = try LLMConfig(baseURL: "http://127.0.0.1:\(port)", model: "m", apiKey: Self.key,
                                   connectTimeoutMilliseconds: 2_000, totalTimeoutMilliseconds: 5_000)
        #expect(throws: LLMError.connectionRefused(endpoint: "http://127.0.0.1:\(port)")) {
            try LLMClient.live(config: config).complete(Self.chat)
        }
        let error = LLMError.connectionRefused(endpoint: "http://127.0.0.1:\(port)")
        #expect(!error.endpointAnswered)
        #expect(error.message(.ko).contains("연결할 수 없어요"))
        Self.expectNoKey(error)
    }

    @Test func connectTimeoutNeverReachesTheEndpoint() throws {
        let listener = FullListener()
        let config = try LLMConfig(baseURL: "http://127.0.0.1:\(listener.port)", model: "m", apiKey: Self.key,
                                   connectTimeoutMilliseconds: 400, totalTimeoutMilliseconds: 5_000)
        let started = Date()
        #expect(throws: LLMError.connectTimeout(endpoint: "http://127.0.0.1:\(listener.port)", milliseconds: 400)) {
            try LLMClient.live(config: config).stream(Self.chat) { _ in }
        }
        #expect(Date().timeIntervalSince(started) < 2)
        withExtendedLifetime(listener) {}
    }

    @Test func unknownHostNeverReachesTheEndpoint() throws {
        let config = try LLMConfig(baseURL: "https://yori-test.invalid/v1", model: "m", apiKey: Self.key,
                                   connectTimeoutMilliseconds: 3_000, totalTimeoutMilliseconds: 5_000, proxy: .direct)
        do {
            _ = try LLMClient.live(config: config).stream(Self.chat) { _ in }
            Issue.record("resolved a .invalid host")
        } catch {
            // Offline resolvers either fail at once or time out; both mean "never reached".
            switch error {
            case .hostNotFound(let host): #expect(host == "yori-test.invalid")
            case .connectTimeout: break
            default: Issue.record("\(error)")
            }
            #expect(!error.endpointAnswered)
            Self.expectNoKey(error)
        }
    }
}
