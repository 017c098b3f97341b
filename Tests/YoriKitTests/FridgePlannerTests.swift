import Testing
@testable import YoriKit

@Suite struct FridgePlannerTests {
    let lexicon = try! Builtin.lexicon()
    let today = LocalDay(iso: "2026-11-22")!

    var table: ShelfLifeTable {
        ShelfLifeTable(rows: [
            ShelfLife(ingredient: "대파", fridgeDays: 10, freezerDays: 30, pantryDays: nil),
            ShelfLife(ingredient: "상추", fridgeDays: 5, freezerDays: nil, pantryDays: nil, doNotFreeze: true),
        ], lexicon: lexicon)
    }
    var planner: FridgePlanner { FridgePlanner(table: table, today: today) }

    func request(_ word: String, _ quantity: Double? = nil, _ unit: String? = nil, expires: String? = nil,
                 place: StoragePlace? = nil) -> FridgeItemRequest {
        FridgeItemRequest(ingredient: AskedIngredient(word, lexicon: lexicon), quantity: quantity, unit: unit,
                          expires: expires.flatMap(LocalDay.init(iso:)), storage: place)
    }

    func lot(_ id: Int64, _ quantity: Double?, _ unit: String? = "개", expires: String?) -> FridgeItem {
        FridgeItem(id: id, name: "계란", canonical: "계란", quantity: quantity, unit: unit, place: .fridge,
                   added: today, expires: expires.flatMap(LocalDay.init(iso:)))
    }

    /// A general word names no one food: kept as written (`cook` reads it as its category),
    /// unless yori has storage advice for it.
    @Test func generalWordsAreKeptAsWritten() throws {
        let (meat, _) = try planner.newItem(request("고기", 500, "g"))
        #expect(meat.name == "고기" && meat.canonical == nil)
        let (veg, _) = try planner.newItem(request("야채"))
        #expect(veg.name == "야채" && veg.canonical == nil)
        let builtin = FridgePlanner(table: try Builtin.shelfLife(), today: today)
        let (seafood, _) = try builtin.newItem(request("해산물"))
        #expect(seafood.canonical == "해물")
    }

    @Test func fillsExpiryFromShelfLife() throws {
        let (item, source) = try planner.newItem(request("대파"))
        #expect(item.place == .fridge)
        #expect(item.expires == LocalDay(iso: "2026-12-02"))
        #expect(source == .shelfLife(days: 10))
        #expect(!item.expiresSetByUser)
        let (frozen, _) = try planner.newItem(request("대파", place: .freezer))
        #expect(frozen.expires == LocalDay(iso: "2026-12-22"))
    }

    /// Bought days ago (`어제 대파 샀어`, `--bought`): added on that day, its time counted from it,
    /// and said to be over when it is; a day after today is refused.
    @Test func countsShelfLifeFromTheDayItWasBought() throws {
        func bought(_ day: String, expires: String? = nil, place: StoragePlace? = nil) throws -> (FridgeItem, FridgePlanner.ExpirySource) {
            var asked = request("대파", expires: expires, place: place)
            asked.bought = LocalDay(iso: day)
            return try planner.newItem(asked)
        }
        let (recent, source) = try bought("2026-11-20")
        #expect(recent.added == LocalDay(iso: "2026-11-20") && recent.expires == LocalDay(iso: "2026-11-30"))
        #expect(source == .shelfLifeSinceBought(days: 10, isPast: false))
        let (old, over) = try bought("2026-11-05")
        #expect(old.expires == LocalDay(iso: "2026-11-15") && over == .shelfLifeSinceBought(days: 10, isPast: true))
        let (dated, given) = try bought("2026-11-20", expires: "2026-11-26")
        #expect(dated.added == LocalDay(iso: "2026-11-20") && dated.expires == LocalDay(iso: "2026-11-26") && given == .given(isPast: false))
        let (frozen, _) = try bought("2026-11-20", place: .freezer)
        #expect(frozen.expires == LocalDay(iso: "2026-12-20"))
        #expect(throws: FridgeError.boughtInFuture(LocalDay(iso: "2026-11-23")!)) { try bought("2026-11-23") }
        #expect(throws: FridgeError.farDate(LocalDay(iso: "1990-01-01")!)) { try bought("1990-01-01") }
    }

    @Test func keepsAGivenDateAndWarnsWhenPast() throws {
        let (item, source) = try planner.newItem(request("두부", 1, "모", expires: "2026-11-20"))
        #expect(item.expires == LocalDay(iso: "2026-11-20"))
        #expect(item.expiresSetByUser)
        #expect(source == .given(isPast: true))
        #expect(item.quantity == 1 && item.unit == "모")
    }

    @Test func refusesBadAmountsAndUnits() {
        #expect(throws: FridgeError.badQuantity(-2)) { try planner.newItem(request("계란", -2, "개")) }
        #expect(throws: FridgeError.badQuantity(0)) { try planner.newItem(request("계란", 0, "개")) }
        #expect(throws: FridgeError.unknownUnit("bushel")) { try planner.newItem(request("계란", 1, "bushel")) }
    }

    @Test func aPlaceWithoutARecommendationStillGetsACautiousDate() throws {
        // Lettuce in the freezer: the shortest time it keeps anywhere (5 days in the fridge).
        let (lettuce, source) = try planner.newItem(request("상추", place: .freezer))
        #expect(lettuce.expires == LocalDay(iso: "2026-11-27"))
        #expect(source == .unsuitablePlace(days: 5, doNotFreeze: true))
        // Green onion at room temperature: perishable, so due today.
        let (onion, pantry) = try planner.newItem(request("대파", place: .pantry))
        #expect(onion.expires == today)
        #expect(pantry == .unsuitablePlace(days: 0, doNotFreeze: false))
    }

    @Test func usesFirstExpiringLotsFirst() throws {
        let lots = [lot(1, 6, expires: "2026-12-10"), lot(2, 4, expires: "2026-11-25"), lot(3, 10, expires: nil)]
        let plan = try planner.consume(request("계란", 6, "개"), from: lots)
        #expect(plan.removed == [2])
        #expect(plan.reduced.map(\.id) == [1] && plan.reduced.map(\.quantity) == [4])
        #expect(plan.taken == [FridgeAmount(6, "개")] && plan.shortBy == nil)
    }

    @Test func usingMoreThanStoredUsesItAllAndSaysHowMuchWasMissing() throws {
        let plan = try planner.consume(request("계란", 5, "개"), from: [lot(1, 3, expires: "2026-11-30")])
        #expect(plan.removed == [1])
        #expect(plan.taken == [FridgeAmount(3, "개")])
        #expect(plan.shortBy == FridgeAmount(2, "개"))
    }

    @Test func withoutAnAmountEverythingIsUsed() throws {
        let plan = try planner.consume(request("계란"), from: [lot(1, 3, expires: "2026-11-30"), lot(2, 2, expires: nil)])
        #expect(Set(plan.removed) == [1, 2])
        #expect(plan.taken == [FridgeAmount(5, "개")])
    }

    @Test func refusesWhatIsNotThereOrCannotBeCounted() {
        #expect(throws: FridgeError.notInFridge("계란")) { try planner.consume(request("계란", 1, "개"), from: []) }
        // A 팩 of eggs holds no known number of them (a 판 is 30: FridgeUnitsTests).
        #expect(throws: FridgeError.unitMismatch(name: "계란", stored: [FridgeAmount(1, "팩")], asked: "개")) {
            try planner.consume(request("계란", 1, "개"), from: [lot(1, 1, "팩", expires: nil)])
        }
        #expect(throws: FridgeError.badQuantity(-1)) {
            try planner.consume(request("계란", -1, "개"), from: [lot(1, 3, expires: nil)])
        }
    }

    @Test func movingRecomputesUnlessTheUserSetTheDate() throws {
        let (item, _) = try planner.newItem(request("대파"))
        let later = FridgePlanner(table: table, today: today.adding(days: 3))
        // Frozen three days after it was added: the freezer's 30 days count from the day it was added.
        #expect(later.move(item, to: .freezer).item.expires == LocalDay(iso: "2026-12-22"))
        #expect(later.move(item, to: .freezer).expiry == .shelfLifeSinceAdded(days: 30, added: today))
        let (dated, _) = try planner.newItem(request("대파", expires: "2026-11-28"))
        #expect(later.move(dated, to: .freezer).item.expires == LocalDay(iso: "2026-11-28"))
        #expect(later.move(dated, to: .freezer).item.place == .freezer)
        #expect(later.move(dated, to: .freezer).expiry == .userDate)
    }

    @Test(arguments: [(-1, ExpiryAlert.past), (0, .today), (1, .within3), (3, .within3), (4, .within7), (7, .within7),
                      (8, .later)])
    func alertBoundaries(_ days: Int, _ level: ExpiryAlert) {
        #expect(ExpiryAlert(daysLeft: days) == level)
    }

    @Test func ddayLabels() {
        #expect(ExpiryAlert.dday(3, .ko) == "D-3")
        #expect(ExpiryAlert.dday(0, .ko) == "D-day")
        #expect(ExpiryAlert.dday(-2, .ko) == "D+2 지남")
        #expect(ExpiryAlert.dday(-2, .en) == "D+2 overdue")
    }

    @Test func alertsGroupMostUrgentFirstWithinTheWindow() {
        let items = [lot(1, 1, expires: "2026-11-29"), lot(2, 1, expires: "2026-11-21"), lot(3, 1, expires: "2026-11-22"),
                     lot(4, 1, expires: "2026-11-24"), lot(5, 1, expires: "2026-11-30"), lot(6, 1, expires: nil)]
        let groups = planner.alerts(items)
        #expect(groups.map(\.0) == [.past, .today, .within3, .within7])
        #expect(groups.flatMap(\.1).map(\.id) == [2, 3, 4, 1])
        #expect(planner.alerts(items, within: 0).flatMap(\.1).map(\.id) == [2, 3])
    }

    @Test func statsCountUseAndWastePerMonth() {
        let day = { LocalDay(iso: $0)! }
        let events = [
            FridgeEvent(kind: .use, name: "계란", canonical: "계란", quantity: 2, unit: "개", day: day("2026-11-02"), place: .fridge),
            FridgeEvent(kind: .discard, name: "우유", canonical: "우유", quantity: nil, unit: nil, day: day("2026-11-05"), place: .fridge),
            FridgeEvent(kind: .discard, name: "우유", canonical: "우유", quantity: nil, unit: nil, day: day("2026-10-05"), place: .fridge),
            FridgeEvent(kind: .add, name: "두부", canonical: "두부", quantity: 1, unit: "모", day: day("2026-10-01"), place: .fridge),
        ]
        let stats = FridgeStats(events: events)
        #expect(stats.months.map(\.month) == ["2026-11", "2026-10"])
        #expect(stats.months[0].used == 1 && stats.months[0].discarded == 1 && stats.months[0].wasteShare == 0.5)
        #expect(stats.mostWasted.first?.name == "우유" && stats.mostWasted.first?.count == 2)
    }
}
