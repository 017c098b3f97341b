/// The fridge's rules, as pure functions: filling in expiry dates, using lots
/// first-expiring-first, moving between places. The store applies the results.
public struct FridgePlanner: Sendable {
    public let table: ShelfLifeTable
    public let today: LocalDay

    public init(table: ShelfLifeTable, today: LocalDay) {
        self.table = table
        self.today = today
    }

    /// Units yori can count in: the language layer's counters and metric units, and 근,
    /// which the fridge converts to grams (`FridgeAmount`).
    public static let units: Set<String> = Set(QuantityParser.counters).union(QuantityParser.metric.values).union(["근"])

    /// How an item's expiry date was decided.
    public enum ExpirySource: Equatable, Sendable {
        /// The user gave it; `isPast` when it is already behind us (added anyway, with a warning).
        case given(isPast: Bool)
        /// From the recommended shelf life in that place.
        case shelfLife(days: Int)
        /// From the recommended shelf life in that place, counted from the day it was bought
        /// (`어제 두부 샀어`; the item's `added`); `isPast` when that time is already over.
        case shelfLifeSinceBought(days: Int, isPast: Bool)
        /// The food has no recommended time in that place (tofu at room temperature,
        /// lettuce in the freezer): dated conservatively, `days` from today (0 for the
        /// pantry, else the shortest time it keeps anywhere), and the answer warns;
        /// `doNotFreeze` when the place is the freezer and the food does not freeze well.
        case unsuitablePlace(days: Int, doNotFreeze: Bool)
        /// No recommendation anywhere: no date.
        case none
    }

    /// A new item for `request`, with its place and expiry filled in.
    public func newItem(_ request: FridgeItemRequest) throws(FridgeError) -> (FridgeItem, ExpirySource) {
        if let text = request.invalidAmount { throw .unreadableAmount(text) }
        // "fridge add 1e9모": a mistyped amount on its own is no name either.
        if request.ingredient.canonical == nil, QuantityParser.malformed(request.ingredient.word) {
            throw .unreadableAmount(request.ingredient.word)
        }
        try FridgeError.check(name: request.displayName)
        try FridgeError.check(date: request.expires, today: today)
        if let bought = request.bought {
            guard bought <= today else { throw .boughtInFuture(bought) }
            try FridgeError.check(date: bought, today: today)
        }
        if let quantity = request.quantity, !(quantity > 0) || !quantity.isFinite {
            throw .badQuantity(quantity)
        }
        if let unit = request.unit, !Self.units.contains(unit) { throw .unknownUnit(unit) }
        try FridgeError.check(request.quantity, unit: request.unit)
        var canonical = request.ingredient.canonical
        // A general word (고기, 야채) names no one food: it is kept as written, unless yori
        // has storage advice for it (해물); `cook` still reads it as its category.
        if let name = canonical, table.lexicon.ingredient(named: name)?.isGeneral == true, table.row(for: name) == nil {
            canonical = nil
        }
        let place = request.storage ?? table.defaultPlace(for: canonical)
        // A name kept as written loses the spaces an emoji left behind ("할머니 된장🍲" → "할머니 된장").
        let written = request.ingredient.word.split(separator: " ").joined(separator: " ")
        var item = FridgeItem(name: canonical ?? written, canonical: canonical,
                              quantity: request.quantity, unit: request.unit ?? (request.quantity == nil ? nil : "개"),
                              place: place, added: request.bought ?? today, expires: nil)
        // Bought days ago (`어제 두부 샀어`): its time counts from that day.
        let added = item.added
        let source: ExpirySource
        if let given = request.expires {
            item.expires = given
            item.expiresSetByUser = true
            source = .given(isPast: given < today)
        } else if let days = table.shelfLife(for: canonical).days(in: place) {
            let expires = added.adding(days: days)
            item.expires = expires
            source = added < today ? .shelfLifeSinceBought(days: days, isPast: expires < today) : .shelfLife(days: days)
        } else if let days = conservativeDays(for: canonical, in: place) {
            // Dated conservatively from today: a food kept where it should not be is judged now.
            item.expires = today.adding(days: days)
            source = .unsuitablePlace(days: days,
                                      doNotFreeze: place == .freezer && table.shelfLife(for: canonical).doNotFreeze)
        } else {
            source = .none
        }
        return (item, source)
    }

    /// Days to give a food kept where it has no recommended time: none at room temperature
    /// (perishables should not sit out), else the shortest time it keeps anywhere.
    func conservativeDays(for canonical: String?, in place: StoragePlace) -> Int? {
        let life = table.shelfLife(for: canonical)
        guard life.days(in: place) == nil else { return life.days(in: place) }
        if place == .pantry { return 0 }
        return StoragePlace.allCases.compactMap(life.days(in:)).min()
    }

    /// The result of using (or discarding) an amount from an ingredient's lots.
    public struct Consumption: Equatable, Sendable {
        /// Lots whose quantity goes down: (id, new quantity, in `unit`). The unit is the lot's
        /// own, except that a lot in 근 left with an odd part of a 근 is kept in grams (0.467근
        /// means nothing to anyone; 175g does).
        public var reduced: [(id: Int64, quantity: Double, unit: String?)] = []
        /// Lots used up entirely.
        public var removed: [Int64] = []
        /// What was taken, one amount per unit: with an amount asked, that amount (or what
        /// there was) in the asked unit; without one, every lot's amount, per unit.
        /// Empty when none of the lots had an amount.
        public var taken: [FridgeAmount] = []
        /// What the history records: where it was taken from, and how much (one entry per
        /// place and unit, `nil` for lots without an amount). A use from the fridge lot of an
        /// ingredient that also has a freezer lot is recorded as from the fridge.
        public var sources: [(place: StoragePlace, amount: FridgeAmount?)] = []
        /// How much more was asked than there was, in the asked unit.
        public var shortBy: FridgeAmount?
        /// The amount asked, in the unit it was asked in (a bare number in the unit it was
        /// counted in), so a shortfall can be told against it (`2 trays asked, 30 eggs short`).
        public var asked: FridgeAmount?
        /// Part of the amount came out of a lot whose amount yori does not know; that lot stays.
        public var fromUnknownAmount = false

        public static func == (a: Consumption, b: Consumption) -> Bool {
            a.removed == b.removed && a.taken == b.taken && a.shortBy == b.shortBy && a.asked == b.asked
                && a.fromUnknownAmount == b.fromUnknownAmount
                && a.reduced.map(\.id) == b.reduced.map(\.id) && a.reduced.map(\.quantity) == b.reduced.map(\.quantity)
                && a.reduced.map(\.unit) == b.reduced.map(\.unit)
                && a.sources.map(\.place) == b.sources.map(\.place) && a.sources.map(\.amount) == b.sources.map(\.amount)
        }

        /// Adds `amount` taken from `place` to `sources`, merged with an entry of the same place and unit.
        mutating func record(_ place: StoragePlace, _ amount: FridgeAmount?) {
            if let amount, let i = sources.firstIndex(where: { $0.place == place && $0.amount?.unit == amount.unit }) {
                let sum = FridgeAmount.rounded((sources[i].amount?.quantity ?? 0) + amount.quantity)
                sources[i].amount = FridgeAmount(sum, amount.unit)
            } else if amount != nil || !sources.contains(where: { $0.place == place && $0.amount == nil }) {
                sources.append((place, amount))
            }
        }
    }

    /// Takes `request.quantity` from `lots`, first-expiring-first. Without an amount, all
    /// the lots are used up. With one, only lots whose unit converts to the asked unit take
    /// part (1L from lots of 1L and 2팩 takes the litre; 200g from a 1kg lot leaves 0.8kg);
    /// a bare number counts in the unit of the first-expiring lot with an amount. Asking for
    /// more than there is uses it all and says how much was missing (documented in the
    /// README). A lot without an amount is assumed to hold whatever is still asked for, and stays.
    public func consume(_ request: FridgeItemRequest, from lots: [FridgeItem]) throws(FridgeError) -> Consumption {
        let name = lots.first?.name ?? request.ingredient.canonical ?? request.ingredient.word
        if let text = request.invalidAmount { throw .unreadableAmount(text) }
        guard !lots.isEmpty else { throw .notInFridge(name) }
        if let quantity = request.quantity, !(quantity > 0) || !quantity.isFinite { throw .badQuantity(quantity) }
        if let unit = request.unit, !Self.units.contains(unit) { throw .unknownUnit(unit) }
        let ordered = Self.firstExpiringFirst(lots)
        var result = Consumption()
        guard var wanted = request.quantity else {
            result.removed = ordered.map(\.id)
            result.taken = FridgeAmount.totals(ordered.compactMap(\.amount))
            for lot in ordered { result.record(lot.place, lot.amount) }
            return result
        }
        var unit = request.unit ?? ordered.first(where: { $0.quantity != nil })?.unit ?? "개"
        try FridgeError.check(wanted, unit: unit)
        let category = lots.first?.canonical.flatMap { table.lexicon.ingredient(named: $0)?.category }
        // A bare number counts the pieces of a lot kept in a unit that holds them (`계란 하나`,
        // `ate 2 eggs` from a 판 are eggs, not trays): the family's own counter.
        if request.unit == nil, case .count(let piece) = FridgeAmount.family(of: unit, category: category), piece != unit {
            unit = piece
        }
        result.asked = FridgeAmount(FridgeAmount.rounded(wanted), unit)
        // Eggs asked by the 판 are counted in 개, so no rounding of a part of a 판 creeps in.
        if unit == "판", category == FridgeAmount.eggCategory {
            wanted *= FridgeAmount.eggsPerTray
            unit = "개"
        }
        let family = FridgeAmount.family(of: unit, category: category)
        let usable = ordered.filter { $0.quantity == nil || FridgeAmount.family(of: $0.unit, category: category) == family }
        guard !usable.isEmpty else {
            throw .unitMismatch(name: name, stored: FridgeAmount.totals(ordered.compactMap(\.amount)), asked: unit)
        }
        var taken = 0.0
        for lot in usable where wanted > 1e-9 {
            guard let have = lot.quantity,
                  let haveInAsked = FridgeAmount.convert(have, from: lot.unit, to: unit, category: category) else {
                // Amount unknown: assume it holds the rest; the lot stays for the user to use up.
                result.fromUnknownAmount = true
                result.record(lot.place, FridgeAmount(FridgeAmount.rounded(wanted), unit))
                taken += wanted
                wanted = 0
                continue
            }
            if haveInAsked <= wanted + 1e-9 {
                result.removed.append(lot.id)
                result.record(lot.place, Self.readable(haveInAsked, unit, category: category))
                taken += haveInAsked
                wanted -= haveInAsked
            } else {
                var left = (FridgeAmount.convert(haveInAsked - wanted, from: unit, to: lot.unit, category: category) ?? 0, lot.unit)
                if lot.unit == "근", !Self.isPlainPart(left.0),
                   let grams = FridgeAmount.convert(haveInAsked - wanted, from: unit, to: "g", category: category) {
                    left = (grams.rounded(), "g")
                }
                // 2 eggs from a 판: 28개 left, not 0.933판.
                if lot.unit == "판", left.0 != left.0.rounded(),
                   let eggs = FridgeAmount.convert(haveInAsked - wanted, from: unit, to: "개", category: category) {
                    left = (eggs, "개")
                }
                result.reduced.append((lot.id, left.0, left.1))
                result.record(lot.place, Self.readable(wanted, unit, category: category))
                taken += wanted
                wanted = 0
            }
        }
        result.taken = [Self.readable(taken, unit, category: category)]
        if wanted > 1e-9 { result.shortBy = Self.readable(wanted, unit, category: category) }
        return result
    }

    /// `quantity` of `unit` as people say it: an odd part of a 근 (`0.833근`, what was left of
    /// 2근 asked from 500g) in grams instead.
    static func readable(_ quantity: Double, _ unit: String, category: String?) -> FridgeAmount {
        if unit == "근", !isPlainPart(quantity),
           let grams = FridgeAmount.convert(quantity, from: "근", to: "g", category: category) {
            return FridgeAmount(grams.rounded(), "g")
        }
        return FridgeAmount(FridgeAmount.rounded(quantity), unit)
    }

    /// Whether a number of 근 is one people use: whole, or in halves and quarters (반 근).
    static func isPlainPart(_ quantity: Double) -> Bool {
        let quarters = quantity * 4
        return abs(quarters - quarters.rounded()) < 1e-6
    }

    /// Soonest expiry first, lots without a date last; then oldest, then by id.
    public static func firstExpiringFirst(_ lots: [FridgeItem]) -> [FridgeItem] {
        lots.sorted { a, b in
            switch (a.expires, b.expires) {
            case let (x?, y?) where x != y: return x < y
            case (_?, nil): return true
            case (nil, _?): return false
            default: return a.added != b.added ? a.added < b.added : a.id < b.id
            }
        }
    }

    /// `item` moved to `place`, and how its expiry date was decided:
    /// - the user set the date: it stays;
    /// - the date has already passed: it stays (freezing spoiled food does not make it safe,
    ///   and the answer says so — `FridgeMove.overdue`);
    /// - to a place where the food keeps longer (the freezer): that place's days counted from
    ///   the day the item was added, not from the move, so a food does not gain time by having
    ///   waited in the fridge first (beef added 11/01 and frozen 11/03 is due 120 days after
    ///   11/01); never earlier than the date it had;
    /// - to a place where it keeps no longer (thawing, the pantry), or from a place where it
    ///   has no recommended time (tofu left out in the pantry, put back): that place's days from
    ///   today, but never later than the date it had;
    /// - no recommended time in the new place (milk or lettuce in the freezer, tofu at room
    ///   temperature): the date is never dropped: to the pantry it becomes today at the latest
    ///   (perishables should not sit out), elsewhere the previous date stays; with no previous
    ///   date, the shortest time the food keeps anywhere applies. The move says so (`unsuitable`).
    /// Moving an item to where it already is changes nothing (`FridgeMove.alreadyThere`).
    public func move(_ item: FridgeItem, to place: StoragePlace) -> FridgeMove {
        let life = table.shelfLife(for: item.canonical)
        let overdue = item.expires.map { $0 < today } ?? false
        guard place != item.place else {
            return FridgeMove(item: item, from: item.place, expiry: .unchanged, unsuitable: false, doNotFreeze: false,
                              overdue: overdue)
        }
        var moved = item
        moved.place = place
        let days = life.days(in: place)
        let expiry: FridgeMove.Expiry
        if item.expiresSetByUser {
            expiry = .userDate
        } else if overdue {
            expiry = .kept
        } else if let days {
            // From a place with no recommended time (tofu left out in the pantry), the food has
            // gained nothing: it is dated from today, never later than before.
            if let before = life.days(in: item.place), days > before {
                // Keeps longer here: counted from the day it was added.
                let counted = item.added.adding(days: days)
                if let old = item.expires, old >= counted {
                    expiry = .kept
                } else {
                    moved.expires = max(counted, today)
                    expiry = item.added < today ? .shelfLifeSinceAdded(days: days, added: item.added) : .shelfLife(days: days)
                }
            } else {
                let fresh = today.adding(days: days)
                if let old = item.expires, old < fresh {
                    expiry = .kept
                } else {
                    moved.expires = fresh
                    expiry = .shelfLife(days: days)
                }
            }
        } else if place == .pantry {
            moved.expires = min(item.expires ?? today, today)
            expiry = moved.expires == item.expires ? .kept : .shortened
        } else if item.expires != nil {
            expiry = .kept
        } else if let shortest = conservativeDays(for: item.canonical, in: place) {
            moved.expires = today.adding(days: shortest)
            expiry = .shortest(days: shortest)
        } else {
            expiry = .none
        }
        return FridgeMove(item: moved, from: item.place, expiry: expiry, unsuitable: days == nil,
                          doNotFreeze: place == .freezer && life.doNotFreeze, overdue: overdue)
    }

    /// Items grouped by alert level, most urgent first; items with no alert are left out.
    public func alerts(_ items: [FridgeItem], within days: Int = 7) -> [(ExpiryAlert, [FridgeItem])] {
        var groups: [ExpiryAlert: [FridgeItem]] = [:]
        for item in items {
            guard let left = item.daysLeft(today: today), left <= days else { continue }
            groups[ExpiryAlert(daysLeft: left), default: []].append(item)
        }
        return ExpiryAlert.allCases.compactMap { level in
            groups[level].map { (level, $0.sorted { ($0.expires ?? today, $0.name) < ($1.expires ?? today, $1.name) }) }
        }
    }
}
