import ArgumentParser
import YoriKit

/// `yori config preset NAME`: the endpoint and sensible defaults of a known server, written
/// to the config file in one go (and shown).
struct ConfigPresetCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "preset",
        abstract: "Point yori at a known server: ollama, llama.cpp, vllm, lmstudio or openai.",
        discussion: """
            Sets endpoint and timeout_ms (local servers get a longer one: a model may have to load \
            first), and a model when none is set and the server has a usual one. Other keys \
            (api_key, daily_limit, …) are kept. Then yori models lists what the server has, and \
            yori config test checks it answers.
              ollama     http://localhost:11434   model llama3.2 when none is set
              llama.cpp  http://localhost:8080    (llama-server answers with the model it loaded)
              vllm       http://localhost:8000
              lmstudio   http://localhost:1234
              openai     https://api.openai.com/v1   model gpt-4o-mini when none is set; needs a key
            """)

    struct Preset {
        let name: String
        let endpoint: String
        let timeoutMilliseconds: Int
        /// Set only when the file has no model.
        let model: String?
    }

    static let presets: [Preset] = [
        Preset(name: "ollama", endpoint: "http://localhost:11434", timeoutMilliseconds: 300_000, model: "llama3.2"),
        Preset(name: "llama.cpp", endpoint: "http://localhost:8080", timeoutMilliseconds: 300_000, model: "default"),
        Preset(name: "vllm", endpoint: "http://localhost:8000", timeoutMilliseconds: 300_000, model: nil),
        Preset(name: "lmstudio", endpoint: "http://localhost:1234", timeoutMilliseconds: 300_000, model: nil),
        Preset(name: "openai", endpoint: "https://api.openai.com/v1", timeoutMilliseconds: 120_000, model: "gpt-4o-mini"),
    ]

    /// `llamacpp`, `llama-cpp`, `LM Studio`, `lm-studio` all name a preset.
    static func preset(named name: String) -> Preset? {
        let folded = name.lowercased().filter { $0.isLetter || $0.isNumber }
        return presets.first { $0.name.filter { $0.isLetter || $0.isNumber } == folded }
    }

    @OptionGroup var global: GlobalOptions
    @Argument(help: ArgumentHelp("ollama, llama.cpp, vllm, lmstudio or openai", valueName: "name")) var name: String

    func run() throws {
        let app = LiveApp(global: global)
        do {
            guard let preset = Self.preset(named: name) else {
                let known = Self.presets.map(\.name).joined(separator: ", ")
                throw ConfigError(line: nil, problem: "unknown preset '\(name)' (known: \(known))",
                                  korean: "모르는 프리셋이에요: '\(name)' (쓸 수 있는 것: \(known))")
            }
            guard let path = YoriConfig.path(app.environment) else {
                throw ConfigError(line: nil, problem: "HOME is not set; set YORI_CONFIG", korean: "HOME이 설정되지 않았어요. YORI_CONFIG를 정해 주세요")
            }
            let set = try YoriConfig.locked(path) { () throws(ConfigError) -> [(String, ConfigFile.Value, Bool)] in
                let text = try YoriConfig.readFile(path) ?? ""
                var file: ConfigFile
                do throws(ConfigError) { file = try ConfigFile(text: text) } catch {
                    var error = error
                    error.path = path
                    throw error  // a preset never rewrites a file it cannot read; fix it with config set
                }
                var changes: [(String, ConfigFile.Value, Bool)] = [
                    ("endpoint", .string(preset.endpoint), true), ("timeout_ms", .integer(preset.timeoutMilliseconds), true),
                ]
                if let existing = file.value("model") {
                    changes.append(("model", existing, false))
                } else if let model = preset.model {
                    changes.append(("model", .string(model), true))
                }
                var updated = text
                for (key, value, changed) in changes where changed {
                    updated = file.setting(key, value)
                    file = try ConfigFile(text: updated)
                }
                var check = YoriConfig()
                try check.apply(file)
                try YoriConfig.writeFile(path, updated)
                return changes
            }
            if global.json {
                app.console.line(JSONValue.object([("preset", .string(preset.name)), ("file", .string(path)),
                                                   ("set", .object(set.filter { $0.2 }.map { ($0.0, Self.json($0.1)) }))])
                    .serialized())
                return
            }
            app.console.line(app.language.pick("\(preset.name) 설정을 적었어요 (\(path)):", "Set for \(preset.name) (\(path)):"))
            for (key, value, changed) in set {
                let note = changed ? "" : app.language.pick("  (그대로 둠)", "  (kept)")
                app.console.line("  \(key) = \(ConfigFile.render(value))" + note)
            }
            if !set.contains(where: { $0.0 == "model" }) {
                app.console.line(app.language.pick("  model은 아직 없어요: yori models로 고른 뒤 yori config set model 이름",
                                                   "  no model yet: pick one from yori models, then yori config set model NAME"))
            }
            if preset.name == "openai" {
                app.console.line(app.language.pick("  키: yori config set api_key … 또는 OPENAI_API_KEY",
                                                   "  key: yori config set api_key … or OPENAI_API_KEY"))
            }
            app.console.line(app.language.pick("확인: yori config test", "Check it: yori config test"))
        } catch let error as ConfigError {
            app.console.errorLine(app.style.error(error.message(app.language)))
            throw ExitCode(ExitStatus.badInput.rawValue)
        }
    }

    static func json(_ value: ConfigFile.Value) -> JSONValue {
        switch value {
        case .string(let s): .string(s)
        case .integer(let n): .int(Int64(n))
        case .float(let d): .double(d)
        case .bool(let b): .bool(b)
        }
    }
}
