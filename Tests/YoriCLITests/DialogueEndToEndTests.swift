import Foundation
import Testing

/// Issue 12 through the built binary: one pipe input is one conversation whose follow-ups
/// refine, point back and carry on; `--json` carries the effective filters and `refines`.
@Suite(.serialized) struct DialogueEndToEndTests {
    let yori = BinaryRunner()

    func objects(_ stdout: String) throws -> [[String: Any]] {
        try stdout.split(separator: "\n").map { line in
            try #require(try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])
        }
    }

    @Test func aPipedChatKeepsTheThreadInJSON() throws {
        let r = try yori.run("--json", stdin: "두부랑 김치 있는데 뭐 해먹지\n국 종류로\n양파 빼고\n더 보여줘\n처음부터\n이거 북마크해줘\n")
        let answers = try objects(r.stdout)
        try #require(answers.count == 6, "\(r.stdout) \(r.stderr)")
        #expect(answers[0]["refines"] is NSNull)
        #expect(answers[1]["intent"] as? String == "recommend")
        #expect(answers[1]["kind"] as? String == "국&찌개")
        #expect(answers[1]["refines"] as? String == "두부랑 김치 있는데 뭐 해먹지")
        #expect(answers[2]["exclude"] as? [String] == ["양파"])
        #expect(answers[2]["kind"] as? String == "국&찌개")
        #expect(answers[2]["refines"] as? String == "국 종류로")
        #expect(answers[2]["ingredients"] as? [String] == ["두부", "김치"])
        for recipe in answers[2]["recipes"] as? [[String: Any]] ?? [] {
            #expect(recipe["kind"] as? String == "국&찌개")
            #expect(!(recipe["missing"] as? [String] ?? []).contains("양파"))
        }
        #expect(answers[3]["exclude"] as? [String] == ["양파"])
        #expect(answers[4]["intent"] as? String == "reset")
        #expect(answers[5]["error"] as? String == "nothing_to_point_at")
    }

    @Test func theHeaderNamesTheWholeRequestAndCookTakesWithout() throws {
        let r = try yori.run(stdin: "두부랑 김치 있는데 뭐 해먹지\n국 종류로\n양파 빼고\n")
        #expect(r.stdout.contains("두부·김치 · 국&찌개 · 양파 제외: "), "\(r.stdout)")
        let cook = try yori.run("cook", "두부", "--without", "양파", "--json")
        #expect(cook.status == 0, "\(cook.stderr)")
        let recipes = try #require(try JSONSerialization.jsonObject(with: Data(cook.stdout.utf8)) as? [[String: Any]])
        #expect(!recipes.isEmpty)
        #expect(recipes.allSatisfy { !($0["missing"] as? [String] ?? []).contains("양파") })
    }

    @Test func theThreadSurvivesContinueButNotANewPipe() throws {
        _ = try yori.run("chat", "dinner", stdin: "두부랑 김치 있는데 뭐 해먹지\n")
        let again = try yori.run("chat", "dinner", "--json", stdin: "국 종류로\n")
        let answer = try #require(try objects(again.stdout).first)
        #expect(answer["refines"] as? String == "두부랑 김치 있는데 뭐 해먹지", "\(again.stdout) \(again.stderr)")
        // A new pipe input is a new conversation: nothing to refine, so a search.
        _ = try yori.run(stdin: "두부랑 김치 있는데 뭐 해먹지\n")
        let fresh = try yori.run("--json", stdin: "국 종류로\n")
        #expect(try objects(fresh.stdout).first?["intent"] as? String == "search")
    }
}
