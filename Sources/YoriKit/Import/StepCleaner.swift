/// Cleans one cooking step as COOKRCP01 writes it (`MANUALnn`): the leading number
/// (`1. `, `2)`, `③`), the photo labels left at the end (`…잘라준다.a`, `-D`, ` (d)`,
/// `.b,c`), HTML leftovers, and line breaks from a fixed-width form, joined back into one
/// sentence (`끓인\n다.` → `끓인다.`, `참\n기름을` → `참기름을`, `뒤\n안쪽에` → `뒤 안쪽에`).
public struct StepCleaner: Sendable {
    /// Known ingredient names, to rejoin one broken across lines (`청양\n고추`).
    let lexicon: IngredientLexicon?

    public init(lexicon: IngredientLexicon? = nil) {
        self.lexicon = lexicon
    }

    /// The step as one clean line; `""` when nothing is left.
    public func clean(_ raw: String) -> String {
        var text = joinLines(MessyText.normalized(raw))
        text = MessyText.collapsingSpaces(text)
        text = Self.droppingNumber(text)
        text = Self.droppingPhotoLabels(text)
        text = Self.droppingInlinePhotoLabels(text)
        return MessyText.trimmed(text)
    }

    /// Free text (a tip) as one clean paragraph: HTML and fixed-width line breaks undone.
    public func cleanText(_ raw: String) -> String {
        MessyText.trimmed(MessyText.collapsingSpaces(joinLines(MessyText.normalized(raw))))
    }

    /// One-syllable words that stand alone, so a line starting or ending with one is
    /// not half of a broken word.
    static let standaloneSyllables: Set<Character> = [
        "한", "약", "후", "더", "그", "채", "잘", "각", "또", "좀", "꼭", "큰", "센", "중", "및", "팬", "물", "밥",
        "무", "파", "김", "알", "쌀", "콩", "깨", "떡", "배", "굴", "뒤", "속", "위", "옆", "겉", "안", "밖", "통",
        "반", "전", "꿀", "것", "등", "때", "두", "세", "네", "곧", "푹", "쭉", "살", "잎", "소", "술", "다", "못",
        "덜", "막", "갓", "새", "첫", "온", "불", "볼", "컵", "잔", "솥", "체", "칼", "손", "끝", "딱", "쏙",
    ]

    /// Two-syllable endings that a fixed-width form often pushes to the next line.
    static let brokenEndings: Set<String> = [
        "는다", "으로", "하게", "하고", "해서", "하여", "한다", "지고", "어서", "아서", "으면", "리고", "인다", "힌다",
    ]

    /// Joins the lines of a step, with a space unless the break cut a word in two.
    func joinLines(_ text: String) -> String {
        let lines = text.split(separator: "\n", omittingEmptySubsequences: true)
            .map { MessyText.trimmed($0) }.filter { !$0.isEmpty }
        guard var out = lines.first else { return "" }
        for line in lines.dropFirst() {
            out += continuesWord(line, after: out) ? line : " " + line
        }
        return out
    }

    /// Whether `line` continues the last word of `previous`: its first word is only
    /// particles (`를`, `에서`) or a lone syllable (`다.`), it is a common ending (`는다`),
    /// the word before is a lone syllable (`끓` + `인다`), or together they make an
    /// ingredient name (`청양` + `고추는`).
    func continuesWord(_ line: String, after previous: String) -> Bool {
        guard let first = line.first, let last = previous.last, Self.isSyllable(first), Self.isSyllable(last) else {
            return false
        }
        let next = String(line.prefix { Self.isSyllable($0) })
        let before = String(previous.reversed().prefix { Self.isSyllable($0) }.reversed())
        if KoreanParticles.isParticles(next) { return true }
        if next.count == 1 {
            // `다.` at the end of a sentence is an ending; `다 익으면` is a word.
            let after = line.dropFirst().first
            return after == nil || after == "." || after == "," || !Self.standaloneSyllables.contains(first)
        }
        if Self.brokenEndings.contains(String(next.prefix(2))) && next.count <= 3 { return true }
        // A lone syllable before the break is half a word (끓 + 인다), unless it ends in ㄴ
        // or ㄹ, the endings of a modifier that stands alone (짠, 단, 할).
        if before.count == 1, !Self.standaloneSyllables.contains(last), !Self.endsInModifier(last) { return true }
        if let lexicon {
            let joined = Array(before + next)
            for k in stride(from: joined.count, to: before.count, by: -1) {
                let word = String(joined[..<k])
                if lexicon.canonicalName(word) != nil, KoreanParticles.isParticles(String(joined[k...])) { return true }
            }
        }
        return false
    }

    /// A syllable ending in ㄴ or ㄹ (받침 index 4 or 8).
    private static func endsInModifier(_ c: Character) -> Bool {
        guard let v = c.unicodeScalars.first?.value, (0xAC00...0xD7A3).contains(v) else { return false }
        let final = (v - 0xAC00) % 28
        return final == 4 || final == 8
    }

    private static func isSyllable(_ c: Character) -> Bool {
        c.unicodeScalars.count == 1 && Hangul.isSyllable(c.unicodeScalars.first!)
    }

    /// `text` without a leading step number: `1. `, `1)`, `(1)`, `01.`, `①`, `Step 1.`; never
    /// a quantity (`1.5cm로 썬다`, `2컵의 물`).
    static func droppingNumber(_ text: String) -> String {
        var s = Substring(text)
        if s.lowercased().hasPrefix("step") { s = s.dropFirst(4).drop { $0 == " " } }
        if let first = s.first, let v = first.unicodeScalars.first?.value, (0x2460...0x2473).contains(v) {
            return String(s.dropFirst()).trimmingSpaces  // ①…⑳
        }
        var rest = s
        let opened = rest.first == "("
        if opened { rest = rest.dropFirst() }
        let digits = rest.prefix { AmountScanner.isDigit($0) }
        guard !digits.isEmpty, digits.count <= 2 else { return text }
        rest = rest.dropFirst(digits.count).drop { $0 == " " }
        guard let mark = rest.first, mark == "." || mark == ")" || (!opened && mark == "-") else { return text }
        if opened && mark != ")" { return text }
        let after = rest.dropFirst()
        if mark == ".", let next = after.first, AmountScanner.isDigit(next) { return text }  // 1.5cm
        return String(after).trimmingSpaces
    }

    /// `text` without the photo labels the form left at its end: `.a`, `.b,c`, `-D`,
    /// `-C, -D`, `(d)`, `)b`. A letter only counts when it is not part of a word (`5g` stays).
    static func droppingPhotoLabels(_ text: String) -> String {
        var chars = Array(text)
        func isLabel(_ c: Character) -> Bool { ["a", "b", "c", "d", "A", "B", "C", "D"].contains(c) }
        var changed = true
        while changed {
            changed = false
            while chars.last == " " || chars.last == "," { chars.removeLast() }
            let n = chars.count
            if n >= 3, chars[n - 1] == ")", isLabel(chars[n - 2]), chars[n - 3] == "(" {
                chars.removeLast(3)
                changed = true
                continue
            }
            if n >= 2, isLabel(chars[n - 1]), !(chars[n - 2].isASCII && (chars[n - 2].isLetter || chars[n - 2].isNumber)) {
                let before = chars[n - 2]
                // Only after a sentence end, a dash, a comma or a bracket: 비타민 C stays.
                guard before == "." || before == "-" || before == "," || before == ")" || before == "다"
                    || before == "요" || (before == " " && n >= 3 && chars[n - 3] == "-") else { break }
                chars.removeLast()
                if chars.last == "-" { chars.removeLast() }
                changed = true
            }
        }
        return String(chars)
    }
}

extension StepCleaner {
    /// `text` without photo labels left inside it, where the form joined two photos' text:
    /// `썰고,b 당근은` → `썰고, 당근은`, `반죽하여b 랩에` → `반죽하여 랩에`, `두었다가-D 튀긴`,
    /// `사과를 -B 한쪽에`. A label is one letter a–d before a space and Hangul, right after a
    /// syllable, a comma or a full stop (not after a Latin letter: `L.A 갈비` stays).
    static func droppingInlinePhotoLabels(_ text: String) -> String {
        let chars = Array(text)
        guard chars.count >= 3 else { return text }
        func isLabel(_ c: Character) -> Bool { "abcdABCD".contains(c) }
        func isSyllable(_ c: Character) -> Bool {
            c.unicodeScalars.count == 1 && Hangul.isSyllable(c.unicodeScalars.first!)
        }
        var out: [Character] = []
        out.reserveCapacity(chars.count)
        var i = 0
        while i < chars.count {
            let c = chars[i]
            let followedByWord = i + 2 < chars.count && chars[i + 1] == " " && isSyllable(chars[i + 2])
            if isLabel(c), followedByWord {
                // A dash before the letter goes with it (`-D`), with or without a space before.
                let dashed = out.last == "-"
                let before = dashed ? out.dropLast().last : out.last
                let beforeThat = dashed ? out.dropLast(2).last : out.dropLast().last
                let afterText = before.map { isSyllable($0) || ($0 == " " && dashed) } ?? false
                let afterMark = (before == "," || before == ".")
                    && !(beforeThat.map { $0.isASCII && ($0.isLetter || $0.isNumber) } ?? false)
                if afterText || afterMark {
                    if dashed { out.removeLast() }
                    if out.last == " " { i += 1 }  // one space is enough
                    i += 1
                    continue
                }
            }
            out.append(c)
            i += 1
        }
        return String(out)
    }
}

private extension String {
    var trimmingSpaces: String { MessyText.trimmed(self) }
}
