import Foundation
import Testing

/// What issue 5's matching fixes promise, through the real binary on the built-in recipes:
/// kinds count as the broader ingredient, general words, rice, pepper, long lists of unknown words.
@Suite(.serialized) struct MatchingEndToEndTests {
    let yori = BinaryRunner()

    func recipes(_ arguments: String..., limit: Int = 30) throws -> [[String: Any]] {
        let result = try yori.run(["cook", "--json", "--limit", "\(limit)"] + arguments)
        return try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [[String: Any]])
    }

    func names(_ list: [[String: Any]]) -> [String] { list.compactMap { $0["name"] as? String } }

    /// `cook 삼겹살 김치`: 두부김치 needs 돼지고기, and 삼겹살 is pork, so it uses both, in full.
    @Test func aKindHasTheBroaderIngredient() throws {
        let list = try recipes("삼겹살", "김치")
        let tofu = try #require(list.first { $0["name"] as? String == "두부김치" })
        #expect(tofu["asked_used"] as? Int == 2)
        let levels = (tofu["match_levels"] as? [[String: Any]]) ?? []
        #expect(levels.contains { $0["ingredient"] as? String == "돼지고기" && $0["level"] as? String == "covers" && $0["asked"] as? String == "삼겹살" })
        let text = try yori.run("cook", "삼겹살", "김치").stdout
        #expect(text.contains("✓돼지고기(삼겹살)") && !text.contains("≈돼지고기"))
        #expect(!text.contains("≈ 비슷한 재료로 대신하는 요리"))
        // The other way round, pork covers the cuts a cook uses it for (삼겹살, accepted-kinds.tsv);
        // for other kinds (돼지갈비) a relative stands in, at the lower weight.
        let pork = try recipes("돼지고기", limit: 500)
        func level(of ingredient: String) -> String? {
            let recipe = pork.first { ($0["match_levels"] as? [[String: Any]])?.contains { $0["ingredient"] as? String == ingredient } == true }
            return (recipe?["match_levels"] as? [[String: Any]])?.first { $0["ingredient"] as? String == ingredient }?["level"] as? String
        }
        #expect(level(of: "삼겹살") == "covers")
        #expect(level(of: "돼지갈비") == "related")
    }

    /// General words are ingredients to the parser and match their category as relatives.
    @Test func generalWordsAreKnownAndMatchTheirCategory() throws {
        for (line, words) in [("고기랑 감자로 뭐 만들어", ["고기", "감자"]), ("야채랑 계란 있어", ["채소", "계란"]),
                              ("what can I cook with meat and noodles", ["고기", "면"]), ("해산물로 뭐 만들지", ["해물"])] {
            let parsed = try #require(try JSONSerialization.jsonObject(with: Data(try yori.run("parse", line, "--json").stdout.utf8)) as? [String: Any])
            #expect(parsed["intent"] as? String == "recommend" && parsed["ingredients"] as? [String] == words, "\(line)")
            #expect(parsed["unknown"] == nil, "\(line)")
        }
        let meat = try yori.run("cook", "고기", "감자")
        #expect(meat.status == 0 && !meat.stdout.contains("모르는 재료"))
        #expect(meat.stdout.contains("(고기)") && meat.stdout.contains("≈"))
        let seafood = try recipes("해산물")
        #expect(!seafood.isEmpty && seafood.allSatisfy { ($0["match_levels"] as? [[String: Any]])?.isEmpty == false })
        #expect(names(seafood).contains { $0.contains("새우") || $0.contains("오징어") })
    }

    /// 쌀 and 밥 stand for each other, in Korean and English.
    @Test func riceFindsCookedRiceDishes() throws {
        for query in [["쌀", "계란"], ["rice", "egg"]] {
            let list = try yori.run(["cook", "--json", "--limit", "30"] + query)
            let all = try #require(try JSONSerialization.jsonObject(with: Data(list.stdout.utf8)) as? [[String: Any]])
            let both = names(all.filter { $0["asked_used"] as? Int == 2 })
            for dish in ["김치볶음밥", "계란볶음밥", "오므라이스"] { #expect(both.contains(dish), "\(query): \(dish) not in \(both)") }
        }
    }

    /// 500 unknown words: one notice line, quickly.
    @Test func manyUnknownWordsAreNamedOnce() throws {
        let words = (0..<500).map { "xyz\($0)" }
        let start = Date()
        let korean = try yori.run(["cook", "--lang", "ko"] + words)
        #expect(Date().timeIntervalSince(start) < 10)
        #expect(korean.status == 1)
        let notices = korean.stdout.split(separator: "\n").filter { $0.contains("모르는 재료") }
        #expect(notices.count == 1 && notices.first?.contains("모르는 재료 500개: xyz0, xyz1,") == true)
        #expect(notices.first?.contains("외 490개") == true && !korean.stdout.contains("xyz499"))
        let english = try yori.run(["cook", "--lang", "en"] + words)
        #expect(english.stdout.split(separator: "\n").filter { $0.contains("unknown ingredient") }.count == 1)
        #expect(english.stdout.contains("500 unknown ingredients: xyz0, xyz1,") && english.stdout.contains("and 490 more"))
        let json = try yori.run(["cook", "--json", "--lang", "en"] + words)
        #expect(json.stderr.split(separator: "\n").count == 1 && json.stderr.contains("500 unknown ingredients"))
        // One unknown word keeps its own sentence.
        #expect(try yori.run("cook", "용과", "두부").stdout.contains("'용과'는 모르는 재료예요"))
    }

    /// Every way of writing pepper is a staple: never missing, never required.
    @Test func whitePepperIsAStaple() throws {
        let staples = try yori.run("cook", "흰후추", "통후추", "후춧가루")
        #expect(staples.status == 1 && staples.stdout.contains("주재료를 하나 이상 알려 주세요"))
        let list = try recipes("계란")
        #expect(list.allSatisfy { !(($0["missing"] as? [String]) ?? []).contains { $0.contains("후추") } })
    }
}
