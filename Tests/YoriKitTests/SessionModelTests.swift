import Testing
@testable import YoriKit

/// Routing to the model: which prompt, the quota, Retry-After, storage tips from the model,
/// and local answers when the model cannot be asked.
@Suite struct SessionModelTests {
    let lexicon = try! Builtin.lexicon()
    let today = LocalDay(iso: "2026-11-22")!

    var recipes: [Recipe] {
        [Recipe(id: 1, source: .builtin, sourceRef: "a", name: "계란말이", nameEnglish: "Rolled omelette", kind: "반찬",
                method: "굽기", ingredients: [
                    RecipeIngredient(name: "계란", canonical: "계란", amount: "3개", group: .main),
                    RecipeIngredient(name: "대파", canonical: "대파", amount: "1/2대", group: .secondary),
                ], steps: ["a", "b"])]
    }

    func session(model: FakeModel? = FakeModel(), quota: FakeQuota = FakeQuota(), limit: Int = 5,
                 fridge: FakeFridge = FakeFridge(), history: InMemoryHistory? = nil) -> Session {
        var s = Session(lexicon: lexicon, store: .inMemory(recipes), fridge: fridge.client, shelfLife: try! Builtin.shelfLife(),
                        clock: .fixed(today), history: history?.client)
        if let model { s.model = model.client }
        s.quota = quota.client(limit: limit)
        return s
    }

    // MARK: What to cook, nothing named

    @Test func whatToCookWithNothingNamedIsTheFridgeThenTheModel() throws {
        let model = FakeModel()
        model.result = .success(ModelAnswer(text: "된장찌개 어때요?", model: "fake-model"))
        let fridge = FakeFridge()
        var s = session(model: model, fridge: fridge)
        // Nothing in the fridge: the model's ideas (one call).
        let (command, empty) = s.handle("오늘 저녁 뭐 먹지")
        #expect(command.intent == "recommend")
        guard case .model = empty.answer else { Issue.record("\(empty.answer)"); return }
        // A line that names the fridge is told it is empty, with no call.
        let calls = model.questions.count
        guard case .needIngredients = s.handle("냉장고 재료로 뭐 만들지?").reply.answer else { Issue.record("not asked"); return }
        #expect(model.questions.count == calls)
        // With food in the fridge: recipes for it, locally.
        fridge.items = [FridgeItem(name: "계란", canonical: "계란", quantity: 4, unit: "개", place: .fridge, added: today, expires: nil)]
        guard case .recipes(let r) = s.handle("what should I make for dinner").reply.answer else { Issue.record("no list"); return }
        #expect(r.fromFridge && r.matches.map(\.recipe.name) == ["계란말이"])
        #expect(model.questions.count == calls)
    }

    @Test func aStandInIsTheModelsQuestionAndYorisRelativesWithoutOne() throws {
        let fridge = FakeFridge()
        fridge.items = [FridgeItem(name: "쪽파", canonical: "쪽파", quantity: nil, unit: nil, place: .fridge, added: today, expires: nil)]
        var local = session(model: nil, fridge: fridge)
        let (command, reply) = local.handle("대파 없으면 뭐로 대신해?")
        #expect(command.intent == "llm")  // the parse: a question for the model
        guard case .substitutes(let all) = reply.answer else { Issue.record("\(reply.answer)"); return }
        #expect(all.first?.ingredient == "대파" && all.first?.options.first == "쪽파" && all.first?.atHand == ["쪽파"])
        // With a model, it is asked (whether it works depends on the dish).
        let model = FakeModel()
        var asked = session(model: model, fridge: fridge)
        guard case .model = asked.handle("what can I use instead of green onion").reply.answer else { Issue.record("not asked"); return }
        #expect(model.questions.count == 1)
    }

    /// With no model, a stand-in question is answered from what yori knows: the kinds of a food (fish sauce:
    /// 멸치액젓, 피시소스 …), its relatives (당면: 쌀국수), or that it knows none (메추리알), never "not understood".
    @Test func standInsWithoutAModelNameKindsAndSayWhenNoneIsKnown() throws {
        var s = session(model: nil)
        guard case .substitutes(let sauce) = s.handle("substitute for fish sauce").reply.answer else { Issue.record("fish sauce"); return }
        #expect(sauce.first?.ingredient == "액젓" && sauce.first?.options.contains("멸치액젓") == true)
        guard case .substitutes(let noodles) = s.handle("what can I use instead of sweet potato noodles?").reply.answer else {
            Issue.record("noodles"); return
        }
        #expect(noodles.first?.options.first == "쌀국수")
        let paste = s.handle("메추리알 없으면 뭐 넣나").reply
        guard case .substitutes(let none) = paste.answer else { Issue.record("\(paste.answer)"); return }
        #expect(none.first?.options.isEmpty == true && paste.answer.status == .nothingFound)
    }

    /// With a recipe in focus, `대파 없는데` asks what stands in for it, and `대신 뭐 넣어` then asks of the same
    /// food; in English too.
    @Test func aFoodLackingForTheRecipeInFocusAsksForItsStandIns() throws {
        var s = session(model: nil)
        _ = s.handle("계란말이 보여줘")
        guard case .substitutes(let first) = s.handle("대파 없는데").reply.answer else { Issue.record("no stand-ins"); return }
        #expect(first.first?.ingredient == "대파" && first.first?.options.contains("쪽파") == true)
        guard case .substitutes(let again) = s.handle("대신 뭐 넣어").reply.answer else { Issue.record("not asked again"); return }
        #expect(again.first?.ingredient == "대파")
        var english = session(model: nil)
        _ = english.handle("show 1")
        _ = english.handle("계란말이 보여줘")
        let reply = english.handle("I don't have green onions").reply
        guard case .substitutes(let all) = reply.answer else { Issue.record("\(reply.answer)"); return }
        #expect(all.first?.ingredient == "대파" && reply.language == .en, "\(all.map(\.ingredient))")
        // With no recipe in focus, a food lacking is no question of stand-ins.
        var fresh = session(model: nil)
        if case .substitutes = fresh.handle("대파 없는데").reply.answer { Issue.record("no recipe in focus, yet asked") }
    }

    // MARK: Storage tips

    @Test func aStorageTipFromTheModelIsKeptCleanAndAnswersTheNextQuestionLocally() throws {
        let model = FakeModel()
        model.result = .success(ModelAnswer(text: "밀폐 용기에\u{1B}]52;c;ZXZpbA==\u{07} 담아 \u{1B}[2J서늘한 곳에.", model: "fake-model"))
        let fridge = FakeFridge()
        var s = session(model: model, fridge: fridge)
        let first = s.answer(.storageTip(ingredients: [AskedIngredient(word: "하이라이스가루", canonical: nil, nameKind: nil)]),
                             language: .ko, question: "하이라이스가루 어떻게 보관해?")
        guard case .storageTips(let tips) = first.answer else { Issue.record("\(first.answer)"); return }
        #expect(tips.first?.fromModel != nil)
        #expect(first.answer.status == .answered)
        #expect(first.answer.origin == .model(tips[0].fromModel!))
        // The prompt is the storage-tip one, with the user's own words.
        let question = try #require(model.questions.first)
        #expect(question.kind == .storageTip(ingredient: "하이라이스가루", knownTip: nil))
        #expect(question.text == "하이라이스가루 어떻게 보관해?")
        // Kept without the escapes.
        #expect(fridge.tips.map(\.text) == ["밀폐 용기에 담아 서늘한 곳에."])
        #expect(fridge.tips.first?.source == "llm")
        // The next time: local, no call.
        let again = s.handle("하이라이스가루 보관법 알려줘").reply
        guard case .storageTips(let later) = again.answer else { Issue.record("\(again.answer)"); return }
        #expect(later.first?.ownTips.first?.text == "밀폐 용기에 담아 서늘한 곳에.")
        #expect(later.first?.fromModel == nil)
        #expect(again.answer.origin == .local)
        #expect(model.questions.count == 1)
    }

    @Test func aFreeTextTipIsFoundInAQuestionTheParserCouldNotPlace() {
        let fridge = FakeFridge()
        fridge.tips = [("용과", "껍질째 냉장, 자르면 랩으로 싸서 2일 안에.", "llm")]
        let model = FakeModel()
        var s = session(model: model, fridge: fridge)
        let reply = s.answer(.storageTip(ingredients: []), language: .ko, question: "용과 어떻게 보관해?")
        guard case .storageTips(let tips) = reply.answer else { Issue.record("\(reply.answer)"); return }
        #expect(tips.map(\.ingredient) == ["용과"])
        #expect(reply.answer.status == .answered)
        #expect(model.questions.isEmpty)
        #expect(s.handle("용과 어떻게 보관해?").reply.answer.status == .answered)
    }

    @Test func withoutAnEndpointAnUnknownIngredientHasNoAdvice() {
        var s = session(model: nil)
        let reply = s.answer(.storageTip(ingredients: [AskedIngredient(word: "용과", canonical: nil, nameKind: nil)]),
                             language: .ko, question: "용과 어떻게 보관해?")
        guard case .storageTips(let tips) = reply.answer else { Issue.record("\(reply.answer)"); return }
        #expect(!tips[0].hasAdvice && tips[0].modelProblem == nil)
        #expect(reply.answer.status == .nothingFound)
    }

    @Test func aFailedStorageCallSaysWhyAndKeepsNothing() {
        let model = FakeModel()
        model.result = .failure(ModelFailure(message: "인증 실패", endpointAnswered: true))
        let fridge = FakeFridge()
        var s = session(model: model, fridge: fridge)
        let reply = s.answer(.storageTip(ingredients: [AskedIngredient(word: "용과", canonical: nil, nameKind: nil)]),
                             language: .ko, question: nil)
        guard case .storageTips(let tips) = reply.answer, case .modelFailed(let message)? = tips[0].modelProblem else {
            Issue.record("\(reply.answer)"); return
        }
        #expect(message == "인증 실패")
        #expect(reply.answer.status == .modelFailed && reply.answer.origin == .modelFailed)
        #expect(fridge.tips.isEmpty)
        #expect(model.questions.first?.text == "용과 어떻게 보관해?")  // a question in the user's language
    }

    @Test func anExplicitStorageQuestionSendsYorisOwnTip() throws {
        let model = FakeModel()
        let fridge = FakeFridge()
        fridge.tips = [("대파", "뿌리를 물에 꽂아 둬요", "user")]
        var s = session(model: model, fridge: fridge)
        let reply = s.handle("ai 대파 어떻게 보관해?").reply
        guard case .model = reply.answer else { Issue.record("\(reply.answer)"); return }
        guard case .storageTip(let name, let known)? = model.questions.first?.kind else {
            Issue.record("\(String(describing: model.questions.first))"); return
        }
        #expect(name == "대파")
        let tip = try #require(known)
        #expect(tip.contains("fridge") && tip.contains("뿌리를 물에 꽂아 둬요"))
        #expect(fridge.tips.contains { $0.source == "llm" && $0.text == "모델의 답" })
    }

    // MARK: Prompts

    @Test func aFridgeRecipeRequestUsesTheFridgeRecipePrompt() {
        let model = FakeModel()
        let fridge = FakeFridge()
        fridge.items = [FridgeItem(name: "계란", canonical: "계란", quantity: 10, unit: "개", place: .fridge, added: today,
                                   expires: today.adding(days: 5))]
        var s = session(model: model, fridge: fridge)
        _ = s.handle("ai 냉장고 재료로 뭐 만들지")
        let question = model.questions.first
        #expect(question?.kind == .fridgeRecipe)
        #expect(question?.grounding.fridge == ["계란 10개 (fridge, D-5)"])
        #expect(question?.grounding.matches.first?.hasPrefix("계란말이") == true)
        _ = s.handle("ai 대파랑 계란으로 뭐 만들 수 있어?")
        #expect(model.questions.last?.kind == .fridgeRecipe)
        _ = s.handle("ai 국물 요리 맛있게 끓이는 비결이 뭐야")
        #expect(model.questions.last?.kind == .question)
    }

    // MARK: Quota and Retry-After

    @Test func aSpentQuotaGivesTheLocalAnswerWithANote() {
        let model = FakeModel()
        let quota = FakeQuota()
        quota.used = 5
        var s = session(model: model, quota: quota, limit: 5)
        let reply = s.handle("ai 대파랑 계란으로 뭐 만들 수 있어?").reply
        guard case .localInstead(.recipes(let r), because: .quotaSpent(5, 5)) = reply.answer else {
            Issue.record("\(reply.answer)"); return
        }
        #expect(r.matches.first?.recipe.name == "계란말이")
        #expect(reply.answer.status == .answered)
        let open = s.handle("ai 국물 요리 맛있게 끓이는 비결이 뭐야").reply
        guard case .quotaSpent(5, 5) = open.answer else { Issue.record("\(open.answer)"); return }
        #expect(open.answer.status == .nothingFound)
        #expect(model.questions.isEmpty)
    }

    @Test func retryAfterHoldsCallsBackAndUsesNoQuota() {
        let model = FakeModel()
        model.result = .failure(ModelFailure(message: "429", endpointAnswered: true, retryAfter: 120))
        let quota = FakeQuota()
        var s = session(model: model, quota: quota)
        let first = s.handle("ai 국물 요리 맛있게 끓이는 비결이 뭐야").reply
        guard case .modelFailed = first.answer else { Issue.record("\(first.answer)"); return }
        #expect(quota.holds == [120] && quota.used == 1)
        let second = s.handle("ai 김치에 어울리는 와인은?").reply
        guard case .modelWaiting(120) = second.answer else { Issue.record("\(second.answer)"); return }
        #expect(second.answer.status == .modelFailed)
        let local = s.handle("ai 대파랑 계란으로 뭐 만들 수 있어?").reply
        guard case .localInstead(.recipes, because: .waiting(120)) = local.answer else { Issue.record("\(local.answer)"); return }
        #expect(model.questions.count == 1)
        #expect(quota.used == 1)
        // A day at most.
        model.result = .failure(ModelFailure(message: "429", endpointAnswered: true, retryAfter: 10_000_000))
        quota.waitSeconds = 0
        _ = s.handle("ai 김치에 어울리는 와인은?")
        #expect(quota.holds.last == Session.longestHoldOff)
    }

    @Test(arguments: [(false, 0, 1), (true, 1, 0)])
    func onlyAnAnsweredRequestUsesQuota(_ answered: Bool, _ used: Int, _ refunds: Int) {
        let model = FakeModel()
        model.result = .failure(ModelFailure(message: "x", endpointAnswered: answered))
        let quota = FakeQuota()
        var s = session(model: model, quota: quota)
        let reply = s.handle("ai 김치에 어울리는 와인은?").reply
        #expect(reply.answer.origin == .modelFailed)
        #expect(quota.used == used && quota.refunds == refunds)
    }

    // MARK: Grounding

    @Test func theGroundingLeavesOutTalkAboutYoriAndFailedCalls() throws {
        let history = InMemoryHistory()
        let model = FakeModel()
        var s = session(model: model, history: history)
        for (question, intent, failed) in [("ai 된장 대신 뭐 써?", "llm", false), ("quota", "quota", false),
                                           ("ai 고추장 대신 뭐 써?", "llm", true), ("copy", "copy", false),
                                           ("기록 보여줘", "history", false), ("help", "help", false)] {
            var turn = s.turn(question: question, command: .empty, answerText: failed ? "서버 오류예요 (500)." : "답: " + question)
            turn.intent = intent
            turn.failed = failed
            _ = try history.client.record(turn)
        }
        _ = s.handle("ai 김치에 어울리는 와인은?")
        let asked = try #require(model.questions.first)
        #expect(asked.grounding.history.map(\.question) == ["ai 된장 대신 뭐 써?"])
    }

    // MARK: Language

    @Test func commandWordsAnswerInTheConversationsLanguage() {
        var s = session(history: InMemoryHistory())
        #expect(s.handle("대파 어떻게 보관해?").reply.language == .ko)
        #expect(s.handle("/copy").reply.language == .ko)
        #expect(s.handle("quota").reply.language == .ko)
        #expect(s.handle("how do I store tofu").reply.language == .en)
        #expect(s.handle("copy").reply.language == .en)
        var fresh = session()
        fresh.conversationLanguage = .ko
        #expect(fresh.handle("history").reply.language == .ko)
    }
}
