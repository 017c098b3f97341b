import YoriKit

/// `yori serch 김치`: a first word that is one or two letters off a subcommand is most
/// likely that subcommand mistyped, not a question; yori says so instead of guessing
/// (`QuestionCommand`, with the names from the command tree).
enum SubcommandTypo {
    /// The command `word` (the first word of a question) is most likely a mistyping of, if any:
    /// lowercase Latin letters only, three or more, not a command itself, one letter off a command
    /// name (two for names of six letters or more), and not a word yori knows (`what`, `egg`).
    static func find(_ word: String, among names: [String], knows: (String) -> Bool) -> String? {
        let lower = word.lowercased()
        guard lower.count >= 3, lower.unicodeScalars.allSatisfy({ ("a"..."z").contains($0) }),
              !names.contains(lower) else { return nil }
        let candidates = names.compactMap { name -> (String, Int)? in
            let distance = editDistance(Array(lower), Array(name))
            let allowed = max(lower.count, name.count) >= 6 ? 2 : 1
            return distance <= allowed ? (name, distance) : nil
        }
        guard let best = candidates.min(by: { $0.1 != $1.1 ? $0.1 < $1.1 : $0.0 < $1.0 }), !knows(lower) else { return nil }
        return best.0
    }

    /// The hint, in the language of the line.
    static func message(_ typo: (typed: String, index: Int, meant: String), arguments: [String]) -> String {
        var fixed = arguments
        fixed[typo.index] = typo.meant
        let example = "yori " + fixed.map { $0.contains(" ") ? "\"\($0)\"" : $0 }.joined(separator: " ")
        return UserLanguage.detect(arguments.joined(separator: " ")).pick(
            "'\(typo.typed)'" + topicParticle(typo.typed) + " yori 명령어가 아니에요. '\(typo.meant)'" + objectParticle(typo.meant)
                + " 말씀하신 건가요? → \(example)\n전체 명령어: yori --help",
            "'\(typo.typed)' is not a yori command. Did you mean '\(typo.meant)'? → \(example)\nAll commands: yori --help")
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
