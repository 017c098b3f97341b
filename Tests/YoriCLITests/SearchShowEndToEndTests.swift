import Foundation
import Testing

/// Numbering across pages, references to the last list, suggestions for misspelt names, and
/// what `show`, `unbookmark` and `cooked` say about ids and shared names, through the binary.
@Suite(.serialized) struct SearchShowEndToEndTests {
    let yori = BinaryRunner()

    func json(_ text: String) throws -> [String: Any] {
        try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
    }

    /// The numbers a list printed (` 4. 김치떡 …` → 4).
    func numbers(_ text: String) -> [Int] {
        text.split(separator: "\n").compactMap { line in
            let trimmed = line.drop { $0 == " " }
            guard let dot = trimmed.firstIndex(of: "."), trimmed.count < line.count else { return nil }
            return Int(trimmed[..<dot])
        }
    }

    /// The name a `show` answer starts with (its first line, without the English name).
    func shownName(_ text: String) -> String {
        String(text.split(separator: "\n").first { !$0.isEmpty }?.split(separator: " ").first ?? "")
    }

    @Test func searchPagesAreNumberedOnAndReferencesUseTheNumbersShown() throws {
        let page2 = try yori.run("search", "김치", "--limit", "3", "--page", "2")
        #expect(numbers(page2.stdout) == [4, 5, 6])
        #expect(page2.stdout.contains("'5번 보여줘'로 자세히"))
        let all = try json(try yori.run("search", "김치", "--limit", "6", "--json").stdout)
        let names = try #require(all["recipes"] as? [[String: Any]]).compactMap { $0["name"] as? String }
        #expect(names.count == 6)
        let paged = try json(try yori.run("search", "김치", "--limit", "3", "--page", "2", "--json").stdout)
        #expect(paged["first_number"] as? Int == 4)

        // `yori ask` refers to the page the last search showed: 5 is the fifth result.
        let fifth = try yori.run("ask", "5번 보여줘")
        #expect(fifth.status == 0 && shownName(fifth.stdout) == names[4])
        let outside = try yori.run("ask", "2번 보여줘")
        #expect(outside.status == 1 && outside.stdout.contains("4–6번"))

        // The chat: a search line, `더 보여줘` numbers on (7, 8, 9), and every number shown since
        // the list's first page points at what was shown for it.
        let chat = try yori.run(["--lang", "ko"], stdin: Data("search 김치 --limit 3\n더 보여줘\nshow 5\n2번 보여줘\nshow 9\n".utf8))
        let answers = chat.stdout.components(separatedBy: "\n\n")
        #expect(numbers(answers[0]) == [1, 2, 3])
        #expect(numbers(answers[1]) == [4, 5, 6])
        #expect(shownName(answers[2]) == names[4])
        #expect(shownName(answers[3]) == names[1])
        #expect(answers[4].contains("6개뿐") && answers[4].contains("9번은 없어요"))
    }

    @Test func cookPagesAreNumberedOnAndShopAddMissingTakesTheNumberShown() throws {
        let chat = try yori.run(["--lang", "ko"], stdin: Data("cook 두부 --limit 2\n더 보여줘\n3번 보여줘\n".utf8))
        let answers = chat.stdout.components(separatedBy: "\n\n")
        #expect(numbers(answers[0].split(separator: "\n").filter { !$0.hasPrefix("    ") }.joined(separator: "\n")) == [1, 2])
        #expect(numbers(answers[1].split(separator: "\n").filter { !$0.hasPrefix("    ") }.joined(separator: "\n")) == [3, 4])
        #expect(answers[1].contains("'4번 보여줘'로 자세히"))
        let third = shownName(answers[2])
        #expect(!third.isEmpty)
        // The list was saved with its numbers: `shop add-missing 3` is the third recipe shown.
        let shop = try yori.run("shop", "add-missing", "3", "--json")
        #expect(shop.status == 0 && shop.stdout.contains(third))
    }

    @Test func methodMuchimFindsDressedDishesByTheirNames() throws {
        let found = try json(try yori.run("search", "--method", "무침", "--limit", "200", "--json").stdout)
        let names = try #require(found["recipes"] as? [[String: Any]]).compactMap { $0["name"] as? String }
        #expect(names.contains("오이무침") && names.contains("시금치나물") && names.contains("배추겉절이"))
        #expect(names.allSatisfy { name in ["무침", "나물", "겉절이", "생채", "샐러드"].contains { name.hasSuffix($0) } })
        #expect(found["method"] as? String == "무침")
        // English words and the other filters; `cook` takes it too.
        let dressed = try json(try yori.run("search", "--method", "dressed", "--kind", "반찬", "--json").stdout)
        #expect((dressed["total"] as? Int ?? 0) > 0)
        let cook = try yori.run("cook", "두부", "--method", "무침", "--json")
        let cooked = try #require(try JSONSerialization.jsonObject(with: Data(cook.stdout.utf8)) as? [[String: Any]])
        #expect(!cooked.isEmpty && cooked.allSatisfy { ($0["name"] as? String)?.hasSuffix("무침") == true || ($0["name"] as? String)?.hasSuffix("나물") == true })
        // The help and the error list it among the methods.
        #expect(try yori.run("search", "--help").stdout.contains("무침"))
        let refused = try yori.run("search", "--method", "튀김찜")
        #expect(refused.status == 2 && refused.stderr.contains("튀기기, 무침, 기타"))
    }

    @Test func misspeltNamesGetTheClosestRecipeSuggested() throws {
        let korean = try yori.run("search", "볼고기")
        #expect(korean.status == 1 && korean.stdout.contains("혹시 불고기?"))
        let english = try yori.run("search", "bulgogii", "--lang", "en")
        #expect(english.status == 1 && english.stdout.contains("Did you mean 불고기 (Bulgogi)?"))
        let meat = try yori.run("show", "볼고기")
        #expect(meat.status == 1 && meat.stdout.contains("혹시 불고기?"))
        let shown = try json(try yori.run("show", "볼고기", "--json").stdout)
        #expect((shown["suggestions"] as? [[String: Any]])?.first?["name"] as? String == "불고기")
        // A dish ending typed with its look-alike vowel is that dish.
        let stew = try yori.run("show", "김치찌게")
        #expect(stew.status == 0 && stew.stdout.hasPrefix("김치찌개 (Kimchi stew)"), "\(stew.stdout)")
        // Nothing close: no suggestion, the usual answer.
        let far = try yori.run("search", "존재하지않는요리이름")
        #expect(far.status == 1 && !far.stdout.contains("혹시") && far.stdout.contains("찾는 레시피가 없어요"))
    }

    @Test func aNumberThatIsNoRecipeSaysSo() throws {
        let english = try yori.run("show", "99999", "--lang", "en")
        #expect(english.status == 1 && english.stdout.contains("There is no recipe #99999") && !english.stdout.contains("named"))
        let korean = try yori.run(["show", "99999"], extraEnvironment: ["LANG": "ko_KR.UTF-8"])
        #expect(korean.status == 1 && korean.stdout.contains("#99999 레시피는 없어요"))
        // In the chat, with a list shown, a number is a place in the list.
        let chat = try yori.run(["--lang", "ko"], stdin: Data("search 김치 --limit 2\nshow 99999\n".utf8))
        #expect(chat.stdout.contains("목록에는 2개뿐이에요 (99999번은 없어요)"))
    }

    @Test func sharedNamesAreListedByShowAndCooked() throws {
        let file = yori.temp + "/same.json"
        try #"{"name":"계란말이","kind":"반찬","method":"굽기","ingredients":[{"name":"계란","amount":"3개"}],"steps":["만다"]}"#
            .write(toFile: file, atomically: true, encoding: .utf8)
        let mine = try #require((try json(try yori.run("recipe", "add", "--from-json", file, "--json").stdout)["recipe"]
            as? [String: Any])?["id"] as? Int)
        let builtin = try #require((try json(try yori.run("search", "계란말이", "--json").stdout)["recipes"] as? [[String: Any]])?
            .compactMap { $0["id"] as? Int }.first { $0 != mine })
        let shown = try yori.run("show", "계란말이")
        #expect(shown.status == 0 && shown.stdout.contains("같은 이름의 레시피: #\(builtin)") && shown.stdout.contains("yori show \(builtin)"))
        let cooked = try yori.run("cooked", "계란말이", "--json")
        let answer = try json(cooked.stdout)
        #expect(cooked.status == 0 && (answer["entry"] as? [String: Any])?["recipe_id"] as? Int == mine)
        #expect((answer["same_name"] as? [[String: Any]])?.map { $0["id"] as? Int } == [builtin])
        #expect(try yori.run("cooked", "계란말이").stdout.contains("#\(builtin)"))
    }

    @Test func unbookmarkingWhatIsNotBookmarkedExitsOne() throws {
        let none = try yori.run("unbookmark", "계란찜")
        #expect(none.status == 1 && none.stdout.contains("북마크에 없어요"))
        #expect(try yori.run("bookmark", "계란찜").status == 0)
        #expect(try yori.run("bookmark", "계란찜").status == 0)  // already there: still fine
        #expect(try yori.run("unbookmark", "계란찜").status == 0)
    }

    @Test func aListOfOneHintsAtNumberOne() throws {
        let one = try yori.run("search", "콩나물무침")
        #expect(one.status == 0 && numbers(one.stdout) == [1] && one.stdout.contains("'1번 보여줘'로 자세히"))
        #expect(!one.stdout.contains("2번"))
        let english = try yori.run("search", "콩나물무침", "--lang", "en")
        #expect(english.stdout.contains("'show 1' for details"))
        let cook = try yori.run("cook", "두부", "--limit", "1")
        #expect(cook.stdout.contains("'1번 보여줘'로 자세히") && !cook.stdout.contains("2번 보여줘"))
    }

    @Test func showInEnglishHasEnglishPreparationsAndUnits() throws {
        let shown = try yori.run("show", "계란말이", "--lang", "en")
        #expect(shown.status == 0 && shown.stdout.contains("green onion (finely chopped)"))
        #expect(shown.stdout.contains("1/3 tsp") && shown.stdout.contains("1 Tbsp") && !shown.stdout.contains("큰술"))
    }
}
