/// A command-like word typed as a line (`version`, `status`, `update`, `list`, `버전`, a
/// mistyped subcommand like `frigde` or `serch 김치`): answered with a did-you-mean, never
/// sent to the model (intent `command_hint`).
public struct CommandHint: Sendable, Equatable {
    /// The word as typed.
    public let typed: String
    /// What it most likely means: a yori command line (`yori --version`, `yori fridge`), or
    /// `nil` when the word names something yori does not do (`update`).
    public let meant: String?

    public init(typed: String, meant: String?) {
        self.typed = typed
        self.meant = meant
    }

    /// The hint a line asks for, or `nil`. `knows` says whether yori reads a word (a typo
    /// check must not take `what` for `chat` or `snack` for `shop`).
    static func find(_ tokens: [Token], knows: (String) -> Bool) -> CommandHint? {
        var words = tokens.map(\.text).filter { RequestParser.hasLetters($0) }
        if words.first == "yori" || words.first == "요리야" { words.removeFirst() }
        guard let first = words.first, words.count <= 3 else { return nil }
        let word = first.hasPrefix("--") ? String(first.dropFirst(2)) : first
        if let meant = commandWords[word], words.count == 1 { return CommandHint(typed: first, meant: meant) }
        guard word.count >= 5, word.unicodeScalars.allSatisfy({ ("a"..."z").contains($0) }), !subcommands.contains(word),
              !knows(word) else { return nil }
        // A mistyped subcommand (`frigde`) or command word (`stauts`), alone for the command words.
        let names = Array(subcommands) + (words.count == 1 ? commandWords.keys.filter { $0.count >= 5 && $0.allSatisfy { $0.isASCII && $0.isLetter } } : [])
        let near = names.compactMap { name -> (String, Int)? in
            let distance = SpellingSuggester.editDistance(SpellingSuggester.letters(word), SpellingSuggester.letters(name), limit: 3)
            return distance <= (max(word.count, name.count) >= 6 ? 2 : 1) ? (name, distance) : nil
        }
        guard let best = near.min(by: { ($0.1, $0.0) < ($1.1, $1.0) }) else { return nil }
        if let meant = commandWords[best.0] { return CommandHint(typed: first, meant: meant) }
        return CommandHint(typed: first, meant: (["yori", best.0] + words.dropFirst()).joined(separator: " "))
    }

    /// yori's subcommands (`yori --help`).
    static let subcommands: Set<String> = [
        "ask", "chat", "cook", "search", "show", "bookmark", "unbookmark", "bookmarks", "cooked", "recipe", "fridge",
        "expiring", "tip", "shop", "staples", "history", "copy", "import", "sync", "config", "parse", "help",
    ]

    /// Words that name a program's commands rather than ask anything, and what yori has for them.
    static let commandWords: [String: String?] = [
        "version": "yori --version", "버전": "yori --version", "ver": "yori --version",
        "status": "yori quota", "상태": "yori quota", "stat": "yori quota",
        "update": nil, "upgrade": nil, "install": nil, "uninstall": nil, "업데이트": nil, "업그레이드": nil, "설치": nil,
        "settings": "yori config show", "setting": "yori config show", "설정": "yori config show", "config": "yori config show",
        "list": "yori fridge list", "ls": "yori fridge list", "exit()": nil, "sudo": nil, "man": "yori --help", "info": "yori --help",
        "about": "yori --help", "whoami": nil, "pwd": nil, "cd": nil, "clear": nil, "reset": nil, "init": nil, "run": nil,
        "start": nil, "login": nil, "logout": nil,
    ]
}
