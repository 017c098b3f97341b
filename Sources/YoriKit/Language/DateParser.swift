/// Finds a date in a line, relative to today: `내일`, `내일모레`, `어제`, `3일 뒤`, `삼일 뒤`,
/// `다음주 금요일`, `다다음주`, `이번 달 말`, `11월 30일`, `11/30`, `2026-11-30`, `tomorrow`,
/// `the day after tomorrow`, `next friday`, `next week`, `in 3 days`, `nov 30`, and days gone by
/// (`3일 전`, `일주일 전`, `3 days ago`, `a week ago`); after an
/// expiry word a bare span counts from today (`유통기한 3일`).
public struct DateParser: Sendable {
    public let today: LocalDay
    /// Whether the words are a date and nothing else (`--expires`): a weekday's short name
    /// alone (`mon`, `sat`) is then that day.
    let readsWholeText: Bool

    public init(today: LocalDay) {
        self.init(today: today, readsWholeText: false)
    }

    init(today: LocalDay, readsWholeText: Bool) {
        self.today = today
        self.readsWholeText = readsWholeText
    }

    /// `text` as one date (`11/30`, `2026-11-30`, `11월 30일`, `내일모레`, `어제`, `next friday`),
    /// or `nil` when it is not entirely a date. `--expires` uses this, so the command line
    /// takes every form a chat line does.
    public static func parse(_ text: String, today: LocalDay) -> LocalDay? {
        var tokens = Tokenizer.tokens(Hangul.composed(text)).map(Token.init)
        let parser = DateParser(today: today, readsWholeText: true)
        // "use by friday", "best before 3/1": the first word only says which date it is.
        if tokens.count > 2, ["use", "best"].contains(tokens[0].text), ["by", "before"].contains(tokens[1].text) {
            tokens.removeFirst()
        }
        // "유통기한 3일", "expires on friday", "by mon": words that say it is an expiry, or when.
        let lead = tokens.indices.dropLast().prefix { isExpiryWord(tokens[$0]) || englishLeadWords.contains(tokens[$0].text) }.count
        if lead > 0, let (day, range) = parser.find(tokens), range == lead..<tokens.count { return day }
        let date = Array(tokens[lead...])
        if let (day, range) = parser.find(date), range == date.indices { return day }
        // "3일", "3 days", "a week": a span alone is from today, as after an expiry word.
        return parser.spanAlone(date)
    }

    /// `tokens` when they are a span and nothing else (`3일`, `3 일`, `일주일`, `한 달`, `3 days`,
    /// `a week`, `two months`): that long from today.
    func spanAlone(_ tokens: [Token]) -> LocalDay? {
        guard (1...2).contains(tokens.count) else { return nil }
        let stem = Self.dateStem(tokens[0].stem), next = tokens.count > 1 ? Self.dateStem(tokens[1].stem) : nil
        if let (days, used) = koreanSpan(stem, next: next), used == tokens.count { return today.adding(days: days) }
        if let months = koreanMonths(stem, next: next), months.used == tokens.count { return addingMonths(months.count) }
        if let count = Self.englishCount(tokens[0].text), let next { return span(count, tokens[1].text) }
        return nil
    }

    /// Whether a word says what follows is an expiry (`유통기한`, `유통기한은`, `expires`).
    static func isExpiryWord(_ token: Token) -> Bool {
        expiryWords.contains(token.stem) || expiryWords.contains(token.text)
    }

    /// The first date in `tokens` and the indexes of the tokens it used.
    func find(_ tokens: [Token]) -> (LocalDay, Range<Int>)? {
        var stems: [String]?
        // "오늘 산 두부 유통기한 일주일": the date after an expiry word is the one the line gives.
        let afterExpiry = tokens.firstIndex { Self.expiryWords.contains($0.stem) }.map { $0 + 1 } ?? 0
        for start in afterExpiry > 0 ? [afterExpiry, 0] : [0] {
            for i in tokens.indices where i >= start && Self.mayStartDate(tokens, at: i) {
                if stems == nil { stems = tokens.map { Self.dateStem($0.text) } }
                // "3000년 1월 1일": the month and day belong to the year, never a date of their own.
                if i > 0, Self.year(stems![i - 1]) != nil { continue }
                if let (day, used) = date(tokens, stems: stems!, at: i) { return (day, i..<(i + used)) }
            }
        }
        return nil
    }

    /// The tokens of every date in `tokens`, left to right (a line may give two: `bought pork 2 days
    /// ago, expires in 3 days`), with `found`'s (what `find` or `findInvalid` took): words no
    /// amount or name may take.
    func allDateTokens(_ tokens: [Token], besides found: Range<Int>? = nil) -> Set<Int> {
        all(tokens).reduce(into: Set(found ?? 0..<0)) { $0.formUnion($1.1) }
    }

    /// Every date in `tokens`, left to right, each with the tokens it used.
    func all(_ tokens: [Token]) -> [(LocalDay, Range<Int>)] {
        var out: [(LocalDay, Range<Int>)] = []
        var stems: [String]?
        var i = 0
        while i < tokens.count {
            if Self.mayStartDate(tokens, at: i) {
                if stems == nil { stems = tokens.map { Self.dateStem($0.text) } }
                if !(i > 0 && Self.year(stems![i - 1]) != nil), let (day, used) = date(tokens, stems: stems!, at: i) {
                    out.append((day, i..<(i + used)))
                    i += used
                    continue
                }
            }
            i += 1
        }
        return out
    }

    /// The day a line says something was bought, besides its expiry (`expiry`, the tokens of
    /// the date `find` took): the first date in words that only name the past (`어제`, `3일 전`,
    /// `2 days ago`) — `어제 산 우유, 유통기한 12월 3일`. A past date written as a day (`11/20`)
    /// may be an expiry, so it is not taken.
    func purchaseDay(_ tokens: [Token], besides expiry: Range<Int>) -> LocalDay? {
        all(tokens).first { day, range in range != expiry && day < today && Self.namesPast(tokens[range]) }?.0
    }

    /// A date-shaped word that is no real date (`13월 45일`, `2026-02-30`, `feb 30`), as
    /// written, and the tokens it used: a line that gives one must not be taken without it.
    func findInvalid(_ tokens: [Token]) -> (String, Range<Int>)? {
        let stems = tokens.map { Self.dateStem($0.text) }
        for i in tokens.indices where tokens[i].text.first.map({ $0.isNumber || $0.isLetter && $0.isASCII }) ?? false {
            let stem = stems[i]
            let next = i + 1 < tokens.count ? stems[i + 1] : nil
            // "2027년 2월 29일": no such day that year.
            if let year = Self.year(stem), let month = next.flatMap({ Self.number($0, suffix: "월") }),
               let dayWord = i + 2 < tokens.count ? stems[i + 2] : nil, let day = Self.number(dayWord, suffix: "일"),
               LocalDay(year: year, month: month, day: day) == nil {
                return ("\(stem) \(next!) \(dayWord)", i..<(i + 3))
            }
            if let month = Self.number(stem, suffix: "월") {
                if let day = next.flatMap({ Self.number($0, suffix: "일") }) {
                    if Self.isImpossible(month: month, day: day) { return ("\(stem) \(next!)", i..<(i + 2)) }
                } else if month < 1 || month > 12 {
                    return (stem, i..<(i + 1))
                }
            }
            if let month = Self.monthOfGlued(stem), let mark = stem.firstIndex(of: "월"),
               let day = Self.number(String(stem[stem.index(after: mark)...]), suffix: "일"),
               Self.isImpossible(month: month, day: day) {
                return (stem, i..<(i + 1))
            }
            if let (year, month, day) = Self.numericParts(stem), LocalDay(year: year ?? 2028, month: month, day: day) == nil,
               year != nil || (month <= 31 && day <= 31) {
                return (stem, i..<(i + 1))
            }
            // "feb 30", "31 feb", "feb 29 2027": no such day (that year).
            if let (month, day, year, used) = Self.englishMonthDay({ i + $0 < tokens.count ? tokens[i + $0].text : nil }),
               year.map({ LocalDay(year: $0, month: month, day: day) == nil }) ?? Self.isImpossible(month: month, day: day) {
                return (tokens[i..<(i + used)].map(\.text).joined(separator: " "), i..<(i + used))
            }
        }
        // "유통기한 12월 초", "expires next season": words after an expiry word that look like a
        // date yori cannot read are never replaced by the default shelf life.
        for i in tokens.indices where Self.expiryWords.contains(stems[i]) || Self.expiryWords.contains(tokens[i].stem) {
            var last: Int?
            var j = i + 1
            while j < tokens.count, j <= i + 4, Self.looksLikeDate(stems[j]) {
                last = j
                j += 1
            }
            if let last { return (tokens[(i + 1)...last].map(\.text).joined(separator: " "), (i + 1)..<(last + 1)) }
        }
        return nil
    }

    /// A word that belongs to a date (`12월`, `초`, `중순`, `다음`, `5일`, `next`, `month`).
    static func looksLikeDate(_ word: String) -> Bool {
        if word.contains(where: { $0.isASCII && $0.isNumber }) { return true }
        if ["월", "일", "주", "달", "년", "요일", "순", "주일", "개월"].contains(where: { word.hasSuffix($0) }) && word.count >= 2 { return true }
        return dateWords.contains(word) || weekdays[word] != nil || months[word] != nil
    }

    private static let dateWords: Set<String> = [
        "초", "말", "말일", "중순", "초순", "하순", "상순", "다음", "이번", "다다음", "지난", "주말", "연말", "월초", "연초", "월말",
        "보름", "내년", "올해", "작년", "내달", "next", "this", "end", "week", "weeks", "month", "months", "day", "days", "year",
        "early", "mid", "late", "beginning",
    ]

    /// A month and day that no year has (2월 29일 is possible).
    /// `12.3`, `1.15` → (12, 3), (1, 15): a month and a day written with a dot.
    static func dottedMonthDay(_ word: String) -> (Int, Int)? {
        let parts = word.split(separator: ".", omittingEmptySubsequences: false)
        guard parts.count == 2, parts.allSatisfy({ (1...2).contains($0.count) && $0.allSatisfy(\.isASCII) }),
              let month = Int(parts[0]), let day = Int(parts[1]), (1...12).contains(month), (1...31).contains(day) else { return nil }
        return (month, day)
    }

    private static func isImpossible(month: Int, day: Int) -> Bool {
        guard (1...12).contains(month), day >= 1 else { return true }
        return day > LocalDay.daysIn(month: month, year: 2028)
    }

    // swiftlint:disable:next cyclomatic_complexity function_body_length
    private func date(_ t: [Token], stems: [String], at i: Int) -> (LocalDay, Int)? {
        let word = t[i].text
        if let first = word.unicodeScalars.first, ("a"..."z").contains(first) {
            return englishDate(t, at: i, afterExpiryWord: i > 0 && Self.expiryWords.contains(t[i - 1].text))
        }
        let stem = stems[i]
        func next(_ k: Int) -> String? { i + k < t.count ? stems[i + k] : nil }
        // "3일 뒤", and "3일 남았어" (what is left until the date).
        func isAfter(_ w: String?) -> Bool {
            w.map { ["뒤", "후", "뒤에", "후에", "있다가", "남음", "이따", "뒤면", "후면"].contains($0) || $0.hasPrefix("남았") || $0.hasPrefix("남은") } ?? false
        }
        // "유통기한 3일", "expires in …": a span right after an expiry word counts from today.
        // ("유통기한 3일까지" names the 3rd, not a span.)
        let afterExpiryWord = i > 0 && (Self.expiryWords.contains(stems[i - 1]) || Self.expiryWords.contains(t[i - 1].stem))
            && !word.hasSuffix("까지")

        // "30일까지", "5일까지": the coming 30th (this month, else next), never a span.
        if word.hasSuffix("까지") || t[i].particles.contains("까지"), let n = Self.number(stem, suffix: "일"), (1...31).contains(n) {
            if let d = dayOfMonth(offset: n >= today.day ? 0 : 1, day: n) ?? dayOfMonth(offset: 2, day: n) { return (d, 1) }
        }
        // "유통기한 12.3", "우유 샀어 12.3", "12.3까지", "--expires 12.3": month.day as Korean labels
        // print it, after an expiry word or a verb, said with 까지, or as a whole date value
        // (elsewhere 12.3 may be an amount).
        if let (month, day) = Self.dottedMonthDay(stem),
           readsWholeText || word.hasSuffix("까지")
            || i > 0 && (Self.expiryWords.contains(stems[i - 1]) || Self.expiryWords.contains(t[i - 1].stem)
                         || Stemmer.isPredicate(t[i - 1].text)),
           let d = monthDay(month, day) {
            return (d, 1)
        }
        if stem == "내일", next(1) == "모레" { return (today.adding(days: 2), 2) }
        switch stem {
        case "오늘", "today", "tonight", "금일": return (today, 1)
        case "내일", "tomorrow", "낼": return (today.adding(days: 1), 1)
        case "모레", "내일모레", "낼모레": return (today.adding(days: 2), 1)
        case "글피": return (today.adding(days: 3), 1)
        case "어제", "어저께", "어젯밤", "어제저녁", "어제밤", "yesterday": return (today.adding(days: -1), 1)
        case "그제", "그저께", "엊그제": return (today.adding(days: -2), 1)
        case "월말", "이달말", "이번달말": return (endOfMonth(offset: 0), 1)
        case "다음달말", "담달말": return (endOfMonth(offset: 1), 1)
        default: break
        }
        // 3일 전, 3일전에, 사흘 전, 일주일 전, 2주 전, 한 달 전: days gone by (when it was bought
        // or opened). After an expiry word the span still counts ahead (`유통기한 3일 전` = 3 days left).
        if !afterExpiryWord, let (days, used) = beforeSpan(stem, next: next) { return (today.adding(days: -days), used) }
        // 3일 뒤, 3일뒤, 삼일 뒤, 일주일 후, 2주 뒤, 이틀 뒤, 3 일 뒤, 한 달 뒤
        if let (days, used) = koreanSpan(stem, next: next(1)), isAfter(used == 1 ? next(1) : next(2)) || used == 0
            || (afterExpiryWord && used >= 1) {
            let after = used == 0 ? 0 : (isAfter(used == 1 ? next(1) : next(2)) ? 1 : 0)
            return (today.adding(days: days), max(1, used + after))
        }
        if let months = koreanMonths(stem, next: next(1)), isAfter(next(months.used)) || afterExpiryWord {
            return (addingMonths(months.count), months.used + (isAfter(next(months.used)) ? 1 : 0))
        }
        // 이번주 금요일, 다음주 금요일, 다다음주 금요일, 이번 주 금요일, 다음 주, 다다음주
        if let (weeks, used) = Self.weekWord(stem, next: next(1)) {
            if let w = next(used).flatMap({ Self.weekdays[$0] }) {
                return (weeks == 0 ? upcoming(w) : nextWeek(w).adding(days: 7 * (weeks - 1)), used + 1)
            }
            // A week alone: this week = its Sunday; next week = a week from today.
            return (weeks == 0 ? upcoming(0) : today.adding(days: 7 * weeks), used)
        }
        if let w = Self.weekdays[stem], word.count > 3 || stem.hasSuffix("요일") || stem.hasSuffix("욜") {
            return (upcoming(w), 1)
        }
        // 이번 달 말, 이번달 말, 이달 말, 다음 달 말, 이번 달말
        if ["이번달", "이달"].contains(stem), ["말", "말일"].contains(next(1) ?? "") { return (endOfMonth(offset: 0), 2) }
        if ["다음달", "담달"].contains(stem), ["말", "말일"].contains(next(1) ?? "") { return (endOfMonth(offset: 1), 2) }
        if ["이번", "다음"].contains(stem), next(1) == "달말" || next(1) == "달말일" {
            return (endOfMonth(offset: stem == "이번" ? 0 : 1), 2)
        }
        if ["이번", "다음"].contains(stem), next(1) == "달", ["말", "말일"].contains(next(2) ?? "") {
            return (endOfMonth(offset: stem == "이번" ? 0 : 1), 3)
        }
        // 다음 달 5일, 다음달 5일, 이번 달 20일 (a day this month or next; none past the month's end)
        if let (offset, used) = Self.monthWord(stem, next: next(1)) {
            if let day = next(used).flatMap({ Self.number($0, suffix: "일") }) {
                return dayOfMonth(offset: offset, day: day).map { ($0, used + 1) }
            }
            // "다음 달" alone: a month from today (like 다음주).
            if offset == 1, next(used).map({ Self.number($0, suffix: "일") == nil }) ?? true { return (addingMonths(1), used) }
        }
        // 12월 말, 12월말, 12월 말일
        if let month = Self.number(stem, suffix: "월"), ["말", "말일", "끝"].contains(next(1) ?? "") {
            return monthDay(month, LocalDay.daysIn(month: month, year: today.year)).map { ($0, 2) }
        }
        for tail in ["월말일", "월말"] where stem.hasSuffix(tail) {
            if let month = Self.number(String(stem.dropLast(tail.count - 1)), suffix: "월") {
                return monthDay(month, LocalDay.daysIn(month: month, year: today.year)).map { ($0, 1) }
            }
        }
        // 2027년 3월 1일, 27년 3월 1일
        if let year = Self.year(stem), let month = next(1).flatMap({ Self.number($0, suffix: "월") }),
           let day = next(2).flatMap({ Self.number($0, suffix: "일") }) {
            return LocalDay(year: year, month: month, day: day).map { ($0, 3) }
        }
        // 11월 30일, 11월30일
        if let month = Self.number(stem, suffix: "월") ?? Self.monthOfGlued(stem) {
            if let day = next(1).flatMap({ Self.number($0, suffix: "일") }), let d = monthDay(month, day) { return (d, 2) }
            if let mark = stem.firstIndex(of: "월"), let day = Self.number(String(stem[stem.index(after: mark)...]), suffix: "일"),
               let d = monthDay(month, day) {
                return (d, 1)
            }
        }
        // 2026-11-30, 2026.11.30, 11/30, 11-30
        if let (year, month, day) = Self.numericParts(stem) {
            if let year { return LocalDay(year: year, month: month, day: day).map { ($0, 1) } }
            if let d = monthDay(month, day) { return (d, 1) }
        }
        return englishDate(t, at: i, afterExpiryWord: afterExpiryWord)
    }

    /// `3일 전`/`3일전` → (3 days, tokens used), `일주일 전` → 7, `한 달 전` → the days since that
    /// day a month ago; `nil` unless the span is followed by (or ends in) `전`.
    private func beforeSpan(_ stem: String, next: (Int) -> String?) -> (days: Int, used: Int)? {
        if stem.hasSuffix("전"), stem.count > 1, let (days, used) = koreanSpan(String(stem.dropLast()), next: nil), used == 1 {
            return (days, 1)
        }
        if let (days, used) = koreanSpan(stem, next: next(1)), used >= 1, next(used) == "전" { return (days, used + 1) }
        if let months = koreanMonths(stem, next: next(1)), next(months.used) == "전" {
            return (addingMonths(-months.count).days(until: today), months.used + 1)
        }
        return nil
    }

    // swiftlint:disable:next cyclomatic_complexity
    private func englishDate(_ t: [Token], at i: Int, afterExpiryWord: Bool) -> (LocalDay, Int)? {
        let word = t[i].text
        func next(_ k: Int) -> String? { i + k < t.count ? t[i + k].text : nil }
        switch word {
        case "today", "tonight": return (today, 1)
        case "tomorrow": return (today.adding(days: 1), 1)
        case "yesterday": return (today.adding(days: -1), 1)
        default: break
        }
        // the day after tomorrow, the day before yesterday, the week after next
        if word == "the", next(1) == "day" || next(1) == "week", let (day, used) = englishDate(t, at: i + 1, afterExpiryWord: false),
           used == 3 {
            return (day, 4)
        }
        if word == "day", next(1) == "after", next(2) == "tomorrow" { return (today.adding(days: 2), 3) }
        if word == "day", next(1) == "before", next(2) == "yesterday" { return (today.adding(days: -2), 3) }
        // in 3 days, in a week, in two weeks, in a month
        if word == "in", let n = next(1), let count = Self.englishCount(n), let unit = next(2) {
            if let d = span(count, unit) { return (d, 3) }
        }
        // 3 days ago, a week ago, two months ago
        if let count = Self.englishCount(word), let unit = next(1), next(2) == "ago", let d = span(-count, unit) {
            return (d, 3)
        }
        // 3 days from now, 2 weeks later
        if let count = Self.englishCount(word), let unit = next(1), let d = span(count, unit),
           ["from", "later", "after", "left"].contains(next(2) ?? "") || afterExpiryWord {
            return (d, next(2) == "from" && next(3) == "now" ? 4 : (afterExpiryWord && next(2) == nil ? 2 : 3))
        }
        if word == "next", let w = next(1).flatMap({ Self.weekdays[$0] }) { return (nextWeek(w), 2) }
        // last night, this morning; last friday: the latest one before today.
        if word == "last", next(1) == "night" { return (today.adding(days: -1), 2) }
        if word == "this", let part = next(1), ["morning", "afternoon", "evening"].contains(part) { return (today, 2) }
        if word == "last", let w = next(1).flatMap({ Self.weekdays[$0] }) {
            return (today.adding(days: -((today.weekday - w + 6) % 7 + 1)), 2)
        }
        if word == "this", let w = next(1).flatMap({ Self.weekdays[$0] }) { return (upcoming(w), 2) }
        if word == "next", next(1) == "week" { return (today.adding(days: 7), 2) }
        if word == "next", next(1) == "month" { return (addingMonths(1), 2) }
        if word == "this", next(1) == "week" { return (upcoming(0), 2) }
        if word == "week", next(1) == "after", next(2) == "next" { return (today.adding(days: 14), 3) }
        if word == "end", next(1) == "of" {
            var k = 2
            if next(k) == "the" || next(k) == "this" { k += 1 }
            if next(k) == "month" { return (endOfMonth(offset: 0), k + 1) }
            if next(k) == "next", next(k + 1) == "month" { return (endOfMonth(offset: 1), k + 2) }
        }
        // friday; a short name (mon, sat) only where nothing else is meant: the whole text of
        // --expires, or after a word that says when (expires mon, on fri, until tue).
        if let w = Self.weekdays[word], word.count > 3 || readsWholeText && t.count == 1
            || i > 0 && (Self.englishLeadWords.contains(t[i - 1].text) || Self.expiryWords.contains(t[i - 1].text)) {
            return (upcoming(w), 1)
        }
        // mar 1, 1 march, 1st of march, each with a year or not (mar 1 2027, march 1, 2027).
        if let (month, day, year, used) = Self.englishMonthDay(next) {
            if let year { return LocalDay(year: year, month: month, day: day).map { ($0, used) } }
            if (1...31).contains(day), let d = monthDay(month, day) { return (d, used) }
        }
        return nil
    }

    /// `3`/`days` → today + 3; `2`/`weeks` → today + 14; `a`/`month` → a month from today.
    private func span(_ count: Int, _ unit: String) -> LocalDay? {
        if unit.hasPrefix("day") { return today.adding(days: count) }
        if unit.hasPrefix("week") { return today.adding(days: 7 * count) }
        if unit.hasPrefix("month") { return addingMonths(count) }
        return nil
    }

    /// `3일` → (3, 1), `삼일` → (3, 1), `일주일` → (7, 1), `2주` → (14, 1), `3일뒤` → (3, 0: the word
    /// says "after" itself), `3`+`일` → (3, 2), `세`+`주` → (21, 2).
    func koreanSpan(_ stem: String, next: String?) -> (Int, Int)? {
        for suffix in ["뒤", "후", "뒤에", "후에"] where stem.hasSuffix(suffix) && stem.count > suffix.count {
            if let (days, used) = koreanSpan(String(stem.dropLast(suffix.count)), next: nil), used == 1 { return (days, 0) }
        }
        if let n = Self.nativeDays[stem] { return (n, 1) }
        if let n = Self.number(stem, suffix: "일") ?? Self.sinoCount(stem, suffix: "일") { return (n, 1) }
        if let n = Self.number(stem, suffix: "주") ?? Self.number(stem, suffix: "주일")
            ?? Self.sinoCount(stem, suffix: "주") ?? Self.sinoCount(stem, suffix: "주일") {
            return (7 * n, 1)
        }
        if let n = Int(stem) ?? Self.sinoNumber(stem) ?? Self.koreanNumbers[stem], let next {
            if next == "일" || next == "일간" { return (n, 2) }
            if next == "주" || next == "주일" || next == "주간" { return (7 * n, 2) }
        }
        return nil
    }

    /// `한 달`, `한달`, `1개월`, `두 달`: a count of months and the tokens used.
    private func koreanMonths(_ stem: String, next: String?) -> (count: Int, used: Int)? {
        for suffix in ["달", "개월"] where stem.hasSuffix(suffix) {
            let head = String(stem.dropLast(suffix.count))
            if let n = Int(head) ?? Self.koreanNumbers[head] ?? Self.sinoNumber(head), n > 0 { return (n, 1) }
        }
        if let n = Int(stem) ?? Self.koreanNumbers[stem], let next, next == "달" || next == "개월" { return (n, 2) }
        return nil
    }

    /// A date `months` months from today (the last day of a shorter month).
    private func addingMonths(_ months: Int) -> LocalDay {
        let total = today.year * 12 + today.month - 1 + months  // months since year 0: never negative
        let year = total / 12, month = total % 12 + 1
        return LocalDay(year: year, month: month, day: min(today.day, LocalDay.daysIn(month: month, year: year)))!
    }

    /// Month and day in this year, or next year when that day is more than 60 days ago.
    private func monthDay(_ month: Int, _ day: Int) -> LocalDay? {
        guard let thisYear = LocalDay(year: today.year, month: month, day: day) else { return nil }
        if today.days(until: thisYear) < -60 { return LocalDay(year: today.year + 1, month: month, day: day) }
        return thisYear
    }

    /// The next `weekday` on or after today.
    private func upcoming(_ weekday: Int) -> LocalDay {
        today.adding(days: (weekday - today.weekday + 7) % 7)
    }

    /// `weekday` in next week, weeks starting on Monday.
    private func nextWeek(_ weekday: Int) -> LocalDay {
        let monday = today.adding(days: -((today.weekday + 6) % 7))
        return monday.adding(days: 7 + (weekday + 6) % 7)
    }

    /// Day `day` of this month (`offset` 0) or the next (1); `nil` past the month's end.
    private func dayOfMonth(offset: Int, day: Int) -> LocalDay? {
        var year = today.year, month = today.month + offset
        if month > 12 { month -= 12; year += 1 }
        return LocalDay(year: year, month: month, day: day)
    }

    private func endOfMonth(offset: Int) -> LocalDay {
        var year = today.year, month = today.month + offset
        if month > 12 { month -= 12; year += 1 }
        return LocalDay(year: year, month: month, day: LocalDay.daysIn(month: month, year: year))!
    }
}
