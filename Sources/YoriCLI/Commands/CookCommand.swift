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

            Each recipe shows its match rate (the share of its non-staple ingredients you have), \
            the ingredients you have (✓; ≈ for a close relative) and those you lack. \
            Exit code 1 when no recipe uses the ingredients.
            """)

    @OptionGroup var global: GlobalOptions

    @Option(name: .long, help: "How many recipes to list.")
    var limit = 10

    @Argument(help: ArgumentHelp("Ingredients you have.", valueName: "ingredient"))
    var ingredients: [String] = []

    func validate() throws {
        guard limit > 0 else { throw ValidationError("--limit must be a positive number") }
        guard ingredients.contains(where: { !$0.allSatisfy(\.isWhitespace) }) else {
            throw ValidationError("name at least one ingredient, e.g. yori cook 대파 계란 (재료를 하나 이상 적어 주세요)")
        }
    }

    func run() throws {
        let app = LiveApp(global: global, words: ingredients)
        do {
            let session = try app.session(limit: limit)
            let renderer = try app.renderer()
            let asked = session.parser.ingredients(fromArguments: ingredients)
            let reply = session.answer(.recommend(ingredients: asked), language: app.language)
            let status = ExitStatus(reply.answer.status)
            if global.json, case .recipes(let r) = reply.answer {
                for word in r.unknownWords {
                    app.console.errorLine(app.language.pick("모르는 재료: \(word) (이름으로 찾음)",
                                                            "unknown ingredient: \(word) (searched by name)"))
                }
                app.console.line(renderer.recipeArray(r).serialized())
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
