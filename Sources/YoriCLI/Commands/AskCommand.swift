import ArgumentParser
import LineEditor
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
    @OptionGroup var conversation: ConversationOptions
    @OptionGroup var call: CallOptions

    @Argument(help: ArgumentHelp("The question, in Korean or English.", valueName: "question"))
    var question: [String] = []

    @Flag(name: .customLong("ai"), help: "Ask the configured LLM endpoint directly (skips the local answer).")
    var ai = false

    func run() throws {
        try Self.answer(ai ? ["ai"] + question : question, global: global, conversation: conversation.choice,
                        environment: call.environment())
    }

    /// Answers `words` as one question (in the `ask` conversation unless told otherwise)
    /// and records it; shared with `yori <question>`.
    static func answer(_ words: [String], global: GlobalOptions, conversation: ConversationChoice,
                       environment: AppEnvironment = .live()) throws {
        let app = LiveApp(global: global, words: words, conversation: conversation, environment: environment)
        let text = words.joined(separator: " ")
        do {
            let streaming = app.environment.stdoutIsTerminal && !global.json && app.environment["YORI_NO_STREAM"] == nil
            let cancellation = CancellationFlag()
            // A broken AI setting is said by the answer when the question needs the AI.
            var session = try app.open(chat: Session.askConversation, streaming: streaming, cancellation: cancellation,
                                       announceSettingsProblems: false).session
            // Ctrl-C while the model is asked cancels the request (given back to the quota when
            // nothing had come back yet) and is reported, rather than killing yori mid-call.
            ReadlineEditor.catchInterrupts()
            let printer = StreamPrinter(console: app.console, spinner: streaming && app.environment.stderrIsTerminal,
                                        onInterrupt: { cancellation.cancel() })
            let stopwatch = Stopwatch()
            let (command, answered) = session.handle(text) { printer.delta($0) }
            let elapsed = stopwatch.elapsedMilliseconds
            printer.finish()
            printer.endLine()  // an error or footer after streamed text starts on its own line
            let reply = app.deliver(answered, toClipboard: app.environment.stdoutIsTerminal && !global.json)
            let status: ExitStatus
            if printer.printed, case .model(let answer, let remaining, let warning) = reply.answer {
                // The text is on screen already; add the footer.
                var renderer = try app.renderer()
                renderer.quotaLimit = session.quota.limit
                app.console.line(renderer.modelFooter(answer, remaining: remaining, warning: warning,
                                                      limit: session.quota.limit, reply.language))
                status = ExitStatus(reply.answer.status)
            } else {
                status = try app.show(reply, command: command, input: text, quotaLimit: session.quota.limit)
            }
            app.record(text, command: command, reply: reply, in: session, elapsedMilliseconds: elapsed)
            // Told to stop (SIGTERM): the call was cancelled and its quota given back; end as killed.
            if ReadlineEditor.terminationRequested { throw ExitCode(143) }
            if status != .answered { throw ExitCode(status.rawValue) }
        } catch let failure as AppFailure {
            app.console.errorLine(app.style.error(failure.message))
            throw ExitCode(failure.status.rawValue)
        }
    }
}
