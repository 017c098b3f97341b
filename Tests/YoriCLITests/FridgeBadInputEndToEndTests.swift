import Foundation
import Testing

/// Fridge and tip input a daily user mistypes, through the real binary (today 2026-11-22):
/// a clear message in the user's language, exit 2 in one-shot mode, nothing stored.
@Suite(.serialized) struct FridgeBadInputEndToEndTests {
    let yori = BinaryRunner()

    func json(_ text: String) throws -> [String: Any] {
        try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
    }

    func items() throws -> [[String: Any]] {
        try #require(try json(try yori.run("fridge", "--json").stdout)["items"] as? [[String: Any]])
    }

    // MARK: Amounts

    /// An emoji in a name kept as written is dropped without leaving a double space.
    @Test func anEmojiInANameLeavesNoStraySpace() throws {
        let add = try yori.run("fridge", "add", "할머니 된장🍲", "1통")
        #expect(add.status == 0 && add.stdout.hasPrefix("할머니 된장 1통 →"), "\(add.stdout)")
        #expect(try items().first?["ingredient"] as? String == "할머니 된장")
    }

    @Test func aHugeAmountIsRefusedAndNothingIsStored() throws {
        let add = try yori.run("fridge", "add", "두부", "99999999999모")
        #expect(add.status == 2)
        #expect(add.stderr.contains("수량이 너무 커요 (99999999999모)") && add.stderr.contains("1000모까지"))
        let grams = try yori.run("fridge", "add", "쌀", "100001g")
        #expect(grams.status == 2 && grams.stderr.contains("100000g까지"))
        #expect(try items().isEmpty)
        // The largest amount itself is fine (a 100 kg sack of rice, a restaurant's 1000 eggs).
        #expect(try yori.run("fridge", "add", "쌀", "100kg").status == 0)
        #expect(try yori.run("fridge", "add", "계란", "1000개").status == 0)
        let use = try yori.run("fridge", "use", "계란", "1000000")
        #expect(use.status == 2 && use.stderr.contains("수량이 너무 커요"))
        let edit = try yori.run("fridge", "edit", "2", "--amount", "5000")
        #expect(edit.status == 2 && edit.stderr.contains("too large (5000 pcs)"))
        #expect(try items().map { $0["quantity"] as? Double } == [1000, 100])
    }

    @Test func aHugeAmountInAChatLineIsRefusedInItsLanguage() throws {
        #expect(try yori.run("fridge", "add", "계란", "10개").status == 0)
        let r = try yori.run([], stdin: Data("냉장고에 계란 999999999개 넣었어\nate 1000000000 eggs\n".utf8))
        #expect(r.status == 2)
        let answers = r.stdout.components(separatedBy: "\n\n")
        #expect(answers.first?.hasPrefix("수량이 너무 커요 (999999999개)") == true)
        #expect(answers.last?.hasPrefix("That amount is too large (1000000000 pcs)") == true)
        #expect(try items().map { $0["quantity"] as? Double } == [10])
    }

    @Test func aMistypedAmountIsRefusedNotStoredAsAnItem() throws {
        for words in [["두부", "1e9모"], ["1e9모"], ["우유", "1.2.3L"]] {
            let r = try yori.run(["fridge", "add"] + words)
            #expect(r.status == 2, "\(words)")
            #expect(r.stderr.contains("수량을 알 수 없어요"), "\(words): \(r.stderr)")
        }
        let chat = try yori.run([], stdin: Data("두부 1e9모 넣었어\n".utf8))
        #expect(chat.status == 2 && chat.stdout.contains("수량을 알 수 없어요: '1e9모'"))
        #expect(try items().isEmpty)
        // A product name that merely starts with a digit is a name.
        #expect(try yori.run("fridge", "add", "3분카레", "2개").status == 0)
    }

    /// Numbers a machine reads but no one writes as an amount, and amounts too small to keep,
    /// are refused in the user's language like `1e9모`; thousands separators read.
    @Test func anUnreadableOrTinyAmountIsRefusedNotDropped() throws {
        for words in [["tofu", "1e9"], ["rice", "NaN"], ["rice", "inf"], ["rice", "0x10"]] {
            let r = try yori.run(["fridge", "add"] + words)
            #expect(r.status == 2, "\(words): \(r.stdout)")
            #expect(r.stderr.contains("cannot read the amount '\(words[1].lowercased())'"), "\(words): \(r.stderr)")
        }
        let tiny = try yori.run("fridge", "add", "beef", "0.0001g")
        #expect(tiny.status == 2 && tiny.stderr.contains("too small (0.0001)"), "\(tiny.stderr)")
        let korean = try yori.run("fridge", "add", "소고기", "0.0001g")
        #expect(korean.status == 2 && korean.stderr.contains("수량이 너무 작아요"), "\(korean.stderr)")
        #expect(try items().isEmpty)
        let thousand = try yori.run("fridge", "add", "rice", "1,000g")
        #expect(thousand.status == 0, "\(thousand.stderr)")
        #expect(try items().map { "\($0["quantity"] as? Double ?? -1)\($0["unit"] as? String ?? "-")" } == ["1000.0g"])
    }

    // MARK: Emoji and names

    @Test func anEmojiGluedToANameKeepsTheAmount() throws {
        let add = try yori.run("fridge", "add", "사과🍎", "3개")
        #expect(add.status == 0, "\(add.stderr)")
        #expect(add.stdout.hasPrefix("사과 3개 → 냉장"))
        let chat = try yori.run([], stdin: Data("배🍐 2개 샀어\nbought 4 🍋 lemons\n".utf8))
        #expect(chat.status == 0, "\(chat.stdout)")
        let stored = try items().map { "\($0["ingredient"] as? String ?? "?") \($0["quantity"] as? Double ?? -1)" }
        #expect(Set(stored) == ["사과 3.0", "배 2.0", "레몬 4.0"])
    }

    @Test func aNameTooLongForTheListIsRefused() throws {
        let long = String(repeating: "쿠", count: 41)
        let add = try yori.run("fridge", "add", long, "1개")
        #expect(add.status == 2)
        #expect(add.stderr.contains("이름이 너무 길어요 (41자)"))
        let chat = try yori.run([], stdin: Data("냉장고에 \(long) 2개 넣었어\n".utf8))
        #expect(chat.status == 2 && chat.stdout.contains("이름이 너무 길어요"))
        #expect(try items().isEmpty)
        #expect(try yori.run("fridge", "add", String(repeating: "쿠", count: 40), "1개").status == 0)
    }

    @Test func editingANameToNothingReadableIsRefused() throws {
        #expect(try yori.run("fridge", "add", "두부", "1모").status == 0)
        for name in ["🍳", "", "   ", String(repeating: "가", count: 41)] {
            let r = try yori.run("fridge", "edit", "1", "--name", name)
            #expect(r.status == 2, "'\(name)': \(r.stdout)")
            #expect(r.stderr.contains("Nothing was changed") || r.stderr.contains("아무것도 바꾸지 않았어요"), "\(r.stderr)")
        }
        #expect(try items().first?["ingredient"] as? String == "두부")
    }

    @Test func aTipNeedsANameWithLetters() throws {
        for name in ["🍳", ""] {
            let add = try yori.run("tip", "add", name, "좋아요")
            #expect(add.status == 2, "'\(name)': \(add.stdout)")
            #expect(add.stdout.isEmpty)
        }
        let show = try yori.run("tip", "🍳")
        #expect(show.status == 2)
        #expect(show.stderr.contains("'🍳' cannot be an item's name"))
        #expect(!show.stdout.contains("fridge is empty"))
        let korean = try yori.run("tip", "!!!", "--lang", "ko")
        #expect(korean.status == 2 && korean.stderr.contains("재료 이름으로 쓸 수 없어요"))
        // Nothing was kept under an empty or emoji name.
        let tips = try yori.run("tip", "add", "용과", "서늘한 곳에")
        #expect(tips.status == 0 && tips.stdout == "용과\n  내 팁: 서늘한 곳에\n")
    }

    // MARK: Dates

    @Test func aDateYearsAwayIsRefusedAndAYearIsNeverDropped() throws {
        let far = try yori.run("fridge", "add", "우유", "1L", "--expires", "9999-12-31")
        #expect(far.status == 2 && far.stderr.contains("날짜가 너무 멀어요 (9999-12-31)"))
        let chat = try yori.run([], stdin: Data("우유 1L 샀어 유통기한 3000년 1월 1일\n".utf8))
        #expect(chat.status == 2 && chat.stdout.contains("날짜가 너무 멀어요 (3000-01-01)"), "\(chat.stdout)")
        #expect(try items().isEmpty)
        let year = try yori.run([], stdin: Data("우유 1L 샀어 유통기한 2027년 3월 1일\n".utf8))
        #expect(year.status == 0 && year.stdout.contains("2027년 3월 1일"), "\(year.stdout)")
        #expect(try yori.run("fridge", "edit", "1", "--expires", "2100-01-01").status == 2)
        #expect(try items().map { $0["expires"] as? String } == ["2027-03-01"])
    }

    @Test func nativeKoreanNumbersCountAndARangeAsksHowMuch() throws {
        let r = try yori.run([], stdin: Data("계란 스무 개 샀어\n감자 5개 샀어\n감자 한두 개 먹었어\n계란 열두 개 먹었어\n".utf8))
        #expect(r.status == 2)
        let answers = r.stdout.components(separatedBy: "\n\n")
        #expect(answers[0].hasPrefix("계란 20개 → 냉장"), "\(answers[0])")
        #expect(answers[2].hasPrefix("'한두 개'가 얼마인지 몰라서 아무것도 바꾸지 않았어요"), "\(answers[2])")
        #expect(answers[3].hasPrefix("계란 12개 썼어요. 남은 계란: 8개"), "\(answers[3])")
        let left = try items().map { "\($0["ingredient"] as? String ?? "") \($0["quantity"] as? Double ?? -1)" }
        #expect(Set(left) == ["계란 8.0", "감자 5.0"])
    }

    @Test func anEmojiForAnItemInAChatLineIsRefusedByName() throws {
        let r = try yori.run([], stdin: Data("🍎 3개 샀어\nbought 3 🍎\n".utf8))
        #expect(r.status == 2)
        let answers = r.stdout.components(separatedBy: "\n\n")
        #expect(answers[0].hasPrefix("'🍎'은(는) 재료 이름으로 쓸 수 없어요"), "\(answers[0])")
        #expect(answers[1].hasPrefix("'🍎' cannot be an item's name"), "\(answers[1])")
        #expect(try items().isEmpty)
    }

    @Test func aUseWithNoItemShowsAUseExample() throws {
        let use = try yori.run("fridge", "use")
        #expect(use.status == 2 && use.stderr.contains("Try: yori fridge use egg 2"), "\(use.stderr)")
        let discard = try yori.run("fridge", "discard", "--lang", "ko")
        #expect(discard.stderr.contains("예: yori fridge discard 우유"), "\(discard.stderr)")
    }
}
