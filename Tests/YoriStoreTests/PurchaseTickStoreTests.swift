import Foundation
import Testing
import YoriKit
@testable import YoriStore

/// Buying closes the loop (issue 19): a purchase ticks the shopping list in the write
/// transaction of its fridge add, against a real database.
@Suite struct PurchaseTickStoreTests {
    let today = LocalDay(iso: "2026-11-24")!

    /// A session over `database` with its shopping list.
    func session(_ database: YoriDatabase, failTick: Bool = false) throws -> Session {
        var session = try databaseSession(database, today: today)
        session.shopping = ShoppingStoreClient(
            items: { try database.shoppingItems() }, add: { try database.addShoppingItems($0) },
            remove: { try database.removeShoppingItems(named: $0) },
            check: { try database.checkShoppingItems(named: $0) }, buyChecked: { try database.buyCheckedShoppingItems(as: $0) })
        session.shopping.tickBought = { ids in
            if failTick { throw StoreError.sqlite(path: "test", SQLiteError(code: 13, message: "disk full while ticking")) }
            try database.tickBoughtShoppingItems(ids: ids)
        }
        return session
    }

    func listed(_ name: String, _ amount: String, recipe: String? = nil) -> ShoppingItem {
        ShoppingItem(name: name, canonical: name, amount: amount, recipe: recipe, added: today)
    }

    /// Each purchase line, in both languages, ticks the line of its ingredient (a synonym too)
    /// and says so; lines of other ingredients stay as they were.
    @Test(arguments: [
        ("양파 샀어", "양파", "양파"),
        ("bought an onion", "양파", "양파"),
        ("계란 10개 샀어", "계란", "달걀"),  // the line written with a synonym, before the lexicon knew it
        ("bought 10 eggs", "계란", "달걀"),
        ("방금 장 봤어. 양파 2개", "양파", "양파"),
        ("fridge add 양파 1개", "양파", "양파"),
    ])
    func aPurchaseTicksTheLine(line: String, canonical: String, ticked: String) throws {
        let database = try YoriDatabase.inMemory()
        var s = try session(database)
        var line1 = listed(ticked, "1/2개", recipe: "두부김치")
        if ticked != canonical { line1.canonical = nil }
        try database.addShoppingItems([line1, listed("대파", "1/2대")])
        let reply = line.hasPrefix("fridge add ")
            ? s.answer(.fridgeAdd(s.parser.ingredients(fromArguments: ["양파"]).map {
                FridgeItemRequest(ingredient: $0, quantity: 1, unit: "개") }), language: .ko)
            : s.handle(line).reply
        guard case .fridgeAdded(let added, let tickedLines, _) = reply.answer else { Issue.record("\(line): \(reply.answer)"); return }
        #expect(added.map { $0.item.canonical } == [canonical], "\(line)")
        #expect(tickedLines.map(\.name) == [ticked], "\(line)")
        let list = try database.shoppingItems()
        #expect(list.first { $0.name == ticked }?.checked == true && list.first { $0.name == ticked }?.bought == true, "\(line)")
        #expect(list.first { $0.name == "대파" }?.checked == false)
    }

    /// `양파 샀어`, `shop done 양파`, `장 봤어`: one lot of 양파, not two; the list is cleared.
    @Test func buyingTheTickedLineAgainAddsNoSecondLot() throws {
        let database = try YoriDatabase.inMemory()
        var s = try session(database)
        try database.addShoppingItems([listed("양파", "1/2개", recipe: "두부김치"), listed("대파", "1단")])
        _ = s.handle("양파 샀어")
        _ = s.answer(.shopDone([AskedIngredient(word: "양파", canonical: "양파", nameKind: .canonical)]), language: .ko)
        _ = s.answer(.shopDone([AskedIngredient(word: "대파", canonical: "대파", nameKind: .canonical)]), language: .ko)
        guard case .fridgeAdded(let added, _, _) = s.handle("장 봤어").reply.answer else { Issue.record("not bought"); return }
        #expect(added.map(\.item.name) == ["대파"])
        #expect(try database.fridgeLots(named: "양파").count == 1)
        #expect(try database.shoppingItems().isEmpty)
        // Only ticked lines checked: `shop bought` clears them and adds nothing.
        try database.addShoppingItems([listed("당근", "1개")])
        _ = s.handle("당근 샀어")
        guard case .shoppingList(let left, let change) = s.answer(.shopBought, language: .ko).answer else {
            Issue.record("expected the list")
            return
        }
        #expect(left.isEmpty && change.cleared.map(\.name) == ["당근"] && change.removed.isEmpty)
        #expect(try database.fridgeLots(named: "당근").count == 1)
    }

    /// A purchase matching nothing on the list just adds to the fridge.
    @Test func aPurchaseMatchingNothingJustAdds() throws {
        let database = try YoriDatabase.inMemory()
        var s = try session(database)
        try database.addShoppingItems([listed("대파", "1단")])
        guard case .fridgeAdded(let added, let ticked, _) = s.handle("bought milk").reply.answer else { Issue.record("no add"); return }
        #expect(added.count == 1 && ticked.isEmpty)
        #expect(try database.shoppingItems().map(\.checked) == [false])
    }

    /// The tick and the add are one transaction: when the tick fails, no lot is added.
    @Test func aFailedTickLeavesNoLot() throws {
        let database = try YoriDatabase.inMemory()
        var s = try session(database, failTick: true)
        try database.addShoppingItems([listed("양파", "1개")])
        let answer = s.handle("양파 샀어").reply.answer
        guard case .failure = answer else { Issue.record("expected a failure, got \(answer)"); return }
        #expect(try database.fridgeLots(named: "양파").isEmpty)
        #expect(try database.shoppingItems().map(\.checked) == [false])
    }

    /// Two connections to one file: one buys again and again while the other reads. Every
    /// snapshot the reader sees has as many 양파 lots as ticked 양파 lines — never a lot
    /// without its tick, or a tick without its lot.
    @Test func readersNeverSeeAnAddWithoutItsTick() throws {
        let folder = TempFolder()
        let path = folder.file("yori.sqlite")
        let writer = try YoriDatabase(path: path)
        let reader = try YoriDatabase(path: path)
        let rounds = 40
        let done = DispatchSemaphore(value: 0)
        let failures = Locked<[String]>([])
        DispatchQueue.global().async {
            defer { done.signal() }
            do {
                var s = try session(writer)
                for _ in 0..<rounds {
                    try writer.addShoppingItems([listed("양파", "1개")])
                    guard case .fridgeAdded = s.handle("양파 샀어").reply.answer else { throw StoreError.notYoriDatabase(path: path) }
                }
            } catch {
                failures.mutate { $0.append("writer: \(error)") }
            }
        }
        var snapshots = 0
        var finished = false
        while !finished {
            finished = done.wait(timeout: .now()) == .success
            // One read transaction: both counts from the same snapshot.
            let (lots, ticked) = try reader.db.transaction(.deferred) {
                (try reader.db.scalar("SELECT count(*) FROM fridge_items WHERE canonical = '양파'")?.int ?? -1,
                 try reader.db.scalar("SELECT count(*) FROM shopping_items WHERE name = '양파' AND bought = 1")?.int ?? -1)
            }
            if lots != ticked { failures.mutate { $0.append("snapshot: \(lots) lots, \(ticked) ticked") } }
            snapshots += 1
        }
        #expect(failures.value.isEmpty, "\(failures.value.prefix(3))")
        #expect(try reader.fridgeLots(named: "양파").count == rounds)
        #expect(snapshots > 1)
    }
}

/// A value shared between threads.
final class Locked<Value>: @unchecked Sendable {
    private let lock = NSLock()
    private var stored: Value
    init(_ value: Value) { stored = value }
    var value: Value { lock.withLock { stored } }
    func mutate(_ body: (inout Value) -> Void) { lock.withLock { body(&stored) } }
}
