import Foundation
import Testing

/// Something bought days ago, through the real binary: its shelf life counts from the day it
/// was bought (in the chat, in both languages, and with `fridge add --bought`), a time already
/// over is said, and a day after today changes nothing.
@Suite(.serialized) struct BoughtDayEndToEndTests {
    func lots(_ runner: BinaryRunner) throws -> [[String: Any]] {
        let fridge = try JSONSerialization.jsonObject(with: Data(try runner.run("fridge", "--json").stdout.utf8)) as? [String: Any]
        return fridge?["items"] as? [[String: Any]] ?? []
    }

    @Test(arguments: [
        (["ask", "어제 두부 샀어"], "두부 → 냉장 · 냉장 기준 7일, 산 날(11월 21일)부터 → 11월 28일로 넣었어요 (D-6)", "2026-11-21"),
        (["ask", "bought tofu 3 days ago"], "tofu → fridge · 7 days in the fridge, counted from Nov 19 when it was bought → Nov 26 (D-4)",
         "2026-11-19"),
        (["fridge", "add", "두부", "--bought", "2일 전", "--lang", "ko"], "두부 → 냉장 · 냉장 기준 7일, 산 날(11월 20일)부터 → 11월 27일로 넣었어요 (D-5)",
         "2026-11-20"),
    ])
    func theTimeCountsFromTheDayItWasBought(_ arguments: [String], _ answer: String, _ added: String) throws {
        let runner = BinaryRunner()
        let reply = try runner.run(arguments)
        #expect(reply.status == 0 && reply.stdout.hasPrefix(answer), "\(reply.stdout)")
        #expect(try lots(runner).map { $0["added"] as? String } == [added])
    }

    @Test func aTimeAlreadyOverIsSaidAndAFutureDayChangesNothing() throws {
        let runner = BinaryRunner()
        let over = try runner.run("fridge", "add", "두부", "--bought", "2주 전", "--lang", "ko")
        #expect(over.status == 0 && over.stdout.contains("\n  ⚠ 산 날부터 치면 추천 보관 기간이 이미 지났어요."), "\(over.stdout)")
        let json = try JSONSerialization.jsonObject(with: Data(try runner.run("fridge", "add", "tofu", "--bought", "yesterday",
                                                                           "--json").stdout.utf8)) as? [String: Any]
        let item = try #require((json?["items"] as? [[String: Any]])?.first)
        #expect(item["expiry_source"] as? String == "shelf_life_since_bought" && item["added"] as? String == "2026-11-21")
        #expect(item["days_left"] as? Int == 6 && item["past_date"] as? Bool == false)
        let before = try runner.run("fridge", "--json").stdout
        let future = try runner.run("fridge", "add", "두부", "--bought", "내일", "--lang", "ko")
        #expect(future.status == 2 && future.stderr.contains("산 날이 오늘 뒤예요"), "\(future.stderr)")
        // Said in the chat, too: "bought tomorrow" is refused, not stored as an expiry.
        let chat = try runner.run("ask", "두부 내일 샀어")
        #expect((chat.stdout + chat.stderr).contains("산 날이 오늘 뒤예요 (2026-11-23)"), "\(chat.stdout)\(chat.stderr)")
        // An unreadable day is answered with examples of days gone by, not of expiry dates.
        let unreadable = try runner.run("fridge", "add", "tofu", "--bought", "the other day", "--lang", "en")
        #expect(unreadable.status == 2 && unreadable.stderr.contains("Try today, yesterday, 3 days ago"), "\(unreadable.stderr)")
        #expect(try runner.run("fridge", "--json").stdout == before)
    }
}
