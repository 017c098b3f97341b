import Foundation
import Testing

/// `yori shop` through the real binary: adding a recipe's missing items twice, amounts,
/// refused items, removing and clearing, the header's counts, English units; and `yori
/// staples reset`, all or nothing.
@Suite(.serialized) struct ShoppingListEndToEndTests {
    let yori = BinaryRunner()

    func json(_ text: String) throws -> [String: Any] {
        try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
    }

    func amounts(_ name: String) throws -> [String] {
        let items = try #require(try json(try yori.run("shop", "--json").stdout)["items"] as? [[String: Any]])
        return items.filter { $0["ingredient"] as? String == name }.compactMap { $0["amount"] as? String }
    }

    @Test func addingARecipesMissingItemsAgainDoesNotDoubleThem() throws {
        let listed = try #require(try JSONSerialization.jsonObject(
            with: Data(try yori.run("cook", "대파", "계란", "--limit", "5", "--json").stdout.utf8)) as? [[String: Any]])
        let n = String(try #require(listed.firstIndex { $0["name"] as? String == "계란말이" }) + 1)
        let first = try yori.run("shop", "add-missing", n, "--lang", "ko")
        #expect(first.status == 0 && first.stdout.contains("장보기 목록에 넣었어요: 당근"))
        #expect(try amounts("당근") == ["1/6개"])
        let again = try yori.run("shop", "add-missing", n, "--lang", "ko")
        #expect(again.status == 0)
        #expect(again.stdout.contains("이미 장보기 목록에 있어서 그대로 뒀어요: 당근 1/6개 (계란말이)"))
        #expect(!again.stdout.contains("합쳤어요"))
        #expect(try amounts("당근") == ["1/6개"])
        let english = try yori.run("shop", "add-missing", n, "--lang", "en")
        #expect(english.stdout.contains("Already on the shopping list, left as it was: carrot 1/6 (Rolled omelette)"), "\(english.stdout)")  // as cook and show name it
        // The same amount added by hand is merged, as a fraction.
        let merged = try yori.run("shop", "add", "당근", "1/6개")
        #expect(merged.stdout.contains("이미 목록에 있어서 양을 합쳤어요: 당근 1/3개") && !merged.stdout.contains("0.333"))
        #expect(try amounts("당근") == ["1/3개"])
    }

    /// A number past the list is not 'which recipe? find recipes first': the list is there,
    /// and yori says which numbers it has.
    @Test func addMissingPastTheListSaysWhichNumbersThereAre() throws {
        #expect(try yori.run("cook", "대파", "계란", "--limit", "3").status == 0)
        let past = try yori.run("shop", "add-missing", "11", "--lang", "ko")
        #expect(past.status == 1)
        #expect(past.stderr.contains("11번은 없어요") || past.stdout.contains("11번은 없어요"))
        #expect(!(past.stdout + past.stderr).contains("먼저 요리를 찾은 다음"))
        let chat = try yori.run([], stdin: Data("대파랑 계란으로 뭐 만들어?\n12번 부족한 재료 장보기 목록에 넣어줘\n".utf8))
        #expect(chat.stdout.contains("1–10번 중에서 골라 주세요"))
    }

    @Test func vagueAmountsAreKeptAndMergedReadably() throws {
        // The list shows what to buy (a bottle of salt) and the recipes' need beside it (issue 19).
        #expect(try yori.run("shop", "add", "소금", "약간").stdout.contains("- [ ] 소금 1병 (필요 약간)"))
        let merged = try yori.run("shop", "add", "소금", "1큰술")
        #expect(merged.stdout.contains("- [ ] 소금 1병 (필요 약간 + 1큰술)"))
        _ = try yori.run("shop", "add", "밀가루", "적당량")
        #expect(try amounts("밀가루") == ["적당량"])
        let chat = try yori.run([], stdin: Data("장보기 목록에 후추 조금 추가해줘\n".utf8))
        #expect(chat.stdout.contains("- [ ] 후추 1병 (필요 조금)"))
        let english = try yori.run("shop", "--lang", "en")
        #expect(english.stdout.contains("- [ ] salt 1 bottle (needs a little + 1 Tbsp)"))
        #expect(english.stdout.contains("- [ ] flour as needed"))
    }

    @Test func zeroAmountsAndNamesWithoutLettersAreRefused() throws {
        let zero = try yori.run("shop", "add", "대파", "0개")
        #expect(zero.status == 2 && zero.stderr.contains("양은 0보다 커야 해요: 0개"))
        for args in [["shop", "add", "milk", "--", "-1"], ["shop", "add", "milk", "-1"]] {
            let negative = try yori.run(args)
            #expect(negative.status == 2 && negative.stderr.contains("The amount must be more than zero: -1"), "\(negative.stderr)")
        }
        let punctuation = try yori.run("shop", "add", "!!")
        #expect(punctuation.status == 2 && punctuation.stderr.contains("'!!' is not an ingredient name"))
        let emoji = try yori.run("shop", "add", "🥕", "2개")
        #expect(emoji.status == 2 && emoji.stderr.contains("재료 이름이 아니에요: '🥕'"))
        let list = try json(try yori.run("shop", "--json").stdout)
        #expect((list["items"] as? [Any])?.isEmpty == true)
    }

    @Test func itemsAreRemovedAndClearedAndCounted() throws {
        for item in [["대파", "1단"], ["두부", "1모"], ["우유"], ["계란", "10개"]] { _ = try yori.run(["shop", "add"] + item) }
        _ = try yori.run("shop", "done", "우유", "계란")
        let header = try yori.run("shop", "--lang", "ko")
        #expect(header.stdout.hasPrefix("장보기 목록 4개 (체크 2개)\n"))
        let english = try yori.run("shop", "--lang", "en")
        #expect(english.stdout.hasPrefix("Shopping list: 4 items (2 checked)\n"))
        #expect(english.stdout.contains("- [ ] tofu 1 block") && english.stdout.contains("- [x] egg 10"))
        let missing = try yori.run("shop", "rm", "대파", "양파")
        #expect(missing.status == 1 && missing.stdout.contains("장보기 목록에 없어요: 양파"))
        #expect(try amounts("대파") == ["1단"])
        let removed = try yori.run("shop", "remove", "대파")
        #expect(removed.status == 0 && removed.stdout.contains("장보기 목록에서 뺐어요: 대파"))
        #expect(removed.stdout.contains("장보기 목록 3개 (체크 2개)"))
        let chat = try yori.run([], stdin: Data("장보기에서 두부 빼줘\n".utf8))
        #expect(chat.stdout.contains("장보기 목록에서 뺐어요: 두부") && chat.stdout.contains("장보기 목록 2개 (체크 2개)"))
        #expect(try yori.run("shop", "add", "양파", "1개").status == 0)
        #expect(try yori.run("shop", "clear", "--done").status == 0)
        let left = try #require(try json(try yori.run("shop", "--json").stdout)["items"] as? [[String: Any]])
        #expect(left.map { $0["ingredient"] as? String } == ["양파"])
        #expect(try yori.run("shop", "clear").status == 0)
        let empty = try json(try yori.run("shop", "--json").stdout)
        #expect((empty["items"] as? [Any])?.isEmpty == true)
    }

    /// `shop clear` is the chat's `장보기 목록 다 지워줘`: one command, one answer, which says how many
    /// items went; `shop bought` with nothing checked (`장 다 봤어`) puts every item in the fridge.
    @Test func clearingSaysHowManyWentAndBuyingWithNothingCheckedTakesAll() throws {
        let runner = BinaryRunner()
        for item in [["대파", "1단"], ["우유", "2개"], ["두부", "1모"]] { _ = try runner.run(["shop", "add"] + item) }
        let added = try runner.run("shop", "--lang", "ko")
        #expect(added.stdout.contains("- [ ] 우유 2개\n"), "\(added.stdout)")  // as asked, not one pack
        _ = try runner.run("shop", "done", "대파")
        let checked = try runner.run("shop", "clear", "--done", "--lang", "ko")
        #expect(checked.status == 0 && checked.stdout.contains("체크한 항목 1개를 장보기 목록에서 지웠어요 (대파)"), "\(checked.stdout)")
        let chat = try runner.run([], stdin: Data("장 다 봤어\n".utf8))
        #expect(chat.status == 0 && chat.stdout.contains("우유 2개 → 냉장"), "\(chat.stdout)")
        #expect(chat.stdout.contains("두부 1모 → 냉장"))
        let fridge = try runner.run("fridge", "--json")
        #expect(fridge.stdout.contains("우유") && fridge.stdout.contains("두부") && !fridge.stdout.contains("대파"))
        for item in [["양파", "2개"], ["감자", "3개"]] { _ = try runner.run(["shop", "add"] + item) }
        let cleared = try runner.run("shop", "clear", "--lang", "en")
        #expect(cleared.status == 0 && cleared.stdout.contains("Cleared the shopping list: removed 2 items (onion, potato)"), "\(cleared.stdout)")
        #expect(!cleared.stdout.contains(where: { $0.unicodeScalars.contains { (0xAC00...0xD7A3).contains($0.value) } }))
        let json = try json(try runner.run("shop", "clear", "--json").stdout)
        #expect(json["clear"] as? String == "all" && (json["removed"] as? [Any])?.isEmpty == true)
        let again = try runner.run([], stdin: Data("장보기 목록 다 지워줘\n".utf8))
        #expect(again.status == 0 && again.stdout.contains("장보기 목록에 지울 항목이 없어요."), "\(again.stdout)")
    }

    /// Right after a shopping-list answer, `대파는 빼줘` takes 대파 off the list and the fridge keeps
    /// its 대파 (the thread is saved between lines of a pipe); `add eggs too`, `take the milk off` in
    /// English answer without Hangul; `없는 재료는?` after a recipe names only what the fridge lacks.
    @Test func bareLinesRightAfterTheListChangeTheList() throws {
        let runner = BinaryRunner()
        let chat = try runner.run([], stdin: Data("대파 2단 샀어\n장보기 목록에 대파 한 단 추가\n대파는 빼줘\n".utf8))
        #expect(chat.status == 0 && chat.stdout.contains("장보기 목록에서 뺐어요: 대파"), "\(chat.stdout)")
        #expect(!chat.stdout.contains("썼어요"))
        let fridge = try json(try runner.run("fridge", "--json").stdout)
        #expect("\(fridge)".contains("대파"), "\(fridge)")
        let english = try runner.run([], stdin: Data("add milk to the shopping list\nadd eggs too\ntake the milk off\n".utf8))
        #expect(english.stdout.contains("Added to the shopping list: egg") && english.stdout.contains("Removed from the shopping list: milk"),
                "\(english.stdout)")
        #expect(!english.stdout.unicodeScalars.contains { (0xAC00...0xD7A3).contains($0.value) }, "\(english.stdout)")
        let missing = try runner.run([], stdin: Data("된장찌개 보여줘\n없는 재료는?\n".utf8))
        #expect(missing.stdout.contains("된장찌개에 없는 재료") && missing.stdout.contains("있는 재료: 대파"), "\(missing.stdout)")
    }

    @Test func englishListsUseEnglishUnits() throws {
        _ = try yori.run("shop", "add", "간장", "2큰술")
        _ = try yori.run("shop", "add", "설탕", "1/2작은술")
        _ = try yori.run("shop", "add", "우유", "1컵")
        let list = try yori.run("shop", "--lang", "en")
        #expect(list.stdout.contains("soy sauce 1 bottle (needs 2 Tbsp)"))
        #expect(list.stdout.contains("sugar 1 bottle (needs 1/2 tsp)"))
        #expect(list.stdout.contains("milk 1 pack (needs 1 cup)"))
        #expect(!list.stdout.contains("큰술") && !list.stdout.contains("작은술") && !list.stdout.contains("컵"))
    }

    /// `shop --plain --json`: the JSON wins, with the `--plain` lines as `plain` (in the answer's
    /// language, `""` for an empty list, exit 1); `--json` alone has no `plain`, `--plain` alone no JSON.
    @Test func plainWithJSONIsTheJSONWithThePlainLines() throws {
        let runner = BinaryRunner()
        _ = try runner.run("shop", "add", "양파", "1/2개")
        _ = try runner.run("shop", "add", "대파", "1단")
        _ = try runner.run("shop", "done", "대파")
        for (lang, lines) in [("ko", "- 양파 1개 (필요 1/2개)\n✓ 대파 1단"), ("en", "- onion 1 (needs 1/2)\n✓ green onion 1 bunch")] {
            let both = try runner.run("shop", "--plain", "--json", "--lang", lang)
            #expect(both.status == 0 && both.stdout.split(separator: "\n").count == 1, "\(both.stdout)")
            let object = try json(both.stdout)
            #expect(object["plain"] as? String == lines, "\(both.stdout)")
            let plain = try runner.run("shop", "--plain", "--lang", lang).stdout
            #expect(object["plain"] as? String == plain.trimmingCharacters(in: .newlines))
            #expect((object["items"] as? [[String: Any]])?.count == 2 && object["text"] is String)
            #expect(try json(try runner.run("shop", "list", "--json", "--plain", "--lang", lang).stdout)["plain"] as? String == lines)
        }
        #expect(try json(try runner.run("shop", "--json").stdout)["plain"] == nil)
        _ = try runner.run("shop", "clear")
        let empty = try runner.run("shop", "--plain", "--json")
        let emptyObject = try json(empty.stdout)
        #expect(empty.status == 1 && emptyObject["plain"] as? String == "", "\(empty.stdout)")
    }

    @Test func resettingStaplesIsAllOrNothing() throws {
        #expect(try yori.run("staples", "add", "대파", "고추장").status == 0)
        func staples() throws -> [String] {
            try #require(try JSONSerialization.jsonObject(with: Data(try yori.run("staples", "--json").stdout.utf8)) as? [String])
        }
        let changed = try staples()
        let unknown = try yori.run("staples", "reset", "대파", "용과")
        #expect(unknown.status == 2 && unknown.stderr.contains("용과") && unknown.stderr.contains("아무것도 바꾸지 않았어요"))
        let unchanged = try yori.run("staples", "reset", "대파", "두부")
        #expect(unchanged.status == 2 && unchanged.stderr.contains("두부는 바꾼 적이 없어서"))
        let symbols = try yori.run("staples", "reset", "고추장", "!!")
        #expect(symbols.status == 2 && symbols.stderr.contains("!!"))
        #expect(try staples() == changed)
        #expect(try yori.run("staples", "reset", "대파").status == 0)
        let one = try staples()
        #expect(!one.contains("대파") && one.contains("고추장"))
        let all = try yori.run("staples", "reset")
        let after = try staples()
        #expect(all.status == 0 && !after.contains("고추장"))
        #expect(try yori.run("staples", "--help").stdout.contains("yori staples reset           every staple back"))
    }
}
