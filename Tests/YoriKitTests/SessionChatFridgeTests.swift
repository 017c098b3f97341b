import Testing
@testable import YoriKit

/// The chat's fridge and cookbook lines answered end to end by the session, with the
/// fridge in memory: a part or a vague amount never uses everything, moves, history,
/// stats, a category, and the lines that only look like changes.
@Suite struct SessionChatFridgeTests {
    let lexicon = try! Builtin.lexicon()
    let today = LocalDay(iso: "2026-11-22")!

    func lot(_ name: String, _ quantity: Double?, _ unit: String?, place: StoragePlace = .fridge) -> FridgeItem {
        FridgeItem(name: name, canonical: lexicon.canonicalName(name), quantity: quantity, unit: unit, place: place,
                   added: today, expires: LocalDay(iso: "2026-11-29"))
    }

    var recipes: [Recipe] {
        func r(_ id: Int64, _ name: String, _ kind: String, _ items: [String]) -> Recipe {
            Recipe(id: id, source: .builtin, sourceRef: "r\(id)", name: name, nameEnglish: "", kind: kind, method: "굽기",
                   ingredients: items.map { RecipeIngredient(name: $0, canonical: lexicon.canonicalName($0), amount: "1", group: .main) },
                   steps: ["a"])
        }
        return [r(1, "계란말이", "반찬", ["계란", "대파"]), r(2, "두부조림", "반찬", ["두부"]), r(3, "된장찌개", "국&찌개", ["된장", "두부"])]
    }

    func session(_ fridge: InMemoryFridge) -> Session {
        var s = Session(lexicon: lexicon, store: .inMemory(recipes), fridge: fridge.client, clock: .fixed(today))
        s.cookbook = .inMemory(recipes)
        return s
    }

    func remaining(_ fridge: InMemoryFridge, _ name: String) -> [Double?] {
        fridge.items.filter { $0.name == name }.map(\.quantity)
    }

    /// "threw away 2 expired yogurts": two of the lots past their date, not every expired one, and
    /// never the fresh one.
    @Test func anAmountOfExpiredItemsThrowsThatMany() {
        func yogurt(_ expires: String) -> FridgeItem {
            FridgeItem(name: "요거트", canonical: lexicon.canonicalName("요거트"), quantity: 2, unit: "개", place: .fridge,
                       added: LocalDay(iso: "2026-11-01")!, expires: LocalDay(iso: expires))
        }
        let fridge = InMemoryFridge([yogurt("2026-11-20"), yogurt("2026-11-21"), yogurt("2026-12-10")])
        var s = session(fridge)
        _ = s.handle("threw away 2 expired yogurts")
        #expect(remaining(fridge, "요거트").compactMap { $0 }.reduce(0, +) == 4)
        #expect(fridge.items.contains { $0.name == "요거트" && $0.expires == LocalDay(iso: "2026-12-10") && $0.quantity == 2 })
        _ = s.handle("유통기한 지난 요거트 버렸어")
        #expect(remaining(fridge, "요거트") == [2])
    }

    @Test func halfUsesHalfOfWhatIsStored() {
        let fridge = InMemoryFridge([lot("우유", 1, "L"), lot("두부", 1, "모")])
        var s = session(fridge)
        _ = s.handle("우유 반 먹었어")
        #expect(remaining(fridge, "우유") == [0.5])
        _ = s.handle("drank half the milk")
        #expect(remaining(fridge, "우유") == [0.25])
        _ = s.handle("두부 1/2모 썼어")
        #expect(remaining(fridge, "두부") == [0.5])
        _ = s.handle("두부 절반 썼어")
        #expect(remaining(fridge, "두부") == [0.25])
    }

    @Test func aShareOfAnUnknownAmountKeepsTheItem() {
        let fridge = InMemoryFridge([lot("김치", nil, nil)])
        var s = session(fridge)
        guard case .fridgeConsumed(let done) = s.handle("김치 반 먹었어").reply.answer else { Issue.record("not consumed"); return }
        #expect(done.first?.plan.fromUnknownAmount == true)
        #expect(fridge.items.count == 1)
    }

    @Test(arguments: ["김치 조금 먹었어", "김치 좀 먹었어", "김치 약간 먹었어", "ate some kimchi", "김치 조금 버렸어"])
    func aVagueAmountChangesNothingAndAsks(_ line: String) {
        let fridge = InMemoryFridge([lot("김치", 500, "g")])
        var s = session(fridge)
        let reply = s.handle(line).reply
        guard case .badInput(.vagueAmount(let item, _, _)) = reply.answer else { Issue.record("\(reply.answer)"); return }
        #expect(item == "김치")
        #expect(reply.answer.status == .badInput)
        #expect(remaining(fridge, "김치") == [500])
        #expect(fridge.events.allSatisfy { $0.kind == .add })
    }

    @Test func allUsesAll() {
        let fridge = InMemoryFridge([lot("김치", 500, "g")])
        var s = session(fridge)
        _ = s.handle("김치 다 먹었어")
        #expect(fridge.items.isEmpty)
    }

    @Test(arguments: ["밥 먹었어?", "우유 다 마셨니", "우유 상했어?"])
    func questionsChangeNothing(_ line: String) {
        let fridge = InMemoryFridge([lot("밥", 1, "공기"), lot("우유", 1, "L")])
        var s = session(fridge)
        let (command, _) = s.handle(line)
        #expect(command.intent == "llm")
        #expect(fridge.items.count == 2)
    }

    @Test func freezingMovesWhatIsThereAndAddsWhatIsNot() {
        let fridge = InMemoryFridge([lot("대파", 2, "대")])
        var s = session(fridge)
        guard case .fridgeMoved(let moves, _) = s.handle("대파 얼렸어").reply.answer else { Issue.record("no move"); return }
        #expect(moves.map(\.item.place) == [.freezer])
        #expect(fridge.items.count == 1 && fridge.items[0].place == .freezer)
        _ = s.handle("move the green onion to the fridge")
        #expect(fridge.items.map(\.place) == [.fridge])
        // Not in the fridge, with an amount: new food put into the freezer.
        guard case .fridgeAdded(let added, _, _) = s.handle("돼지고기 300g 얼려 뒀어").reply.answer else { Issue.record("no add"); return }
        #expect(added.map(\.item.place) == [.freezer])
    }

    @Test(arguments: ["용과 있어?", "do I have dragon fruit?"])
    func foodKeptUnderAnUnknownNameIsAskedAfterLikeAnyOther(_ line: String) {
        let fridge = InMemoryFridge([FridgeItem(name: line.hasPrefix("용과") ? "용과" : "dragon fruit", canonical: nil, quantity: 2,
                                                unit: "개", place: .fridge, added: today, expires: nil)])
        var s = session(fridge)
        guard case .fridgeList(let listing) = s.handle(line).reply.answer else { Issue.record("\(line): not listed"); return }
        #expect(listing.items.count == 1, "\(line)")
        // Anything else said of it is still not read.
        #expect(s.handle("용과 맛있어?").command.intent == "llm")
    }

    @Test func anAmountMovesOnlyThatMuch() {
        let fridge = InMemoryFridge([lot("닭가슴살", 2, "팩"), lot("계란", 30, "개")])
        var s = session(fridge)
        guard case .fridgeMoved(let moves, _) = s.handle("닭가슴살 1팩 냉동실로 옮겼어").reply.answer else { Issue.record("no move"); return }
        #expect(moves.count == 1 && moves[0].part && moves[0].item.quantity == 1 && moves[0].item.place == .freezer)
        let chicken = fridge.items.filter { $0.name == "닭가슴살" }.sorted { $0.place.rawValue < $1.place.rawValue }
        #expect(chicken.map(\.quantity) == [1, 1] && Set(chicken.map(\.place)) == [.fridge, .freezer])
        // Half a tray of eggs into the freezer; the rest stays, and all of a lot moves whole.
        _ = s.handle("계란 10개 얼렸어")
        #expect(fridge.items.filter { $0.name == "계란" }.map { ($0.place, $0.quantity ?? 0) }.sorted { $0.1 < $1.1 }.map(\.1) == [10, 20])
        guard case .fridgeMoved(let all, _) = s.handle("닭가슴살 1팩 냉동실로 옮겼어").reply.answer else { Issue.record("no move"); return }
        #expect(all.count == 1 && !all[0].part)
        #expect(fridge.items.filter { $0.name == "닭가슴살" }.allSatisfy { $0.place == .freezer })
    }

    @Test(arguments: ["put the chicken in the freezer", "닭고기 냉동실에 넣어줘"])
    func puttingStoredFoodAwayMovesIt(_ line: String) {
        let fridge = InMemoryFridge([lot("닭고기", 500, "g")])
        var s = session(fridge)
        guard case .fridgeMoved = s.handle(line).reply.answer else { Issue.record("\(line): not moved"); return }
        #expect(fridge.items.count == 1 && fridge.items[0].place == .freezer, "\(line)")
        // With an amount it is more food.
        _ = s.handle("닭고기 300g 냉장실에 넣어줘")
        #expect(fridge.items.count == 2, "\(line)")
    }

    @Test(arguments: ["I froze the chicken", "닭고기 얼렸어", "thawed the chicken", "froze the beef"])
    func movingFoodThatIsNotThereChangesNothing(_ line: String) {
        let fridge = InMemoryFridge([lot("삼겹살", 500, "g")])
        var s = session(fridge)
        let (command, reply) = s.handle(line)
        #expect(command.intent == "fridge_move", "\(line)")
        guard case .fridgeRefused(.notInFridge) = reply.answer else { Issue.record("\(line): \(reply.answer)"); return }
        #expect(fridge.items.map(\.name) == ["삼겹살"] && fridge.items.map(\.place) == [.fridge], "\(line)")
    }

    /// Pork belly is a kind of pork (the lexicon's `broader`): with no pork stored as such, `the pork` is the pork belly.
    @Test(arguments: ["froze the pork", "돼지고기 냉동했어"])
    func movingAFoodMovesTheOneKindOfItStored(_ line: String) {
        let fridge = InMemoryFridge([lot("삼겹살", 500, "g")])
        var s = session(fridge)
        guard case .fridgeMoved = s.handle(line).reply.answer else { Issue.record("\(line): not moved"); return }
        #expect(fridge.items.map(\.name) == ["삼겹살"] && fridge.items.map(\.place) == [.freezer], "\(line)")
    }

    @Test(arguments: ["the milk expires tomorrow", "my milk expires tomorrow", "milk expires tomorrow", "우유 유통기한 내일까지야",
                      "우유 내일까지", "우유 유통기한 내일로 바꿔줘", "우유 기한 내일로 변경", "change the milk's expiry to tomorrow"])
    func aLineThatOnlyDatesStoredFoodSetsItsDate(_ line: String) {
        let fridge = InMemoryFridge([lot("우유", 1, "L")])
        var s = session(fridge)
        guard case .fridgeDated(let dated, _) = s.handle(line).reply.answer else { Issue.record("\(line): not dated"); return }
        #expect(dated.map(\.before.expires) == [LocalDay(iso: "2026-11-29")], "\(line)")
        #expect(fridge.items.count == 1, "\(line)")
        #expect(fridge.items.first?.expires == today.adding(days: 1) && fridge.items.first?.expiresSetByUser == true, "\(line)")
        #expect(fridge.items.first?.quantity == 1, "\(line)")
    }

    @Test(arguments: ["우유 유통기한 내일로 바꿔줘", "change the milk's expiry to friday"])
    func changingTheDateOfFoodNotStoredAddsNothing(_ line: String) {
        let empty = InMemoryFridge()
        var s = session(empty)
        guard case .fridgeRefused(.notInFridge) = s.handle(line).reply.answer else { Issue.record("\(line): not refused"); return }
        #expect(empty.items.isEmpty)
    }

    @Test func aStatedExpiryAddsWhatIsNotStoredAndNeverGuessesALot() {
        // Not stored: added, dated so (as before).
        let empty = InMemoryFridge()
        var s = session(empty)
        guard case .fridgeAdded = s.handle("the milk expires tomorrow").reply.answer else { Issue.record("not added"); return }
        #expect(empty.items.map(\.expires) == [today.adding(days: 1)])
        // A verb of buying, or an amount, is new food even with milk stored.
        let stocked = InMemoryFridge([lot("우유", 1, "L")])
        s = session(stocked)
        for line in ["bought milk, expires tomorrow", "우유 샀어 유통기한 내일까지", "우유 1L 내일까지"] {
            guard case .fridgeAdded = s.handle(line).reply.answer else { Issue.record("\(line): not added"); continue }
        }
        #expect(stocked.items.count == 4)
        // Several lots: which one is not said, so nothing changes.
        let before = stocked.items
        guard case .fridgeRefused(.whichLot(_, let ids)) = s.handle("우유 유통기한 모레까지야").reply.answer else {
            Issue.record("several lots dated")
            return
        }
        #expect(ids.count == 4 && stocked.items == before)
        // One food stored, one not: nothing half-done.
        let one = InMemoryFridge([lot("우유", 1, "L")])
        s = session(one)
        guard case .fridgeRefused(.notInFridge) = s.handle("우유랑 두부 내일까지").reply.answer else { Issue.record("half dated"); return }
        #expect(one.items.count == 1 && one.items.first?.expires == LocalDay(iso: "2026-11-29"))
    }

    @Test func historyStatsAndACategoryInTheChat() {
        let fridge = InMemoryFridge([lot("대파", 2, "대"), lot("두부", 1, "모"), lot("우유", 1, "L")])
        var s = session(fridge)
        _ = s.handle("두부 상했어")
        guard case .fridgeHistory(let events, _) = s.handle("버린 거 기록 보여줘").reply.answer else { Issue.record("no history"); return }
        #expect(events.first?.kind == .discard && events.first?.name == "두부")
        guard case .fridgeStats(let stats) = s.handle("버린 음식 통계").reply.answer else { Issue.record("no stats"); return }
        #expect(stats.months.first?.discarded == 1)
        guard case .fridgeList(let listing) = s.handle("냉장고 채소만 보여줘").reply.answer else { Issue.record("no list"); return }
        #expect(listing.category == "채소")
        #expect(listing.items.map(\.name) == ["대파"])
    }

    @Test func unknownNamesAreAddedAsWritten() {
        let fridge = InMemoryFridge()
        var s = session(fridge)
        _ = s.handle("냉장고에 용과 2개 넣었어")
        _ = s.handle("bought 2 dragon fruits")
        #expect(fridge.items.map(\.name) == ["용과", "dragon fruit"])
        #expect(fridge.items.map(\.canonical) == [nil, nil])
        #expect(fridge.items.map(\.place) == [.fridge, .fridge])
        _ = s.handle("바나나 한 송이 샀어")
        #expect(fridge.items.map(\.name).last == "바나나")
        #expect(!fridge.items.contains { $0.name.contains("송이버섯") })
    }

    @Test func bookmarksListAndRemove() throws {
        var s = session(InMemoryFridge())
        _ = s.handle("계란 들어간 반찬 찾아줘")
        _ = s.handle("1번 북마크")
        guard case .bookmarkList(let marked) = s.handle("북마크 보여줘").reply.answer else { Issue.record("no list"); return }
        #expect(marked.map(\.name) == ["계란말이"])
        guard case .bookmarked(_, false, true) = s.handle("계란말이 북마크 해제").reply.answer else { Issue.record("not removed"); return }
        #expect(try s.cookbook.bookmarks().isEmpty)
    }

    @Test func cookedOnADayWithANoteAndTheLog() throws {
        var s = session(InMemoryFridge())
        guard case .cookedLogged(let entry, _) = s.handle("어제 된장찌개 해 먹었어").reply.answer else { Issue.record("not logged"); return }
        #expect(entry.day == LocalDay(iso: "2026-11-21"))
        guard case .cookedLogged(let rated, _) = s.handle("계란말이 해먹었어 별점 5 맛있었음").reply.answer else { Issue.record("no"); return }
        #expect(rated.rating == 5 && rated.note == "맛있었음")
        guard case .cookingLog(let log) = s.handle("뭐 해먹었지?").reply.answer else { Issue.record("no log"); return }
        #expect(log.map(\.recipeName) == ["계란말이", "된장찌개"])
    }

    /// A day said with a particle (`어제는`, `그저께도`, `지난주에는`) is still the day the dish was cooked.
    @Test func aDayWithAParticleIsTheDayCooked() {
        var s = session(InMemoryFridge())
        for (line, day) in [("어제는 된장찌개 해 먹었어요", "2026-11-21"), ("그저께도 계란말이 만들었어", "2026-11-20"),
                            ("지난주에는 두부조림 해먹었어", "2026-11-15")] {
            guard case .cookedLogged(let entry, _) = s.handle(line).reply.answer else { Issue.record("not logged: \(line)"); continue }
            #expect(entry.day == LocalDay(iso: day), "\(line)")
            #expect(["된장찌개", "계란말이", "두부조림"].contains(entry.recipeName), "\(line)")
        }
    }

    /// Chat-style Korean: a purchase said as `삼` (샀음), the count asked glued (`몇개남음`), the log asked
    /// glued (`뭐해먹었지`) — the fridge and the log, never a dish named 뭐해먹었지.
    @Test func chatStyleLinesStoreCountAndList() {
        let fridge = InMemoryFridge()
        var s = session(fridge)
        _ = s.handle("계란 10개 삼")
        #expect(remaining(fridge, "계란") == [10])
        guard case .fridgeList(let listing) = s.handle("계란 몇개남음").reply.answer else { Issue.record("no listing"); return }
        #expect(listing.items.map(\.name) == ["계란"])
        _ = s.handle("계란말이 해먹었어")
        guard case .cookingLog(let log) = s.handle("뭐해먹었지").reply.answer else { Issue.record("no log"); return }
        #expect(log.map(\.recipeName) == ["계란말이"])
    }

    /// `got`, `picked up`, `grabbed` with where food is bought add it; having (`I've got`, `got any`) adds nothing.
    @Test func gotAtTheMarketIsAPurchase() {
        let fridge = InMemoryFridge()
        var s = session(fridge)
        let reply = s.handle("got some 대파 and 양파 at the market today").reply
        #expect(reply.language == .en)
        #expect(Set(fridge.items.map(\.name)) == ["대파", "양파"])
        _ = s.handle("picked up some tofu at the store")
        #expect(remaining(fridge, "두부").count == 1)
        for line in ["I've got some eggs", "got any eggs?", "got some eggs and spinach, what can i do with them"] {
            _ = s.handle(line)
            #expect(remaining(fridge, "계란").isEmpty, "\(line)")
        }
    }

    /// A food not stored, of which one kind is (닭다리살 is a kind of 닭고기), is that kind: moved, used,
    /// thrown away, never added as a second food; of several kinds, the answer names them and nothing changes.
    @Test func aFoodNotStoredMeansTheOneKindOfItThatIs() {
        let fridge = InMemoryFridge([lot("닭다리살", 1, "kg")])
        var s = session(fridge)
        guard case .fridgeMoved(let moves, _) = s.handle("put the chicken in the freezer").reply.answer else { Issue.record("not moved"); return }
        #expect(moves.map(\.item.name) == ["닭다리살"])
        #expect(fridge.items.map(\.name) == ["닭다리살"] && fridge.items.map(\.place) == [.freezer])
        _ = s.handle("닭고기 냉장고로 옮겼어")
        #expect(fridge.items.map(\.place) == [.fridge])
        _ = s.handle("닭고기 500g 먹었어")
        #expect(remaining(fridge, "닭다리살") == [0.5])
        _ = s.handle("threw away the chicken")
        #expect(fridge.items.isEmpty)

        let two = InMemoryFridge([lot("닭다리살", 1, "kg"), lot("닭가슴살", 2, "팩")])
        var t = session(two)
        for line in ["put the chicken in the freezer", "닭고기 얼렸어", "닭고기 다 먹었어", "닭고기 버렸어"] {
            guard case .fridgeRefused(.whichKind("닭고기", let kinds)) = t.handle(line).reply.answer else {
                Issue.record("not refused: \(line)")
                continue
            }
            #expect(Set(kinds) == ["닭다리살", "닭가슴살"], "\(line)")
            #expect(two.items.count == 2 && two.items.allSatisfy { $0.place == .fridge && $0.quantity != nil }, "\(line)")
        }
        // A food stored as itself is that food alone; a kind is no broader food (닭다리살 asked, 닭고기 stored).
        let own = InMemoryFridge([lot("닭고기", 500, "g"), lot("닭다리살", 1, "kg")])
        var u = session(own)
        _ = u.handle("닭고기 얼렸어")
        #expect(own.items.filter { $0.place == .freezer }.map(\.name) == ["닭고기"])
        let broader = InMemoryFridge([lot("닭고기", 500, "g")])
        var v = session(broader)
        guard case .fridgeRefused(.notInFridge) = v.handle("닭다리살 다 먹었어").reply.answer else { Issue.record("a kind was read as broader"); return }
    }

    /// A date said after an item is that item's; an item with none keeps its own shelf life, and a date
    /// said after every item is every item's.
    @Test func eachItemKeepsTheDateSaidOfIt() {
        let fridge = InMemoryFridge()
        var s = session(fridge)
        _ = s.handle("우유 1L 유통기한 내일, 두부 한 모 유통기한 모레, 시금치 한 단 샀어")
        func expiry(_ name: String) -> LocalDay? { fridge.items.first { $0.name == name }?.expires }
        #expect(expiry("우유") == today.adding(days: 1))
        #expect(expiry("두부") == today.adding(days: 2))
        #expect(expiry("시금치") != nil && expiry("시금치") != today.adding(days: 1) && expiry("시금치") != today.adding(days: 2))
        #expect(fridge.items.first { $0.name == "시금치" }?.expiresSetByUser == false)
        let both = InMemoryFridge()
        var t = session(both)
        _ = t.handle("두부랑 우유 샀어, 유통기한 12월 5일")
        #expect(both.items.map(\.expires) == [LocalDay(iso: "2026-12-05"), LocalDay(iso: "2026-12-05")])
    }

    @Test func aKindInARequestForIdeasFiltersTheRecipes() {
        var s = session(InMemoryFridge())
        guard case .recipes(let found) = s.handle("두부로 만들 수 있는 국 뭐 있어?").reply.answer else { Issue.record("no recipes"); return }
        #expect(found.matches.map(\.recipe.name) == ["된장찌개"])
    }

    @Test func aBareNumberIsAnsweredInTheConversationsLanguage() {
        var s = session(InMemoryFridge())
        _ = s.handle("계란 들어간 반찬 찾아줘")
        let (command, reply) = s.handle("2")
        #expect(command == .show(.number(2)))
        #expect(reply.language == .ko)
    }
}
