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
