extension FridgePlanner {
    /// `item` opened on `day` (today when `nil`): the opened day is kept, and the date becomes
    /// the opened life from that day when that is sooner — opening never lengthens a date, not
    /// even one the user gave. A day after today is refused (`FridgeError.openedInFuture`); an
    /// item opened before stays as it is.
    ///
    /// One pack is opened: a lot of several packs (`우유 2팩`, see `opensOnePack`) is split into
    /// the opened pack (`item`, keeping the lot's id) and the unopened rest (`rest`, a new lot
    /// with the date and place the lot had), so opening the next pack later opens that one.
    public func open(_ item: FridgeItem, on day: LocalDay? = nil) throws(FridgeError) -> FridgeOpening {
        let day = day ?? today
        guard day <= today else { throw .openedInFuture(day) }
        try FridgeError.check(date: day, today: today)
        guard item.opened == nil else {
            return FridgeOpening(item: item, before: item.expires, expiry: .alreadyOpened, today: today)
        }
        var opened = item
        opened.opened = day
        var rest: FridgeItem?
        if Self.opensOnePack(item), let quantity = item.quantity {
            opened.quantity = 1
            var left = item
            left.id = 0
            left.quantity = FridgeAmount.rounded(quantity - 1)
            rest = left
        }
        guard let life = table.openedLife(for: item.canonical) else {
            return FridgeOpening(item: opened, before: item.expires, expiry: .noOpenedLife, rest: rest, today: today)
        }
        // Where it should be kept once open decides nothing here; the answer suggests the move.
        let keepIn = life.keepIn.flatMap { $0 == item.place ? nil : $0 }
        let limit = day.adding(days: life.days)
        if let old = item.expires, old <= limit {
            return FridgeOpening(item: opened, before: item.expires, expiry: .kept(days: life.days), keepIn: keepIn, rest: rest,
                                 today: today)
        }
        opened.expires = limit
        opened.expiresSetByUser = false
        return FridgeOpening(item: opened, before: item.expires, expiry: .shortened(days: life.days), keepIn: keepIn, rest: rest,
                             today: today)
    }

    /// Whether opening `item` opens one pack of several rather than the whole lot: its amount is
    /// a count of at least two whole things sold as such (`2팩`, `3병`, `2통`, a bare `2`;
    /// `PurchaseUnits.countedUnits`). One pack, no amount, a weight or volume (`300g`, `1L`) or
    /// a measure (`2컵`) is opened whole, as is a count under two (`1.5팩`: the half is the
    /// pack already opened).
    public static func opensOnePack(_ item: FridgeItem) -> Bool {
        guard let quantity = item.quantity, quantity >= 2, quantity.isFinite else { return false }
        guard let unit = item.unit else { return true }
        return PurchaseUnits.countedUnits.contains(unit)
    }

    /// The lot `open` should mark among an ingredient's lots: the first-expiring one not yet
    /// opened (a pack is opened before the next is), else the first-expiring one.
    public static func lotToOpen(_ lots: [FridgeItem]) -> FridgeItem? {
        let ordered = firstExpiringFirst(lots)
        return ordered.first { $0.opened == nil } ?? ordered.first
    }
}
