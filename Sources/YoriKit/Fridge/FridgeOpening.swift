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
    /// The packs left unopened when one pack of a lot of several was opened (`우유 2팩`: the
    /// opened 1팩 is `item`, the unopened 1팩 is this, a lot of its own with the date it had and
    /// no id yet). `nil` when the whole lot was the pack opened.
    public var rest: FridgeItem?
    /// The day the opening was recorded (the opened day may be earlier: `어제 우유 뜯었어`);
    /// `nil` reads as the opened day.
    public var today: LocalDay?

    public init(item: FridgeItem, before: LocalDay?, expiry: Expiry, keepIn: StoragePlace? = nil, rest: FridgeItem? = nil,
                today: LocalDay? = nil) {
        self.item = item
        self.before = before
        self.expiry = expiry
        self.keepIn = keepIn
        self.rest = rest
        self.today = today
    }

    /// Days left on the opened pack's date as of `today` (negative once past), `nil` without a date.
    public var daysLeft: Int? {
        item.daysLeft(today: today ?? item.opened ?? item.added)
    }

    /// The opening left the pack past its date or due today (an opened day some days back, a
    /// date that had nearly run out): the answer says so. Not for a pack opened before, which
    /// this opening did not change.
    public var leftDue: ExpiryAlert? {
        guard expiry != .alreadyOpened, let days = daysLeft, days <= 0 else { return nil }
        return ExpiryAlert(daysLeft: days)
    }

    /// The lot's amount before it was opened: the opened pack and the unopened rest together.
    public var total: FridgeAmount? {
        guard let rest, let opened = item.amount, let left = rest.amount else { return item.amount }
        return FridgeAmount(FridgeAmount.rounded(opened.quantity + left.quantity), opened.unit)
    }
}
