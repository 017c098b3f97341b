/// A lot marked as opened, and what that did to its date.
public struct FridgeOpening: Equatable, Sendable {
    public enum Expiry: Equatable, Sendable {
        /// The date moved earlier: the opened life, `days` from the opened day.
        case shortened(days: Int)
        /// The date was already sooner than the opened life allows (`days`): kept.
        case kept(days: Int)
        /// yori has no opened life for this food: the date stays as it was.
        case noOpenedLife
        /// It was opened before (on `FridgeItem.opened`): nothing changed.
        case alreadyOpened
    }

    /// The lot as it is now (opened date set, date perhaps shortened).
    public var item: FridgeItem
    /// Its date before.
    public var before: LocalDay?
    public var expiry: Expiry
    /// Where the opened pack should be kept, when that is not where it is (opened 고추장 in the
    /// pantry: the fridge).
    public var keepIn: StoragePlace?

    public init(item: FridgeItem, before: LocalDay?, expiry: Expiry, keepIn: StoragePlace? = nil) {
        self.item = item
        self.before = before
        self.expiry = expiry
        self.keepIn = keepIn
    }
}
