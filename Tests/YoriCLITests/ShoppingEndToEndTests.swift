import Foundation
import Testing

/// The shopping list and staples through the real binary.
@Suite(.serialized) struct ShoppingEndToEndTests {
    let yori = BinaryRunner()

    func json(_ text: String) throws -> [String: Any] {
        try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
    }

    /// "대파 샀어" brings home what the list said (1단), and "산 거 냉장고에 넣어줘" after it puts
    /// nothing in twice: one lot of 대파 1단, and the list is empty.
    @Test func aPurchaseTakesTheListsAmountAndIsPutAwayOnce() throws {
        let lines = "장보기에 대파 1단 추가해줘\n대파 샀어\n산 거 냉장고에 넣어줘\n"
        let chat = try yori.run([], stdin: Data(lines.utf8))
        #expect(chat.status == 0, "\(chat.stderr)")
        let fridge = try #require(try json(try yori.run("fridge", "--json").stdout)["items"] as? [[String: Any]])
        #expect(fridge.count == 1, "\(fridge)")
        #expect(fridge.first?["quantity"] as? Double == 1 && fridge.first?["unit"] as? String == "단", "\(fridge)")
        #expect((try json(try yori.run("shop", "--json").stdout)["items"] as? [Any])?.isEmpty == true)
    }

    /// A recipe shown for eight (`show --servings 8`, `make it for 8`) goes on the list for eight, in the next run
    /// too, and the answer says so; in English with no Hangul.
    @Test func theNeedOfARecipeShownScaledIsAddedScaled() throws {
        #expect(try yori.run("show", "육개장", "--servings", "8").status == 0)
        let korean = try yori.run("ask", "장보기에 넣어줘")
        #expect(korean.status == 0 && korean.stdout.contains("장보기 목록에 넣었어요 (8인분 기준): 소고기"), "\(korean.stdout)")
        #expect(korean.stdout.contains("- [ ] 소고기 600g (육개장)") && korean.stdout.contains("- [ ] 대파 1단 (필요 6대 · 육개장)"))
        let listed = try json(try yori.run("shop", "--json").stdout)
        #expect((listed["items"] as? [[String: Any]])?.first?["amount"] as? String == "600g")
        let english = try BinaryRunner().run([], stdin: Data("show me how to make spicy beef soup\nmake it for 8\nadd it to my shopping list\n".utf8))
        let answer = english.stdout.components(separatedBy: "\n\n").last ?? ""
        #expect(answer.contains("Added to the shopping list (for 8 servings): beef") && answer.contains("- [ ] beef 600g (Spicy beef soup)"), "\(answer)")
        #expect(!answer.unicodeScalars.contains { (0xAC00...0xD7A3).contains($0.value) }, "\(answer)")
        let chat = try BinaryRunner().run(["--json"], stdin: Data("대파 계란으로 4인분 뭐 만들어?\n2번 장보기에 넣어줘\n".utf8))
        let answers = try chat.stdout.split(separator: "\n").map { try json(String($0)) }
        let second = try #require((answers.first?["recipes"] as? [[String: Any]])?[1]["name"] as? String)
        let added = try #require(answers.last?["added"] as? [[String: Any]])
        #expect(added.allSatisfy { $0["recipe"] as? String == second }, "\(added)")
        #expect((answers.last?["scale"] as? [String: Any])?["to"] as? Double == 4)
    }

    /// "그거 부족한 재료" after showing a recipe of the list: what that list said is missing, never
    /// the foods the user said they have.
    @Test func missingOfTheRecipeShownLeavesOutWhatWasAskedFor() throws {
        let lines = "참치랑 계란 있는데 뭐 해먹지\n2번 보여줘\n그거 부족한 재료 장보기에 넣어줘\n"
        let chat = try yori.run(["--json"], stdin: Data(lines.utf8))
        let answers = try chat.stdout.split(separator: "\n").map { try json(String($0)) }
        #expect(answers.count == 3)
        let added = try #require(answers.last?["added"] as? [[String: Any]]).compactMap { $0["ingredient"] as? String }
        #expect(!added.isEmpty && !added.contains("참치") && !added.contains("계란"), "\(added)")
    }

    @Test func missingIngredientsOfTheLastListGoOnTheListThenIntoTheFridge() throws {
        let lines = "대파랑 계란으로 뭐 만들 수 있어?\n1번 부족한 재료 장보기 목록에 넣어줘\n"
        let chat = try yori.run(["--json"], stdin: Data(lines.utf8))
        let answers = try chat.stdout.split(separator: "\n").map { try json(String($0)) }
        let recipes = try #require(answers[0]["recipes"] as? [[String: Any]])
        let missing = try #require(recipes[0]["missing"] as? [String])
        #expect(answers[1]["intent"] as? String == "shop_add_missing")
        let added = try #require(answers[1]["added"] as? [[String: Any]])
        #expect(added.map { $0["ingredient"] as? String } == missing)
        let first = try #require(missing.first)
        #expect(try yori.run("shop", "done", first).status == 0)
        let bought = try yori.run("shop", "bought")
        #expect(bought.status == 0)
        let fridge = try #require(try json(try yori.run("fridge", "--json").stdout)["items"] as? [[String: Any]])
        #expect(fridge.map { $0["ingredient"] as? String } == [first])
        #expect(fridge[0]["expires"] as? String != nil)
        let list = try json(try yori.run("shop", "--json").stdout)
        #expect((list["items"] as? [Any])?.count == missing.count - 1)
    }

    @Test func partsOfTheLastRecipeCanBeCopied() throws {
        let r = try yori.run([], stdin: Data("계란말이 레시피 보여줘\ncopy steps\n재료만 복사해줘\n장보기 목록 복사\n".utf8))
        let answers = r.stdout.components(separatedBy: "\n\n")
        #expect(answers.count == 4)
        #expect(answers[1].hasPrefix("1. 계란을"))
        #expect(answers[2].hasPrefix("- 계란 4개"))
        #expect(answers[3].contains("- [ ] 계란 4개") && !answers[3].contains("소금"))
        // A later run of the same (`ask`) conversation still knows the recipe shown last.
        let later = try yori.run("copy", "순서")
        #expect(later.status == 0 && later.stdout.hasPrefix("1. 계란을"))
        // In English (the words typed, here the locale's), the recipe's English steps.
        let english = try yori.run("copy", "steps")
        #expect(english.status == 0 && english.stdout.hasPrefix("1. Crack the eggs"))
        // A database where nothing was shown has nothing to copy.
        let cold = try yori.run(["copy", "steps"], extraEnvironment: ["YORI_DB": yori.temp + "/other.sqlite3"])
        #expect(cold.status == 1)
    }

    @Test func partsOfTheLastRecipeAreCopiedInTheAnswersLanguage() throws {
        let r = try yori.run([], stdin: Data("show me the rolled omelette recipe\ncopy steps\ncopy ingredients\n".utf8))
        let answers = r.stdout.components(separatedBy: "\n\n")
        #expect(answers.count == 3)
        #expect(answers[0].hasPrefix("Rolled omelette (계란말이)"))
        func hangul(_ text: String) -> Bool { text.unicodeScalars.contains { (0xAC00...0xD7A3).contains($0.value) } }
        #expect(answers[1].hasPrefix("1. ") && !hangul(answers[1]))
        #expect(answers[2].hasPrefix("- egg") && !hangul(answers[2]))
    }

    @Test func onlyStaplesAreCalledOut() throws {
        let r = try yori.run("cook", "소금", "물")
        #expect(r.stdout.contains("소금·물은 늘 있다고 치는 기본 재료예요"))
    }

    @Test func importedRecipesShowNutritionAndAttribution() throws {
        let file = yori.temp + "/one.json"
        let row = #"{"COOKRCP01":{"row":[{"RCP_SEQ":"9001","RCP_NM":"연습용 두부국","RCP_PAT2":"국&찌개","RCP_WAY2":"끓이기","INFO_ENG":"120","INFO_CAR":"10.5","INFO_PRO":"8","INFO_FAT":"3","INFO_NA":"400","RCP_PARTS_DTLS":"두부 100g, 대파 10g","MANUAL01":"1. 두부를 썬다.","MANUAL02":"2. 끓인다.","RCP_NA_TIP":"간장을 줄인다."}]}}"#
        try row.write(toFile: file, atomically: true, encoding: .utf8)
        #expect(try yori.run("import", file).status == 0)
        let shown = try yori.run("show", "연습용 두부국")
        #expect(shown.stdout.contains("영양 (1인분): 탄수화물 10.5g · 단백질 8g · 지방 3g · 나트륨 400mg"))
        #expect(shown.stdout.contains("저감 팁  간장을 줄인다."))
        #expect(shown.stdout.contains("식품의약품안전처 식품안전나라 공공데이터 (COOKRCP01, RCP_SEQ 9001)"))
    }

    @Test func referencesWithoutAListAreRefusedHonestly() throws {
        let r = try yori.run("ask", "2번 부족한 재료 장보기 목록에 넣어줘")
        #expect(r.status == 1)
        #expect(r.stdout.contains("어떤 요리인지"))
    }

    @Test func staplesCanBeChangedAndChangeTheRate() throws {
        let before = try #require(try JSONSerialization.jsonObject(with: Data(try yori.run("cook", "계란", "--json", "--limit", "50").stdout.utf8)) as? [[String: Any]])
        #expect(try yori.run("staples", "add", "대파").status == 0)
        let staples = try #require(try JSONSerialization.jsonObject(with: Data(try yori.run("staples", "--json").stdout.utf8)) as? [String])
        #expect(staples.contains("대파") && staples.contains("소금"))
        let after = try #require(try JSONSerialization.jsonObject(with: Data(try yori.run("cook", "계란", "--json", "--limit", "50").stdout.utf8)) as? [[String: Any]])
        let omeletteBefore = before.first { $0["name"] as? String == "계란말이" }?["match_rate"] as? Double
        let omeletteAfter = after.first { $0["name"] as? String == "계란말이" }?["match_rate"] as? Double
        #expect((omeletteAfter ?? 0) > (omeletteBefore ?? 1))
        #expect(try yori.run("staples", "add", "용과").status == 2)
    }
}
