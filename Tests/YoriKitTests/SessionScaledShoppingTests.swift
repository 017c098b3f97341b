import Testing
@testable import YoriKit

/// A recipe's missing ingredients go on the shopping list in the amounts last shown: after `4인분으로 알려줘`
/// (however the recipe is then named), and for a recipe picked by number from a list asked for so many people.
@Suite struct SessionScaledShoppingTests {
    let lexicon = try! Builtin.lexicon()
    let today = LocalDay(iso: "2026-11-24")!

    var recipes: [Recipe] {
        [Recipe(id: 1, source: .builtin, sourceRef: "r1", name: "감자조림", nameEnglish: "Braised potatoes", kind: "반찬", method: "볶기",
                servings: 2,
                ingredients: [RecipeIngredient(name: "감자", canonical: "감자", amount: "2개", group: .main),
                              RecipeIngredient(name: "양파", canonical: "양파", amount: "1/2개", group: .secondary),
                              RecipeIngredient(name: "돼지고기", canonical: "돼지고기", amount: "150g", group: .secondary)],
                steps: ["감자를 볶는다."]),
         Recipe(id: 2, source: .builtin, sourceRef: "r2", name: "감자국", nameEnglish: "Potato soup", kind: "국&찌개", method: "끓이기",
                servings: 3,
                ingredients: [RecipeIngredient(name: "감자", canonical: "감자", amount: "3개", group: .main),
                              RecipeIngredient(name: "대파", canonical: "대파", amount: "1대", group: .secondary)],
                steps: ["감자를 끓인다."])]
    }

    func session() -> (Session, InMemoryShopping) {
        var s = Session(lexicon: lexicon, store: .inMemory(recipes), fridge: .holding([]), clock: .fixed(today))
        let shopping = InMemoryShopping()
        s.shopping = shopping.client
        return (s, shopping)
    }

    func added(_ answer: Answer) -> (needs: [String: String], scale: RecipeScale?)? {
        guard case .shoppingList(_, let change) = answer else { return nil }
        return (Dictionary(uniqueKeysWithValues: change.added.map { ($0.name, $0.amount) }), change.scale)
    }

    @Test(arguments: ["장보기에 넣어줘", "그거 재료 장보기에 넣어줘", "감자조림 부족한 재료 장보기에 넣어줘", "add it to my shopping list"])
    func theNeedOfARecipeShownScaledIsScaled(_ line: String) throws {
        var (s, _) = session()
        _ = s.handle("감자조림 보여줘")
        _ = s.handle("4인분으로 알려줘")
        let list = try #require(added(s.handle(line).reply.answer), "\(line)")
        #expect(list.needs == ["감자": "4개", "양파": "1개", "돼지고기": "300g"], "\(line)")
        #expect(list.scale == RecipeScale(from: 2, to: 4, factor: 2))
    }

    /// Shown as written (or scaled back to as written): the need as written, and nothing said about a scale.
    @Test func aRecipeShownAsWrittenAddsItsOwnNeed() throws {
        var (s, _) = session()
        _ = s.handle("감자조림 보여줘")
        let list = try #require(added(s.handle("장보기에 넣어줘").reply.answer))
        #expect(list.needs["돼지고기"] == "150g" && list.scale == nil)
        var (t, _) = session()
        _ = t.handle("감자조림 보여줘")
        _ = t.handle("4인분으로 알려줘")
        _ = t.handle("2인분으로 알려줘")
        #expect(try #require(added(t.handle("장보기에 넣어줘").reply.answer)).needs["돼지고기"] == "150g")
    }

    /// `감자로 6인분 뭐 만들까` then `2번 장보기에 넣어줘`: what the second recipe (not the first) lacks, for six.
    @Test func aRecipePickedFromAListForSoManyIsAddedForThem() throws {
        var (s, _) = session()
        guard case .recipes(let r) = s.handle("감자로 6인분 뭐 만들까").reply.answer else {
            Issue.record("no list")
            return
        }
        let second = r.matches[1].recipe
        let list = try #require(added(s.handle("2번 장보기에 넣어줘").reply.answer))
        #expect(list.scale?.to == 6 && list.scale?.from == second.servings)
        if second.name == "감자국" {
            #expect(list.needs == ["대파": "2대"])
        } else {
            #expect(list.needs == ["양파": "1 1/2개", "돼지고기": "450g"])
        }
    }

    /// The shopping list reads a scaled need as any other and rounds it to what shops sell.
    @Test(arguments: [("1과 1/2개", "양파", "2개"), ("1⅓개", "양파", "2개"), ("14대", "대파", "2단"), ("133g", "돼지고기", "200g"),
                      ("4와 1/2개", "계란", "5개"), ("1 1/3모", "두부", "2모")])
    func scaledNeedsAreRoundedToWhatShopsSell(_ need: String, _ food: String, _ buy: String) throws {
        #expect(try Builtin.purchaseUnits().toBuy(need, ingredient: food) == buy)
    }
}
