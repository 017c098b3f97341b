/// Which items a line's expiry date belongs to.
extension RequestParser {
    /// `bought 10 eggs and a block of tofu, tofu expires next friday`, `계란 10개랑 두부 한 모
    /// 샀어, 두부 유통기한 11월 30일`: a date said of an item named again right before it is that
    /// item's alone; the others get their shelf life. A date with no such subject
    /// (`두부랑 계란 샀어, 유통기한 다음주`) is every item's.
    func scopingExpiry(_ items: [FridgeItemRequest], _ tokens: [Token], scan: Scan, date: Range<Int>?)
        -> [FridgeItemRequest] {
        guard items.count > 1, let date, date.lowerBound > 0 else { return items }
        let known = scan.entries.compactMap { entry -> (item: AskedIngredient, range: Range<Int>)? in
            if case .known(let item, let range, _) = entry { return (item, range) }
            return nil
        }
        var i = date.lowerBound - 1
        while i >= 0, Self.expiryLinkWords.contains(tokens[i].stem.lowercased()) { i -= 1 }
        guard i >= 0, let subject = known.first(where: { $0.range.contains(i) })?.item,
              known.contains(where: { $0.item.key == subject.key && $0.range.upperBound <= i }),
              items.contains(where: { $0.ingredient.key == subject.key }) else { return items }
        return items.map { item in
            var item = item
            if item.ingredient.key != subject.key { item.expires = nil }
            return item
        }
    }

    /// Words between an item and the date said of it (`tofu expires`, `두부 유통기한은`).
    static let expiryLinkWords: Set<String> = [
        "expires", "expire", "expiring", "expiry", "is", "are", "good", "until", "till", "by", "date", "best", "before",
        "유통기한", "소비기한", "기한", "유효기간", "까지", "날짜",
    ]
}
