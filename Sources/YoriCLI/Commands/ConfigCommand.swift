import ArgumentParser
import YoriKit
import YoriLLM

/// `yori config`: the LLM endpoint and its limits.
struct ConfigCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "config",
        abstract: "Show or change the settings (the LLM endpoint, model, key, timeouts, daily limit).",
        discussion: """
            The file is $XDG_CONFIG_HOME/yori/config.toml (~/.config/yori/config.toml), or $YORI_CONFIG. \
            Environment variables override it: YORI_ENDPOINT, YORI_MODEL, YORI_API_KEY, YORI_DAILY_LIMIT, \
            YORI_TIMEOUT_MS, YORI_TEMPERATURE. The key is YORI_API_KEY, else api_key in the file, else OPENAI_API_KEY — the last \
            only for an endpoint on api.openai.com, so your OpenAI key never goes to another server. Any OpenAI-compatible endpoint works (Ollama, llama.cpp's server, \
            vLLM, LM Studio, OpenAI); a key is only needed for remote ones.
              yori config set endpoint http://localhost:11434
              yori config set model llama3.2
              yori config set daily_limit 25      (0 = never call)
              yori config preset ollama           (or llama.cpp, vllm, lmstudio, openai)
              yori config test                    (one tiny call: latency, streaming)
            Keys: endpoint, model, api_key, api_key_cmd, timeout_ms, connect_timeout_ms, daily_limit, temperature, \
            foodsafety_key (the Food Safety Korea open-API key for yori sync).
              yori config set api_key        (asks without echo, or reads a pipe)
              yori config set api_key_cmd "pass show openai"
            api_key_cmd is run for the key when yori connects to the AI. \
            A key is sent only over https, or over http to this machine (localhost).
            """,
        subcommands: [ConfigShowCommand.self, ConfigSetCommand.self, ConfigPathCommand.self, ConfigPresetCommand.self,
                      ConfigTestCommand.self],
        defaultSubcommand: ConfigShowCommand.self)
}

struct ConfigShowCommand: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "show", abstract: "Show the settings in force (the key masked).")
    @OptionGroup var global: GlobalOptions

    func run() throws {
        let app = LiveApp(global: global)
        let config: YoriConfig
        do { config = try YoriConfig.load(app.environment) } catch {
            app.console.errorLine(app.style.error(error.message(app.language)))
            throw ExitCode(ExitStatus.badInput.rawValue)
        }
        let keySource = config.apiKeySource.map { " from \($0)" } ?? ""
        let pairs: [(String, String)] = [
            ("file", YoriConfig.path(app.environment) ?? "-"),
            ("endpoint", config.endpoint.map(LLMConfig.maskingCredentials) ?? "(not set: yori works offline)"), ("model", config.model ?? "(not set)"),
            ("api_key", YoriConfig.mask(config.apiKey) + (config.apiKey == nil ? "" : keySource)), ("timeout_ms", "\(config.timeoutMilliseconds)"),
            ("connect_timeout_ms", "\(config.connectTimeoutMilliseconds)"), ("daily_limit", "\(config.dailyLimit)"),
            ("temperature", "\(config.temperature)"), ("foodsafety_key", YoriConfig.mask(config.foodsafetyKey)),
            ("api_key_cmd", config.apiKeyCommand ?? "(not set)"),
        ]
        if global.json {
            app.console.line(JSONValue.object(pairs.map { ($0.0, .string($0.1)) }).serialized())
        } else {
            let width = pairs.map(\.0.count).max() ?? 0
            for (key, value) in pairs { app.console.line(DisplayWidth.pad(key, to: width) + "  " + value) }
        }
    }
}

struct ConfigSetCommand: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "set", abstract: "Set one key in the config file (created 0600).")
    @OptionGroup var global: GlobalOptions
    @Argument(help: "endpoint, model, api_key, api_key_cmd, timeout_ms, connect_timeout_ms, daily_limit, temperature or foodsafety_key") var key: String
    // `.allUnrecognized`: `daily_limit -3` reaches yori (and is refused with its own message)
    // instead of being taken for an option.
    @Argument(parsing: .allUnrecognized, help: ArgumentHelp("The value.", valueName: "value")) var words: [String] = []

    func run() throws {
        let app = LiveApp(global: global)
        do {
            guard ConfigFile.keys.contains(key) else { throw ConfigFile.unknownKey(key) }
            var value = words.filter { $0 != "--" }.joined(separator: " ")
            // A key is read, not given: from the terminal without echo, or from a pipe, so it
            // never shows in `ps` or the shell's history.
            if value.isEmpty, InputHistory.secretKeys.contains(key) {
                value = SecretInput.readSecret(prompt: app.language.pick("\(key) 입력 (화면에 보이지 않아요): ", "\(key) (not shown): "),
                                               stdinIsTerminal: app.environment.stdinIsTerminal) ?? ""
            }
            guard !value.isEmpty else {
                throw ConfigError(line: nil, problem: "give a value: yori config set \(key) VALUE",
                                  korean: "값을 적어 주세요: yori config set \(key) 값")
            }
            guard let path = YoriConfig.path(app.environment) else {
                throw ConfigError(line: nil, problem: "HOME is not set; set YORI_CONFIG", korean: "HOME이 설정되지 않았어요. YORI_CONFIG를 정해 주세요")
            }
            let numeric: Set = ["timeout_ms", "connect_timeout_ms", "daily_limit"]
            let parsed: ConfigFile.Value
            if numeric.contains(key) {
                guard let n = Int(value) else {
                    throw ConfigError(line: nil, problem: "\(key) must be a whole number, not '\(value)'",
                                      korean: "\(key)는 정수여야 해요 (\(Hangul.quoted(value, "은", "는")) 안 돼요)")
                }
                if key == "daily_limit", n < 0 {
                    throw ConfigError(line: nil, problem: "daily_limit cannot be negative (\(n)): 0 means never call the AI, 25 is the default",
                                      korean: "daily_limit은 음수일 수 없어요 (\(n)). 0이면 AI를 부르지 않고, 기본값은 25예요")
                }
                parsed = .integer(n)
            } else if key == "temperature" {
                guard let d = Double(value) else {
                    throw ConfigError(line: nil, problem: "temperature must be a number from 0 to 2",
                                      korean: "temperature는 0에서 2 사이의 수여야 해요")
                }
                parsed = .float(d)
            } else {
                parsed = .string(value)
            }
            do {  // the value alone: refuse one that would break the file
                var check = YoriConfig()
                try check.apply(ConfigFile(text: "\(key) = \(ConfigFile.render(parsed))\n"))
            } catch {
                throw ConfigError(line: nil, problem: error.problem, korean: error.korean)
            }
            if key == "endpoint" {  // the URL as the client will read it: a host, a port in range, no spaces
                do { try LLMConfig.checkURL(value) } catch {
                    throw ConfigError(line: nil, problem: "endpoint: " + error.message(.en), korean: "endpoint: " + error.message(.ko))
                }
            }
            // Read, changed and replaced under the config's lock: parallel `config set`s lose nothing.
            let leftOver = try YoriConfig.locked(path) { () throws(ConfigError) -> ConfigError? in
            let text = try YoriConfig.readFile(path) ?? ""
            // A file that does not parse can still be mended, one key at a time: its line for
            // this key is replaced, the others are kept as they are (and named below).
            let original = try? ConfigFile(text: text)
            let updated = original?.setting(key, parsed) ?? ConfigFile.setting(key, parsed, inText: text)
            var leftOver: ConfigError?
            do throws(ConfigError) {
                var check = YoriConfig()
                try check.apply(ConfigFile(text: updated))
            } catch {
                var error = error
                error.path = path  // the file and line, never a bare `config:4:`
                if original != nil { throw error }  // never break a file that was fine
                leftOver = error
            }
            try YoriConfig.writeFile(path, updated)
            return leftOver
            }
            app.console.line("\(key) = " + (key == "api_key" || key == "foodsafety_key" ? YoriConfig.mask(value)
                                                : LLMConfig.maskingCredentials(ConfigFile.render(parsed))) + "  (\(path))")
            if let leftOver {
                app.console.errorLine(app.style.error(app.language.pick("설정 파일에 아직 문제가 있어요: ", "the config file still has a problem: ")
                                                      + leftOver.message(app.language)))
            }
        } catch let error as ConfigError {
            app.console.errorLine(app.style.error(error.message(app.language)))
            throw ExitCode(ExitStatus.badInput.rawValue)
        }
    }
}

struct ConfigPathCommand: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "path", abstract: "Print the config file's path.")
    @OptionGroup var global: GlobalOptions

    func run() throws {
        let app = LiveApp(global: global)
        app.console.line(YoriConfig.path(app.environment) ?? "")
    }
}
