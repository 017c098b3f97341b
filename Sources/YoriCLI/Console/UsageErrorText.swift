import YoriKit

/// ArgumentParser's usage errors in one language: its English lines as they are, or each line
/// said in Korean (`Error: Unknown option '--foo'.` → `오류: 모르는 옵션이에요: '--foo'.`), so a
/// Korean user never gets an English error with a Korean hint under it. The language follows the
/// answers' rule: `--lang`, else the words typed (options aside), else the locale.
enum UsageErrorText {
    /// ArgumentParser's sentences and their Korean: `{1}`, `{2}` are the quoted parts, in order.
    static let sentences: [(english: String, korean: String)] = [
        ("Unknown option '{1}'", "모르는 옵션이에요: '{1}'."),
        (". Did you mean '{1}'?", "혹시 '{1}'?"),
        ("--lang must be ko or en, not '{1}'", "--lang은 ko 또는 en이어야 해요 (받은 값: '{1}')."),
        ("Missing expected argument '{1}'", "빠진 값이 있어요: '{1}'"),
        ("Missing value for '{1}'", "'{1}'에 값이 필요해요"),
        ("The value '{1}' is invalid for '{2}'", "'{1}'은(는) '{2}'에 쓸 수 없는 값이에요"),
        ("Unexpected argument '{1}'", "예상하지 못한 인자예요: '{1}'"),
        ("{1} is not a valid value for '{2}'", "'{1}'은(는) '{2}'에 쓸 수 없는 값이에요"),
        ("Value to be set with flag '{1}' had already been set with flag '{2}'", "'{1}'와(과) '{2}'는 함께 쓸 수 없어요"),
        ("The option '{1}' does not take any value, but '{2}' was specified.", "'{1}' 옵션은 값을 받지 않아요 (받은 값: '{2}')."),
        ("{1} unexpected arguments: '{2}'", "예상하지 못한 인자예요: '{2}'"),
        (". Please provide one of the following:", "— 다음 중 하나를 쓰세요:"),
        (". Please provide one of {1}.", "— 다음 중 하나를 쓰세요: {1}."),
    ]

    /// Separates the English and the Korean of one of yori's own usage errors (`both`).
    static let separator: Character = "\u{1E}"

    /// One of yori's own usage errors (`ValidationError`) in both languages; `text` shows the
    /// one the user's language calls for, never both. (Printed raw, the separator is a control
    /// character the console drops.)
    static func both(_ english: String, _ korean: String) -> String {
        english + String(separator) + korean
    }

    /// The language of a usage error for `arguments`: `--lang`, else Korean when a word typed
    /// (not an option) has Hangul, English when one has Latin letters, else the locale's.
    /// Command names (`search`, `history`, `clear`) say nothing about the user's language:
    /// `yori search --limit 0` on a Korean system is answered in Korean.
    static func language(of arguments: [String], locale: UserLanguage) -> UserLanguage {
        if let chosen = GlobalOptions.languageOption(in: ["yori"] + arguments) { return chosen }
        // An option's value (`--kind xyz`, `--older-than 3d`, `--lang fr`) is not a word either.
        var words: [String] = []
        var afterOption = false
        for argument in arguments {
            defer { afterOption = argument.hasPrefix("--") && !argument.contains("=") }
            if argument.hasPrefix("-") || afterOption || commandWords.contains(argument) { continue }
            words.append(argument)
        }
        if words.contains(where: { Hangul.containsHangul($0) }) { return .ko }
        if arguments.contains(where: { Hangul.containsHangul($0) }) { return .ko }
        return LiveApp.language(of: words) ?? locale
    }

    /// The names of yori's commands and subcommands, at any depth.
    static let commandWords: Set<String> = {
        var names: Set<String> = SubcommandLine.commandNames
        var queue = RootCommand.configuration.subcommands
        while let command = queue.popLast() {
            if let name = command.configuration.commandName { names.insert(name) }
            queue += command.configuration.subcommands
        }
        return names
    }()

    /// `message` (ArgumentParser's, already shortened) in `language`.
    static func text(_ message: String, _ language: UserLanguage) -> String {
        let lines = message.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        guard language == .ko else {
            // English: yori's own messages carry their Korean after the separator (`both`), older
            // ones as a gloss in parentheses.
            return lines.map { withoutKoreanGloss(String($0.split(separator: separator, maxSplits: 1).first ?? "")) }
                .joined(separator: "\n")
        }
        var out: [String] = []
        for line in lines {
            if let cut = line.firstIndex(of: separator) {
                // One of yori's own: its Korean as written.
                let english = trim(String(line[..<cut]))
                out.append((english.hasPrefix("Error: ") ? "오류: " : "") + String(line[line.index(after: cut)...]))
                continue
            }
            let trimmed = trim(line)
            if trimmed.hasPrefix("See 'yori") || trimmed.hasPrefix("Help:") { continue }
            if trimmed.hasPrefix("- ") { out.append(line); continue }  // a value list's items
            if trimmed.hasPrefix("Usage:") { out.append(line.replacing("Usage:", with: "사용법:")); continue }
            var body = trimmed
            let isError = body.hasPrefix("Error: ")
            if isError { body.removeFirst("Error: ".count) }
            out.append((isError ? "오류: " : "") + korean(body))
        }
        out.append("사용법을 확인하세요: yori --help")
        return out.joined(separator: "\n")
    }

    /// One line of ArgumentParser's English in Korean, sentence by sentence; a sentence it does
    /// not know (one of yori's own checks) keeps its Korean gloss if it has one, else it is
    /// said generally with what was quoted in it.
    static func korean(_ line: String) -> String {
        var rest = Substring(line)
        var said: [String] = []
        outer: while !rest.isEmpty {
            rest = rest.drop { $0 == " " }
            for (english, korean) in sentences {
                if let (quoted, after) = match(english, rest) {
                    var text = korean
                    for (i, q) in quoted.enumerated() {
                        // `'ko' and 'en'`, `'a', 'b' or 'c'`: the list without its English joins.
                        text = text.replacing("{\(i + 1)}", with: q.replacing("' and '", with: "', '").replacing("' or '", with: "', '"))
                    }
                    said.append(text)
                    rest = after
                    continue outer
                }
            }
            // ArgumentParser's reason after a colon (`…: Invalid number`) adds nothing in Korean.
            if rest.hasPrefix(":") || rest.isEmpty { break }
            let tail = String(rest)
            if let gloss = koreanGloss(tail) {
                said.append(gloss)
            } else if Hangul.containsHangul(tail) {
                said.append(tail)  // one of yori's own, naming Korean values: kept as written
            } else {
                let quoted = tail.split(separator: "'", omittingEmptySubsequences: false).enumerated()
                    .filter { $0.offset % 2 == 1 }.map { "'\($0.element)'" }
                said.append(quoted.isEmpty ? "입력을 읽지 못했어요." : "입력을 읽지 못했어요: " + quoted.joined(separator: ", "))
            }
            break
        }
        return said.joined(separator: " ")
    }

    /// Matches a sentence pattern at the start of `text`: the quoted parts and the text after it.
    static func match(_ pattern: String, _ text: Substring) -> ([String], Substring)? {
        var quoted: [String] = []
        var p = Substring(pattern)
        var t = text
        while !p.isEmpty {
            if p.hasPrefix("{"), let close = p.firstIndex(of: "}") {
                p = p[p.index(after: close)...]
                // The placeholder runs to the next literal character of the pattern.
                guard let stop = p.first else { quoted.append(String(t)); t = t[t.endIndex...]; break }
                guard let end = t.firstIndex(of: stop) else { return nil }
                quoted.append(String(t[..<end]))
                t = t[end...]
            } else {
                guard t.first == p.first else { return nil }
                t = t.dropFirst()
                p = p.dropFirst()
            }
        }
        return (quoted, t)
    }

    /// The Korean in parentheses at the end of one of yori's own messages (`… (대화 이름은 1~80자)`).
    static func koreanGloss(_ text: String) -> String? {
        guard let open = text.lastIndex(of: "("), text.hasSuffix(")"), !Hangul.containsHangul(text[..<open]) else { return nil }
        let inside = text[text.index(after: open)..<text.index(before: text.endIndex)]
        return Hangul.containsHangul(inside) ? String(inside) : nil
    }

    /// An English line without a Korean gloss in parentheses.
    static func withoutKoreanGloss(_ line: String) -> String {
        guard koreanGloss(line) != nil, let open = line.lastIndex(of: "(") else { return line }
        return trim(String(line[..<open]))
    }

    static func trim(_ text: String) -> String {
        String(text.drop { $0 == " " }.reversed().drop { $0 == " " }.reversed())
    }
}
