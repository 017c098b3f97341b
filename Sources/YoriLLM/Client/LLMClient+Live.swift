#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import YoriKit

extension LLMClient {
    /// The real client: OpenAI-compatible chat completions over libcurl. `cancellation`
    /// is lowered as each request starts and raised by `cancel`; share it with a Ctrl-C
    /// watcher to abort a transfer.
    public static func live(config: LLMConfig, cancellation: CancellationFlag = CancellationFlag(),
                            http: CurlHTTPClient = CurlHTTPClient()) -> LLMClient {
        let endpoint = ChatEndpoint(config: config, http: http, cancellation: cancellation)
        return LLMClient(
            complete: { request throws(LLMError) in try endpoint.complete(request) },
            stream: { request, onDelta throws(LLMError) in try endpoint.stream(request, onDelta: onDelta) },
            cancel: { cancellation.cancel() })
    }
}

/// One configured endpoint: builds the HTTP request, reads the answer, and turns every
/// failure into an `LLMError` with the key scrubbed out.
struct ChatEndpoint: Sendable {
    let config: LLMConfig
    let http: CurlHTTPClient
    let cancellation: CancellationFlag

    /// A whole answer. A server that refuses `tools` (400/422 naming them) is asked again
    /// without them, as the same call: the model then answers in words (or a command as text).
    func complete(_ chat: ChatRequest) throws(LLMError) -> ChatResponse {
        do {
            return try completeOnce(chat)
        } catch {
            guard let plain = chat.withoutTools(after: error) else { throw error }
            return try completeOnce(plain)
        }
    }

    private func completeOnce(_ chat: ChatRequest) throws(LLMError) -> ChatResponse {
        cancellation.reset()
        let response: HTTPResponse
        do { response = try http.send(request(for: chat, stream: false), cancellation: cancellation) } catch {
            throw failure(error, partial: "", streaming: false)
        }
        guard response.head.isSuccess else { throw refusal(response.head, body: response.body) }
        var answer = try ChatCompletionDecoder.response(from: response.body)
        answer.text = scrub(answer.text)
        if answer.text.trimmingASCIIWhitespace().isEmpty && answer.toolCalls.isEmpty { throw .emptyAnswer }
        return answer
    }

    /// A streamed chat. It asks for the token counts (`stream_options.include_usage`, which
    /// OpenAI needs to report usage for a stream, in a last chunk); a server that refuses
    /// that field (400/422 naming it) is asked again without it, and one that ignores it
    /// simply reports no counts.
    func stream(_ chat: ChatRequest, onDelta: (String) -> Void) throws(LLMError) -> ChatResponse {
        do {
            return try streamAskingUsage(chat, onDelta: onDelta)
        } catch {
            // A server that refuses `tools` is asked again without them (see `complete`).
            guard let plain = chat.withoutTools(after: error) else { throw error }
            return try streamAskingUsage(plain, onDelta: onDelta)
        }
    }

    private func streamAskingUsage(_ chat: ChatRequest, onDelta: (String) -> Void) throws(LLMError) -> ChatResponse {
        do {
            return try stream(chat, includeUsage: true, onDelta: onDelta)
        } catch {
            guard case .rejected(let status, let detail?) = error, status == 400 || status == 422,
                  detail.contains("stream_options") || detail.contains("include_usage") else { throw error }
            return try stream(chat, includeUsage: false, onDelta: onDelta)
        }
    }

    private func stream(_ chat: ChatRequest, includeUsage: Bool, onDelta rawDelta: (String) -> Void) throws(LLMError)
        -> ChatResponse {
        cancellation.reset()
        // An answer that repeats the key never shows it, not even split across two pieces.
        var scrubber = SecretScrubber(secret: config.apiKey)
        func onDelta(_ text: String) {
            let shown = scrubber.feed(text)
            if !shown.isEmpty { rawDelta(shown) }
        }
        var stream = ChatStream()
        var streamError: LLMError?
        var plainBody: [UInt8] = []   // an error body, or an answer sent as one JSON document
        var isEventStream = false
        let head: HTTPResponseHead
        do {
            head = try http.perform(request(for: chat, stream: true, includeUsage: includeUsage),
                                    cancellation: cancellation) { head, bytes in
                // Some servers answer `stream: true` with a plain JSON document.
                isEventStream = head.isSuccess && head.mediaType != "application/json"
                guard isEventStream else {
                    plainBody.append(contentsOf: bytes)
                    return true
                }
                do throws(LLMError) {
                    try stream.feed(bytes, onDelta: onDelta)
                    return true
                } catch {
                    streamError = error
                    return false
                }
            }
        } catch {
            if let streamError {
                let partial = scrub(stream.text)
                guard !partial.isEmpty else { throw streamError }
                let rest = scrubber.finish()
                if !rest.isEmpty { rawDelta(rest) }
                throw .interrupted(cause: streamError, partial: partial)
            }
            if error.kind == .bodyCutOff, error.head?.isSuccess == true, isEventStream {
                throw .streamCutOff(partial: scrub(stream.text))
            }
            if error.kind == .tooLarge {
                // What streamed before the cap was shown: keep it, marked incomplete.
                let rest = scrubber.finish()
                if !rest.isEmpty { rawDelta(rest) }
                throw .tooLarge(limitBytes: config.maxResponseBytes, partial: scrub(stream.text))
            }
            throw failure(error, partial: scrub(stream.text))
        }
        guard head.isSuccess else { throw refusal(head, body: plainBody) }
        var response: ChatResponse
        if head.mediaType == "application/json" {
            response = try ChatCompletionDecoder.response(from: plainBody)
            if !response.text.isEmpty { onDelta(response.text) }
        } else {
            do throws(LLMError) {
                response = try stream.finish(onDelta: onDelta)
            } catch {
                if case .streamCutOff(let partial) = error { throw .streamCutOff(partial: scrub(partial)) }
                let partial = scrub(stream.text)
                if partial.isEmpty { throw error }
                throw .interrupted(cause: error, partial: partial)
            }
        }
        let rest = scrubber.finish()
        if !rest.isEmpty { rawDelta(rest) }
        response.text = scrub(response.text)
        if response.text.trimmingASCIIWhitespace().isEmpty && response.toolCalls.isEmpty { throw .emptyAnswer }
        return response
    }

    /// The HTTP request for a chat: `POST {base}/v1/chat/completions` with a JSON body.
    func request(for chat: ChatRequest, stream: Bool, includeUsage: Bool = true) -> HTTPRequest {
        var headers = [HTTPHeader("Content-Type", "application/json"),
                       HTTPHeader("Accept", stream ? "text/event-stream" : "application/json")]
        if let key = config.apiKey { headers.append(HTTPHeader("Authorization", "Bearer " + key)) }
        let body = chat.body(model: config.model, temperature: config.temperature, stream: stream,
                             includeUsage: stream && includeUsage)
        return HTTPRequest(url: config.chatCompletionsURL, headers: headers, body: Array(body.utf8),
                           connectTimeoutMilliseconds: config.connectTimeoutMilliseconds,
                           totalTimeoutMilliseconds: config.totalTimeoutMilliseconds,
                           maxResponseBytes: config.maxResponseBytes, proxy: config.proxy)
    }

    /// A non-2xx answer as an error, with the endpoint's own explanation.
    func refusal(_ head: HTTPResponseHead, body: [UInt8]) -> LLMError {
        let detail = ChatCompletionDecoder.errorDetail(from: body).map(scrub)
        switch head.status {
        case 401, 403: return .unauthorized(status: head.status, detail: detail)
        case 404: return .notFound(model: config.model, detail: detail)
        case 429:
            // A date years ahead is held to a day, here and in what yori says.
            let wait = head.headers["retry-after"].flatMap { RetryAfter.seconds($0, now: Int(time(nil))) }
                .map { min($0, WaitTime.longest) }
            return .rateLimited(retryAfter: wait, detail: detail)
        case 500...599: return .server(status: head.status, detail: detail)
        default: return .rejected(status: head.status, detail: detail)
        }
    }

    /// A transfer failure as an error.
    func failure(_ failure: HTTPFailure, partial: String, streaming: Bool = true) -> LLMError {
        let endpoint = config.displayEndpoint
        switch failure.kind {
        case .connectionRefused where !failure.requestSent: return .connectionRefused(endpoint: endpoint)
        case .hostNotFound: return .hostNotFound(host: config.endpoint.host)
        case .timedOut where !failure.requestSent:
            return .connectTimeout(endpoint: endpoint,
                                   milliseconds: min(config.connectTimeoutMilliseconds, config.totalTimeoutMilliseconds))
        // Sent, but not even a status line came back: the endpoint never answered.
        case .timedOut where failure.head == nil: return .noAnswer(milliseconds: config.totalTimeoutMilliseconds)
        case .timedOut: return .timedOut(milliseconds: config.totalTimeoutMilliseconds, partial: partial)
        case .tooLarge: return .tooLarge(limitBytes: config.maxResponseBytes)
        case .cancelled: return .cancelled(partial: partial, answered: failure.head != nil)
        case .emptyReply: return .emptyReply(endpoint: endpoint)
        case .bodyCutOff where failure.head?.isSuccess == true:
            return streaming ? .streamCutOff(partial: partial) : .malformedResponse(reason: "the body was cut off")
        default: return .network(reason: scrub(TerminalSanitizer.clean(failure.reason)), answered: failure.head != nil)
        }
    }

    /// `text` with the API key (should an endpoint echo it back) replaced by `***`.
    func scrub(_ text: String) -> String {
        SecretScrubber.scrub(text, secret: config.apiKey)
    }
}
