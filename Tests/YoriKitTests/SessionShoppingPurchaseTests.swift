import Testing
@testable import YoriKit

/// `shop add-missing` in what shops sell (issue 19): needs merged per ingredient across recipes,
/// the recipes named, rounded to whole buy units when the list is shown.
@Suite struct SessionShoppingPurchaseTests {
    let lexicon = try! Builtin.lexicon()
    let today = LocalDay(iso: "2026-11-24")!

    func recipe(_ id: Int64, _ name: String, _ items: [(String, String)]) -> Recipe {
        Recipe(id: id, source: .builtin, sourceRef: "r\(id)", name: name, nameEnglish: "", kind: "반찬", method: "굽기",
               ingredients: items.map { RecipeIngredient(name: $0.0, canonical: lexicon.canonicalName($0.0), amount: $0.1, group: .main) },
               steps: ["a", "b", "c"])
    }

    var recipes: [Recipe] {
        [recipe(1, "감자조림", [("감자", "2개"), ("양파", "1/2개"), ("대파", "1/2대")]),
         recipe(2, "양파볶음", [("양파", "1/2개"), ("대파", "1대"), ("돼지고기", "150g")]),
         recipe(3, "두부조림", [("두부", "1/2모"), ("대파", "약간")])]
    }

    /// (recipes added, ingredient, what to buy, the need kept, recipes named)
    @Test(arguments: [
        (["감자조림", "양파볶음"], "양파", "1개", "1개", ["감자조림", "양파볶음"]),
        (["감자조림", "양파볶음"], "대파", "1단", "1 1/2대", ["감자조림", "양파볶음"]),
        (["감자조림"], "양파", "1개", "1/2개", ["감자조림"]),
        (["양파볶음"], "돼지고기", "200g", "150g", ["양파볶음"]),
        (["두부조림", "감자조림"], "대파", "1단", "약간 + 1/2대", ["두부조림", "감자조림"]),
        (["두부조림"], "두부", "1모", "1/2모", ["두부조림"]),
    ])
    func missingItemsAreMergedAndRounded(_ added: [String], _ name: String, _ buy: String, _ need: String, _ named: [String]) throws {
        var s = Session(lexicon: lexicon, store: .inMemory(recipes), clock: .fixed(today))
        let shopping = InMemoryShopping()
        s.shopping = shopping.client
        var last: Answer?
        for recipe in added { last = s.answer(.shopAddMissing(.name(recipe)), language: .ko).answer }
        guard case .shoppingList(let items, _) = last else { Issue.record("\(String(describing: last))"); return }
        let lines = items.filter { $0.name == name }
        #expect(lines.count == 1, "\(name): \(lines)")
        #expect(lines.first?.toBuy == buy && lines.first?.amount == need, "\(name): \(lines)")
        #expect(lines.first?.recipes == named)
    }

    /// `shop bought` puts what was bought in the fridge: 1개 for a need of 1/2개, the line's own
    /// amount when it is already a whole one.
    @Test func buyingPutsTheBoughtAmountInTheFridge() throws {
        var s = Session(lexicon: lexicon, store: .inMemory(recipes), clock: .fixed(today))
        let shopping = InMemoryShopping()
        s.shopping = shopping.client
        _ = s.answer(.shopAddMissing(.name("감자조림")), language: .ko)
        for name in ["양파", "대파", "감자"] {
            _ = s.answer(.shopDone([AskedIngredient(word: name, canonical: name, nameKind: .canonical)]), language: .ko)
        }
        guard case .fridgeAdded(let added, _, _) = s.answer(.shopBought, language: .ko).answer else { Issue.record("not bought"); return }
        let amounts = Dictionary(uniqueKeysWithValues: added.map { ($0.item.name, "\(FridgeAmount.format($0.item.quantity ?? 0))\($0.item.unit ?? "")") })
        #expect(amounts == ["양파": "1개", "대파": "1단", "감자": "2개"])
    }
}
