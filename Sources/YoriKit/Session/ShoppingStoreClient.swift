/// The shopping list's storage, behind closures (live: `YoriDatabase`).
public struct ShoppingStoreClient: Sendable {
    public var items: @Sendable () throws -> [ShoppingItem]
    /// Adds items; one already on the list (unchecked, same name) gets the new amount merged in.
    public var add: @Sendable (_ items: [ShoppingItem]) throws -> ShoppingAddition
    /// Checks off items by name; returns how many changed.
    public var check: @Sendable (_ name: String) throws -> Int
    /// Moves the checked items into the fridge as these items, atomically.
    public var buyChecked: @Sendable (_ asFridgeItems: [FridgeItem]) throws -> Void

    public init(items: @escaping @Sendable () throws -> [ShoppingItem],
                add: @escaping @Sendable ([ShoppingItem]) throws -> ShoppingAddition,
                check: @escaping @Sendable (String) throws -> Int,
                buyChecked: @escaping @Sendable ([FridgeItem]) throws -> Void) {
        self.items = items
        self.add = add
        self.check = check
        self.buyChecked = buyChecked
    }

    public static let empty = ShoppingStoreClient(items: { [] }, add: { ShoppingAddition(added: $0) }, check: { _ in 0 },
                                                  buyChecked: { _ in })
}

/// What adding to the shopping list did.
public struct ShoppingAddition: Equatable, Sendable {
    /// New lines.
    public var added: [ShoppingItem]
    /// Lines that were on the list already, as they are now (amounts merged).
    public var merged: [ShoppingItem]

    public init(added: [ShoppingItem], merged: [ShoppingItem] = []) {
        self.added = added
        self.merged = merged
    }
}
