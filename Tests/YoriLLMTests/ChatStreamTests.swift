import Testing
@testable import YoriLLM

@Suite struct ChatStreamTests {
    static func chunk(_ content: String?, finish: String? = nil) -> String {
        let delta = content.map { #"{"content":"\#($0)"}"# } ?? "{}"
        let reason = finish.map { "\"\($0)\"" } ?? "null"
        return #"data: {"model":"m1","choices":[{"index":0,"delta":\#(delta),"finish_reason":\#(reason)}]}"# + "\n\n"
    }

    static func run(_ text: String, pieceSize: Int = 3) -> (deltas: [String], result: Result<ChatResponse, LLMError>) {
        var stream = ChatStream()
        var deltas: [String] = []
        let bytes = Array(text.utf8)
        do throws(LLMError) {
            var offset = 0
            while offset < bytes.count {
                try stream.feed(bytes[offset..<min(offset + pieceSize, bytes.count)]) { deltas.append($0) }
                offset += pieceSize
            }
            return (deltas, .success(try stream.finish { deltas.append($0) }))
        } catch {
            return (deltas, .failure(error))
        }
    }

    @Test func joinsDeltasAndEndsOnDone() {
        let text = Self.chunk("대파 ") + Self.chunk("송송") + Self.chunk(nil, finish: "stop")
            + #"data: {"choices":[],"usage":{"prompt_tokens":9,"completion_tokens":2}}"# + "\n\ndata: [DONE]\n\n"
        let (deltas, result) = Self.run(text)
        #expect(deltas == ["대파 ", "송송"])
        #expect(result == .success(ChatResponse(text: "대파 송송", model: "m1", finishReason: "stop",
                                                usage: TokenUsage(promptTokens: 9, completionTokens: 2))))
    }

    @Test func aFinishReasonWithoutDoneIsAFinishedAnswer() {
        let (_, result) = Self.run(Self.chunk("끝") + Self.chunk(nil, finish: "length"))
        #expect(result == .success(ChatResponse(text: "끝", model: "m1", finishReason: "length")))
    }

    @Test func doneWithoutAFinishReasonIsAFinishedAnswer() {
        let (_, result) = Self.run(Self.chunk("끝") + "data: [DONE]\n\n")
        #expect(result == .success(ChatResponse(text: "끝", model: "m1")))
    }

    @Test func endingWithNeitherIsCutOff() {
        #expect(Self.run(Self.chunk("반") + Self.chunk("쯤")).result == .failure(.streamCutOff(partial: "반쯤")))
        #expect(Self.run("").result == .failure(.streamCutOff(partial: "")))
        // The last event's JSON is cut in half: what arrived before it is kept.
        #expect(Self.run(Self.chunk("앞") + #"data: {"choices":[{"delta":{"content":"뒤"#).result
            == .failure(.streamCutOff(partial: "앞")))
    }

    @Test func nothingAfterDoneCounts() {
        let (deltas, result) = Self.run(Self.chunk("a") + "data: [DONE]\n\n" + Self.chunk("b") + "data: not json\n\n")
        #expect(deltas == ["a"])
        #expect((try? result.get())?.text == "a")
    }

    @Test func badChunksAreMalformed() {
        #expect(Self.run("data: not json\n\n").result == .failure(.malformedResponse(reason: "not JSON")))
        #expect(Self.run("data: {\"id\":\"x\"}\n\n").result
            == .failure(.malformedResponse(reason: "a stream chunk without choices")))
        #expect(Self.run("data: [1,2]\n\n").result == .failure(.malformedResponse(reason: "unexpected JSON shape")))
    }
}
