/// Which items a line's expiry dates belong to.
extension RequestParser {
    /// A date said right after an item — its amount and words of expiry between (`우유 1L 유통기한
    /// 내일`, `두부 한 모 유통기한 모레`, `tofu expires next friday`) — is said of the items of that part
    /// of the line (a comma, a full stop or a verb ends a part) up to the date: that item and those
    /// listed with it (`우유랑 두부 내일까지`). A line may give each part its own (`우유 1L 유통기한 내일,
    /// 두부 한 모 유통기한 모레, 시금치 한 단 샀어`). Items with no date of their own get a date said of none
    /// (`두부랑 계란 샀어, 유통기한 다음주 금요일`: every item's), else their shelf life (`두부 한 모
    /// 유통기한 모레, 시금치 한 단 샀어`: the spinach keeps its own).
    /// `date` is the line's expiry as `DateParser.find` read it; `line` the text, for its commas.
    func scopingExpiry(_ items: [FridgeItemRequest], _ tokens: [Token], scan: Scan, date: Range<Int>?, line: String,
                       dates: DateParser, skipping: Set<Int>) -> [FridgeItemRequest] {
        guard items.count > 1, let date, let main = items.first(where: { $0.expires != nil })?.expires else { return items }
        // The tokens each item spans, with the amount written next to it (`우유 1L`, `a block of tofu`).
        let itemKeys = Set(items.map(\.ingredient.key))
        var spans: [(key: String, range: Range<Int>)] = []
        for entry in scan.entries {
            let asked: AskedIngredient, range: Range<Int>
            switch entry {
            case .known(let item, let r, _): (asked, range) = (item, r)
            case .unknown(let word, _, let index): (asked, range) = (AskedIngredient(word: word, canonical: nil, nameKind: nil), index..<(index + 1))
            }
            guard itemKeys.contains(asked.key) else { continue }
            var lower = range.lowerBound, upper = range.upperBound
            if let (_, used) = Self.amount(tokens, around: range, skipping: skipping) {
                lower = min(lower, used.lowerBound)
                upper = max(upper, used.upperBound)
            }
            spans.append((asked.key, lower..<upper))
        }
        // The line's other expiry dates: after a word of expiry or until (`유통기한 모레`, `expires on friday`, `good
        // until monday`) or said with 까지.
        var expiries: [(day: LocalDay, range: Range<Int>)] = [(main, date)]
        for (day, range) in dates.all(tokens) where !range.overlaps(date) {
            let before = range.lowerBound > 0 ? tokens[range.lowerBound - 1] : nil
            let afterExpiryWord = before.map { DateParser.isExpiryWord($0) || Self.untilWordsEnglish.contains($0.text) } ?? false
            if afterExpiryWord || tokens[range].contains(where: { $0.text.contains("까지") }) { expiries.append((day, range)) }
        }
        // Where a part of the line starts: after a comma or full stop, or after a verb (`샀어 우유 유통기한 내일`).
        let clauseStarts = Self.clauseStarts(line, tokenCount: tokens.count)
        func startsAPart(_ i: Int) -> Bool {
            clauseStarts.contains(i) || i > 0 && Self.looksLikeVerb(tokens[i - 1].text) && !spans.contains { $0.range.contains(i - 1) }
        }
        // The items a date is said of: the item it follows in its part of the line (words of expiry and
        // the item's amount between), with the items listed before it in that part (`우유랑 두부 내일까지`).
        func owners(of range: Range<Int>) -> [String] {
            var i = range.lowerBound - 1
            while i >= 0, !startsAPart(i + 1) {
                if let span = spans.last(where: { $0.range.contains(i) }) {
                    var start = span.range.lowerBound
                    while start > 0, !startsAPart(start) { start -= 1 }
                    return spans.filter { $0.range.lowerBound >= start && $0.range.upperBound <= range.lowerBound }.map(\.key)
                }
                guard Self.expiryLinkWords.contains(tokens[i].stem.lowercased()) || Self.expiryLinkWords.contains(tokens[i].text) else {
                    return []
                }
                i -= 1
            }
            return []
        }
        var own: [String: LocalDay] = [:]
        var shared: LocalDay?
        for (day, range) in expiries.sorted(by: { $0.range.lowerBound < $1.range.lowerBound }) {
            let keys = owners(of: range)
            if keys.isEmpty {
                if shared == nil || range == date { shared = day }
            }
            for key in keys where own[key] == nil { own[key] = day }
        }
        guard !own.isEmpty else { return items }
        return items.map { item in
            var item = item
            item.expires = own[item.ingredient.key] ?? shared
            return item
        }
    }

    /// Words between an item and the date said of it (`tofu expires`, `두부 유통기한은`, `milk that expires`).
    static let expiryLinkWords: Set<String> = [
        "expires", "expire", "expiring", "expiry", "is", "are", "good", "until", "till", "by", "date", "best", "before", "that",
        "which", "it", "use", "on", "유통기한", "소비기한", "기한", "유효기간", "유통기간", "까지", "날짜",
    ]
}
