import Testing
@testable import YoriKit

/// Lots in different units, moves to places without a recommendation, categories and list order.
@Suite struct FridgeUnitsTests {
    let lexicon = try! Builtin.lexicon()
    let today = LocalDay(iso: "2026-11-24")!

    var table: ShelfLifeTable {
        ShelfLifeTable(rows: [
            ShelfLife(ingredient: "우유", fridgeDays: 7, freezerDays: nil, pantryDays: nil),
            ShelfLife(ingredient: "두부", fridgeDays: 7, freezerDays: 150, pantryDays: nil),
            ShelfLife(ingredient: "상추", fridgeDays: 5, freezerDays: nil, pantryDays: nil, doNotFreeze: true),
            ShelfLife(ingredient: "감자", fridgeDays: nil, freezerDays: nil, pantryDays: 30),
        ], lexicon: lexicon)
    }
    var planner: FridgePlanner { FridgePlanner(table: table, today: today) }

    func request(_ word: String, _ quantity: Double? = nil, _ unit: String? = nil) -> FridgeItemRequest {
        FridgeItemRequest(ingredient: AskedIngredient(word, lexicon: lexicon), quantity: quantity, unit: unit)
    }

    func lot(_ id: Int64, _ name: String, _ quantity: Double?, _ unit: String?, expires: String?,
             place: StoragePlace = .fridge, byUser: Bool = false) -> FridgeItem {
        FridgeItem(id: id, name: name, canonical: name, quantity: quantity, unit: unit, place: place, added: today,
                   expires: expires.flatMap(LocalDay.init(iso:)), expiresSetByUser: byUser)
    }

    // MARK: Units

    @Test(arguments: [
        (1.0, "kg", "g", "소고기", 1000.0), (200, "g", "kg", "소고기", 0.2), (1, "L", "ml", "우유", 1000),
        (1500, "ml", "L", "우유", 1.5), (1, "근", "g", "소고기", 600), (1, "근", "g", "시금치", 375), (2, "팩", "팩", "우유", 2),
    ])
    func convertsWithinAFamily(_ quantity: Double, _ from: String, _ to: String, _ food: String, _ expected: Double) {
        let category = lexicon.ingredient(named: food)?.category
        #expect(FridgeAmount.convert(quantity, from: from, to: to, category: category) == expected)
    }

    @Test(arguments: [("L", "팩"), ("g", "ml"), ("개", "모"), ("kg", "개")])
    func neverConvertsAcrossFamilies(_ from: String, _ to: String) {
        #expect(FridgeAmount.convert(1, from: from, to: to, category: nil) == nil)
    }

    @Test func totalsKeepEachUnitApart() {
        let amounts = [FridgeAmount(1, "L"), FridgeAmount(500, "ml"), FridgeAmount(1, "L"), FridgeAmount(2, "팩")]
        #expect(FridgeAmount.totals(amounts) == [FridgeAmount(2, "L"), FridgeAmount(500, "ml"), FridgeAmount(2, "팩")])
        #expect(FridgeAmount.format(0.1 + 0.2) == "0.3")
        #expect(FridgeAmount.format(1.25) == "1.25")
        #expect(FridgeAmount.format(600) == "600")
        #expect(FridgeAmount.format(99_999_999_999_999) == "99999999999999")  // no thousandths made up
    }

    /// Amounts are kept to 1/1000, so less is refused rather than stored as nothing (`0.0001g` was `0g`).
    @Test func anAmountTooSmallToKeepIsRefused() throws {
        #expect(throws: FridgeError.tooLittle(FridgeAmount(0.0001, "g"), smallest: FridgeAmount(0.001, "g"))) {
            try planner.newItem(request("두부", 0.0001, "g"))
        }
        #expect(throws: FridgeError.tooLittle(FridgeAmount(0.0001, "개"), smallest: FridgeAmount(0.001, "개"))) {
            try planner.consume(request("두부", 0.0001), from: [lot(1, "두부", 1, "개", expires: "2026-12-01")])
        }
        let (item, _) = try planner.newItem(request("두부", 0.001, "g"))
        #expect(item.quantity == 0.001)
        let refusal = FridgeError.tooLittle(FridgeAmount(0.0001, "g"), smallest: FridgeAmount(0.001, "g"))
        #expect(refusal.message(.en) == "That amount is too small (0.0001): at least 0.001g. Nothing was changed.")
        #expect(refusal.message(.ko) == "수량이 너무 작아요 (0.0001). 0.001g부터 적을 수 있어요. 아무것도 바꾸지 않았어요.")
    }

    @Test func discardingEverythingReportsEachUnit() throws {
        let lots = [lot(1, "우유", 1, "L", expires: "2026-12-01"), lot(2, "우유", 500, "ml", expires: "2026-11-30")]
        let plan = try planner.consume(request("우유"), from: lots)
        #expect(Set(plan.removed) == [1, 2])
        // First-expiring first, and never 501 of anything.
        #expect(plan.taken == [FridgeAmount(500, "ml"), FridgeAmount(1, "L")])
    }

    @Test func anAmountIsTakenFromTheLotsInItsUnitFamily() throws {
        // 1L asked, lots of 2팩 (expiring first) and 1L: the litre goes, the packs stay.
        let lots = [lot(1, "우유", 2, "팩", expires: "2026-11-26"), lot(2, "우유", 1, "L", expires: "2026-12-01")]
        let plan = try planner.consume(request("우유", 1, "L"), from: lots)
        #expect(plan.removed == [2])
        #expect(plan.reduced.isEmpty)
        #expect(plan.taken == [FridgeAmount(1, "L")])
        #expect(plan.shortBy == nil)
        // A bare number counts in the first-expiring lot's unit.
        let packs = try planner.consume(request("우유", 1), from: lots)
        #expect(packs.reduced.map(\.id) == [1] && packs.reduced.map(\.quantity) == [1])
        #expect(packs.taken == [FridgeAmount(1, "팩")])
    }

    @Test func metricAmountsConvert() throws {
        // 1kg of beef from 200g (first) and 1kg: all of the 200g, then 800g of the kilo, which keeps 0.2kg.
        let beef = [lot(1, "소고기", 200, "g", expires: "2026-11-26"), lot(2, "소고기", 1, "kg", expires: "2026-11-27")]
        let plan = try planner.consume(request("소고기", 1, "kg"), from: beef)
        #expect(plan.removed == [1])
        #expect(plan.reduced.map(\.id) == [2] && plan.reduced.map(\.quantity) == [0.2])
        #expect(plan.taken == [FridgeAmount(1, "kg")])
        // 1kg asked with only 200g there: all of it, 0.8kg short.
        let short = try planner.consume(request("소고기", 1, "kg"), from: [beef[0]])
        #expect(short.removed == [1] && short.taken == [FridgeAmount(0.2, "kg")] && short.shortBy == FridgeAmount(0.8, "kg"))
        // 300ml from a litre leaves 0.7L.
        let milk = try planner.consume(request("우유", 300, "ml"), from: [lot(3, "우유", 1, "L", expires: nil)])
        #expect(milk.reduced.map(\.quantity) == [0.7])
        #expect(milk.taken == [FridgeAmount(300, "ml")])
        // A 근 of pork is 600 g.
        let pork = try planner.consume(request("돼지고기", 1, "근"),
                                       from: [lot(4, "돼지고기", 1, "kg", expires: nil)])
        #expect(pork.reduced.map(\.quantity) == [0.4])
    }

    /// Eggs come by the 판 (30) and go by the 개: the two convert for eggs, and only for eggs.
    @Test func eggsBoughtByTheTrayAreEatenByThePiece() throws {
        let egg = lexicon.ingredient(named: "계란")?.category
        #expect(FridgeAmount.convert(1, from: "판", to: "개", category: egg) == 30)
        #expect(FridgeAmount.convert(1, from: "판", to: "개", category: lexicon.ingredient(named: "두부")?.category) == nil)
        let tray = [lot(1, "계란", 1, "판", expires: "2026-12-20")]
        let two = try planner.consume(request("계란", 2, "개"), from: tray)
        #expect(two.reduced.map(\.quantity) == [28] && two.reduced.map(\.unit) == ["개"])
        #expect(two.taken == [FridgeAmount(2, "개")])
        // Half a 판 from 28 eggs: 15 of them, 13 left (no 0.933판 rounding on the way).
        let half = try planner.consume(request("계란", 0.5, "판"), from: [lot(1, "계란", 28, "개", expires: nil)])
        #expect(half.reduced.map(\.quantity) == [13] && half.taken == [FridgeAmount(15, "개")])
    }

    @Test func anAmountInAnotherFamilyIsRefusedNamingWhatThereIs() {
        let lots = [lot(1, "우유", 2, "팩", expires: nil), lot(2, "우유", 1, "병", expires: nil)]
        #expect(throws: FridgeError.unitMismatch(name: "우유", stored: [FridgeAmount(2, "팩"), FridgeAmount(1, "병")], asked: "L")) {
            try planner.consume(request("우유", 1, "L"), from: lots)
        }
        let message = FridgeError.unitMismatch(name: "우유", stored: [FridgeAmount(2, "팩")], asked: "L").message(.ko)
        #expect(message.contains("2팩") && message.contains("L 단위로는") && message.contains("예: 1팩"))
        #expect(throws: FridgeError.unknownUnit("bushel")) { try planner.consume(request("우유", 1, "bushel"), from: lots) }
    }

    @Test func aLotWithoutAnAmountCoversTheRestAndStays() throws {
        let lots = [lot(1, "계란", nil, nil, expires: "2026-11-30"), lot(2, "계란", 4, "개", expires: "2026-12-10")]
        let plan = try planner.consume(request("계란", 2, "개"), from: lots)
        #expect(plan.removed.isEmpty && plan.reduced.isEmpty)
        #expect(plan.fromUnknownAmount)
        #expect(plan.taken == [FridgeAmount(2, "개")] && plan.shortBy == nil)
    }

    // MARK: Moves

    @Test func movingToAPlaceWithoutARecommendationKeepsADate() {
        let milk = lot(1, "우유", 1, "L", expires: "2026-12-01")
        let frozen = planner.move(milk, to: .freezer)
        #expect(frozen.item.expires == milk.expires)
        #expect(frozen.expiry == .kept && frozen.unsuitable && frozen.item.place == .freezer)

        let tofu = lot(2, "두부", 1, "모", expires: "2026-12-01")
        let out = planner.move(tofu, to: .pantry)
        #expect(out.item.expires == today)
        #expect(out.expiry == .shortened && out.unsuitable)
        // Already due sooner than today: the earlier date stays.
        let old = planner.move(lot(3, "두부", 1, "모", expires: "2026-11-20"), to: .pantry)
        #expect(old.item.expires == LocalDay(iso: "2026-11-20") && old.expiry == .kept)

        let lettuce = planner.move(lot(4, "상추", nil, nil, expires: nil), to: .freezer)
        #expect(lettuce.item.expires == LocalDay(iso: "2026-11-29"))
        #expect(lettuce.expiry == .shortest(days: 5) && lettuce.doNotFreeze)

        let potato = planner.move(lot(5, "감자", nil, nil, expires: "2026-12-20", place: .pantry), to: .fridge)
        #expect(potato.expiry == .kept && potato.item.expires == LocalDay(iso: "2026-12-20"))
    }

    @Test func theFreezerRecomputesAndAUserDateStays() {
        let tofu = planner.move(lot(1, "두부", 1, "모", expires: "2026-11-30"), to: .freezer)
        #expect(tofu.item.expires == today.adding(days: 150) && tofu.expiry == .shelfLife(days: 150) && !tofu.unsuitable)
        let mine = planner.move(lot(2, "두부", 1, "모", expires: "2026-11-30", byUser: true), to: .pantry)
        #expect(mine.item.expires == LocalDay(iso: "2026-11-30") && mine.expiry == .userDate && mine.unsuitable)
    }

    // MARK: Categories and order

    @Test(arguments: [("vegetables", "채소"), ("Vegetable", "채소"), ("야채", "채소"), ("채소", "채소"), ("meat", "육류"),
                      ("seafood", "수산물"), ("fish", "수산물"), ("dairy", "유제품"), ("eggs", "달걀"), ("tofu", "두류"),
                      ("noodles", "면"), ("drinks", "음료")])
    func categoryNames(_ word: String, _ category: String) {
        #expect(FoodCategory.named(word) == category)
    }

    @Test func everyLexiconCategoryHasAnEnglishLabel() {
        #expect(FoodCategory.named("aliens") == nil)
        for category in Set(lexicon.ingredients.map(\.category)) {
            #expect(FoodCategory.label(category, .en) != category, "\(category) has no English label")
            #expect(FoodCategory.named(FoodCategory.label(category, .en)) == category)
        }
    }

    @Test func listsSortByTheNameAsShown() {
        let items = [lot(1, "계란", 10, "개", expires: "2026-12-20"), lot(2, "대파", 1, "단", expires: "2026-12-01"),
                     lot(3, "두부", 1, "모", expires: "2026-11-26", place: .freezer),
                     lot(4, "우유", 1, "L", expires: "2026-11-28")]
        let listing = FridgeListing(items: items, today: today, place: nil,
                                    categories: FridgeListing.categoryCounts(items, lexicon: lexicon))
        #expect(listing.sorted(.expiry, language: .ko, lexicon: lexicon).items.map(\.id) == [3, 4, 2, 1])
        #expect(listing.sorted(.name, language: .ko, lexicon: lexicon).items.map(\.id) == [1, 2, 3, 4])
        // egg, green onion, milk, tofu
        #expect(listing.sorted(.name, language: .en, lexicon: lexicon).items.map(\.id) == [1, 2, 4, 3])
        #expect(listing.sorted(.place, language: .ko, lexicon: lexicon).items.map(\.id) == [4, 2, 1, 3])
        // beans & tofu, dairy, eggs, vegetables / 달걀, 두류, 유제품, 채소
        #expect(listing.sorted(.category, language: .en, lexicon: lexicon).items.map(\.id) == [3, 4, 1, 2])
        #expect(listing.sorted(.category, language: .ko, lexicon: lexicon).items.map(\.id) == [1, 3, 4, 2])
        let vegetables = listing.filtered(category: "채소", lexicon: lexicon)
        #expect(vegetables.items.map(\.id) == [2] && vegetables.category == "채소")
        #expect(vegetables.categories.map(\.category) == ["채소"])
    }
}

extension FridgeUnitsTests {
    @Test func aDiscardInSeveralUnitsCountsOnceInTheStats() {
        let day = LocalDay(iso: "2026-11-24")!
        func event(_ kind: FridgeEvent.Kind, _ quantity: Double, _ unit: String) -> FridgeEvent {
            FridgeEvent(kind: kind, name: "우유", canonical: "우유", quantity: quantity, unit: unit, day: day, place: .fridge)
        }
        // Newest first, as the store lists them: one discard of 1L + 500ml, then two of 1L each, one use.
        let stats = FridgeStats(events: [event(.discard, 500, "ml"), event(.discard, 1, "L"), event(.discard, 1, "L"),
                                         event(.discard, 1, "L"), event(.use, 1, "팩")])
        #expect(stats.months.first?.discarded == 3)
        #expect(stats.months.first?.used == 1)
        #expect(stats.mostWasted.first?.count == 3)
    }
}
