import ArgumentParser
import YoriKit

/// `yori staples`: which ingredients are assumed in stock (left out of match rates).
struct StaplesCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "staples",
        abstract: "List or change the pantry staples assumed in stock (소금, 간장, 식용유, …).",
        discussion: """
            Staples are left out of a recipe's match rate and shown apart.
              yori staples                 list them
              yori staples add 고추장       treat 고추장 as always at hand
              yori staples rm 설탕          count 설탕 like any other ingredient
              yori staples reset 설탕       back to the built-in choice
            """)

    @OptionGroup var global: GlobalOptions
    @Argument(help: "add, rm or reset, then ingredients; nothing to list.") var words: [String] = []

    func run() throws {
        try FridgeCommand.run(global, words: words) { app, session, database in
            let lang = app.language
            if let action = words.first {
                let names = session.parser.ingredients(fromArguments: Array(words.dropFirst()))
                guard ["add", "rm", "reset"].contains(action), !names.isEmpty else {
                    throw AppFailure(status: .badInput, message: lang.pick(
                        "사용법: yori staples [add|rm|reset] 재료…", "usage: yori staples [add|rm|reset] INGREDIENT…"))
                }
                for name in names {
                    guard let canonical = name.canonical else {
                        throw AppFailure(status: .badInput, message: lang.pick("모르는 재료예요: \(name.word)", "unknown ingredient: \(name.word)"))
                    }
                    try database.setStaple(canonical, action == "add" ? true : action == "rm" ? false : nil)
                }
            }
            let overrides = try database.stapleOverrides()
            var matcher = session.matcher
            matcher.stapleOverrides = overrides
            let staples = session.shelfLife.lexicon.ingredients.map(\.name).filter(matcher.isStaple)
            let renderer = try app.renderer()
            if global.json {
                app.console.line(JSONValue.strings(staples).serialized())
            } else {
                app.console.line(lang.pick("있다고 치는 기본 재료 (\(staples.count)): ", "Staples assumed in stock (\(staples.count)): ")
                    + staples.map { renderer.display($0, lang) }.joined(separator: ", "))
            }
        }
    }
}
