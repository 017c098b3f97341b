/// An item moved to another place, and what became of its expiry date.
public struct FridgeMove: Equatable, Sendable {
    /// How the expiry date was decided for the new place.
    public enum Expiry: Equatable, Sendable {
        /// The user set the date; it stays.
        case userDate
        /// Recomputed from today with the new place's recommended days.
        case shelfLife(days: Int)
        /// The new place's recommended days, counted from the day the item was added (it
        /// keeps longer there: frozen food does not gain the days it already spent in the fridge).
        case shelfLifeSinceAdded(days: Int, added: LocalDay)
        /// The previous date stays: no recommendation for the new place, the date has passed
        /// already, or the new place's days would not make it any shorter (or longer) sensibly.
        case kept
        /// The item is already there: nothing changed.
        case unchanged
        /// Not meant for room temperature: the date moved forward to today.
        case shortened
        /// No recommendation for the new place and no date before: the shortest time the food keeps anywhere.
        case shortest(days: Int)
        /// No date before and none to give.
        case none
    }

    /// The item as it is now.
    public let item: FridgeItem
    /// Where it was.
    public let from: StoragePlace
    public let expiry: Expiry
    /// The food has no recommended time in the new place (it should not be kept there).
    public let unsuitable: Bool
    /// Moved to the freezer, which the food does not take well.
    public let doNotFreeze: Bool
    /// Its date had already passed: the date stays, and freezing does not make it safe.
    public let overdue: Bool

    /// Only part of a lot moved (`닭가슴살 1팩 냉동실로` from 2팩): `item` is that part.
    public var part = false

    /// The item was already in that place.
    public var alreadyThere: Bool { expiry == .unchanged }

    public init(item: FridgeItem, from: StoragePlace, expiry: Expiry, unsuitable: Bool, doNotFreeze: Bool,
                overdue: Bool = false) {
        self.item = item
        self.from = from
        self.expiry = expiry
        self.unsuitable = unsuitable
        self.doNotFreeze = doNotFreeze
        self.overdue = overdue
    }
}
