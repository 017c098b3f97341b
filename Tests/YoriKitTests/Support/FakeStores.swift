import Foundation
import YoriKit

extension FridgeStoreClient {
    /// A fridge holding `items` (read only), for sessions that cook from it.
    static func holding(_ items: [FridgeItem]) -> FridgeStoreClient {
        FridgeStoreClient(
            items: { items }, lots: { name in items.filter { $0.name == name } }, add: { $0 }, consume: { _, _, _ in },
            update: { _, _ in }, events: { _ in [] }, tips: { _ in [] }, addTip: { _, _, _ in })
    }
}

/// A shopping list in memory with the store's rules (an unchecked item of the same name gets
/// the new amount merged in; buying moves checked items out).
final class InMemoryShopping: @unchecked Sendable {
    private let lock = NSLock()
    private var stored: [ShoppingItem] = []
    private(set) var bought: [FridgeItem] = []

    var items: [ShoppingItem] { lock.withLock { stored } }

    var client: ShoppingStoreClient {
        var client = ShoppingStoreClient(
            items: { self.lock.withLock { self.stored } },
            add: { items in
                self.lock.withLock {
                    var change = ShoppingAddition(added: [])
                    for var item in items {
                        if let recipe = item.recipe,
                           let same = self.stored.first(where: { $0.name == item.name && $0.recipes.contains(recipe) }) {
                            change.alreadyThere.append(same)
                        } else if let i = self.stored.firstIndex(where: { $0.name == item.name && !$0.checked }) {
                            self.stored[i].amount = ShoppingItem.mergedAmount(self.stored[i].amount, item.amount)
                            if let recipe = item.recipe {
                                self.stored[i].recipe = (self.stored[i].recipes + [recipe])
                                    .joined(separator: ShoppingItem.recipeSeparator)
                            }
                            change.merged.append(self.stored[i])
                        } else {
                            item.id = Int64(self.stored.count + 1)
                            self.stored.append(item)
                            change.added.append(item)
                        }
                    }
                    return change
                }
            },
            remove: { name in
                self.lock.withLock {
                    let removed = self.stored.filter { $0.name == name || $0.canonical == name }
                    self.stored.removeAll { $0.name == name || $0.canonical == name }
                    return removed
                }
            },
            check: { name in
                self.lock.withLock {
                    var n = 0
                    for i in self.stored.indices where self.stored[i].name == name && !self.stored[i].checked {
                        self.stored[i].checked = true
                        n += 1
                    }
                    return n
                }
            },
            buyChecked: { fridge in
                self.lock.withLock {
                    self.bought += fridge
                    self.stored.removeAll(where: \.checked)
                }
            })
        client.clear = { checkedOnly in
            self.lock.withLock {
                let removed = self.stored.filter { $0.checked || !checkedOnly }
                self.stored.removeAll { $0.checked || !checkedOnly }
                return removed
            }
        }
        return client
    }
}
