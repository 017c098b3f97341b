import ArgumentParser
import YoriKit

/// Lines in the REPL (and plain pipe mode) that start with a subcommand word run that
/// subcommand through the same command tree as the shell (`fridge add 두부 1모 --expires 11/30`),
/// so help, options and validation have one source.
enum SubcommandLine {
    /// Words that run a subcommand; `cook`, `ask`, `help`, `search`, `show`, `bookmark` and
    /// `cooked` stay with the chat parser, which understands them in sentences too and knows
    /// the last list (`show 2`).
    static let words: Set<String> = [
        "fridge", "expiring", "tip", "shop", "staples", "config", "parse", "import", "recipe", "bookmarks", "unbookmark",
        "models", "export",
    ]

    /// Chat words that are subcommands too: with an option (`cook 대파 --limit 1`, `search 김치
    /// --kind 반찬`) the line is the subcommand, whose options the chat parser would read as words.
    static let optionWords: Set<String> = ["cook", "search", "show", "bookmark", "cooked", "ask", "history", "bookmarks"]

    /// Whether `line` runs a subcommand rather than talking to the chat parser.
    /// - Parameter readsAsChat: whether the chat reads the line as a request (`Session.readsAsRequest`):
    ///   a sentence that starts with a command's name (`recipe for pancakes`, `fridge is empty`) and
    ///   that the command tree refuses is chat; one yori cannot read either gets the usage error.
    static func isSubcommand(_ line: String, readsAsChat: (String) -> Bool = { _ in false }) -> Bool {
        let words = split(line)
        guard let first = words.first else { return false }
        if Self.words.contains(first) {
            return words.count == 1 || parses(words) || !readsAsChat(line)
        }
        return optionWords.contains(first) && words.dropFirst().contains { $0.hasPrefix("--") && $0.count > 2 }
            || first == "history" && words.count == 2 && ["off", "on", "path"].contains(words[1])
    }

    /// Whether the command tree takes `words` (a request for help counts).
    static func parses(_ words: [String]) -> Bool {
        do {
            _ = try RootCommand.parseAsRoot(RootCommand.askingForHelp(words))
            return true
        } catch {
            return RootCommand.exitCode(for: error) == .success
        }
    }

    /// Whether `line` may have changed the AI settings (`config set …`, `config preset …`): the chat then reads
    /// the config again, so a new endpoint, model or daily limit counts from the next line.
    static func changesSettings(_ line: String) -> Bool {
        let words = split(line)
        return words.first == "config" && ["set", "preset"].contains(words.dropFirst().first ?? "")
    }

    /// Runs `line` as a subcommand when it starts with one, returning its exit status (pipe
    /// mode exits with the largest); `nil` when it is chat.
    /// - Parameter conversation: the chat's conversation, where the subcommand keeps what later
    ///   lines may refer to (its list); the chat then reloads it (`Session.restoreContext`).
    /// - Parameter language: the chat's language, for a line whose words do not say (`fridge`).
    static func run(_ line: String, global: GlobalOptions, console: Console, conversation: String? = nil,
                    language: UserLanguage? = nil, readsAsChat: (String) -> Bool = { _ in false }) -> ExitStatus? {
        let words = split(line)
        guard isSubcommand(line, readsAsChat: readsAsChat) else { return nil }
        var arguments = RootCommand.askingForHelp(words)
        if let db = global.db { arguments += ["--db", db] }
        if let lang = global.lang { arguments += ["--lang", lang] }
        if global.noColor { arguments.append("--no-color") }
        do {
            var command = try RootCommand.parseAsRoot(arguments)
            try LiveApp.$chatLanguage.withValue(language) {
                try LiveApp.$chatConversation.withValue(conversation) { try command.run() }
            }
        } catch {
            let code = RootCommand.exitCode(for: error)
            // The subcommand printed its own answer or error; usage problems are shown here.
            if code == .success || code == .validationFailure {
                let message = YoriMain.shortUsageError(RootCommand.fullMessage(for: error))
                if code == .success {
                    // `fridge help` in a chat: the page fits the terminal, as on the command line.
                    let page = HelpLayout.message(for: error, width: TerminalWidth.of(AppEnvironment.live()))
                    if !page.isEmpty { console.line(HelpLayout.isHelpPage(page) ? page : message) }
                } else if !message.isEmpty {
                    // Wholly in one language, as on the command line: `--lang`, the words typed, else the chat's.
                    let said = UsageErrorText.language(of: (global.lang.map { ["--lang", $0] } ?? []) + words,
                                                       locale: language ?? AppEnvironment.live().localeLanguage)
                    // `fridge ad egg`: a mistyped subcommand of a group gets the command line's hint.
                    if let (typo, group) = SubcommandTypo.inGroup(words) {
                        console.errorLine(SubcommandTypo.message(typo, arguments: words, group: group, language: said))
                    } else {
                        console.errorLine(UsageErrorText.text(message, said))
                    }
                }
            }
            if code == .success { return .answered }
            if code == .validationFailure { return .badInput }
            return ExitStatus(rawValue: code.rawValue) ?? .internalError
        }
        return .answered
    }

    /// The language a subcommand line is written in, from its words other than command names,
    /// options and their values (`fridge use 계란 2`: Korean; `fridge history`: none).
    static func language(of line: String) -> UserLanguage? {
        var words: [String] = []
        var afterOption = false
        for word in split(line).dropFirst() {
            defer { afterOption = word.hasPrefix("--") && !word.contains("=") }
            if word.hasPrefix("-") || afterOption || commandNames.contains(word.lowercased()) { continue }
            words.append(word)
        }
        return LiveApp.language(of: words)
    }

    /// Subcommand names, which are English whatever the user speaks.
    static let commandNames: Set<String> = [
        "list", "add", "use", "discard", "move", "edit", "history", "stats", "show", "rm", "done", "bought", "clear",
        "add-missing", "set", "path", "reset", "search",
    ]

    /// Words split on spaces, with "…" and '…' kept together.
    static func split(_ line: String) -> [String] {
        var words: [String] = []
        var current = ""
        var quote: Character?
        var inWord = false
        for ch in line {
            if let q = quote {
                if ch == q { quote = nil } else { current.append(ch) }
            } else if ch == "\"" || ch == "'" {
                quote = ch
                inWord = true
            } else if ch == " " || ch == "\t" {
                if inWord { words.append(current); current = ""; inWord = false }
            } else {
                current.append(ch)
                inWord = true
            }
        }
        if inWord { words.append(current) }
        return words
    }
}
