import Foundation
import Testing

/// Daily use that adds up (issue 19), through the real binary: buying closes the loop on the
/// shopping list, the list in units shops sell and compact for a phone, opened packs, sauces in
/// the pantry, amounts as people say them.
@Suite(.serialized) struct DailyLoopEndToEndTests {
    let yori = BinaryRunner()

    /// A purchase ticks the list and says so, in Korean and in English; `shop done` and
    /// `장 봤어` afterwards add no second lot.
    @Test(arguments: [
        ("ko", "양파 샀어", "✓ 장보기 목록에서 체크했어요: 양파"),
        ("en", "bought an onion", "✓ Checked off the shopping list: onion"),
    ])
    func buyingTicksTheListAndSaysSo(_ lang: String, _ line: String, _ said: String) throws {
        let runner = BinaryRunner()
        #expect(try runner.run("shop", "add", "양파", "1/2개").status == 0)
        #expect(try runner.run("shop", "add", "대파", "1/2대").status == 0)
        let bought = try runner.run("ask", line, "--lang", lang)
        #expect(bought.status == 0 && bought.stdout.contains(said), "\(bought.stdout)")
        if lang == "en" { #expect(!bought.stdout.contains { ("가"..."힣").contains($0) }, "\(bought.stdout)") }
        _ = try runner.run("shop", "done", "양파")
        _ = try runner.run("ask", "장 봤어")
        let fridge = try JSONSerialization.jsonObject(with: Data(try runner.run("fridge", "--json").stdout.utf8)) as? [String: Any]
        let items = try #require(fridge?["items"] as? [[String: Any]])
        #expect(items.filter { $0["canonical"] as? String == "양파" }.count == 1)
        let list = try runner.run("shop", "--plain", "--lang", "ko")
        #expect(list.stdout.contains("- 대파 1단 (필요 1/2대)"), "\(list.stdout)")
    }

    /// `shop --plain`: one line per item, no header, box drawing or escape, even on request of colour.
    @Test func thePlainListFitsAPhone() throws {
        _ = try yori.run("shop", "add", "두부", "1/2모")
        _ = try yori.run("shop", "add", "양파", "1/2개")
        _ = try yori.run("shop", "done", "두부")
        let plain = try yori.run(["shop", "--plain", "--lang", "ko"], extraEnvironment: ["CLICOLOR_FORCE": "1"])
        #expect(plain.status == 0)
        let lines = plain.stdout.split(separator: "\n")
        #expect(lines == ["- 양파 1개 (필요 1/2개)", "✓ 두부 1모 (필요 1/2모)"], "\(plain.stdout)")
        #expect(!plain.stdout.contains("\u{1B}") && !plain.stdout.contains("│") && !plain.stdout.contains("─"))
        let english = try yori.run("shop", "--plain", "--lang", "en")
        #expect(english.stdout.split(separator: "\n") == ["- onion 1 (needs 1/2)", "✓ tofu 1 block (needs 1/2 block)"],
                "\(english.stdout)")
    }

    /// 고추장 in the pantry keeps for months (no due-today warning); opening it shortens the date
    /// and says it belongs in the fridge; an opened day in the future is refused, exit 2.
    @Test func saucesKeepInThePantryAndOpeningShortens() throws {
        let added = try yori.run("fridge", "add", "고추장", "1통", "--place", "pantry", "--lang", "ko")
        #expect(added.status == 0 && !added.stdout.contains("⚠") && !added.stdout.contains("오늘까지"), "\(added.stdout)")
        let opened = try yori.run("ask", "고추장 뜯었어", "--lang", "ko")
        #expect(opened.status == 0 && opened.stdout.contains("뜯은 뒤 365일") && opened.stdout.contains("냉장실에 두세요"),
                "\(opened.stdout)")
        _ = try yori.run("fridge", "add", "우유", "1L")
        let future = try yori.run("fridge", "open", "우유", "--on", "내일", "--lang", "en")
        #expect(future.status == 2 && future.stderr.contains("after today"), "\(future.stderr)")
        let milk = try yori.run("fridge", "open", "milk", "--lang", "en")
        #expect(milk.status == 0 && milk.stdout.contains("3 days once opened"), "\(milk.stdout)")
        let json = try JSONSerialization.jsonObject(with: Data(try yori.run("fridge", "open", "우유", "--json").stdout.utf8)) as? [String: Any]
        #expect((json?["opened"] as? [[String: Any]])?.first?["expiry_change"] as? String == "already_opened")
    }

    /// `두부 반 모 썼어` answers 반 모, `half a block` in English; eggs in lots and trays are counted.
    @Test func amountsAsPeopleSayThem() throws {
        _ = try yori.run("fridge", "add", "두부", "1모")
        let used = try yori.run("ask", "두부 반 모 썼어", "--lang", "ko")
        #expect(used.stdout.contains("반 모") && !used.stdout.contains("0.5"), "\(used.stdout)")
        let english = try yori.run("ask", "used half a block of tofu", "--lang", "en")
        #expect(english.stdout.contains("half a block") && !english.stdout.contains("0.5"), "\(english.stdout)")
        _ = try yori.run("ask", "계란 5개 샀어")
        _ = try yori.run("ask", "계란 1판 샀어")
        let eggs = try yori.run("ask", "계란 몇 개 남았어?", "--lang", "ko")
        #expect(eggs.stdout.contains("모두 35개"), "\(eggs.stdout)")
        let eggsEnglish = try yori.run("ask", "how many eggs do I have left?", "--lang", "en")
        #expect(eggsEnglish.stdout.contains("35 pcs in all"), "\(eggsEnglish.stdout)")
    }
}
