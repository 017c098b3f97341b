import Foundation
import Testing
import YoriTestSupport
import YoriKit
@testable import YoriLLM

/// Token counts for streamed answers (`stream_options.include_usage`), empty answers, and an
/// answer longer than the cap, against a real server on 127.0.0.1.
@Suite struct StreamUsageTests {
    static let chat = LiveClientTests.chat

    /// A stream that ends with OpenAI's usage chunk (`choices: []`).
    static func streamWithUsage(_ pieces: [String]) -> String {
        Responses.eventStream(pieces, done: false)
            + #"data: {"id":"c","object":"chat.completion.chunk","model":"test-model","choices":[{"index":0,"delta":{},"finish_reason":"stop"}]}"# + "\n\n"
            + #"data: {"id":"c","object":"chat.completion.chunk","model":"test-model","choices":[],"usage":{"prompt_tokens":31,"completion_tokens":7,"total_tokens":38}}"# + "\n\n"
            + "data: [DONE]\n\n"
    }

    @Test func aStreamAsksForUsageAndRecordsIt() throws {
        let server = TestServer(steps: Responses.chunkedSteps(Self.streamWithUsage(["두부", "조림"])) + [.send(Responses.lastChunk)])
        let client = LLMClient.live(config: try LiveClientTests.config(server))
        let response = try client.stream(Self.chat) { _ in }
        #expect(response.text == "두부조림")
        #expect(response.usage == TokenUsage(promptTokens: 31, completionTokens: 7))
        let body = try #require(server.requests.first?.json)
        #expect(body["stream"] as? Bool == true)
        #expect((body["stream_options"] as? [String: Any])?["include_usage"] as? Bool == true)
        // A plain request does not carry it.
        #expect(!ChatRequest(messages: [.user("hi")]).body(model: "m", temperature: 0, stream: false, includeUsage: true)
            .contains("stream_options"))
    }

    @Test func aServerThatIgnoresItStillStreams() throws {
        let server = TestServer(steps: Responses.chunkedSteps(Responses.eventStream(["그냥", " 답"])) + [.send(Responses.lastChunk)])
        let response = try LLMClient.live(config: try LiveClientTests.config(server)).stream(Self.chat) { _ in }
        #expect(response.text == "그냥 답" && response.usage == nil)
    }

    @Test func aServerThatRefusesTheFieldIsAskedAgainWithoutIt() throws {
        let server = TestServer(lifetime: 20) { request in
            if request.bodyText.contains("stream_options") {
                return [.send(Responses.http(400, body: #"{"error":{"message":"Unrecognized request argument supplied: stream_options"}}"#))]
            }
            return Responses.chunkedSteps(Responses.eventStream(["다시", " 물었어요"])) + [.send(Responses.lastChunk)]
        }
        let response = try LLMClient.live(config: try LiveClientTests.config(server)).stream(Self.chat) { _ in }
        #expect(response.text == "다시 물었어요")
        #expect(server.requests.count == 2)
        #expect(server.requests.last?.json?["stream_options"] == nil)
    }

    @Test func anEmptyAnswerIsAnError() throws {
        let plain = try LiveClientFailureTests.failure([.send(Responses.http(200, body: Responses.completion("")))])
        #expect(plain == .emptyAnswer)
        #expect(plain.endpointAnswered)  // it did answer: the call counts
        #expect(plain.message(.ko).contains("빈 답") && plain.message(.en).contains("empty answer"))
        let streamed = try LiveClientFailureTests.failure(Responses.chunkedSteps(Responses.eventStream([" ", "\n"]))
                                                          + [.send(Responses.lastChunk)], stream: true)
        #expect(streamed == .emptyAnswer)
    }

    @Test func aStreamPastTheCapKeepsWhatWasShown() throws {
        // Small events, far more of them than the (small) cap allows.
        let piece = String(repeating: "가", count: 100)
        let body = Responses.eventStream(Array(repeating: piece, count: 400), done: true)
        let server = TestServer(steps: [.send(Responses.eventStreamHead()), .send(Responses.chunk(Array(body.utf8)))])
        var shown = ""
        let client = LLMClient.live(config: try LiveClientTests.config(server, maxBytes: 64 * 1024))
        #expect(throws: LLMError.self) { try client.stream(Self.chat) { shown += $0 } }
        do {
            _ = try client.stream(Self.chat) { _ in }
        } catch {
            guard case .tooLarge(let limit, let partial) = error else { Issue.record("\(error)"); return }
            #expect(limit == 64 * 1024)
            #expect(!partial.isEmpty && shown.hasPrefix(partial.prefix(100)))
            #expect(error.partialText == partial)
            #expect(error.message(.ko) == "답이 너무 길어서 0.0625 MiB에서 멈췄어요.")
        }
        #expect(LLMError.tooLarge(limitBytes: 8 << 20, partial: "…").message(.ko) == "답이 너무 길어서 8 MiB에서 멈췄어요.")
    }

    @Test func aFarRetryAfterIsCappedAtADay() {
        let error = LLMError.rateLimited(retryAfter: 2_300_750_937, detail: nil)
        #expect(error.message(.ko).contains("24시간 뒤에 다시 시도하세요"))
        #expect(LLMError.rateLimited(retryAfter: 5400, detail: nil).message(.en).contains("Try again in 1 h 30 min."))
    }
}
