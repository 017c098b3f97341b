import Testing
import YoriKit
@testable import YoriLLM

@Suite struct LLMConfigTests {
    @Test(arguments: [
        ("http://localhost:11434", "http://localhost:11434/v1/chat/completions"),
        ("http://localhost:11434/", "http://localhost:11434/v1/chat/completions"),
        ("https://api.openai.com/v1", "https://api.openai.com/v1/chat/completions"),
        ("https://api.openai.com/v1/", "https://api.openai.com/v1/chat/completions"),
        ("  https://example.com/openai//  ", "https://example.com/openai/v1/chat/completions"),
        ("http://127.0.0.1:8080/v1/chat/completions", "http://127.0.0.1:8080/v1/chat/completions"),
        ("HTTP://[::1]:8000", "HTTP://[::1]:8000/v1/chat/completions"),
        ("https://h/v1/?tenant=a", "https://h/v1/chat/completions?tenant=a"),
        ("https://h?tenant=a", "https://h/v1/chat/completions?tenant=a"),
    ])
    func buildsTheChatCompletionsURL(_ base: String, _ url: String) throws {
        #expect(try LLMConfig(baseURL: base, model: "m").chatCompletionsURL == url)
    }

    @Test func keepsWhatIsValid() throws {
        let config = try LLMConfig(baseURL: "https://user:pw@api.example.com:8443/v1?x=1", model: " gpt-4o-mini ",
                                   apiKey: "  ", connectTimeoutMilliseconds: 1500, totalTimeoutMilliseconds: 30_000,
                                   temperature: 0)
        #expect(config.model == "gpt-4o-mini")
        #expect(config.apiKey == nil, "a blank key is no key")
        #expect(config.displayEndpoint == "https://api.example.com:8443", "no credentials, path or query")
        #expect(config.proxy == .environment)
        #expect(config.maxResponseBytes == 8 << 20)
    }

    @Test(arguments: [
        ("localhost:11434", LLMError.ConfigProblem.unsupportedScheme(.baseURL, "localhost")),
        ("ftp://example.com", .unsupportedScheme(.baseURL, "ftp")),
        ("file:///etc/passwd", .unsupportedScheme(.baseURL, "file")),
        ("sk-proj-abcdef:123", .unsupportedScheme(.baseURL, nil)),
        ("api.openai.com/v1", .unsupportedScheme(.baseURL, nil)),
        ("", .missingURL(.baseURL)),
        ("http:/example.com", .malformedURL(.baseURL)),
        ("http://", .malformedURL(.baseURL)),
        ("http://host:99999", .malformedURL(.baseURL)),
        ("http://host:port", .malformedURL(.baseURL)),
        ("http://exa mple.com", .malformedURL(.baseURL)),
        ("http://example.com/\nHost: evil", .malformedURL(.baseURL)),
    ])
    func refusesBadURLs(_ base: String, _ problem: LLMError.ConfigProblem) {
        #expect(throws: LLMError.invalidConfig(problem)) { try LLMConfig(baseURL: base, model: "m") }
    }

    @Test func refusesBadSettings() {
        func problem(_ make: () throws(LLMError) -> LLMConfig) -> LLMError.ConfigProblem? {
            do { _ = try make(); return nil } catch { if case .invalidConfig(let p) = error { return p }; return nil }
        }
        let url = "http://localhost:1"
        #expect(problem { () throws(LLMError) in try LLMConfig(baseURL: url, model: " ") } == .missingModel)
        #expect(problem { () throws(LLMError) in try LLMConfig(baseURL: url, model: "a\nb") } == .badModel)
        #expect(problem { () throws(LLMError) in try LLMConfig(baseURL: url, model: "m", apiKey: "sk-1\r\nX-Evil: 1") } == .badKey)
        #expect(problem { () throws(LLMError) in try LLMConfig(baseURL: url, model: "m", connectTimeoutMilliseconds: 0) } == .badTimeout)
        #expect(problem { () throws(LLMError) in try LLMConfig(baseURL: url, model: "m", totalTimeoutMilliseconds: -1) } == .badTimeout)
        #expect(problem { () throws(LLMError) in try LLMConfig(baseURL: url, model: "m", temperature: 2.5) } == .badTemperature)
        #expect(problem { () throws(LLMError) in try LLMConfig(baseURL: url, model: "m", temperature: .nan) } == .badTemperature)
        #expect(problem { () throws(LLMError) in try LLMConfig(baseURL: url, model: "m", maxResponseBytes: 0) } == .badResponseLimit)
        #expect(problem { () throws(LLMError) in try LLMConfig(baseURL: url, model: "m", proxy: .url("socks5://p:1")) }
            == .unsupportedScheme(.proxy, "socks5"))
    }

    @Test(arguments: [
        ("http://api.openai.com/v1", false), ("http://192.168.0.10:11434", false), ("http://127.0.0.1.nip.io", false),
        ("https://api.openai.com/v1", true), ("http://localhost:11434", true), ("http://127.0.0.1:8080", true),
        ("http://[::1]:8080", true), ("http://ollama.localhost", true),
    ])
    func sendsAKeyOnlyOverHTTPSOrToThisMachine(_ base: String, _ allowed: Bool) throws {
        let made = Result { () throws(LLMError) in try LLMConfig(baseURL: base, model: "m", apiKey: "sk-proj-1234") }
        if allowed {
            #expect(throws: Never.self) { try made.get() }
        } else {
            #expect(throws: LLMError.invalidConfig(.keyOverPlainHTTP(host: String(base.dropFirst(7).prefix { $0 != ":" && $0 != "/" })))) {
                try made.get()
            }
            #expect(LLMError.invalidConfig(.keyOverPlainHTTP(host: "api.openai.com")).message(.en).contains("https"))
        }
        // Without a key, plain http anywhere is fine (a server on the local network).
        #expect(throws: Never.self) { try LLMConfig(baseURL: base, model: "m") }
    }

    @Test(arguments: [
        ("http://me:pa55@localhost:1/v1", "http://***@localhost:1/v1"),
        ("endpoint = \"https://u@h.example/v1\" and http://x:y@z", "endpoint = \"https://***@h.example/v1\" and http://***@z"),
        ("mail me@example.com, see https://h.example/a@b", "mail me@example.com, see https://h.example/a@b"),
        ("no urls here", "no urls here"),
    ])
    func masksCredentialsInURLs(_ text: String, _ masked: String) {
        #expect(LLMConfig.maskingCredentials(text) == masked)
    }

    @Test func checksAnEndpointURLAlone() {
        #expect(throws: LLMError.invalidConfig(.malformedURL(.baseURL))) { try LLMConfig.checkURL("http://host:port") }
        #expect(throws: Never.self) { try LLMConfig.checkURL("http://localhost:11434") }
    }

    static let secret = "sk-proj-VERYSECRET"

    /// A key pasted into the wrong field, or a URL with credentials, must not be shown back.
    @Test(arguments: [
        (secret, secret as String?), (secret + ":x", nil), ("ftp://u:\(secret)@host", nil),
        ("http://u:\(secret)@host:bad", nil), ("http://h", secret + "\nX-Evil: 1"), ("http://h", secret + " tail"),
    ])
    func configMessagesNeverRepeatTheKey(_ base: String, _ key: String?) {
        do {
            _ = try LLMConfig(baseURL: base, model: "m", apiKey: key)
            Issue.record("accepted a bad config")
        } catch {
            for language in UserLanguage.allCases {
                #expect(!error.message(language).contains("VERYSECRET"), "\(error.message(language))")
            }
            #expect(!String(describing: error).contains("VERYSECRET"))
            #expect(!error.endpointAnswered)
        }
    }
}
