/// When a fridge line says the food was bought: a day of the line that is the purchase day,
/// not the expiry (`어제 두부 샀어`, `두부 내일 샀어`, `I bought tofu tomorrow`), and the items it adds.
extension RequestParser {
    /// Whether `found`, the line's date, says when the food was bought. Never with a word of
    /// expiry. A day gone by said in words of the past (`어제`, `3일 전`) is one; so is a day to
    /// come said right before a Korean verb of buying done (`두부 내일 샀어`; after it, `우유 샀어,
    /// 모레`, or with 까지 it is the expiry) or, in English, after `bought` with no word of until
    /// before it (`I bought tofu tomorrow`, not `good until tomorrow`). A day to come is refused by
    /// the fridge (`FridgeError.boughtInFuture`), never stored as the expiry.
    func isPurchaseDay(_ found: (LocalDay, Range<Int>), _ tokens: [Token], dates: DateParser, cue: Cues, expiryCue: Bool) -> Bool {
        guard !expiryCue else { return false }
        let (day, range) = found
        if day < dates.today { return DateParser.namesPast(tokens[range]) }
        guard day > dates.today else { return false }
        if Self.saysBoughtDone(tokens, at: range.upperBound), !tokens[range].contains(where: { $0.text.contains("까지") }) {
            return true
        }
        guard range.lowerBound > 0, let verb = tokens.firstIndex(where: { Vocabulary.boughtDoneEnglish.contains($0.text) }) else {
            return false
        }
        return verb < range.lowerBound && !Self.untilWordsEnglish.contains(tokens[range.lowerBound - 1].text)
            && dates.all(tokens).count == 1
    }

    /// `bought milk on friday`, `금요일에 두부 샀어` on a Sunday: a weekday alone with a verb of buying
    /// done is the latest such day, not the coming one (`found` reads a weekday as the coming one).
    static func pastWeekdayOfPurchase(_ found: (LocalDay, Range<Int>), _ tokens: [Token], today: LocalDay) -> LocalDay? {
        let (day, range) = found
        guard range.count == 1, day > today else { return nil }
        let word = tokens[range.lowerBound].text
        guard DateParser.weekdays[word] != nil || DateParser.weekdays[DateParser.dateStem(word)] != nil,
              !word.contains("까지"), range.lowerBound == 0 || !(["next", "this", "다음주", "이번주", "담주", "다음", "이번"]
                .contains(tokens[range.lowerBound - 1].text) || untilWordsEnglish.subtracting(["on"]).contains(tokens[range.lowerBound - 1].text))
        else { return nil }
        let bought = tokens.contains { Vocabulary.boughtDoneEnglish.contains($0.text) }
            || tokens.indices.contains { saysBoughtDone(tokens, at: $0) }
        return bought ? day.adding(days: -7) : nil
    }

    /// Words after which a day is until when (`good until tomorrow`, `use by friday`).
    static let untilWordsEnglish: Set<String> = ["by", "until", "till", "til", "before", "through", "thru", "expires", "expiring",
                                                 "expire", "good", "fresh", "lasts", "keeps", "on"]

    /// Whether the word at `i` (or it and the next) tells of buying done: `샀어`, `사 왔어`.
    static func saysBoughtDone(_ tokens: [Token], at i: Int) -> Bool {
        guard i < tokens.count else { return false }
        let word = tokens[i].text
        if Vocabulary.boughtDoneKorean.contains(where: word.hasPrefix) { return true }
        guard i + 1 < tokens.count else { return false }
        return Vocabulary.boughtDoneKoreanPairs.contains { word == $0.0 && tokens[i + 1].text.hasPrefix($0.1) }
    }

    /// Items put in: a share or a vague word (`연근을 좀 샀어`) says no amount to add; a day
    /// gone by (`어제`, `3일 전에`) is when they were bought.
    static func adding(bought: LocalDay? = nil, _ items: [FridgeItemRequest]) -> [FridgeItemRequest] {
        items.map { item in
            var item = item
            item.share = nil
            item.vague = nil
            item.bought = bought
            return item
        }
    }
}
