import ArgumentParser
import YoriKit
import YoriLLM

/// `yori models`: the models the configured endpoint serves (`GET /v1/models`).
struct ModelsCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "models",
        abstract: "List the models the configured LLM endpoint serves.",
        discussion: """
            Asks the endpoint's GET /v1/models (Ollama, llama.cpp, vLLM, LM Studio and OpenAI answer it). \
            Not counted against the daily limit: it generates nothing. The model in use is marked with *.
              yori models
              yori models --json        ({"models": [{"id": …, "owned_by": …, "current": …}]})
            Exit codes: 2 no endpoint set or a bad setting, 5 the endpoint failed.
            """)

    @OptionGroup var global: GlobalOptions

    func run() throws {
        let app = LiveApp(global: global)
        let (config, llm) = try Self.endpoint(app)
        let models: [ModelList.Entry]
        do { models = try ModelList.fetch(config: llm) } catch {
            app.console.errorLine(app.style.error(error.message(app.language)))
            throw ExitCode(ExitStatus.modelFailed.rawValue)
        }
        let clean = { (text: String) in TerminalSanitizer.clean(text) }
        if global.json {
            app.console.line(JSONValue.object([("models", .array(models.map { model in
                .object([("id", .string(model.id)), ("owned_by", model.ownedBy.map(JSONValue.string) ?? .null),
                         ("current", .bool(model.id == config.model))])
            }))]).serialized())
            return
        }
        if models.isEmpty {
            app.console.errorLine(app.language.pick("엔드포인트가 모델을 하나도 알려 주지 않았어요.", "The endpoint lists no models."))
            throw ExitCode(ExitStatus.nothingFound.rawValue)
        }
        for model in models {
            let mark = model.id == config.model ? "* " : "  "
            app.console.line(mark + clean(model.id) + (model.ownedBy.map { app.style.dim("  (" + clean($0) + ")") } ?? ""))
        }
    }

    /// The settings and the endpoint they name; a missing endpoint or a bad setting is said
    /// and exits 2. A missing model is fine here (listing models is how one is chosen).
    /// The key is found as for a question (`api_key_cmd` included), so `models` and
    /// `config test` see the endpoint exactly as calls do.
    static func endpoint(_ app: LiveApp) throws -> (YoriConfig, LLMConfig) {
        do {
            let config = try YoriConfig.load(app.environment).withKeyFromCommand()
            guard let endpoint = config.endpoint else {
                app.console.errorLine(app.style.error(app.language.pick(
                    "AI 엔드포인트가 설정되지 않았어요. 예: yori config preset ollama",
                    "No LLM endpoint is set. For example: yori config preset ollama")))
                throw ExitCode(ExitStatus.badInput.rawValue)
            }
            let llm = try LLMConfig(baseURL: endpoint, model: config.model ?? "-", apiKey: config.apiKey,
                                    connectTimeoutMilliseconds: config.connectTimeoutMilliseconds,
                                    totalTimeoutMilliseconds: config.timeoutMilliseconds, temperature: config.temperature)
            return (config, llm)
        } catch let error as ConfigError {
            app.console.errorLine(app.style.error(error.message(app.language)))
            throw ExitCode(ExitStatus.badInput.rawValue)
        } catch let error as LLMError {
            app.console.errorLine(app.style.error(error.message(app.language)))
            throw ExitCode(ExitStatus.badInput.rawValue)
        }
    }
}
