import ArgumentParser
import LineEditor
import YoriKit

/// `yori`: the REPL on a terminal, pipe mode otherwise, or one question given as words.
struct RootCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "yori",
        abstract: "A conversational recipe assistant for the terminal (요리 도우미).",
        usage: """
            yori [--continue]         chat (a REPL on a terminal)
            yori chat <name>          chat in a named conversation
            yori ask <question>       answer one question and exit (--ai: ask the LLM directly)
            yori cook <ingredient>…   recipes for your ingredients
            yori search <words> [--kind K --method M --max-kcal N --page N]
            yori show <id|name>       one recipe in full
            yori bookmark|unbookmark <id|name> · yori bookmarks
            yori cooked [<id|name> --rating 1-5 --note TEXT]  the cooking log
            yori recipe [add|copy|edit|rm]  your own recipes
            yori fridge [add|use|discard|move|edit|history|stats]
            yori expiring [--within N]  what expires soon
            yori tip <ingredient>     how to store it
            yori shop [add|add-missing|done|rm|bought|clear]  the shopping list
            yori staples [add|rm|reset]  pantry staples
            yori config [show|set|path|preset|test]  the LLM endpoint and limits
            yori models               the models the endpoint serves
            yori history [search|show|rm|clear|export]  earlier questions and answers
            yori copy [N]             copy the Nth latest answer (1 = last)
            yori parse <line>         how yori understands a line
            yori import <file>        add recipes from a COOKRCP01 JSON file
            yori sync                 download COOKRCP01 from the Food Safety Korea API and import it
            command | yori [--json]   one answer per input line
            """,
        discussion: """
            Ask in Korean or English: "대파랑 계란으로 뭐 만들 수 있어?", "what can I cook with tofu". \
            Words that are not a subcommand are one question: yori 두부 김치 = yori ask 두부 김치.

            When stdin is not a terminal, yori reads one question per line and writes one answer \
            per question (a blank line between answers; with --json, one JSON object per line).

            Every question and answer is kept in the chat history, under a conversation: the \
            REPL starts a new one named after its start time (--continue picks up the last one, \
            yori chat NAME a named one); pipe mode and ask use one named "ask".

            Exit codes: 0 answered (or imported), 1 nothing found, 2 bad usage or input (for \
            import: a file that cannot be used; nothing imported; a --db path that cannot be \
            opened), 3 the database file is not usable (not yori's, newer, damaged), \
            4 internal error, 5 the LLM endpoint failed, 6 the recipe API failed (yori sync). \
            Pipe mode exits with the largest code among its answers.

            Environment: YORI_DB (database file), YORI_TODAY=YYYY-MM-DD (fix "today"), \
            NO_COLOR (no colour), XDG_DATA_HOME, XDG_STATE_HOME (REPL history), XDG_CONFIG_HOME or \
            YORI_CONFIG (settings; see yori config).
            """,
        version: YoriVersion.current,
        subcommands: [AskCommand.self, ChatCommand.self, CookCommand.self, SearchCommand.self, ShowCommand.self,
                      BookmarkCommand.self, UnbookmarkCommand.self, BookmarksCommand.self, CookedCommand.self,
                      RecipeCommand.self, FridgeCommand.self, ExpiringCommand.self, TipCommand.self, ShopCommand.self,
                      StaplesCommand.self, HistoryCommand.self, CopyCommand.self, ImportCommand.self, ExportCommand.self, BackupCommand.self, SyncCommand.self, ConfigCommand.self, ModelsCommand.self,
                      ParseCommand.self]
    )

    @OptionGroup var global: GlobalOptions
    @OptionGroup var conversation: ConversationOptions
    @OptionGroup var call: CallOptions

    /// Subcommand names, for `arguments(routing:)`.
    static let subcommandNames: Set<String> = [
        "ask", "chat", "cook", "search", "show", "bookmark", "unbookmark", "bookmarks", "cooked", "recipe", "fridge",
        "expiring", "tip", "shop", "staples", "history", "copy", "import", "export", "backup", "sync", "config", "parse", "help", "models",
    ]
    /// Options that take a value, so their value is not mistaken for a question.
    static let valueOptions: Set<String> = ["--db", "--lang", "-m", "--model", "--limit", "--within", "--expires", "--sort", "--place", "--category", "--note", "--amount", "--name",
                                             "--kind", "--method", "--max-kcal", "--max-missing", "--page", "--rating",
                                             "--from-json", "--minutes", "--servings", "--add-ingredient",
                                             "--remove-ingredient", "--add-step", "--chat", "--older-than", "--format", "--page-size"]

    /// `yori 두부 김치` means `yori ask 두부 김치`: inserts `ask` before the first word that
    /// is neither an option nor a subcommand. (A root `@Argument` would swallow subcommands.)
    /// `--ai` before the question belongs to `ask`: `yori --ai 질문` = `yori ask --ai 질문`.
    static func arguments(routing arguments: [String]) -> [String] {
        var i = 0
        while i < arguments.count {
            let word = arguments[i]
            if word == "--" { break }
            if word.hasPrefix("-") && word.count > 1 {
                i += valueOptions.contains(word) ? 2 : 1
                continue
            }
            if subcommandNames.contains(word) { return askingForHelp(arguments) }
            return routedToAsk(arguments, at: i)
        }
        // `yori --ai` with no question: `ask` says the question is empty.
        return arguments.contains("--ai") ? routedToAsk(arguments, at: i) : arguments
    }

    /// Commands with subcommands of their own, where a trailing `help` (`yori fridge help`,
    /// `shop 도움말` in a chat) means `--help` rather than an item or argument named "help".
    static let helpGroups: Set<String> = ["fridge", "shop", "recipe", "config", "history", "tip", "staples"]

    /// `arguments` with a last word `help`/`도움말` after a command group (and its subcommand,
    /// `fridge add help`) turned into `--help`.
    static func askingForHelp(_ arguments: [String]) -> [String] {
        guard let last = arguments.last, ["help", "도움말"].contains(last.lowercased()),
              let group = arguments.firstIndex(where: { helpGroups.contains($0) }),
              arguments.count - group <= 3 else { return arguments }
        return arguments.dropLast() + ["--help"]
    }

    /// `arguments` with `ask` inserted at `index`, and any `--ai` before it moved after it.
    private static func routedToAsk(_ arguments: [String], at index: Int) -> [String] {
        let before = arguments[..<index]
        let ai = before.contains("--ai")
        return before.filter { $0 != "--ai" } + ["ask"] + (ai ? ["--ai"] : []) + arguments[index...]
    }

    func run() throws {
        try Self.chat(LiveApp(global: global, conversation: conversation.choice, environment: call.environment()))
    }

    /// The REPL on a terminal, else pipe mode; shared with `yori chat`.
    static func chat(_ app: LiveApp) throws {
        let status: ExitStatus
        do {
            if app.environment.stdinIsTerminal && !app.global.json {
                status = try Repl(app: app).run()
            } else {
                status = try PipeMode(app: app).run()
            }
        } catch {
            app.console.errorLine(app.style.error(error.message))
            throw ExitCode(error.status.rawValue)
        }
        // SIGTERM during a call (REPL or pipe mode): the call was cancelled and given back; end as killed.
        if ReadlineEditor.terminationRequested { throw ExitCode(143) }
        if status != .answered { throw ExitCode(status.rawValue) }
    }
}

enum YoriVersion {
    static let current = "0.1.0"
}
