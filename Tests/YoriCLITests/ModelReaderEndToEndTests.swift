import Foundation
import Testing
import YoriTestSupport

/// The model as a fallback reader through the real binary, against a scripted
/// OpenAI-compatible server on 127.0.0.1: a line no rule reads is sent once with yori's
/// command set as a tool; what comes back runs locally, is refused, or is the chat answer.
@Suite(.serialized) struct ModelReaderEndToEndTests {
    let yori = BinaryRunner()
    /// Lines no rule reads (SessionReaderTests checks that they stay so).
    let koreanLine = "대충 과일 좀 쟁여둠"
    let englishLine = "stocked up on stuff today"
    static let applesAndPears = #"{"intent":"fridge_add","items":[{"ingredient":"사과","quantity":4,"unit":"개"},{"ingredient":"배","quantity":2}]}"#

    /// A server whose every chat completion is `body`.
    func server(_ body: String) -> TestServer {
        TestServer(lifetime: 40) { request in
            if request.method == "GET" { return [.send(Responses.http(200, body: Responses.models(["test-model"])))] }
            return [.send(Responses.http(200, body: body))]
        }
    }

    func env(_ server: TestServer) -> [String: String] {
        ["YORI_ENDPOINT": server.baseURL, "YORI_MODEL": "test-model", "YORI_DAILY_LIMIT": "25"]
    }

    func object(_ text: String) throws -> [String: Any] {
        try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
    }

    func used(_ server: TestServer) throws -> Int? {
        try object(try yori.run(["--json", "ask", "quota"], extraEnvironment: env(server)).stdout)["used"] as? Int
    }

    func fridge() throws -> [[String: Any]] {
        try #require(try object(try yori.run("fridge", "--json").stdout)["items"] as? [[String: Any]])
    }

    @Test func aToolCallRunsLocallyIsShownAndTheSameLineLaterCostsNothing() throws {
        let server = server(Responses.toolCall("yori_command", arguments: Self.applesAndPears))
        let r = try yori.run(["ask", koreanLine], extraEnvironment: env(server))
        #expect(r.status == 0, "\(r.stderr)")
        #expect(r.stdout.contains("AI가 이렇게 이해했어요: 냉장고에 사과 4개, 배 2개 추가"), "\(r.stdout)")
        #expect(r.stdout.contains("— test-model"))
        let items = try fridge()
        #expect(Set(items.compactMap { $0["ingredient"] as? String }) == ["사과", "배"])
        #expect(items.first { $0["ingredient"] as? String == "사과" }?["quantity"] as? Double == 4)
        // One call, with the command set as the one tool, the model free to answer in words.
        #expect(server.requests.count == 1)
        let sent = try #require(server.requests.first?.json)
        let tools = try #require(sent["tools"] as? [[String: Any]])
        #expect((tools.first?["function"] as? [String: Any])?["name"] as? String == "yori_command")
        #expect(sent["tool_choice"] as? String == "auto")
        #expect(sent["stream"] as? Bool == false)
        let system = try #require((sent["messages"] as? [[String: Any]])?.first?["content"] as? String)
        #expect(system.contains("yori_command"))
        #expect(try used(server) == 1)
    }

    @Test func theSameLineLaterTheSameDayRunsTheKeptReadingWithoutACall() throws {
        let server = server(Responses.toolCall("yori_command", arguments: #"{"intent":"shop_add","items":[{"ingredient":"양파","quantity":2}]}"#))
        let first = try yori.run(["ask", koreanLine], extraEnvironment: env(server))
        #expect(first.status == 0, "\(first.stderr)")
        #expect(first.stdout.contains("AI가 이렇게 이해했어요: 장보기 목록에 양파 2개 추가"), "\(first.stdout)")
        let again = try yori.run(["ask", "대충  과일 좀 쟁여둠"], extraEnvironment: env(server))  // spacing aside, the same
        #expect(again.status == 0, "\(again.stderr)")
        #expect(again.stdout.contains("AI가 이렇게 이해했어요: 장보기 목록에 양파 2개 추가"), "\(again.stdout)")
        #expect(again.stdout.contains("오늘 같은 질문의 답 (호출 안 함)"))
        #expect(server.requests.count == 1)
        #expect(try used(server) == 1)
        // Run again, as a parsed line would be: the amounts add up on the list.
        let list = try #require(try object(try yori.run("shop", "--json").stdout)["items"] as? [[String: Any]])
        #expect(list.map { "\($0["ingredient"] ?? "") \($0["amount"] ?? "")" } == ["양파 4"])
        // The history keeps it as a model turn, then a cache turn (besides the local `quota` turn).
        let turns = try #require(jsonLines(try yori.run("history", "--json").stdout))
        #expect(turns.filter { $0["intent"] as? String == "llm" }.compactMap { $0["route"] as? String } == ["cache", "model"])
    }

    @Test func jsonShowsTheUnderstoodCommandInEnglish() throws {
        let server = server(Responses.completion(Self.applesAndPears))  // a server without tool calling: JSON as the text
        let r = try yori.run(["--json", "ask", englishLine], extraEnvironment: env(server))
        #expect(r.status == 0, "\(r.stderr)")
        let answer = try object(r.stdout)
        #expect(answer["intent"] as? String == "llm")
        #expect(answer["route"] as? String == "model")
        #expect(answer["understood_text"] as? String == "The AI read this as: add 4 apples and 2 pears to the fridge")
        let understood = try #require(answer["understood"] as? [String: Any])
        #expect(understood["intent"] as? String == "fridge_add")
        #expect((understood["items"] as? [[String: Any]])?.compactMap { $0["ingredient"] as? String } == ["사과", "배"])
        #expect((answer["items"] as? [[String: Any]])?.count == 2)
        #expect(answer["calls_left"] as? Int == 24)
        #expect(try fridge().count == 2)
    }

    @Test func wordsAreTheChatAnswerForOneCall() throws {
        let server = server(Responses.completion("그건 yori가 할 수 있는 일이 아니에요. 과일은 씻지 말고 냉장 보관하세요."))
        let r = try yori.run(["ask", koreanLine], extraEnvironment: env(server))
        #expect(r.status == 0, "\(r.stderr)")
        #expect(r.stdout.contains("과일은 씻지 말고 냉장 보관하세요."))
        #expect(!r.stdout.contains("AI가 이렇게 이해했어요"))
        #expect(server.requests.count == 1)
        #expect(try used(server) == 1)
        #expect(try fridge().isEmpty)
    }

    @Test(arguments: [
        (#"{"intent":"fridge_add","items":[{"ingredient":"사과""#, "답이 yori의 명령 형식에 맞지 않아요", "malformed_reading"),
        (#"{"intent":"cook_everything"}"#, "'cook_everything'은(는) yori에 없는 명령이에요.", "unknown_command"),
        (#"{"intent":"fridge_add","items":[{"ingredient":"family","quantity":4}]}"#, "'family'은(는) yori가 아는 식재료가 아니에요.", "not_food"),
        (#"{"intent":"fridge_add","items":[{"ingredient":"사과","quantity":1e9}]}"#, "quantity 값 1000000000", "amount_out_of_range"),
        (#"{"intent":"fridge_add","items":[{"ingredient":"우유","expires":"2099-01-01"}]}"#, "expires 날짜 2099-01-01", "date_out_of_range"),
    ])
    func aReadingThatDoesNotFitIsRefusedAndNothingIsStored(arguments: String, message: String, code: String) throws {
        let server = server(Responses.toolCall("yori_command", arguments: arguments))
        let r = try yori.run(["ask", koreanLine], extraEnvironment: env(server))
        // Exit 5 (the model failed), the message on stderr as every failed answer's.
        #expect(r.status == 5)
        #expect(r.stdout.isEmpty)
        #expect(r.stderr.contains("AI가 읽은 명령을 실행하지 않았어요"), "\(r.stderr)")
        #expect(r.stderr.contains(message), "\(r.stderr)")
        #expect(r.stderr.contains("아무것도 바꾸지 않았어요."))
        #expect(try fridge().isEmpty)
        #expect(try used(server) == 1)
        let json = try object(try yori.run(["--json", "ask", koreanLine], extraEnvironment: env(server)).stdout)
        #expect(json["error"] as? String == code)
        #expect(json["status"] as? String == "model_failed")
        // A refusal is not kept as the day's answer: asked again, the model is asked again.
        #expect(server.requests.count == 2)
    }

    @Test func aServerWithoutToolCallingIsAskedAgainWithoutToolsForOneQuotaUnit() throws {
        let server = TestServer(lifetime: 40) { request in
            if request.json?["tools"] != nil {
                return [.send(Responses.http(400, body: #"{"error":{"message":"tools are not supported"}}"#))]
            }
            return [.send(Responses.http(200, body: Responses.completion(Self.applesAndPears)))]
        }
        let r = try yori.run(["ask", koreanLine], extraEnvironment: env(server))
        #expect(r.status == 0, "\(r.stderr)")
        #expect(r.stdout.contains("AI가 이렇게 이해했어요: 냉장고에 사과 4개, 배 2개 추가"), "\(r.stdout)")
        #expect(server.requests.count == 2)
        #expect(try used(server) == 1)
        #expect(try fridge().count == 2)
    }

    @Test(arguments: ["ㅋㅋㅋ", "version", "냉장고 보여줘", "사과 4개 샀어"])
    func linesTheRulesReadCostNoCall(line: String) throws {
        let server = server(Responses.toolCall("yori_command", arguments: Self.applesAndPears))
        _ = try yori.run(["ask", line], extraEnvironment: env(server))
        #expect(server.requests.isEmpty)
    }
}
