import ArgumentParser
import YoriKit
import YoriStore

/// The live wiring: builds the session and its effects from the options and environment.
/// The one place that decides paths, colour and language for a run.
struct LiveApp {
    let environment: AppEnvironment
    let global: GlobalOptions
    let console: Console
    /// The language for messages before (or without) a question: `--lang`, else the
    /// language of the words given on the command line, else the locale's.
    let language: UserLanguage
    /// Which conversation a chat joins (`--continue`, `--chat NAME`, `yori chat NAME`).
    let conversation: ConversationChoice
    let clipboard: Clipboard

    init(global: GlobalOptions, words: [String] = [], conversation: ConversationChoice = .fresh,
         environment: AppEnvironment = .live(), console: Console = .live, clipboard: Clipboard? = nil) {
        self.environment = environment
        self.global = global
        self.console = console
        self.conversation = conversation
        self.clipboard = clipboard ?? .live(environment: environment)
        let text = words.joined(separator: " ")
        self.language = global.language
            ?? (text.isEmpty ? environment.localeLanguage : UserLanguage.detect(text))
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
        AnswerRenderer(style: style, lexicon: try lexicon())
    }

    /// Opens (creating and seeding when needed) the database and builds a session over it.
    func session(limit: Int = 10) throws(AppFailure) -> Session {
        try open(limit: limit).session
    }

    /// The database and a session over it, for commands that also need the store directly.
    /// - Parameter chat: for a chat (REPL, pipe mode, `ask`), the conversation to use when
    ///   neither `--continue` nor a name chose one; the conversation is then marked as used.
    ///   Without it the session reads history under the `ask` conversation and touches nothing.
    func open(limit: Int = 10, chat: String? = nil) throws(AppFailure) -> (session: Session, database: YoriDatabase) {
        let clock = try clock()  // a malformed YORI_TODAY is reported before anything else runs
        let lexicon = try lexicon()
        let path: String
        do { path = try Paths(environment: environment).database(option: global.db) } catch {
            throw AppFailure(status: .badInput, message: error.message(language))
        }
        let database: YoriDatabase
        do {
            database = try YoriDatabase(path: path)
            try database.seedBuiltinRecipes { try BuiltinRecipes.load(lexicon: lexicon) }
        } catch {
            let status: ExitStatus = if case .builtinData = error { .internalError } else { .storage }
            throw AppFailure(status: status, message: error.message(language))
        }
        let store = RecipeStoreClient { keys in try database.recipes(usingAnyOf: keys) }
        let shelfLife: ShelfLifeTable
        do { shelfLife = try Builtin.shelfLife() } catch {
            throw AppFailure(status: .internalError, message: StoreError.builtinData(error.description).message(language))
        }
        var name = Session.askConversation
        if let chat {
            name = conversation.name(default: chat, last: { try? database.lastConversation() })
            // A failure here shows up, with a note, when the first turn cannot be recorded.
            try? database.touchConversation(name)
        } else if case .named(let chosen) = conversation {
            name = chosen
        } else if conversation == .continueLast {
            name = (try? database.lastConversation()) ?? name
        }
        let session = Session(lexicon: lexicon, store: store, fridge: .live(database), shelfLife: shelfLife, clock: clock,
                              history: .live(database), conversation: name, languageOverride: global.language, limit: limit)
        return (session, database)
    }

    /// Prints `reply` the way every one-shot command does (JSON with --json; errors to
    /// stderr) and turns its status into the exit code.
    func emit(_ reply: Reply, command: Command?, input: String?) throws {
        let status = try show(reply, command: command, input: input)
        if status != .answered { throw ExitCode(status.rawValue) }
    }

    /// Prints `reply` as `emit` does and returns its exit status instead of throwing it.
    func show(_ reply: Reply, command: Command?, input: String?) throws(AppFailure) -> ExitStatus {
        let renderer = try renderer()
        let status = ExitStatus(reply.answer.status)
        let quiet: Bool = if case .copy = reply.answer { status != .answered } else { false }
        if global.json {
            console.line(renderer.object(reply, command: command, input: input).serialized())
        } else if status == .badInput || status == .storage || quiet {
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
