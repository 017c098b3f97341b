import Testing
@testable import YoriKit

/// The shopping list's amounts (`ShoppingAmount`) and its rules through the session: a
/// recipe's missing items added twice, refused items, vague amounts, removing.
@Suite struct ShoppingListTests {
    struct Unexpected: Error { let answer: String }
    let lexicon = try! Builtin.lexicon()
    let today = LocalDay(iso: "2026-11-24")!

    func recipe(_ id: Int64, _ name: String, _ items: [(String, String)]) -> Recipe {
        Recipe(id: id, source: .builtin, sourceRef: "r\(id)", name: name, nameEnglish: "", kind: "반찬", method: "굽기",
               ingredients: items.map { RecipeIngredient(name: $0.0, canonical: lexicon.canonicalName($0.0), amount: $0.1, group: .main) },
               steps: ["a"])
    }

    func session() -> (Session, InMemoryShopping) {
        let recipes = [recipe(1, "계란말이", [("계란", "3개"), ("대파", "1/2대"), ("당근", "1/6개"), ("소금", "약간")]),
                       recipe(2, "당근전", [("당근", "1/6개"), ("밀가루", "적당량")])]
        var s = Session(lexicon: lexicon, store: .inMemory(recipes), clock: .fixed(today))
        let shopping = InMemoryShopping()
        s.shopping = shopping.client
        return (s, shopping)
    }

    func refusal(_ reply: Reply) -> ShoppingRefusal? {
        if case .shoppingRefused(let refusal) = reply.answer { return refusal }
        return nil
    }

    func add(_ name: String, _ amount: String?, to s: inout Session) -> Reply {
        let asked = AskedIngredient(name, lexicon: lexicon)
        return s.answer(.shopAdd([FridgeItemRequest(ingredient: asked, name: name, vague: amount)]), language: UserLanguage.detect(name))
    }

    @Test func fractionsStayReadableAndDecimalsTidy() {
        #expect(ShoppingAmount.merged("1/6개", "1/6개") == "1/3개")
        #expect(ShoppingAmount.merged("1/2컵", "1컵") == "1 1/2컵")
        #expect(ShoppingAmount.merged("1/3개", "1/4개") == "7/12개")
        #expect(ShoppingAmount.merged("0.1kg", "0.25kg") == "0.35kg")
        #expect(ShoppingAmount.merged("1.5단", "1단") == "2.5단")
        #expect(ShoppingAmount.merged("1/2큰술", "1/2큰술") == "1큰술")
        #expect(ShoppingAmount.tidy("0.333개") == "1/3개")  // stored by an older yori
        #expect(ShoppingAmount.tidy("0.125kg") == "1/8kg" && ShoppingAmount.tidy("1.23456g") == "1.23g")
        #expect(ShoppingAmount.format(2.50) == "2.5" && ShoppingAmount.format(3) == "3")
        #expect(ShoppingAmount.tidy("1½컵") == "1 1/2컵" && ShoppingAmount.tidy("20g(1⅓큰술)") == "20g(1⅓큰술)")
    }

    @Test func vagueAmountsAreKeptAsWritten() {
        #expect(ShoppingAmount.merged("약간", "약간") == "약간")
        #expect(ShoppingAmount.merged("약간", "1큰술") == "약간 + 1큰술")
        #expect(ShoppingAmount.merged("1큰술 + 약간", "2큰술") == "3큰술 + 약간")
        #expect(ShoppingAmount.merged("적당량", "조금") == "적당량 + 조금")
        #expect(ShoppingAmount.merged("", "적당량") == "적당량" && ShoppingAmount.merged("1~2개", "") == "1~2개")
        var (s, shopping) = session()
        _ = add("소금", "약간", to: &s)
        _ = add("소금", "1큰술", to: &s)
        #expect(shopping.items.map(\.amount) == ["약간 + 1큰술"])
    }

    @Test func aRecipesMissingItemsAddedTwiceAreNotDoubled() throws {
        var (s, shopping) = session()
        _ = s.answer(.shopAddMissing(.name("계란말이")), language: .ko)
        let amounts = shopping.items.map(\.amount)
        let again = s.answer(.shopAddMissing(.name("계란말이")), language: .ko)
        guard case .shoppingList(_, let change) = again.answer else { throw Unexpected(answer: "\(again.answer)") }
        #expect(change.added.isEmpty && change.merged.isEmpty)
        #expect(change.alreadyThere.map(\.name) == shopping.items.map(\.name))
        #expect(shopping.items.map(\.amount) == amounts)
        // Another recipe's 당근 is merged in: 1/6 + 1/6.
        _ = s.answer(.shopAddMissing(.name("당근전")), language: .ko)
        let carrot = try #require(shopping.items.first { $0.name == "당근" })
        #expect(carrot.amount == "1/3개" && carrot.recipes == ["계란말이", "당근전"])
        // …and once both are on it, neither adds again.
        _ = s.answer(.shopAddMissing(.name("당근전")), language: .ko)
        #expect(shopping.items.first { $0.name == "당근" }?.amount == "1/3개")
    }

    @Test func zeroAmountsAndNamesWithoutLettersAreRefused() {
        var (s, shopping) = session()
        for (name, amount) in [("대파", "0개"), ("carrot", "-1"), ("대파", "0"), ("!!", nil), ("🥕", "2개"), ("…", "1단")] {
            let reply = add(name, amount, to: &s)
            #expect(reply.answer.status == .badInput, "\(name) \(amount ?? "")")
        }
        #expect(shopping.items.isEmpty)
        let zero = s.answer(.shopAdd([FridgeItemRequest(ingredient: AskedIngredient("대파", lexicon: lexicon), quantity: 0, unit: "개")]),
                            language: .ko)
        #expect(refusal(zero) == .badAmount("0개"))
        #expect(refusal(add("🥕", nil, to: &s)) == .badName("🥕"))
        #expect(add("대파", "1/2단", to: &s).answer.status == .answered)
    }

    @Test func itemsAreRemovedOnlyWhenAllAreOnTheList() throws {
        var (s, shopping) = session()
        _ = add("대파", "1단", to: &s)
        _ = add("우유", nil, to: &s)
        let unknown = s.handle("장보기에서 대파랑 두부 빼줘").reply
        #expect(refusal(unknown) == .notOnList(["두부"]) && unknown.answer.status == .nothingFound)
        #expect(shopping.items.count == 2)
        let removed = s.handle("장보기 목록에서 대파 지워줘").reply
        guard case .shoppingList(let items, let change) = removed.answer else { throw Unexpected(answer: "\(removed.answer)") }
        #expect(change.removed.map(\.name) == ["대파"] && items.map(\.name) == ["우유"])
        _ = s.handle("remove milk from the shopping list")
        #expect(shopping.items.isEmpty)
    }
}
