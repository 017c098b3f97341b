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
    ]

    /// Runs `line` as a subcommand when it starts with one; `false` when it is chat.
    static func run(_ line: String, global: GlobalOptions, console: Console) -> Bool {
        let words = split(line)
        guard let first = words.first, Self.words.contains(first) else { return false }
        var arguments = words
        if let db = global.db { arguments += ["--db", db] }
        if let lang = global.lang { arguments += ["--lang", lang] }
        if global.noColor { arguments.append("--no-color") }
        do {
            var command = try RootCommand.parseAsRoot(arguments)
            try command.run()
        } catch {
            let code = RootCommand.exitCode(for: error)
            // The subcommand printed its own answer or error; usage problems are shown here.
            if code == .success || code == .validationFailure {
                let message = RootCommand.fullMessage(for: error)
                if !message.isEmpty { (code == .success ? console.line : console.errorLine)(message) }
            }
        }
        return true
    }

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
