import Foundation
import Testing
import YoriTestSupport
import YoriKit
@testable import YoriLLM

/// Failures before the endpoint answered (no status line) are told apart from those after,
/// so the session can give the call back.
@Suite struct QuotaSparingFailureTests {
    static let chat = LiveClientTests.chat

    @Test func anEmptyReplyIsItsOwnFailure() throws {
        let server = TestServer(steps: [.close])
        let client = LLMClient.live(config: try LiveClientTests.config(server))
        for streamed in [false, true] {
            do {
                if streamed { _ = try client.stream(Self.chat) { _ in } } else { _ = try client.complete(Self.chat) }
                Issue.record("no failure")
            } catch {
                #expect(error == .emptyReply(endpoint: server.baseURL))
                #expect(!error.endpointAnswered)
                #expect(error.message(.ko).contains("아무 응답 없이"))
                #expect(error.message(.en).contains("closed the connection without any answer"))
                #expect(!error.message(.en).contains("Empty reply from server"))
            }
        }
    }

    @Test func aCancelBeforeTheFirstByteSparesTheQuota() throws {
        let server = TestServer(steps: [.pause(milliseconds: 8_000)])
        let client = LLMClient.live(config: try LiveClientTests.config(server))
        let started = Date()
        // Cancel once the server has the request (a timer could fire before the request starts).
        DispatchQueue.global().async {
            while server.requests.isEmpty, Date().timeIntervalSince(started) < 6 { usleep(10_000) }
            client.cancel()
        }
        #expect(throws: LLMError.cancelled(partial: "", answered: false)) { try client.stream(Self.chat) { _ in } }
        #expect(Date().timeIntervalSince(started) < 6)
        #expect(!LLMError.cancelled(partial: "", answered: false).endpointAnswered)
    }

    @Test func aCancelStopsAWaitingRequestAtOnceNotAtTheNextProgressTick() throws {
        let server = TestServer(steps: [.pause(milliseconds: 8_000)])
        let client = LLMClient.live(config: try LiveClientTests.config(server))
        let cancelledAt = Clock()
        DispatchQueue.global().async {
            let started = Date()
            while server.requests.isEmpty, Date().timeIntervalSince(started) < 6 { usleep(10_000) }
            usleep(1_500_000)  // the request has been waiting on the server a while
            cancelledAt.mark()
            client.cancel()
        }
        #expect(throws: LLMError.cancelled(partial: "", answered: false)) { try client.stream(Self.chat) { _ in } }
        // libcurl's progress callback alone comes about once a second when nothing arrives.
        #expect(try #require(cancelledAt.since) < 0.3)
    }

    /// When something happened, from another thread.
    final class Clock: @unchecked Sendable {
        private let lock = NSLock()
        private var at: Date?
        func mark() { lock.withLock { at = Date() } }
        var since: TimeInterval? { lock.withLock { at.map { Date().timeIntervalSince($0) } } }
    }

    @Test func aHeadWithoutABodyCountsAsAnswered() throws {
        let server = TestServer(steps: [.send(Responses.eventStreamHead()), .pause(milliseconds: 5_000)])
        let client = LLMClient.live(config: try LiveClientTests.config(server, totalMs: 500))
        #expect(throws: LLMError.timedOut(milliseconds: 500, partial: "")) { try client.stream(Self.chat) { _ in } }
    }
}

/// An answer that repeats the API key never shows it.
@Suite struct SecretScrubberTests {
    @Test func replacesTheSecretWhereverItIsSplit() {
        let secret = "sk-live-0123456789"
        let text = "your key is \(secret), again \(secret)."
        for size in 1...text.count {
            var scrubber = SecretScrubber(secret: secret)
            var shown = ""
            var rest = Substring(text)
            while !rest.isEmpty {
                let piece = rest.prefix(size)
                rest = rest.dropFirst(size)
                let out = scrubber.feed(String(piece))
                #expect(!out.contains("0123456789"))
                shown += out
            }
            shown += scrubber.finish()
            #expect(shown == "your key is ***, again ***.", "piece size \(size)")
        }
    }

    @Test func aPrefixThatIsNotTheSecretIsShownAtTheEnd() {
        var scrubber = SecretScrubber(secret: "sk-abc")
        #expect(scrubber.feed("ends with sk-a") == "ends with ")
        #expect(scrubber.finish() == "sk-a")
        #expect(SecretScrubber.scrub("no secret", secret: nil) == "no secret")
        #expect(SecretScrubber.scrub("sk-sk-abc!", secret: "sk-abc") == "sk-***!")
    }

    @Test func theLiveClientScrubsStreamedAndWholeAnswers() throws {
        let key = "sk-echo-SECRET-42"
        let pieces = ["The key you sent is sk-ec", "ho-SEC", "RET-42 — keep it safe."]
        let streamed = TestServer(steps: Responses.chunkedSteps(Responses.eventStream(pieces), pieceSize: 5)
                                      + [.send(Responses.lastChunk)])
        let client = LLMClient.live(config: try LiveClientTests.config(streamed, key: key))
        let deltas = Deltas()
        let response = try client.stream(LiveClientTests.chat) { deltas.append($0) }
        #expect(!deltas.joined.contains("SECRET"))
        #expect(deltas.joined == "The key you sent is *** — keep it safe.")
        #expect(response.text == "The key you sent is *** — keep it safe.")
        let whole = TestServer(steps: [.send(Responses.http(200, body: Responses.completion("key: \(key)")))])
        let answer = try LLMClient.live(config: try LiveClientTests.config(whole, key: key)).complete(LiveClientTests.chat)
        #expect(answer.text == "key: ***")
    }
}

/// Text pieces collected from a callback.
final class Deltas: @unchecked Sendable {
    private let lock = NSLock()
    private var pieces: [String] = []
    func append(_ piece: String) { lock.withLock { pieces.append(piece) } }
    var joined: String { lock.withLock { pieces.joined() } }
}
