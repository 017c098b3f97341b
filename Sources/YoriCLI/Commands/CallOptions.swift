import ArgumentParser

/// `-m/--model`, `--no-stream`, `--no-log`: how this one run talks to the LLM and whether it
/// is recorded, for the root command, `ask` and `chat` (one group under the same property
/// name, `call`, so an option given before the subcommand reaches it; see `ConversationOptions`).
///
/// They are applied as the environment variables they stand for (`YORI_MODEL`,
/// `YORI_NO_STREAM`, `YORI_NO_LOG`), so the settings code reads one source.
struct CallOptions: ParsableArguments {
    @Option(name: [.customShort("m"), .customLong("model")],
            help: ArgumentHelp("The model: for questions, use it for this run only; for history, list only its turns.",
                               valueName: "model"))
    var model: String?

    @Flag(name: .customLong("no-stream"), help: "Wait for the whole answer instead of showing it as it arrives.")
    var noStream = false

    @Flag(name: .customLong("no-log"), help: "Do not record this run's questions and answers in the history.")
    var noLog = false

    func validate() throws {
        if let model, model.trimmingCharacters(in: [" ", "\t"]).isEmpty {
            throw ValidationError(UsageErrorText.both("--model needs a model name", "--model에 모델 이름이 필요해요"))
        }
    }

    /// `base` with this run's options set as their environment variables.
    func environment(_ base: AppEnvironment = .live()) -> AppEnvironment {
        var environment = base
        if let model { environment.variables["YORI_MODEL"] = model }
        if noStream { environment.variables["YORI_NO_STREAM"] = "1" }
        if noLog { environment.variables["YORI_NO_LOG"] = "1" }
        return environment
    }
}

extension String {
    fileprivate func trimmingCharacters(in set: Set<Character>) -> String {
        String(drop { set.contains($0) }.reversed().drop { set.contains($0) }.reversed())
    }
}
