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
              yori staples add 고추장      treat 고추장 as always at hand
              yori staples rm 설탕         count 설탕 like any other ingredient
              yori staples reset 설탕      back to the built-in choice
              yori staples reset           every staple back to the built-in choice
            Several ingredients are changed together or not at all: an unknown word, or one
            `reset` finds unchanged, is named and nothing is changed.
            """)

    @OptionGroup var global: GlobalOptions
    @Argument(help: "add, rm or reset, then ingredients; nothing to list.") var words: [String] = []

    func run() throws {
        try FridgeCommand.run(global, words: words, references: false) { app, session, database in
            let lang = app.language
            if let action = words.first {
                let rest = Array(words.dropFirst())
                guard ["add", "rm", "reset"].contains(action), !rest.isEmpty || action == "reset" else {
                    throw AppFailure(status: .badInput, message: lang.pick(
                        "사용법: yori staples [add|rm|reset] 재료…", "usage: yori staples [add|rm|reset] INGREDIENT…"))
                }
                if rest.isEmpty {
                    try database.resetStaples()
                } else {
                    // Changes computed from the overrides read in the same transaction.
                    try database.atomically {
                        let changes = try Self.changes(action, rest, parser: session.parser,
                                                       overrides: database.stapleOverrides(), lang)
                        try database.setStaples(changes)
                    }
                }
            }
            let overrides = try database.stapleOverrides()
            if words.first == "reset", words.count == 1, !global.json {
                app.console.line(lang.pick("기본 재료를 모두 처음 설정으로 되돌렸어요.", "All staples are back to the built-in choice."))
            }
            var matcher = session.matcher
            matcher.stapleOverrides = overrides
            let staples = session.shelfLife.lexicon.ingredients.map(\.name).filter(matcher.isStaple)
            let renderer = try app.renderer()
            if global.json {
                app.console.line(JSONValue.strings(staples).serialized())
            } else {
                let text = lang.pick("있다고 치는 기본 재료 (\(staples.count)): ", "Staples assumed in stock (\(staples.count)): ")
                    + staples.map { renderer.display($0, lang) }.joined(separator: ", ")
                // Wrapped to the terminal, the names continuing under the first.
                for line in TextLayout.wrap(text, width: renderer.width, rest: "  ") { app.console.line(line) }
            }
        }
    }

    /// The changes `action` asks for, all checked before any is made: an unknown word, or a
    /// `reset` of an ingredient that was never changed, refuses the whole request (exit 2).
    static func changes(_ action: String, _ words: [String], parser: RequestParser, overrides: [String: Bool],
                        _ lang: UserLanguage) throws -> [(String, Bool?)] {
        let names = parser.ingredients(fromArguments: words)
        func refuse(_ ko: String, _ en: String) -> AppFailure {
            AppFailure(status: .badInput, message: lang.pick(ko + " 아무것도 바꾸지 않았어요.", en + " Nothing was changed."))
        }
        // A word the parser reads as nothing at all (`!!`) is unknown too.
        if let dropped = words.first(where: { word in
            parser.ingredients(fromArguments: [word]).isEmpty && !names.contains { $0.word.contains(word) }
        }) {
            throw refuse("모르는 재료예요: \(dropped).", "unknown ingredient: \(dropped).")
        }
        return try names.map { name in
            guard let canonical = name.canonical else {
                throw refuse("모르는 재료예요: \(name.word).", "unknown ingredient: \(name.word).")
            }
            if action == "reset", overrides[canonical] == nil {
                throw refuse(Hangul.attach(name.word, "은", "는") + " 바꾼 적이 없어서 되돌릴 게 없어요.",
                             "\(name.word) was never changed, so there is nothing to reset.")
            }
            return (canonical, action == "add" ? true : action == "rm" ? false : nil)
        }
    }
}
