import ArgumentParser
import YoriKit

/// `yori`: the REPL on a terminal, pipe mode otherwise, or one question given as words.
struct RootCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "yori",
        abstract: "A conversational recipe assistant for the terminal (요리 도우미).",
        usage: """
            yori [--continue]         chat (a REPL on a terminal)
            yori chat <name>          chat in a named conversation
            yori ask <question>       answer one question and exit
            yori cook <ingredient>…   recipes for your ingredients
            yori fridge [add|use|discard|move|edit|history|stats]
            yori expiring [--within N]  what expires soon
            yori tip <ingredient>     how to store it
            yori history [search|show|rm|clear|export]  earlier questions and answers
            yori copy [N]             copy the Nth latest answer (1 = last)
            yori parse <line>         how yori understands a line
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

            Exit codes: 0 answered, 1 nothing found, 2 bad usage or input, 3 database problem, \
            4 internal error. Pipe mode exits with the largest code among its answers.

            Environment: YORI_DB (database file), YORI_TODAY=YYYY-MM-DD (fix "today"), \
            NO_COLOR (no colour), XDG_DATA_HOME, XDG_STATE_HOME (REPL history).
            """,
        version: YoriVersion.current,
        subcommands: [AskCommand.self, ChatCommand.self, CookCommand.self, FridgeCommand.self, ExpiringCommand.self,
                      TipCommand.self, HistoryCommand.self, CopyCommand.self, ParseCommand.self]
    )

    @OptionGroup var global: GlobalOptions
    @OptionGroup var conversation: ConversationOptions

    /// Subcommand names, for `arguments(routing:)`.
    static let subcommandNames: Set<String> = [
        "ask", "chat", "cook", "fridge", "expiring", "tip", "history", "copy", "parse", "help",
    ]
    /// Options that take a value, so their value is not mistaken for a question.
    static let valueOptions: Set<String> = ["--db", "--lang", "--limit", "--within", "--expires", "--sort", "--place", "--category", "--note", "--amount", "--name",
                                             "--chat", "--older-than", "--format"]

    /// `yori 두부 김치` means `yori ask 두부 김치`: inserts `ask` before the first word that
    /// is neither an option nor a subcommand. (A root `@Argument` would swallow subcommands.)
    static func arguments(routing arguments: [String]) -> [String] {
        var i = 0
        while i < arguments.count {
            let word = arguments[i]
            if word == "--" { break }
            if word.hasPrefix("-") && word.count > 1 {
                i += valueOptions.contains(word) ? 2 : 1
                continue
            }
            if subcommandNames.contains(word) { return arguments }
            var routed = arguments
            routed.insert("ask", at: i)
            return routed
        }
        return arguments
    }

    func run() throws {
        try Self.chat(LiveApp(global: global, conversation: conversation.choice))
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
        if status != .answered { throw ExitCode(status.rawValue) }
    }
}

enum YoriVersion {
    static let current = "0.1.0"
}
