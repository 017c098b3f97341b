extension FridgePlanner {
    /// `item` opened on `day` (today when `nil`): the opened day is kept, and the date becomes
    /// the opened life from that day when that is sooner — opening never lengthens a date, not
    /// even one the user gave. A day after today is refused (`FridgeError.openedInFuture`); an
    /// item opened before stays as it is.
    public func open(_ item: FridgeItem, on day: LocalDay? = nil) throws(FridgeError) -> FridgeOpening {
        let day = day ?? today
        guard day <= today else { throw .openedInFuture(day) }
        try FridgeError.check(date: day, today: today)
        guard item.opened == nil else { return FridgeOpening(item: item, before: item.expires, expiry: .alreadyOpened) }
        var opened = item
        opened.opened = day
        guard let life = table.openedLife(for: item.canonical) else {
            return FridgeOpening(item: opened, before: item.expires, expiry: .noOpenedLife)
        }
        // Where it should be kept once open decides nothing here; the answer suggests the move.
        let keepIn = life.keepIn.flatMap { $0 == item.place ? nil : $0 }
        let limit = day.adding(days: life.days)
        if let old = item.expires, old <= limit {
            return FridgeOpening(item: opened, before: item.expires, expiry: .kept(days: life.days), keepIn: keepIn)
        }
        opened.expires = limit
        opened.expiresSetByUser = false
        return FridgeOpening(item: opened, before: item.expires, expiry: .shortened(days: life.days), keepIn: keepIn)
    }

    /// The lot `open` should mark among an ingredient's lots: the first-expiring one not yet
    /// opened (a pack is opened before the next is), else the first-expiring one.
    public static func lotToOpen(_ lots: [FridgeItem]) -> FridgeItem? {
        let ordered = firstExpiringFirst(lots)
        return ordered.first { $0.opened == nil } ?? ordered.first
    }
}
