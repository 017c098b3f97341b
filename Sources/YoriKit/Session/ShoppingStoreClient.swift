/// The shopping list's storage, behind closures (live: `YoriDatabase`).
public struct ShoppingStoreClient: Sendable {
    public var items: @Sendable () throws -> [ShoppingItem]
    /// Adds items; one already on the list for the same recipe is left as it is, one on it
    /// (unchecked, same name) for another recipe or none gets the new amount merged in.
    public var add: @Sendable (_ items: [ShoppingItem]) throws -> ShoppingAddition
    /// Removes the items with this name (or canonical name); returns them.
    public var remove: @Sendable (_ name: String) throws -> [ShoppingItem]
    /// Checks off items by name; returns how many changed.
    public var check: @Sendable (_ name: String) throws -> Int
    /// Moves the checked items into the fridge as these items, atomically.
    public var buyChecked: @Sendable (_ asFridgeItems: [FridgeItem]) throws -> Void
    /// Ticks lines a purchase covered, by id (checked and marked as already in the fridge); runs
    /// in the purchase's write transaction.
    public var tickBought: @Sendable (_ ids: [Int64]) throws -> Void = { _ in }
    /// Empties the list, or takes only the checked items off it; returns what was removed.
    public var clear: @Sendable (_ checkedOnly: Bool) throws -> [ShoppingItem] = { _ in [] }

    public init(items: @escaping @Sendable () throws -> [ShoppingItem],
                add: @escaping @Sendable ([ShoppingItem]) throws -> ShoppingAddition,
                remove: @escaping @Sendable (String) throws -> [ShoppingItem] = { _ in [] },
                check: @escaping @Sendable (String) throws -> Int,
                buyChecked: @escaping @Sendable ([FridgeItem]) throws -> Void) {
        self.items = items
        self.add = add
        self.remove = remove
        self.check = check
        self.buyChecked = buyChecked
    }

    public static let empty = ShoppingStoreClient(items: { [] }, add: { ShoppingAddition(added: $0) }, check: { _ in 0 },
                                                  buyChecked: { _ in })
}

/// What a change to the shopping list did.
public struct ShoppingAddition: Equatable, Sendable {
    /// New lines.
    public var added: [ShoppingItem]
    /// Lines that were on the list already, as they are now (amounts merged).
    public var merged: [ShoppingItem]
    /// Lines already on the list for the same recipe, left as they were.
    public var alreadyThere: [ShoppingItem]
    /// Lines taken off the list.
    public var removed: [ShoppingItem]
    /// Lines a purchase had already put in the fridge, cleared by `shop bought` without a second lot.
    public var cleared: [ShoppingItem] = []
    /// How the recipe whose need was added was scaled (`4인분으로` before `장보기에 넣어줘`): the amounts are for that.
    public var scale: RecipeScale?
    /// The list was emptied (`all`) or its checked items taken off (`checked`): `removed` is what went.
    public var clearing: ShoppingClearing?

    public init(added: [ShoppingItem] = [], merged: [ShoppingItem] = [], alreadyThere: [ShoppingItem] = [],
                removed: [ShoppingItem] = []) {
        self.added = added
        self.merged = merged
        self.alreadyThere = alreadyThere
        self.removed = removed
    }

    /// Nothing changed.
    public static let none = ShoppingAddition()
}

/// What `shop clear` (`장보기 목록 다 지워줘`, `체크한 거 지워줘`) took off the list.
public enum ShoppingClearing: String, Equatable, Sendable {
    /// Every item.
    case all
    /// Only the checked ones.
    case checked
}
