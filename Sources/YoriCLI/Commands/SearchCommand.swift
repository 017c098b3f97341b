import ArgumentParser
import YoriKit

/// `yori search`: recipes by name, 초성 or ingredient, with filters, a page at a time.
struct SearchCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "search",
        abstract: "Find recipes by name (Korean or English), initial consonants (ㄷㅈㅉㄱ) or ingredient.",
        discussion: """
              yori search 김치           names containing 김치 first, then recipes using it
              yori search ㄷㅈㅉㄱ       초성: 된장찌개
              yori search --kind 반찬 --method 볶기 --max-kcal 500
              yori search 계란 --limit 5 --page 2
            Results are ranked: exact name, name prefix, name containing the words, then ingredient. \
            Exit code 1 when nothing is found.
            """)

    @OptionGroup var global: GlobalOptions
    @Option(help: "Only this kind: 반찬, 국&찌개, 밥, 일품, 후식, 기타 (also 국, 찌개, soup, side dish, dessert, …).")
    var kind: String?
    @Option(help: "Only this method: 끓이기, 굽기, 볶기, 찌기, 튀기기, 무침, 기타 (also 볶음, 구이, 찜, 튀김, 나물, stir-fry, dressed, …; 무침 = names ending in 무침/나물/겉절이/생채/샐러드).")
    var method: String?
    @Option(name: .customLong("max-kcal"), help: "At most this many kcal per serving.") var maxKcal: Double?
    // `--page -1`, `--limit -5`: the number is the option's value (and refused by `validate`),
    // not an unknown option.
    @Option(parsing: .unconditional, help: "Recipes per page.") var limit = 10
    @Option(parsing: .unconditional, help: "Which page (1 = the first).") var page = 1
    @Argument(help: "Name, initial consonants (ㄷㅈㅉㄱ) or ingredient (may be empty with a filter).") var words: [String] = []

    mutating func validate() throws {
        guard limit > 0 else { throw ValidationError(UsageErrorText.both("--limit must be a positive number", "--limit은 1 이상이어야 해요")) }
        guard page > 0 else { throw ValidationError(UsageErrorText.both("--page must be 1 or more", "--page는 1 이상이어야 해요")) }
        (kind, method) = try RecipeOptions.categories(kind: kind, method: method)
    }

    func run() throws {
        let query = words.joined(separator: " ")
        // A search is a new list: the one before it is not planned again (as `cook`).
        try RecipeOptions.run(global, words: words, limit: limit, reloadingList: false) { app, session in
            let search = RecipeSearch(query: query, kind: kind, method: method, maxKcal: maxKcal)
            let reply = Reply(session.guarded { try session.search(search, page: page) }, language: app.language)
            var session = session
            session.remember(reply.answer)  // `yori ask "2번 보여줘"` refers to this page
            try app.emit(reply, command: .search(search), input: nil)
        }
    }
}

/// Shared pieces of the recipe-book commands.
enum RecipeOptions {
    /// `--kind` and `--method` as stored (`국` → 국&찌개, `side dish` → 반찬), or a usage error
    /// listing the kinds and methods there are.
    static func categories(kind: String?, method: String?) throws -> (String?, String?) {
        var out: (String?, String?) = (nil, nil)
        if let kind {
            guard let known = RecipeCategory.kind(kind) else {
                throw ValidationError(UsageErrorText.both("--kind must be a dish kind such as soup, stew, side dish, rice, noodles or dessert (the Korean names work too); not '\(kind)'", "--kind는 \(RecipeCategory.kinds.joined(separator: ", ")) 중 하나예요 (국, 찌개 같은 말도 돼요; 받은 값: '\(kind)')"))
            }
            out.0 = known
        }
        if let method {
            guard let known = RecipeCategory.method(method) else {
                throw ValidationError(UsageErrorText.both("--method must be a way of cooking such as stir-fry, steam or dressed (the Korean names work too); not '\(method)'", "--method는 \(RecipeCategory.searchMethods.joined(separator: ", ")) 중 하나예요 (볶음, 구이, 찜, 튀김, 조림, 나물 같은 말도 돼요; 받은 값: '\(method)')"))
            }
            out.1 = known
        }
        return out
    }

    static func validate(kind: String?, method: String?) throws {
        if let kind, !RecipeDraft.kinds.contains(kind) {
            throw ValidationError(UsageErrorText.both("--kind must be one of \(RecipeDraft.kinds.joined(separator: ", ")) (not '\(kind)')", "--kind는 \(RecipeDraft.kinds.joined(separator: ", ")) 중 하나예요 (받은 값: '\(kind)')"))
        }
        if let method, !RecipeDraft.methods.contains(method) {
            throw ValidationError(UsageErrorText.both("--method must be one of \(RecipeDraft.methods.joined(separator: ", ")) (not '\(method)')", "--method는 \(RecipeDraft.methods.joined(separator: ", ")) 중 하나예요 (받은 값: '\(method)')"))
        }
    }

    /// Runs `body` with a session, printing failures the usual way.
    static func run(_ global: GlobalOptions, words: [String] = [], limit: Int = 10, reloadingList: Bool = true,
                    _ body: (LiveApp, Session) throws -> Void) throws {
        let app = LiveApp(global: global, words: words)
        do {
            try body(app, try app.session(limit: limit, reloadingList: reloadingList))
        } catch let failure as AppFailure {
            app.console.errorLine(app.style.error(failure.message))
            throw ExitCode(failure.status.rawValue)
        }
    }

    /// A recipe argument: an id or a name.
    static func reference(_ words: [String]) -> RecipeReference {
        .name(words.joined(separator: " "))
    }
}
