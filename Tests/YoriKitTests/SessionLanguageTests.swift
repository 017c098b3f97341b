import Testing
@testable import YoriKit

/// What the session does with the language layer's newer commands: dishes asked for by
/// name, references past the list, lines not understood, and fridge lines it must refuse.
@Suite struct SessionLanguageTests {
    let lexicon = try! Builtin.lexicon()
    let today = LocalDay(iso: "2026-11-22")!

    var recipes: [Recipe] {
        func r(_ id: Int64, _ name: String, _ english: String, _ items: [String]) -> Recipe {
            Recipe(id: id, source: .builtin, sourceRef: "r\(id)", name: name, nameEnglish: english, kind: "국&찌개",
                   method: "끓이기", ingredients: items.map {
                       RecipeIngredient(name: $0, canonical: lexicon.canonicalName($0), amount: "1", group: .main)
                   }, steps: ["a"])
        }
        return [r(1, "김치찌개", "Kimchi stew", ["김치", "돼지고기"]), r(2, "참치김치찌개", "Tuna kimchi stew", ["김치", "참치"]),
                r(3, "된장찌개", "Soybean paste stew", ["된장", "두부"]), r(4, "계란말이", "Rolled omelette", ["계란", "대파"]),
                r(5, "김치전", "Kimchi pancake", ["김치", "밀가루"]), r(6, "김치볶음밥", "Kimchi fried rice", ["김치", "밥"]),
                r(7, "잡채", "Japchae", ["당면", "시금치"])]
    }

    /// A session over `recipes` with an in-memory fridge; `added` collects what was stored.
    func session(added: Box? = nil) -> Session {
        var fridge = FridgeStoreClient.empty
        if let added {
            fridge.add = { items in added.items += items; return items }
        }
        return Session(lexicon: lexicon, store: .inMemory(recipes), fridge: fridge, clock: .fixed(today), limit: 10)
    }

    final class Box: @unchecked Sendable { var items: [FridgeItem] = [] }

    func shown(_ s: inout Session, _ line: String) -> String? {
        if case .recipeDetail(let recipe, _, _) = s.handle(line).reply.answer { return recipe.name }
        return nil
    }

    @Test func dishesAskedForByNameAreShown() {
        var s = session()
        #expect(shown(&s, "김치찌개 어떻게 만들어?") == "김치찌개")
        #expect(shown(&s, "된장찌개 끓이는 법 알려줘") == "된장찌개")
        #expect(shown(&s, "how do I make kimchi stew") == "김치찌개")  // by the English name
        #expect(shown(&s, "kimchi fried rice recipe") == "김치볶음밥")
        #expect(shown(&s, "ㄱㄹㅁㄹ 보여줘") == "계란말이")              // 초성, one consonant off
        #expect(shown(&s, "엄마표 김치찌개 만드는 법") == "김치찌개")       // the head word
        #expect(shown(&s, "계란말 레시피") == "계란말이")                 // one best hit (a prefix)
        // Several equally good matches: the list to pick from, and "2번" then counts in it.
        guard case .searchResults(let page) = s.handle("김치 레시피 보여줘").reply.answer else {
            Issue.record("expected a list")
            return
        }
        #expect(page.recipes.count > 1)
        #expect(shown(&s, "2번 보여줘") == page.recipes[1].name)
        #expect(s.handle("쌀국수 만드는 법").reply.answer.status == .nothingFound)
    }

    @Test func referencesPastTheListSayHowLongItIs() {
        var s = session()
        _ = s.handle("김치 들어간 요리 찾아줘")
        #expect(s.lastList.count == 4)
        guard case .recipeRefused(.notInList(15, count: 4, first: 1)) = s.handle("15번 보여줘").reply.answer else {
            Issue.record("expected notInList")
            return
        }
        #expect(shown(&s, "마지막 거 보여줘") == s.lastList.last?.name)
        var fresh = session()
        guard case .recipeRefused(.noRecipe) = fresh.handle("15번 보여줘").reply.answer else {
            Issue.record("with no list, search first")
            return
        }
    }

    /// Rows end in the recipe's id (`#155`): a number that is no position in the list but the
    /// id of one of its recipes names that one; another recipe's id is never guessed.
    @Test func aNumberOutsideTheListIsTheIdOfOneOfItsRecipes() throws {
        var s = session()
        _ = s.handle("김치 들어간 요리 찾아줘")
        let listed = try #require(s.lastList.first { $0.id > Int64(s.lastList.count) })
        #expect(shown(&s, "show \(listed.id)") == listed.name)
        #expect(shown(&s, "#\(listed.id) 보여줘") == listed.name)
        #expect(s.lastList.count == 4, "showing a recipe keeps the list")
        let outside = try #require(recipes.first { $0.name == "잡채" })
        #expect(shown(&s, "show \(outside.id)") == nil)
        guard case .recipeRefused(.notInList) = s.handle("\(outside.id)번 북마크해줘").reply.answer else {
            Issue.record("an id outside the list is never guessed")
            return
        }
    }

    @Test func linesNotUnderstoodAreSaidSo() {
        var s = session()
        for line in ["blorp"] {
            let reply = s.handle(line).reply
            guard case .notUnderstood = reply.answer else {
                Issue.record("\(line) → \(reply.answer)")
                continue
            }
            #expect(reply.answer.status == .badInput)
        }
        #expect(s.handle("김치찌개").reply.answer.status == .answered)
        #expect(s.handle("블라블라찌개").reply.answer.status == .nothingFound)  // a dish name: "no recipe", not nonsense
    }

    @Test func fridgeLinesWithBadDatesOrUnitsAddNothing() {
        let added = Box()
        var s = session(added: added)
        guard case .badInput(.badDate("13월 45일")) = s.handle("우유 샀어, 유통기한 13월 45일").reply.answer else {
            Issue.record("expected a bad date")
            return
        }
        guard case .fridgeRefused(.unknownUnit("xyz")) = s.handle("냉장고에 우유 2xyz 넣었어").reply.answer else {
            Issue.record("expected an unknown unit")
            return
        }
        #expect(added.items.isEmpty)
        _ = s.handle("냉장고에 할머니 된장 넣었어")
        #expect(added.items.map(\.name) == ["할머니 된장"])
        #expect(added.items.map(\.canonical) == ["된장"])
        let reply = s.handle("유통기한 어제인 우유 넣었어").reply
        guard case .fridgeAdded(let items, _, _) = reply.answer else { Issue.record("past dates are added"); return }
        #expect(items.first?.expiry == .given(isPast: true))
        guard case .fridgeRefused(.badQuantity(-2)) = s.answer(.fridgeUse([
            FridgeItemRequest(ingredient: AskedIngredient("계란", lexicon: lexicon), quantity: -2),
        ]), language: .ko).answer else {
            Issue.record("a negative amount is refused before anything else")
            return
        }
    }
}
