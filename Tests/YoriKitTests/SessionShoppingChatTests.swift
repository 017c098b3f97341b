import Testing
@testable import YoriKit

/// The shopping list in chat, line after line over the built-in recipes (the dialogue tables'
/// world): buying the whole list, clearing it.
@Suite struct SessionShoppingChatTests {
    struct Chat {
        let fridge = InMemoryFridge()
        let shopping = InMemoryShopping()
        var session: Session

        init() throws {
            let world = try DialogueWorld.shared()
            session = world.session(fridge: fridge, shopping: shopping, cookbook: .empty, saved: DialogueWorld.Saved())
        }

        @discardableResult
        mutating func say(_ line: String) -> (command: Command, answer: Answer) {
            let (command, reply) = session.handle(line)
            return (command, reply.answer)
        }

        /// The foods on the list.
        var listed: Set<String> { Set(shopping.items.map { $0.canonical ?? $0.name }) }
        /// The foods in the fridge, put there by a line or by `shop bought`.
        var stored: Set<String> { Set(fridge.items.map { $0.canonical ?? $0.name } + shopping.bought.map { $0.canonical ?? $0.name }) }
    }

    /// `장 다 봤어`, `다 샀어`, `bought everything on the shopping list` with nothing checked: every
    /// item goes into the fridge, with what `shop bought` gives each.
    @Test(arguments: ["장 다 봤어", "다 샀어", "bought everything on the shopping list"])
    func buyingEverythingWithNothingCheckedPutsTheWholeListAway(_ line: String) throws {
        var chat = try Chat()
        chat.say("장보기 목록에 대파 한 단 추가")
        chat.say("장보기 목록에 우유 2개 추가")
        let (command, answer) = chat.say(line)
        #expect(command == .shopBought)
        guard case .fridgeAdded(let added, _, _) = answer else { Issue.record("\(line): \(answer)"); return }
        let amounts = Dictionary(uniqueKeysWithValues: added.map { ($0.item.name, "\(FridgeAmount.format($0.item.quantity ?? 0))\($0.item.unit ?? "")") })
        #expect(amounts == ["대파": "1단", "우유": "2개"])
        #expect(chat.listed.isEmpty)
        #expect(chat.stored == ["대파", "우유"])
    }

    /// With some lines checked, buying is what it was: only those.
    @Test func buyingWithSomeCheckedTakesOnlyThose() throws {
        var chat = try Chat()
        chat.say("장보기 목록에 대파 한 단 추가")
        chat.say("장보기 목록에 우유 2개 추가")
        chat.say("장보기에서 대파 체크")
        chat.say("장 다 봤어")
        #expect(chat.listed == ["우유"])
        #expect(chat.stored == ["대파"])
    }

    @Test func buyingAnEmptyListSaysItIsEmpty() throws {
        var chat = try Chat()
        guard case .shoppingRefused(let refusal) = chat.say("장 다 봤어").answer else { Issue.record("not refused"); return }
        #expect(refusal == .listEmpty)
    }

    /// `장보기 목록 다 지워줘`, `clear the shopping list` empty the list; `체크한 거 지워줘` takes the
    /// checked items off; the answer holds what went (how many it says).
    @Test func clearingTheListSaysWhatWent() throws {
        var chat = try Chat()
        for line in ["장보기 목록에 대파 한 단 추가", "장보기 목록에 우유 2개 추가", "장보기 목록에 두부 1모 추가", "장보기에서 대파 체크"] {
            chat.say(line)
        }
        let (checkedCommand, checked) = chat.say("체크한 거 지워줘")
        #expect(checkedCommand == .shopClear(checkedOnly: true))
        guard case .shoppingList(let left, let change) = checked else { Issue.record("\(checked)"); return }
        #expect(change.clearing == .checked && change.removed.map(\.name) == ["대파"])
        #expect(left.map(\.name) == ["우유", "두부"])
        let (allCommand, all) = chat.say("장보기 목록 다 지워줘")
        #expect(allCommand == .shopClear(checkedOnly: false))
        guard case .shoppingList(let none, let cleared) = all else { Issue.record("\(all)"); return }
        #expect(none.isEmpty && cleared.clearing == .all && cleared.removed.count == 2)
        #expect(all.status == .answered)
        chat.say("add milk to the shopping list")
        #expect(chat.say("clear the shopping list").command == .shopClear(checkedOnly: false))
        #expect(chat.listed.isEmpty && chat.stored.isEmpty)
    }

    /// `불고기 재료도 장보기에 넣어줘` after 카레라이스's were added: 불고기's missing ingredients, not
    /// "already on the list (카레라이스)".
    @Test func aRecipeNamedInTheLineIsThatRecipeNotTheOneInFocus() throws {
        var chat = try Chat()
        chat.say("카레 재료 뭐야")
        chat.say("부족한 재료 장보기에 넣어줘")
        let (command, answer) = chat.say("불고기 재료도 장보기에 넣어줘")
        #expect(command == .shopAddMissing(.name("불고기")))
        guard case .shoppingList(_, let change) = answer else { Issue.record("\(answer)"); return }
        #expect(change.alreadyThere.isEmpty)
        #expect(!change.added.isEmpty && change.added.allSatisfy { $0.recipes == ["불고기"] })
        #expect(chat.shopping.items.contains { $0.recipes == ["카레라이스", "불고기"] })  // 양파 for both
    }

    /// Right after a shopping-list answer, `대파는 빼줘` takes 대파 off the list: the 대파 in the fridge
    /// stays (it used to be used up).
    @Test func removingRightAfterTheListIsOfTheListNotTheFridge() throws {
        var chat = try Chat()
        chat.say("대파 2단 샀어")
        chat.say("장보기 목록에 대파 한 단 추가")
        #expect(chat.session.dialogue.onShoppingList)
        let (command, answer) = chat.say("대파는 빼줘")
        guard case .shopRemove(let names) = command, case .shoppingList(_, let change) = answer else {
            Issue.record("\(command) → \(answer)"); return
        }
        #expect(names.map(\.canonical) == ["대파"] && change.removed.map(\.name) == ["대파"])
        #expect(chat.listed.isEmpty && chat.stored == ["대파"])
        #expect(chat.fridge.items.first?.quantity == 2)
    }

    /// `X도 추가해줘`, `X 넣어줘`, `add X too` put X on the list; `X 지워줘`, `take X off` take it off.
    @Test(arguments: [
        ("양파 3개도 추가해줘", true), ("양파도 넣어줘", true), ("add onions too", true), ("양파 추가", true),
        ("대파 지워줘", false), ("take the green onion off", false), ("take 대파 off", false), ("대파 빼줘", false),
        ("remove 대파", false), ("대파 삭제해줘", false),
    ])
    func listVerbsRightAfterTheListChangeTheList(_ line: String, _ adds: Bool) throws {
        var chat = try Chat()
        chat.say("장보기 목록에 대파 한 단 추가")
        let (command, _) = chat.say(line)
        if adds {
            guard case .shopAdd = command else { Issue.record("\(line) → \(command)"); return }
            #expect(chat.listed == ["대파", "양파"])
        } else {
            guard case .shopRemove = command else { Issue.record("\(line) → \(command)"); return }
            #expect(chat.listed.isEmpty)
        }
        #expect(chat.stored.isEmpty)
    }

    /// `단무지는 집에 있어서 빼줘` after `없는 재료 장보기에 넣어줘`: 단무지 off the list.
    @Test func aReasonBeforeTheVerbStillTakesItOff() throws {
        var chat = try Chat()
        chat.say("김밥 재료 뭐야")
        chat.say("없는 재료 장보기에 넣어줘")
        #expect(chat.listed.contains("단무지"))
        guard case .shopRemove = chat.say("단무지는 집에 있어서 빼줘").command else { Issue.record("not removed"); return }
        #expect(!chat.listed.contains("단무지") && chat.listed.contains("김"))
    }

    /// A line that names the fridge, an amount used, or any line after another answer, is the fridge.
    @Test(arguments: [
        (["냉장고에서 대파 빼줘"], 0.0), (["대파 한 단 썼어"], 1.0), (["냉장고 보여줘", "대파 빼줘"], 0.0),
        (["대파 보관법", "대파 빼줘"], 0.0),
    ])
    func theFridgeStaysTheFridgeWhenTheLineSaysSo(_ lines: [String], _ left: Double) throws {
        var chat = try Chat()
        chat.say("대파 2단 샀어")
        chat.say("장보기 목록에 대파 한 단 추가")
        var last: Command = .empty
        for line in lines { last = chat.say(line).command }
        guard case .fridgeUse = last else { Issue.record("\(lines) → \(last)"); return }
        #expect(chat.listed == ["대파"])
        #expect((chat.fridge.items.first?.quantity ?? 0) == left)
    }

    /// `없는 재료는?`, `what do I need to buy?` after a recipe is shown: what the fridge lacks for it
    /// (staples apart), as `없는 재료 장보기에 넣어줘` works it out, and nothing put on the list.
    @Test(arguments: ["없는 재료는?", "없는 재료가 뭔가요", "what do I need to buy?", "what am I missing?", "뭐 사야 돼?"])
    func whatTheShownRecipeLacksIsOnlyWhatTheFridgeLacks(_ line: String) throws {
        var chat = try Chat()
        for said in ["두부 한 모 샀어", "감자 2개 샀어", "된장찌개 보여줘"] { chat.say(said) }
        guard case .dialogue(.recipeMissing(let recipe, let missing, let have)) = chat.say(line).answer else {
            Issue.record("\(line): not what it lacks"); return
        }
        #expect(recipe.name == "된장찌개")
        #expect(have == ["두부", "감자"])
        #expect(!missing.contains("두부") && !missing.contains("감자") && missing.contains("애호박"))
        #expect(!missing.contains { chat.session.matcher.isStaple($0) })
        #expect(chat.listed.isEmpty)
        // The same foods `없는 재료 장보기에 넣어줘` puts on the list.
        chat.say("없는 재료 장보기에 넣어줘")
        #expect(chat.listed == Set(missing))
    }

    /// Right after a shopping-list answer `what do I need to buy?` is the list; with nothing in
    /// focus it is the list too, and `없는 재료는?` has nothing to point at.
    @Test func theListAnswersWhenItWasJustShownOrNothingIsInFocus() throws {
        var chat = try Chat()
        #expect(chat.say("what do I need to buy?").command == .shopList)
        guard case .dialogue(.nothingToPointAt) = chat.say("없는 재료는?").answer else { Issue.record("pointed"); return }
        chat.say("된장찌개 보여줘")
        chat.say("없는 재료 장보기에 넣어줘")
        guard case .shoppingList = chat.say("what do I need to buy?").answer else { Issue.record("not the list"); return }
    }
}
