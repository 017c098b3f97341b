import Testing
@testable import YoriLLM

@Suite struct ChatCompletionDecoderTests {
    static func bytes(_ text: String) -> [UInt8] { Array(text.utf8) }

    @Test func readsAWholeAnswer() throws {
        let body = #"{"id":"x","model":"llama3","choices":[{"index":0,"message":{"role":"assistant","content":"두부조림"},"#
            + #""finish_reason":"stop","logprobs":null}],"usage":{"prompt_tokens":40,"completion_tokens":7,"total_tokens":47},"#
            + #""system_fingerprint":"fp"}"#
        #expect(try ChatCompletionDecoder.response(from: Self.bytes(body))
            == ChatResponse(text: "두부조림", model: "llama3", finishReason: "stop",
                            usage: TokenUsage(promptTokens: 40, completionTokens: 7)))
        // Only what yori needs is required.
        #expect(try ChatCompletionDecoder.response(from: Self.bytes(#"{"choices":[{"message":{"content":"x"}}]}"#))
            == ChatResponse(text: "x"))
    }

    @Test(arguments: [
        ("", "not JSON"), ("<html>502</html>", "not JSON"), (#"{"choices":[{"message":"#, "not JSON"),
        ("[]", "unexpected JSON shape"), (#"{"choices":{"message":{}}}"#, "unexpected JSON shape"),
        (#"{"choices":[{"message":{"content":42}}]}"#, "unexpected JSON shape"),
        (#"{"object":"list"}"#, "no choices"),
        (#"{"choices":[{"message":{"content":null}}]}"#, "no message content"),
    ])
    func refusesBodiesThatAreNotAnAnswer(_ body: String, _ reason: String) {
        #expect(throws: LLMError.malformedResponse(reason: reason)) { try ChatCompletionDecoder.response(from: Self.bytes(body)) }
    }

    @Test func anErrorObjectWithStatus200IsTheServersOwnError() {
        #expect(throws: LLMError.server(status: 200, detail: "model qwen not found")) {
            try ChatCompletionDecoder.response(from: Self.bytes(#"{"error":{"message":"model qwen not found","type":"x"}}"#))
        }
        let message = LLMError.server(status: 200, detail: "model qwen not found").message(.ko)
        #expect(message.contains("model qwen not found") && message.contains("오류를 보냈어요"))
    }

    @Test(arguments: [
        (#"{"error":{"message":"model not found","type":"x"}}"#, "model not found"),
        (#"{"error":"no such model"}"#, "no such model"),
        (#"{"message":"Unauthorized"}"#, "Unauthorized"),
        (#"{"detail":"Not Found"}"#, "Not Found"),
        (#"{"detail":[{"loc":["body"],"msg":"field required"}],"message":"invalid"}"#, "invalid"),
        ("upstream timed out\n", "upstream timed out"),
        ("two\nlines\tand\u{1B}[31m colour", "two lines and colour"),
    ])
    func findsTheEndpointsExplanation(_ body: String, _ detail: String) {
        #expect(ChatCompletionDecoder.errorDetail(from: Self.bytes(body)) == detail)
    }

    @Test(arguments: ["", "<html><body>502 Bad Gateway</body></html>", #"{"other":1}"#, "[1]", #"{"error":{"code":5}}"#])
    func noExplanationIsBetterThanNoise(_ body: String) {
        #expect(ChatCompletionDecoder.errorDetail(from: Self.bytes(body)) == nil)
    }

    @Test func longExplanationsAreCut() {
        let detail = ChatCompletionDecoder.errorDetail(from: Self.bytes(String(repeating: "가", count: 1000)), limit: 10)
        #expect(detail == String(repeating: "가", count: 10) + "…")
    }
}
