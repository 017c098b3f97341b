import Foundation
import Testing
@testable import YoriCLI
import YoriKit
import YoriLLM
import YoriTestSupport

/// The live reader when it streams (a terminal): words are shown as they come; a command,
/// or text that starts as one, is never shown raw.
@Suite struct StreamedReaderTests {
    final class Pieces: @unchecked Sendable {
        private let lock = NSLock()
        private var items: [String] = []
        func append(_ piece: String) { lock.withLock { items.append(piece) } }
        var all: [String] { lock.withLock { items } }
    }

    static func event(_ delta: String, finish: String? = nil) -> String {
        #"data: {"model":"test-model","choices":[{"index":0,"delta":\#(delta),"finish_reason":\#(finish.map { "\"\($0)\"" } ?? "null")}]}"# + "\n\n"
    }

    static func content(_ text: String) -> String {
        let quoted = String(data: try! JSONSerialization.data(withJSONObject: [text]), encoding: .utf8)!.dropFirst().dropLast()
        return event(#"{"content":\#(quoted)}"#)
    }

    func read(_ body: String) throws -> (ModelReply, [String], TestServer) {
        let server = TestServer(steps: Responses.chunkedSteps(body) + [.send(Responses.lastChunk)])
        let config = try LLMConfig(baseURL: server.baseURL, model: "test-model", apiKey: nil, connectTimeoutMilliseconds: 2_000,
                                   totalTimeoutMilliseconds: 10_000, temperature: 0.2,
                                   maxResponseBytes: LLMConfig.defaultMaxResponseBytes)
        let model = ModelClient.live(config: config, client: .live(config: config), prompts: .builtin, streaming: true)
        let read = try #require(model.read)
        let pieces = Pieces()
        let question = ModelQuestion(text: "대충 과일 좀 쟁여둠", language: .ko, kind: .reading, grounding: Grounding(),
                                     today: LocalDay(iso: "2026-11-22")!)
        let reply = try read(question) { pieces.append($0) }
        return (reply, pieces.all, server)
    }

    @Test func wordsStreamAsTheyCome() throws {
        let (reply, shown, server) = try read(Self.content("과일은 ") + Self.content("씻지 말고 냉장.") + Self.event("{}", finish: "stop")
                                              + "data: [DONE]\n\n")
        #expect(shown.joined() == "과일은 씻지 말고 냉장.")
        #expect(reply.call == nil)
        #expect(reply.answer.text == "과일은 씻지 말고 냉장.")
        let sent = try #require(server.requests.first?.json)
        #expect(sent["stream"] as? Bool == true)
        #expect(sent["tool_choice"] as? String == "auto")
    }

    @Test func aStreamedCallIsNotShown() throws {
        let (reply, shown, _) = try read(
            Self.event(#"{"tool_calls":[{"index":0,"function":{"name":"yori_command","arguments":"{\"intent\":\"shop_list\"}"}}]}"#)
                + Self.event("{}", finish: "tool_calls") + "data: [DONE]\n\n")
        #expect(shown.isEmpty)
        #expect(reply.call?.name == "yori_command")
        #expect(reply.call?.arguments == #"{"intent":"shop_list"}"#)
    }

    @Test func textThatStartsAsACommandIsHeldBack() throws {
        let (reply, shown, _) = try read(Self.content("  {\"intent\": ") + Self.content("\"shop_list\"}") + Self.event("{}", finish: "stop")
                                         + "data: [DONE]\n\n")
        #expect(shown.isEmpty)
        #expect(CommandReader.commandObject(inText: reply.answer.text) == .object([("intent", "shop_list")]))
    }
}
