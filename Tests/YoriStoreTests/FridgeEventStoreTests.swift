import Testing
import YoriKit
@testable import YoriStore

/// The fridge history as stored: the place of the lot used, and one batch per request.
@Suite struct FridgeEventStoreTests {
    let today = LocalDay(iso: "2026-11-24")!

    func lot(_ name: String, _ quantity: Double, _ unit: String, place: StoragePlace, expires: String) -> FridgeItem {
        FridgeItem(name: name, canonical: name, quantity: quantity, unit: unit, place: place, added: today,
                   expires: LocalDay(iso: expires))
    }

    @Test func usesRecordTheirPlaceAndABatchEach() throws {
        let db = try YoriDatabase.inMemory()
        let stored = try db.addFridgeItems([lot("대파", 1, "단", place: .freezer, expires: "2026-12-20"),
                                            lot("대파", 1, "단", place: .fridge, expires: "2026-11-26"),
                                            lot("소고기", 1, "kg", place: .fridge, expires: "2026-11-27")])
        let planner = FridgePlanner(table: ShelfLifeTable(rows: [], lexicon: try Builtin.lexicon()), today: today)
        func use(_ name: String, _ quantity: Double, _ unit: String) throws {
            let lots = try db.fridgeLots(named: name)
            let request = FridgeItemRequest(ingredient: AskedIngredient(word: name, canonical: name, nameKind: .canonical),
                                            quantity: quantity, unit: unit)
            try db.applyConsumptions([(try planner.consume(request, from: lots), lots)], kind: .use, day: today)
        }
        try use("대파", 1, "단")
        try use("소고기", 200, "g")
        try use("소고기", 0.5, "근")
        let events = try db.fridgeEvents().filter { $0.kind == .use }
        #expect(events.map(\.name) == ["소고기", "소고기", "대파"])
        #expect(events.last?.place == .fridge)
        #expect(Set(events.compactMap(\.batch)).count == 3)
        #expect(FridgeStats(events: try db.fridgeEvents()).months.first?.used == 3)
        // The freezer lot is still there.
        #expect(try db.fridgeLots(named: "대파").map(\.id) == [stored[0].id])
    }
}
