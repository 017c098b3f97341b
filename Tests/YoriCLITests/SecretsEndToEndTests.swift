import Foundation
import Testing
import YoriTestSupport

/// Keys and passwords: how they are set, where they may go, and that they are never shown
/// or stored (issue 15, item 7), and `config set endpoint` refusing a bad URL (item 8).
@Suite(.serialized) struct SecretsEndToEndTests {
    let yori = BinaryRunner()
    static let key = "sk-proj-SECRET123456"

    func completing(_ text: String) -> TestServer {
        TestServer(lifetime: 40) { _ in [.send(Responses.http(200, body: Responses.completion(text, model: "test-model")))] }
    }

    var configPath: String { yori.temp + "/config.toml" }
    var configEnv: [String: String] { ["YORI_CONFIG": configPath] }

    func configText() -> String? { try? String(contentsOfFile: configPath, encoding: .utf8) }

    @Test(arguments: ["http://host:port", "http://exa mple.com", "localhost:11434", "http://", "http://h:99999", "ftp://h"])
    func aMalformedEndpointIsRefusedAndTheFileKept(_ url: String) throws {
        _ = try yori.run(["config", "set", "model", "m"], extraEnvironment: configEnv)
        let before = configText()
        let r = try yori.run(["config", "set", "endpoint", url], extraEnvironment: configEnv)
        #expect(r.status == 2, "\(url): \(r.stdout) \(r.stderr)")
        #expect(r.stderr.contains("endpoint"), "\(r.stderr)")
        #expect(configText() == before)
    }

    @Test func credentialsInTheEndpointAreNeverShown() throws {
        let set = try yori.run(["config", "set", "endpoint", "https://me:hunter22@llm.example.com/v1"], extraEnvironment: configEnv)
        #expect(set.status == 0, "\(set.stderr)")
        #expect(!set.stdout.contains("hunter22") && set.stdout.contains("https://***@llm.example.com/v1"))
        for arguments in [["config", "show"], ["--json", "config", "show"]] {
            let show = try yori.run(arguments, extraEnvironment: configEnv)
            #expect(!show.stdout.contains("hunter22") && !show.stdout.contains("me:"), "\(show.stdout)")
            #expect(show.stdout.contains("***@llm.example.com"))
        }
    }

    @Test func aKeyIsReadFromAPipeNotFromTheCommandLine() throws {
        let r = try yori.run(["config", "set", "api_key"], stdin: Data((Self.key + "\n").utf8), extraEnvironment: configEnv)
        #expect(r.status == 0, "\(r.stderr)")
        #expect(!r.stdout.contains(Self.key) && !r.stderr.contains(Self.key))
        #expect(configText()?.contains("api_key = \"\(Self.key)\"") == true)
        // Nothing to read: the usual message, nothing written.
        let empty = try yori.run(["config", "set", "foodsafety_key"], stdin: Data(), extraEnvironment: configEnv)
        #expect(empty.status == 2)
        #expect(configText()?.contains("foodsafety_key") == false)
    }

    @Test func aKeyCommandGivesTheKey() throws {
        let server = completing("와인은 막걸리가 어울려요.")
        for (key, value) in [("endpoint", server.baseURL), ("model", "test-model"), ("api_key_cmd", "printf '%s\\n' \(Self.key)")] {
            #expect(try yori.run(["config", "set", key, value], extraEnvironment: configEnv).status == 0)
        }
        let r = try yori.run(["ask", "김치찌개에 어울리는 와인은?"], extraEnvironment: configEnv)
        #expect(r.status == 0, "\(r.stderr)")
        #expect(server.requests.first?.header("Authorization") == "Bearer \(Self.key)")
        #expect(try yori.run(["config", "show"], extraEnvironment: configEnv).stdout.contains("api_key_cmd"))
        // A command that fails is a settings problem, said plainly; nothing is sent.
        #expect(try yori.run(["config", "set", "api_key_cmd", "exit 3"], extraEnvironment: configEnv).status == 0)
        let failed = try yori.run(["ask", "김치찌개에 어울리는 와인은?"], extraEnvironment: configEnv)
        #expect(failed.status == 2, "\(failed.stdout) \(failed.stderr)")
        #expect((failed.stdout + failed.stderr).contains("api_key_cmd"))
        #expect(server.requests.count == 1)
    }

    /// `models` and `config test` find the key as questions do: `api_key_cmd` too.
    @Test func modelsAndConfigTestUseTheKeyCommand() throws {
        let server = TestServer.openAICompatible(models: ["test-model", "other"], reply: "OK")
        for (key, value) in [("endpoint", server.baseURL), ("model", "test-model"), ("api_key_cmd", "printf '%s\\n' \(Self.key)")] {
            #expect(try yori.run(["config", "set", key, value], extraEnvironment: configEnv).status == 0)
        }
        let models = try yori.run(["models"], extraEnvironment: configEnv)
        #expect(models.status == 0, "\(models.stderr)")
        #expect(models.stdout.contains("* test-model"), "\(models.stdout)")
        let test = try yori.run(["config", "test"], extraEnvironment: configEnv)
        #expect(test.status == 0, "\(test.stderr)")
        #expect(server.requests.count == 2)
        #expect(server.requests.allSatisfy { $0.header("Authorization") == "Bearer \(Self.key)" },
                "\(server.requests.map { $0.header("Authorization") ?? "-" })")
        #expect(!(models.stdout + models.stderr + test.stdout + test.stderr).contains(Self.key))
        // A key command that fails is a settings problem for both (exit 2), and nothing is sent.
        #expect(try yori.run(["config", "set", "api_key_cmd", "exit 3"], extraEnvironment: configEnv).status == 0)
        for arguments in [["models"], ["config", "test"]] {
            let failed = try yori.run(arguments, extraEnvironment: configEnv)
            #expect(failed.status == 2, "\(arguments): \(failed.stdout) \(failed.stderr)")
            #expect(failed.stderr.contains("api_key_cmd"), "\(failed.stderr)")
        }
        #expect(server.requests.count == 2)
    }

    @Test func aKeyNeverGoesOverPlainHTTPToAnotherMachine() throws {
        let r = try yori.run(["ask", "김치찌개에 어울리는 와인은?"],
                             extraEnvironment: ["YORI_ENDPOINT": "http://api.openai.com/v1", "YORI_MODEL": "gpt-4o-mini",
                                                "OPENAI_API_KEY": Self.key, "LANG": "en_US.UTF-8"])
        #expect(r.status == 2, "\(r.stdout) \(r.stderr)")
        #expect((r.stdout + r.stderr).contains("https"), "\(r.stdout) \(r.stderr)")
        #expect(!(r.stdout + r.stderr).contains(Self.key))
    }

    @Test func aLoopbackEndpointIsNeverReachedThroughAProxy() throws {
        let server = completing("direct")
        let proxy = completing("via proxy")
        let r = try yori.run(["ask", "what wine goes with kimchi stew"],
                             extraEnvironment: ["YORI_ENDPOINT": server.baseURL, "YORI_MODEL": "test-model", "YORI_API_KEY": Self.key,
                                                "http_proxy": proxy.baseURL, "HTTP_PROXY": proxy.baseURL, "ALL_PROXY": proxy.baseURL])
        #expect(r.status == 0, "\(r.stderr)")
        #expect(r.stdout.contains("direct"))
        #expect(proxy.requests.isEmpty)
    }

    @Test func keysAndURLPasswordsNeverReachTheChatHistory() throws {
        let server = completing("알겠어요")
        let env = ["YORI_ENDPOINT": server.baseURL, "YORI_MODEL": "test-model", "YORI_API_KEY": Self.key]
        let r = try yori.run(["ask", "내 키 \(Self.key) 랑 http://me:hunter22@example.com 이 괜찮아?"], extraEnvironment: env)
        #expect(r.status == 0, "\(r.stderr)")
        let history = try yori.run(["--json", "history"], extraEnvironment: env)
        #expect(history.status == 0)
        #expect(!history.stdout.contains(Self.key) && !history.stdout.contains("hunter22"), "\(history.stdout)")
        #expect(history.stdout.contains("***"))
    }
}
