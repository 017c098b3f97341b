/// The fridge's rules, as pure functions: filling in expiry dates, using lots
/// first-expiring-first, moving between places. The store applies the results.
public struct FridgePlanner: Sendable {
    public let table: ShelfLifeTable
    public let today: LocalDay

    public init(table: ShelfLifeTable, today: LocalDay) {
        self.table = table
        self.today = today
    }

    /// Units yori can count in (the language layer's counters and metric units).
    public static let units: Set<String> = Set(QuantityParser.counters).union(["g", "kg", "ml", "L"])

    /// How an item's expiry date was decided.
    public enum ExpirySource: Equatable, Sendable {
        /// The user gave it; `isPast` when it is already behind us (added anyway, with a warning).
        case given(isPast: Bool)
        /// From the recommended shelf life in that place.
        case shelfLife(days: Int)
        /// No recommendation for that place (e.g. lettuce in the freezer): no date.
        case none
    }

    /// A new item for `request`, with its place and expiry filled in.
    public func newItem(_ request: FridgeItemRequest) throws(FridgeError) -> (FridgeItem, ExpirySource) {
        if let quantity = request.quantity, !(quantity > 0) || !quantity.isFinite {
            throw .badQuantity(quantity)
        }
        if let unit = request.unit, !Self.units.contains(unit) { throw .unknownUnit(unit) }
        let canonical = request.ingredient.canonical
        let place = request.storage ?? table.defaultPlace(for: canonical)
        var item = FridgeItem(name: canonical ?? request.ingredient.word, canonical: canonical,
                              quantity: request.quantity, unit: request.unit ?? (request.quantity == nil ? nil : "개"),
                              place: place, added: today, expires: nil)
        let source: ExpirySource
        if let given = request.expires {
            item.expires = given
            item.expiresSetByUser = true
            source = .given(isPast: given < today)
        } else if let days = table.shelfLife(for: canonical).days(in: place) {
            item.expires = today.adding(days: days)
            source = .shelfLife(days: days)
        } else {
            source = .none
        }
        return (item, source)
    }

    /// The result of using (or discarding) an amount from an ingredient's lots.
    public struct Consumption: Equatable, Sendable {
        /// Lots whose quantity goes down: (id, new quantity).
        public var reduced: [(id: Int64, quantity: Double)] = []
        /// Lots used up entirely.
        public var removed: [Int64] = []
        /// How much was taken, in `unit` (nil when the lots had no quantity).
        public var taken: Double?
        public var unit: String?
        /// How much was there before, when the user asked for more than that.
        public var shortBy: Double?

        public static func == (a: Consumption, b: Consumption) -> Bool {
            a.removed == b.removed && a.taken == b.taken && a.unit == b.unit && a.shortBy == b.shortBy
                && a.reduced.map(\.id) == b.reduced.map(\.id) && a.reduced.map(\.quantity) == b.reduced.map(\.quantity)
        }
    }

    /// Takes `request.quantity` from `lots`, first-expiring-first. Without an amount, all
    /// the lots are used up. Asking for more than there is uses it all and says how much
    /// was missing (documented in the README).
    public func consume(_ request: FridgeItemRequest, from lots: [FridgeItem]) throws(FridgeError) -> Consumption {
        guard !lots.isEmpty else { throw .notInFridge(request.ingredient.canonical ?? request.ingredient.word) }
        if let quantity = request.quantity, !(quantity > 0) || !quantity.isFinite { throw .badQuantity(quantity) }
        let ordered = lots.sorted { a, b in
            switch (a.expires, b.expires) {
            case let (x?, y?) where x != y: return x < y
            case (_?, nil): return true
            case (nil, _?): return false
            default: return a.added != b.added ? a.added < b.added : a.id < b.id
            }
        }
        var result = Consumption()
        guard var wanted = request.quantity else {
            result.removed = ordered.map(\.id)
            let quantities = ordered.compactMap(\.quantity)
            result.taken = quantities.count == ordered.count ? quantities.reduce(0, +) : nil
            result.unit = ordered.first?.unit
            return result
        }
        let unit = request.unit ?? ordered.first(where: { $0.quantity != nil })?.unit ?? "개"
        if let mismatch = ordered.first(where: { $0.quantity != nil && $0.unit != unit }) {
            throw .unitMismatch(stored: mismatch.unit ?? "", asked: unit)
        }
        result.unit = unit
        var taken = 0.0
        for lot in ordered where wanted > 0 {
            guard let have = lot.quantity else {
                // A lot without a quantity counts as one of whatever is asked.
                result.removed.append(lot.id)
                taken += 1
                wanted -= 1
                continue
            }
            if have <= wanted + 1e-9 {
                result.removed.append(lot.id)
                taken += have
                wanted -= have
            } else {
                result.reduced.append((lot.id, have - wanted))
                taken += wanted
                wanted = 0
            }
        }
        result.taken = taken
        if wanted > 1e-9 { result.shortBy = wanted }
        return result
    }

    /// `item` moved to `place`; its expiry is recomputed from today unless the user set it.
    public func move(_ item: FridgeItem, to place: StoragePlace) -> FridgeItem {
        var moved = item
        moved.place = place
        if !item.expiresSetByUser {
            moved.expires = table.shelfLife(for: item.canonical).days(in: place).map { today.adding(days: $0) }
        }
        return moved
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

/// Fridge requests yori refuses, with the reason.
public enum FridgeError: Error, Equatable, Sendable {
    case badQuantity(Double)
    case unknownUnit(String)
    case notInFridge(String)
    case unitMismatch(stored: String, asked: String)
    case noSuchItem(Int64)

    public func message(_ language: UserLanguage) -> String {
        switch self {
        case .badQuantity(let q):
            language.pick("수량은 0보다 커야 해요 (\(Self.format(q))).", "The quantity must be more than zero (\(Self.format(q))).")
        case .unknownUnit(let unit):
            language.pick("'\(unit)'은(는) 모르는 단위예요. 쓸 수 있는 단위: 개, 모, 봉지, 팩, 단, 병, 캔, g, kg, ml, L 등",
                          "'\(unit)' is not a unit yori knows. Use: 개 (pieces), 모, 봉지, 팩, 단, 병, 캔, g, kg, ml, L …")
        case .notInFridge(let name):
            language.pick("냉장고에 " + Hangul.attach(name, "이", "가") + " 없어요.", "There is no \(name) in the fridge.")
        case .unitMismatch(let stored, let asked):
            language.pick("냉장고에는 \(stored) 단위로 있어요 (\(asked)로는 뺄 수 없어요).",
                          "It is stored in \(stored), not \(asked); give the amount in \(stored).")
        case .noSuchItem(let id):
            language.pick("\(id)번 항목이 없어요.", "There is no item \(id).")
        }
    }

    /// `2`, `0.5`.
    public static func format(_ q: Double) -> String {
        q == q.rounded() && abs(q) < 1e12 ? String(Int64(q)) : String(q)
    }
}
