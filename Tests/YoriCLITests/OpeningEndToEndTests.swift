import Foundation
import Testing

/// Opening packs through the real binary (issue 19): one pack of several is opened and the
/// rest stays unopened as its own lot; an opened date that leaves the pack past its date or due
/// today says so.
@Suite(.serialized) struct OpeningEndToEndTests {
    func hangul(_ text: String) -> Bool { text.contains { ("가"..."힣").contains($0) } }

    func lots(_ runner: BinaryRunner, _ name: String) throws -> [[String: Any]] {
        let fridge = try JSONSerialization.jsonObject(with: Data(try runner.run("fridge", "--json").stdout.utf8)) as? [String: Any]
        return (fridge?["items"] as? [[String: Any]] ?? []).filter { $0["canonical"] as? String == name }
    }

    /// `우유 2팩`: opening opens one pack (in the command, the Korean chat and the English chat),
    /// and the answer says what stays unopened; opening again later opens the other pack.
    @Test(arguments: [
        (["fridge", "open", "우유", "--lang", "ko"], "우유 2팩 중 1팩을 11월 22일에 뜯었어요", "나머지 1팩은 안 뜯은 채 따로 적어 뒀어요 (기한 11월 29일 그대로)"),
        (["ask", "우유 뜯었어"], "우유 2팩 중 1팩을 11월 22일에 뜯었어요", "나머지 1팩은 안 뜯은 채 따로 적어 뒀어요 (기한 11월 29일 그대로)"),
        (["ask", "opened the milk"], "Opened 1 pack of milk (of 2 packs) on Nov 22", "1 pack stays unopened, listed on its own (still expires Nov 29)"),
    ])
    func openingALotOfTwoPacksOpensOne(_ arguments: [String], _ head: String, _ rest: String) throws {
        let runner = BinaryRunner()
        #expect(try runner.run("fridge", "add", "우유", "2팩").status == 0)
        let opened = try runner.run(arguments)
        #expect(opened.status == 0 && opened.stdout.hasPrefix(head) && opened.stdout.contains(rest), "\(opened.stdout)")
        if head.hasPrefix("Opened") { #expect(!hangul(opened.stdout), "\(opened.stdout)") }
        var milk = try lots(runner, "우유")
        #expect(milk.map { $0["quantity"] as? Double } == [1, 1] && milk.map { $0["opened"] as? String } == ["2026-11-22", nil])
        #expect(milk.map { $0["expires"] as? String } == ["2026-11-25", "2026-11-29"])
        let second = try runner.run("fridge", "open", "milk", "--lang", "en")
        #expect(second.stdout.hasPrefix("Opened milk on Nov 22: 3 days once opened → expires Nov 25"), "\(second.stdout)")
        milk = try lots(runner, "우유")
        #expect(milk.map { $0["opened"] as? String } == ["2026-11-22", "2026-11-22"])
        let history = try runner.run("fridge", "history", "--json")
        #expect(history.stdout.components(separatedBy: "\"add\"").count == 2, "\(history.stdout)")
    }

    /// A lot of one, with no count, or of 300g opens whole as before; `--json` shows the rest.
    @Test func otherLotsOpenWholeAndJSONShowsTheRest() throws {
        let runner = BinaryRunner()
        _ = try runner.run("fridge", "add", "우유", "300ml")
        let whole = try runner.run("fridge", "open", "우유", "--lang", "ko")
        #expect(whole.stdout.hasPrefix("우유를 11월 22일에 뜯었어요") && !whole.stdout.contains("나머지"), "\(whole.stdout)")
        #expect(try lots(runner, "우유").count == 1)
        _ = try runner.run("fridge", "add", "고추장", "3통", "--place", "pantry")
        let json = try JSONSerialization.jsonObject(with: Data(try runner.run("fridge", "open", "고추장", "--json").stdout.utf8)) as? [String: Any]
        let opening = try #require((json?["opened"] as? [[String: Any]])?.first)
        #expect(opening["quantity"] as? Double == 1 && opening["keep_in"] as? String == "fridge")
        let rest = try #require(opening["unopened_rest"] as? [String: Any])
        #expect(rest["quantity"] as? Double == 2 && rest["opened"] is NSNull && rest["place"] as? String == "pantry")
    }

    /// A refused opened day (tomorrow) changes nothing stored, exit 2.
    @Test func aFutureDayChangesNothing() throws {
        let runner = BinaryRunner()
        _ = try runner.run("fridge", "add", "우유", "2팩")
        let before = try runner.run("fridge", "--json").stdout
        let future = try runner.run("fridge", "open", "우유", "--on", "내일", "--lang", "ko")
        #expect(future.status == 2 && future.stderr.contains("뜯은 날"), "\(future.stderr)")
        #expect(try runner.run("fridge", "--json").stdout == before)
    }

    /// An opened day that puts the new date in the past, or on today, is recorded and said
    /// clearly (D-day wording), in both languages, from the command (`--on`, `--date`) and the chat.
    @Test(arguments: [
        (["fridge", "open", "우유", "--date", "11/18", "--lang", "ko"], "2026-11-18", "⚠ 기한이 이미 지났어요 (D+1 지남). 먹기 전에 상태를 꼭 확인하세요."),
        (["ask", "11월 19일에 우유 뜯었어"], "2026-11-19", "⚠ 오늘까지예요 (D-day). 오늘 안에 드세요."),
        (["fridge", "open", "milk", "--on", "2026-11-18", "--lang", "en"], "2026-11-18", "⚠ It is already past its date (D+1 overdue). Check it before eating."),
        (["ask", "I opened the milk on 11/19", "--lang", "en"], "2026-11-19", "⚠ It is due today (D-day): use it today."),
    ])
    func anOpenedDayThatLeavesItDueSaysSo(_ arguments: [String], _ day: String, _ warning: String) throws {
        let runner = BinaryRunner()
        _ = try runner.run("fridge", "add", "우유", "1L")
        let opened = try runner.run(arguments)
        #expect(opened.status == 0 && opened.stdout.split(separator: "\n").contains(Substring("  " + warning)), "\(opened.stdout)")
        #expect(try lots(runner, "우유").first?["opened"] as? String == day)
        _ = try runner.run("fridge", "add", "두부", "1모")
        let fresh = try runner.run("fridge", "open", "두부", "--lang", "ko")
        #expect(fresh.status == 0 && !fresh.stdout.contains("⚠"), "\(fresh.stdout)")
    }
}

/// Long shelf lives read as people say them in every answer that shows one (tips, fridge adds,
/// moves, openings), in both languages; `--json` keeps the number of days.
@Suite struct ShelfLifeWordingEndToEndTests {
    @Test(arguments: [
        (["tip", "고추장", "--lang", "ko"], "고추장 — 냉장 약 1년 · 실온 약 1년 6개월"),
        (["tip", "gochujang", "--lang", "en"], "gochujang — fridge about 1 year · pantry about 1 year 6 months"),
        (["fridge", "add", "고추장", "1통", "--place", "pantry", "--lang", "ko"], "고추장 1통 → 실온 · 실온 기준 약 1년 6개월 → 2028년 5월 15일로 넣었어요"),
        (["fridge", "add", "gochujang", "1", "tub", "--place", "pantry", "--lang", "en"],
         "gochujang 1 tub → pantry · about 1 year 6 months in the pantry → May 15, 2028"),
        (["ask", "우유 샀어"], "우유 → 냉장 · 냉장 기준 7일 → 11월 29일로 넣었어요"),
    ])
    func shelfLivesAreSaidInMonthsAndYears(_ arguments: [String], _ said: String) throws {
        let runner = BinaryRunner()
        let answer = try runner.run(arguments)
        #expect(answer.status == 0 && answer.stdout.hasPrefix(said), "\(answer.stdout)")
        // The D-day countdown (`D-540`) stays a count of days; the shelf life is said in words.
        for raw in ["540일", "365일", "540 days", "365 days"] { #expect(!answer.stdout.contains(raw), "\(answer.stdout)") }
    }

    @Test func openingsAndJSONKeepTheirDays() throws {
        let runner = BinaryRunner()
        _ = try runner.run("fridge", "add", "고추장", "1통", "--place", "pantry")
        let ko = try runner.run("ask", "고추장 뜯었어")
        #expect(ko.stdout.hasPrefix("고추장을 11월 22일에 뜯었어요. 뜯은 뒤 약 1년 → 기한을 2027년 11월 22일로 당겼어요"), "\(ko.stdout)")
        _ = try runner.run("fridge", "add", "된장", "1통", "--place", "pantry")
        let en = try runner.run("ask", "opened the doenjang", "--lang", "en")
        #expect(en.stdout.hasPrefix("Opened doenjang on Nov 22: about 1 year once opened → expires Nov 22, 2027"), "\(en.stdout)")
        let json = try JSONSerialization.jsonObject(with: Data(try runner.run("tip", "고추장", "--json").stdout.utf8)) as? [String: Any]
        let tip = try #require((json?["tips"] as? [[String: Any]])?.first)
        #expect(tip["pantry_days"] as? Int == 540 && tip["fridge_days"] as? Int == 365)
        let added = try JSONSerialization.jsonObject(with: Data(try runner.run("fridge", "add", "쌀", "10kg", "--json").stdout.utf8)) as? [String: Any]
        #expect(((added?["items"] as? [[String: Any]])?.first?["shelf_life_days"]) as? Int == 365, "\(String(describing: added))")
    }

    /// `우유 언제까지 먹어야 돼?` after opening it: the advice says the stored milk's own date and when it
    /// was opened, in both languages and in `--json`; a food not kept has no such line.
    @Test func adviceForAFoodKeptSaysItsOwnDate() throws {
        let runner = BinaryRunner()
        _ = try runner.run("fridge", "add", "우유", "1L")
        _ = try runner.run("ask", "우유 뜯었어")
        let ko = try runner.run("ask", "우유 언제까지 먹어야됨")
        #expect(ko.stdout.contains("보관 중: 우유 1L (냉장) · 11월 25일까지 (D-3) · 11월 22일에 뜯음"), "\(ko.stdout)")
        let en = try runner.run("ask", "how long does milk keep?")
        #expect(en.stdout.contains("Yours: milk 1L (fridge) · use by Nov 25 (D-3) · opened Nov 22"), "\(en.stdout)")
        #expect(!en.stdout.contains { ("가"..."힣").contains($0) }, "\(en.stdout)")
        let json = try JSONSerialization.jsonObject(with: Data(try runner.run("tip", "우유", "--json").stdout.utf8)) as? [String: Any]
        let stored = try #require(((json?["tips"] as? [[String: Any]])?.first?["stored"]) as? [[String: Any]])
        #expect(stored.first?["expires"] as? String == "2026-11-25" && stored.first?["opened"] as? String == "2026-11-22")
        #expect(stored.first?["days_left"] as? Int == 3)
        #expect(!(try runner.run("tip", "두부").stdout.contains("보관 중")))
    }
}

/// Leftovers of a dish (`잡채가 남았는데 어떻게 보관해요?`, `how do I store leftover japchae`): cooked-dish advice
/// (fridge 3 days, freezer about 2 months), named in the user's language; a food yori does not know stays unknown.
@Suite(.serialized) struct LeftoverDishEndToEndTests {
    @Test func aDishIsKeptAsCookedLeftovers() throws {
        let runner = BinaryRunner()
        let ko = try runner.run("ask", "어제 만든 잡채가 남았는데 어떻게 보관해요?")
        #expect(ko.status == 0 && ko.stdout.hasPrefix("잡채 (만든 요리) — 냉장 3일 · 냉동 약 2개월"), "\(ko.stdout)")
        let en = try runner.run("ask", "how do I store leftover japchae", "--lang", "en")
        #expect(en.stdout.hasPrefix("Stir-fried glass noodles with vegetables (cooked dish) — fridge 3 days"), "\(en.stdout)")
        #expect(!en.stdout.contains { ("가"..."힣").contains($0) }, "\(en.stdout)")
        let stew = try runner.run("ask", "김치찌개 남은 거 얼려도 돼?", "--json")
        #expect(stew.stdout.contains("\"leftover_dish\":true") && stew.stdout.contains("\"ingredient\":\"김치찌개\""), "\(stew.stdout)")
        let unknown = try runner.run("ask", "용과 어떻게 보관해")
        #expect(unknown.status == 1 && unknown.stdout.contains("보관 방법 정보가 없어요"), "\(unknown.stdout)")
    }
}

/// Fresh fish bought goes into the fridge with its short life (대구 2 days), never the freezer's months: a fish
/// kept in the fridge and dated as frozen would be eaten long past safe. Said frozen, it is frozen.
@Suite(.serialized) struct FreshFishEndToEndTests {
    @Test func freshFishIsKeptColdNotFrozen() throws {
        let runner = BinaryRunner()
        let cod = try runner.run("ask", "대구 한 마리 샀다")
        #expect(cod.stdout.hasPrefix("대구 1마리 → 냉장 · 냉장 기준 2일 → 11월 24일로 넣었어요"), "\(cod.stdout)")
        let hairtail = try runner.run("ask", "bought a hairtail", "--lang", "en")
        #expect(hairtail.stdout.contains("→ fridge"), "\(hairtail.stdout)")
        let frozen = try runner.run("ask", "갈치 한 마리 냉동실에 넣었어")
        #expect(frozen.stdout.contains("→ 냉동"), "\(frozen.stdout)")
    }
}
