import Foundation
import Testing
@testable import YoriCLI
import YoriKit
import YoriLLM

/// Which API key is used where, settings messages, and what the REPL keeps in its input history.
@Suite struct SettingsAndInputHistoryTests {
    func load(_ variables: [String: String], file: String? = nil) throws -> YoriConfig {
        let folder = NSTemporaryDirectory() + "yori-config-" + UUID().uuidString
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        var variables = variables
        variables["YORI_CONFIG"] = folder + "/config.toml"
        if let file { try file.write(toFile: folder + "/config.toml", atomically: true, encoding: .utf8) }
        return try YoriConfig.load(AppEnvironment(variables: variables, stdinIsTerminal: false, stdoutIsTerminal: false,
                                                  stderrIsTerminal: false))
    }

    @Test func theKeyComesFromYoriThenTheFileThenOpenAIForOpenAIOnly() throws {
        let local = try load(["YORI_ENDPOINT": "http://localhost:11434", "OPENAI_API_KEY": "sk-openai"])
        #expect(local.apiKey == nil)
        let openAI = try load(["YORI_ENDPOINT": "https://api.openai.com/v1", "OPENAI_API_KEY": "sk-openai"])
        #expect(openAI.apiKey == "sk-openai" && openAI.apiKeySource == "OPENAI_API_KEY")
        let file = try load(["OPENAI_API_KEY": "sk-openai"], file: "endpoint = \"https://api.openai.com\"\napi_key = \"from-file\"\n")
        #expect(file.apiKey == "from-file" && file.apiKeySource == "api_key")
        let yori = try load(["OPENAI_API_KEY": "sk-openai", "YORI_API_KEY": "yori-key"], file: "api_key = \"from-file\"\n")
        #expect(yori.apiKey == "yori-key" && yori.apiKeySource == "YORI_API_KEY")
        #expect(!LLMConfig.isOpenAI("https://api.openai.com.evil.example/v1"))
    }

    @Test func settingsProblemsAreSaidInTheUsersLanguageWithTheirPlace() throws {
        #expect(throws: ConfigError.self) { try load(["YORI_DAILY_LIMIT": "-1"]) }
        do { _ = try load(["YORI_DAILY_LIMIT": "-1"]) } catch let error as ConfigError {
            #expect(error.message(.ko).hasPrefix("YORI_DAILY_LIMIT는 0 이상의 정수여야 해요"))
            #expect(error.message(.en).contains("YORI_DAILY_LIMIT must be a whole number 0 or more (0 = never call)"))
        }
        do { _ = try load([:], file: "model = llama\n") } catch let error as ConfigError {
            #expect(error.message(.en).hasSuffix("config.toml:1: cannot read the value 'llama' (strings need quotes)"))
            #expect(error.message(.ko).contains("config.toml:1: 값을 읽을 수 없어요"))
        }
    }

    @Test(arguments: [
        ("config set api_key sk-live-123456", nil as String?),
        ("/config set foodsafety_key abcdef123", nil),
        ("  CONFIG SET API_KEY x", nil),
        ("내 키는 sk-secret-999 야", nil),  // a key yori knows, typed anywhere
        ("대파 \u{1B}[31m계란\u{1B}[0m", "대파 계란"),
        ("\u{1B}]52;c;ZXZpbA==\u{07}두부", "두부"),
        ("   ", nil),
        ("config set model llama3.2", "config set model llama3.2"),
    ])
    func theInputHistoryKeepsNoSecretsAndNoEscapes(_ line: String, _ kept: String?) {
        #expect(InputHistory.remembered(line, secrets: ["sk-secret-999"]) == kept)
    }

    @Test func anOldHistoryFileIsScrubbed() throws {
        let path = NSTemporaryDirectory() + "yori-history-" + UUID().uuidString
        defer { try? FileManager.default.removeItem(atPath: path) }
        try "대파 계란\nconfig set api_key sk-old-123456\n#1700000000\n두부\u{1B}[2J 김치\n".write(toFile: path, atomically: true, encoding: .utf8)
        InputHistory.scrub(file: path, secrets: [])
        #expect(try String(contentsOfFile: path, encoding: .utf8) == "대파 계란\n#1700000000\n두부 김치\n")
        let mode = try FileManager.default.attributesOfItem(atPath: path)[.posixPermissions] as? NSNumber
        #expect(mode?.intValue == 0o600)
    }
}
