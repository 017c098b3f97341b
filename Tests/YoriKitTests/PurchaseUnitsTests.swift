import Testing
@testable import YoriKit

/// What to buy (issue 19): a recipe's need rounded to what shops sell.
@Suite struct PurchaseUnitsTests {
    let units = try! Builtin.purchaseUnits()

    @Test(arguments: [
        ("1/2개", "양파", "1개"), ("1 1/2개", "양파", "2개"), ("1/2개 + 1/2개", "양파", "1개"), ("300g", "양파", "2개"),
        ("1/2대", "대파", "1단"), ("10대", "대파", "2단"), ("약간", "대파", "1단"), ("1단", "대파", "1단"), ("", "대파", "1단"),
        ("1/2모", "두부", "1모"), ("300g", "두부", "1모"), ("1모 + 1/2모", "두부", "2모"),
        ("150g", "돼지고기", "200g"), ("250g + 100g", "소고기", "400g"), ("1/2근", "돼지고기", "300g"),
        ("1큰술", "고추장", "1통"), ("2컵(300g)", "김치", "1팩"), ("1/3개", "애호박", "1개"),
        ("3개", "계란", "3개"), ("30구", "계란", "30개"), ("30구 + 2개", "계란", "32개"), ("2개 + 1판", "계란", "32개"), ("10알", "계란", "10개"),
        ("1/2개", "사과", "1개"), ("100g", "표고버섯", "1팩"),
        ("1/2개", nil, "1개"), ("1큰술", nil, "1큰술"), ("약간", nil, "약간"),
    ] as [(String, String?, String)])
    func needsRoundToWhatIsSold(_ need: String, _ ingredient: String?, _ buy: String) {
        #expect(units.toBuy(need, ingredient: ingredient) == buy, "\(ingredient ?? "?") \(need)")
    }

    /// A need already counted in a sealed package is bought in that package, never as the
    /// category's loose unit: canned tuna is not `1마리` (a whole fish).
    @Test(arguments: [
        ("1캔(150g)", "참치", "1캔"), ("1/2캔", "참치", "1캔"), ("1캔 + 1/2캔", "참치", "2캔"), ("200g", "참치", "1마리"),
        ("1마리", "고등어", "1마리"), ("1병", "우유", "1병"), ("1봉지", "당면", "1봉지"),
    ] as [(String, String, String)])
    func packagedNeedsStayInTheirPackage(_ need: String, _ ingredient: String, _ buy: String) {
        #expect(units.toBuy(need, ingredient: ingredient) == buy, "\(ingredient) \(need)")
    }

    /// An amount the user asked for is what to buy: a count of pieces is never rounded to fewer
    /// buy units by a row that covers "any other" need (`우유 2개` is not `1팩`); a recipe's need
    /// still is (`만두 10개` of a recipe is one 팩), and what rows convert converts as before.
    @Test(arguments: [
        ("2개", "우유", true, "2개"), ("2", "우유", true, "2"), ("3개", "두부", true, "3개"), ("1/2개", "양파", true, "1개"),
        ("1컵", "우유", true, "1팩"), ("1병", "우유", true, "1병"), ("약간", "소금", true, "1병"), ("2개", "소시지", true, "2개"),
        ("2개", "우유", false, "1팩"), ("10개", "만두", false, "1팩"), ("3개", "표고버섯", false, "1팩"),
    ] as [(String, String, Bool, String)])
    func askedCountsAreNeverMadeFewer(_ need: String, _ ingredient: String, _ asked: Bool, _ buy: String) {
        #expect(units.toBuy(need, ingredient: ingredient, asked: asked) == buy, "\(ingredient) \(need) asked: \(asked)")
    }

    @Test func aLineWithoutARecipeIsAskedForAndOneWithARecipeIsANeed() {
        let today = LocalDay(iso: "2026-12-03")!
        #expect(units.toBuy(for: ShoppingItem(name: "우유", canonical: "우유", amount: "2개", added: today)) == "2개")
        #expect(units.toBuy(for: ShoppingItem(name: "우유", canonical: "우유", amount: "2개", recipe: "라떼", added: today)) == "1팩")
    }

    @Test func rowsMustNameKnownFoodsAndCategories() throws {
        let lexicon = try Builtin.lexicon()
        #expect(throws: LexiconError.self) { try PurchaseUnits(tsv: "key\tbuy_unit\tper\tcounted_in\n없는재료\t개\t1\t개\n", lexicon: lexicon) }
        #expect(throws: LexiconError.self) { try PurchaseUnits(tsv: "*없는분류\t팩\t\t\n", lexicon: lexicon) }
        #expect(throws: LexiconError.self) { try PurchaseUnits(tsv: "양파\t개\t-1\t개\n", lexicon: lexicon) }
    }
}
