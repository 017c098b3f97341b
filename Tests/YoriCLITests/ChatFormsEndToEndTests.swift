import Foundation
import Testing

/// Chat lines that change stored data, through the real binary: a part uses a part, a
/// vague amount changes nothing (exit 2), the short quit words do not end piped input, and
/// a chat line with options runs the subcommand. Today is 2026-11-22.
@Suite(.serialized) struct ChatFormsEndToEndTests {
    let yori = BinaryRunner()

    func quantities(_ name: String) throws -> [Double?] {
        let list = try yori.run("fridge", "--json")
        let object = try #require(try JSONSerialization.jsonObject(with: Data(list.stdout.utf8)) as? [String: Any])
        let items = try #require(object["items"] as? [[String: Any]])
        return items.filter { $0["ingredient"] as? String == name }.map { $0["quantity"] as? Double }
    }

    @Test func partsAndVagueAmountsNeverUseEverything() throws {
        _ = try yori.run("fridge", "add", "우유", "1L")
        _ = try yori.run("fridge", "add", "김치", "500g")
        let half = try yori.run("ask", "우유 반 먹었어")
        #expect(half.status == 0, "\(half.stderr)")
        #expect(try quantities("우유") == [0.5])
        for args in [["ask", "김치 조금 먹었어"], ["ask", "ate some kimchi"], ["fridge", "use", "김치", "조금"]] {
            let r = try yori.run(args)
            #expect(r.status == 2, "\(args): \(r.stdout) \(r.stderr)")
            #expect((r.stdout + r.stderr).contains("김치") || (r.stdout + r.stderr).contains("kimchi"))
            #expect(try quantities("김치") == [500])
        }
        let korean = try yori.run("fridge", "use", "김치", "조금")
        #expect((korean.stdout + korean.stderr).contains("얼마나 썼어요?"), "\(korean.stdout) \(korean.stderr)")
        let all = try yori.run("ask", "김치 다 먹었어")
        #expect(all.status == 0)
        #expect(try quantities("김치").isEmpty)
    }

    @Test func pipedInputEndsOnlyOnTheExplicitWords() throws {
        let r = try yori.run("--json", stdin: "q\ncook 대파\n끝\nbye\nexit\ncook 감자\n")
        let intents = r.stdout.split(separator: "\n").compactMap { line -> String? in
            (try? JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])?["intent"] as? String
        }
        #expect(intents == ["quit", "recommend", "quit", "quit"], "\(r.stdout)")
    }

    @Test func aChatLineWithOptionsRunsTheSubcommand() throws {
        let r = try yori.run(stdin: "cook 대파 --limit 1\n")
        #expect(r.stdout.contains("1."), "\(r.stdout)")
        #expect(!r.stdout.contains("2."), "\(r.stdout)")
        #expect(!r.stdout.contains("limit"), "\(r.stdout)")
    }

    @Test func emptyRequestsToTheAIAreRefusedWithoutACall() throws {
        for args in [["ask", "--ai", ""], ["ask", "ai"], ["ask", "AI한테 물어봐"]] {
            let r = try yori.run(args)
            #expect(r.status == 2, "\(args): \(r.stdout) \(r.stderr)")
        }
    }

    @Test func theTypoHintPicksItsParticleBySound() throws {
        let cook = try yori.run("cok", "대파")
        #expect((cook.stdout + cook.stderr).contains("'cook'을 말씀"), "\(cook.stderr)")
        let fridge = try yori.run("fridg", "대파")
        #expect((fridge.stdout + fridge.stderr).contains("'fridge'를 말씀"), "\(fridge.stderr)")
    }
}
