/// Finds a date in a line, relative to today: `내일`, `3일 뒤`, `다음주 금요일`, `이번 달 말`,
/// `11월 30일`, `11/30`, `2026-11-30`, `tomorrow`, `next friday`, `in 3 days`, `nov 30`.
public struct DateParser: Sendable {
    public let today: LocalDay

    public init(today: LocalDay) {
        self.today = today
    }

    /// `text` as one date (`11/30`, `2026-11-30`, `11월 30일`, `내일`, `next friday`), or `nil`
    /// when it is not entirely a date.
    public static func parse(_ text: String, today: LocalDay) -> LocalDay? {
        let tokens = Tokenizer.tokens(Hangul.composed(text)).map(Token.init)
        guard let (day, range) = DateParser(today: today).find(tokens), range == tokens.indices else { return nil }
        return day
    }

    /// The first date in `tokens` and the indexes of the tokens it used.
    func find(_ tokens: [Token]) -> (LocalDay, Range<Int>)? {
        for i in tokens.indices {
            if let (day, used) = date(tokens, at: i) { return (day, i..<(i + used)) }
        }
        return nil
    }

    private static let weekdays: [String: Int] = [
        "일요일": 0, "월요일": 1, "화요일": 2, "수요일": 3, "목요일": 4, "금요일": 5, "토요일": 6,
        "일욜": 0, "월욜": 1, "화욜": 2, "수욜": 3, "목욜": 4, "금욜": 5, "토욜": 6,
        "sunday": 0, "monday": 1, "tuesday": 2, "wednesday": 3, "thursday": 4, "friday": 5, "saturday": 6,
        "sun": 0, "mon": 1, "tue": 2, "tues": 2, "wed": 3, "thu": 4, "thur": 4, "thurs": 4, "fri": 5, "sat": 6,
    ]
    private static let months: [String: Int] = [
        "jan": 1, "january": 1, "feb": 2, "february": 2, "mar": 3, "march": 3, "apr": 4, "april": 4, "may": 5,
        "jun": 6, "june": 6, "jul": 7, "july": 7, "aug": 8, "august": 8, "sep": 9, "sept": 9, "september": 9,
        "oct": 10, "october": 10, "nov": 11, "november": 11, "dec": 12, "december": 12,
    ]
    private static let koreanNumbers: [String: Int] = [
        "하루": 1, "이틀": 2, "사흘": 3, "나흘": 4, "일주일": 7, "한": 1, "두": 2, "세": 3, "네": 4,
    ]

    // swiftlint:disable:next cyclomatic_complexity
    private func date(_ t: [Token], at i: Int) -> (LocalDay, Int)? {
        let word = t[i].text, stem = Self.dateStem(word)
        func next(_ k: Int) -> String? { i + k < t.count ? Self.dateStem(t[i + k].text) : nil }
        // "3일 뒤", and "3일 남았어" (what is left until the date).
        func isAfter(_ w: String?) -> Bool {
            w.map { ["뒤", "후", "뒤에", "후에", "있다가", "남음"].contains($0) || $0.hasPrefix("남았") } ?? false
        }

        switch stem {
        case "오늘", "today", "tonight": return (today, 1)
        case "내일", "tomorrow": return (today.adding(days: 1), 1)
        case "모레": return (today.adding(days: 2), 1)
        case "글피": return (today.adding(days: 3), 1)
        case "월말": return (endOfMonth(offset: 0), 1)
        default: break
        }
        // 3일 뒤, 3일뒤, 일주일 후, 2주 뒤, 이틀 뒤
        if let (days, used) = koreanSpan(stem, next: next(1)), isAfter(used == 1 ? next(1) : next(2)) || used == 0 {
            return (today.adding(days: days), used == 0 ? 1 : used + 1)
        }
        // 이번주 금요일, 다음주 금요일, 이번 주 금요일, 다음 주 금요일, 금요일
        if ["이번주", "금주"].contains(stem), let w = next(1).flatMap({ Self.weekdays[$0] }) { return (upcoming(w), 2) }
        if ["다음주", "담주", "다음주에"].contains(stem), let w = next(1).flatMap({ Self.weekdays[$0] }) {
            return (nextWeek(w), 2)
        }
        if ["이번", "다음"].contains(stem), next(1) == "주", let w = next(2).flatMap({ Self.weekdays[$0] }) {
            return (stem == "이번" ? upcoming(w) : nextWeek(w), 3)
        }
        if let w = Self.weekdays[stem], word.count > 3 || stem.hasSuffix("요일") || stem.hasSuffix("욜") {
            return (upcoming(w), 1)
        }
        // 이번 달 말, 이번달 말, 이달 말, 다음 달 말
        if ["이번달", "이달"].contains(stem), ["말", "말일"].contains(next(1) ?? "") { return (endOfMonth(offset: 0), 2) }
        if ["다음달", "담달"].contains(stem), ["말", "말일"].contains(next(1) ?? "") { return (endOfMonth(offset: 1), 2) }
        if ["이번", "다음"].contains(stem), next(1) == "달", ["말", "말일"].contains(next(2) ?? "") {
            return (endOfMonth(offset: stem == "이번" ? 0 : 1), 3)
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
        if let d = numericDate(stem) { return (d, 1) }
        // English
        if word == "in", let n = next(1) {
            let count = Int(n) ?? (["a", "an", "one"].contains(n) ? 1 : ["two": 2, "three": 3, "four": 4][n])
            if let count, let unit = next(2) {
                if unit.hasPrefix("day") { return (today.adding(days: count), 3) }
                if unit.hasPrefix("week") { return (today.adding(days: 7 * count), 3) }
            }
        }
        if word == "next", let w = next(1).flatMap({ Self.weekdays[$0] }) { return (nextWeek(w), 2) }
        if word == "this", let w = next(1).flatMap({ Self.weekdays[$0] }) { return (upcoming(w), 2) }
        if word == "end", next(1) == "of" {
            var k = 2
            if next(k) == "the" || next(k) == "this" { k += 1 }
            if next(k) == "month" { return (endOfMonth(offset: 0), k + 1) }
            if next(k) == "next", next(k + 1) == "month" { return (endOfMonth(offset: 1), k + 2) }
        }
        if let month = Self.months[word], let day = next(1).flatMap(Self.englishDay), let d = monthDay(month, day) {
            return (d, 2)
        }
        if let day = Self.englishDay(word), let month = next(1).flatMap({ Self.months[$0] }), let d = monthDay(month, day) {
            return (d, 2)
        }
        if let day = Self.englishDay(word), next(1) == "of", let month = next(2).flatMap({ Self.months[$0] }),
           let d = monthDay(month, day) {
            return (d, 3)
        }
        return nil
    }

    /// `3일` → (3, 1), `일주일` → (7, 1), `2주` → (14, 1), `3일뒤` → (3, 0: the word says "after" itself).
    private func koreanSpan(_ stem: String, next: String?) -> (Int, Int)? {
        for suffix in ["뒤", "후", "뒤에", "후에"] where stem.hasSuffix(suffix) && stem.count > suffix.count {
            if let (days, _) = koreanSpan(String(stem.dropLast(suffix.count)), next: nil) { return (days, 0) }
        }
        if let n = Self.koreanNumbers[stem], n >= 7 || ["하루", "이틀", "사흘", "나흘"].contains(stem) { return (n, 1) }
        if let n = Self.number(stem, suffix: "일") { return (n, 1) }
        if let n = Self.number(stem, suffix: "주") ?? Self.number(stem, suffix: "주일") { return (7 * n, 1) }
        return nil
    }

    /// `30일` with suffix `일` → 30. Also `30일까지`-style words after `dateStem`.
    static func number(_ word: String, suffix: String) -> Int? {
        guard word.hasSuffix(suffix) else { return nil }
        let digits = word.dropLast(suffix.count)
        guard !digits.isEmpty, digits.allSatisfy({ $0.isASCII && $0.isNumber }) else { return nil }
        return Int(digits)
    }

    /// A word without the endings a date takes: `금요일까지` → `금요일`, `내일이야` → `내일`.
    static func dateStem(_ word: String) -> String {
        for ending in ["까지인", "까지래", "까지라고", "까지야", "까지요", "까지", "이래요", "이래", "이라고", "이라", "이에요", "이야", "예요",
                       "래요", "래", "라고", "에는", "에", "야", "요", "쯤", "경", "정도"]
        where word.hasSuffix(ending) && word.count > ending.count {
            return String(word.dropLast(ending.count))
        }
        return word
    }

    /// `11월30일` → 11.
    static func monthOfGlued(_ word: String) -> Int? {
        guard let mark = word.firstIndex(of: "월") else { return nil }
        return number(String(word[...mark]), suffix: "월")
    }

    static func englishDay(_ word: String) -> Int? {
        var digits = word
        for suffix in ["st", "nd", "rd", "th"] where digits.hasSuffix(suffix) { digits = String(digits.dropLast(2)) }
        guard let n = Int(digits), (1...31).contains(n) else { return nil }
        return n
    }

    private func numericDate(_ word: String) -> LocalDay? {
        let parts = word.split(whereSeparator: { $0 == "-" || $0 == "/" || $0 == "." }).map(String.init)
        guard parts.count >= 2, parts.allSatisfy({ !$0.isEmpty && $0.allSatisfy { $0.isASCII && $0.isNumber } }) else {
            return nil
        }
        if parts.count == 3, parts[0].count == 4, let y = Int(parts[0]), let m = Int(parts[1]), let d = Int(parts[2]) {
            return LocalDay(year: y, month: m, day: d)
        }
        if parts.count == 2, parts[0].count <= 2, parts[1].count <= 2, let m = Int(parts[0]), let d = Int(parts[1]) {
            return monthDay(m, d)
        }
        return nil
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

    private func endOfMonth(offset: Int) -> LocalDay {
        var year = today.year, month = today.month + offset
        if month > 12 { month -= 12; year += 1 }
        return LocalDay(year: year, month: month, day: LocalDay.daysIn(month: month, year: year))!
    }
}
