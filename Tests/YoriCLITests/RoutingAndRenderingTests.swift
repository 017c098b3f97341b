import Testing
@testable import YoriCLI
@testable import YoriKit

@Suite struct RoutingTests {
    @Test(arguments: [
        (["대파", "계란"], ["ask", "대파", "계란"]),
        (["cook", "대파"], ["cook", "대파"]),
        (["import", "COOKRCP01.json"], ["import", "COOKRCP01.json"]),
        (["--json", "import", "a.json", "--skip-bad"], ["--json", "import", "a.json", "--skip-bad"]),
        (["--json", "대파"], ["--json", "ask", "대파"]),
        (["--db", "x.db", "cook", "대파"], ["--db", "x.db", "cook", "대파"]),
        (["--db", "x.db", "두부"], ["--db", "x.db", "ask", "두부"]),
        (["--help"], ["--help"]),
        (["history", "search", "대파"], ["history", "search", "대파"]),
        (["copy", "2"], ["copy", "2"]),
        (["chat", "저녁"], ["chat", "저녁"]),
        (["--continue", "두부"], ["--continue", "ask", "두부"]),
        (["기록", "보여줘"], ["ask", "기록", "보여줘"]),
        (["--ai", "비", "오는", "날"], ["ask", "--ai", "비", "오는", "날"]),
        (["--json", "--ai", "질문"], ["--json", "ask", "--ai", "질문"]),
        (["--ai"], ["ask", "--ai"]),
        (["ask", "--ai", "질문"], ["ask", "--ai", "질문"]),
        ([], []),
    ])
    func wordsBecomeAQuestion(_ input: [String], _ expected: [String]) {
        #expect(RootCommand.arguments(routing: input) == expected)
    }
}

@Suite struct RenderingTests {
    let lexicon = try! Builtin.lexicon()

    func reply(_ lang: UserLanguage) throws -> Reply {
        let recipes = try BuiltinRecipes.load(lexicon: lexicon)
        let session = Session(lexicon: lexicon, store: .inMemory(recipes), clock: .fixed(LocalDay(iso: "2026-11-22")!),
                              limit: 3)
        return session.answer(.recommend(ingredients: [AskedIngredient("대파", lexicon: lexicon),
                                                       AskedIngredient("계란", lexicon: lexicon)]), language: lang)
    }

    @Test func plainTextHasNoEscapesAndAlignsHangul() throws {
        let text = AnswerRenderer(style: .plain, lexicon: lexicon).text(try reply(.ko))
        #expect(!text.contains("\u{1B}"))
        let titleLines = text.split(separator: "\n").filter { $0.hasPrefix(" ") && $0.contains("%") }
        #expect(titleLines.count == 3)
        let percentColumns = titleLines.map { line in
            DisplayWidth.of(line[..<line.firstIndex(of: "%")!])
        }
        #expect(Set(percentColumns).count == 1, "rates line up: \(titleLines)")
    }

    @Test func colourIsOnlyAddedWhenAsked() throws {
        // The renderer marks colours; the console's last step turns them into escape codes.
        let text = TerminalOutput.render(AnswerRenderer(style: .color, lexicon: lexicon).text(try reply(.ko)))
        #expect(text.contains("\u{1B}[1;32m✓"))
    }

    @Test func englishUsesEnglishIngredientNames() throws {
        let text = AnswerRenderer(style: .plain, lexicon: lexicon).text(try reply(.en))
        #expect(text.contains("✓egg"))
        #expect(text.contains("3 recipes with green onion, egg"))
    }

    @Test func colourPolicyFollowsTheTerminalAndNoColor() {
        let tty = AppEnvironment(variables: ["TERM": "xterm"], stdinIsTerminal: true, stdoutIsTerminal: true,
                                 stderrIsTerminal: true)
        #expect(tty.colorAllowed(onTerminal: true))
        #expect(!tty.colorAllowed(onTerminal: false))
        var noColor = tty
        noColor.variables["NO_COLOR"] = "1"
        #expect(!noColor.colorAllowed(onTerminal: true))
        var dumb = tty
        dumb.variables["TERM"] = "dumb"
        #expect(!dumb.colorAllowed(onTerminal: true))
    }

    @Test func pathsFollowXDG() throws {
        let env = AppEnvironment(variables: ["HOME": "/home/u"], stdinIsTerminal: false, stdoutIsTerminal: false,
                                 stderrIsTerminal: false)
        #expect(try Paths(environment: env).database(option: nil) == "/home/u/.local/share/yori/yori.sqlite3")
        #expect(try Paths(environment: env).inputHistory() == "/home/u/.local/state/yori/history")
        var xdg = env
        xdg.variables["XDG_DATA_HOME"] = "/data"
        xdg.variables["XDG_STATE_HOME"] = "relative/ignored"
        #expect(try Paths(environment: xdg).database(option: nil) == "/data/yori/yori.sqlite3")
        #expect(try Paths(environment: xdg).inputHistory() == "/home/u/.local/state/yori/history")
        xdg.variables["YORI_DB"] = "/y.db"
        #expect(try Paths(environment: xdg).database(option: nil) == "/y.db")
        #expect(try Paths(environment: xdg).database(option: "/opt.db") == "/opt.db")
    }
}
