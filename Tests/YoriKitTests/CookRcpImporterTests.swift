import Foundation
import Testing
@testable import YoriKit

@Suite struct CookRcpImporterTests {
    static let importer = CookRcpImporter(lexicon: try! Builtin.lexicon())

    func convert(_ fixture: String) throws -> CookRcpConversion {
        Self.importer.convert(try CookRcpDocument.decode(try Fixtures.cookRcp(fixture)).rows)
    }

    @Test func turnsRowsIntoRecipes() throws {
        let result = try convert("small-envelope.json")
        #expect(result.problems.isEmpty)
        #expect(result.recipes.map(\.sourceRef) == ["9001", "9002", "9003", "9004", "9005"])
        let soup = result.recipes[0]
        #expect(soup.source == .imported)
        #expect(soup.name == "두부 달걀국" && soup.nameEnglish == "")
        #expect(soup.kind == "국&찌개" && soup.method == "끓이기")
        #expect(soup.kcal == 120)
        #expect(soup.nutrition == RecipeNutrition(weightGrams: nil, carbsGrams: 4.5, proteinGrams: 9, fatGrams: 6.2,
                                                  sodiumMilligrams: 480))
        #expect(soup.tags == ["두부"])
        #expect(soup.steps == ["두부는 사방 1.5cm로 깍둑 썬다.", "냄비에 물을 붓고 끓으면 두부를 넣어 한소끔 끓인다.",
                               "달걀을 풀어 넣고 다진 대파를 올린 뒤 국간장과 소금으로 간을 한다."])
        #expect(soup.reductionTip == "국간장을 반으로 줄이고 다시마 우린 물을 쓰면 짠맛이 덜해요.")
        #expect(soup.images == [
            RecipeImage(role: .main, url: "http://www.example.org/cook/9001_main.png"),
            RecipeImage(role: .thumbnail, url: "http://www.example.org/cook/9001_mk.png"),
            RecipeImage(role: .step, step: 0, url: "http://www.example.org/cook/9001_1.png"),
            RecipeImage(role: .step, step: 1, url: "http://www.example.org/cook/9001_2.png"),
        ])
        let leek = try #require(soup.ingredients.first { $0.name == "대파" })
        #expect(leek.prep == "다진" && leek.amount == "10g(1큰술)" && leek.group == .main)
        #expect(soup.ingredients.first { $0.name == "달걀" }?.canonical == "계란")

        let beef = result.recipes[1]
        #expect(beef.name == "쇠고기 버섯 불고기")  // double space collapsed
        #expect(beef.tags == ["소고기", "버섯"])
        #expect(beef.ingredients.first?.canonical == "소고기")
        #expect(beef.ingredients.first { $0.name == "간장" }?.amount == "20g(1⅓큰술)")
        #expect(beef.steps.allSatisfy { !$0.hasSuffix("B") && !$0.hasSuffix("(d)") && !$0.hasPrefix("1)") })
        #expect(beef.images.map(\.role) == [.main])

        let empty = result.recipes[4]
        #expect(empty.ingredients.isEmpty && empty.kcal == nil && empty.nutrition == nil)
        #expect(result.warnings == [CookRcpRowWarning(row: 5, seq: "9005", name: "재료를 적지 않은 요리", kind: .noIngredients)])
        #expect(result.ingredientLines == 28 && result.resolvedLines == 28)
    }

    @Test func reportsEveryBadRowWithItsFieldAndReason() throws {
        let result = try convert("broken-rows.json")
        #expect(result.recipes.map(\.sourceRef) == ["9201"])
        #expect(result.problems == [
            CookRcpRowProblem(row: 2, seq: "9202", field: "RCP_NM", reason: .missing),
            CookRcpRowProblem(row: 3, seq: "9203", name: "열량이 이상한 나물", field: "INFO_ENG", reason: .notANumber("120kcal")),
            CookRcpRowProblem(row: 4, reason: .notAnObject("a string")),
            CookRcpRowProblem(row: 5, seq: "9205", name: "재료가 객체인 요리", field: "RCP_PARTS_DTLS", reason: .notText("an object")),
            CookRcpRowProblem(row: 6, seq: "9201", name: "같은 번호의 계란찜", field: "RCP_SEQ", reason: .duplicate(firstRow: 1)),
        ])
        #expect(result.badRowCount == 5)
        #expect(result.problems[1].message(.en) == "row 3 (RCP_SEQ 9203, 열량이 이상한 나물): INFO_ENG is not a number: \"120kcal\"")
        #expect(result.problems[1].message(.ko) == "3번째 행 (RCP_SEQ 9203, 열량이 이상한 나물): INFO_ENG이(가) 숫자가 아니에요: \"120kcal\"")
        #expect(result.problems[0].message(.en) == "row 2 (RCP_SEQ 9202): RCP_NM is missing or empty")
    }

    func row(_ fields: [String: String]) -> CookRcpRow {
        CookRcpRow(number: 1, fields: ["RCP_SEQ": "1", "RCP_NM": "죽", "RCP_PARTS_DTLS": "쌀 50g", "MANUAL01": "1. 끓인다."]
            .merging(fields) { $1 })
    }

    func problems(_ fields: [String: String]) -> [CookRcpRowProblem.Reason] {
        if case .rejected(let problems) = Self.importer.recipe(from: row(fields)) { return problems.map(\.reason) }
        return []
    }

    @Test func checksSequencesAndNumbers() {
        #expect(problems(["RCP_SEQ": ""]) == [.missing])
        #expect(problems(["RCP_SEQ": "abc"]) == [.badSequence("abc")])
        #expect(problems(["RCP_SEQ": "-3"]) == [.badSequence("-3")])
        #expect(problems(["RCP_SEQ": "0"]) == [.badSequence("0")])
        #expect(problems(["INFO_ENG": "약 200"]) == [.notANumber("약 200")])
        #expect(problems(["INFO_NA": "nan"]) == [.notANumber("nan")])
        #expect(problems(["INFO_ENG": "1,234.5", "INFO_WGT": " 300 "]).isEmpty)
        #expect(problems(["INFO_ENG": ""]).isEmpty)
        #expect(problems(["RCP_NM": "", "INFO_CAR": "x"]) == [.missing, .notANumber("x")])
    }

    @Test func refusesFieldsNoRecipeNeeds() {
        let huge = String(repeating: "대파 10g, ", count: 10_000)
        #expect(problems(["RCP_PARTS_DTLS": huge]) == [.tooLong(bytes: huge.utf8.count)])
        #expect(problems(["MANUAL01": String(repeating: "a", count: CookRcpImporter.maxFieldBytes)]).isEmpty)
        let message = CookRcpRowProblem(row: 2, seq: "7", field: "MANUAL03", reason: .tooLong(bytes: 100_000)).message(.en)
        #expect(message == "row 2 (RCP_SEQ 7): MANUAL03 is too long (100000 bytes; at most 64 KiB)")
    }

    @Test func normalisesIdentityAndDefaults() {
        guard case .recipe(let recipe, _) = Self.importer.recipe(from: row(["RCP_SEQ": "0017", "HASH_TAG": "#매운맛 #간식, 매운맛"]))
        else { Issue.record("rejected"); return }
        #expect(recipe.sourceRef == "17")
        #expect(recipe.kind == "기타" && recipe.method == "기타")
        #expect(recipe.tags == ["매운맛", "간식"])
    }

    @Test func leavesOutImagesThatAreNotURLs() {
        guard case .recipe(let recipe, let warnings) = Self.importer.recipe(from: row(["ATT_FILE_NO_MAIN": "사진 없음",
                                                                                       "MANUAL_IMG01": "https://x.org/1.jpg"]))
        else { Issue.record("rejected"); return }
        #expect(recipe.images == [RecipeImage(role: .step, step: 0, url: "https://x.org/1.jpg")])
        #expect(warnings.map(\.kind) == [.notAURL(field: "ATT_FILE_NO_MAIN")])
    }

    @Test func fingerprintsFollowContent() throws {
        let recipes = try convert("small-envelope.json").recipes
        let again = try convert("small-envelope.json").recipes
        #expect(recipes.map(\.fingerprint) == again.map(\.fingerprint))
        #expect(Set(recipes.map(\.fingerprint)).count == recipes.count)
        var changed = recipes[0]
        changed.ingredients[0].amount = "200g"
        #expect(changed.fingerprint != recipes[0].fingerprint)
        var renumbered = recipes[0]
        renumbered.id = 99
        #expect(renumbered.fingerprint == recipes[0].fingerprint)
        #expect(recipes[0].fingerprint.count == 16)
    }
}
