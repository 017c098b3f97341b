/// Splits a line into lowercase words.
///
/// Spaces and punctuation separate words, except where punctuation belongs to a number
/// or a date: `1.5kg`, `.5kg`, `1,000g`, `11/30`, `2026-11-30` stay whole.
enum Tokenizer {
    static func tokens(_ line: String) -> [String] {
        var tokens: [String] = []
        var current = String.UnicodeScalarView()
        let scalars = Array(line.unicodeScalars)
        var currentIsSymbol = false
        for (i, scalar) in scalars.enumerated() {
            let isDigitJoiner = (scalar == "." || scalar == "/" || scalar == "-")
                && i > 0 && i + 1 < scalars.count && isDigit(scalars[i - 1]) && isDigit(scalars[i + 1])
                || scalar == "-" && i > 0 && i + 1 < scalars.count && isLetter(scalars[i - 1]) && isLetter(scalars[i + 1])
                || scalar == "," && isThousandsSeparator(scalars, at: i)
                // `.5kg`: a decimal point starting a number (never `5kg`, ten times as much).
                || scalar == "." && (i == 0 || scalars[i - 1].properties.isWhitespace) && i + 1 < scalars.count
                    && isDigit(scalars[i + 1])
            // A minus sign starting a number (-2개) is kept, so a negative amount is seen and refused.
            let isSign = scalar == "-" && current.isEmpty && i + 1 < scalars.count && isDigit(scalars[i + 1])
            if isSign { current.append(scalar); continue }
            if !isDigitJoiner && (scalar.properties.isWhitespace || separators.contains(scalar) || scalar.value < 0x20) {
                if !current.isEmpty { tokens.append(String(current)); current = String.UnicodeScalarView() }
                currentIsSymbol = false
            } else {
                // "대파🍳계란": an emoji or symbol between words is a word of its own.
                let joinsSymbol = currentIsSymbol && (scalar.value == 0x200D || scalar.value == 0xFE0F
                    || (0x1F3FB...0x1F3FF).contains(scalar.value))
                let symbol = isSymbol(scalar) || joinsSymbol
                if !current.isEmpty, symbol != currentIsSymbol {
                    tokens.append(String(current))
                    current = String.UnicodeScalarView()
                }
                currentIsSymbol = symbol
                current.append(scalar)
            }
        }
        if !current.isEmpty { tokens.append(String(current)) }
        return tokens.map { $0.lowercased() }
    }

    /// An emoji or other symbol (not a letter, digit or joiner of a word).
    static func isSymbol(_ s: Unicode.Scalar) -> Bool {
        guard s.value >= 0x2000 else { return false }
        return s.properties.isEmojiPresentation || s.properties.generalCategory == .otherSymbol
    }

    /// A word made only of emoji or other symbols (with their joiners and modifiers): `🍎`, `👩‍🍳`.
    static func isSymbolWord(_ word: String) -> Bool {
        word.unicodeScalars.contains(where: isSymbol) && word.unicodeScalars.allSatisfy {
            isSymbol($0) || $0.value == 0x200D || $0.value == 0xFE0F || (0x1F3FB...0x1F3FF).contains($0.value)
        }
    }

    /// `1,000`, `12,500`: a comma after a digit with exactly three digits after it separates
    /// thousands and stays inside the number (`5 potatoes, 2 onions` and `1,2` are lists).
    static func isThousandsSeparator(_ scalars: [Unicode.Scalar], at i: Int) -> Bool {
        guard i > 0, i + 3 < scalars.count, isDigit(scalars[i - 1]) else { return false }
        guard (i + 1...i + 3).allSatisfy({ isDigit(scalars[$0]) }) else { return false }
        return i + 4 == scalars.count || !isDigit(scalars[i + 4])
    }

    static func isDigit(_ s: Unicode.Scalar) -> Bool { s >= "0" && s <= "9" }
    static func isLetter(_ s: Unicode.Scalar) -> Bool { (s >= "a" && s <= "z") || (s >= "A" && s <= "Z") }

    private static let separators: Set<Unicode.Scalar> = [
        ",", ".", "?", "!", "~", ";", ":", "/", "(", ")", "[", "]", "{", "}", "\"", "'", "`", "-",
        "+", "&", "·", "、", "，", "。", "？", "！", "…", "\u{7F}", "’", "‘", "“", "”", "*", "=", "<", ">", "|",
    ]
}

extension Tokenizer {
    /// The words of `line` as tokens; a word seen before reuses its token, so a long line
    /// of repeated words splits particles once per distinct word.
    static func words(_ line: String) -> [Token] {
        var cache: [String: Token] = [:]
        func token(_ text: String) -> Token {
            if let token = cache[text] { return token }
            let token = Token(text)
            cache[text] = token
            return token
        }
        var words = tokens(line)
        // "계란 10개 삼": a verb of the chat style as the line's last word (laughter and emoji after it aside).
        if let last = words.lastIndex(where: { !isLaughter($0) && !isSymbolWord($0) }), let verb = Vocabulary.finalChatVerbs[words[last]] {
            words[last] = verb
        }
        return words.flatMap { written -> [Token] in
            // "어케 만들어": a chat spelling reads as the word it stands for; "어케만들어" as it and the rest.
            // "ㅈㄴ피곤": letters of chat (ㅈㄴ, ㅋㅋ) before a word say nothing of it.
            let written = Self.withoutLeadingJamo(written)
            if let text = Vocabulary.chatSpellings[written] { return [token(text)] }
            if let (meant, rest) = Vocabulary.chatSpelledStart(written) { return [token(meant), token(Vocabulary.fixingEnding(rest))] }
            return [token(Vocabulary.fixingEnding(written))]
        }
    }
}

extension Tokenizer {
    /// `written` without the lone consonants and vowels of chat before its syllables (`ㅈㄴ피곤` → 피곤);
    /// a word of letters only (`ㄷㅈㅉㄱ`, a 초성 search) is kept.
    static func withoutLeadingJamo(_ written: String) -> String {
        guard let first = written.unicodeScalars.first, (0x3131...0x318E).contains(first.value) else { return written }
        let rest = written.unicodeScalars.drop { (0x3131...0x318E).contains($0.value) }
        guard let next = rest.first, Hangul.isSyllable(next) else { return written }
        return String(String.UnicodeScalarView(rest))
    }

    /// `ㅋㅋ`, `ㅎㅎ`, `ㅠㅠ`: a word of laughter or tears, said after a sentence.
    static func isLaughter(_ word: String) -> Bool {
        !word.isEmpty && word.allSatisfy { "ㅋㅎㅠㅜ".contains($0) }
    }
}

/// One word of a line, with its Korean particles split off.
struct Token: Equatable {
    /// The word as written, lowercased.
    let text: String
    /// The word without trailing particles (`대파랑` → `대파`); stems keep two syllables.
    let stem: String
    /// The particles that were split off, in order.
    let particles: [String]
    /// The stem as typed, when the word was read as another (`RequestParser.respelled`: `게란이랑`
    /// is read as `계란이랑` with `written` 게란; each part of `대파계란` has `written` 대파계란).
    var written: String?

    init(_ text: String) {
        self.text = text
        (stem, particles) = RequestParser.stripParticles(text)
    }

    /// `text` read for a word typed as `written`.
    init(_ text: String, written: String) {
        self.init(text)
        self.written = written
    }

    /// Whether the word, or its stem, is one of `words`.
    func isAny(_ words: Set<String>) -> Bool { words.contains(text) || words.contains(stem) }

    /// Whether the word starts with any of `prefixes`.
    func starts(with prefixes: [String]) -> Bool { prefixes.contains { text.hasPrefix($0) } }
}
