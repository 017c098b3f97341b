#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import ArgumentParser
import YoriKit
import YoriLLM
import YoriStore

/// The live wiring: builds the session and its effects from the options and environment.
/// The one place that decides paths, colour and language for a run.
struct LiveApp {
    let environment: AppEnvironment
    let global: GlobalOptions
    let console: Console
    /// The language for messages before (or without) a question: `--lang`, else the
    /// language of the words given on the command line (Korean with any Hangul, English with
    /// Latin letters), else the chat's (a subcommand line in a chat), else the locale's:
    /// `fridge move 3` or `fridge add 🍳` says nothing about the user's language.
    let language: UserLanguage
    /// Which conversation a chat joins (`--continue`, `--chat NAME`, `yori chat NAME`).
    let conversation: ConversationChoice
    let clipboard: Clipboard
    /// The conversation of the chat a subcommand line runs in (`search 김치 --limit 3` typed in
    /// the REPL): the subcommand keeps its list there, so the chat's `더 보여줘` and `5번 보여줘`
    /// continue it (`SubcommandLine.run`).
    @TaskLocal static var chatConversation: String?
    /// The language of the chat a subcommand line runs in: a line whose words say nothing
    /// about the language (`fridge`, `fridge history`, `expiring`) answers in it, not the locale's.
    @TaskLocal static var chatLanguage: UserLanguage?

    init(global: GlobalOptions, words: [String] = [], conversation: ConversationChoice = .fresh,
         environment: AppEnvironment = .live(), console: Console = .live, clipboard: Clipboard? = nil) {
        self.environment = environment
        self.global = global
        self.console = console
        self.conversation = conversation
        self.clipboard = clipboard ?? .live(environment: environment)
        self.language = global.language ?? Self.language(of: words) ?? Self.chatLanguage ?? environment.localeLanguage
    }

    /// The language `words` are written in, or `nil` when they have no words (numbers, symbols).
    static func language(of words: [String]) -> UserLanguage? {
        let text = words.joined(separator: " ")
        if text.unicodeScalars.contains(where: Hangul.isHangul) { return .ko }
        if text.unicodeScalars.contains(where: { ("a"..."z").contains($0) || ("A"..."Z").contains($0) }) { return .en }
        return nil
    }

    /// The language for the hint about a line yori could not read (bad UTF-8, too long):
    /// `--lang`, else the language of what could be read of it, else the run's language.
    func language(ofUnreadable sample: String) -> UserLanguage {
        if let chosen = global.language { return chosen }
        if sample.unicodeScalars.contains(where: Hangul.isHangul) { return .ko }
        if sample.unicodeScalars.contains(where: { ("a"..."z").contains($0) || ("A"..."Z").contains($0) }) { return .en }
        return language
    }

    /// Colour for stdout, decided once.
    var style: Style {
        Style(enabled: !global.noColor && environment.colorAllowed(onTerminal: environment.stdoutIsTerminal))
    }

    func lexicon() throws(AppFailure) -> IngredientLexicon {
        do { return try Builtin.lexicon() } catch {
            throw AppFailure(status: .internalError, message: StoreError.builtinData(error.description).message(language))
        }
    }

    func renderer() throws(AppFailure) -> AnswerRenderer {
        var renderer = AnswerRenderer(style: style, lexicon: try lexicon())
        renderer.width = TerminalWidth.of(environment)
        return renderer
    }

    /// Opens (creating and seeding when needed) the database and builds a session over it.
    /// - Parameter reloadingList: `false` for `cook`, which shows a new first page (`Session.restoreContext`).
    func session(limit: Int = 10, reloadingList: Bool = true) throws(AppFailure) -> Session {
        try open(limit: limit, reloadingList: reloadingList).session
    }

    /// The database and a session over it, for commands that also need the store directly.
    /// - Parameter chat: for a chat (REPL, pipe mode, `ask`), the conversation to use when
    ///   neither `--continue` nor a name chose one; the conversation is then marked as used.
    ///   Without it the session reads history under the `ask` conversation and touches nothing.
    /// - Parameters streaming, cancellation: model answers arrive piece by piece (on a
    ///   terminal); `cancellation` aborts a request in flight (Ctrl-C).
    /// - Parameter newChat: `chat` names a new conversation (the REPL's start time): when
    ///   that name is taken, a numbered one is made (`14:03 (2)`).
    /// - Parameter announceSettingsProblems: print a broken AI setting on stderr when opening.
    /// - Parameter references: `false` for commands that never show or follow a recipe list
    ///   (`fridge`, `tip`, `expiring`, `staples`): the last list is not loaded (`Session.restoreContext`).
    func open(limit: Int = 10, chat: String? = nil, newChat: Bool = false, streaming: Bool = false,
              cancellation: CancellationFlag = CancellationFlag(), announceSettingsProblems: Bool = true,
              references: Bool = true, reloadingList: Bool = true)
        throws(AppFailure) -> (session: Session, database: YoriDatabase) {
        let clock = try clock()  // a malformed YORI_TODAY is reported before anything else runs
        let lexicon = try lexicon()
        let database = try database()
        let store = RecipeStoreClient.database(database)
        let shelfLife: ShelfLifeTable
        do { shelfLife = try Builtin.shelfLife() } catch {
            throw AppFailure(status: .internalError, message: StoreError.builtinData(error.description).message(language))
        }
        var name = Session.askConversation
        if let chat, newChat, conversation == .fresh {
            // A failure here shows up, with a note, when the first turn cannot be recorded.
            name = (try? database.createConversation(base: chat)) ?? chat
        } else if let chat {
            name = conversation.name(default: chat, last: { try? database.lastConversation() })
            // A failure here shows up, with a note, when the first turn cannot be recorded.
            try? database.touchConversation(name)
        } else if case .named(let chosen) = conversation {
            name = chosen
        } else if let inChat = Self.chatConversation {
            name = inChat
        } else if conversation == .continueLast {
            name = (try? database.lastConversation()) ?? name
        }
        var session = Session(lexicon: lexicon, store: store, fridge: .live(database), shelfLife: shelfLife, clock: clock,
                              history: .live(database, noLog: environment["YORI_NO_LOG"] != nil), conversation: name, languageOverride: global.language, limit: limit)
        session.shopping = ShoppingStoreClient(
            items: { try database.shoppingItems() }, add: { try database.addShoppingItems($0) },
            remove: { try database.removeShoppingItems(named: $0) },
            check: { try database.checkShoppingItems(named: $0) }, buyChecked: { try database.buyCheckedShoppingItems(as: $0) })
        session.shopping.tickBought = { try database.tickBoughtShoppingItems(ids: $0) }
        session.shopping.clear = { try database.clearShoppingList(checkedOnly: $0) }
        session.cookbook = CookbookStoreClient(
            setBookmark: { try database.setBookmark(recipeID: $0, $1) }, bookmarks: { try database.bookmarkedRecipes() },
            logCooked: { try database.logCooked($0) }, log: { try database.cookingLog() },
            preferences: { try database.recipePreferences() })
        do { session.matcher.stapleOverrides = try database.stapleOverrides() } catch {
            throw AppFailure(status: .storage, message: error.message(language))
        }
        session.context = ContextStoreClient(
            load: { try database.context(of: $0) }, save: { try database.saveContext($1, of: $0) },
            recipes: { try database.recipes(ids: $0) })
        session.context.loadDialogue = { try database.dialogueState(of: $0) }
        session.context.saveDialogue = { try database.saveDialogueState($1, of: $0) }
        session.writeTransaction = { body in try database.atomically(body) }
        session.restoreContext(lists: references, reloadingList: reloadingList)
        connectModel(&session, database: database, streaming: streaming, cancellation: cancellation,
                     announce: announceSettingsProblems)
        return (session, database)
    }

    /// Opens the database (creating and seeding it when needed): `--db`, `YORI_DB` or the default.
    func database() throws(AppFailure) -> YoriDatabase {
        _ = try clock()  // a malformed YORI_TODAY is reported before anything else runs
        let lexicon = try lexicon()
        let path: String
        do { path = try Paths(environment: environment).database(option: global.db) } catch {
            throw AppFailure(status: .badInput, message: error.message(language))
        }
        do {
            let database = try YoriDatabase(path: path, busyTimeoutMilliseconds: busyTimeout)
            try database.seedBuiltinRecipes(canonical: { lexicon.canonical(ofWritten: $0) }) {
                try BuiltinRecipes.load(lexicon: lexicon)
            }
            return database
        } catch {
            throw AppFailure(status: Self.status(for: error), message: error.message(language))
        }
    }

    /// `YORI_BUSY_TIMEOUT_MS` (0 to 600000), else `YoriDatabase.defaultBusyTimeout`.
    var busyTimeout: Int32 {
        guard let text = environment["YORI_BUSY_TIMEOUT_MS"], let ms = Int32(text), (0...600_000).contains(ms) else {
            return YoriDatabase.defaultBusyTimeout
        }
        return ms
    }

    /// A path that cannot be opened or created is bad input (2), like any other unusable
    /// argument; a file that is there but is not a usable yori database is a storage problem (3).
    static func status(for error: StoreError) -> ExitStatus {
        switch error {
        case .builtinData: .internalError
        case .cannotCreateFolder, .cannotOpen, .notRegularFile: .badInput
        case .notYoriDatabase, .newerSchema, .badSchemaVersion, .sqlite: .storage
        }
    }

    /// The LLM endpoint and quota from the config. A broken config never stops yori: local
    /// answers go on, a note on stderr says what is wrong (unless `announce` is off: `ask`,
    /// whose answer says it when it needs the model), and whatever needs the model (`ask`,
    /// `quota`, a storage tip) says it too — the file and line, or the environment variable
    /// (`ModelClient.problem`), never "no endpoint".
    func connectModel(_ session: inout Session, database: YoriDatabase, streaming: Bool, cancellation: CancellationFlag,
                      announce: Bool = true) {
        // `--no-stream` / YORI_NO_STREAM: the whole answer at once, even on a terminal.
        let streaming = streaming && environment["YORI_NO_STREAM"] == nil
        func problem(_ text: String) {
            session.model.problem = text
            if announce { console.errorLine(style.error(text + language.pick(" (AI 없이 계속해요)", " (continuing without AI)"))) }
        }
        let config: YoriConfig
        do { config = try YoriConfig.load(environment).withKeyFromCommand() } catch {
            let head = error.isEnvironment
                ? language.pick("환경 변수 오류: ", "environment variable problem: ")
                : language.pick("설정 파일 오류: ", "config file problem: ")
            problem(head + error.message(language))
            return
        }
        session.quota = LiveQuota(database: database, limit: config.dailyLimit, timeoutMilliseconds: config.timeoutMilliseconds,
                                  cancellation: cancellation).client
        do {
            guard let llm = try config.llmConfig() else { return }
            let client = LLMClient.live(config: llm, cancellation: cancellation)
            let prompts = PromptFiles.library(folder: PromptFiles.folder(environment: environment.variables))
            session.model = .live(config: llm, client: client, prompts: prompts, streaming: streaming)
        } catch {
            // Say which setting is wrong: the environment variable, when it gave the endpoint.
            let aboutEndpoint: Bool = switch error {
            case .invalidConfig(.missingURL(.baseURL)), .invalidConfig(.unsupportedScheme(.baseURL, _)),
                 .invalidConfig(.malformedURL(.baseURL)): true
            default: false
            }
            let source = aboutEndpoint && config.endpointFromEnvironment
                ? language.pick("환경 변수 YORI_ENDPOINT: ", "environment variable YORI_ENDPOINT: ")
                : language.pick("AI 설정: ", "AI settings: ")
            problem(source + error.message(language))
        }
    }

    /// Reads the AI settings again (after `config set` in a chat): the endpoint, model and
    /// quota in force from now on, or none (and the problem noted) when the config is broken.
    func reconnectModel(_ session: inout Session, database: YoriDatabase, streaming: Bool,
                        cancellation: CancellationFlag = CancellationFlag()) {
        session.model = .none
        session.quota = .none
        connectModel(&session, database: database, streaming: streaming, cancellation: cancellation)
    }

    /// Prints `reply` the way every one-shot command does (JSON with --json; errors to
    /// stderr) and turns its status into the exit code.
    func emit(_ reply: Reply, command: Command?, input: String?, quotaLimit: Int = 0, offersTranslation: Bool = false) throws {
        let status = try show(reply, command: command, input: input, quotaLimit: quotaLimit, offersTranslation: offersTranslation)
        if status != .answered { throw ExitCode(status.rawValue) }
    }

    /// Prints `reply` as `emit` does and returns its exit status instead of throwing it.
    func show(_ reply: Reply, command: Command?, input: String?, quotaLimit: Int = 0,
              offersTranslation: Bool = false) throws(AppFailure) -> ExitStatus {
        var renderer = try renderer()
        renderer.quotaLimit = quotaLimit
        renderer.offersTranslation = offersTranslation
        let status = ExitStatus(reply.answer.status)
        let quiet: Bool = if case .copy = reply.answer { status != .answered } else { false }
        if global.json {
            console.line(renderer.object(reply, command: command, input: input).serialized())
        } else if status == .badInput || status == .storage || status == .modelFailed || quiet {
            // Nothing to copy goes to stderr too, so `yori copy | pbcopy` never copies the excuse.
            console.errorLine(renderer.text(reply))
        } else {
            console.line(renderer.text(reply))
        }
        return status
    }

    func clock() throws(AppFailure) -> Clock {
        do { return try environment.clock() } catch {
            throw AppFailure(status: .badInput, message: error.message(language))
        }
    }
}

/// A run that ends early, with its exit status and a message already in the user's language.
struct AppFailure: Error {
    let status: ExitStatus
    let message: String
}
