/// Buying closes the loop: a purchase (`양파 샀어`, `bought milk`, `fridge add`, `shop bought`)
/// ticks the shopping-list lines for the same ingredient, in the write transaction of the fridge add.
extension Session {
    /// The key a purchase and a list line meet on: the canonical ingredient (a synonym — 달걀,
    /// eggs — reads as its ingredient), else the name as written, lowercased.
    func purchaseKey(name: String, canonical: String?) -> String {
        canonical ?? shelfLife.lexicon.lookup(name)?.ingredient.name ?? name.lowercased()
    }

    /// Ticks the lines `items` cover that are not yet in the fridge (unchecked ones, and checked
    /// ones `shop bought` would otherwise add again); returns them as they were. A purchase that
    /// matches nothing ticks nothing. Call inside the purchase's transaction (`atomically`).
    func tickPurchased(_ items: [FridgeItem]) throws -> [ShoppingItem] {
        let keys = Set(items.map { purchaseKey(name: $0.name, canonical: $0.canonical) })
        guard !keys.isEmpty else { return [] }
        let lines = try shopping.items().filter { !$0.bought && keys.contains(purchaseKey(name: $0.name, canonical: $0.canonical)) }
        if !lines.isEmpty { try shopping.tickBought(lines.map(\.id)) }
        return lines
    }
}
