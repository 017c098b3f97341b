#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import YoriLLM

/// The settings in force: the config file, then environment overrides.
struct YoriConfig: Equatable {
    var endpoint: String?
    var model: String?
    var apiKey: String?
    var timeoutMilliseconds = LLMConfig.defaultTotalTimeoutMilliseconds
    var connectTimeoutMilliseconds = LLMConfig.defaultConnectTimeoutMilliseconds
    var dailyLimit = 25
    var temperature = LLMConfig.defaultTemperature
    /// A command that prints the API key (`api_key_cmd`), run only when the AI is to be used
    /// and no `YORI_API_KEY` or `api_key` is set (`withKeyFromCommand`).
    var apiKeyCommand: String?
    /// The 식품안전나라 open-API key for `yori sync`.
    var foodsafetyKey: String?
    /// The endpoint came from `YORI_ENDPOINT` rather than the file (messages name it).
    var endpointFromEnvironment = false
    /// Where the API key came from: `YORI_API_KEY`, `api_key` (the file) or `OPENAI_API_KEY`.
    var apiKeySource: String?

    /// `$YORI_CONFIG`, else `$XDG_CONFIG_HOME/yori/config.toml`, else `~/.config/yori/config.toml`.
    static func path(_ environment: AppEnvironment) -> String? {
        if let path = environment["YORI_CONFIG"] { return path }
        if let base = environment["XDG_CONFIG_HOME"], base.hasPrefix("/") { return base + "/yori/config.toml" }
        return environment["HOME"].map { $0 + "/.config/yori/config.toml" }
    }

    /// Reads the file (a missing file is fine) and applies `YORI_ENDPOINT`, `YORI_MODEL`,
    /// `YORI_DAILY_LIMIT`, `YORI_TIMEOUT_MS`, `YORI_FOODSAFETY_KEY` over it.
    ///
    /// The API key: `YORI_API_KEY`, else the file's `api_key`, else `OPENAI_API_KEY` — and that
    /// last one only for an endpoint on api.openai.com, so a user's OpenAI key is never sent to
    /// a local server (or anyone else's) that happens to be configured.
    static func load(_ environment: AppEnvironment) throws(ConfigError) -> YoriConfig {
        var config = YoriConfig()
        if let path = path(environment), let text = try readFile(path) {
            do {
                try config.apply(ConfigFile(text: text))
            } catch {
                var error = error
                error.path = path
                throw error
            }
        }
        if let v = environment["YORI_ENDPOINT"] {
            config.endpoint = v
            config.endpointFromEnvironment = true
        }
        if let v = environment["YORI_MODEL"] { config.model = v }
        if config.apiKey != nil { config.apiKeySource = "api_key" }
        if let v = environment["YORI_API_KEY"] {
            config.apiKey = v
            config.apiKeySource = "YORI_API_KEY"
        } else if config.apiKey == nil, config.apiKeyCommand == nil, let v = environment["OPENAI_API_KEY"],
                  config.endpoint.map(LLMConfig.isOpenAI) == true {
            config.apiKey = v
            config.apiKeySource = "OPENAI_API_KEY"
        }
        if let v = environment["YORI_FOODSAFETY_KEY"] { config.foodsafetyKey = v }
        if let v = environment["YORI_DAILY_LIMIT"] {
            guard let n = Int(v), n >= 0 else {
                throw ConfigError(line: nil, problem: "YORI_DAILY_LIMIT must be a whole number 0 or more (0 = never call); it is '\(v)'",
                                  korean: "YORI_DAILY_LIMIT는 0 이상의 정수여야 해요 (0 = AI를 부르지 않음). 지금 값: '\(v)'",
                                  path: ConfigError.environment)
            }
            config.dailyLimit = n
        }
        if let v = environment["YORI_TIMEOUT_MS"] {
            guard let n = Int(v), n > 0 else {
                throw ConfigError(line: nil, problem: "YORI_TIMEOUT_MS must be a positive whole number of milliseconds; it is '\(v)'",
                                  korean: "YORI_TIMEOUT_MS는 0보다 큰 정수(밀리초)여야 해요. 지금 값: '\(v)'",
                                  path: ConfigError.environment)
            }
            config.timeoutMilliseconds = n
        }
        if let v = environment["YORI_TEMPERATURE"] {
            guard let d = Double(v), (0...2).contains(d) else {
                throw ConfigError(line: nil, problem: "YORI_TEMPERATURE must be a number from 0 to 2; it is '\(v)'",
                                  korean: "YORI_TEMPERATURE는 0에서 2 사이의 수여야 해요. 지금 값: '\(v)'",
                                  path: ConfigError.environment)
            }
            config.temperature = d
        }
        try config.validate(file: nil)
        return config
    }

    mutating func apply(_ file: ConfigFile) throws(ConfigError) {
        func string(_ key: String) throws(ConfigError) -> String? {
            guard let value = file.value(key) else { return nil }
            guard case .string(let s) = value else {
                throw ConfigError(line: file.line(of: key), problem: "\(key) must be a quoted string",
                                  korean: "\(key)는 따옴표로 감싼 글자여야 해요")
            }
            return s
        }
        func int(_ key: String, min: Int) throws(ConfigError) -> Int? {
            guard let value = file.value(key) else { return nil }
            guard case .integer(let n) = value, n >= min else {
                let never = key == "daily_limit" ? " (0 = never call)" : ""
                let neverKo = key == "daily_limit" ? " (0 = AI를 부르지 않음)" : ""
                throw ConfigError(line: file.line(of: key), problem: "\(key) must be a whole number \(min) or more\(never)",
                                  korean: "\(key)는 \(min) 이상의 정수여야 해요\(neverKo)")
            }
            return n
        }
        endpoint = try string("endpoint") ?? endpoint
        model = try string("model") ?? model
        apiKey = try string("api_key") ?? apiKey
        apiKeyCommand = try string("api_key_cmd").flatMap { $0.trimmed.isEmpty ? nil : $0 } ?? apiKeyCommand
        foodsafetyKey = try string("foodsafety_key") ?? foodsafetyKey
        timeoutMilliseconds = try int("timeout_ms", min: 1) ?? timeoutMilliseconds
        connectTimeoutMilliseconds = try int("connect_timeout_ms", min: 1) ?? connectTimeoutMilliseconds
        dailyLimit = try int("daily_limit", min: 0) ?? dailyLimit
        if let value = file.value("temperature") {
            switch value {
            case .float(let d) where (0...2).contains(d): temperature = d
            case .integer(let i) where (0...2).contains(i): temperature = Double(i)
            default: throw ConfigError(line: file.line(of: "temperature"), problem: "temperature must be a number from 0 to 2",
                                       korean: "temperature는 0에서 2 사이의 수여야 해요")
            }
        }
        try validate(file: file)
    }

    func validate(file: ConfigFile?) throws(ConfigError) {
        if let endpoint, !(endpoint.hasPrefix("http://") || endpoint.hasPrefix("https://")) {
            if file == nil && endpointFromEnvironment {
                throw ConfigError(line: nil, problem: "YORI_ENDPOINT needs a scheme: http://… or https://… (e.g. http://localhost:11434)",
                                  korean: "YORI_ENDPOINT는 http://… 또는 https://…로 시작해야 해요 (예: http://localhost:11434)",
                                  path: ConfigError.environment)
            }
            throw ConfigError(line: file?.line(of: "endpoint"),
                              problem: "endpoint needs a scheme: http://… or https://… (e.g. http://localhost:11434)",
                              korean: "endpoint는 http://… 또는 https://…로 시작해야 해요 (예: http://localhost:11434)")
        }
    }

    /// The settings with the key `api_key_cmd` prints, when that is where the key comes from
    /// (an endpoint is set, and neither `YORI_API_KEY` nor `api_key` gave one).
    func withKeyFromCommand() throws(ConfigError) -> YoriConfig {
        guard endpoint != nil, apiKey == nil, let apiKeyCommand else { return self }
        var config = self
        config.apiKey = try KeyCommand.run(apiKeyCommand)
        config.apiKeySource = "api_key_cmd"
        return config
    }

    /// The LLM settings, when an endpoint is configured.
    func llmConfig() throws(LLMError) -> LLMConfig? {
        guard let endpoint else { return nil }
        return try LLMConfig(baseURL: endpoint, model: model ?? "", apiKey: apiKey,
                             connectTimeoutMilliseconds: connectTimeoutMilliseconds,
                             totalTimeoutMilliseconds: timeoutMilliseconds, temperature: temperature)
    }

    /// `sk-…abcd` → `…abcd (set)`: never the key itself.
    static func mask(_ key: String?) -> String {
        guard let key, !key.isEmpty else { return "(not set)" }
        return key.count > 8 ? "…" + key.suffix(4) + " (set)" : "(set)"
    }

    /// A file's text, `nil` when it does not exist.
    static func readFile(_ path: String) throws(ConfigError) -> String? {
        guard let file = fopen(path, "rb") else {
            if errno == ENOENT { return nil }
            let reason = String(cString: strerror(errno))
            throw ConfigError(line: nil, problem: "cannot read it: \(reason)", korean: "읽을 수 없어요: \(reason)", path: path)
        }
        defer { fclose(file) }
        var bytes: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 4096)
        while bytes.count < 1 << 20 {
            let n = fread(&buffer, 1, buffer.count, file)
            if n <= 0 { break }
            bytes.append(contentsOf: buffer[0..<n])
        }
        guard let text = String(validating: bytes, as: UTF8.self) else {
            throw ConfigError(line: nil, problem: "not UTF-8 text", korean: "UTF-8 텍스트가 아니에요", path: path)
        }
        return text
    }

    /// Writes `text` to `path` atomically (temp file + rename), mode 0600, folders 0700.
    static func writeFile(_ path: String, _ text: String) throws(ConfigError) {
        if let slash = path.lastIndex(of: "/"), !FolderMaker.make(String(path[..<slash])) {
            throw ConfigError(line: nil, problem: "cannot create the folder", korean: "폴더를 만들 수 없어요", path: path)
        }
        let temp = path + ".tmp-\(getpid())"
        let fd = open(temp, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
        guard fd >= 0 else {
            let reason = String(cString: strerror(errno))
            throw ConfigError(line: nil, problem: "cannot write it: \(reason)", korean: "쓸 수 없어요: \(reason)", path: path)
        }
        let bytes = Array(text.utf8)
        let written = bytes.withUnsafeBytes { write(fd, $0.baseAddress, $0.count) }
        let synced = fsync(fd) == 0
        close(fd)
        guard written == bytes.count, synced, rename(temp, path) == 0 else {
            unlink(temp)
            throw ConfigError(line: nil, problem: "could not write the file", korean: "파일을 쓰지 못했어요", path: path)
        }
    }
}
