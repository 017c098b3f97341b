import Foundation
import Testing

/// The language layer through the real binary: the fixed fridge and tip subcommands read
/// their words like a chat line, bad dates and units change nothing, lines yori cannot
/// place are said to be so, and a mistyped subcommand gets a hint. Today is 2026-11-22.
@Suite(.serialized) struct LanguageEndToEndTests {
    let yori = BinaryRunner()

    func items() throws -> [[String: Any]] {
        let list = try yori.run("fridge", "--json")
        let object = try #require(try JSONSerialization.jsonObject(with: Data(list.stdout.utf8)) as? [String: Any])
        return try #require(object["items"] as? [[String: Any]])
    }

    /// A line that says no language (`yori fridge`) answers in YORI_LANG before the locale's.
    @Test func yoriLangChoosesTheLanguageOfWordlessCommands() throws {
        #expect(try yori.run("fridge").stdout.hasPrefix("The fridge is empty"))
        let korean = try yori.run(["fridge"], extraEnvironment: ["YORI_LANG": "ko"])
        #expect(korean.stdout.hasPrefix("냉장고가 비어 있어요"), "\(korean.stdout)")
        let asked = try yori.run(["fridge", "add", "tofu"], extraEnvironment: ["YORI_LANG": "ko"])
        #expect(asked.stdout.hasPrefix("tofu → fridge"), "\(asked.stdout)")  // the words say English
    }

    @Test func fridgeSubcommandsReadTheirWordsLikeChat() throws {
        for args in [["두부", "한", "모"], ["대파", "2대"], ["할머니 된장", "1통"], ["dragon fruit"],
                     ["half a block of tofu", "--expires", "next friday"], ["우유", "--expires", "내일모레"],
                     ["계란", "--expires", "yesterday"]] {
            let r = try yori.run(["fridge", "add"] + args)
            #expect(r.status == 0, "\(args): \(r.stderr)")
        }
        let stored = try items().map { item in
            "\(item["ingredient"] as? String ?? "?")|\(item["canonical"] as? String ?? "-")|"
                + "\((item["quantity"] as? Double).map { FridgeFormat.amount($0) } ?? "-")\(item["unit"] as? String ?? "")|"
                + "\(item["expires"] as? String ?? "-")"
        }
        #expect(stored.contains { $0.hasPrefix("두부|두부|1모|") })  // expiry from the shelf life
        #expect(stored.contains { $0.hasPrefix("대파|대파|2대|") })
        #expect(stored.contains { $0.hasPrefix("할머니 된장|된장|1통|") })
        #expect(stored.contains { $0.hasPrefix("dragon fruit|-|-|") })
        #expect(stored.contains("두부|두부|0.5모|2026-11-27"))
        #expect(stored.contains("우유|우유|-|2026-11-24"))
        #expect(stored.contains("계란|계란|-|2026-11-21"))
        let use = try yori.run("fridge", "use", "두부", "반", "모")
        #expect(use.status == 0, "\(use.stderr)")
        let grandma = try yori.run("fridge", "use", "된장")
        #expect(grandma.stdout.contains("할머니 된장"), "\(grandma.stdout)")
    }

    @Test func badNamesAmountsDatesAndUnitsChangeNothing() throws {
        _ = try yori.run("fridge", "add", "계란", "4개")
        let cases: [([String], String)] = [
            // No Hangul in the words: the message is English.
            (["fridge", "add", ""], "has no name"), (["fridge", "add", "🍳"], "in letters"), (["fridge", "add", "두부", "🍳"], "재료 이름으로 쓸 수 없어요"), (["fridge", "use", "계란", "-2"], "0보다"),
            (["fridge", "add", "우유", "13월 45일"], "없는 날짜"), (["ask", "우유 샀어, 유통기한 13월 45일"], "없는 날짜"),
            (["ask", "냉장고에 우유 2xyz 넣었어"], "xyz"), (["ask", "두부 넣었어 2026-02-30까지"], "2026-02-30"),
        ]
        for (args, words) in cases {
            let r = try yori.run(args)
            #expect(r.status == 2, "\(args)")
            #expect((r.stdout + r.stderr).contains(words), "\(args): \(r.stdout) \(r.stderr)")
            #expect(!(r.stdout + r.stderr).contains("Unknown option"), "\(args)")
        }
        let stored = try items()
        #expect(stored.count == 1)
        #expect(stored.first?["quantity"] as? Double == 4)
    }

    @Test func linesNotUnderstoodShowExamplesInTheirLanguage() throws {
        let korean = try yori.run("ask", "뭐라는거야 진짜")
        #expect(korean.status == 2)
        #expect(korean.stderr.contains("이해하지 못했어요") && korean.stderr.contains("대파랑 계란으로 뭐 만들 수 있어?"))
        let english = try yori.run("asdf", "qwer")
        #expect(english.status == 2)
        #expect(english.stderr.contains("didn't understand") && english.stderr.contains("what can I cook with"))
        // Mash never goes to a model, so the reply does not offer to set one up.
        #expect(!english.stderr.contains("endpoint"), "\(english.stderr)")
        #expect(try yori.run("ask", "blorp").status == 2)
        // Laughter gets a short local reply (exit 0), keyboard mash the examples (exit 2).
        let laughter = try yori.run("ask", "ㅋㅋㅋㅋ")
        #expect(laughter.status == 0)
        #expect(laughter.stdout.contains("요리나 냉장고"), "\(laughter.stdout)")
        #expect(try yori.run("ask", "ㅁㄴㅇㄹ").status == 2)
        let hint = try yori.run("ask", "version")
        #expect(hint.status == 2)
        #expect((hint.stdout + hint.stderr).contains("yori --version"), "\(hint.stdout) \(hint.stderr)")
        let stew = try yori.run("ask", "how do I make kimchi stew")
        #expect(stew.status == 0)
        #expect(stew.stdout.contains("Kimchi stew"), "\(stew.stdout)")
        let list = try yori.run("ask", "15번 보여줘")
        #expect(list.status == 1)
        _ = try yori.run("search", "김치")
        let beyond = try yori.run("ask", "15번 보여줘")
        #expect(beyond.stdout.contains("목록에는 10개뿐이에요"), "\(beyond.stdout)")
    }

    @Test func aMistypedSubcommandGetsAHint() throws {
        let r = try yori.run("serch", "김치")
        #expect(r.status == 2)
        #expect(r.stderr.contains("'search'") && r.stderr.contains("yori search 김치"))
        let english = try yori.run("bookmakrs")
        #expect(english.status == 2 && english.stderr.contains("Did you mean 'bookmarks'?"))
        // Words yori knows are questions, not typos ("what" is one letter off "chat").
        #expect(try yori.run("what", "can", "I", "cook", "with", "eggs").status == 0)
    }

    @Test func tipKeepsAQuotedNameWhole() throws {
        let r = try yori.run("tip", "dragon fruit", "--json")
        #expect(r.stdout.contains("dragon fruit"))
        let parsed = try yori.run("parse", "--json", "how do I store dragon fruit")
        #expect(parsed.stdout.contains("\"ingredients\":[\"dragon fruit\"]"))
    }
}

/// `2`, `0.5`.
enum FridgeFormat {
    static func amount(_ q: Double) -> String { q == q.rounded() ? String(Int(q)) : String(q) }
}
