import Foundation
import Testing

/// Lines a daily user types about the fridge, through the real binary (today 2026-11-22).
@Suite(.serialized) struct FridgeDailyUseEndToEndTests {
    let yori = BinaryRunner()

    func json(_ text: String) throws -> [String: Any] {
        try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
    }

    func places() throws -> [String: String] {
        let items = try #require(try json(try yori.run("fridge", "--json").stdout)["items"] as? [[String: Any]])
        return Dictionary(uniqueKeysWithValues: items.map { ($0["ingredient"] as? String ?? "", $0["place"] as? String ?? "") })
    }

    func pipe(_ lines: String...) throws -> [String] {
        let r = try yori.run([], stdin: Data((lines.joined(separator: "\n") + "\n").utf8))
        return r.stdout.components(separatedBy: "\n\n")
    }

    @Test func whatWasThrownAwayShowsOnlyWhatWasThrownAway() throws {
        for words in [["두부", "1모"], ["계란", "10개"], ["우유", "1L"]] {
            #expect(try yori.run(["fridge", "add"] + words).status == 0)
        }
        #expect(try yori.run("fridge", "discard", "두부").status == 0)
        #expect(try yori.run("fridge", "use", "계란", "2").status == 0)
        let answers = try pipe("버린 거 기록 보여줘", "what did I throw away", "쓴 거 기록 보여줘")
        #expect(answers.count == 3)
        #expect(answers[0].contains("버림  두부") && !answers[0].contains("넣음") && !answers[0].contains("계란"))
        #expect(answers[1].contains("discarded  tofu") && !answers[1].contains("added"), "\(answers[1])")
        #expect(answers[2].contains("씀    계란") && !answers[2].contains("두부"), "\(answers[2])")
        let only = try yori.run("fridge", "history", "--kind", "discard", "--json")
        let events = try #require(try JSONSerialization.jsonObject(with: Data(only.stdout.utf8)) as? [[String: Any]])
        #expect(events.map { $0["kind"] as? String } == ["discard"])
        let bad = try yori.run("fridge", "history", "--kind", "eaten")
        #expect(bad.status == 2 && bad.stderr.contains("--kind must be add, use, discard or move"))
    }

    @Test func movingIntoTheFridgeWithRoAndFreezingInEnglish() throws {
        #expect(try yori.run("fridge", "add", "감자", "5개", "--pantry").status == 0)
        #expect(try yori.run("fridge", "add", "돼지고기", "500g").status == 0)
        let answers = try pipe("감자 냉장고로 옮겼어", "froze the pork")
        #expect(answers[0].hasPrefix("감자 → 냉장으로 옮겼어요"), "\(answers[0])")
        #expect(answers[1].hasPrefix("Moved pork to the freezer"), "\(answers[1])")
        #expect(try places() == ["감자": "fridge", "돼지고기": "freezer"])
    }

    @Test func freezingFoodThatIsNotThereIsRefusedLikeFridgeMove() throws {
        let chat = try yori.run("ask", "I froze the chicken")
        let command = try yori.run("fridge", "move", "chicken", "--freezer")
        #expect(chat.status == 2 && command.status == 2, "\(chat.stdout)\(chat.stderr)")
        #expect((chat.stdout + chat.stderr).contains("There is no chicken in the fridge"), "\(chat.stdout)\(chat.stderr)")
        #expect(try places().isEmpty)
    }

    @Test func statingTheExpiryOfStoredMilkDatesIt() throws {
        #expect(try yori.run("fridge", "add", "우유", "1L").status == 0)
        let english = try yori.run("ask", "the milk expires tomorrow")
        #expect(english.status == 0 && english.stdout.hasPrefix("Changed milk (#1)"), "\(english.stdout)\(english.stderr)")
        let korean = try yori.run("ask", "--json", "우유 유통기한 모레까지야")
        let object = try json(korean.stdout)
        #expect(object["intent"] as? String == "fridge_edit" && (object["edited"] as? [[String: Any]])?.first?["expires"] as? String == "2026-11-24")
        let items = try #require(try json(try yori.run("fridge", "--json").stdout)["items"] as? [[String: Any]])
        #expect(items.count == 1 && items.first?["quantity"] as? Double == 1)
    }

    @Test func aBareFridgeWordAnswersInTheConversationsLanguage() throws {
        #expect(try yori.run("fridge", "add", "두부", "1모").status == 0)
        let answers = try pipe("계란 2개 샀어", "fridge")
        #expect(answers[1].hasPrefix("냉장고 (2개)"), "\(answers[1])")
    }

    @Test func anUnquotedEnglishNameOfTwoWordsIsOneItemWithItsAmount() throws {
        let add = try yori.run("fridge", "add", "dragon", "fruit", "2")
        #expect(add.status == 0)
        #expect(add.stdout.hasPrefix("dragon fruit 2 pcs → fridge"), "\(add.stdout)")
        let both = try yori.run("fridge", "add", "passion", "fruit", "3", "pieces", "milk", "1L")
        #expect(both.stdout.contains("passion fruit 3 pcs") && both.stdout.contains("milk 1L"), "\(both.stdout)")
        let use = try yori.run("fridge", "use", "dragon", "fruit", "1")
        #expect(use.stdout == "Used 1 dragon fruit. 1 dragon fruit left.\n", "\(use.stdout)")
    }

    @Test func askingWhetherThereIsSomeAnswersFromTheFridge() throws {
        #expect(try yori.run("fridge", "add", "계란", "10개", "--expires", "11/30").status == 0)
        #expect(try yori.run("fridge", "add", "계란", "6개", "--expires", "12/10").status == 0)
        #expect(try yori.run("fridge", "add", "삼겹살", "600g").status == 0)
        let answers = try pipe("계란 몇 개 남았어?", "do I have eggs?", "고기 남았나?")
        // Eggs, not lots (issue 19): the total first.
        #expect(answers[0].hasPrefix("냉장고 · 계란: 모두 16개 (2곳에 나눠 있어요)"), "\(answers[0])")
        #expect(!answers[0].contains("분류별") && !answers[0].contains("삼겹살"))
        #expect(answers[1].hasPrefix("Fridge · egg: 16 pcs in all (in 2 lots)"), "\(answers[1])")
        #expect(answers[2].contains("삼겹살  600g"), "\(answers[2])")
        let none = try yori.run("ask", "냉장고에 두부 있어?")
        #expect(none.status == 1)
        #expect(none.stdout == "냉장고에 두부가 없어요.\n")
        let json = try json(try yori.run("ask", "when does the milk expire", "--json").stdout)
        #expect(json["intent"] as? String == "fridge_list" && (json["items"] as? [Any])?.isEmpty == true)
        #expect(json["ingredients"] as? [String] == ["우유"])
    }

    @Test func moreGeunThanStoredIsSaidInGramsNotOddGeun() throws {
        #expect(try yori.run("fridge", "add", "소고기", "500g").status == 0)
        let use = try yori.run("fridge", "use", "소고기", "2근")
        #expect(use.stdout == "소고기 500g 썼어요. (있던 만큼 모두 썼어요. 요청보다 700g 모자랐어요) 이제 소고기는 없어요.\n",
                "\(use.stdout)")
        let history = try yori.run("fridge", "history", "--lang", "ko")
        #expect(history.stdout.contains("씀    소고기  500g") && !history.stdout.contains("0.833"), "\(history.stdout)")
    }

    @Test func severalItemsMoveTogetherOrNotAtAll() throws {
        for words in [["대파", "1단"], ["두부", "1모"], ["dragon", "fruit", "2"]] {
            #expect(try yori.run(["fridge", "add"] + words).status == 0)
        }
        let refused = try yori.run("fridge", "move", "대파", "용과", "--freezer")
        #expect(refused.status == 2 && refused.stderr.contains("냉장고에 용과가 없어요"))
        #expect(try places() == ["대파": "fridge", "두부": "fridge", "dragon fruit": "fridge"])
        let both = try yori.run("fridge", "move", "대파", "dragon", "fruit", "--freezer")
        #expect(both.status == 0, "\(both.stderr)")
        #expect(try places() == ["대파": "freezer", "두부": "fridge", "dragon fruit": "freezer"])
        let symbol = try yori.run("fridge", "move", "🍳", "--fridge")
        #expect(symbol.status == 2 && symbol.stderr.contains("cannot be an item's name"))
    }

    @Test func anAmountMovesOnlyThatMuchOfALot() throws {
        #expect(try yori.run("fridge", "add", "닭가슴살", "2팩").status == 0)
        let moved = try yori.run("fridge", "move", "닭가슴살", "1팩", "--freezer", "--lang", "ko")
        #expect(moved.status == 0 && moved.stdout.hasPrefix("닭가슴살 1팩 → 냉동으로 옮겼어요"), "\(moved.stdout)")
        let items = try #require(try json(try yori.run("fridge", "--json").stdout)["items"] as? [[String: Any]])
        #expect(Set(items.map { "\($0["place"] ?? "") \($0["quantity"] ?? "")" }) == ["fridge 1", "freezer 1"], "\(items)")
        // Not in the fridge: refused, never added as new food.
        #expect(try yori.run("fridge", "move", "두부", "1모", "--freezer").status == 2)
    }

    @Test func foodThatSatOutGainsNoDaysWhenPutBack() throws {
        #expect(try yori.run("fridge", "add", "두부", "1모").status == 0)
        #expect(try yori.run("fridge", "move", "두부", "--pantry").status == 0)
        let back = try yori.run("fridge", "move", "두부", "--fridge")
        #expect(back.stdout.hasPrefix("두부 → 냉장으로 옮겼어요 · 기한 11월 22일 (D-day) 그대로"), "\(back.stdout)")
    }

    @Test func aNegativeWindowForExpiringIsSaidPlainly() throws {
        let r = try yori.run("expiring", "--within", "-1")
        #expect(r.status == 2)
        #expect(r.stderr.contains("--within must be 0 or more") && !r.stderr.contains("Missing value"))
    }

    @Test func fixedFridgeCommandsGiveTheChatsJSONShape() throws {
        #expect(try yori.run("fridge", "add", "두부", "1모").status == 0)
        let moved = try json(try yori.run("fridge", "move", "두부", "--freezer", "--json").stdout)
        #expect(moved["intent"] as? String == "fridge_move" && moved["status"] as? String == "answered")
        #expect((moved["moved"] as? [[String: Any]])?.first?["place"] as? String == "freezer")
        let edited = try json(try yori.run("fridge", "edit", "1", "--amount", "2모", "--json").stdout)
        #expect(edited["intent"] as? String == "fridge_edit" && edited["language"] as? String == "ko")
        let stats = try yori.run("fridge", "stats", "--json")
        #expect(stats.status == 1)
        let object = try json(stats.stdout)
        #expect(object["intent"] as? String == "fridge_stats" && object["status"] as? String == "nothing_found")
        #expect((object["months"] as? [Any])?.isEmpty == true)
        let korean = try yori.run("fridge", "edit", "1", "--amount", "3모")
        #expect(korean.stdout.hasPrefix("두부 (#1) 고쳤어요"), "\(korean.stdout)")
    }

    @Test func anUnquotedTwoWordNameFindsItsTip() throws {
        #expect(try yori.run("tip", "add", "dragon fruit", "keep it cool").status == 0)
        let tip = try yori.run("tip", "dragon", "fruit")
        #expect(tip.status == 0, "\(tip.stdout)")
        #expect(tip.stdout == "dragon fruit\n  my tip: keep it cool\n")
    }

    @Test func placesAreReadAsPeopleWriteThem() throws {
        let add = try yori.run("fridge", "add", "두부", "1모", "--place", "냉동실")
        #expect(add.status == 0 && add.stdout.hasPrefix("두부 1모 → 냉동"), "\(add.stderr)")
        let list = try yori.run("fridge", "--place", "냉동실")
        #expect(list.stdout.hasPrefix("냉동 (1개)"), "\(list.stdout)\(list.stderr)")
        let english = try yori.run("fridge", "--place", "freezer")
        #expect(english.stdout.hasPrefix("Freezer (1 item)"), "\(english.stdout)")
        #expect(try yori.run("fridge", "--place", "냉장실").status == 1)  // read, and empty
        let limit = try yori.run("fridge", "history", "--limit", "0")
        #expect(limit.status == 2 && limit.stderr.contains("--limit must be 1 or more"))
    }

    @Test func aTipKeptUnderACapitalisedNameIsFoundAgain() throws {
        let add = try yori.run("tip", "add", "Dragon Fruit", "keep it cool")
        #expect(add.status == 0 && add.stdout == "dragon fruit\n  my tip: keep it cool\n", "\(add.stdout)")
        let chat = try yori.run([], stdin: Data("how do I store dragon fruit\n".utf8))
        #expect(chat.status == 0 && chat.stdout.contains("my tip: keep it cool"), "\(chat.stdout)")
    }

    @Test func throwingAwayWhatIsPastItsDateKeepsTheFreshLots() throws {
        #expect(try yori.run("fridge", "add", "우유", "1L", "--expires", "11/20").status == 0)
        #expect(try yori.run("fridge", "add", "우유", "1L", "--expires", "12/20").status == 0)
        #expect(try yori.run("fridge", "add", "두부", "1모", "--expires", "11/21").status == 0)
        #expect(try yori.run("fridge", "add", "계란", "10개").status == 0)
        let milk = try pipe("유통기한 지난 우유 버렸어")
        #expect(milk[0].hasPrefix("우유 1L 버렸어요. 버린 기록에 남겼어요. 남은 우유: 1L"), "\(milk[0])")
        let all = try yori.run([], stdin: Data("유통기한 지난 거 다 버렸어\nthrew away everything expired\n".utf8))
        #expect(all.status == 1)
        let answers = all.stdout.components(separatedBy: "\n\n")
        #expect(answers[0].hasPrefix("두부 1모 버렸어요."), "\(answers[0])")
        #expect(answers[1].hasPrefix("Nothing in the fridge is past its date"), "\(answers[1])")
        let items = try #require(try json(try yori.run("fridge", "--json").stdout)["items"] as? [[String: Any]])
        #expect(items.map { $0["expires"] as? String }.sorted { ($0 ?? "") < ($1 ?? "") } == ["2026-12-20", "2026-12-20"])
    }

    @Test func aMoveFromOnePlaceToAnotherGoesWhereItIsSent() throws {
        #expect(try yori.run("fridge", "add", "대파", "1단", "--freezer").status == 0)
        let moved = try pipe("냉동실에 있는 대파 냉장실로 옮겼어")
        #expect(moved[0].hasPrefix("대파 → 냉장으로 옮겼어요"), "\(moved[0])")
        #expect(try places() == ["대파": "fridge"])
    }

    @Test func theEnglishChartOrdersTiesByTheEnglishLabel() throws {
        #expect(try yori.run("fridge", "add", "두부", "1모", "우유", "1L", "계란", "10개", "사과", "3개").status == 0)
        let list = try yori.run("fridge", "--lang", "en")
        let chart = list.stdout.components(separatedBy: "By category\n").last ?? ""
        let labels = chart.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces).components(separatedBy: "  ").first ?? "" }
        #expect(labels == ["beans & tofu", "dairy", "eggs", "fruit"], "\(chart)")
    }

    @Test func nothingThrownAwayYetIsSaidSo() throws {
        #expect(try yori.run("fridge", "add", "두부", "1모").status == 0)
        let r = try yori.run([], stdin: Data("버린 거 기록 보여줘\nwhat did I throw away\n".utf8))
        #expect(r.status == 1)
        #expect(r.stdout == "아직 버린 기록이 없어요.\n\nNothing thrown away yet.\n", "\(r.stdout)")
    }
}
