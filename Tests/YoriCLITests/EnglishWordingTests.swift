import Testing
@testable import YoriCLI
@testable import YoriKit

/// English that reads like English: numbers agree with their nouns, amounts name what they
/// count (`3 eggs`, `half a block of tofu`), and the Korean answers stay as they were.
@Suite struct EnglishWordingTests {
    let lexicon = try! Builtin.lexicon()
    var renderer: AnswerRenderer { AnswerRenderer(style: .plain, lexicon: lexicon) }

    @Test(arguments: [
        ("day", "days"), ("egg", "eggs"), ("green onion", "green onions"), ("block", "blocks"), ("bunch", "bunches"),
        ("glass", "glasses"), ("berry", "berries"), ("leaf", "leaves"), ("potato", "potatoes"), ("tofu", "tofu"),
        ("peas", "peas"), ("key", "keys"), ("box", "boxes"),
    ])
    func plurals(_ one: String, _ many: String) {
        #expect(EnglishGrammar.plural(one) == many)
    }

    @Test func countsAgree() {
        #expect(EnglishGrammar.count(1, "day") == "1 day" && EnglishGrammar.count(2, "day") == "2 days")
        #expect(EnglishGrammar.count(0, "recipe") == "0 recipes")
        #expect(EnglishGrammar.amount(0.5, unit: "block", of: "tofu") == "half a block of tofu")
        #expect(EnglishGrammar.amount(2, unit: "block", of: "tofu") == "2 blocks of tofu")
        #expect(EnglishGrammar.amount(1.5, unit: "block", of: "tofu") == "1.5 blocks of tofu")
        #expect(EnglishGrammar.amount(3, unit: nil, of: "egg") == "3 eggs" && EnglishGrammar.amount(1, unit: nil, of: "egg") == "1 egg")
        #expect(EnglishGrammar.amount(0.5, unit: nil, of: "onion") == "half an onion")
        #expect(EnglishGrammar.amount(300, unit: "g", metric: true, of: "pork") == "300g of pork")
    }

    func consumed(_ kind: FridgeEvent.Kind, _ name: String, taken: [FridgeAmount], left: [FridgeAmount]) -> String {
        var plan = FridgePlanner.Consumption()
        plan.taken = taken
        let result = FridgeConsumption(kind: kind, name: name, plan: plan, remaining: left, remainingLots: left.isEmpty ? 0 : 1)
        return renderer.fridgeConsumed([result], .en)
    }

    @Test func fridgeChangesReadAsSentences() {
        #expect(consumed(.use, "계란", taken: [FridgeAmount(3, "개")], left: [FridgeAmount(5, "개")]) == "Used 3 eggs. 5 eggs left.")
        #expect(consumed(.use, "계란", taken: [FridgeAmount(1, "개")], left: [FridgeAmount(1, "개")]) == "Used 1 egg. 1 egg left.")
        #expect(consumed(.discard, "두부", taken: [FridgeAmount(0.5, "모")], left: [FridgeAmount(1, "모")])
            == "Threw away half a block of tofu; noted in the waste history. 1 block of tofu left.")
        #expect(consumed(.use, "돼지고기", taken: [FridgeAmount(300, "g")], left: [])
            .hasPrefix("Used 300g of pork."))
        #expect(consumed(.use, "두부", taken: [], left: []).hasPrefix("Used the tofu."))
        // More asked than there was: what was asked is named, in the same words as what was used.
        var short = FridgePlanner.Consumption()
        short.taken = [FridgeAmount(30, "개")]
        short.asked = FridgeAmount(60, "개")
        short.shortBy = FridgeAmount(30, "개")
        #expect(renderer.fridgeConsumed([FridgeConsumption(kind: .use, name: "계란", plan: short, remaining: [], remainingLots: 0)], .en)
            == "Used 30 eggs. (that was all there was: you asked for 60 eggs, 30 eggs short) No eggs left.")
        // A container of a counted food holds it in the plural; a sentence begun with an amount starts with a capital.
        #expect(consumed(.use, "두부", taken: [FridgeAmount(0.5, "모")], left: [FridgeAmount(0.5, "모")])
            == "Used half a block of tofu. Half a block of tofu left.")
        #expect(consumed(.use, "계란", taken: [FridgeAmount(1, "개")], left: [FridgeAmount(1, "팩")]) == "Used 1 egg. 1 pack of eggs left.")
        // Korean stays as it was.
        var plan = FridgePlanner.Consumption()
        plan.taken = [FridgeAmount(3, "개")]
        let korean = renderer.fridgeConsumed([FridgeConsumption(kind: .use, name: "계란", plan: plan, remaining: [FridgeAmount(5, "개")],
                                                                remainingLots: 1)], .ko)
        #expect(korean == "계란 3개 썼어요. 남은 계란: 5개")
    }

    @Test func nothingExpiringSaysOneDay() {
        let today = LocalDay(year: 2026, month: 11, day: 22)!
        for (days, phrase) in [(1, "1 day."), (3, "3 days.")] {
            let text = renderer.text(Reply(.expiring(ExpiringReport(groups: [], today: today, withinDays: days)), language: .en))
            #expect(text == "Nothing expires within \(phrase)")
        }
    }

    @Test func importedNamesReadInEnglishInLists() {
        let recipe = Recipe(id: 9, source: .imported, sourceRef: "1", name: "두부조림", nameEnglish: "", kind: "반찬", method: "끓이기",
                            ingredients: [], steps: [])
        #expect(renderer.title(recipe, .en) == "Braised tofu (두부조림)")
        #expect(renderer.title(recipe, .ko) == "두부조림")
    }
}
