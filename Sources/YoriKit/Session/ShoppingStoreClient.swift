/// The shopping list's storage, behind closures (live: `YoriDatabase`).
public struct ShoppingStoreClient: Sendable {
    public var items: @Sendable () throws -> [ShoppingItem]
    public var add: @Sendable (_ items: [ShoppingItem]) throws -> [ShoppingItem]
    /// Checks off items by name; returns how many changed.
    public var check: @Sendable (_ name: String) throws -> Int
    /// Moves the checked items into the fridge as these items, atomically.
    public var buyChecked: @Sendable (_ asFridgeItems: [FridgeItem]) throws -> Void

    public init(items: @escaping @Sendable () throws -> [ShoppingItem],
                add: @escaping @Sendable ([ShoppingItem]) throws -> [ShoppingItem],
                check: @escaping @Sendable (String) throws -> Int,
                buyChecked: @escaping @Sendable ([FridgeItem]) throws -> Void) {
        self.items = items
        self.add = add
        self.check = check
        self.buyChecked = buyChecked
    }

    public static let empty = ShoppingStoreClient(items: { [] }, add: { $0 }, check: { _ in 0 }, buyChecked: { _ in })
}
