import Foundation
import Testing
@testable import YoriKit

/// The real 2021 COOKRCP01 response from `../shared/data` (skipped when it is absent).
@Suite(.enabled(if: Fixtures.hasSharedCookRcp, "needs ../shared/data/cookrcp01"))
struct SharedCookRcpTests {
    static let conversion: (document: CookRcpDocument, result: CookRcpConversion)? = {
        guard let data = try? Data(contentsOf: Fixtures.sharedCookRcp),
              let document = try? CookRcpDocument.decode(data) else { return nil }
        return (document, CookRcpImporter(lexicon: try! Builtin.lexicon()).convert(document.rows))
    }()

    func converted() throws -> (document: CookRcpDocument, result: CookRcpConversion) {
        try #require(Self.conversion, "the shared file could not be read")
    }

    @Test func everyRowBecomesARecipe() throws {
        let (document, result) = try converted()
        #expect(document.rows.count == 1318)
        #expect(document.declaredCount == 1318)
        #expect(result.problems.isEmpty, "\(result.problems.prefix(5).map { $0.message(.en) })")
        #expect(result.recipes.count == 1318)
        #expect(Set(result.recipes.map(\.sourceRef)).count == 1318)
        var kinds: [String: Int] = [:]
        for recipe in result.recipes { kinds[recipe.kind, default: 0] += 1 }
        #expect(kinds == ["반찬": 657, "일품": 195, "후식": 182, "밥": 145, "국&찌개": 115, "기타": 24])
        #expect(Set(result.recipes.map(\.method)) == ["끓이기", "굽기", "기타", "볶기", "찌기", "튀기기"])
    }

    @Test func oddRowsAreImportedWithAWarning() throws {
        let warnings = try converted().result.warnings
        #expect(warnings.map { "\($0.seq) \($0.kind)" }.sorted() == [
            "2980 noSteps", "691 noIngredients", "692 noIngredients", "799 ingredientsUnreadable", "831 noIngredients",
        ])
    }

    @Test func mostIngredientLinesAreKnownToTheLexicon() throws {
        let result = try converted().result
        let rate = Double(result.resolvedLines) / Double(result.ingredientLines)
        #expect(result.ingredientLines > 15_000)
        #expect(rate >= 0.85, "only \(result.resolvedLines) of \(result.ingredientLines) lines resolved")
        let withIngredients = result.recipes.filter { !$0.ingredients.isEmpty }
        #expect(withIngredients.count == 1314)
        #expect(result.recipes.allSatisfy { $0.ingredients.allSatisfy { !$0.name.isEmpty } })
    }

    @Test func ingredientsMatchTheHandCheckedLines() throws {
        let recipes = Dictionary(uniqueKeysWithValues: try converted().result.recipes.map { ($0.sourceRef, $0) })
        #expect(SharedCookRcpExpectations.lines.count >= 25)
        for (seq, expected) in SharedCookRcpExpectations.lines.sorted(by: { $0.key < $1.key }) {
            let recipe = try #require(recipes[seq], "RCP_SEQ \(seq)")
            let actual = recipe.ingredients.map(IngredientLineParserTests.describe)
            #expect(actual == expected, "RCP_SEQ \(seq) \(recipe.name)")
        }
    }

    @Test func stepsAreClean() throws {
        let recipes = try converted().result.recipes
        #expect(recipes.reduce(0) { $0 + $1.steps.count } > 7_000)
        for recipe in recipes {
            for step in recipe.steps {
                #expect(!step.isEmpty)
                let numbered = step.first.map { $0.isNumber } == true && step.dropFirst().prefix(2).contains(".")
                    && !(step.dropFirst().first.map { $0.isNumber } ?? false) && step.dropFirst(2).first == " "
                #expect(!numbered, "RCP_SEQ \(recipe.sourceRef): \(step)")
                let last = step.last!
                #expect(!(last.isASCII && last.isLetter && "abcdABCD".contains(last)), "RCP_SEQ \(recipe.sourceRef): \(step)")
                #expect(!step.contains("\n"))
                #expect(StepCleaner.droppingInlinePhotoLabels(step) == step, "RCP_SEQ \(recipe.sourceRef): \(step)")
            }
        }
        // A step with both a number and a photo label loses exactly those.
        let document = try converted().document
        let raw = try #require(document.rows.first { $0["RCP_SEQ"] == "17" })["MANUAL01"]
        #expect(raw.hasPrefix("1. ") && raw.hasSuffix(".a"))
        let cleaned = try #require(recipes.first { $0.sourceRef == "17" }?.steps.first)
        #expect(cleaned == String(raw.dropFirst(3).dropLast()))
    }

    @Test func nutritionAndImagesAreKept() throws {
        let recipes = try converted().result.recipes
        #expect(recipes.allSatisfy { $0.kcal != nil && $0.nutrition?.sodiumMilligrams != nil })
        #expect(recipes.filter { $0.nutrition?.weightGrams != nil }.count == 181)
        #expect(recipes.filter { $0.images.contains { $0.role == .main } }.count == 1309)
        for recipe in recipes {
            for image in recipe.images where image.role == .step {
                #expect(image.step < recipe.steps.count, "RCP_SEQ \(recipe.sourceRef)")
            }
        }
        #expect(recipes.allSatisfy { $0.reductionTip == nil })  // the 2021 file predates RCP_NA_TIP
    }
}
