import LineEditor
import YoriKit
import YoriLLM

/// stdin is not a terminal: one answer per input line, no prompt, no colour, no readline.
struct PipeMode {
    /// The words that end piped input: `exit`, `quit`, `종료` (and `/exit`, `/quit`).
    static func endsInput(_ line: String) -> Bool {
        let word = String(line.split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == "\r" }).joined(separator: " ")).lowercased()
        return ["exit", "quit", "종료", "/exit", "/quit"].contains(word)
    }

    let app: LiveApp

    func run() throws(AppFailure) -> ExitStatus {
        let cancellation = CancellationFlag()
        let opened = try app.open(chat: Session.askConversation, cancellation: cancellation)
        var session = opened.session
        // One pipe input is one conversation: it starts with no thread (`--continue` and `chat NAME` keep theirs).
        if app.conversation == .fresh { session.startDialogue() }
        var renderer = AnswerRenderer(style: .plain, lexicon: try app.lexicon(), quotaLimit: session.quota.limit)
        renderer.width = TerminalWidth.of(app.environment)  // `COLUMNS`; else a pipe's lines stay whole
        renderer.offersTranslation = session.model.model != nil
        var reader = LineReader(fileDescriptor: 0)
        var worst = ExitStatus.answered
        var answered = 0
        while let input = reader.next() {
            let command: Command?
            let reply: Reply
            var shownInput: String?
            var elapsed: Int?
            switch input {
            case .text(let line):
                if line.allSatisfy(\.isWhitespace) { continue }  // blank lines are not questions
                if !app.global.json, SubcommandLine.isSubcommand(line, readsAsChat: session.readsAsRequest) {
                    if answered > 0 { app.console.write("\n") }
                    let status = SubcommandLine.run(line, global: app.global, console: app.console,
                                                    conversation: session.conversation, language: session.conversationLanguage)
                    worst = max(worst, status ?? .answered)  // `fridge use 없는거` counts as in one-shot mode
                    session.restoreContext()  // `search 김치 --limit 3`, then `더 보여줘`, `5번 보여줘`
                    if let said = SubcommandLine.language(of: line) { session.conversationLanguage = said }
                    if SubcommandLine.changesSettings(line) {  // `config set model …` counts from the next line
                        app.reconnectModel(&session, database: opened.database, streaming: false)
                        renderer.quotaLimit = session.quota.limit
                        renderer.offersTranslation = session.model.model != nil
                    }
                    answered += 1
                    continue
                }
                let stopwatch = Stopwatch()
                // Prints nothing itself (no streaming in a pipe): only SIGTERM during a call
                // cancels it and gives its reservation back, as in `ask` and the REPL.
                let watch = StreamPrinter(console: app.console, spinner: false, onInterrupt: { cancellation.cancel() })
                let handled = session.handle(line)
                watch.finish()
                elapsed = stopwatch.elapsedMilliseconds
                // Only the explicit words end piped input; `q`, `끝`, `그만`, `bye` are short ways out
                // of the REPL, and a line of data that happens to be one must not drop the rest.
                if handled.command == .quit, Self.endsInput(line) { return worst }
                // `copy` in a pipe writes the answer itself, ready for `| pbcopy`.
                (command, reply, shownInput) = (handled.command, app.deliver(handled.reply, toClipboard: false), line)
            case .invalidUTF8(_, let sample):
                (command, reply) = (nil, Reply(.badInput(.invalidUTF8), language: app.language(ofUnreadable: sample)))
            case .tooLong(_, let bytes, let sample):
                (command, reply) = (nil, Reply(.badInput(.tooLong(bytes: bytes)), language: app.language(ofUnreadable: sample)))
            }
            if app.global.json {
                app.console.line(renderer.object(reply, command: command, input: shownInput).serialized())
            } else {
                app.console.write((answered > 0 ? "\n" : "") + renderer.text(reply) + "\n")
            }
            answered += 1
            worst = max(worst, ExitStatus(reply.answer.status))
            if let command, let shownInput {
                app.record(shownInput, command: command, reply: reply, in: session, elapsedMilliseconds: elapsed)
            }
            // Told to stop (SIGTERM) during a call: it was cancelled, given back and recorded; end (143).
            if ReadlineEditor.terminationRequested { return worst }
        }
        return worst
    }
}
