import Testing
import YoriKit
@testable import YoriLLM

@Suite struct LLMErrorTests {
    static let everyCase: [LLMError] = [
        .invalidConfig(.missingModel), .connectionRefused(endpoint: "http://127.0.0.1:1"),
        .hostNotFound(host: "llm.invalid"), .connectTimeout(endpoint: "http://10.0.0.1", milliseconds: 2500),
        .timedOut(milliseconds: 120_000, partial: "반"), .network(reason: "SSL certificate problem", answered: false),
        .network(reason: "Connection reset by peer", answered: true), .noAnswer(milliseconds: 1_500),
        .emptyReply(endpoint: "http://127.0.0.1:8080"),
        .unauthorized(status: 401, detail: "Invalid API key"), .notFound(model: "gpt-9", detail: nil),
        .rateLimited(retryAfter: nil, detail: nil), .rateLimited(retryAfter: 20, detail: "quota"),
        .server(status: 502, detail: nil), .server(status: 200, detail: "overloaded"), .rejected(status: 400, detail: "too long"),
        .malformedResponse(reason: "not JSON"), .streamCutOff(partial: "김치"), .tooLarge(limitBytes: 8 << 20),
        .cancelled(partial: "", answered: false), .cancelled(partial: "반", answered: true),
    ]

    @Test func everyCaseExplainsItselfInBothLanguages() {
        for error in Self.everyCase {
            let ko = error.message(.ko), en = error.message(.en)
            #expect(!ko.isEmpty && !en.isEmpty)
            #expect(ko != en)
            #expect(UserLanguage.detect(ko) == .ko, "\(ko)")
            #expect(!en.unicodeScalars.contains { Hangul.isHangul($0) }, "\(en)")
            #expect(!ko.contains("\n") && !en.contains("\n"))
        }
        #expect(LLMError.connectTimeout(endpoint: "http://h", milliseconds: 2500).message(.en).contains("2.5 s"))
        #expect(LLMError.tooLarge(limitBytes: 8 << 20).message(.ko).contains("8 MiB"))
        #expect(LLMError.rateLimited(retryAfter: 20, detail: "quota").message(.en)
            == "the endpoint is rate-limiting requests (429). Try again in 20 s. The endpoint says: quota")
    }

    /// Quota is spent only when the endpoint answered (a status line arrived).
    @Test func onlyFailuresWithoutAnAnswerSpareTheQuota() {
        let spared = Self.everyCase.filter { !$0.endpointAnswered }
        #expect(spared == [.invalidConfig(.missingModel), .connectionRefused(endpoint: "http://127.0.0.1:1"),
                           .hostNotFound(host: "llm.invalid"), .connectTimeout(endpoint: "http://10.0.0.1", milliseconds: 2500),
                           .network(reason: "SSL certificate problem", answered: false), .noAnswer(milliseconds: 1_500),
                           .emptyReply(endpoint: "http://127.0.0.1:8080"), .cancelled(partial: "", answered: false)])
    }

    @Test func everyConfigProblemHasAMessage() {
        let problems: [LLMError.ConfigProblem] = [
            .missingURL(.baseURL), .missingURL(.proxy), .unsupportedScheme(.baseURL, "ftp"), .unsupportedScheme(.proxy, nil),
            .malformedURL(.baseURL), .missingModel, .badModel, .badKey, .badTimeout, .badTemperature, .badResponseLimit,
        ]
        for problem in problems {
            #expect(UserLanguage.detect(problem.message(.ko)) == .ko)
            #expect(!problem.message(.en).isEmpty)
        }
        #expect(LLMError.ConfigProblem.unsupportedScheme(.baseURL, "localhost").message(.en)
            == "the base URL must start with http:// or https:// (got localhost:).")
        #expect(LLMError.ConfigProblem.missingURL(.baseURL).message(.ko) == "기본 URL이 비어 있어요.")
    }

    @Test(arguments: [
        (5, HTTPFailure.Kind.proxyNotFound), (6, .hostNotFound), (7, .connectionRefused), (28, .timedOut), (63, .tooLarge),
        (42, .cancelled), (23, .stoppedByReceiver), (18, .bodyCutOff), (56, .bodyCutOff), (52, .emptyReply), (35, .other),
        (60, .other),
    ])
    func classifiesCurlCodes(_ code: Int, _ kind: HTTPFailure.Kind) {
        #expect(HTTPFailure.Kind(curlCode: code) == kind)
    }

    @Test func scrubsTheKeyFromTransportReasons() throws {
        let config = try LLMConfig(baseURL: "https://h", model: "m", apiKey: "sk-abc-123456")
        let endpoint = ChatEndpoint(config: config, http: CurlHTTPClient(), cancellation: CancellationFlag())
        let error = endpoint.failure(HTTPFailure(kind: .other, reason: "proxy said sk-abc-123456\u{1B}[2J", requestSent: false),
                                     partial: "")
        #expect(error == .network(reason: "proxy said ***", answered: false))
        #expect(endpoint.failure(HTTPFailure(kind: .timedOut, reason: "", requestSent: false), partial: "")
            == .connectTimeout(endpoint: "https://h", milliseconds: 10_000))
        #expect(endpoint.failure(HTTPFailure(kind: .proxyNotFound, reason: "Could not resolve proxy: p", requestSent: false),
                                 partial: "").endpointAnswered == false)
    }
}

@Suite struct RetryAfterTests {
    // 2015-10-21T07:28:00Z
    static let now = 1_445_412_480

    @Test(arguments: [
        ("120", 120 as Int?), (" 0 ", 0), ("Wed, 21 Oct 2015 07:28:30 GMT", 30), ("Wed, 21 Oct 2015 07:27:00 GMT", 0),
        ("Thu, 22 Oct 2015 07:28:00 GMT", 86_400), ("-5", nil), ("1.5", nil), ("soon", nil), ("", nil),
        ("Wed, 21 Oct 2015 07:28:30 PST", nil), ("Wed, 31 Feb 2015 07:28:30 GMT", nil),
    ])
    func readsSecondsAndDates(_ header: String, _ seconds: Int?) {
        #expect(RetryAfter.seconds(header, now: Self.now) == seconds)
    }
}
