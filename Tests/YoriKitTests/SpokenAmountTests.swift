import Testing
@testable import YoriKit

/// Amounts as people say them (issue 19): `반 모`, `half a block`; eggs counted across trays.
@Suite struct SpokenAmountTests {
    @Test(arguments: [
        (0.5, "모", "반 모"), (1.5, "모", "1모 반"), (0.5, "근", "반 근"), (2.5, "개", "2개 반"),
    ])
    func koreanHalves(_ quantity: Double, _ unit: String, _ spoken: String) {
        #expect(SpokenAmount.korean(quantity, unit: unit) == spoken)
    }

    @Test(arguments: [(1.0, "모"), (0.25, "모"), (0.5, "kg"), (0.5, "L"), (1.75, "개")])
    func notHalvesStayDigits(_ quantity: Double, _ unit: String) {
        #expect(SpokenAmount.korean(quantity, unit: unit) == nil)
    }

    @Test(arguments: [
        (0.5, "block", "blocks", "half a block"), (1.5, "block", "blocks", "1½ blocks"),
        (0.5, "onion", "onions", "half an onion"), (0.5, "bunch", "bunches", "half a bunch"),
    ])
    func englishHalves(_ quantity: Double, _ one: String, _ many: String, _ spoken: String) {
        #expect(SpokenAmount.english(quantity, one: one, many: many) == spoken)
    }

    /// `계란 몇 개 남았어?`: 5개 and a 판 are 35 eggs; other families are added within themselves.
    @Test(arguments: [
        ([FridgeAmount(5, "개"), FridgeAmount(1, "판")], "달걀", [FridgeAmount(35, "개")]),
        ([FridgeAmount(1, "판"), FridgeAmount(2, "판")], "달걀", [FridgeAmount(3, "판")]),
        ([FridgeAmount(1, "kg"), FridgeAmount(500, "g")], "육류", [FridgeAmount(1500, "g")]),
        ([FridgeAmount(1, "L"), FridgeAmount(2, "팩")], "유제품", [FridgeAmount(1, "L"), FridgeAmount(2, "팩")]),
        ([FridgeAmount(1, "판"), FridgeAmount(3, "개")], "채소", [FridgeAmount(1, "판"), FridgeAmount(3, "개")]),
    ] as [([FridgeAmount], String, [FridgeAmount])])
    func amountsCombineAcrossLots(_ amounts: [FridgeAmount], _ category: String, _ total: [FridgeAmount]) {
        #expect(FridgeAmount.combined(amounts, category: category) == total)
    }
}
