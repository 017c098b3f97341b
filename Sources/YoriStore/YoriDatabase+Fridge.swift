import YoriKit

extension YoriDatabase {
    /// Every item, soonest expiry first (items without a date last).
    public func fridgeItems() throws(StoreError) -> [FridgeItem] {
        do {
            return try db.rows("""
                SELECT id, name, canonical, quantity, unit, place, added, expires, expires_by_user, note, opened
                FROM fridge_items ORDER BY expires IS NULL, expires, name, id
                """, [], Self.fridgeItem)
        } catch {
            throw StoreError.sqlite(path: path, error)
        }
    }

    /// The lots of one ingredient (by canonical name, or by name for free-text items).
    public func fridgeLots(named name: String) throws(StoreError) -> [FridgeItem] {
        do {
            return try db.rows("""
                SELECT id, name, canonical, quantity, unit, place, added, expires, expires_by_user, note, opened
                FROM fridge_items WHERE name = ? OR canonical = ? ORDER BY id
                """, [.text(name), .text(name)], Self.fridgeItem)
        } catch {
            throw StoreError.sqlite(path: path, error)
        }
    }

    /// Adds items and records the additions, all or nothing.
    @discardableResult
    public func addFridgeItems(_ items: [FridgeItem]) throws(StoreError) -> [FridgeItem] {
        try writing {
            var stored: [FridgeItem] = []
            for var item in items {
                item.id = try insert(item)
                try record(FridgeEvent(kind: .add, name: item.name, canonical: item.canonical, quantity: item.quantity,
                                       unit: item.unit, day: item.added, place: item.place))
                stored.append(item)
            }
            return stored
        }
    }

    /// Stores lots split off existing ones (`fridge open` on a lot of several packs: the unopened
    /// rest). Nothing came in, so no addition is recorded; all or nothing, and inside the
    /// caller's immediate transaction when there is one.
    public func splitOffFridgeLots(_ items: [FridgeItem]) throws(StoreError) -> [FridgeItem] {
        try writing {
            var stored: [FridgeItem] = []
            for var item in items {
                item.id = try insert(item)
                stored.append(item)
            }
            return stored
        }
    }

    /// Applies planned uses or discards (one per ingredient) and records them, all or nothing.
    /// Each ingredient's entries (one per place and unit taken) share a new batch number.
    public func applyConsumptions(_ plans: [(plan: FridgePlanner.Consumption, lots: [FridgeItem])], kind: FridgeEvent.Kind,
                                  day: LocalDay) throws(StoreError) {
        try writing {
            for (plan, lots) in plans {
                guard let first = lots.first else { continue }
                for (id, quantity, unit) in plan.reduced {
                    try db.run("UPDATE fridge_items SET quantity = ?, unit = ? WHERE id = ?",
                               [.real(quantity), SQLValue(unit), .integer(id)])
                }
                for id in plan.removed {
                    try db.run("DELETE FROM fridge_items WHERE id = ?", [.integer(id)])
                }
                // One history entry per place and unit taken (1L and 500ml of milk are two
                // entries; the numbers of different units are never added up), with the place
                // of the lots it came from, or one without an amount.
                let batch = try nextEventBatch()
                let sources: [(place: StoragePlace, amount: FridgeAmount?)] = plan.sources.isEmpty
                    ? (plan.taken.isEmpty ? [(first.place, nil)] : plan.taken.map { (first.place, $0) }) : plan.sources
                for (place, amount) in sources {
                    try record(FridgeEvent(kind: kind, name: first.name, canonical: first.canonical,
                                           quantity: amount?.quantity, unit: amount?.unit, day: day, place: place,
                                           batch: batch))
                }
            }
        }
    }

    /// One new row for `item`; its id.
    private func insert(_ item: FridgeItem) throws(SQLiteError) -> Int64 {
        try db.run("""
            INSERT INTO fridge_items (name, canonical, quantity, unit, place, added, expires, expires_by_user, note, opened)
            VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
            """, [.text(item.name), SQLValue(item.canonical), SQLValue(item.quantity), SQLValue(item.unit),
                  .text(item.place.rawValue), .text(item.added.description), SQLValue(item.expires?.description),
                  .integer(item.expiresSetByUser ? 1 : 0), SQLValue(item.note), SQLValue(item.opened?.description)])
        return db.lastInsertRowID
    }

    private func nextEventBatch() throws(SQLiteError) -> Int64 {
        try db.scalar("SELECT COALESCE(MAX(batch), 0) + 1 FROM fridge_events", [])?.int ?? 1
    }

    /// Saves changed items (place, expiry, quantity, note, name); moves are recorded.
    public func updateFridgeItems(_ items: [FridgeItem], day: LocalDay) throws(StoreError) {
        try writing {
            for item in items {
                let before = try db.scalar("SELECT place FROM fridge_items WHERE id = ?", [.integer(item.id)])?.string
                guard before != nil else { throw StoreError.sqlite(path: path, SQLiteError(code: 12, message: "no item \(item.id)")) }
                try db.run("""
                    UPDATE fridge_items SET name = ?, canonical = ?, quantity = ?, unit = ?, place = ?, expires = ?,
                        expires_by_user = ?, note = ?, opened = ? WHERE id = ?
                    """, [.text(item.name), SQLValue(item.canonical), SQLValue(item.quantity), SQLValue(item.unit),
                          .text(item.place.rawValue), SQLValue(item.expires?.description),
                          .integer(item.expiresSetByUser ? 1 : 0), SQLValue(item.note), SQLValue(item.opened?.description),
                          .integer(item.id)])
                if before != item.place.rawValue {
                    try record(FridgeEvent(kind: .move, name: item.name, canonical: item.canonical, quantity: item.quantity,
                                           unit: item.unit, day: day, place: item.place))
                }
            }
        }
    }

    /// The newest events first.
    public func fridgeEvents(limit: Int = 50) throws(StoreError) -> [FridgeEvent] {
        do {
            return try db.rows("""
                SELECT kind, name, canonical, quantity, unit, day, place, batch FROM fridge_events
                ORDER BY day DESC, id DESC LIMIT ?
                """, [.integer(Int64(limit))]) { row in
                FridgeEvent(kind: FridgeEvent.Kind(rawValue: row.string(0)) ?? .add, name: row.string(1),
                            canonical: row.optionalString(2), quantity: row[3].double, unit: row.optionalString(4),
                            day: LocalDay(iso: row.string(5)) ?? LocalDay(daysSinceEpoch: 0),
                            place: row.optionalString(6).flatMap(StoragePlace.init(rawValue:)),
                            batch: row[7].int)
            }
        } catch {
            throw StoreError.sqlite(path: path, error)
        }
    }

    /// The user's (and the model's) own tips for an ingredient, newest first.
    public func ingredientTips(_ ingredient: String) throws(StoreError) -> [(text: String, source: String)] {
        do {
            return try db.rows("SELECT text, source FROM ingredient_tips WHERE ingredient = ? COLLATE NOCASE ORDER BY id DESC",
                               [.text(ingredient)]) { ($0.string(0), $0.string(1)) }
        } catch {
            throw StoreError.sqlite(path: path, error)
        }
    }

    /// Keeps a tip. Its text is cleaned of terminal control sequences first (tips come from
    /// users and from the model), so a stored tip can never act on a terminal.
    public func addIngredientTip(_ ingredient: String, text: String, source: String) throws(StoreError) {
        let text = TerminalSanitizer.clean(text)
        try writing {
            try db.run("INSERT INTO ingredient_tips (ingredient, text, source) VALUES (?, ?, ?)",
                       [.text(TerminalSanitizer.clean(ingredient)), .text(text), .text(source)])
        }
    }

    /// The names of the ingredients that have tips.
    public func ingredientTipNames() throws(StoreError) -> [String] {
        do {
            return try db.rows("SELECT DISTINCT ingredient FROM ingredient_tips ORDER BY ingredient") { $0.string(0) }
        } catch {
            throw StoreError.sqlite(path: path, error)
        }
    }

    private func record(_ event: FridgeEvent) throws(SQLiteError) {
        try db.run("""
            INSERT INTO fridge_events (kind, name, canonical, quantity, unit, day, place, batch) VALUES (?, ?, ?, ?, ?, ?, ?, ?)
            """, [.text(event.kind.rawValue), .text(event.name), SQLValue(event.canonical), SQLValue(event.quantity),
                  SQLValue(event.unit), .text(event.day.description), SQLValue(event.place?.rawValue), event.batch.map(SQLValue.integer) ?? .null])
    }

    /// Runs a whole read-plan-write step (`fridge use`, `fridge move`, `shop bought`, …) as one
    /// immediate transaction: the write lock is taken before the first read, so what `body`
    /// computes from its reads is still true when it writes, and two yori processes at once
    /// never write amounts computed from the same old state. Errors of `body` pass through as
    /// they are; those of SQLite become `StoreError`. Inside another transaction it is a savepoint.
    public func atomically<T>(_ body: () throws -> T) throws -> T {
        do {
            return try db.transaction(.immediate) { try body() }
        } catch let error as SQLiteError {
            throw StoreError.sqlite(path: path, refusal(error))
        }
    }

    /// Runs `body` in one immediate transaction, mapping errors to `StoreError`.
    func writing<T>(_ body: () throws -> T) throws(StoreError) -> T {
        do {
            return try db.transaction { try body() }
        } catch let error as StoreError {
            throw error
        } catch let error as SQLiteError {
            throw StoreError.sqlite(path: path, refusal(error))
        } catch {
            throw StoreError.sqlite(path: path, SQLiteError(code: 1, message: String(describing: error)))
        }
    }

    private static func fridgeItem(_ row: Row) -> FridgeItem {
        FridgeItem(id: row.int(0), name: row.string(1), canonical: row.optionalString(2), quantity: row[3].double,
                   unit: row.optionalString(4), place: StoragePlace(rawValue: row.string(5)) ?? .fridge,
                   added: LocalDay(iso: row.string(6)) ?? LocalDay(daysSinceEpoch: 0),
                   expires: row.optionalString(7).flatMap(LocalDay.init(iso:)), expiresSetByUser: row.int(8) != 0,
                   note: row.optionalString(9), opened: row.optionalString(10).flatMap(LocalDay.init(iso:)))
    }
}
