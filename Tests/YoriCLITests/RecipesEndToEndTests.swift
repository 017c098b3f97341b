import Foundation
import Testing

/// Search, show, bookmarks, user recipes and the cooking log through the real binary.
@Suite(.serialized) struct RecipesEndToEndTests {
    let yori = BinaryRunner()

    func json(_ text: String) throws -> [String: Any] {
        try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
    }

    func names(_ result: BinaryRunner.Result) throws -> [String] {
        try #require(try json(result.stdout)["recipes"] as? [[String: Any]]).compactMap { $0["name"] as? String }
    }

    @Test func searchByChoseongTwoSyllablesAndFilters() throws {
        #expect(try names(yori.run("search", "ㄷㅈㅉㄱ", "--json")).first == "된장찌개")
        #expect(try names(yori.run("search", "ㄱㄹㅁㄹ", "--json")).first == "계란말이")
        let kimchi = try names(yori.run("search", "김치", "--json", "--limit", "3"))
        #expect(kimchi.count == 3 && kimchi.allSatisfy { $0.contains("김치") })
        let page2 = try json(try yori.run("search", "김치", "--json", "--limit", "3", "--page", "2").stdout)
        #expect(page2["page"] as? Int == 2 && (page2["total"] as? Int ?? 0) > 3)
        #expect(try names(yori.run("search", "대파", "--json", "--limit", "50")).count > 10)
        let sides = try json(try yori.run("search", "--kind", "반찬", "--method", "볶기", "--max-kcal", "500", "--json").stdout)
        #expect((sides["recipes"] as? [[String: Any]])?.allSatisfy { $0["kind"] as? String == "반찬" && $0["method"] as? String == "볶기" } == true)
        let none = try yori.run("search", "존재하지않는요리이름")
        #expect(none.status == 1)
    }

    @Test func showAsJSONAndUnknownNames() throws {
        let shown = try yori.run("show", "계란말이", "--json")
        #expect(shown.status == 0)
        let recipe = try #require(try json(shown.stdout)["recipe"] as? [String: Any])
        #expect(recipe["name"] as? String == "계란말이" && recipe["source"] as? String == "builtin")
        #expect(recipe["attribution"] as? String == "yori 내장 레시피")
        #expect((recipe["steps"] as? [String])?.isEmpty == false)
        #expect((recipe["ingredients"] as? [[String: Any]])?.first?["group"] as? String == "주재료")
        let text = try yori.run("show", "계란말이")
        #expect(text.stdout.contains("만드는 법") && text.stdout.contains(" 1. ") && text.stdout.contains("출처: yori 내장 레시피"))
        let missing = try yori.run("show", "없는요리")
        #expect(missing.status == 1 && missing.stdout.contains("yori search"))
    }

    /// `show --servings N`, `show 계란말이 4인분`, and in a pipe `4인분으로 알려줘` / `double it` after a recipe: every
    /// amount scaled, the header saying how, the JSON carrying the factor; English stays English.
    @Test func showScaled() throws {
        let text = try yori.run("show", "계란말이", "--servings", "4")
        #expect(text.status == 0 && text.stdout.contains("4인분 (2인분 레시피를 2배로)") && text.stdout.contains("8개"))
        #expect(text.stdout.contains("1/3개") && text.stdout.contains("2/3작은술") && !text.stdout.contains("1/6개"))
        #expect(try yori.run("show", "계란말이", "4인분").stdout == text.stdout)
        let shown = try json(try yori.run("show", "계란말이", "--servings", "3", "--json").stdout)
        let scale = try #require(shown["scale"] as? [String: Any])
        #expect(scale["from"] as? Int == 2 && scale["to"] as? Double == 3 && scale["factor"] as? Double == 1.5)
        let recipe = try #require(shown["recipe"] as? [String: Any])
        #expect(recipe["servings"] as? Int == 3 && (recipe["ingredients"] as? [[String: Any]])?.first?["amount"] as? String == "6개")
        #expect(try json(try yori.run("show", "계란말이", "--json").stdout)["scale"] is NSNull)
        #expect(try yori.run("show", "계란말이", "--servings", "0").status == 2)
        let chat = try yori.run([], stdin: Data("ㄱㄹㅁㄹ\n1번\n4인분으로 알려줘\n".utf8))
        #expect(chat.stdout.contains("4인분 (2인분 레시피를 2배로)") && chat.stdout.contains("계란         8개"))
        let english = try yori.run([], stdin: Data("show me how to make rolled omelette\ndouble it\nwhat are the ingredients\n".utf8))
        #expect(english.stdout.contains("serves 4 (scaled ×2 from 2)") && english.stdout.contains("- egg 8\n"))
        #expect(english.stdout.contains("salt 2/3 tsp"))
        #expect(!english.stdout.split(separator: "\n").drop { !$0.hasPrefix("Rolled omelette — ingredients") }.contains { hasHangul(String($0)) })
    }

    /// The steps say what the ingredients say: `물 12컵` is `물 24컵` for eight, times stay; English too, with no Hangul.
    @Test func showScaledSteps() throws {
        let korean = try yori.run("show", "육개장", "--servings", "8")
        #expect(korean.status == 0 && korean.stdout.contains("물                    24컵"))
        #expect(korean.stdout.contains("찬물에 30분 담가 핏물을 빼고 물 24컵과 함께 1시간 정도 삶는다."))
        #expect(korean.stdout.contains("(만드는 법의 재료 양도 맞췄어요. 시간과 온도는 원래 레시피 그대로예요.)"))
        #expect(!korean.stdout.contains("물 12컵") && !korean.stdout.contains("60분"))
        let english = try yori.run("show", "육개장", "--servings", "8", "--lang", "en")
        #expect(english.stdout.contains("simmer it in 24 cups of water for about 1 hour.") && english.stdout.contains("for 30 minutes"))
        #expect(english.stdout.contains("(Amounts in the steps are scaled too; times and temperatures are as written.)"))
        #expect(!english.stdout.split(separator: "\n").contains { hasHangul(String($0)) && !$0.contains("(육개장)") })
        let json = try json(try yori.run("show", "닭한마리", "2배", "--json", "--lang", "en").stdout)
        let recipe = try #require(json["recipe"] as? [String: Any])
        #expect((recipe["steps"] as? [String])?.contains { $0.contains("대파 2대를") || $0.contains("2 green onions") } == true)
    }

    private func hasHangul(_ line: String) -> Bool { line.unicodeScalars.contains { (0xAC00...0xD7A3).contains($0.value) } }

    @Test func bookmarkRoundTripAndCookedLog() throws {
        #expect(try yori.run("bookmark", "계란말이").status == 0)
        #expect(try names(yori.run("bookmarks", "--json")) == ["계란말이"])
        #expect(try yori.run("unbookmark", "계란말이").status == 0)
        #expect(try yori.run("bookmarks").status == 1)
        let cooked = try yori.run("cooked", "계란말이", "--rating", "4", "--note", "파를 더", "--json")
        let entry = try #require(try json(cooked.stdout)["entry"] as? [String: Any])
        #expect(entry["rating"] as? Int == 4 && entry["day"] as? String == "2026-11-22" && entry["note"] as? String == "파를 더")
        let chat = try yori.run(["--json"], stdin: Data("된장찌개 해먹었어, 별점 5\n".utf8))
        #expect(try json(chat.stdout)["intent"] as? String == "cooked")
        let log = try #require(try json(try yori.run("cooked", "--json").stdout)["entries"] as? [[String: Any]])
        #expect(log.map { $0["recipe"] as? String } == ["된장찌개", "계란말이"])
        #expect(try yori.run("cooked", "계란말이", "--rating", "9").status == 2)
    }

    @Test func userRecipeFromJSONIsFoundByCookAndEditable() throws {
        let file = yori.temp + "/mine.json"
        try #"{"name":"용과볶음","kind":"반찬","method":"볶기","ingredients":[{"name":"두부","amount":"1모"},{"name":"용과","amount":"1개"}],"steps":["볶는다"]}"#
            .write(toFile: file, atomically: true, encoding: .utf8)
        let added = try yori.run("recipe", "add", "--from-json", file, "--json")
        #expect(added.status == 0)
        let id = try #require((try json(added.stdout)["recipe"] as? [String: Any])?["id"] as? Int)
        let cook = try #require(try JSONSerialization.jsonObject(with: Data(try yori.run("cook", "두부", "용과", "--json").stdout.utf8)) as? [[String: Any]])
        #expect(cook.first?["name"] as? String == "용과볶음" && cook.first?["source"] as? String == "user")
        #expect(try yori.run("recipe", "edit", "\(id)", "--minutes", "10", "--add-ingredient", "대파 1대", "--add-step", "파를 올린다").status == 0)
        let shown = try #require(try json(try yori.run("show", "\(id)", "--json").stdout)["recipe"] as? [String: Any])
        #expect(shown["minutes"] as? Int == 10 && (shown["steps"] as? [String])?.count == 2)
        #expect(try yori.run("recipe", "rm", "\(id)").status == 0)
        #expect(try yori.run("show", "\(id)").status == 1)
        let bad = yori.temp + "/bad.json"
        try #"{"name":"x","kind":"국","ingredients":[{"name":"a"}],"steps":["b"]}"#.write(toFile: bad, atomically: true, encoding: .utf8)
        let refused = try yori.run("recipe", "add", "--from-json", bad)
        #expect(refused.status == 2 && refused.stderr.contains("kind"))
    }

    @Test func builtinRecipesCannotBeRemovedButCanBeCopied() throws {
        let rm = try yori.run("recipe", "rm", "계란말이")
        #expect(rm.status == 2 && rm.stderr.contains("recipe copy"))
        let copy = try yori.run("recipe", "copy", "계란말이", "--name", "파 듬뿍 계란말이", "--json")
        let copied = try json(copy.stdout)["recipe"] as? [String: Any]
        #expect(copy.status == 0 && copied?["source"] as? String == "user")
        #expect(try names(yori.run("search", "파 듬뿍", "--json")).first == "파 듬뿍 계란말이")
    }

    @Test func pipeModeSearchThenShowByNumber() throws {
        let lines = "계란 들어간 반찬 찾아줘\n2번 보여줘\n더 보여줘\n"
        let chat = try yori.run(["--json"], stdin: Data(lines.utf8))
        let answers = try chat.stdout.split(separator: "\n").map { try json(String($0)) }
        #expect(answers.map { $0["intent"] as? String } == ["search", "show", "more"])
        let listed = try #require(answers[0]["recipes"] as? [[String: Any]])
        let shown = try #require(answers[1]["recipe"] as? [String: Any])
        #expect(shown["name"] as? String == listed[1]["name"] as? String)
        #expect(answers[2]["page"] as? Int == 2)
    }
}

/// `yori ask`, pipe mode and the fixed commands share the `ask` conversation, so a list shown
/// by one run can be referred to by the next.
@Suite struct ReferencesBetweenRunsTests {
    let yori = BinaryRunner()

    func object(_ text: String) throws -> [String: Any] {
        try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
    }

    @Test func numbersMoreAndShoppingPointAtWhatTheLastRunShowed() throws {
        let listed = try #require(try JSONSerialization.jsonObject(
            with: Data(try yori.run("cook", "대파", "계란", "--limit", "3", "--json").stdout.utf8)) as? [[String: Any]])
        let second = try #require(listed[1]["name"] as? String)
        let shown = try yori.run("ask", "2번 보여줘", "--json")
        #expect(shown.status == 0)
        #expect((try object(shown.stdout)["recipe"] as? [String: Any])?["name"] as? String == second)
        let missing = try #require(listed[1]["missing"] as? [String])
        if !missing.isEmpty {
            let shop = try yori.run("ask", "2번 부족한 재료 장보기 목록에 넣어줘")
            #expect(shop.status == 0 && missing.allSatisfy { shop.stdout.contains($0) })
        }

        let page1 = try object(try yori.run("search", "김치", "--limit", "3", "--json").stdout)
        let more = try object(try yori.run(["--json"], stdin: Data("더 보여줘\n".utf8)).stdout)
        #expect(more["page"] as? Int == 2 && more["limit"] as? Int == 3)
        let ids1 = (page1["recipes"] as? [[String: Any]])?.compactMap { $0["id"] as? Int } ?? []
        let ids2 = (more["recipes"] as? [[String: Any]])?.compactMap { $0["id"] as? Int } ?? []
        #expect(ids2.count == 3 && Set(ids1).isDisjoint(with: ids2))
        // Page 2 is numbered 4–6: 4번 is its first recipe, and 1번 is still page 1's first.
        let fourth = try object(try yori.run("ask", "4번 보여줘", "--json").stdout)
        #expect((fourth["recipe"] as? [String: Any])?["id"] as? Int == ids2.first)
        let first = try object(try yori.run("ask", "1번 보여줘", "--json").stdout)
        #expect((first["recipe"] as? [String: Any])?["id"] as? Int == ids1.first)
    }
}
