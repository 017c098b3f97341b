import Testing
@testable import YoriKit

/// Opened versus unopened (issue 19): `fridge open 우유`, `우유 뜯었어`, `opened the milk`.
@Suite struct OpenedLifeTests {
    let table = try! Builtin.shelfLife()
    let lexicon = try! Builtin.lexicon()
    let today = LocalDay(iso: "2026-11-25")!

    func lot(_ name: String, place: StoragePlace, added: String = "2026-11-25", expires: String?, byUser: Bool = false) -> FridgeItem {
        FridgeItem(id: 1, name: name, canonical: name, quantity: 1, unit: "개", place: place, added: LocalDay(iso: added)!,
                   expires: expires.flatMap(LocalDay.init(iso:)), expiresSetByUser: byUser)
    }

    enum Expect: Equatable { case shortened(String), kept, none }

    /// (food, place, date before, opened, date after, where it belongs once opened)
    @Test(arguments: [
        ("우유", StoragePlace.fridge, "2026-12-02", "2026-11-25", Expect.shortened("2026-11-28"), StoragePlace?.none),
        ("우유", .fridge, "2026-11-26", "2026-11-25", .kept, nil),  // sooner already: never lengthened
        ("우유", .fridge, "2026-12-02", "2026-11-23", .shortened("2026-11-26"), nil),  // opened two days ago
        ("고추장", .pantry, "2028-05-18", "2026-11-25", .shortened("2027-11-25"), .fridge),
        ("고추장", .fridge, "2027-11-25", "2026-11-25", .kept, nil),
        ("두부", .fridge, "2026-12-02", "2026-11-25", .shortened("2026-11-28"), nil),
        ("간장", .pantry, "2029-11-24", "2026-11-25", .shortened("2027-11-25"), nil),
        ("양파", .pantry, "2026-12-25", "2026-11-25", .none, nil),  // no opened life: the date stays
    ])
    func openingShortensToTheOpenedLife(_ food: String, _ place: StoragePlace, _ before: String, _ opened: String,
                                        _ expect: Expect, _ keepIn: StoragePlace?) throws {
        let planner = FridgePlanner(table: table, today: today)
        let opening = try planner.open(lot(food, place: place, expires: before), on: LocalDay(iso: opened))
        #expect(opening.item.opened == LocalDay(iso: opened), "\(food)")
        #expect(opening.keepIn == keepIn, "\(food)")
        switch expect {
        case .shortened(let after):
            guard case .shortened = opening.expiry else { Issue.record("\(food): \(opening.expiry)"); return }
            #expect(opening.item.expires == LocalDay(iso: after), "\(food)")
        case .kept:
            guard case .kept = opening.expiry else { Issue.record("\(food): \(opening.expiry)"); return }
            #expect(opening.item.expires == LocalDay(iso: before), "\(food)")
        case .none:
            #expect(opening.expiry == .noOpenedLife && opening.item.expires == LocalDay(iso: before), "\(food)")
        }
        if let after = opening.item.expires, let was = LocalDay(iso: before) { #expect(after <= was, "\(food) lengthened") }
    }

    @Test func aUserDateIsShortenedTooAndAnOpenedLotStays() throws {
        let planner = FridgePlanner(table: table, today: today)
        let opening = try planner.open(lot("우유", place: .fridge, expires: "2026-12-10", byUser: true))
        #expect(opening.item.expires == LocalDay(iso: "2026-11-28") && !opening.item.expiresSetByUser)
        let again = try planner.open(opening.item, on: LocalDay(iso: "2026-11-24"))
        #expect(again.expiry == .alreadyOpened && again.item == opening.item)
    }

    /// An opened day after today is refused (bad input), in both languages.
    @Test(arguments: ["2026-11-26", "2027-01-01"])
    func aFutureOpenedDayIsRefused(_ day: String) {
        let planner = FridgePlanner(table: table, today: today)
        #expect(throws: FridgeError.openedInFuture(LocalDay(iso: day)!)) {
            try planner.open(lot("우유", place: .fridge, expires: "2026-12-02"), on: LocalDay(iso: day))
        }
        let error = FridgeError.openedInFuture(LocalDay(iso: day)!)
        #expect(error.message(.ko).contains("뜯은 날") && !Hangul.containsHangul(error.message(.en)))
    }

    /// One pack of a lot of several is opened: the lot keeps its id as the opened pack (with the
    /// opened life), the unopened rest becomes a lot of its own with the date it had.
    @Test(arguments: [(2.0, "팩", 1.0), (3, "병", 2), (2, "통", 1), (4, nil, 3)] as [(Double, String?, Double)])
    func aLotOfSeveralPacksOpensOnePack(_ quantity: Double, _ unit: String?, _ left: Double) throws {
        let planner = FridgePlanner(table: table, today: today)
        var milk = lot("우유", place: .fridge, expires: "2026-12-02", byUser: true)
        milk.id = 7
        milk.quantity = quantity
        milk.unit = unit
        let opening = try planner.open(milk)
        #expect(opening.item.id == 7 && opening.item.quantity == 1 && opening.item.unit == unit)
        #expect(opening.item.opened == today && opening.item.expires == LocalDay(iso: "2026-11-28"))
        let rest = try #require(opening.rest)
        #expect(rest.id == 0 && rest.quantity == left && rest.unit == unit && rest.opened == nil)
        #expect(rest.expires == LocalDay(iso: "2026-12-02") && rest.expiresSetByUser && rest.place == .fridge && rest.added == milk.added)
        #expect(opening.total == FridgeAmount(quantity, unit ?? "개"))
    }

    /// A lot of one, with no amount, a weight or volume, a measure or a count under two opens whole.
    @Test(arguments: [(1.0, "팩"), (nil, nil), (300, "g"), (2, "L"), (2, "컵"), (1.5, "팩")] as [(Double?, String?)])
    func otherLotsOpenWhole(_ quantity: Double?, _ unit: String?) throws {
        var milk = lot("우유", place: .fridge, expires: "2026-12-02")
        milk.quantity = quantity
        milk.unit = unit
        let opening = try FridgePlanner(table: table, today: today).open(milk)
        #expect(opening.rest == nil && opening.item.quantity == quantity && opening.item.opened == today)
        #expect(!FridgePlanner.opensOnePack(milk))
    }

    /// The chat, over a fridge in memory: the first `우유 뜯었어` opens one of two packs, the second
    /// opens the other (not "already opened"), the third finds both opened; the split records no
    /// addition. A refused line (a day after today) changes nothing.
    @Test func openingTheNextPackLaterOpensTheOtherOne() throws {
        let fridge = InMemoryFridge([FridgeItem(name: "우유", canonical: "우유", quantity: 2, unit: "팩", place: .fridge,
                                                added: LocalDay(iso: "2026-11-24")!, expires: LocalDay(iso: "2026-12-01"))])
        var session = Session(lexicon: lexicon, store: .inMemory([]), fridge: fridge.client, shelfLife: table, clock: .fixed(today))
        let before = fridge.items
        _ = session.answer(.fridgeOpen(session.parser.ingredients(fromArguments: ["우유"]).map { FridgeItemRequest(ingredient: $0) },
                                       on: today.adding(days: 1)), language: .ko)
        #expect(fridge.items == before)
        guard case .fridgeOpened(let first) = session.handle("어제 우유 뜯었어").reply.answer else { Issue.record("not opened"); return }
        #expect(first.first?.rest?.quantity == 1 && first.first?.item.quantity == 1)
        #expect(fridge.items.map(\.quantity) == [1, 1] && fridge.items.map(\.opened) == [LocalDay(iso: "2026-11-24"), nil])
        #expect(fridge.items.map(\.expires) == [LocalDay(iso: "2026-11-27"), LocalDay(iso: "2026-12-01")])
        guard case .fridgeOpened(let second) = session.handle("우유 뜯었어").reply.answer else { Issue.record("not opened"); return }
        #expect(second.first?.expiry == .shortened(days: 3) && second.first?.rest == nil && second.first?.item.id == fridge.items[1].id)
        #expect(fridge.items.map(\.opened) == [LocalDay(iso: "2026-11-24"), today])
        guard case .fridgeOpened(let third) = session.handle("우유 뜯었어").reply.answer else { Issue.record("not opened"); return }
        #expect(third.first?.expiry == .alreadyOpened && fridge.items.count == 2)
        #expect(fridge.events.filter { $0.kind == .add }.count == 1)
    }

    /// An opened day that leaves the pack past its date or due today is still recorded, and the
    /// opening says how due it is (as of today, not the opened day); a pack opened before is not flagged.
    @Test(arguments: [
        ("2026-11-20", -2, ExpiryAlert?.some(.past)),  // 우유: 3 days from Nov 20 is Nov 23
        ("2026-11-22", 0, .some(.today)),
        ("2026-11-23", 1, nil),
        ("2026-11-25", 3, nil),
    ])
    func anOpeningLeftPastItsDateSaysSo(_ opened: String, _ left: Int, _ due: ExpiryAlert?) throws {
        let planner = FridgePlanner(table: table, today: today)
        let opening = try planner.open(lot("우유", place: .fridge, expires: "2026-12-02"), on: LocalDay(iso: opened))
        #expect(opening.item.opened == LocalDay(iso: opened) && opening.daysLeft == left && opening.leftDue == due)
        let again = try planner.open(opening.item)
        #expect(again.expiry == .alreadyOpened && again.leftDue == nil)
    }

    /// The first-expiring unopened lot is the one opened.
    @Test func theFirstExpiringUnopenedLotIsOpened() {
        var first = lot("우유", place: .fridge, expires: "2026-11-27")
        first.opened = LocalDay(iso: "2026-11-24")
        var second = lot("우유", place: .fridge, expires: "2026-11-29")
        second.id = 2
        var third = lot("우유", place: .fridge, expires: "2026-12-01")
        third.id = 3
        #expect(FridgePlanner.lotToOpen([third, first, second])?.id == 2)
        #expect(FridgePlanner.lotToOpen([first])?.id == 1)
    }

    /// Every opened-life row names an ingredient with storage advice and a place that suits it.
    @Test func openedLivesAreConsistentWithTheTable() {
        #expect(table.openedRows.count >= 40)
        for (name, life) in table.openedRows {
            if let place = life.keepIn { #expect(table.shelfLife(for: name).days(in: place) != nil, "\(name): keep_in \(place)") }
        }
    }

    /// The language layer: a pack opened, and when; questions about opened food stay questions.
    @Test(arguments: [
        ("우유 뜯었어", ["우유"], "2026-11-25"),
        ("어제 고추장 개봉했어", ["고추장"], "2026-11-24"),
        ("우유랑 두부 뜯었어", ["우유", "두부"], "2026-11-25"),
        ("opened the milk", ["우유"], "2026-11-25"),
        ("I opened the milk yesterday", ["우유"], "2026-11-24"),
    ])
    func linesThatOpen(_ line: String, _ items: [String], _ day: String) {
        let parser = RequestParser(lexicon: lexicon)
        guard case .fridgeOpen(let requests, let on) = parser.parse(line, today: today).command else {
            Issue.record("\(line): \(parser.parse(line, today: today).command)")
            return
        }
        #expect(requests.map { $0.ingredient.canonical ?? "" } == items, "\(line)")
        #expect((on ?? today) == LocalDay(iso: day), "\(line)")
    }

    @Test(arguments: ["우유 뜯었는데 얼마나 가?", "우유 개봉 후 얼마나 가?", "how long does opened milk keep?", "우유 샀어"])
    func linesThatDoNotOpen(_ line: String) {
        if case .fridgeOpen = RequestParser(lexicon: lexicon).parse(line, today: today).command { Issue.record("\(line) opened something") }
    }
}
