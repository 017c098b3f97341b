import Foundation
import Testing
import YoriTestSupport

/// Routing to a real OpenAI-compatible server on 127.0.0.1, the daily quota, failures,
/// and the config file, through the real binary.
@Suite(.serialized) struct ModelEndToEndTests {
    let yori = BinaryRunner()

    func completing(_ text: String, status: Int = 200) -> TestServer {
        TestServer(lifetime: 30) { _ in
            [.send(Responses.http(status, body: Responses.completion(text, model: "test-model")))]
        }
    }

    func env(_ server: TestServer, limit: Int = 25, key: String? = nil) -> [String: String] {
        var e = ["YORI_ENDPOINT": server.baseURL, "YORI_MODEL": "test-model", "YORI_DAILY_LIMIT": "\(limit)"]
        if let key { e["YORI_API_KEY"] = key }
        return e
    }

    func ask(_ question: String, _ extra: [String: String], json: Bool = false) throws -> BinaryRunner.Result {
        try yori.run((json ? ["--json"] : []) + ["ask", question], extraEnvironment: extra)
    }

    @Test func unansweredQuestionsGoToTheModelWithGrounding() throws {
        let server = completing("비 오는 날엔 김치찌개를 추천해요.")
        _ = try yori.run("fridge", "add", "두부", "--expires", "11/23")
        let r = try ask("국물 요리 맛있게 끓이는 비결이 뭐야", env(server))
        #expect(r.status == 0, "\(r.stderr)")
        #expect(r.stdout.contains("비 오는 날엔 김치찌개를 추천해요."))
        #expect(r.stdout.contains("— test-model · 오늘 남은 AI 호출 24/25"))
        let request = try #require(server.requests.first)
        #expect(request.method == "POST" && request.target == "/v1/chat/completions")
        #expect(request.header("Authorization") == nil)
        let body = try #require(request.json)
        #expect(body["model"] as? String == "test-model")
        let messages = try #require(body["messages"] as? [[String: Any]])
        #expect(messages.map { $0["role"] as? String } == ["system", "user"])
        let user = messages[1]["content"] as? String ?? ""
        #expect(user.contains("국물 요리 맛있게 끓이는 비결이 뭐야"))
        #expect(user.contains("두부"))  // the fridge is part of the grounding
        // Local intents never reach the model.
        _ = try ask("대파랑 계란으로 뭐 만들 수 있어?", env(server))
        #expect(server.requests.count == 1)
        let quota = try json(try ask("quota", env(server), json: true).stdout)
        #expect(quota["used"] as? Int == 1 && quota["limit"] as? Int == 25)
    }

    @Test func theSameQuestionTodayIsAnsweredFromTheCache() throws {
        let server = completing("김치찌개가 좋아요.")
        #expect(try ask("국물 요리 맛있게 끓이는 비결이 뭐야", env(server)).status == 0)
        let again = try ask("국물 요리를 맛있게 끓이는 비결이 뭐야", env(server))
        #expect(again.status == 0)
        #expect(again.stdout.contains("김치찌개가 좋아요."))
        #expect(again.stdout.contains("no call") || again.stdout.contains("호출 안 함"))
        #expect(server.requests.count == 1)
        let history = try yori.run(["history", "--json"], extraEnvironment: env(server))
        #expect(history.stdout.contains(#""route":"cache""#) && history.stdout.contains(#""route":"model""#))
        // Another day asks again.
        _ = try yori.run(["ask", "국물 요리 맛있게 끓이는 비결이 뭐야"], extraEnvironment: env(server).merging(["YORI_TODAY": "2026-11-23"]) { $1 })
        #expect(server.requests.count == 2)
    }

    @Test func storageQuestionsWithoutLocalAdviceAskOnceThenAnswerLocally() throws {
        let server = completing("밀폐 용기에 담아 서늘한 곳에 두세요.")
        let first = try ask("하이라이스가루 어떻게 보관해?", env(server))
        #expect(first.status == 0, "\(first.stderr)")
        #expect(first.stdout.contains("밀폐 용기에 담아 서늘한 곳에 두세요."))
        let again = try ask("하이라이스가루 보관법 알려줘", env(server))
        #expect(again.stdout.contains("AI 팁: 밀폐 용기에 담아 서늘한 곳에 두세요."))
        #expect(server.requests.count == 1)
    }

    @Test func withoutAnEndpointYoriSaysHowToConfigureOne() throws {
        let r = try ask("국물 요리 맛있게 끓이는 비결이 뭐야", [:])
        #expect(r.status == 2)
        #expect(r.stderr.contains("yori config set endpoint"))
    }

    @Test func theDailyQuotaIsEnforcedAndZeroMeansNever() throws {
        let server = completing("답")
        #expect(try ask("tell me a cooking joke", env(server, limit: 1)).status == 0)
        let spent = try ask("tell me another cooking joke", env(server, limit: 1))
        #expect(spent.status == 1)
        #expect(spent.stdout.contains("used up") || spent.stdout.contains("1/1"))
        #expect(server.requests.count == 1)
        let never = try ask("tell me a story", env(server, limit: 0))
        #expect(never.stdout.contains("limit is 0"))
        #expect(server.requests.count == 1)
    }

    @Test func twoProcessesAtOnceNeverExceedTheLimit() throws {
        let server = TestServer(lifetime: 30) { _ in
            [.pause(milliseconds: 200), .send(Responses.http(200, body: Responses.completion("ok")))]
        }
        let environment = env(server, limit: 1)
        let results = try [0, 1].map { _ in
            try DispatchQueue.global().sync { try ask("tell me a cooking joke", environment) }
        }
        _ = results
        // Run truly concurrently: two processes started together.
        let group = DispatchGroup()
        let statuses = Statuses()
        for _ in 0..<2 {
            group.enter()
            DispatchQueue.global().async {
                let status = (try? self.ask("what wine goes with kimchi stew", environment))?.status ?? -1
                statuses.append(status)
                group.leave()
            }
        }
        group.wait()
        #expect(server.requests.count == 1)  // the first sequential call used the only one
        #expect(statuses.values.allSatisfy { $0 == 1 })
    }

    @Test func failuresBeforeTheEndpointDoNotUseQuota() throws {
        let port = Responses.closedPort()
        let extra = ["YORI_ENDPOINT": "http://127.0.0.1:\(port)", "YORI_MODEL": "m", "YORI_DAILY_LIMIT": "5"]
        let r = try ask("what wine goes with kimchi stew", extra)
        #expect(r.status == 5)
        #expect(!r.stderr.isEmpty)
        let quota = try json(try ask("quota", extra, json: true).stdout)
        #expect(quota["used"] as? Int == 0)
    }

    @Test func aBadKeyIsReportedWithoutShowingIt() throws {
        let server = completing("nope", status: 401)
        let key = "sk-secret-1234567890"
        let r = try ask("what wine goes with kimchi stew", env(server, key: key))
        #expect(r.status == 5)
        #expect(!(r.stdout + r.stderr).contains(key))
        #expect(server.requests.first?.header("Authorization") == "Bearer \(key)")
        let shown = try yori.run(["config", "show"], extraEnvironment: env(server, key: key))
        #expect(!shown.stdout.contains(key) && shown.stdout.contains("…7890"))
    }

    @Test func controlSequencesFromTheModelNeverReachTheTerminal() throws {
        let server = completing("safe \u{1B}]52;c;ZXZpbA==\u{07}text \u{1B}[31mred\u{1B}[0m")
        let r = try ask("what wine goes with kimchi stew", env(server))
        #expect(r.status == 0)
        #expect(!r.stdout.contains("\u{1B}"))
        #expect(r.stdout.contains("safe text red"))
    }

    @Test func configFileProblemsNameTheLineAndLocalAnswersGoOn() throws {
        let path = yori.temp + "/config.toml"
        try "# yori\nendpoint = \"http://127.0.0.1:9\"\ndaily_limit = lots\n".write(toFile: path, atomically: true, encoding: .utf8)
        let r = try yori.run(["cook", "대파"], extraEnvironment: ["YORI_CONFIG": path])
        #expect(r.status == 0)
        #expect(r.stderr.contains("config.toml:3"))
        #expect(try yori.run(["config", "set", "daily_limit", "abc"], extraEnvironment: ["YORI_CONFIG": path]).status == 2)
        let fresh = yori.temp + "/fresh.toml"
        let noScheme = try yori.run(["config", "set", "endpoint", "localhost:11434"], extraEnvironment: ["YORI_CONFIG": fresh])
        #expect(noScheme.status == 2 && noScheme.stderr.contains("scheme"))
        #expect(try yori.run(["config", "set", "endpoint", "http://localhost:11434"], extraEnvironment: ["YORI_CONFIG": fresh]).status == 0)
        #expect(try yori.run(["config", "set", "model", "llama3.2"], extraEnvironment: ["YORI_CONFIG": fresh]).status == 0)
        let text = try String(contentsOfFile: fresh, encoding: .utf8)
        #expect(text == "endpoint = \"http://localhost:11434\"\nmodel = \"llama3.2\"\n")
        let mode = try FileManager.default.attributesOfItem(atPath: fresh)[.posixPermissions] as? NSNumber
        #expect(mode?.intValue == 0o600)
    }

    func json(_ text: String) throws -> [String: Any] {
        try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
    }
}

/// Exit statuses collected from several threads.
final class Statuses: @unchecked Sendable {
    private let lock = NSLock()
    private var list: [Int32] = []
    func append(_ s: Int32) { lock.withLock { list.append(s) } }
    var values: [Int32] { lock.withLock { list } }
}
