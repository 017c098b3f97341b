import Foundation
import Testing

/// The fridge through the real binary, with "today" fixed at 2026-11-22.
@Suite(.serialized) struct FridgeEndToEndTests {
    let yori = BinaryRunner()

    func json(_ text: String) throws -> [String: Any] {
        try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
    }

    @Test func addListUseDiscardWithSubcommands() throws {
        let add = try yori.run("fridge", "add", "두부", "1모", "--expires", "11/30")
        #expect(add.status == 0, "\(add.stderr)")
        #expect(add.stdout.contains("두부 1모 → 냉장 · 기한 11월 30일 (D-8)"))
        #expect(try yori.run("fridge", "add", "계란", "10개").status == 0)
        #expect(try yori.run("fridge", "add", "계란", "6", "--expires", "2026-11-25").status == 0)
        let use = try yori.run("fridge", "use", "계란", "8")
        #expect(use.status == 0)
        #expect(use.stdout.contains("계란 8개 썼어요") && use.stdout.contains("남은 계란: 8개"))
        let list = try yori.run("fridge", "--json")
        let items = try #require(try json(list.stdout)["items"] as? [[String: Any]])
        #expect(items.map { $0["ingredient"] as? String } == ["두부", "계란"])
        #expect(items[1]["quantity"] as? Double == 8)
        #expect(items[0]["days_left"] as? Int == 8)
        let discard = try yori.run("fridge", "discard", "두부")
        #expect(discard.stdout.contains("두부 1모 버렸어요"))
        let stats = try json(try yori.run("fridge", "stats", "--json").stdout)
        let month = try #require((stats["months"] as? [[String: Any]])?.first)
        #expect(month["used"] as? Int == 1 && month["discarded"] as? Int == 1)
    }

    @Test func chatFormsDriveTheSameFridge() throws {
        let lines = """
            냉장고에 두부 한 모 넣었어, 유통기한 다음주 금요일
            bought 10 eggs
            계란 2개 먹었어
            냉장고에 뭐 있어?
            우유 버렸어
            """
        let r = try yori.run(["--json"], stdin: Data(lines.utf8))
        let answers = try r.stdout.split(separator: "\n").map { try json(String($0)) }
        #expect(answers.count == 5)
        #expect(answers.map { $0["intent"] as? String }
            == ["fridge_add", "fridge_add", "fridge_use", "fridge_list", "fridge_discard"])
        let tofu = try #require((answers[0]["items"] as? [[String: Any]])?.first)
        #expect(tofu["expires"] as? String == "2026-11-27")
        let listed = try #require(answers[3]["items"] as? [[String: Any]])
        #expect(listed.map { $0["ingredient"] as? String } == ["두부", "계란"])
        #expect(listed[1]["quantity"] as? Double == 8)
        #expect(answers[4]["status"] as? String == "bad_input")  // there is no milk
        #expect(r.status == 2)
    }

    @Test func theIssuesFormsWorkInTheChatToo() throws {
        let add = try yori.run("fridge", "add", "두부", "1모", "--expires", "11/30", "--freezer")
        #expect(add.stdout == "두부 1모 → 냉동 · 기한 11월 30일 (D-8)\n")
        #expect(try yori.run("fridge", "add", "우유", "2팩", "--expires", "11/23").status == 0)
        let lines = """
            냉장고에 두부 한 모 넣었어, 유통기한 11월 30일
            우유 1L 샀어
            우유 1L 버렸어
            냉동실에 뭐 있어?
            유통기한 임박한 거
            """
        let r = try yori.run([], stdin: Data(lines.utf8))
        let answers = r.stdout.components(separatedBy: "\n\n")
        #expect(answers.count == 5)
        #expect(answers[0] == "두부 1모 → 냉장 · 기한 11월 30일 (D-8)")
        #expect(answers[2].hasPrefix("우유 1L 버렸어요. 버린 기록에 남겼어요. 남은 우유: 2팩"))
        #expect(answers[3].hasPrefix("냉동 (1개)"))
        #expect(answers[4].hasPrefix("1일 남음: 우유"))
        #expect(r.status == 0)
    }

    @Test func expiringExitCodeTellsWhetherSomethingIsDue() throws {
        #expect(try yori.run("expiring").status == 1)
        _ = try yori.run("fridge", "add", "두부", "--expires", "11/24")
        _ = try yori.run("fridge", "add", "우유", "--expires", "11/21")
        let r = try yori.run("expiring", "--within", "3")
        #expect(r.status == 0)
        #expect(r.stdout.hasPrefix("기한 지남: 우유 · 2일 남음: 두부") || r.stdout.hasPrefix("past its date: milk · 2 days left: tofu"))
        let j = try json(try yori.run("expiring", "--json").stdout)
        #expect((j["items"] as? [[String: Any]])?.map { $0["alert"] as? String } == ["past", "d3"])
    }

    @Test func badFridgeInputChangesNothing() throws {
        _ = try yori.run("fridge", "add", "계란", "4개")
        for args in [["fridge", "add", "우유", "--expires", "11/31"], ["fridge", "add", "우유", "-2"],
                     ["fridge", "add", "우유", "2kgs"], ["fridge", "use", "계란", "2kg"], ["fridge", "discard", "양파"],
                     ["fridge", "edit", "999", "--note", "x"]] {
            let r = try yori.run(args)
            #expect(r.status == 2, "\(args)")
            #expect(!r.stderr.isEmpty, "\(args)")
        }
        let items = try #require(try json(try yori.run("fridge", "--json").stdout)["items"] as? [[String: Any]])
        #expect(items.count == 1)
        #expect(items[0]["quantity"] as? Double == 4)
    }

    @Test func movingToTheFreezerRecomputesTheDate() throws {
        _ = try yori.run("fridge", "add", "대파")
        let before = try #require(try json(try yori.run("fridge", "--json").stdout)["items"] as? [[String: Any]])
        let moved = try yori.run("fridge", "move", "대파", "--freezer")
        #expect(moved.status == 0)
        let after = try #require(try json(try yori.run("fridge", "--json").stdout)["items"] as? [[String: Any]])
        #expect(after[0]["place"] as? String == "freezer")
        #expect((after[0]["days_left"] as? Int ?? 0) > (before[0]["days_left"] as? Int ?? 0))
    }

    @Test func ownTipsAreKept() throws {
        #expect(try yori.run("tip", "add", "대파", "키친타월로", "감싸서").status == 0)
        let r = try yori.run("tip", "대파")
        #expect(r.stdout.contains("내 팁: 키친타월로 감싸서"))
        let chat = try yori.run("ask", "대파 어떻게 보관해?")
        #expect(chat.stdout.contains("키친타월로 감싸서"))
    }
}
