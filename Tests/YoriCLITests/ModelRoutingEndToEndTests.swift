import Foundation
import Testing
import YoriStore
import YoriTestSupport

/// Prompts, storage tips, quota refunds, Retry-After, the spent quota's local answers, the
/// history of model turns and the key in answers, through the real binary against a server
/// on 127.0.0.1.
@Suite(.serialized) struct ModelRoutingEndToEndTests {
    let yori = BinaryRunner()

    func completing(_ text: String, status: Int = 200, headers: [(String, String)] = []) -> TestServer {
        TestServer(lifetime: 40) { _ in
            [.send(Responses.http(status, headers: headers, body: status == 200 ? Responses.completion(text, model: "test-model")
                                      : #"{"error":{"message":"\#(text)"}}"#))]
        }
    }

    func env(_ server: TestServer, limit: Int = 25, extra: [String: String] = [:]) -> [String: String] {
        ["YORI_ENDPOINT": server.baseURL, "YORI_MODEL": "test-model", "YORI_DAILY_LIMIT": "\(limit)"].merging(extra) { $1 }
    }

    func ask(_ question: String, _ environment: [String: String], json: Bool = false) throws -> BinaryRunner.Result {
        try yori.run((json ? ["--json"] : []) + ["ask", question], extraEnvironment: environment)
    }

    func used(_ environment: [String: String]) throws -> Int? {
        let r = try ask("quota", environment, json: true)
        return (try JSONSerialization.jsonObject(with: Data(r.stdout.utf8)) as? [String: Any])?["used"] as? Int
    }

    func turns() throws -> [[String: Any]] {
        let r = try yori.run("history", "--json")
        return try #require(jsonLines(r.stdout))
    }

    /// The user message of the `n`th request the server received.
    func userMessage(_ server: TestServer, _ n: Int = 0) throws -> String {
        let body = try #require(server.requests[n].json)
        let messages = try #require(body["messages"] as? [[String: Any]])
        return try #require(messages.last?["content"] as? String)
    }

    // MARK: Storage tips and prompts

    @Test func storageQuestionsUseTheStoragePromptWithTheUsersWords() throws {
        let server = completing("껍질째 냉장 보관하세요.")
        let r = try ask("하이라이스가루 어떻게 보관해?", env(server))
        #expect(r.status == 0, "\(r.stderr)")
        let user = try userMessage(server)
        #expect(user.contains("The user asked how to store an ingredient"))
        #expect(user.contains("## Ingredient\n하이라이스가루"))
        #expect(user.contains("## What the user said\n하이라이스가루 어떻게 보관해?"))
        #expect(!user.contains("보관법"))
        // With yori's own advice, an explicit AI question sends it along.
        _ = try ask("ai 대파 어떻게 보관해?", env(server))
        let second = try userMessage(server, 1)
        #expect(second.contains("## yori's own storage tip\nfridge"))
        #expect(!second.contains("## yori's own storage tip\n(없음)"))
    }

    @Test func aTipKeptForAFreeTextIngredientAnswersLaterQuestionsLocally() throws {
        let server = completing("껍질째 냉장, 자른 뒤엔 랩으로 싸서 2일.")
        let tip = try yori.run(["tip", "용과"], extraEnvironment: env(server))
        #expect(tip.status == 0, "\(tip.stderr)")
        #expect(server.requests.count == 1)
        let later = try ask("용과 어떻게 보관해?", env(server))
        #expect(later.status == 0, "\(later.stderr)")
        #expect(later.stdout.contains("AI 팁: 껍질째 냉장, 자른 뒤엔 랩으로 싸서 2일."))
        #expect(server.requests.count == 1)
    }

    @Test func withoutAnEndpointAStorageQuestionSaysHowToAddATip() throws {
        let r = try yori.run("tip", "용과")
        #expect(r.status == 1)
        #expect(r.stdout.contains("용과 — 보관 방법 정보가 없어요"))
        #expect(r.stdout.contains("yori tip add 용과"))
        #expect(r.stdout.contains("yori config set endpoint"))
    }

    @Test func aFridgeRecipeRequestUsesTheFridgeRecipePrompt() throws {
        let server = completing("두부조림을 만드세요.")
        _ = try yori.run("fridge", "add", "두부", "--expires", "11/23")
        let r = try ask("ai 냉장고 재료로 뭐 만들지", env(server))
        #expect(r.status == 0, "\(r.stderr)")
        let user = try userMessage(server)
        #expect(user.hasPrefix("The user wants one dish to cook now from what they have."))
        // Each item with its amount, place and days left (today is 11/22).
        #expect(user.contains("## In the user's fridge (amount, place, days left)\n- 두부 (fridge, D-1)"), "\(user)")
        #expect(user.contains("## What the user said\n냉장고 재료로 뭐 만들지"))
        // An English prompt marks empty parts with its own word.
        #expect(user.contains("## Recent conversation\n(none)") && !user.contains("(없음)"))
    }

    // MARK: Quota

    @Test func noResponseMeansNoQuotaUsed() throws {
        let silent = TestServer(lifetime: 40) { _ in [.pause(milliseconds: 5_000)] }
        let timeout = try ask("what wine goes with kimchi stew", env(silent, extra: ["YORI_TIMEOUT_MS": "1500"]))
        #expect(timeout.status == 5)
        #expect(timeout.stderr.contains("sent no answer within 1.5 s"))
        #expect(try used(env(silent)) == 0)
        let empty = TestServer(lifetime: 40) { _ in [.close] }
        let ko = try ask("김치찌개에 어울리는 와인은?", env(empty))
        #expect(ko.status == 5)
        #expect(ko.stderr.contains("아무 응답 없이 연결을 끊었어요"))
        #expect(!ko.stderr.contains("Empty reply"))
        let en = try ask("what wine goes with kimchi stew", env(empty))
        #expect(en.stderr.contains("closed the connection without any answer"))
        #expect(try used(env(empty)) == 0)
        // An answer, even a refusal, counts.
        let refusing = completing("server down", status: 503)
        #expect(try ask("what wine goes with kimchi stew", env(refusing)).status == 5)
        #expect(try used(env(refusing)) == 1)
    }

    @Test func ctrlCBeforeTheFirstByteCancelsAndUsesNoQuota() throws {
        let silent = TestServer(lifetime: 40) { _ in [.pause(milliseconds: 8_000)] }
        var asked: Date?
        // Ctrl-C a moment after the request reached the server, while yori waits for an answer.
        let r = try yori.run(["ask", "김치찌개에 어울리는 와인은?"], extraEnvironment: env(silent), interruptWhen: {
            if asked == nil, !silent.requests.isEmpty { asked = Date() }
            return asked.map { Date().timeIntervalSince($0) > 0.2 } ?? false
        })
        #expect(Date().timeIntervalSince(try #require(asked)) < 4)
        #expect(r.status == 5, "\(r.stderr)")
        #expect(r.stderr.contains("취소했어요"))
        #expect(silent.requests.count == 1)
        #expect(try used(env(silent)) == 0)
        let turn = try #require(try turns().first { $0["intent"] as? String == "llm" })
        #expect(turn["route"] as? String == "model" && turn["failed"] as? Bool == true)
    }

    @Test func sigtermDuringACallGivesTheQuotaBack() throws {
        let silent = TestServer(lifetime: 40) { _ in [.pause(milliseconds: 8_000)] }
        var asked: Date?
        // `timeout 5 yori ask …`, `kill`: SIGTERM while yori waits for an answer.
        let r = try yori.run(["ask", "김치찌개에 어울리는 와인은?"], extraEnvironment: env(silent), interruptWhen: {
            if asked == nil, !silent.requests.isEmpty { asked = Date() }
            return asked.map { Date().timeIntervalSince($0) > 0.2 } ?? false
        }, interruptSignal: SIGTERM)
        #expect(Date().timeIntervalSince(try #require(asked)) < 4)
        #expect(r.status == 143, "\(r.stderr)")
        #expect(r.stderr.contains("취소했어요"))
        #expect(try used(env(silent)) == 0)
    }

    @Test func aSpentQuotaStillAnswersWhatYoriCanAnswerLocally() throws {
        let server = completing("답")
        #expect(try ask("tell me a cooking joke", env(server, limit: 1)).status == 0)
        let local = try ask("ai 대파랑 계란으로 뭐 만들 수 있어?", env(server, limit: 1))
        #expect(local.status == 0, "\(local.stderr)")
        #expect(local.stdout.contains("오늘 AI 호출을 모두 써서 (1/1) AI 대신 yori가 직접 답했어요"))
        #expect(local.stdout.contains("계란"))
        let json = try ask("ai 대파랑 계란으로 뭐 만들 수 있어?", env(server, limit: 1), json: true)
        #expect(json.stdout.contains(#""model_unavailable":"quota_spent""#) && json.stdout.contains(#""recipes":["#))
        let open = try ask("ai 국물 요리 맛있게 끓이는 비결이 뭐야", env(server, limit: 1))
        #expect(open.status == 1)
        #expect(open.stdout.contains("오늘 AI 호출을 모두 썼어요 (1/1)"))
        #expect(server.requests.count == 1)
    }

    @Test func retryAfterIsHonouredAcrossProcesses() throws {
        let server = completing("slow down", status: 429, headers: [("Retry-After", "120")])
        let first = try ask("what wine goes with kimchi stew", env(server))
        #expect(first.status == 5)
        #expect(first.stderr.contains("Try again in 2 min"))
        let held = try ask("김치찌개에 어울리는 와인은?", env(server))
        #expect(held.status == 5)
        #expect(held.stderr.contains("뒤에 다시 물어보세요") && held.stderr.contains("분"))
        #expect(server.requests.count == 1)
        #expect(try used(env(server)) == 1)
        let local = try ask("ai 대파랑 계란으로 뭐 만들 수 있어?", env(server))
        #expect(local.status == 0 && local.stdout.contains("잠시 기다려 달라고 해서"))
        #expect(server.requests.count == 1)
        // Once the wait is over, the endpoint is called again. (The wait is moved into the past
        // in the database rather than slept through, so a slow machine cannot fail this.)
        let path = yori.temp + "/data/yori/yori.sqlite3"
        do {
            let db = try Database(path: path)
            let past = Int(Date().timeIntervalSince1970) - 1
            try db.run("UPDATE meta SET value = ?1 WHERE key = 'llm_not_before'", [.text(String(past))])
        }
        _ = try ask("what wine goes with kimchi stew", env(server))
        #expect(server.requests.count == 2)
    }

    @Test func theCacheIgnoresKoreanSpacing() throws {
        let server = completing("김치찌개가 좋아요.")
        #expect(try ask("국물 요리 맛있게 끓이는 비결이 뭐야", env(server)).status == 0)
        let again = try ask("국물요리 맛있게 끓이는 비결이 뭐야", env(server))
        #expect(again.stdout.contains("김치찌개가 좋아요.") && again.stdout.contains("호출 안 함"))
        #expect(server.requests.count == 1)
    }

    // MARK: History and the key

    @Test func modelTurnsAndFailuresAreRecordedAsModelTurnsWithTiming() throws {
        let server = completing("ok 답")
        _ = try ask("what wine goes with kimchi stew", env(server))
        _ = try ask("대파랑 계란으로 뭐 만들 수 있어?", env(server))
        let bad = completing("bad key", status: 401)
        _ = try ask("what beer goes with kimchi stew", env(bad))
        let list = try turns()
        #expect(list.count == 3)
        let failed = list[0], local = list[1], answered = list[2]
        #expect(failed["route"] as? String == "model" && failed["model"] as? String == "test-model")
        #expect(failed["failed"] as? Bool == true && failed["complete"] as? Bool == false)
        #expect((failed["answer"] as? String)?.contains("401") == true)
        #expect(local["route"] as? String == "local" && local["failed"] as? Bool == false)
        #expect(answered["route"] as? String == "model" && answered["prompt_tokens"] as? Int == 12)
        for turn in list { #expect(turn["elapsed_ms"] is Int, "\(turn)") }
        let shown = try yori.run("history", "show", "\(failed["id"] as? Int ?? 0)", "--lang", "ko")
        #expect(shown.stdout.contains("답을 받지 못했어요"))
        // A failed turn is not reused as a cached answer.
        _ = try ask("what beer goes with kimchi stew", env(server))
        #expect(server.requests.count == 2)
    }

    @Test func theKeyIsScrubbedFromAnswersBeforePrintingAndStoring() throws {
        let key = "sk-echo-SECRET-1234567890"
        let server = completing("You sent \(key), keep it secret.")
        let r = try ask("what wine goes with kimchi stew", env(server, extra: ["YORI_API_KEY": key]))
        #expect(r.status == 0)
        #expect(r.stdout.contains("You sent ***, keep it secret."))
        #expect(!(r.stdout + r.stderr).contains("SECRET"))
        let history = try yori.run("history", "export", "--format", "json")
        #expect(!history.stdout.contains("SECRET") && history.stdout.contains("You sent ***"))
    }

    @Test func aBadEndpointVariableIsNamed() throws {
        for value in ["localhost:11434", "http://"] {
            let r = try yori.run(["cook", "대파"], extraEnvironment: ["YORI_ENDPOINT": value, "YORI_MODEL": "m"])
            #expect(r.status == 0)
            #expect(r.stderr.contains("YORI_ENDPOINT"), "\(r.stderr)")
            #expect(!r.stderr.contains("설정 파일 오류"))
        }
    }
}
