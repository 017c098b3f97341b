import Foundation
import Testing
import YoriKit

/// Every fridge command and the bad-input rules through the real binary (today 2026-11-22).
@Suite(.serialized) struct FridgeCommandsEndToEndTests {
    let yori = BinaryRunner()

    func json(_ text: String) throws -> [String: Any] {
        try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
    }

    func items() throws -> [[String: Any]] {
        try #require(try json(try yori.run("fridge", "--json").stdout)["items"] as? [[String: Any]])
    }

    func add(_ arguments: String...) throws {
        let r = try yori.run(["fridge", "add"] + arguments)
        #expect(r.status == 0, "\(arguments): \(r.stderr)")
    }

    // MARK: Dates of several words

    /// A date option of several words needs no quotes: the longest run that reads as a date is
    /// the date, the words after it are items; a run that reads as no date stores nothing.
    @Test func unquotedDatesOfSeveralWordsAreOneDate() throws {
        try add("두부", "--expires", "3일", "뒤")
        try add("계란", "10개", "--expires", "12월", "3일")
        try add("--expires", "내일", "콩나물", "1봉지")
        try add("사과", "--bought", "2", "days", "ago")
        let stored = try items().map { "\($0["ingredient"] as? String ?? "?") \($0["expires"] as? String ?? "-")" }
        #expect(stored.sorted() == ["계란 2026-12-03", "두부 2026-11-25", "사과 2026-12-20", "콩나물 2026-11-23"], "\(stored)")
        let before = try yori.run("fridge", "--json").stdout
        let bad = try yori.run("fridge", "add", "어묵", "--expires", "12월초", "계란")
        #expect(bad.status == 2 && bad.stderr.contains("'12월초 계란'"), "\(bad.stderr)")
        #expect(try yori.run("fridge", "--json").stdout == before)
        let edit = try yori.run("fridge", "edit", "1", "--expires", "다음주", "금요일")
        #expect(edit.status == 0, "\(edit.stderr)")
    }

    // MARK: Lots and units

    @Test func lotsAreUsedFirstExpiringFirstAndPartly() throws {
        try add("계란", "10개", "--expires", "12/10")
        try add("계란", "6개", "--expires", "11/25")
        let use = try yori.run("fridge", "use", "계란", "8")
        #expect(use.status == 0)
        #expect(use.stdout == "계란 8개 썼어요. 남은 계란: 8개\n")
        let left = try items()
        #expect(left.count == 1)
        #expect(left[0]["expires"] as? String == "2026-12-10" && left[0]["quantity"] as? Double == 8)
        let all = try yori.run("fridge", "use", "계란")
        #expect(all.stdout == "계란 8개 썼어요. 이제 계란은 없어요.\n")
    }

    @Test func differentUnitsAreNeverAddedUp() throws {
        try add("우유", "1L")
        try add("우유", "500ml")
        let discard = try yori.run("fridge", "discard", "우유")
        #expect(discard.status == 0)
        #expect(discard.stdout.hasPrefix("우유 1L, 500ml 버렸어요."))
        let history = try yori.run("fridge", "history", "--lang", "ko")
        #expect(history.stdout.contains("버림  우유  1L") && history.stdout.contains("버림  우유  500ml"))
        #expect(!history.stdout.contains("501"))
        let stats = try json(try yori.run("fridge", "stats", "--json").stdout)
        #expect((stats["months"] as? [[String: Any]])?.first?["discarded"] as? Int == 1)

        try add("우유", "2팩", "--expires", "11/24")
        try add("우유", "1L", "--expires", "11/28")
        let litre = try yori.run("fridge", "discard", "우유", "1L")
        #expect(litre.status == 0, "\(litre.stderr)")
        #expect(litre.stdout == "우유 1L 버렸어요. 버린 기록에 남겼어요. 남은 우유: 2팩\n")
        let refused = try yori.run("fridge", "use", "우유", "1L")
        #expect(refused.status == 2)
        #expect(refused.stderr.contains("냉장고의 우유: 2팩") && refused.stderr.contains("아무것도 바꾸지 않았어요"))
        #expect(try items().map { $0["unit"] as? String } == ["팩"])
    }

    @Test func metricUnitsConvert() throws {
        try add("소고기", "1kg")
        let use = try yori.run("fridge", "use", "소고기", "200g")
        #expect(use.stdout == "소고기 200g 썼어요. 남은 소고기: 0.8kg\n")
        try add("우유", "1L")
        #expect(try yori.run("fridge", "use", "우유", "250ml").stdout.contains("남은 우유: 0.75L"))
        let json = try json(try yori.run("--json", "fridge", "use", "소고기", "1kg").stdout)
        let result = try #require((json["results"] as? [[String: Any]])?.first)
        #expect(result["taken"] as? Double == 0.8 && result["unit"] as? String == "kg")
        #expect(result["short_by"] as? Double == 0.2)
    }

    // MARK: Moves

    @Test func movingKeepsADateWhereThereIsNoRecommendation() throws {
        try add("오이", "1개")  // 5 days in the fridge → 11/27; cucumbers do not freeze
        let freezer = try yori.run("fridge", "move", "오이", "--freezer")
        #expect(freezer.status == 0)
        #expect(freezer.stdout.hasPrefix("오이 → 냉동으로 옮겼어요 · 기한 11월 27일 (D-5) 그대로"))
        #expect(freezer.stdout.contains("⚠ 오이는 냉동 보관을 권하지 않아요"))
        try add("두부", "1모")
        let pantry = try yori.run("fridge", "move", "두부", "--pantry")
        #expect(pantry.stdout.hasPrefix("두부 → 실온으로 옮겼어요 · 기한을 오늘로 당겼어요 (D-day)"))
        for text in [freezer.stdout, pantry.stdout] { #expect(!text.contains("기한 기한")) }
        let stored = try items()
        #expect(stored.map { $0["days_left"] as? Int } == [0, 5])
        // Both still alert.
        #expect(try yori.run("expiring").status == 0)
        let moved = try json(try yori.run("--json", "fridge", "move", "두부", "--fridge").stdout)
        let back = try #require((moved["moved"] as? [[String: Any]])?.first)
        // Out of the pantry, never past the date it had (README, Moves): tofu that sat out gains no week.
        #expect(back["expiry_source"] as? String == "kept" && back["days_left"] as? Int == 0)
    }

    @Test func movingSomethingNotStoredIsBadInput() throws {
        let r = try yori.run("fridge", "move", "대파", "--freezer")
        #expect(r.status == 2)
        #expect(r.stderr == "냉장고에 대파가 없어요. 아무것도 바꾸지 않았어요.\n")
    }

    /// A food not stored as such is the one kind of it that is (닭다리살 for chicken); of two kinds, yori
    /// names them and moves nothing — in the words of the line (English answers have no Hangul).
    @Test func movingAFoodMovesTheOneKindOfItStored() throws {
        try add("닭다리살", "1kg")
        let moved = try yori.run("fridge", "move", "chicken", "--freezer")
        #expect(moved.status == 0, "\(moved.stderr)")
        #expect(moved.stdout.hasPrefix("Moved chicken thigh to the freezer"), "\(moved.stdout)")
        #expect(try items().map { $0["place"] as? String } == ["freezer"])
        try add("닭가슴살", "2팩")
        let two = try yori.run("fridge", "move", "chicken", "--fridge")
        #expect(two.status == 2)
        #expect(two.stderr.contains("chicken thigh") && two.stderr.contains("chicken breast"), "\(two.stderr)")
        #expect(!two.stderr.unicodeScalars.contains(where: { $0.value >= 0xAC00 && $0.value <= 0xD7A3 }), "\(two.stderr)")
        let korean = try yori.run("ask", "닭고기 냉장실로 옮겼어")
        #expect(korean.status == 2)
        #expect(korean.stderr.contains("닭다리살") && korean.stderr.contains("닭가슴살"), "\(korean.stderr)")
        let places = try items().map { "\($0["ingredient"] as? String ?? "") \($0["place"] as? String ?? "")" }
        #expect(Set(places) == ["닭다리살 freezer", "닭가슴살 fridge"], "\(places)")
    }

    // MARK: List, sort, filter

    func stock() throws {
        try add("계란", "10개", "--expires", "12/20")
        try add("대파", "1단", "--expires", "12/1")
        try add("두부", "1모", "--expires", "11/26", "--freezer")
        try add("우유", "1L", "--expires", "11/28")
        try add("소고기", "300g", "--expires", "11/24")
    }

    func names(_ r: BinaryRunner.Result) throws -> [String] {
        try #require(try json(r.stdout)["items"] as? [[String: Any]]).compactMap { $0["ingredient"] as? String }
    }

    @Test func listsSortAndFilterInBothLanguages() throws {
        try stock()
        #expect(try names(yori.run("fridge", "--json")) == ["소고기", "두부", "우유", "대파", "계란"])
        #expect(try names(yori.run("fridge", "--json", "--sort", "name", "--lang", "ko")) == ["계란", "대파", "두부", "소고기", "우유"])
        // beef, egg, green onion, milk, tofu
        #expect(try names(yori.run("fridge", "--json", "--sort", "name", "--lang", "en")) == ["소고기", "계란", "대파", "우유", "두부"])
        #expect(try names(yori.run("fridge", "--json", "--sort", "place")) == ["소고기", "우유", "대파", "계란", "두부"])
        #expect(try names(yori.run("fridge", "--json", "--place", "freezer")) == ["두부"])
        #expect(try names(yori.run("fridge", "--json", "--place", "냉장", "--sort", "category")) == ["계란", "우유", "소고기", "대파"])
        for category in ["vegetables", "vegetable", "채소", "야채"] {
            #expect(try names(yori.run("fridge", "--json", "--category", category)) == ["대파"], "\(category)")
        }
        #expect(try names(yori.run("fridge", "--json", "--category", "meat")) == ["소고기"])
        #expect(try names(yori.run("fridge", "--json", "--category", "dairy")) == ["우유"])

        let english = try yori.run("fridge", "--category", "vegetables", "--lang", "en")
        #expect(english.status == 0)
        #expect(english.stdout.hasPrefix("Fridge · vegetables (1 item)"))
        #expect(english.stdout.contains("green onion  1 bunch"))
        #expect(english.stdout.contains("  vegetables  ████████████████████ 1"))
        let all = try yori.run("fridge", "--lang", "en")
        #expect(all.stdout.contains("egg          10 pcs") && all.stdout.contains("beans & tofu") && !all.stdout.contains("유제품"))

        let none = try yori.run("fridge", "--category", "seafood", "--lang", "en")
        #expect(none.status == 1 && none.stdout == "No seafood in the fridge.\n")
        let unknown = try yori.run("fridge", "--category", "외계")
        #expect(unknown.status == 2 && unknown.stderr.hasPrefix("모르는 분류예요: '외계'. 분류: 채소, 버섯"))
    }

    @Test func theKoreanListAlignsItsChart() throws {
        try stock()
        let r = try yori.run("fridge", "--lang", "ko")
        let lines = r.stdout.split(separator: "\n").map(String.init)
        #expect(lines.first == "냉장고 (5개)")
        let chart = Array(lines.drop { $0 != "분류별" }.dropFirst())
        #expect(chart.count == 5)
        #expect(Set(chart.map { DisplayWidth.of($0[..<$0.firstIndex(of: "█")!]) }) == [10])  // after "  유제품  "
        #expect(chart.contains("  유제품  ████████████████████ 1"))
    }

    // MARK: History, stats, edit

    @Test func historyStatsAndEdit() throws {
        try add("계란", "6개")
        try add("우유", "1L")
        _ = try yori.run("fridge", "use", "계란", "2")
        _ = try yori.run("fridge", "discard", "우유")
        _ = try yori.run("fridge", "move", "계란", "--freezer")
        let history = try yori.run("fridge", "history", "--lang", "ko")
        #expect(history.status == 0)
        let rows = history.stdout.split(separator: "\n").map(String.init)
        #expect(rows.count == 6)
        #expect(rows[0].contains("날짜") && rows[0].contains("무엇"))
        #expect(rows[1].contains("옮김  계란  4개"))
        #expect(rows[2].contains("버림  우유  1L    냉장"))
        #expect(rows[3].contains("씀    계란  2개"))
        let events = try #require(try JSONSerialization.jsonObject(with: Data(try yori.run("fridge", "history", "--json").stdout.utf8))
            as? [[String: Any]])
        #expect(events.map { $0["kind"] as? String } == ["move", "discard", "use", "add", "add"])

        let stats = try yori.run("fridge", "stats", "--lang", "ko")
        #expect(stats.status == 0)
        #expect(stats.stdout.contains("2026-11  1   1     50% █████"))
        #expect(stats.stdout.contains("자주 버린 재료: 우유 1"))

        let id = try #require(try items().first?["id"] as? Int)
        let edit = try yori.run("fridge", "edit", "\(id)", "--expires", "12/1", "--amount", "3개", "--note", "찜용")
        #expect(edit.status == 0, "\(edit.stderr)")
        // The freezer has no recommended time for eggs, so the move kept 12/20.
        #expect(edit.stdout == """
            계란 (#\(id)) 고쳤어요
              수량 4개 → 3개
              기한 12월 20일 (D-28) → 12월 1일 (D-9)
              메모 없음 → '찜용'

            """)
        #expect(!edit.stdout.contains("분류별") && !edit.stdout.contains("By category"))
        let after = try #require(try items().first)
        #expect(after["quantity"] as? Double == 3 && after["expires"] as? String == "2026-12-01" && after["note"] as? String == "찜용")
        #expect(after["expires_set_by_user"] as? Bool == true)

        for bad in [["--expires", "13/45"], ["--amount", "-3"], ["--amount", "2kgs"]] {
            let r = try yori.run(["fridge", "edit", "\(id)", "--lang", "ko"] + bad)
            #expect(r.status == 2, "\(bad)")
            #expect(!r.stderr.isEmpty)
        }
        #expect(try yori.run("fridge", "edit", "999", "--note", "x", "--lang", "ko").stderr.hasPrefix("999번 항목이 없어요."))
        let unchanged = try #require(try items().first)
        #expect(unchanged["quantity"] as? Double == 3 && unchanged["expires"] as? String == "2026-12-01")
    }

    // MARK: Alerts

    @Test func alertBoundaries() throws {
        try add("우유", "--expires", "11/21")   // D+1
        try add("두부", "--expires", "11/22")   // D-day
        try add("대파", "--expires", "11/25")   // D-3
        try add("양파", "--expires", "11/29")   // D-7
        try add("계란", "--expires", "11/30")   // D-8: not due
        let r = try json(try yori.run("expiring", "--json").stdout)
        let due = try #require(r["items"] as? [[String: Any]])
        #expect(due.map { $0["ingredient"] as? String } == ["우유", "두부", "대파", "양파"])
        #expect(due.map { $0["alert"] as? String } == ["past", "today", "d3", "d7"])
        let text = try yori.run("expiring", "--lang", "ko")
        #expect(text.stdout.hasPrefix("기한 지남: 우유 · 오늘 소비기한: 두부 · 3일 남음: 대파 · 7일 남음: 양파\n"))
        #expect(text.stdout.contains("D+1 지남") && text.stdout.contains("D-day") && !text.stdout.contains("계란"))
        let within = try yori.run("expiring", "--within", "0", "--json")
        #expect(try #require(try json(within.stdout)["items"] as? [[String: Any]]).count == 2)
        let list = try yori.run("fridge", "--lang", "ko")
        #expect(list.stdout.contains("D+1 지남") && list.stdout.contains("D-8"))
    }

    // MARK: Tips

    @Test func tipsAnswerLocallyAndSayWhenNothingIsKnown() throws {
        let tip = try yori.run("tip", "대파")
        #expect(tip.status == 0)
        #expect(tip.stdout.hasPrefix("대파 — 냉장 7일 · 냉동 약 10개월\n"))
        let chat = try yori.run("ask", "대파 어떻게 보관해?")
        #expect(chat.status == 0 && chat.stdout.hasPrefix("대파 — 냉장 7일"))
        let english = try yori.run(["--json"], stdin: Data("how do I store tofu\n".utf8))
        let answer = try json(english.stdout)
        #expect(answer["intent"] as? String == "storage_tip" && answer["language"] as? String == "en")
        let row = try #require((answer["tips"] as? [[String: Any]])?.first)
        #expect(row["fridge_days"] as? Int == 7 && (row["tip"] as? String ?? "").contains("cold water"))

        let alien = try yori.run("tip", "외계인고기")
        #expect(alien.status == 1)
        #expect(alien.stdout.contains("yori tip add 외계인고기"))
        #expect(try yori.run("tip", "add", "외계인고기", "냉동실", "맨", "안쪽").status == 0)
        let mine = try yori.run("tip", "외계인고기")
        #expect(mine.status == 0 && mine.stdout.contains("내 팁: 냉동실 맨 안쪽"))
        let salt = try yori.run("tip", "소금")  // a lexicon food without a row: its category's days
        #expect(salt.status == 0 && salt.stdout.contains("양념 분류"))
    }

    // MARK: Bad input and English answers

    @Test func badInputIsRefusedWholeWithExitTwo() throws {
        try add("계란", "4개")
        let past = try yori.run("fridge", "add", "두부", "--expires", "11/20")
        #expect(past.status == 0)
        #expect(past.stdout.contains("D+2 지남") && past.stdout.contains("이미 지난 날짜예요. 그래도 넣었어요."))
        let cases: [([String], String)] = [
            (["fridge", "add", "우유", "--expires", "11/31"], "날짜를 알 수 없어요: '11/31'"),
            (["fridge", "add", "우유", "--", "-2"], "수량은 0보다 커야 해요 (-2)"),
            (["fridge", "add", "우유", "0"], "수량은 0보다 커야 해요 (0)"),
            // The words are read like a chat line: 2 in a unit yori does not know, named.
            (["fridge", "add", "우유", "2kgs"], "'kgs'은(는) 모르는 단위예요"),
            (["fridge", "use", "계란", "2kg"], "냉장고의 계란: 4개 — kg 단위로는 뺄 수 없어요"),
            (["fridge", "use", "계란", "--", "-1"], "수량은 0보다 커야 해요 (-1)"),
            (["fridge", "discard", "양파"], "냉장고에 양파가 없어요. 아무것도 바꾸지 않았어요."),
            (["ask", "우유 버렸어"], "냉장고에 우유가 없어요. 아무것도 바꾸지 않았어요."),
            (["ask", "계란 -1개 먹었어"], "수량은 0보다 커야 해요 (-1)"),
        ]
        for (arguments, message) in cases {
            let r = try yori.run(arguments)
            #expect(r.status == 2, "\(arguments)")
            #expect(r.stderr.contains(message), "\(arguments): \(r.stderr)")
            #expect(r.stdout.isEmpty, "\(arguments)")
        }
        // Nothing half-changed: the eggs and the past-dated tofu only.
        let stored = try items()
        #expect(stored.map { $0["ingredient"] as? String } == ["두부", "계란"])
        #expect(stored[1]["quantity"] as? Double == 4)
        // Using more than is stored uses it all and says how much was missing (documented).
        let more = try yori.run("fridge", "use", "계란", "6")
        #expect(more.status == 0)
        #expect(more.stdout == "계란 4개 썼어요. (있던 만큼 모두 썼어요. 요청보다 2개 모자랐어요) 이제 계란은 없어요.\n")
    }

    @Test func englishChatGetsEnglishNamesAndUnits() throws {
        let lines = "bought 10 eggs\nthrew away the milk\nused 2 eggs\n"
        let r = try yori.run([], stdin: Data(lines.utf8))
        let answers = r.stdout.components(separatedBy: "\n\n")
        #expect(answers.count == 3)
        #expect(answers[0].hasPrefix("egg 10 pcs → fridge · 28 days in the fridge → Dec 20 (D-28)"))
        #expect(!r.stdout.contains("우유") && !r.stdout.contains("개"))
        #expect(answers[1] == "There is no milk in the fridge. Nothing was changed.")
        #expect(answers[2].hasPrefix("Used 2 eggs. 8 eggs left."))
        #expect(r.status == 2)  // the milk line was bad input
    }
}
