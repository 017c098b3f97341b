import YoriKit

extension YoriDatabase {
    public func shoppingItems() throws(StoreError) -> [ShoppingItem] {
        do {
            return try db.rows("SELECT id, name, canonical, amount, recipe, checked, added, bought FROM shopping_items ORDER BY checked, id",
                               [], Self.shoppingItem)
        } catch {
            throw StoreError.sqlite(path: path, error)
        }
    }

    /// Adds items to the list. An item already on it for the same recipe (checked or not) is
    /// left as it is (`alreadyThere`), so adding a recipe's missing items twice does not double
    /// them; otherwise an unchecked item of the same name gets the new amount merged into its own
    /// (`ShoppingItem.mergedAmount`) and the recipe's name added, instead of a second line.
    @discardableResult
    public func addShoppingItems(_ items: [ShoppingItem]) throws(StoreError) -> ShoppingAddition {
        try writing {
            var change = ShoppingAddition()
            for var item in items {
                let lines = try db.rows("""
                    SELECT id, name, canonical, amount, recipe, checked, added, bought FROM shopping_items
                    WHERE name = ? ORDER BY id
                    """, [.text(item.name)], Self.shoppingItem)
                if let recipe = item.recipe, let same = lines.first(where: { $0.recipes.contains(recipe) }) {
                    if !change.alreadyThere.contains(where: { $0.id == same.id }) { change.alreadyThere.append(same) }
                    continue
                }
                if var existing = lines.first(where: { !$0.checked }) {
                    existing.amount = ShoppingItem.mergedAmount(existing.amount, item.amount)
                    if let recipe = item.recipe {
                        existing.recipe = (existing.recipes + [recipe]).joined(separator: ShoppingItem.recipeSeparator)
                    }
                    try db.run("UPDATE shopping_items SET amount = ?, recipe = ? WHERE id = ?",
                               [.text(existing.amount), SQLValue(existing.recipe), .integer(existing.id)])
                    change.merged.removeAll { $0.id == existing.id }
                    change.merged.append(existing)
                    continue
                }
                try db.run("INSERT INTO shopping_items (name, canonical, amount, recipe, checked, added) VALUES (?, ?, ?, ?, 0, ?)",
                           [.text(item.name), SQLValue(item.canonical), .text(item.amount), SQLValue(item.recipe),
                            .text(item.added.description)])
                item.id = db.lastInsertRowID
                change.added.append(item)
            }
            return change
        }
    }

    /// Removes the items with this name (or canonical name); returns what was removed.
    public func removeShoppingItems(named name: String) throws(StoreError) -> [ShoppingItem] {
        try writing {
            let lines = try db.rows("""
                SELECT id, name, canonical, amount, recipe, checked, added, bought FROM shopping_items
                WHERE name = ? OR canonical = ? ORDER BY id
                """, [.text(name), .text(name)], Self.shoppingItem)
            try db.run("DELETE FROM shopping_items WHERE name = ? OR canonical = ?", [.text(name), .text(name)])
            return lines
        }
    }

    /// Checks off (or on) the items with this name; returns how many changed.
    public func checkShoppingItems(named name: String, checked: Bool = true) throws(StoreError) -> Int {
        try writing {
            try db.run("UPDATE shopping_items SET checked = ? WHERE (name = ? OR canonical = ?) AND checked = ?",
                       [.integer(checked ? 1 : 0), .text(name), .text(name), .integer(checked ? 0 : 1)])
            return db.changes
        }
    }

    /// Ticks lines a purchase covered (`양파 샀어`): checked, and marked as already in the fridge so
    /// `shop bought` clears them without adding them again. Inside the caller's transaction (the
    /// purchase's fridge add), so the two are written together or not at all.
    public func tickBoughtShoppingItems(ids: [Int64]) throws(StoreError) {
        try writing {
            for id in ids {
                try db.run("UPDATE shopping_items SET checked = 1, bought = 1 WHERE id = ?", [.integer(id)])
            }
        }
    }

    /// Moves checked items into the fridge (`fridgeItems`, planned by the caller) and off
    /// the list, in one transaction.
    public func buyCheckedShoppingItems(as fridgeItems: [FridgeItem]) throws(StoreError) {
        try writing {
            _ = try addFridgeItems(fridgeItems)
            try db.run("DELETE FROM shopping_items WHERE checked = 1")
        }
    }

    static func shoppingItem(_ row: Row) -> ShoppingItem {
        ShoppingItem(id: row.int(0), name: row.string(1), canonical: row.optionalString(2), amount: row.string(3),
                     recipe: row.optionalString(4), checked: row.int(5) != 0,
                     added: LocalDay(iso: row.string(6)) ?? LocalDay(daysSinceEpoch: 0), bought: row.int(7) != 0)
    }

    /// Empties the list (or takes only the checked items off it); returns what was removed.
    @discardableResult
    public func clearShoppingList(checkedOnly: Bool) throws(StoreError) -> [ShoppingItem] {
        try writing {
            let lines = try db.rows("""
                SELECT id, name, canonical, amount, recipe, checked, added, bought FROM shopping_items
                WHERE checked = 1 OR ? = 0 ORDER BY checked, id
                """, [.integer(checkedOnly ? 1 : 0)], Self.shoppingItem)
            try db.run(checkedOnly ? "DELETE FROM shopping_items WHERE checked = 1" : "DELETE FROM shopping_items")
            return lines
        }
    }

    /// The user's staple changes: ingredient → staple or not.
    public func stapleOverrides() throws(StoreError) -> [String: Bool] {
        do {
            let rows = try db.rows("SELECT ingredient, staple FROM staple_overrides") { ($0.string(0), $0.int(1) != 0) }
            return Dictionary(rows, uniquingKeysWith: { $1 })
        } catch {
            throw StoreError.sqlite(path: path, error)
        }
    }

    /// Several staple changes in one transaction: all or none.
    public func setStaples(_ changes: [(String, Bool?)]) throws(StoreError) {
        try writing {
            for (ingredient, staple) in changes { try setStaple(ingredient, staple) }
        }
    }

    /// Every staple back to the built-in choice.
    public func resetStaples() throws(StoreError) {
        try writing { try db.run("DELETE FROM staple_overrides") }
    }

    public func setStaple(_ ingredient: String, _ staple: Bool?) throws(StoreError) {
        try writing {
            if let staple {
                try db.run("INSERT INTO staple_overrides (ingredient, staple) VALUES (?, ?) ON CONFLICT (ingredient) DO UPDATE SET staple = excluded.staple",
                           [.text(ingredient), .integer(staple ? 1 : 0)])
            } else {
                try db.run("DELETE FROM staple_overrides WHERE ingredient = ?", [.text(ingredient)])
            }
        }
    }
}
