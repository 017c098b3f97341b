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

    init(global: GlobalOptions, words: [String] = [], environment: AppEnvironment = .live(), console: Console = .live) {
        self.environment = environment
        self.global = global
        self.console = console
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

    /// Opens the database (creating and seeding it when needed): `--db`, `YORI_DB` or the default.
    func database() throws(AppFailure) -> YoriDatabase {
        _ = try clock()  // a malformed YORI_TODAY is reported before anything else runs
        let lexicon = try lexicon()
        let path: String
        do { path = try Paths(environment: environment).database(option: global.db) } catch {
            throw AppFailure(status: .badInput, message: error.message(language))
        }
        do {
            let database = try YoriDatabase(path: path)
            try database.seedBuiltinRecipes { try BuiltinRecipes.load(lexicon: lexicon) }
            return database
        } catch {
            let status: ExitStatus = if case .builtinData = error { .internalError } else { .storage }
            throw AppFailure(status: status, message: error.message(language))
        }
    }

    /// Opens the database and builds a session over it.
    func session(limit: Int = 10) throws(AppFailure) -> Session {
        let database = try database()
        let store = RecipeStoreClient { keys in try database.recipes(usingAnyOf: keys) }
        return Session(lexicon: try lexicon(), store: store, languageOverride: global.language, limit: limit)
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
