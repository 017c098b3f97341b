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
        // Said as the list shows them: what was to buy (`양파 1개`), not the recipe's need (`1/2개`).
        return lines.map { line in
            var line = line
            let buy = purchaseUnits.toBuy(for: line)
            line.toBuy = buy.isEmpty ? nil : buy
            line.recipeEnglish = recipesInEnglish(line)
            return line
        }
    }

    /// The English names of the recipes a list line is for: each recipe's own (`Rolled
    /// omelette`, as `cook` shows it), else one made from its Korean name.
    func recipesInEnglish(_ item: ShoppingItem) -> String? {
        guard item.recipe != nil else { return nil }
        return item.recipes.map { name in
            if let recipe = try? store.recipeNamed(name), !recipe.nameEnglish.isEmpty { return recipe.nameEnglish }
            return DishNameEnglish.name(name, lexicon: shelfLife.lexicon)
        }.joined(separator: ShoppingItem.recipeSeparator)
    }
}
