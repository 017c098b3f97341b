import ArgumentParser
import YoriKit
import YoriLLM

/// `yori ask`: answer one question and exit.
struct AskCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "ask",
        abstract: "Answer one question and exit.",
        discussion: """
            Examples:
              yori ask "대파랑 계란으로 뭐 만들 수 있어?"
              yori ask what can I cook with tofu and kimchi
              yori ask --json "계란 두부"
            """)

    @OptionGroup var global: GlobalOptions

    @Argument(help: ArgumentHelp("The question, in Korean or English.", valueName: "question"))
    var question: [String] = []

    @Flag(name: .customLong("ai"), help: "Ask the configured LLM endpoint directly (skips the local answer).")
    var ai = false

    func run() throws {
        try Self.answer(ai ? ["ai"] + question : question, global: global)
    }

    /// Answers `words` as one question; shared with `yori <question>`.
    static func answer(_ words: [String], global: GlobalOptions) throws {
        let app = LiveApp(global: global, words: words)
        let text = words.joined(separator: " ")
        do {
            let streaming = app.environment.stdoutIsTerminal && !global.json
            let cancellation = CancellationFlag()
            var session = try app.open(streaming: streaming, cancellation: cancellation).session
            let printer = streaming
                ? StreamPrinter(console: app.console, spinner: app.environment.stderrIsTerminal,
                                onInterrupt: { cancellation.cancel() })
                : nil
            let (command, reply) = session.handle(text) { printer?.delta($0) }
            printer?.finish()
            if printer?.printed == true, case .model(let answer, let remaining, let warning) = reply.answer {
                var renderer = try app.renderer()
                renderer.quotaLimit = session.quota.limit
                app.console.line("\n" + renderer.modelFooter(answer, remaining: remaining, warning: warning,
                                                             limit: session.quota.limit, reply.language))
                let status = ExitStatus(reply.answer.status)
                if status != .answered { throw ExitCode(status.rawValue) }
                return
            }
            try app.emit(reply, command: command, input: text, quotaLimit: session.quota.limit)
        } catch let failure as AppFailure {
            app.console.errorLine(app.style.error(failure.message))
            throw ExitCode(failure.status.rawValue)
        }
    }
}
