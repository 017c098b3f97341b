/// One lot of an ingredient in the user's fridge, freezer or pantry.
public struct FridgeItem: Equatable, Sendable {
    public var id: Int64
    /// The canonical name when the lexicon knows it, otherwise the text the user gave.
    public var name: String
    public var canonical: String?
    public var quantity: Double?
    public var unit: String?
    public var place: StoragePlace
    public var added: LocalDay
    public var expires: LocalDay?
    /// The user gave the expiry date; moving the item does not recompute it.
    public var expiresSetByUser: Bool
    public var note: String?
    /// The day the pack was opened (`fridge open 우유`), if the user said so.
    public var opened: LocalDay?

    public init(id: Int64 = 0, name: String, canonical: String?, quantity: Double? = nil, unit: String? = nil,
                place: StoragePlace, added: LocalDay, expires: LocalDay?, expiresSetByUser: Bool = false,
                note: String? = nil, opened: LocalDay? = nil) {
        self.id = id
        self.name = name
        self.canonical = canonical
        self.quantity = quantity
        self.unit = unit
        self.place = place
        self.added = added
        self.expires = expires
        self.expiresSetByUser = expiresSetByUser
        self.note = note
        self.opened = opened
    }

    /// Days left until expiry (negative once past), or `nil` without a date.
    public func daysLeft(today: LocalDay) -> Int? {
        expires.map { today.days(until: $0) }
    }
}

/// What happened to fridge items: the history behind `fridge history` and `fridge stats`.
public struct FridgeEvent: Equatable, Sendable {
    public enum Kind: String, Sendable, CaseIterable {
        case add, use, discard, move
    }

    public var kind: Kind
    public var name: String
    public var canonical: String?
    public var quantity: Double?
    public var unit: String?
    public var day: LocalDay
    public var place: StoragePlace?
    /// The request that wrote it: the entries of one use or discard (one per place and unit)
    /// share it. `nil` for events recorded before yori kept it.
    public var batch: Int64?

    public init(kind: Kind, name: String, canonical: String?, quantity: Double?, unit: String?, day: LocalDay,
                place: StoragePlace?, batch: Int64? = nil) {
        self.kind = kind
        self.name = name
        self.canonical = canonical
        self.quantity = quantity
        self.unit = unit
        self.day = day
        self.place = place
        self.batch = batch
    }
}
