import Testing
@testable import YoriKit

/// `cook` through the session: the fridge at hand, named staples, `more`, and the shopping
/// list's references.
@Suite struct SessionCookTests {
    let lexicon = try! Builtin.lexicon()
    let today = LocalDay(iso: "2026-11-24")!

    func recipe(_ id: Int64, _ name: String, _ items: [(String, String)], kind: String = "반찬") -> Recipe {
        Recipe(id: id, source: .builtin, sourceRef: "r\(id)", name: name, nameEnglish: "", kind: kind, method: "굽기",
               ingredients: items.map { RecipeIngredient(name: $0.0, canonical: lexicon.canonicalName($0.0), amount: $0.1, group: .main) },
               steps: ["a", "b", "c"])
    }

    var recipes: [Recipe] {
        [recipe(1, "계란말이", [("계란", "3개"), ("대파", "1/2대"), ("당근", "1/4개"), ("소금", "약간")]),
         recipe(2, "계란찜", [("계란", "2개"), ("대파", "약간"), ("새우젓", "1작은술"), ("물", "1컵")]),
         recipe(3, "계란국", [("계란", "2개"), ("대파", "1대"), ("멸치육수", "3컵"), ("마늘", "1쪽")], kind: "국&찌개"),
         recipe(4, "찐감자", [("감자", "4개"), ("소금", "1작은술"), ("설탕", "1큰술"), ("물", "2컵")]),
         recipe(5, "감자조림", [("감자", "2개"), ("양파", "1/2개"), ("간장", "3큰술"), ("설탕", "1큰술")]),
         recipe(6, "유자차", [("유자청", "2큰술"), ("물", "1컵")])]
    }

    func fridgeItem(_ name: String, days: Int?) -> FridgeItem {
        FridgeItem(name: name, canonical: lexicon.canonicalName(name), place: .fridge, added: today,
                   expires: days.map { today.adding(days: $0) })
    }

    func session(fridge: [FridgeItem] = [], limit: Int = 10) -> (Session, InMemoryShopping) {
        var s = Session(lexicon: lexicon, store: .inMemory(recipes), fridge: .holding(fridge), clock: .fixed(today), limit: limit)
        let shopping = InMemoryShopping()
        s.shopping = shopping.client
        return (s, shopping)
    }

    func recommendation(_ reply: Reply) throws -> Recommendation {
        guard case .recipes(let r) = reply.answer else { throw Unexpected(answer: "\(reply.answer)") }
        return r
    }

    struct Unexpected: Error { let answer: String }

    @Test func whatTheFridgeHasIsNotMissing() throws {
        var (s, _) = session(fridge: [fridgeItem("당근", days: 1)])
        let r = try recommendation(s.handle("cook 계란 대파").reply)
        let omelette = try #require(r.matches.first)
        #expect(omelette.recipe.name == "계란말이" && omelette.missing.isEmpty)
        #expect(omelette.matched.first { $0.name == "당근" }?.fromFridge == true)
        #expect(omelette.dueItems.map(\.name) == ["당근"])
        #expect(r.total == 3 && r.complete == 3)
    }

    /// A kind in the fridge (목살) has what a recipe needs (돼지고기) in full; a general word kept
    /// as written (고기) matches the category's ingredients as a relative.
    @Test func fridgeKindsAndGeneralWordsCountForRecipes() throws {
        let dishes = [recipe(1, "두부김치", [("돼지고기", "100g"), ("김치", "1컵"), ("두부", "1모")]),
                      recipe(2, "김치전", [("김치", "1컵"), ("부침가루", "1컵")]),
                      recipe(3, "불고기", [("소고기", "300g"), ("양파", "1개")])]
        func session(_ items: [FridgeItem]) -> Session {
            Session(lexicon: lexicon, store: .inMemory(dishes), fridge: .holding(items), clock: .fixed(today), limit: 10)
        }
        var withCollar = session([fridgeItem("목살", days: 2)])
        let named = try recommendation(withCollar.handle("cook 김치").reply)
        let tofu = try #require(named.matches.first { $0.recipe.name == "두부김치" })
        #expect(tofu.missing == ["두부"])
        let pork = try #require(tofu.matched.first { $0.name == "돼지고기" })
        #expect(pork.level == .covers && pork.askedName == "목살" && pork.fromFridge)
        #expect(tofu.dueItems.map(\.name) == ["목살"])
        let fromFridge = try recommendation(withCollar.handle("cook").reply)
        #expect(fromFridge.matches.map(\.recipe.name) == ["두부김치"])
        let meat = FridgeItem(name: "고기", canonical: nil, place: .fridge, added: today, expires: today.adding(days: 1))
        var withMeat = session([meat])
        let anyMeat = try recommendation(withMeat.handle("cook").reply)
        #expect(Set(anyMeat.matches.map(\.recipe.name)) == ["두부김치", "불고기"])
        #expect(anyMeat.matches.allSatisfy { $0.matched.first?.level == .related && $0.dueItems.map(\.name) == ["고기"] })
    }

    @Test func namedStaplesAreNotRequiredAndOnlyStaplesListNothing() throws {
        var (s, _) = session()
        let potato = try recommendation(s.handle("cook 감자 소금 설탕").reply)
        #expect(potato.required.map(\.word) == ["감자"] && potato.namedStaples.map(\.word) == ["소금", "설탕"])
        #expect(potato.complete == 2 && Set(potato.matches.map(\.recipe.name)) == ["찐감자", "감자조림"])
        #expect(potato.matches.first { $0.recipe.name == "찐감자" }?.rate == 1)
        #expect(potato.matches.first { $0.recipe.name == "감자조림" }?.rate == 0.5)
        let staples = try recommendation(s.handle("소금이랑 물로 뭐 만들 수 있어?").reply)
        #expect(staples.onlyStaples && staples.matches.isEmpty)
        #expect(Answer.recipes(staples).status == .nothingFound)
    }

    @Test func cookingFromTheFridgeSaysWhatItUsesUpSoonestFirst() throws {
        var (s, _) = session(fridge: [fridgeItem("감자", days: 9), fridgeItem("양파", days: 0), fridgeItem("소금", days: nil)])
        let r = try recommendation(s.handle("냉장고 재료로 뭐 만들지?").reply)
        #expect(r.fromFridge)
        // Nothing missing either way; 감자조림 uses up the 양파 due today.
        #expect(r.matches.map(\.recipe.name) == ["감자조림", "찐감자"])
        #expect(r.matches[0].dueItems == [DueItem(name: "양파", daysLeft: 0)] && r.matches[1].dueItems.isEmpty)
        var (empty, _) = session()
        #expect(empty.handle("냉장고 재료로 뭐 만들지?").reply.answer.status == .nothingFound)
    }

    @Test func moreContinuesTheLastListShown() throws {
        var (s, _) = session(limit: 2)
        let first = try recommendation(s.handle("cook 계란").reply)
        #expect(first.matches.count == 2 && first.hasMore && first.total == 3)
        let second = try recommendation(s.handle("더 보여줘").reply)
        #expect(second.page == 2 && second.matches.count == 1)
        #expect(Set((first.matches + second.matches).map(\.recipe.id)) == [1, 2, 3])
        // Numbered across pages: page 2 shows 3, and 1 is still the first recipe of page 1.
        #expect(s.recipe(at: .number(3))?.id == second.matches[0].recipe.id)
        #expect(s.recipe(at: .number(1))?.id == first.matches[0].recipe.id)
        let past = try recommendation(s.handle("more").reply)
        #expect(past.matches.isEmpty && past.total == 3)
        // A search shown after the list: `more` pages the search.
        _ = s.handle("계란 검색")
        guard case .searchResults(let page) = s.handle("more").reply.answer else { Issue.record("no search page"); return }
        #expect(page.page == 2)
        // And a list shown after the search: `more` pages the list again.
        _ = s.handle("cook 감자")
        #expect(try recommendation(s.handle("more").reply).page == 2)
    }

    @Test func pagesOtherThanTheNextAreWorkedOutFromTheRequest() throws {
        var (s, _) = session(limit: 1)
        let first = try recommendation(s.handle("cook 계란").reply)
        #expect(first.total == 3)
        let third = try recommendation(s.handle("3페이지").reply)
        #expect(third.page == 3 && third.matches.count == 1)
        #expect(s.recipe(at: .number(3))?.id == third.matches[0].recipe.id)  // numbered as on its page
        let second = try recommendation(s.handle("이전 페이지").reply)
        #expect(second.page == 2 && second.filter == first.filter)
        #expect(try recommendation(s.handle("첫 페이지").reply).matches.map(\.recipe.id) == first.matches.map(\.recipe.id))
        #expect(try recommendation(s.handle("last page").reply).page == 3)
        // Past the last page: refused, with how many there are.
        guard case .recipeRefused(.noSuchPage(9, pages: 3)) = s.handle("9페이지").reply.answer else {
            Issue.record("page 9 of 3 not refused"); return
        }
        // `back` from a recipe of the list shows its page again; from the list, the page before.
        _ = s.handle("2페이지")
        _ = s.handle("2번 보여줘")
        #expect(try recommendation(s.handle("back").reply).page == 2)
        #expect(try recommendation(s.handle("back").reply).page == 1)
        // A search pages the same way.
        _ = s.handle("계란 검색")
        guard case .searchResults(let page) = s.handle("page 2").reply.answer else { Issue.record("no search page"); return }
        #expect(page.page == 2 && page.firstNumber == 2)
    }

    @Test func missingIngredientsOfANumberInTheLastList() throws {
        var (s, shopping) = session(fridge: [fridgeItem("당근", days: 3)])
        let r = try recommendation(s.handle("cook 계란 대파").reply)
        let second = r.matches[1]
        _ = s.handle("2번 부족한 재료 장보기 목록에 넣어줘")
        #expect(shopping.items.map(\.name) == second.missing)
        #expect(shopping.items.allSatisfy { $0.recipe == second.recipe.name })
        // 계란말이 lacks nothing with 당근 in the fridge.
        #expect(s.handle("1번 부족한 재료 장보기 목록에 넣어줘").reply.answer.status == .nothingFound)
    }

    @Test func addingWhatIsListedMergesAndBuyingKeepsTheAmount() throws {
        var (s, shopping) = session()
        _ = s.handle("장보기 목록에 대파 1단 추가해줘")
        _ = s.answer(.shopAdd([FridgeItemRequest(ingredient: AskedIngredient("대파", lexicon: lexicon), quantity: 2, unit: "단")]),
                     language: .ko)
        #expect(shopping.items.map(\.amount) == ["3단"])
        _ = s.answer(.shopAdd([FridgeItemRequest(ingredient: AskedIngredient("우유", lexicon: lexicon), quantity: 1, unit: "L")]),
                     language: .ko)
        _ = s.answer(.shopDone([AskedIngredient("우유", lexicon: lexicon)]), language: .ko)
        guard case .fridgeAdded(let added, _, _) = s.answer(.shopBought, language: .ko).answer else { Issue.record("not bought"); return }
        #expect(added.map(\.item.name) == ["우유"] && added[0].item.quantity == 1 && added[0].item.unit == "L")
        #expect(ShoppingItem.mergedAmount("1단", "1/2대") == "1단 + 1/2대")
        #expect(ShoppingItem.mergedAmount("", "2개") == "2개" && ShoppingItem.mergedAmount("약간", "약간") == "약간")
    }

    @Test func aNameSeveralRecipesShareShowsTheFirstAndListsTheOthers() {
        var twins = recipes
        twins.append(recipe(7, "계란말이", [("계란", "4개"), ("쪽파", "2대")]))
        var s = Session(lexicon: lexicon, store: .inMemory(twins), clock: .fixed(today))
        guard case .recipeDetail(let shown, let others, _) = s.handle("계란말이 보여줘").reply.answer else {
            Issue.record("no detail")
            return
        }
        #expect(shown.id == 1 && others.map(\.id) == [7])
        guard case .recipeDetail(_, let none, _) = s.answer(.show(.name("7")), language: .ko).answer else { return }
        #expect(none.isEmpty)  // by id: that one
    }
}
