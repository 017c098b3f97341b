import YoriKit
@testable import YoriStore

/// A session over a real database, its fridge wired as `LiveApp` wires it and every step in one
/// write transaction; `splitOff` replaces the lot split (to make it fail).
func databaseSession(_ database: YoriDatabase, today: LocalDay,
                     splitOff: (@Sendable ([FridgeItem]) throws -> [FridgeItem])? = nil) throws -> Session {
    var session = Session(lexicon: try Builtin.lexicon(), store: .database(database),
                          fridge: FridgeStoreClient(
                            items: { try database.fridgeItems() }, lots: { try database.fridgeLots(named: $0) },
                            add: { try database.addFridgeItems($0) },
                            consume: { try database.applyConsumptions($0, kind: $1, day: $2) },
                            update: { try database.updateFridgeItems($0, day: $1) },
                            splitOff: splitOff ?? { try database.splitOffFridgeLots($0) },
                            events: { try database.fridgeEvents(limit: $0) }, tips: { _ in [] }, addTip: { _, _, _ in }),
                          shelfLife: try Builtin.shelfLife(), clock: .fixed(today))
    session.writeTransaction = { body in try database.atomically(body) }
    return session
}
