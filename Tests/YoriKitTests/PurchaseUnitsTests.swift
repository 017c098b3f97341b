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

    @Test func rowsMustNameKnownFoodsAndCategories() throws {
        let lexicon = try Builtin.lexicon()
        #expect(throws: LexiconError.self) { try PurchaseUnits(tsv: "key\tbuy_unit\tper\tcounted_in\n없는재료\t개\t1\t개\n", lexicon: lexicon) }
        #expect(throws: LexiconError.self) { try PurchaseUnits(tsv: "*없는분류\t팩\t\t\n", lexicon: lexicon) }
        #expect(throws: LexiconError.self) { try PurchaseUnits(tsv: "양파\t개\t-1\t개\n", lexicon: lexicon) }
    }
}
