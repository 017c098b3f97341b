import Foundation
import Testing
import YoriKit
@testable import YoriStore

/// Opening one pack of several (issue 19), against a real database: the opened pack and the
/// unopened rest are written in the one immediate transaction of the step, and no addition is
/// recorded for the split.
@Suite struct OpeningStoreTests {
    let today = LocalDay(iso: "2026-11-25")!

    /// A session over `database` (the split may be made to fail).
    func session(_ database: YoriDatabase, failSplit: Bool = false) throws -> Session {
        guard failSplit else { return try databaseSession(database, today: today) }
        return try databaseSession(database, today: today, splitOff: { _ in
            throw StoreError.sqlite(path: "test", SQLiteError(code: 13, message: "disk full"))
        })
    }

    func milk(_ quantity: Double, _ unit: String) -> FridgeItem {
        FridgeItem(name: "우유", canonical: "우유", quantity: quantity, unit: unit, place: .fridge, added: today,
                   expires: LocalDay(iso: "2026-12-02"))
    }

    @Test(arguments: ["우유 뜯었어", "opened the milk"])
    func openingOneOfTwoPacksSplitsTheLot(_ line: String) throws {
        let database = try YoriDatabase.inMemory()
        try database.addFridgeItems([milk(2, "팩")])
        var s = try session(database)
        guard case .fridgeOpened(let openings) = s.handle(line).reply.answer else { Issue.record("\(line)"); return }
        let lots = try database.fridgeItems()
        #expect(lots.map(\.quantity) == [1, 1] && lots.map(\.unit) == ["팩", "팩"])
        #expect(lots.map(\.opened) == [today, nil] && lots.map(\.expires) == [LocalDay(iso: "2026-11-28"), LocalDay(iso: "2026-12-02")])
        #expect(openings.first?.rest?.id == lots[1].id && openings.first?.item.id == lots[0].id)
        #expect(try database.fridgeEvents().map(\.kind) == [.add])
    }

    /// A write that fails half-way (the rest cannot be stored) leaves the lot as it was.
    @Test func aFailedSplitChangesNothing() throws {
        let database = try YoriDatabase.inMemory()
        let stored = try database.addFridgeItems([milk(2, "팩")])
        var s = try session(database, failSplit: true)
        let answer = s.handle("우유 뜯었어").reply.answer
        guard case .failure = answer else { Issue.record("\(answer)"); return }
        #expect(try database.fridgeItems() == stored)
    }

    /// 300g, or a single pack, is opened whole: one lot, no split.
    @Test(arguments: [(300.0, "g"), (1, "팩")])
    func otherLotsOpenWhole(_ quantity: Double, _ unit: String) throws {
        let database = try YoriDatabase.inMemory()
        try database.addFridgeItems([milk(quantity, unit)])
        var s = try session(database)
        _ = s.handle("우유 뜯었어")
        let lots = try database.fridgeItems()
        #expect(lots.count == 1 && lots[0].quantity == quantity && lots[0].opened == today)
    }
}
