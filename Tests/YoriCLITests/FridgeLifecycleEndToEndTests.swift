import Foundation
import Testing

/// Through the real binary: spoiled food moved to the freezer, numbers without a unit, the
/// history's places and counts, item numbers, and messages that follow the locale.
@Suite(.serialized) struct FridgeLifecycleEndToEndTests {
    let yori = BinaryRunner()

    func run(_ arguments: String..., day: String = "2026-11-24", lang: String = "C.UTF-8") throws -> BinaryRunner.Result {
        try yori.run(arguments, extraEnvironment: ["YORI_TODAY": day, "LANG": lang])
    }

    @Test func spoiledFoodKeepsItsDateInTheFreezer() throws {
        #expect(try run("fridge", "add", "돼지고기", "600g", day: "2026-11-01").status == 0)
        let move = try run("fridge", "move", "돼지고기", "--freezer")
        #expect(move.status == 0)
        #expect(move.stdout.hasPrefix("돼지고기 → 냉동으로 옮겼어요 · 기한 11월 4일 (D+20 지남) 그대로"), "\(move.stdout)")
        #expect(move.stdout.contains("얼린다고 상한 음식이 안전해지지는 않"))
        #expect(!move.stdout.contains("120일"))
        let json = try run("fridge", "move", "돼지고기", "--fridge", "--json")
        #expect(json.stdout.contains("\"overdue\":true") && json.stdout.contains("\"expires\":\"2026-11-04\""))

        // Fresh food frozen two days after it was added: the freezer's days count from then.
        #expect(try run("fridge", "add", "대파", "1단", day: "2026-11-22").status == 0)
        let leek = try run("fridge", "move", "대파", "--freezer")
        #expect(leek.stdout.contains("넣은 날(11월 22일)부터"), "\(leek.stdout)")
        let again = try run("fridge", "move", "대파", "--freezer")
        #expect(again.status == 0 && again.stdout.contains("대파는 이미 냉동에 있어요"), "\(again.stdout)")
    }

    @Test func aNumberWithoutAUnitCountsInTheStoredUnit() throws {
        #expect(try run("fridge", "add", "두부", "2모").status == 0)
        let use = try run("fridge", "use", "두부", "1")
        #expect(use.status == 0, "\(use.stderr)")
        #expect(use.stdout == "두부 1모 썼어요. 남은 두부: 1모\n")
        #expect(try run("fridge", "add", "우유", "2팩").status == 0)
        #expect(try run("fridge", "use", "우유", "1").stdout == "우유 1팩 썼어요. 남은 우유: 1팩\n")
        let chat = try yori.run(["ask", "두부 하나 먹었어"], extraEnvironment: ["YORI_TODAY": "2026-11-24"])
        #expect(chat.status == 0 && chat.stdout.hasPrefix("두부 1모 썼어요."), "\(chat.stdout)\(chat.stderr)")
        // Written in 개, it is still refused with what there is.
        let pieces = try run("fridge", "use", "우유", "1개")
        #expect(pieces.status == 2 && pieces.stderr.contains("냉장고의 우유: 1팩"))
    }

    @Test func theHistorySaysWhereAndTheStatsCountEachUse() throws {
        #expect(try run("fridge", "add", "대파", "1단", "--freezer", "--expires", "12/20").status == 0)
        #expect(try run("fridge", "add", "대파", "1단", "--expires", "11/26").status == 0)
        #expect(try run("fridge", "use", "대파", "1단").status == 0)
        let history = try run("fridge", "history", "--json")
        let events = try #require(try JSONSerialization.jsonObject(with: Data(history.stdout.utf8)) as? [[String: Any]])
        let use = try #require(events.first { $0["kind"] as? String == "use" })
        #expect(use["place"] as? String == "fridge")

        #expect(try run("fridge", "add", "소고기", "2kg").status == 0)
        for amount in ["200g", "1근", "0.5kg"] { #expect(try run("fridge", "use", "소고기", amount).status == 0) }
        let stats = try run("fridge", "stats", "--json")
        let months = try #require((try JSONSerialization.jsonObject(with: Data(stats.stdout.utf8)) as? [String: Any])?["months"]
            as? [[String: Any]])
        #expect(months.first?["used"] as? Int == 4)
    }

    @Test func aUsedPartOfAGeunIsShownInGrams() throws {
        #expect(try run("fridge", "add", "감자", "1근").status == 0)
        #expect(try run("fridge", "use", "감자", "200g").stdout == "감자 200g 썼어요. 남은 감자: 175g\n")
    }

    @Test func englishNamesTheCounterByTheFood() throws {
        let tub = try run("fridge", "add", "할머니 된장", "1통", "--lang", "en")
        #expect(tub.stdout.contains("1 tub"), "\(tub.stdout)")
        let head = try run("fridge", "add", "마늘", "1통", "--lang", "en")
        #expect(head.stdout.hasPrefix("garlic 1 head"), "\(head.stdout)")
        #expect(!(try run("fridge", "--lang", "en").stdout.contains("whole")))
    }

    @Test func itemNumbersWorkForUseAndDiscard() throws {
        #expect(try run("fridge", "add", "계란", "10개").status == 0)
        #expect(try run("fridge", "add", "우유", "1L").status == 0)
        let use = try run("fridge", "use", "1", "3", lang: "ko_KR.UTF-8")
        #expect(use.status == 0 && use.stdout == "계란 3개 썼어요. 남은 계란: 7개\n", "\(use.stdout)\(use.stderr)")
        let discard = try run("fridge", "discard", "#2", lang: "ko_KR.UTF-8")
        #expect(discard.status == 0 && discard.stdout.hasPrefix("우유 1L 버렸어요."), "\(discard.stdout)\(discard.stderr)")
        let missing = try run("fridge", "use", "7", lang: "ko_KR.UTF-8")
        #expect(missing.status == 2 && missing.stderr.contains("7번 항목이 없어요"))
    }

    @Test func editCanMoveAnItem() throws {
        #expect(try run("fridge", "add", "대파", "1단").status == 0)
        let edit = try run("fridge", "edit", "1", "--place", "freezer", "--note", "썰어서")
        #expect(edit.status == 0)
        #expect(edit.stdout.contains("대파 → 냉동으로 옮겼어요 · 냉동 기준"), "\(edit.stdout)")
        #expect(edit.stdout.contains("메모 없음 → '썰어서'"))
        let bad = try run("fridge", "edit", "1", "--place", "attic")
        #expect(bad.status == 2 && bad.stderr.contains("--place"))
    }

    /// Arguments without words say nothing about the language: the locale decides.
    @Test func messagesWithoutWordsFollowTheLocale() throws {
        #expect(try run("fridge", "add", "대파", "1단").status == 0)
        let cases: [([String], String)] = [
            (["fridge", "move", "3", "--freezer"], "3번 항목이 없어요"),
            (["fridge", "use", "7"], "7번 항목이 없어요"),
            (["fridge", "add", "🍳"], "재료 이름으로 쓸 수 없어요"),
            (["fridge", "--category", "xyz"], "모르는 분류예요"),
        ]
        for (arguments, expected) in cases {
            let r = try yori.run(arguments, extraEnvironment: ["LANG": "ko_KR.UTF-8"])
            #expect(r.status == 2 && r.stderr.contains(expected), "\(arguments): \(r.stderr)")
            let english = try yori.run(arguments, extraEnvironment: ["LANG": "en_US.UTF-8"])
            #expect(english.status == 2 && !english.stderr.contains(expected), "\(arguments): \(english.stderr)")
        }
        let pantry = try yori.run(["fridge", "--place", "pantry"], extraEnvironment: ["LANG": "ko_KR.UTF-8"])
        #expect(pantry.stdout.contains("실온 보관이 비어 있어요"), "\(pantry.stdout)")
        let list = try yori.run(["fridge", "--place", "fridge"], extraEnvironment: ["LANG": "ko_KR.UTF-8"])
        #expect(list.stdout.hasPrefix("냉장 (1개)"), "\(list.stdout)")
    }
}
