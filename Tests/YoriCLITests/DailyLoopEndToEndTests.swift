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
        ("ko", "양파 샀어", "✓ 장보기 목록에서 체크했어요: 양파 1개"),
        ("en", "bought an onion", "✓ Checked off the shopping list: onion 1"),
    ])
    func buyingTicksTheListAndSaysSo(_ lang: String, _ line: String, _ said: String) throws {
        let runner = BinaryRunner()
        #expect(try runner.run("shop", "add", "양파", "1/2개").status == 0)
        #expect(try runner.run("shop", "add", "대파", "1/2대").status == 0)
        let bought = try runner.run("ask", line, "--lang", lang)
        // The ticked line says what was to buy (`양파 1개`), as the list shows it, not the need (`1/2개`).
        #expect(bought.status == 0 && bought.stdout.split(separator: "\n").contains(Substring(said)), "\(bought.stdout)")
        if lang == "en" { #expect(!bought.stdout.contains { ("가"..."힣").contains($0) }, "\(bought.stdout)") }
        _ = try runner.run("shop", "done", "양파")
        _ = try runner.run("ask", "장 봤어")
        let fridge = try JSONSerialization.jsonObject(with: Data(try runner.run("fridge", "--json").stdout.utf8)) as? [String: Any]
        let items = try #require(fridge?["items"] as? [[String: Any]])
        #expect(items.filter { $0["canonical"] as? String == "양파" }.count == 1)
        let list = try runner.run("shop", "--plain", "--lang", "ko")
        #expect(list.stdout.contains("- 대파 1단 (필요 1/2대)"), "\(list.stdout)")
    }

    /// English lists name every shop counter in English: 통 is a head of garlic but a tub of
    /// 된장, and a box or a net bag is never left in Hangul.
    @Test func englishListsCountInEnglish() throws {
        let runner = BinaryRunner()
        for (name, amount) in [("마늘", "1통"), ("된장", "1통"), ("귤", "1상자"), ("양파", "2망")] {
            #expect(try runner.run("shop", "add", name, amount).status == 0)
        }
        let plain = try runner.run("shop", "--plain", "--lang", "en")
        #expect(plain.stdout.split(separator: "\n") == ["- garlic 1 head", "- doenjang 1 tub", "- tangerine 1 box", "- onion 2 net bags"],
                "\(plain.stdout)")
    }

    /// `shop --json`'s text (documented for `jq -r .text`) is in the answer's language, with what
    /// to buy: no Korean names or counters in an English one; each item carries `to_buy`.
    @Test func theJSONListTextFollowsTheAnswersLanguage() throws {
        let runner = BinaryRunner()
        _ = try runner.run("shop", "add", "양파", "1/2개")
        _ = try runner.run("shop", "add", "마늘", "1통")
        for (lang, text) in [("ko", "- [ ] 양파 1개\n- [ ] 마늘 1통"), ("en", "- [ ] onion 1\n- [ ] garlic 1 head")] {
            let object = try JSONSerialization.jsonObject(with: Data(try runner.run("shop", "--json", "--lang", lang).stdout.utf8)) as? [String: Any]
            #expect(object?["text"] as? String == text, "\(lang): \(object?["text"] ?? "")")
            let items = try #require(object?["items"] as? [[String: Any]])
            #expect(items.first?["to_buy"] as? String == "1개" && items.first?["amount"] as? String == "1/2개", "\(items)")
        }
    }

    /// English shop counters are read as units, never as a second food: `kimchi 1 tub` is one
    /// lot of kimchi (not kimchi and a "tub" due today in the pantry), `a box of tangerines` a box.
    @Test(arguments: [
        (["fridge", "add", "kimchi", "1", "tub"], "김치", 1.0, "통"),
        (["ask", "bought 2 tubs of doenjang"], "된장", 2.0, "통"),
        (["ask", "bought a box of tangerines"], "귤", 1.0, "상자"),
    ])
    func englishShopCountersAreUnits(_ arguments: [String], _ canonical: String, _ quantity: Double, _ unit: String) throws {
        let runner = BinaryRunner()
        let added = try runner.run(arguments + ["--lang", "en"])
        #expect(added.status == 0, "\(added.stdout)\(added.stderr)")
        let fridge = try JSONSerialization.jsonObject(with: Data(try runner.run("fridge", "--json").stdout.utf8)) as? [String: Any]
        let items = try #require(fridge?["items"] as? [[String: Any]])
        #expect(items.count == 1, "\(items)")
        #expect(items.first?["canonical"] as? String == canonical && items.first?["quantity"] as? Double == quantity
                && items.first?["unit"] as? String == unit, "\(items)")
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
        #expect(opened.status == 0 && opened.stdout.contains("뜯은 뒤 약 1년 →") && opened.stdout.contains("냉장실에 두세요"),
                "\(opened.stdout)")
        _ = try yori.run("fridge", "add", "우유", "1L")
        let future = try yori.run("fridge", "open", "우유", "--on", "내일", "--lang", "en")
        #expect(future.status == 2 && future.stderr.contains("after today"), "\(future.stderr)")
        let milk = try yori.run("fridge", "open", "milk", "--lang", "en")
        #expect(milk.status == 0 && milk.stdout.contains("3 days once opened"), "\(milk.stdout)")
        let json = try JSONSerialization.jsonObject(with: Data(try yori.run("fridge", "open", "우유", "--json").stdout.utf8)) as? [String: Any]
        #expect((json?["opened"] as? [[String: Any]])?.first?["expiry_change"] as? String == "already_opened")
    }

    /// `shop add-missing NAME` finds a recipe as `show` does and says so when there is none,
    /// rather than "find recipes first"; nothing is added.
    @Test func addMissingByNameFindsOrSaysWhichRecipeIsMissing() throws {
        let runner = BinaryRunner()
        let loose = try runner.run("shop", "add-missing", "엄마표 계란말이", "--lang", "ko")
        #expect(loose.status == 0 && loose.stdout.contains("계란말이"), "\(loose.stdout)")
        _ = try runner.run("shop", "clear")
        let none = try runner.run("shop", "add-missing", "없는요리", "--lang", "ko")
        #expect(none.status == 1 && none.stdout.contains("없는요리") && !none.stdout.contains("먼저 요리를 찾은"), "\(none.stdout)")
        let id = try runner.run("shop", "add-missing", "#99999", "--lang", "en")
        #expect(id.status == 1 && id.stdout.contains("99999") && !id.stdout.contains("Find recipes first"), "\(id.stdout)")
        #expect(try runner.run("shop", "--plain", "--lang", "en").stdout.contains("The shopping list is empty."))
    }

    /// English shopping lines name a recipe as `cook` and `show` do (계란말이 is `Rolled omelette`
    /// everywhere, not `Egg rolls` on the list), also in the purchase's tick line.
    @Test func englishListsNameRecipesAsCookDoes() throws {
        let runner = BinaryRunner()
        let shown = try JSONSerialization.jsonObject(with: Data(try runner.run("show", "계란말이", "--json").stdout.utf8)) as? [String: Any]
        let english = try #require((shown?["recipe"] as? [String: Any])?["name_en"] as? String ?? shown?["name_en"] as? String)
        _ = try runner.run("shop", "add-missing", "계란말이")
        let list = try runner.run("shop", "--plain", "--lang", "en")
        #expect(list.stdout.contains(english), "\(english): \(list.stdout)")
        let bought = try runner.run("ask", "bought a carrot", "--lang", "en")
        #expect(bought.stdout.contains("(\(english))"), "\(english): \(bought.stdout)")
    }

    /// Opening answers read right: a date the opened life reaches exactly is not "sooner", and an
    /// English sentence about a pack opened before starts with a capital.
    @Test func openingAnswersReadRight() throws {
        let runner = BinaryRunner()
        _ = try runner.run("fridge", "add", "고추장", "1통", "--place", "fridge")
        let sauce = try runner.run("ask", "고추장 뜯었어", "--lang", "ko")
        #expect(sauce.status == 0 && sauce.stdout.contains("뜯은 뒤 약 1년이면") && !sauce.stdout.contains("빨라서"), "\(sauce.stdout)")
        _ = try runner.run("fridge", "add", "우유", "1L")
        _ = try runner.run("fridge", "open", "milk", "--lang", "en")
        let again = try runner.run("fridge", "open", "milk", "--lang", "en")
        #expect(again.stdout.hasPrefix("Milk was already opened on"), "\(again.stdout)")
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
