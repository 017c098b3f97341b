#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// `yori config test`: one tiny streamed chat, timed, that says whether the endpoint
/// answers, which model answered and whether it really streams (server-sent events) or
/// sends the whole answer at once.
public enum EndpointCheck {
    public struct Report: Sendable, Equatable {
        /// The model the endpoint says answered (the configured one when it does not say).
        public var model: String
        /// Milliseconds until the response's first byte (status and headers included).
        public var firstByteMilliseconds: Int
        /// Milliseconds for the whole exchange.
        public var totalMilliseconds: Int
        /// The answer came as server-sent events, in pieces.
        public var streamed: Bool
        /// How many pieces it came in.
        public var pieces: Int
        public var text: String
    }

    /// The prompt: short, so the check costs a few tokens.
    public static let prompt = "Reply with the single word OK."

    public static func run(config: LLMConfig, http: CurlHTTPClient = CurlHTTPClient(),
                           cancellation: CancellationFlag = CancellationFlag()) throws(LLMError) -> Report {
        let endpoint = ChatEndpoint(config: config, http: http, cancellation: cancellation)
        let chat = ChatRequest(messages: [.user(prompt)], maxTokens: 8)
        let start = now()
        var firstByte: Int64?
        var isEventStream = false
        var pieces = 0
        var stream = ChatStream()
        var plainBody: [UInt8] = []
        var streamError: LLMError?
        let head: HTTPResponseHead
        do {
            head = try http.perform(endpoint.request(for: chat, stream: true, includeUsage: false),
                                    cancellation: cancellation) { head, bytes in
                if firstByte == nil { firstByte = now() }
                isEventStream = head.isSuccess && head.mediaType != "application/json"
                guard isEventStream else {
                    plainBody.append(contentsOf: bytes)
                    return true
                }
                do throws(LLMError) {
                    try stream.feed(bytes) { _ in pieces += 1 }
                    return true
                } catch {
                    streamError = error
                    return false
                }
            }
        } catch {
            if let streamError { throw streamError }
            throw endpoint.failure(error, partial: "")
        }
        guard head.isSuccess else { throw endpoint.refusal(head, body: plainBody) }
        var response: ChatResponse
        if isEventStream {
            response = try stream.finish { _ in pieces += 1 }
        } else {
            response = try ChatCompletionDecoder.response(from: plainBody)
            pieces = response.text.isEmpty ? 0 : 1
        }
        let end = now()
        response.text = endpoint.scrub(response.text)
        return Report(model: response.model.map(endpoint.scrub) ?? config.model,
                      firstByteMilliseconds: Int(((firstByte ?? end) - start) / 1_000_000),
                      totalMilliseconds: Int((end - start) / 1_000_000),
                      streamed: isEventStream, pieces: pieces, text: response.text)
    }

    private static func now() -> Int64 {
        var time = timespec()
        clock_gettime(CLOCK_MONOTONIC, &time)
        return Int64(time.tv_sec) * 1_000_000_000 + Int64(time.tv_nsec)
    }
}
