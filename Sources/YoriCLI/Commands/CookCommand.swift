import ArgumentParser
import YoriKit

/// `yori cook`: recipes that use the given ingredients, best first.
struct CookCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "cook",
        abstract: "List recipes that use your ingredients, best first.",
        discussion: """
            Ingredients may be Korean or English, separated by spaces or commas; synonyms \
            and particles are understood (계란 = 달걀 = egg, 대파랑).

              yori cook 대파 계란
              yori cook "green onion, egg" --limit 5
              yori cook 두부 김치 --json
              yori cook 대파 계란 --servings 4   (also: yori cook 대파 계란 4인분)

            Each recipe shows its match rate (the share of its non-staple ingredients you have), \
            the ingredients you have (✓; ≈ for a close relative) and those you lack. Recipes using all you \
            named come first; within them a score puts the everyday dishes the food is about first \
            (김치찌개 for 김치), and counts what you lack and what in your fridge expires soonest \
            (docs/RANKING.md). Without ingredients, yori cooks from your fridge, using up what is due \
            first. With --servings (or 4인분 among the words) the list says it is for so many, and a recipe \
            picked from it by number (yori ask "2번 보여줘", yori shop add-missing 2) is scaled to them, as in \
            the chat after 대파 계란으로 4인분 뭐 만들어?. Exit code 1 when nothing fits.
            """)

    @OptionGroup var global: GlobalOptions

    @Option(name: .long, help: "How many recipes to list.")
    var limit = 10

    @Flag(help: "Only recipes with nothing missing.") var strict = false
    @Flag(help: "Every recipe in full (what you have, what is missing, staples, what to use first); on a terminal the list is otherwise two lines a recipe.")
    var long = false
    @Option(name: .customLong("max-missing"), help: "At most this many missing ingredients.") var maxMissing: Int?
    @Option(help: "Only this kind: 반찬, 국&찌개, 밥, 일품, 후식, 기타 (also 국, 찌개, soup, side dish, dessert, …).")
    var kind: String?
    @Option(help: "Only this method: 끓이기, 굽기, 볶기, 찌기, 튀기기, 무침, 기타 (also 볶음, 구이, 찜, 튀김, 나물, stir-fry, dressed, …; 무침 = names ending in 무침/나물/겉절이/생채/샐러드).")
    var method: String?
    @Option(name: .customLong("max-kcal"), help: "At most this many kcal per serving (recipes with a known kcal).")
    var maxKcal: Double?

    @Option(name: .customLong("without"), help: ArgumentHelp("Leave out recipes that use this food (repeat for more).", valueName: "food"))
    var without: [String] = []

    @Option(help: "Cook for this many people (1–100): a recipe picked from the list by number is scaled to them.")
    var servings: Int?

    @Argument(help: ArgumentHelp("Ingredients you have.", valueName: "ingredient"))
    var ingredients: [String] = []

    mutating func validate() throws {
        guard limit > 0 else { throw ValidationError(UsageErrorText.both("--limit must be a positive number", "--limit은 1 이상이어야 해요")) }
        if let maxMissing, maxMissing < 0 { throw ValidationError(UsageErrorText.both("--max-missing must be 0 or more", "--max-missing은 0 이상이어야 해요")) }
        (kind, method) = try RecipeOptions.categories(kind: kind, method: method)
        if let servings, !ServingsAsk.servingsRange.contains(servings) {
            throw ValidationError(UsageErrorText.both("--servings must be 1 to 100 (not \(servings))",
                                                      "--servings는 1부터 100까지예요 (받은 값: \(servings))"))
        }
    }

    func run() throws {
        let app = LiveApp(global: global, words: ingredients)
        do {
            // A new first page: the list before it is not loaded again (only what else was kept).
            var session = try app.session(limit: limit, reloadingList: false)
            session.filter = MatchFilter(strict: strict, maxMissing: maxMissing, kind: kind, method: method, maxKcal: maxKcal)
            var renderer = try app.renderer()
            renderer.longLists = long
            let left = session.parser.ingredients(fromArguments: without).map { $0.canonical ?? $0.word }
            session.filter.narrowing.exclude = left
            // `--servings 4`, or `4인분` among the words: the list is for so many (as `4인분 뭐 만들어` in a chat).
            let said = servings == nil ? session.parser.servings(amongWords: ingredients) : nil
            session.filter.servings = servings ?? said?.count
            let words = said?.rest ?? ingredients
            let asked = session.parser.ingredients(fromArguments: words).filter { !left.contains($0.canonical ?? $0.word) }
            let reply = session.answer(.recommend(ingredients: asked), language: app.language)
            session.remember(reply.answer)  // `yori ask "2번 보여줘"` refers to this list
            session.noteDialogue(reply.answer, command: .recommend(ingredients: asked),
                                 line: (["cook"] + ingredients + without.flatMap { ["--without", $0] }
                                     + (servings.map { ["--servings", String($0)] } ?? [])).joined(separator: " "))
            let status = ExitStatus(reply.answer.status)
            if global.json, case .recipes(let r) = reply.answer {
                if let notice = renderer.readAsNotice(reply.readAs, app.language) { app.console.errorLine(notice) }
                if let notice = AnswerRenderer.unknownNotice(r.unknownWords, app.language) {
                    app.console.errorLine(notice)
                }
                app.console.line(renderer.recipeArray(r).serialized())
            } else if global.json {
                // Nothing to list (an empty fridge, only staples): still an array for the script, the
                // reason on stderr.
                app.console.errorLine(renderer.text(reply))
                app.console.line("[]")
            } else if status >= .badInput {
                app.console.errorLine(renderer.text(reply))
            } else {
                app.console.line(renderer.text(reply))
            }
            if status != .answered { throw ExitCode(status.rawValue) }
        } catch let failure as AppFailure {
            app.console.errorLine(app.style.error(failure.message))
            throw ExitCode(failure.status.rawValue)
        }
    }
}
