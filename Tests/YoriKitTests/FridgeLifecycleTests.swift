import Testing
@testable import YoriKit

/// Moves of food that is past its date or part-way through its shelf life, the history's
/// places and batches, odd parts of a 근, and numbers written without a unit.
@Suite struct FridgeLifecycleTests {
    let lexicon = try! Builtin.lexicon()
    let today = LocalDay(iso: "2026-11-24")!

    var table: ShelfLifeTable {
        ShelfLifeTable(rows: [
            ShelfLife(ingredient: "돼지고기", fridgeDays: 3, freezerDays: 120, pantryDays: nil),
            ShelfLife(ingredient: "대파", fridgeDays: 7, freezerDays: 300, pantryDays: nil),
            ShelfLife(ingredient: "우유", fridgeDays: 7, freezerDays: nil, pantryDays: nil),
            ShelfLife(ingredient: "감자", fridgeDays: nil, freezerDays: nil, pantryDays: 30),
        ], lexicon: lexicon)
    }
    var planner: FridgePlanner { FridgePlanner(table: table, today: today) }

    func lot(_ id: Int64, _ name: String, _ quantity: Double?, _ unit: String?, added: String = "2026-11-24",
             expires: String?, place: StoragePlace = .fridge, byUser: Bool = false) -> FridgeItem {
        FridgeItem(id: id, name: name, canonical: name, quantity: quantity, unit: unit, place: place,
                   added: LocalDay(iso: added)!, expires: expires.flatMap(LocalDay.init(iso:)), expiresSetByUser: byUser)
    }

    func request(_ word: String, _ quantity: Double? = nil, _ unit: String? = nil) -> FridgeItemRequest {
        FridgeItemRequest(ingredient: AskedIngredient(word, lexicon: lexicon), quantity: quantity, unit: unit)
    }

    // MARK: Moves

    @Test func foodPastItsDateKeepsItsDateWhenFrozen() {
        // Added 11/01 (due 11/04); on 11/24 it goes to the freezer.
        let pork = lot(1, "돼지고기", 600, "g", added: "2026-11-01", expires: "2026-11-04")
        let frozen = planner.move(pork, to: .freezer)
        #expect(frozen.item.expires == LocalDay(iso: "2026-11-04"))
        #expect(frozen.item.place == .freezer)
        #expect(frozen.expiry == .kept && frozen.overdue && !frozen.unsuitable)
        // A date the user set is kept too, and still flagged.
        let mine = planner.move(lot(2, "돼지고기", 1, "팩", expires: "2026-11-20", byUser: true), to: .freezer)
        #expect(mine.expiry == .userDate && mine.overdue)
        // Due today is not past.
        #expect(!planner.move(lot(3, "돼지고기", 1, "팩", expires: "2026-11-24"), to: .freezer).overdue)
    }

    @Test func theFreezerCountsFromTheDayTheItemWasAdded() {
        let pork = lot(1, "돼지고기", 600, "g", added: "2026-11-22", expires: "2026-11-25")
        let frozen = planner.move(pork, to: .freezer)
        #expect(frozen.item.expires == LocalDay(iso: "2026-11-22")!.adding(days: 120))
        #expect(frozen.expiry == .shelfLifeSinceAdded(days: 120, added: LocalDay(iso: "2026-11-22")!))
        // Added today: the same as counting from today.
        let fresh = planner.move(lot(2, "돼지고기", 1, "팩", expires: "2026-11-27"), to: .freezer)
        #expect(fresh.item.expires == today.adding(days: 120) && fresh.expiry == .shelfLife(days: 120))
    }

    @Test func thawingCountsFromTodayButNeverPastTheFrozenDate() {
        let frozen = lot(1, "돼지고기", 600, "g", added: "2026-08-01", expires: "2026-11-29", place: .freezer)
        let thawed = planner.move(frozen, to: .fridge)
        #expect(thawed.item.expires == LocalDay(iso: "2026-11-27") && thawed.expiry == .shelfLife(days: 3))
        let nearlyDue = lot(2, "돼지고기", 600, "g", added: "2026-08-01", expires: "2026-11-25", place: .freezer)
        let kept = planner.move(nearlyDue, to: .fridge)
        #expect(kept.item.expires == LocalDay(iso: "2026-11-25") && kept.expiry == .kept)
    }

    @Test func movingToWhereItIsChangesNothing() {
        let leek = lot(1, "대파", 1, "단", expires: "2026-12-20", place: .freezer)
        let move = planner.move(leek, to: .freezer)
        #expect(move.alreadyThere && move.item == leek && move.expiry == .unchanged)
    }

    // MARK: History

    @Test func theHistoryRecordsThePlaceOfTheLotUsed() throws {
        // Leek in the freezer (12/20) and in the fridge (11/26): the fridge lot goes first.
        let lots = [lot(1, "대파", 1, "단", expires: "2026-12-20", place: .freezer), lot(2, "대파", 1, "단", expires: "2026-11-26")]
        let plan = try planner.consume(request("대파", 1, "단"), from: lots)
        #expect(plan.removed == [2])
        #expect(plan.sources.map(\.place) == [.fridge] && plan.sources.map(\.amount) == [FridgeAmount(1, "단")])
        // Both lots: one entry per place.
        let both = try planner.consume(request("대파", 2, "단"), from: lots)
        #expect(both.sources.map(\.place) == [.fridge, .freezer])
        let all = try planner.consume(request("대파"), from: lots)
        #expect(all.sources.map(\.place) == [.fridge, .freezer] && all.taken == [FridgeAmount(2, "단")])
    }

    @Test func separateUsesInDifferentUnitsCountApart() {
        let day = LocalDay(iso: "2026-11-24")!
        func event(_ quantity: Double, _ unit: String, batch: Int64?) -> FridgeEvent {
            FridgeEvent(kind: .use, name: "소고기", canonical: "소고기", quantity: quantity, unit: unit, day: day, place: .fridge,
                        batch: batch)
        }
        // Newest first: three separate uses, then one use that took 1L and 500ml (one batch).
        let stats = FridgeStats(events: [event(200, "g", batch: 4), event(1, "근", batch: 3), event(1, "팩", batch: 2),
                                         event(1, "kg", batch: 1), event(300, "g", batch: 1)])
        #expect(stats.months.first?.used == 4)
        // Rows from before batches: neighbours in different units still count once.
        let legacy = FridgeStats(events: [event(200, "g", batch: nil), event(1, "근", batch: nil)])
        #expect(legacy.months.first?.used == 1)
    }

    // MARK: Amounts

    @Test func anOddPartOfAGeunIsKeptInGrams() throws {
        let potato = lot(1, "감자", 1, "근", expires: "2026-12-24", place: .pantry)
        let plan = try planner.consume(request("감자", 200, "g"), from: [potato])
        #expect(plan.reduced.map(\.quantity) == [175] && plan.reduced.map(\.unit) == ["g"])
        // Half a 근 stays in 근.
        let half = try planner.consume(request("감자", 0.5, "근"), from: [potato])
        #expect(half.reduced.map(\.quantity) == [0.5] && half.reduced.map(\.unit) == ["근"])
    }

    @Test(arguments: [
        ("두부 1", nil as String?), ("두부 하나 먹었어", nil), ("use 우유 1", nil), ("두부 1개", "개"), ("두부 한개 먹었어", "개"),
        ("use 2 pieces of tofu", "개"), ("계란 2개랑 두부 1 먹었어", "개"),
    ])
    func aNumberWithoutAUnitIsNotCountedInPieces(_ text: String, _ unit: String?) {
        let asked = [request("두부", 1, "개")]
        #expect(BareCount.unitsAsWritten(asked, in: text).map(\.unit) == [unit])
    }

    @Test func theChatCountsABareNumberInTheStoredUnit() {
        let tofu = FridgeItem(id: 1, name: "두부", canonical: "두부", quantity: 2, unit: "모", place: .fridge, added: today,
                              expires: today.adding(days: 7))
        var session = Session(lexicon: lexicon, store: .inMemory([]), fridge: .holding([tofu]), clock: .fixed(today))
        for line in ["두부 1 먹었어", "두부 하나 먹었어"] {
            guard case .fridgeConsumed(let results) = session.handle(line).reply.answer else {
                Issue.record("\(line) was not used")
                continue
            }
            #expect(results.first?.plan.taken == [FridgeAmount(1, "모")], "\(line)")
        }
        // Written in 개, it stays 개 (and tofu in 모 cannot be counted so).
        guard case .fridgeRefused(.unitMismatch) = session.handle("두부 1개 먹었어").reply.answer else {
            Issue.record("1개 of tofu in 모 is refused")
            return
        }
    }

    @Test(arguments: [
        ("I ate 2 eggs", "계란", "개" as String?), ("ate an egg", "계란", "개"), ("used 2 potatoes", "감자", "개"),
        ("used one potato", "감자", "개"), ("a dozen eggs went bad", "계란", "개"),
        ("use tofu 1", "두부", nil), ("used 1 tofu", "두부", nil), ("use 우유 1", "우유", nil), ("계란 2 먹었어", "계란", nil),
    ])
    func anEnglishNumberBeforeACountableNounCountsPieces(_ text: String, _ food: String, _ unit: String?) {
        let asked = [request(food, 1, "개")]
        #expect(BareCount.unitsAsWritten(asked, in: text, lexicon: lexicon).map(\.unit) == [unit], "\(text)")
    }

    @Test func aBareNumberFromATrayCountsEggs() throws {
        let tray = lot(1, "계란", 1, "판", expires: "2026-12-20")
        let plan = try planner.consume(request("계란", 2), from: [tray])
        #expect(plan.taken == [FridgeAmount(2, "개")] && plan.shortBy == nil && plan.removed.isEmpty)
        #expect(plan.reduced.map(\.quantity) == [28] && plan.reduced.map(\.unit) == ["개"])
        // A tray asked by name is still a tray; asking for more says what was asked.
        let all = try planner.consume(request("계란", 40, "개"), from: [tray])
        #expect(all.removed == [1] && all.shortBy == FridgeAmount(10, "개") && all.asked == FridgeAmount(40, "개"))
        // Tofu kept in 모 still counts a bare number in 모.
        let tofu = try planner.consume(request("두부", 1), from: [lot(2, "두부", 2, "모", expires: "2026-11-30")])
        #expect(tofu.taken == [FridgeAmount(1, "모")])
    }

    @Test func theChatTakesPiecesOutOfALot() {
        let tray = FridgeItem(id: 1, name: "계란", canonical: "계란", quantity: 1, unit: "판", place: .fridge, added: today,
                              expires: today.adding(days: 28))
        let bag = FridgeItem(id: 2, name: "감자", canonical: "감자", quantity: 1, unit: "봉지", place: .pantry, added: today,
                             expires: today.adding(days: 30))
        for line in ["I ate 2 eggs", "계란 두 개 먹었어", "계란 2 먹었어"] {
            var session = Session(lexicon: lexicon, store: .inMemory([]), fridge: .holding([tray, bag]), clock: .fixed(today))
            guard case .fridgeConsumed(let results) = session.handle(line).reply.answer else {
                Issue.record("\(line) was not used")
                continue
            }
            #expect(results.first?.plan.taken == [FridgeAmount(2, "개")], "\(line)")
            #expect(results.first?.plan.reduced.map(\.quantity) == [28], "\(line)")
        }
        // A bag of potatoes holds an unknown number of them: refused as in Korean, nothing used.
        for line in ["used 2 potatoes", "감자 두 개 먹었어"] {
            var session = Session(lexicon: lexicon, store: .inMemory([]), fridge: .holding([tray, bag]), clock: .fixed(today))
            guard case .fridgeRefused(.unitMismatch) = session.handle(line).reply.answer else {
                Issue.record("\(line) takes pieces out of a bag of unknown count")
                continue
            }
        }
    }
}
