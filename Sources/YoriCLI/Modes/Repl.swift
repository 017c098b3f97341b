import LineEditor
import YoriKit
import YoriLLM

/// The interactive loop on a terminal: readline in, rendered answers out.
struct Repl {
    let app: LiveApp

    /// The first line of the REPL, in `lang`.
    static func greeting(_ lang: UserLanguage) -> String {
        lang.pick("yori \(YoriVersion.current) — 요리 도우미 · 도움말: 도움말/help · 끝내기: 종료/exit (Ctrl-D)",
                  "yori \(YoriVersion.current) — your recipe helper · help · exit (Ctrl-D)")
    }

    /// Intents of bare command words, which say nothing about the user's language.
    static let commandIntents: Set<String> = ["copy", "quota", "history", "more", "help", "shop_list", "shop_bought"]

    /// The language of the last real question among `turns` (a conversation picked up again), if any.
    static func conversationLanguage(_ turns: [ChatTurn]) -> UserLanguage? {
        turns.last { !commandIntents.contains($0.intent) }.map { UserLanguage.detect($0.question) }
    }

    /// The greeting's language: `--lang` when given, else the conversation's it resumes
    /// (`--continue`, `chat NAME`), else `otherwise` (the locale's).
    static func greetingLanguage(chosen: UserLanguage?, turns: [ChatTurn], otherwise: UserLanguage) -> UserLanguage {
        chosen ?? conversationLanguage(turns) ?? otherwise
    }

    /// Lines that clear the screen.
    static let clearWords: Set<String> = ["clear", "cls", "/clear", "화면 지우기", "화면지우기", "지우기"]

    /// Command words Tab completes at the start of a line.
    static let completions = ["cook", "help", "exit", "quit", "도움말", "종료", "기록", "복사", "fridge", "expiring", "tip", "shop",
                              "staples", "config", "parse", "import", "quota", "copy", "history", "ai", "search", "show",
                              "bookmark", "bookmarks", "unbookmark", "cooked", "recipe", "more", "더 보여줘"]

    /// Words Tab completes after a command word: the subcommands' own subcommands, as the
    /// command tree names them, so completion and the commands cannot drift apart.
    static var subcommandCompletions: [String: [String]] {
        var words: [String: [String]] = [:]
        for command in RootCommand.configuration.subcommands {
            let configuration = command.configuration
            guard let name = configuration.commandName, !configuration.subcommands.isEmpty else { continue }
            words[name] = configuration.subcommands.compactMap { $0.configuration.commandName }
        }
        return words
    }

    func run() throws(AppFailure) -> ExitStatus {
        let cancellation = CancellationFlag()
        let opened = try app.open(chat: app.newConversationName(), newChat: true, streaming: true, cancellation: cancellation)
        var session = opened.session
        var renderer = try app.renderer()
        renderer.quotaLimit = session.quota.limit
        renderer.offersTranslation = session.model.model != nil
        let style = app.style
        var historyPath: String? = try? Paths(environment: app.environment).inputHistory()
        if let path = historyPath, !Self.prepareFolder(of: path) {
            app.console.errorLine(style.dim(app.language.pick("입력 기록을 저장할 수 없어요: \(path)",
                                                              "cannot keep input history at \(path)")))
            historyPath = nil
        }
        var secrets = app.secrets(session)
        if let historyPath { InputHistory.scrub(file: historyPath, secrets: secrets) }
        let editor = ReadlineEditor(name: "yori", historyPath: historyPath, words: Self.completions,
                                    subwords: Self.subcommandCompletions)
        let context = session.context(Self.contextTurns)
        // The greeting, and bare command words (`/copy`, `quota`), speak the conversation's
        // language: the last real question's when picking one up again, else the locale's.
        let greeting = Self.greetingLanguage(chosen: app.global.language, turns: context, otherwise: app.language)
        session.conversationLanguage = Self.conversationLanguage(context) ?? app.language
        renderer.width = TerminalWidth.of(app.environment)
        app.console.line(renderer.fitted(style.dim(Self.greeting(greeting))))
        app.console.line(renderer.fitted(style.dim(greeting.pick("대화: ", "conversation: ") + renderer.oneLine(session.conversation))))
        if !context.isEmpty {
            app.console.line(renderer.fitted(renderer.context(context, greeting)))
        }
        if let report = session.alertSummary() {
            app.console.line(renderer.fitted(style.missing("⏰ " + renderer.expirySummary(report, greeting))))
        }
        while true {
            switch editor.readLine(prompt: style.prompt(prompt(session))) {
            case .endOfInput:
                app.console.line("")
                return .answered
            case .invalidUTF8(let sample):
                app.console.line(renderer.badInput(.invalidUTF8, app.language(ofUnreadable: sample)) + "\n")
            case .line(let pasted):
                // Several lines pasted at once (bracketed paste): each is a question, answered in order.
                for line in Self.pastedLines(pasted) {
                    if line.utf8.count > LineReader.defaultMaxLineBytes {
                        app.console.line(renderer.badInput(.tooLong(bytes: line.utf8.count),
                                                           app.language(ofUnreadable: InputLine.sample(line.utf8))) + "\n")
                        continue
                    }
                    // Never a line with a key in it, and only as cleaned (`InputHistory`).
                    if let kept = InputHistory.remembered(line, secrets: secrets) { editor.remember(kept) }
                    // "clear": the screen, as in a shell (never a recipe search for 'clear').
                    if Self.clearWords.contains(line.split(whereSeparator: { $0 == " " || $0 == "\t" }).joined(separator: " ").lowercased()) {
                        app.console.clearScreen()
                        continue
                    }
                    if SubcommandLine.run(line, global: app.global, console: app.console, conversation: session.conversation,
                                              language: session.conversationLanguage, readsAsChat: session.readsAsRequest) != nil {
                        session.restoreContext()  // `search 김치 --limit 3`, then `더 보여줘`, `5번 보여줘`
                        if let said = SubcommandLine.language(of: line) { session.conversationLanguage = said }
                        if SubcommandLine.changesSettings(line) {  // `config set model …` counts from the next line
                            app.reconnectModel(&session, database: opened.database, streaming: true, cancellation: cancellation)
                            renderer.quotaLimit = session.quota.limit
                            renderer.offersTranslation = session.model.model != nil
                            secrets = app.secrets(session)  // a key set just now is kept out of the history too
                        }
                        app.console.line("")
                        continue
                    }
                    renderer.width = TerminalWidth.of(app.environment)  // the terminal may have been resized
                    let printer = StreamPrinter(console: app.console, spinner: app.environment.stderrIsTerminal,
                                                onInterrupt: { cancellation.cancel() })
                    let stopwatch = Stopwatch()
                    let (command, answered) = session.handle(line) { printer.delta($0) }
                    let elapsed = stopwatch.elapsedMilliseconds
                    printer.finish()
                    printer.endLine()  // whatever follows a streamed answer starts on its own line
                    switch command {
                    case .quit: return .answered
                    case .empty: continue
                    default:
                        let reply = app.deliver(answered, toClipboard: true)
                        if printer.printed, case .model(let answer, let remaining, let warning) = reply.answer {
                            // The text is on screen already; add the footer.
                            app.console.line(renderer.modelFooter(answer, remaining: remaining, warning: warning,
                                                                  limit: session.quota.limit, reply.language) + "\n")
                        } else {
                            app.console.line(renderer.text(reply) + origin(of: reply, session) + "\n")
                        }
                        app.record(line, command: command, reply: reply, in: session, elapsedMilliseconds: elapsed)
                    }
                    // Told to stop (SIGTERM) during a call: cancelled, given back, recorded; end (143).
                    if ReadlineEditor.terminationRequested { return .answered }
                }
            }
        }
    }

    /// The lines of what was typed or pasted: one per line break, blank ones left out (a
    /// blank entry stays one blank line, which prompts again).
    static func pastedLines(_ text: String) -> [String] {
        let lines = text.split(omittingEmptySubsequences: true, whereSeparator: { $0 == "\n" || $0 == "\r" || $0 == "\r\n" })
            .map(String.init).filter { !$0.allSatisfy(\.isWhitespace) }
        return lines.isEmpty ? [text] : lines
    }

    /// With a model configured, a quiet line under an answer that does not say itself where it
    /// came from: `— yori (로컬)` when it stayed on this machine, the model's name when the
    /// model was asked and failed.
    func origin(of reply: Reply, _ session: Session) -> String {
        guard let model = session.model.model else { return "" }
        let lang = reply.language
        switch reply.answer.origin {
        case .local:
            return "\n" + app.style.dim(lang.pick("— yori (로컬)", "— yori (local)"))
        case .modelFailed:
            let left = session.remainingCalls(session.clock.today()).map {
                lang.pick(" · 오늘 남은 AI 호출 \($0)/\(session.quota.limit)", " · \($0)/\(session.quota.limit) AI calls left today")
            } ?? ""
            return "\n" + app.style.dim("— " + model + lang.pick(" (답을 받지 못했어요)", " (no answer)") + left)
        case .model, .cache:
            return ""  // the answer's own footer names the model
        }
    }

    /// `yori>`, or `yori 7/25>` with an AI endpoint (calls left today / the daily limit).
    func prompt(_ session: Session) -> String {
        guard session.model.model != nil, let left = session.remainingCalls(session.clock.today()) else { return "yori> " }
        return "yori \(left)/\(session.quota.limit)> "
    }

    /// Earlier turns shown when a conversation is picked up again.
    static let contextTurns = 2

    /// Creates the history file's folder (0700); false when that is impossible.
    static func prepareFolder(of path: String) -> Bool {
        guard let slash = path.lastIndex(of: "/") else { return true }
        return FolderMaker.make(String(path[..<slash]))
    }
}
