import YoriKit
import YoriStore

extension FridgeStoreClient {
    /// The fridge kept in yori's database.
    static func live(_ database: YoriDatabase) -> FridgeStoreClient {
        var client = FridgeStoreClient(
            items: { try database.fridgeItems() },
            lots: { try database.fridgeLots(named: $0) },
            add: { try database.addFridgeItems($0) },
            consume: { try database.applyConsumptions($0, kind: $1, day: $2) },
            update: { try database.updateFridgeItems($0, day: $1) },
            splitOff: { try database.splitOffFridgeLots($0) },
            events: { try database.fridgeEvents(limit: $0) },
            tips: { try database.ingredientTips($0) },
            addTip: { try database.addIngredientTip($0, text: $1, source: $2) })
        client.tipNames = { try database.ingredientTipNames() }
        return client
    }
}
