/// Finds amounts in ingredient text: `20g(1⅓큰술)`, `20 g`, `1/2개`, `2&frac12;컵` (after
/// `MessyText`), `3×2×1cm`, `약간`, `소금약간`, `반 개`, a bare `90` after a space.
///
/// Works on `[Unicode.Scalar]` with explicit ranges so the callers can scan one line once;
/// comparing scalars is plain integer work, where comparing `Character`s normalises.
enum AmountScanner {
    typealias Scalars = [Unicode.Scalar]

    /// Hangul units, longest first (so `작은술` wins over `술`-less prefixes).
    static let units: [Scalars] = [
        "테이블스푼", "티스푼", "밀리리터", "킬로그램", "센티미터",
        "큰스푼", "작은스푼", "작은술", "숟가락", "소쿠리",
        "큰술", "스푼", "숟갈", "봉지", "줄기", "뿌리", "포기", "송이", "꼬집", "방울", "조각", "토막",
        "공기", "인분", "묶음", "가닥", "덩이", "마디", "꼬치", "접시", "국자", "그램", "리터", "인치",
        "컵", "개", "알", "쪽", "장", "마리", "모", "봉", "대", "톨", "줌", "통", "캔", "팩", "단",
        "줄", "잎", "닢", "근", "판", "병", "포",
     ].map { Array($0.unicodeScalars) }.sorted { $0.count > $1.count }

    /// Words that are an amount on their own (`소금 약간`, `후추약간`), longest first.
    static let amountWords: [Scalars] = [
        "기호에 따라", "기호에따라", "기호대로", "약간씩", "조금씩", "적당량", "적당히", "취향껏", "넉넉히",
        "약간", "적량", "소량", "조금", "少許", "少量",
     ].map { Array($0.unicodeScalars) }.sorted { $0.count > $1.count }

    /// Number words that make an amount when a unit follows (`한 줌`, `반 개`).
    static let numberWords: [Scalars] = ["한두", "두세", "서너", "한", "두", "세", "네", "반"].map { Array($0.unicodeScalars) }

    static let fractions: Set<Unicode.Scalar> = ["½", "⅓", "⅔", "¼", "¾", "⅕", "⅖", "⅗", "⅘", "⅙", "⅚", "⅛", "⅜", "⅝", "⅞"]

    /// Qualifiers that may follow an amount and belong to it.
    static let amountSuffixes: [Scalars] = ["정도", "가량", "내외", "이상", "이하", "씩", "쯤"].map { Array($0.unicodeScalars) }

    static func isDigit(_ c: Unicode.Scalar) -> Bool { c.value >= 0x30 && c.value <= 0x39 }
    static func isDigit(_ c: Character) -> Bool { c.unicodeScalars.count == 1 && isDigit(c.unicodeScalars.first!) }
    static func isNumeral(_ c: Unicode.Scalar) -> Bool { isDigit(c) || fractions.contains(c) }
    static func isNumeral(_ c: Character) -> Bool { c.unicodeScalars.count == 1 && isNumeral(c.unicodeScalars.first!) }
    static func isASCIILetter(_ c: Unicode.Scalar) -> Bool {
        (c.value >= 0x41 && c.value <= 0x5A) || (c.value >= 0x61 && c.value <= 0x7A)
    }
    /// A letter of any script (Hangul syllables and Jamo included).
    static func isLetter(_ c: Unicode.Scalar) -> Bool {
        c.isASCII ? isASCIILetter(c) : (Hangul.isHangul(c) || c.properties.isAlphabetic)
    }

    /// Whether `chars[i...]` starts with `word`.
    static func matches(_ chars: Scalars, _ i: Int, _ word: Scalars, limit: Int) -> Bool {
        guard i + word.count <= limit else { return false }
        for k in 0..<word.count where chars[i + k] != word[k] { return false }
        return true
    }

    /// The start of the first amount in `range`, outside parentheses and brackets.
    static func firstAmountStart(_ chars: Scalars, in range: Range<Int>) -> Int? {
        var depth = 0
        var i = range.lowerBound
        while i < range.upperBound {
            let c = chars[i]
            if c == "(" || c == "[" { depth += 1 } else if c == ")" || c == "]" { depth = max(0, depth - 1) }
            if depth == 0, startsAmount(chars, at: i, in: range) { return i }
            i += 1
        }
        return nil
    }

    /// Whether an amount starts at `i`.
    static func startsAmount(_ chars: Scalars, at i: Int, in range: Range<Int>) -> Bool {
        let c = chars[i]
        let previous: Unicode.Scalar? = i > range.lowerBound ? chars[i - 1] : nil
        if isNumeral(c) || (c == "." && i + 1 < range.upperBound && isDigit(chars[i + 1])) {
            if let previous, isNumeral(previous) || previous == "." { return false }
            // A number glued to a word (흑미30g) is an amount only with a unit after it, so
            // 곁들이채소1 or 오메가3 stay names.
            if let previous, isLetter(previous) {
                let end = numberEnd(chars, from: i, limit: range.upperBound)
                return unitEnd(chars, from: end, limit: range.upperBound) != nil
            }
            return true
        }
        for word in amountWords where matches(chars, i, word, limit: range.upperBound) { return true }
        if previous == nil || previous == " " {
            for word in numberWords where matches(chars, i, word, limit: range.upperBound) {
                var j = i + word.count
                if j < range.upperBound, chars[j] == " " { j += 1 }
                if unitEnd(chars, from: j, limit: range.upperBound, hangulOnly: true) != nil { return true }
            }
        }
        return false
    }

    /// The end of the number starting at `i` (`1/2`, `0.5`, `4~5`, `1-2`, `3×2×1`, `1½`).
    static func numberEnd(_ chars: Scalars, from i: Int, limit: Int) -> Int {
        var j = i
        while j < limit {
            let c = chars[j]
            if isNumeral(c) {
                j += 1
            } else if [".", "/", "~", "-", "×", "ⅹ", "x", "X", "*"].contains(c), j + 1 < limit,
                      isNumeral(chars[j + 1]) || (chars[j + 1] == " " && j + 2 < limit && isNumeral(chars[j + 2])
                                                  && c != "." && c != "x" && c != "X") {
                j += c == "." || chars[j + 1] != " " ? 1 : 2
            } else {
                break
            }
        }
        return j
    }

    /// The end of a unit right after a number (an optional space between), if there is one.
    static func unitEnd(_ chars: Scalars, from i: Int, limit: Int, hangulOnly: Bool = false) -> Int? {
        var j = i
        if j < limit, chars[j] == " " { j += 1 }
        guard j < limit else { return nil }
        if !hangulOnly, isASCIILetter(chars[j]) {
            var k = j
            while k < limit, isASCIILetter(chars[k]) { k += 1 }
            return k
        }
        if chars[j] == "%" || chars[j] == "°" || chars[j] == "℃" { return j + 1 }
        for unit in units where matches(chars, j, unit, limit: limit) {
            // A unit ends the word (2개, 2개씩, 2개(200g)); 물 2 대파 is not "2대".
            let end = j + unit.count
            if end == limit || !Hangul.isHangul(chars[end])
                || amountSuffixes.contains(where: { matches(chars, end, $0, limit: limit) }) {
                return end
            }
        }
        return nil
    }

    /// The end (exclusive) of the amount that starts at `start`: the number or amount word,
    /// its unit, `반`/`정도`/`씩`, any `(…)` right after, and an `또는 …` alternative.
    static func amountEnd(_ chars: Scalars, from start: Int, limit: Int) -> Int {
        var j = start
        if let word = amountWords.first(where: { matches(chars, start, $0, limit: limit) }) {
            j = start + word.count
        } else if isNumeral(chars[start]) || chars[start] == "." {
            j = numberEnd(chars, from: start, limit: limit)
            if let end = unitEnd(chars, from: j, limit: limit) { j = end }
            // 1컵 반, 2와 1/2컵 are rare enough to ignore; 1컵 반 is common.
            if j + 1 < limit, chars[j] == " ", chars[j + 1] == "반", j + 2 == limit || !isLetter(chars[j + 2]) { j += 2 }
        } else if let word = numberWords.first(where: { matches(chars, start, $0, limit: limit) }) {
            j = start + word.count
            if j < limit, chars[j] == " " { j += 1 }
            j = unitEnd(chars, from: j, limit: limit, hangulOnly: true) ?? j
        }
        while true {
            var k = j
            while k < limit, chars[k] == " " { k += 1 }
            if let suffix = amountSuffixes.first(where: { matches(chars, k, $0, limit: limit) }),
               k + suffix.count == limit || !isLetter(chars[k + suffix.count]) {
                j = k + suffix.count
                continue
            }
            if k < limit, chars[k] == "(", let close = closing(chars, from: k, limit: limit) {
                j = close + 1
                continue
            }
            if matches(chars, k, alternatives[0], limit: limit) || matches(chars, k, alternatives[1], limit: limit) {
                return limit
            }
            return j
        }
    }

    private static let alternatives: [Scalars] = [Array("또는".unicodeScalars), Array("혹은".unicodeScalars)]

    /// The index of the `)` or `]` closing the bracket at `open`.
    static func closing(_ chars: Scalars, from open: Int, limit: Int) -> Int? {
        var depth = 0
        var i = open
        while i < limit {
            if chars[i] == "(" || chars[i] == "[" { depth += 1 }
            if chars[i] == ")" || chars[i] == "]" {
                depth -= 1
                if depth == 0 { return i }
            }
            i += 1
        }
        return nil
    }

    /// Whether `text` holds an amount anywhere outside parentheses.
    static func hasAmount(_ text: String) -> Bool {
        let chars = Array(text.unicodeScalars)
        return firstAmountStart(chars, in: 0..<chars.count) != nil
    }

    /// Whether `text` holds a digit.
    static func hasDigit<S: Sequence<Unicode.Scalar>>(_ text: S) -> Bool { text.contains(where: isNumeral) }
    static func hasDigit<S: StringProtocol>(_ text: S) -> Bool { text.unicodeScalars.contains(where: isNumeral) }

    /// The text of a range of scalars.
    static func text(_ chars: ArraySlice<Unicode.Scalar>) -> String {
        var view = String.UnicodeScalarView()
        view.append(contentsOf: chars)
        return String(view)
    }
}
