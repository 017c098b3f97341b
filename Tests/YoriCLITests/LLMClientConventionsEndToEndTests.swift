import Foundation
import Testing
import YoriTestSupport

/// What users of `llm` and `aichat` expect: `-m` for one call, `yori models`, `config preset`,
/// `config test`, through the real binary and a real OpenAI-compatible server on 127.0.0.1.
@Suite(.serialized) struct LLMClientConventionsEndToEndTests {
    let yori = BinaryRunner()

    func env(_ server: TestServer, model: String? = "llama3.2", limit: Int = 25) -> [String: String] {
        var e = ["YORI_ENDPOINT": server.baseURL, "YORI_DAILY_LIMIT": "\(limit)"]
        if let model { e["YORI_MODEL"] = model }
        return e
    }

    func object(_ text: String) throws -> [String: Any] {
        try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
    }

    func callsUsed(_ extra: [String: String]) throws -> Int? {
        let r = try yori.run(["--json", "ask", "quota"], extraEnvironment: extra)
        return try object(r.stdout)["used"] as? Int
    }

    var configPath: String { yori.temp + "/.config/yori/config.toml" }

    // MARK: models

    @Test func modelsListsTheEndpointsModelsAndMarksTheOneInUse() throws {
        let server = TestServer.openAICompatible(models: ["llama3.2", "qwen2.5:7b"])
        let r = try yori.run(["models"], extraEnvironment: env(server))
        #expect(r.status == 0, "\(r.stderr)")
        #expect(r.stdout.contains("* llama3.2") && r.stdout.contains("  qwen2.5:7b"))
        let request = try #require(server.requests.first)
        #expect(request.method == "GET" && request.target == "/v1/models")
        let json = try object(try yori.run(["models", "--json"], extraEnvironment: env(server)).stdout)
        let models = try #require(json["models"] as? [[String: Any]])
        #expect(models.map { $0["id"] as? String } == ["llama3.2", "qwen2.5:7b"])
        #expect(models.map { $0["current"] as? Bool } == [true, false])
        // A base that already ends in /v1 is not doubled; no model set is fine for listing.
        var v1 = env(server, model: nil)
        v1["YORI_ENDPOINT"] = server.baseURL + "/v1"
        #expect(try yori.run(["models"], extraEnvironment: v1).status == 0)
        #expect(server.requests.last?.target == "/v1/models")
        // Listing generates nothing: not counted.
        #expect(try callsUsed(env(server)) == 0)
    }

    @Test func modelsFailuresAreSaidWithTheirExitCodes() throws {
        let none = try yori.run(["models"])
        #expect(none.status == 2 && none.stderr.contains("config preset"))
        let refused = try yori.run(["models"], extraEnvironment: ["YORI_ENDPOINT": "http://127.0.0.1:\(Responses.closedPort())"])
        #expect(refused.status == 5 && !refused.stderr.isEmpty)
        let missing = TestServer(lifetime: 20) { _ in [.send(Responses.http(404, "Not Found", body: "{}"))] }
        let r = try yori.run(["models"], extraEnvironment: env(missing))
        #expect(r.status == 5 && r.stderr.contains("/v1/models"), "\(r.stderr)")
    }

    // MARK: -m / --model

    @Test func dashMChoosesTheModelForOneCallOnly() throws {
        let server = TestServer.openAICompatible(models: [], reply: "김치찌개가 좋아요.")
        for (n, arguments) in [["ask", "--ai", "-m", "qwen2.5", "국물 요리 추천해줘"], ["--model", "qwen2.5", "--ai", "찌개 추천해줘"],
                               ["-m", "qwen2.5", "ask", "--ai", "볶음 요리 추천해줘"]].enumerated() {
            let r = try yori.run(arguments, extraEnvironment: env(server))
            #expect(r.status == 0, "\(arguments): \(r.stderr)")
            #expect(server.requests.count == n + 1 && server.requests.last?.json?["model"] as? String == "qwen2.5", "\(arguments)")
        }
        _ = try yori.run(["ask", "--ai", "다른 국물 요리 추천해줘"], extraEnvironment: env(server))
        #expect(server.requests.last?.json?["model"] as? String == "llama3.2")
        let history = try #require(jsonLines(try yori.run(["history", "--json", "--model", "qwen2.5"]).stdout))
        #expect(history.count == 3 && history.allSatisfy { $0["model"] as? String == "qwen2.5" })
    }

    // MARK: config preset

    @Test func presetsWriteTheEndpointAndDefaultsAndShowThem() throws {
        let r = try yori.run("config", "preset", "ollama")
        #expect(r.status == 0, "\(r.stderr)")
        #expect(r.stdout.contains("endpoint = \"http://localhost:11434\"") && r.stdout.contains("model = \"llama3.2\"")
            && r.stdout.contains("timeout_ms = 300000"))
        let file = try String(contentsOfFile: configPath, encoding: .utf8)
        #expect(file.contains("endpoint = \"http://localhost:11434\"\n") && file.contains("model = \"llama3.2\"\n"))
        // Another preset changes the endpoint and keeps the chosen model and other keys.
        _ = try yori.run("config", "set", "daily_limit", "7")
        let lm = try yori.run("config", "preset", "LM Studio")
        #expect(lm.status == 0 && lm.stdout.contains("model = \"llama3.2\"  (kept)"), "\(lm.stdout)")
        let shown = try object(try yori.run("config", "show", "--json").stdout)
        #expect(shown["endpoint"] as? String == "http://localhost:1234" && shown["daily_limit"] as? String == "7")
        #expect(shown["model"] as? String == "llama3.2")
        let json = try object(try yori.run("config", "preset", "llama.cpp", "--json").stdout)
        #expect((json["set"] as? [String: Any])?["endpoint"] as? String == "http://localhost:8080")
        let openai = try yori.run("config", "preset", "openai")
        #expect(openai.stdout.contains("https://api.openai.com/v1") && openai.stdout.contains("api_key"))
        let unknown = try yori.run("config", "preset", "kobold")
        #expect(unknown.status == 2 && unknown.stderr.contains("ollama, llama.cpp, vllm, lmstudio, openai"))
    }

    @Test func aPresetNeverRewritesAFileItCannotRead() throws {
        try FileManager.default.createDirectory(atPath: yori.temp + "/.config/yori", withIntermediateDirectories: true)
        try "model = 'a' 'b'\n".write(toFile: configPath, atomically: true, encoding: .utf8)
        let r = try yori.run("config", "preset", "ollama")
        #expect(r.status == 2 && r.stderr.contains("config.toml:1"), "\(r.stderr)")
        #expect(try String(contentsOfFile: configPath, encoding: .utf8) == "model = 'a' 'b'\n")
    }

    // MARK: config test

    @Test func configTestReportsLatencyModelAndStreamingAndCountsOneCall() throws {
        let streaming = TestServer.openAICompatible(models: [], reply: "OK")
        let r = try yori.run(["config", "test", "--json"], extraEnvironment: env(streaming))
        #expect(r.status == 0, "\(r.stderr)")
        let report = try object(r.stdout)
        #expect(report["streaming"] as? Bool == true && report["model"] as? String == "llama3.2")
        #expect(report["answer"] as? String == "OK" && (report["total_ms"] as? Int ?? -1) >= 0)
        #expect(report["counted"] as? Bool == true && report["calls_used_today"] as? Int == 1)
        let body = try #require(streaming.requests.last?.json)
        #expect(body["stream"] as? Bool == true && body["max_tokens"] as? Int == 8)
        // Nothing goes to the history.
        #expect(try yori.run(["history"]).status == 1)
        #expect(try callsUsed(env(streaming)) == 1)

        let whole = TestServer.openAICompatible(models: [], reply: "OK", streams: false)
        let text = try yori.run(["config", "test"], extraEnvironment: env(whole))
        #expect(text.status == 0 && text.stdout.contains("no: the answer came whole"), "\(text.stdout)")
        #expect(text.stdout.contains("counted as 1 call (today 2/25)"))
        let other = try object(try yori.run(["config", "test", "-m", "qwen2.5", "--json"], extraEnvironment: env(whole)).stdout)
        #expect(other["model"] as? String == "qwen2.5")
    }

    @Test func configTestIsRefusedPastTheLimitAndRefundedWhenNothingAnswered() throws {
        let server = TestServer.openAICompatible(models: [])
        let spent = try yori.run(["config", "test"], extraEnvironment: env(server, limit: 0))
        #expect(spent.status == 5 && spent.stderr.contains("limit"))
        #expect(server.requests.isEmpty)
        let down = ["YORI_ENDPOINT": "http://127.0.0.1:\(Responses.closedPort())", "YORI_MODEL": "m"]
        let refused = try yori.run(["config", "test"], extraEnvironment: down)
        #expect(refused.status == 5 && !refused.stderr.isEmpty)
        #expect(try callsUsed(down) == 0)
        let noModel = try yori.run(["config", "test"], extraEnvironment: env(server, model: nil))
        #expect(noModel.status == 2)
    }
}
