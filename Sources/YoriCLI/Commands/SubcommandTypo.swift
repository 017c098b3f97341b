import ArgumentParser
import YoriKit

/// `yori serch 김치`: a first word that is one or two letters off a subcommand is most
/// likely that subcommand mistyped, not a question; yori says so instead of guessing
/// (`QuestionCommand`, with the names from the command tree).
enum SubcommandTypo {
    /// The command `word` (the first word of a question) is most likely a mistyping of, if any:
    /// lowercase Latin letters only, three or more, not a command itself, one letter off a command
    /// name (two for names of six letters or more), and not a word yori knows (`what`, `egg`).
    /// After a command group, where no question is read, two letters do (`fridge ad` → `add`).
    static func find(_ word: String, among names: [String], minimumLetters: Int = 3, knows: (String) -> Bool) -> String? {
        let lower = word.lowercased()
        guard lower.count >= minimumLetters, lower.unicodeScalars.allSatisfy({ ("a"..."z").contains($0) }),
              !names.contains(lower) else { return nil }
        let candidates = names.compactMap { name -> (String, Int)? in
            let distance = editDistance(Array(lower), Array(name))
            let allowed = max(lower.count, name.count) >= 6 ? 2 : 1
            return distance <= allowed ? (name, distance) : nil
        }
        guard let best = candidates.min(by: { $0.1 != $1.1 ? $0.1 < $1.1 : $0.0 < $1.0 }), !knows(lower) else { return nil }
        return best.0
    }

    /// The hint, in the language of the line (or `language`). `group`: the command group the
    /// word was typed after (`["fridge"]` for `yori fridge ad egg`); `meant` `nil` when no
    /// command is close (`yori help nosuch`).
    static func message(_ typo: (typed: String, index: Int, meant: String?), arguments: [String], group: [String] = [],
                        language: UserLanguage? = nil) -> String {
        let command = (["yori"] + group).joined(separator: " ")
        let language = language ?? UserLanguage.detect(arguments.joined(separator: " "))
        let notOne = language.pick("'\(typo.typed)'" + topicParticle(typo.typed) + " \(command) 명령어가 아니에요.",
                                   "'\(typo.typed)' is not a \(command) command.")
        let all = language.pick("전체 명령어: \(command) --help", "All \(group.isEmpty ? "" : group.joined(separator: " ") + " ")commands: \(command) --help")
        guard let meant = typo.meant else { return notOne + "\n" + all }
        var fixed = arguments
        fixed[typo.index] = meant
        let example = "yori " + fixed.map { $0.contains(" ") ? "\"\($0)\"" : $0 }.joined(separator: " ")
        return notOne + language.pick(" '\(meant)'" + objectParticle(meant) + " 말씀하신 건가요? → \(example)",
                                      " Did you mean '\(meant)'? → \(example)") + "\n" + all
    }

    /// The names a command's subcommands are typed by (names and aliases), from the command tree;
    /// hidden ones (the root's default `question`) are never offered.
    static func subcommandNames(of command: ParsableCommand.Type) -> [(name: String, command: ParsableCommand.Type)] {
        command.configuration.subcommands.filter { $0.configuration.shouldDisplay }.flatMap { sub in
            ([sub.configuration.commandName ?? sub._commandName] + sub.configuration.aliases).map { ($0, sub) }
        }
    }

    /// The words of `arguments` that are no option, walked down the command tree from `root`:
    /// the commands they name (`fridge`), and the first word that names none, with its index.
    /// A word right after an option (`--db x.db`) may be the option's value and is passed over
    /// unless `matters` says it counts.
    static func walk(_ arguments: [String], from root: ParsableCommand.Type = RootCommand.self,
                     matters: (String, [String]) -> Bool = { _, _ in false })
        -> (path: [String], command: ParsableCommand.Type, stray: (word: String, index: Int)?) {
        var path: [String] = [], command = root
        for (index, word) in arguments.enumerated() {
            if word == "--" { break }
            if word.hasPrefix("-") && word.count > 1 { continue }
            let names = subcommandNames(of: command)
            if let sub = names.first(where: { $0.name == word.lowercased() }) {
                path.append(sub.name)
                command = sub.command
                continue
            }
            let afterOption = index > 0 && arguments[index - 1].hasPrefix("--") && !arguments[index - 1].contains("=")
            if afterOption && !matters(word, names.map(\.name)) { continue }
            return (path, command, (word, index))
        }
        return (path, command, nil)
    }

    /// `yori fridge ad egg`, `yori config sho`: the first word after a command group (a command
    /// with subcommands of its own) one or two letters off one of them; asked only when the line
    /// did not parse, so a word the group's default command takes is never in question.
    static func inGroup(_ arguments: [String]) -> (typo: (typed: String, index: Int, meant: String?), group: [String])? {
        func typo(_ word: String, _ names: [String]) -> String? { find(word, among: names, minimumLetters: 2, knows: { _ in false }) }
        let (path, command, stray) = walk(arguments) { typo($0, $1) != nil }
        guard !path.isEmpty, let stray, !command.configuration.subcommands.isEmpty,
              let meant = typo(stray.word, subcommandNames(of: command).map(\.name)) else { return nil }
        return ((stray.word, stray.index, meant), path)
    }

    /// `yori help nosuch`, `yori help serch`, `yori fridge help ad`: a help request for a command
    /// the tree does not have: the word, its index, the command it is most likely a mistyping of
    /// (if any), and the group it was looked for in. ArgumentParser would show the main help.
    static func unknownHelpTopic(_ arguments: [String]) -> (typo: (typed: String, index: Int, meant: String?), group: [String])? {
        let (path, _, first) = walk(arguments) { word, _ in word == "help" }
        guard path.isEmpty, let first, first.word.lowercased() == "help" else { return nil }
        let rest = Array(arguments[(first.index + 1)...])
        let (topic, command, stray) = walk(rest)
        guard let stray else { return nil }
        let meant = find(stray.word, among: subcommandNames(of: command).map(\.name), minimumLetters: 2, knows: { _ in false })
        return ((stray.word, first.index + 1 + stray.index, meant), topic)
    }

    /// 을 or 를 after a word as it is read aloud: `cook` (쿡) → 을, `fridge` (프리지) → 를.
    static func objectParticle(_ word: String) -> String { endsInConsonantSound(word) ? "을" : "를" }

    /// 은 or 는, the same way.
    static func topicParticle(_ word: String) -> String { endsInConsonantSound(word) ? "은" : "는" }

    /// Whether a word ends in a consonant sound in Korean: Hangul by its last syllable; Latin
    /// letters by how the ending is said (m, n, ng, l, p, b and k after a vowel close a syllable:
    /// 쿡, 팁, 숍; t, d, s, ch, ge, r and vowels end in a vowel: 임포트, 서치, 프리지).
    static func endsInConsonantSound(_ word: String) -> Bool {
        let lower = word.lowercased()
        guard let last = lower.last else { return false }
        if let scalar = last.unicodeScalars.first, (0xAC00...0xD7A3).contains(scalar.value) {
            return (scalar.value - 0xAC00) % 28 != 0
        }
        if last.isNumber { return ["0", "1", "3", "6", "7", "8"].contains(last) }
        let before = lower.dropLast().last
        switch last {
        case "m", "n", "l", "p", "b": return true
        case "g": return before == "n"
        case "k": return !(before == "r" || before == "s" || before == "c" && lower.dropLast(2).last == "s")
        default: return false
        }
    }

    /// Damerau–Levenshtein distance (adjacent swaps count one: `serach` → `search`).
    static func editDistance(_ a: [Character], _ b: [Character]) -> Int {
        if a.isEmpty { return b.count }
        if b.isEmpty { return a.count }
        var d = Array(repeating: Array(repeating: 0, count: b.count + 1), count: a.count + 1)
        for i in 0...a.count { d[i][0] = i }
        for j in 0...b.count { d[0][j] = j }
        for i in 1...a.count {
            for j in 1...b.count {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                d[i][j] = min(d[i - 1][j] + 1, d[i][j - 1] + 1, d[i - 1][j - 1] + cost)
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] { d[i][j] = min(d[i][j], d[i - 2][j - 2] + 1) }
            }
        }
        return d[a.count][b.count]
    }
}
