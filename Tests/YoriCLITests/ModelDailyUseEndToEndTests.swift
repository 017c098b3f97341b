import Foundation
import Testing
import YoriTestSupport

/// What a daily user of the AI features runs into: setting the endpoint up from inside a
/// chat, copying after a failed call, `quota` while the endpoint asked to wait, and the
/// config file's own mistakes — through the real binary and a real local server.
@Suite(.serialized) struct ModelDailyUseEndToEndTests {
    let yori = BinaryRunner()

    func completing(_ text: String, status: Int = 200, headers: [(String, String)] = []) -> TestServer {
        TestServer(lifetime: 30) { _ in
            [.send(Responses.http(status, headers: headers, body: Responses.completion(text, model: "test-model")))]
        }
    }

    func env(_ server: TestServer, limit: Int = 25) -> [String: String] {
        ["YORI_ENDPOINT": server.baseURL, "YORI_MODEL": "test-model", "YORI_DAILY_LIMIT": "\(limit)"]
    }

    func pipe(_ lines: [String], _ extra: [String: String] = [:]) throws -> BinaryRunner.Result {
        try yori.run([], stdin: Data((lines.joined(separator: "\n") + "\n").utf8), extraEnvironment: extra)
    }

    @Test func settingTheEndpointInAChatCountsFromTheNextLine() throws {
        let server = completing("된장 대신 미소된장을 써도 돼요.")
        let config = ["YORI_CONFIG": yori.temp + "/chat-config.toml"]
        let r = try pipe(["config set endpoint \(server.baseURL)", "config set model test-model",
                          "ai 된장 대신 뭐 써?", "config set daily_limit 3", "quota"], config)
        #expect(r.stdout.contains("된장 대신 미소된장을 써도 돼요."), "\(r.stdout)\n\(r.stderr)")
        #expect(server.requests.count == 1)
        #expect(r.stdout.contains("1/3"))  // the new limit, not the one the chat started with
    }
}

extension ModelDailyUseEndToEndTests {
    @Test func copyAfterAFailedCallCopiesTheLastRealAnswerNotTheError() throws {
        let good = completing("감자는 20분 삶아요.")
        #expect(try yori.run(["ask", "ai 감자 삶는 시간"], extraEnvironment: env(good)).status == 0)
        let failing = completing("oops", status: 500)
        let r = try pipe(["ai 고구마 삶는 시간", "copy"], env(failing))
        #expect(r.stdout.hasSuffix("감자는 20분 삶아요.\n"), "\(r.stdout)")
        // `yori copy` too, and `copy 2` does not count the failure either.
        let last = try yori.run(["copy"], extraEnvironment: env(failing))
        #expect(last.stdout == "감자는 20분 삶아요.\n", "\(last.stdout)")
        let second = try yori.run(["copy", "2"], extraEnvironment: env(failing))
        #expect(second.status == 1, "\(second.stdout)")
        // Checking the quota in between does not make the count the thing copied.
        #expect(try yori.run(["quota"], extraEnvironment: env(failing)).status == 0)
        #expect(try yori.run(["copy"], extraEnvironment: env(failing)).stdout == "감자는 20분 삶아요.\n")
    }
}

extension ModelDailyUseEndToEndTests {
    @Test func quotaSaysWhenTheEndpointAskedToWait() throws {
        let limited = completing("slow down", status: 429, headers: [("Retry-After", "120")])
        #expect(try yori.run(["ask", "ai 김치에 어울리는 와인은?"], extraEnvironment: env(limited)).status == 5)
        let quota = try yori.run(["ask", "오늘 몇 번 남았어?"], extraEnvironment: env(limited))
        // 120 s, or a second or few less on a busy machine (1분 5x초).
        let wait = quota.stdout.contains("2분 동안은 호출하지 않아요")
            || quota.stdout.contains("(429) 1분 5") && quota.stdout.contains("초 동안은 호출하지 않아요")
        #expect(quota.stdout.contains("1/25") && wait, "\(quota.stdout)")
        let json = try yori.run(["--json", "quota"], extraEnvironment: env(limited))
        #expect(json.stdout.contains(#""retry_after_seconds":1"#), "\(json.stdout)")  // 120 or 119
        // Without a wait, nothing is said and the field is null.
        let other = BinaryRunner()
        defer { other.cleanUp() }
        let plain = try other.run(["--json", "quota"], extraEnvironment: env(limited))
        #expect(plain.stdout.contains(#""retry_after_seconds":null"#), "\(plain.stdout)")
    }
}

extension ModelDailyUseEndToEndTests {
    @Test func configSetMendsABrokenFileOneKeyAtATime() throws {
        let path = yori.temp + "/broken.toml"
        let config = ["YORI_CONFIG": path]
        try "# mine\nendpoint = http://localhost:11434\nmodel = llama3.2\n".write(toFile: path, atomically: true, encoding: .utf8)
        let first = try yori.run(["config", "set", "endpoint", "http://localhost:11434"], extraEnvironment: config)
        #expect(first.status == 0, "\(first.stderr)")
        #expect(first.stderr.contains("broken.toml:3") && first.stderr.contains("still has a problem"))
        let second = try yori.run(["config", "set", "model", "llama3.2"], extraEnvironment: config)
        #expect(second.status == 0 && second.stderr.isEmpty, "\(second.stderr)")
        #expect(try String(contentsOfFile: path, encoding: .utf8)
            == "# mine\nendpoint = \"http://localhost:11434\"\nmodel = \"llama3.2\"\n")
        // A bad value is refused with the value's problem, not a line of a file that was fine.
        let hot = try yori.run(["config", "set", "temperature", "3"], extraEnvironment: config)
        #expect(hot.status == 2 && hot.stderr.hasPrefix("config: temperature must be"), "\(hot.stderr)")
    }

    @Test func aMistypedConfigKeyGetsTheKeyItMeans() throws {
        let config = ["YORI_CONFIG": yori.temp + "/typo.toml"]
        for (typed, meant) in [("dailylimit", "daily_limit"), ("Daily_Limit", "daily_limit"), ("base_url", "endpoint"),
                               ("tempreature", "temperature"), ("timeout", "timeout_ms")] {
            let r = try yori.run(["config", "set", typed, "5"], extraEnvironment: config)
            #expect(r.status == 2 && r.stderr.contains("did you mean '\(meant)'?"), "\(typed): \(r.stderr)")
        }
        #expect(try !yori.run(["config", "set", "xyz", "5"], extraEnvironment: config).stderr.contains("did you mean"))
        let path = yori.temp + "/typo-file.toml"
        try "daily_limt = 3\n".write(toFile: path, atomically: true, encoding: .utf8)
        let r = try yori.run(["ask", "quota"], extraEnvironment: ["YORI_CONFIG": path])
        #expect(r.stderr.contains("typo-file.toml:1") && r.stderr.contains("'daily_limit'"), "\(r.stdout)\n\(r.stderr)")
    }
}

extension ModelDailyUseEndToEndTests {
    @Test func askingTheAIWithNoEndpointSaysHowToSetOneUpNotThatYoriDidNotUnderstand() throws {
        for line in ["ai 된장 대신 뭐 써?", "AI한테 물어봐: 된장 대신 뭐 써?"] {
            let r = try yori.run(["ask", line])
            #expect(r.status == 2)
            #expect(r.stderr.contains("yori config set endpoint") && !r.stderr.contains("이해하지 못했어요"), "\(r.stderr)")
        }
        let json = try yori.run(["--json", "--ai", "what goes with kimchi stew"])
        #expect(json.stdout.contains(#""error":"not_configured""#), "\(json.stdout)")
        // A sentence yori could not place still says so, with the hint.
        let vague = try yori.run(["ask", "김치에 어울리는 와인은?"])
        #expect(vague.stderr.contains("이해하지 못했어요") && vague.stderr.contains("yori config set endpoint"))
    }
}

extension ModelDailyUseEndToEndTests {
    @Test func yoriTemperatureOverridesTheConfigAndIsChecked() throws {
        let server = completing("좋아요.")
        let r = try yori.run(["ask", "ai 김치찌개에 어울리는 반찬은?"], extraEnvironment: env(server).merging(["YORI_TEMPERATURE": "0.1"]) { $1 })
        #expect(r.status == 0, "\(r.stderr)")
        let body = try #require(server.requests.first?.json)
        #expect(body["temperature"] as? Double == 0.1)
        let shown = try yori.run(["config", "show"], extraEnvironment: ["YORI_TEMPERATURE": "0.1"])
        #expect(shown.stdout.contains("temperature         0.1"), "\(shown.stdout)")
        let bad = try yori.run(["ask", "quota"], extraEnvironment: env(server).merging(["YORI_TEMPERATURE": "hot"]) { $1 })
        #expect(bad.status == 2 && bad.stderr.contains("YORI_TEMPERATURE"), "\(bad.stderr)")
    }
}
