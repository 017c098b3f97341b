/// The words and number forms dates are written with.
extension DateParser {
    static let weekdays: [String: Int] = [
        "일요일": 0, "월요일": 1, "화요일": 2, "수요일": 3, "목요일": 4, "금요일": 5, "토요일": 6,
        "일욜": 0, "월욜": 1, "화욜": 2, "수욜": 3, "목욜": 4, "금욜": 5, "토욜": 6,
        "sunday": 0, "monday": 1, "tuesday": 2, "wednesday": 3, "thursday": 4, "friday": 5, "saturday": 6,
        "sun": 0, "mon": 1, "tue": 2, "tues": 2, "wed": 3, "thu": 4, "thur": 4, "thurs": 4, "fri": 5, "sat": 6,
    ]
    static let months: [String: Int] = [
        "jan": 1, "january": 1, "feb": 2, "february": 2, "mar": 3, "march": 3, "apr": 4, "april": 4, "may": 5,
        "jun": 6, "june": 6, "jul": 7, "july": 7, "aug": 8, "august": 8, "sep": 9, "sept": 9, "september": 9,
        "oct": 10, "october": 10, "nov": 11, "november": 11, "dec": 12, "december": 12,
    ]
    /// Native numerals before a counter (`한 달`, `세 주`).
    static let koreanNumbers: [String: Int] = ["한": 1, "두": 2, "세": 3, "네": 4, "다섯": 5, "여섯": 6]
    /// Native words for a number of days (`이틀`, `열흘`, `보름`) and `일주일`.
    static let nativeDays: [String: Int] = [
        "하루": 1, "이틀": 2, "사흘": 3, "나흘": 4, "닷새": 5, "엿새": 6, "이레": 7, "여드레": 8, "아흐레": 9, "열흘": 10,
        "보름": 15, "일주일": 7, "한주": 7, "한주일": 7,
    ]
    /// Words after which a span counts from today (`유통기한 3일`, `소비기한은 일주일`).
    static let expiryWords: Set<String> = ["유통기한", "소비기한", "기한", "유효기간", "유통기간", "expires", "expiry", "expiring"]
    /// Words before a date that only say when (`expires on friday`, `good until mon`, `by fri`): a
    /// date after one may be a weekday's short name (`mon`, `sat`: alone they are other words).
    static let englishLeadWords: Set<String> = ["on", "by", "until", "till", "before"]

    /// One part of an English date written with its month's name.
    enum EnglishDatePart: Equatable {
        /// `mar`, `march`
        case month
        /// `1`, `1st`; `any`: any number (`feb 45`, read so it can be refused), else only 1…31
        /// (`45 may` is an amount and a verb, not a date).
        case day(any: Bool)
        /// a word written as is (`of`)
        case word(String)
    }

    /// The orders an English date with its month's name is written in, each optionally followed
    /// by a four-digit year (`mar 1 2027`, `march 1, 2027`, `1 march 2027`, `1st of march 2027`).
    static let englishDateOrders: [[EnglishDatePart]] = [
        [.month, .day(any: true)], [.day(any: false), .month], [.day(any: false), .word("of"), .month],
        [.word("the"), .day(any: false), .word("of"), .month],
    ]

    /// The English month-name date that starts with `word(0)` (`word(k)`: the k-th word from
    /// there, `nil` past the end), its parts unchecked (`feb 30`, `feb 29 2027`), and the words it used.
    static func englishMonthDay(_ word: (Int) -> String?) -> (month: Int, day: Int, year: Int?, used: Int)? {
        orders: for order in englishDateOrders {
            var month: Int?, day: Int?
            for (k, part) in order.enumerated() {
                guard let w = word(k) else { continue orders }
                switch part {
                case .month:
                    guard let m = months[w] else { continue orders }
                    month = m
                case .day(let any):
                    guard let d = any ? englishDayNumber(w) : englishDay(w) else { continue orders }
                    day = d
                case .word(let text):
                    guard w == text else { continue orders }
                }
            }
            guard let month, let day else { continue }
            let year = word(order.count).flatMap(englishYear)
            return (month, day, year, order.count + (year == nil ? 0 : 1))
        }
        return nil
    }

    /// `2027` → 2027: four digits, a year after a month and day.
    static func englishYear(_ word: String) -> Int? {
        guard word.count == 4, word.allSatisfy({ $0.isASCII && $0.isNumber }) else { return nil }
        return Int(word)
    }

    /// Words for days gone by: a line that names one is rarely about an expiry (`어제 두부 샀어`).
    static let pastWords: Set<String> = ["어제", "어저께", "어젯밤", "어제저녁", "어제밤", "그제", "그저께", "엊그제", "지난주", "저번주",
                                         "지지난주", "지난", "저번", "yesterday", "last"]

    /// Whether a date's words count back from today (`어제`, `3일 전`, `사흘전에`, `2 days ago`):
    /// when something was bought or opened, not when it expires.
    static func namesPast(_ words: ArraySlice<Token>) -> Bool {
        words.contains { token in
            let stem = dateStem(token.text)
            return pastWords.contains(stem) || stem.hasSuffix("전") || token.text == "ago"
        }
    }
    /// Sino-Korean digits (`삼일` = 3 days).
    private static let sinoDigits: [Character: Int] = ["일": 1, "이": 2, "삼": 3, "사": 4, "오": 5, "육": 6, "칠": 7, "팔": 8, "구": 9]

    /// English words a date may start with; other Latin words are skipped quickly.
    private static let englishStarts: Set<String> = [
        "today", "tonight", "tomorrow", "yesterday", "in", "next", "this", "end", "day", "week", "the", "last",
    ]

    /// Whether a date can start at this word (a quick test before the real one).
    static func mayStartDate(_ tokens: [Token], at i: Int) -> Bool {
        let word = tokens[i].text
        guard let first = word.unicodeScalars.first else { return false }
        if first.isASCII && !(("0"..."9").contains(first)) {
            if englishCount(word) != nil {  // "a week from now", "two days later"
                return i + 1 < tokens.count && ["day", "week", "month"].contains { tokens[i + 1].text.hasPrefix($0) }
            }
            return englishStarts.contains(word) || weekdays[word] != nil || months[word] != nil || englishDay(word) != nil
        }
        return true
    }

    /// `이번주`/`금주`/`이번 주` → (0 weeks ahead, tokens used), `다음주` → 1, `다다음주` → 2;
    /// `지난주`/`저번 주` → -1 (a week alone: a week ago), `지지난주` → -2.
    static func weekWord(_ stem: String, next: String?) -> (Int, Int)? {
        switch stem {
        case "지지난주": return (-2, 1)
        case "지난주", "저번주": return (-1, 1)
        case "지난" where next == "주": return (-1, 2)
        case "저번" where next == "주": return (-1, 2)
        case "이번주", "금주": return (0, 1)
        case "다음주", "담주", "차주": return (1, 1)
        case "다다음주", "담담주": return (2, 1)
        case "이번" where next == "주": return (0, 2)
        case "다음" where next == "주": return (1, 2)
        case "다다음" where next == "주": return (2, 2)
        default: return nil
        }
    }

    /// `이번달`/`이달`/`이번 달` → (0 months ahead, tokens used), `다음달`/`담달`/`다음 달` → 1.
    static func monthWord(_ stem: String, next: String?) -> (Int, Int)? {
        switch stem {
        case "이번달", "이달", "금월": return (0, 1)
        case "다음달", "담달", "내달", "익월": return (1, 1)
        case "이번" where next == "달": return (0, 2)
        case "다음" where next == "달": return (1, 2)
        default: return nil
        }
    }

    /// `삼` → 3, `십오` → 15, `이십` → 20, `삼십일` → 31 (up to 99).
    static func sinoNumber(_ word: String) -> Int? {
        let chars = Array(word)
        guard !chars.isEmpty, chars.count <= 3 else { return nil }
        if let ten = chars.firstIndex(of: "십") {
            let tens = ten == 0 ? 1 : (ten == 1 ? sinoDigits[chars[0]] : nil)
            guard let tens else { return nil }
            let rest = chars[(ten + 1)...]
            if rest.isEmpty { return tens * 10 }
            guard rest.count == 1, let ones = sinoDigits[rest.first!] else { return nil }
            return tens * 10 + ones
        }
        guard chars.count == 1 else { return nil }
        return sinoDigits[chars[0]]
    }

    /// `삼일` with suffix `일` → 3; `이주` with suffix `주` → 2.
    static func sinoCount(_ word: String, suffix: String) -> Int? {
        guard word.hasSuffix(suffix), word.count > suffix.count else { return nil }
        return sinoNumber(String(word.dropLast(suffix.count)))
    }

    /// `30일` with suffix `일` → 30. Also `30일까지`-style words after `dateStem`.
    /// `2027년` → 2027, `27년` → 2027 (two digits are this century).
    static func year(_ word: String) -> Int? {
        guard let n = number(word, suffix: "년"), word.count == 3 || word.count == 5 else { return nil }
        return n < 100 ? 2000 + n : n
    }

    static func number(_ word: String, suffix: String) -> Int? {
        guard word.hasSuffix(suffix) else { return nil }
        let digits = word.dropLast(suffix.count)
        guard !digits.isEmpty, digits.count <= 6, digits.allSatisfy({ $0.isASCII && $0.isNumber }) else { return nil }
        return Int(digits)
    }

    /// A word without the endings a date takes: `금요일까지` → `금요일`, `내일이야` → `내일`; and
    /// a day word without the particles of topic or addition (`어제는`, `어제도`, `그저께는`,
    /// `지난주에는`, `오늘은`, `금요일엔`), which never change the day it names.
    static func dateStem(_ word: String) -> String {
        guard let last = word.last, stemEndingLasts.contains(last) else { return word }
        for ending in stemEndings where word.hasSuffix(ending) && word.count > ending.count {
            return String(word.dropLast(ending.count))
        }
        for particle in dayParticles where word.hasSuffix(particle) && word.count > particle.count {
            let day = String(word.dropLast(particle.count))
            if isDayWord(day) { return day }
        }
        return word
    }

    private static let stemEndings = [
        "까지였어", "까지인", "까지임", "까지고", "까지래", "까지라고", "까지야", "까지요", "까지", "이었어", "였어", "였는데", "이래요", "이래", "이라고", "이라",
        "이에요", "이야", "예요", "래요", "래", "라고", "에는", "에", "야", "요", "쯤", "경", "정도", "이고", "이며", "이던", "인",
        // `12월 7일로 바꿔줘`, `내일로`: the day a date is changed to.
        "으로", "로",
    ]
    /// Particles a day word takes that say nothing of the day (topic, addition, "only"), taken off
    /// only a word that is then a day (`남은` keeps its 은, `포도` its 도).
    private static let dayParticles = ["에도", "엔", "은", "는", "도", "만"]
    /// The last characters of `stemEndings` and `dayParticles`, to skip most words at once.
    private static let stemEndingLasts = Set((stemEndings + dayParticles).compactMap(\.last))

    /// A word that names a day or a week by itself: `어제`, `오늘`, `금요일`, `지난주`, `다음달`, `30일`, `12월`.
    static func isDayWord(_ word: String) -> Bool {
        dayWords.contains(word) || weekdays[word] != nil && word.count > 1 || weekWord(word, next: nil) != nil
            || monthWord(word, next: nil) != nil || number(word, suffix: "일") != nil || number(word, suffix: "월") != nil
    }

    /// Days said in one word (`DateParser.date` reads them).
    static let dayWords: Set<String> = [
        "오늘", "금일", "내일", "낼", "모레", "내일모레", "낼모레", "글피", "어제", "어저께", "어젯밤", "어제저녁", "어제밤", "그제", "그저께",
        "엊그제", "월말", "이달말", "이번달말", "다음달말", "담달말",
    ]


    /// `11월30일` → 11.
    static func monthOfGlued(_ word: String) -> Int? {
        guard let mark = word.firstIndex(of: "월") else { return nil }
        return number(String(word[...mark]), suffix: "월")
    }

    /// `30`, `30th` → 30 when 1…31.
    static func englishDay(_ word: String) -> Int? {
        englishDayNumber(word).flatMap { (1...31).contains($0) ? $0 : nil }
    }

    /// `30`, `30th`, `45` → the number, whatever it is.
    static func englishDayNumber(_ word: String) -> Int? {
        var digits = word
        for suffix in ["st", "nd", "rd", "th"] where digits.hasSuffix(suffix) { digits = String(digits.dropLast(2)) }
        guard digits.count <= 3 else { return nil }
        return Int(digits)
    }

    /// `3`, `a`, `two` → a count.
    static func englishCount(_ word: String) -> Int? {
        if let n = Int(word), n >= 0, n < 1000 { return n }
        return ["a": 1, "an": 1, "one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7, "ten": 10][word]
    }

    /// `2026-11-30`, `2026.11.30`, `11/30`, `11-30`: (year if given, month, day), values unchecked.
    static func numericParts(_ word: String) -> (Int?, Int, Int)? {
        guard word.first?.isASCII == true, word.first?.isNumber == true else { return nil }
        let parts = word.split(whereSeparator: { $0 == "-" || $0 == "/" || $0 == "." }).map(String.init)
        guard parts.count >= 2, parts.allSatisfy({ !$0.isEmpty && $0.count <= 4 && $0.allSatisfy { $0.isASCII && $0.isNumber } }) else {
            return nil
        }
        if parts.count == 3, parts[0].count == 4, let y = Int(parts[0]), let m = Int(parts[1]), let d = Int(parts[2]) {
            return (y, m, d)
        }
        // "1.5" is an amount; "11.30" and "3.05" are dates.
        if parts.count == 2, parts[0].count <= 2, parts[1].count <= 2, !word.contains(".") || parts[1].count == 2,
           let m = Int(parts[0]), let d = Int(parts[1]) {
            return (nil, m, d)
        }
        return nil
    }
}
