import Foundation
import YoriKit

/// A fridge in memory with the store's rules (lots by name, a plan applied as planned, every
/// change recorded as an event), so the session's fridge answers can be tested end to end.
final class InMemoryFridge: @unchecked Sendable {
    private let lock = NSLock()
    private var stored: [FridgeItem] = []
    private var log: [FridgeEvent] = []
    private var nextID: Int64 = 1

    init(_ items: [FridgeItem] = []) {
        for item in items { _ = add([item]) }
    }

    var items: [FridgeItem] { lock.withLock { stored } }
    var events: [FridgeEvent] { lock.withLock { log } }

    private func add(_ items: [FridgeItem]) -> [FridgeItem] {
        lock.withLock {
            items.map { item in
                var item = item
                item.id = nextID
                nextID += 1
                stored.append(item)
                log.insert(FridgeEvent(kind: .add, name: item.name, canonical: item.canonical, quantity: item.quantity,
                                       unit: item.unit, day: item.added, place: item.place), at: 0)
                return item
            }
        }
    }

    var client: FridgeStoreClient {
        FridgeStoreClient(
            items: { self.items },
            lots: { name in self.items.filter { $0.name == name || $0.canonical == name } },
            add: { self.add($0) },
            consume: { plans, kind, day in
                self.lock.withLock {
                    for (plan, lots) in plans {
                        for (id, left, unit) in plan.reduced {
                            if let i = self.stored.firstIndex(where: { $0.id == id }) {
                                self.stored[i].quantity = left
                                self.stored[i].unit = unit
                            }
                        }
                        self.stored.removeAll { plan.removed.contains($0.id) }
                        let name = lots.first?.name ?? ""
                        self.log.insert(FridgeEvent(kind: kind, name: name, canonical: lots.first?.canonical,
                                                    quantity: plan.taken.first?.quantity, unit: plan.taken.first?.unit,
                                                    day: day, place: lots.first?.place), at: 0)
                    }
                }
            },
            update: { items, day in
                self.lock.withLock {
                    for item in items {
                        guard let i = self.stored.firstIndex(where: { $0.id == item.id }) else { continue }
                        if self.stored[i].place != item.place {
                            self.log.insert(FridgeEvent(kind: .move, name: item.name, canonical: item.canonical,
                                                        quantity: item.quantity, unit: item.unit, day: day, place: item.place), at: 0)
                        }
                        self.stored[i] = item
                    }
                }
            },
            splitOff: { items in
                self.lock.withLock {
                    items.map { item in
                        var item = item
                        item.id = self.nextID
                        self.nextID += 1
                        self.stored.append(item)
                        return item
                    }
                }
            },
            events: { limit in Array(self.events.prefix(limit)) },
            tips: { _ in [] }, addTip: { _, _, _ in })
    }
}
