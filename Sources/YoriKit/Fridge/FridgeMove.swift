/// An item moved to another place, and what became of its expiry date.
public struct FridgeMove: Equatable, Sendable {
    /// How the expiry date was decided for the new place.
    public enum Expiry: Equatable, Sendable {
        /// The user set the date; it stays.
        case userDate
        /// Recomputed from today with the new place's recommended days.
        case shelfLife(days: Int)
        /// No recommendation for the new place: the previous date stays.
        case kept
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

    public init(item: FridgeItem, from: StoragePlace, expiry: Expiry, unsuitable: Bool, doNotFreeze: Bool) {
        self.item = item
        self.from = from
        self.expiry = expiry
        self.unsuitable = unsuitable
        self.doNotFreeze = doNotFreeze
    }
}
