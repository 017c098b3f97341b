import ArgumentParser
import Testing
@testable import YoriCLI
@testable import YoriKit

/// ArgumentParser routes every command line itself: words that are no command go to the root's
/// default `QuestionCommand` (a question; none start a chat), options before the command are the
/// root's and reach it.
@Suite struct RoutingTests {
    /// What a parsed command line became, in a few words.
    static func describe(_ command: ParsableCommand) -> String {
        switch command {
        case let q as QuestionCommand:
            return (["question"] + (q.ai ? ["--ai"] : []) + q.words).joined(separator: " ")
                + (q.global.json ? " [json]" : "") + (q.global.db.map { " [db \($0)]" } ?? "")
                + (q.conversation.continueLast ? " [continue]" : "")
        case let a as AskCommand:
            return (["ask"] + (a.ai ? ["--ai"] : []) + a.question).joined(separator: " ")
        case let c as CookCommand:
            return (["cook"] + c.ingredients).joined(separator: " ") + (c.global.db.map { " [db \($0)]" } ?? "")
        default:
            return String(describing: type(of: command))
        }
    }

    @Test(arguments: [
        (["대파", "계란"], "question 대파 계란"),
        (["cook", "대파"], "cook 대파"),
        (["import", "COOKRCP01.json"], "ImportCommand"),
        (["--json", "import", "a.json", "--skip-bad"], "ImportCommand"),
        (["--json", "대파"], "question 대파 [json]"),
        (["--db", "x.db", "cook", "대파"], "cook 대파 [db x.db]"),
        (["--db", "x.db", "두부"], "question 두부 [db x.db]"),
        (["history", "search", "대파"], "HistorySearchCommand"),
        (["copy", "2"], "CopyCommand"),
        (["chat", "저녁"], "ChatCommand"),
        (["--continue", "두부"], "question 두부 [continue]"),
        (["기록", "보여줘"], "question 기록 보여줘"),
        (["--ai", "비", "오는", "날"], "question --ai 비 오는 날"),
        (["--json", "--ai", "질문"], "question --ai 질문 [json]"),
        (["--ai"], "question --ai"),
        (["ask", "--ai", "질문"], "ask --ai 질문"),
        (["serch", "김치"], "question serch 김치"),
        ([], "question"),
    ])
    func wordsThatAreNoCommandBecomeAQuestion(_ input: [String], _ expected: String) throws {
        #expect(Self.describe(try RootCommand.parseAsRoot(input)) == expected)
    }

    @Test func helpIsArgumentParsersOwn() {
        for (input, shows) in [(["--help"], "yori cook"), (["help"], "yori cook"), (["cook", "--help"], "--max-missing"),
                               (["help", "fridge"], "discard")] {
            do {
                // ArgumentParser's own `help` command, or its help request.
                let parsed = try RootCommand.parseAsRoot(input)
                #expect(Self.describe(parsed) == "HelpCommand", "\(input)")
            } catch {
                #expect(RootCommand.exitCode(for: error) == .success, "\(input)")
                #expect(RootCommand.fullMessage(for: error).contains(shows), "\(input)")
            }
        }
    }

    @Test(arguments: [
        (["fridge", "help"], ["fridge", "--help"]),
        (["fridge", "add", "help"], ["fridge", "add", "--help"]),
        (["--db", "x.db", "shop", "도움말"], ["--db", "x.db", "shop", "--help"]),
        (["두부", "fridge", "help"], ["두부", "fridge", "help"]),
        (["cook", "help"], ["cook", "help"]),
    ])
    func aTrailingHelpAfterACommandGroupMeansHelp(_ input: [String], _ expected: [String]) {
        #expect(RootCommand.askingForHelp(input) == expected)
    }

    @Test func typoHintsComeFromTheCommandTree() {
        let names = RootCommand.commandNames
        for name in ["cook", "search", "fridge", "history", "bookmarks", "help"] { #expect(names.contains(name)) }
        #expect(!names.contains("question"), "the default command is not offered as a correction")
        #expect(SubcommandTypo.find("serch", among: names, knows: { _ in false }) == "search")
        #expect(SubcommandTypo.find("fridg", among: names, knows: { _ in false }) == "fridge")
        #expect(SubcommandTypo.find("what", among: names, knows: { $0 == "what" }) == nil)
        #expect(SubcommandTypo.find("두부", among: names, knows: { _ in false }) == nil)
        #expect(SubcommandTypo.find("cook", among: names, knows: { _ in false }) == nil)
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
