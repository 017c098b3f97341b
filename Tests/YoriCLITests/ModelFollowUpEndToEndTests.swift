import Foundation
import Testing
import YoriTestSupport

/// The same-day cache for explicit AI questions and particles, empty answers, which key goes
/// where, long Retry-After waits, the fridge-recipe prompt's context, settings problems,
/// `--ai` at the root, and the history's export and conversations — through the binary.
@Suite(.serialized) struct ModelFollowUpEndToEndTests {
    let yori = BinaryRunner()

    func server(_ text: String, status: Int = 200, headers: [(String, String)] = []) -> TestServer {
        TestServer(lifetime: 40) { _ in
            [.send(Responses.http(status, headers: headers, body: status == 200 ? Responses.completion(text, model: "test-model")
                                      : #"{"error":{"message":"\#(text)"}}"#))]
        }
    }

    func env(_ server: TestServer, _ extra: [String: String] = [:]) -> [String: String] {
        ["YORI_ENDPOINT": server.baseURL, "YORI_MODEL": "test-model", "YORI_DAILY_LIMIT": "25"].merging(extra) { $1 }
    }

    func run(_ arguments: [String], _ environment: [String: String]) throws -> BinaryRunner.Result {
        try yori.run(arguments, extraEnvironment: environment)
    }

    func used(_ environment: [String: String]) throws -> Int? {
        let r = try run(["--json", "ask", "quota"], environment)
        return (try JSONSerialization.jsonObject(with: Data(r.stdout.utf8)) as? [String: Any])?["used"] as? Int
    }

    // MARK: The cache

    @Test func explicitAIQuestionsComeFromTheCacheTheSecondTime() throws {
        let llm = server("캐시된 답이에요.")
        let first = try run(["ask", "ai 캐시 확인용 질문"], env(llm))
        #expect(first.status == 0 && first.stdout.contains("캐시된 답이에요."), "\(first.stderr)")
        for arguments in [["ask", "ai 캐시 확인용 질문"], ["ask", "AI한테 물어봐: 캐시 확인용 질문"], ["ask", "--ai", "캐시 확인용 질문"],
                          ["--ai", "캐시 확인용 질문"]] {
            let again = try run(arguments, env(llm))
            #expect(again.status == 0, "\(arguments): \(again.stderr)")
            #expect(again.stdout.contains("캐시된 답이에요.") && again.stdout.contains("호출 안 함"), "\(arguments): \(again.stdout)")
        }
        #expect(llm.requests.count == 1)
    }

    @Test func particlesDoNotMakeANewQuestion() throws {
        let llm = server("써도 돼요.")
        #expect(try run(["ask", "고추장 대신 고춧가루 써도 돼?"], env(llm)).status == 0)
        #expect(try run(["ask", "고추장 대신에 고춧가루를 써도 돼?"], env(llm)).stdout.contains("호출 안 함"))
        #expect(try run(["ask", "국물 요리 맛있게 끓이는 비결이 뭐야"], env(llm)).status == 0)
        #expect(try run(["ask", "국물 요리를 맛있게 끓이는 비결이 뭐야"], env(llm)).stdout.contains("호출 안 함"))
        #expect(llm.requests.count == 2)
    }

    // MARK: Empty answers

    @Test func anEmptyAnswerIsAFailureAndNoTip() throws {
        let llm = server("")
        let r = try run(["ask", "국물 요리 맛있게 끓이는 비결이 뭐야"], env(llm))
        #expect(r.status == 5)
        #expect(r.stderr.contains("빈 답"), "\(r.stderr)")
        let tip = try run(["tip", "리치"], env(llm))
        #expect(tip.status == 5, "\(tip.stdout)\(tip.stderr)")
        #expect(!tip.stdout.contains("AI 팁:"))
        // Nothing was kept: the next question asks again.
        _ = try run(["tip", "리치"], env(llm))
        #expect(llm.requests.count == 3)
        // The endpoint did answer, so each call counted.
        #expect(try used(env(llm)) == 3)
        // The failed answer is not served from the cache either.
        #expect(try run(["ask", "국물 요리 맛있게 끓이는 비결이 뭐야"], env(llm)).status == 5)
        #expect(llm.requests.count == 4)
    }

    // MARK: Keys

    @Test func openAIKeyGoesOnlyToOpenAI() throws {
        let llm = server("ok")
        // A local endpoint: OPENAI_API_KEY is not sent.
        _ = try run(["ask", "what wine goes with kimchi stew"], env(llm, ["OPENAI_API_KEY": "sk-openai-secret"]))
        #expect(llm.requests.last?.header("Authorization") == nil)
        // The config file's key wins over OPENAI_API_KEY, and YORI_API_KEY over both.
        let path = yori.temp + "/config.toml"
        try "api_key = \"file-key-123\"\n".write(toFile: path, atomically: true, encoding: .utf8)
        _ = try run(["ask", "what beer goes with kimchi stew"], env(llm, ["OPENAI_API_KEY": "sk-openai-secret", "YORI_CONFIG": path]))
        #expect(llm.requests.last?.header("Authorization") == "Bearer file-key-123")
        _ = try run(["ask", "what tea goes with kimchi stew"],
                    env(llm, ["OPENAI_API_KEY": "sk-openai-secret", "YORI_CONFIG": path, "YORI_API_KEY": "yori-key-456"]))
        #expect(llm.requests.last?.header("Authorization") == "Bearer yori-key-456")
        let show = try run(["config", "show"], ["OPENAI_API_KEY": "sk-openai-secret", "YORI_ENDPOINT": "https://api.openai.com/v1"])
        #expect(show.stdout.contains("from OPENAI_API_KEY") && !show.stdout.contains("sk-openai-secret"), "\(show.stdout)")
    }

    // MARK: Retry-After

    @Test func aFarRetryAfterIsCappedInWhatYoriSays() throws {
        let llm = server("slow down", status: 429, headers: [("Retry-After", "Wed, 21 Oct 2099 07:28:00 GMT")])
        let first = try run(["ask", "김치찌개에 어울리는 와인은?"], env(llm))
        #expect(first.status == 5)
        #expect(first.stderr.contains("24시간 뒤에 다시 시도하세요"), "\(first.stderr)")
        let held = try run(["ask", "김치찌개에 어울리는 맥주는?"], env(llm))
        #expect(held.status == 5 && held.stderr.contains("시간") && !held.stderr.contains("초 뒤"), "\(held.stderr)")
        #expect(llm.requests.count == 1)
    }

    // MARK: Prompts

    @Test func theFridgeRecipePromptHasTheConversationAndAmounts() throws {
        let llm = server("두부조림을 만드세요.")
        _ = try run(["fridge", "add", "두부", "1모", "--expires", "11/24"], [:])
        #expect(try run(["ask", "오늘 같은 날씨엔 뭐가 좋을까"], env(llm)).status == 0)
        #expect(try run(["ask", "ai 냉장고 재료로 뭐 만들지"], env(llm)).status == 0)
        let body = try #require(llm.requests.last?.json)
        let user = try #require((body["messages"] as? [[String: Any]])?.last?["content"] as? String)
        #expect(user.contains("## Recent conversation\nQ: 오늘 같은 날씨엔 뭐가 좋을까\nA: 두부조림을 만드세요."), "\(user)")
        #expect(user.contains("- 두부 1모 (fridge, D-2)"), "\(user)")
    }

    // MARK: Settings problems

    @Test func aBadSettingIsNamedInsteadOfNoEndpoint() throws {
        let quota = try run(["ask", "quota"], ["YORI_DAILY_LIMIT": "-1", "YORI_ENDPOINT": "http://127.0.0.1:9", "YORI_MODEL": "m"])
        #expect(quota.status == 2)
        #expect(quota.stderr.contains("YORI_DAILY_LIMIT") && !quota.stdout.contains("No AI endpoint"), "\(quota.stdout)\(quota.stderr)")
        let path = yori.temp + "/broken.toml"
        try "endpoint = \"http://127.0.0.1:9\"\nmodel = llama\n".write(toFile: path, atomically: true, encoding: .utf8)
        let ask = try run(["ask", "국물 요리 맛있게 끓이는 비결이 뭐야"], ["YORI_CONFIG": path])
        #expect(ask.status == 2)
        #expect(ask.stderr.contains("broken.toml:2") && !ask.stderr.contains("설정되지 않았어요"), "\(ask.stderr)")
        // A question yori answers itself is answered, with the reason.
        let local = try run(["ask", "ai 대파랑 계란으로 뭐 만들 수 있어?"], ["YORI_CONFIG": path])
        #expect(local.status == 0 && local.stdout.contains("AI 설정에 문제가 있어"), "\(local.stdout)")
    }

    @Test func aNegativeDailyLimitIsRefusedByYori() throws {
        let path = yori.temp + "/limit.toml"
        let negative = try run(["config", "set", "daily_limit", "-3"], ["YORI_CONFIG": path, "LANG": "ko_KR.UTF-8"])
        #expect(negative.status == 2)
        #expect(negative.stderr.contains("daily_limit은 음수일 수 없어요") && !negative.stderr.contains("Missing"), "\(negative.stderr)")
        #expect(!FileManager.default.fileExists(atPath: path))
        #expect(try run(["config", "set", "daily_limit", "0"], ["YORI_CONFIG": path]).status == 0)
        #expect(try String(contentsOfFile: path, encoding: .utf8) == "daily_limit = 0\n")
    }

    // MARK: History

    @Test func theMarkdownExportNamesTheModelAndFencesBackticks() throws {
        let llm = server("Use this:\n```\nrice 1 cup\n```\nDone.")
        #expect(try run(["ask", "what wine goes with kimchi stew"], env(llm)).status == 0)
        let md = try run(["history", "export", "--format", "md"], [:]).stdout
        #expect(md.contains("· model · test-model"), "\(md)")
        #expect(md.contains("````text\nUse this:\n```\nrice 1 cup\n```\nDone.\n````"), "\(md)")
    }

    @Test func anUnknownConversationIsSaidSo() throws {
        _ = try run(["ask", "대파 계란"], [:])
        for arguments in [["copy", "--chat", "nosuch"], ["history", "--chat", "nosuch"], ["history", "export", "--chat", "nosuch"]] {
            let r = try run(arguments, ["LANG": "en_US.UTF-8"])
            #expect(r.status == 1, "\(arguments)")
            #expect(r.stderr.contains("There is no conversation named 'nosuch'") && r.stderr.contains("'ask'"), "\(arguments): \(r.stderr)")
        }
        #expect(try run(["history", "--chat", "ask"], [:]).status == 0)
    }

    @Test func theTipCommandForSeveralWordsIsQuoted() throws {
        let r = try run(["tip", "dragon fruit"], [:])
        #expect(r.stdout.contains(#"yori tip add "dragon fruit" "…""#), "\(r.stdout)")
    }
}
