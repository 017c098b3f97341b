import Foundation
import Testing
@testable import YoriKit

/// How much of the real COOKRCP01 file (`../shared/data`, skipped when absent) yori can show
/// in English: ingredient lines with an English name, and a name in Latin letters for every dish.
@Suite(.enabled(if: Fixtures.hasSharedCookRcp, "needs ../shared/data/cookrcp01"))
struct SharedCookRcpEnglishTests {
    let lexicon = try! Builtin.lexicon()

    func recipes() throws -> [Recipe] {
        let document = try CookRcpDocument.decode(try Data(contentsOf: Fixtures.sharedCookRcp))
        return CookRcpImporter(lexicon: lexicon).convert(document.rows).recipes
    }

    @Test func almostEveryIngredientLineHasAnEnglishName() throws {
        var total = 0, named = 0
        var unnamed: [String: Int] = [:]
        for recipe in try recipes() {
            for line in recipe.ingredients {
                total += 1
                if let canonical = line.canonical, lexicon.ingredient(named: canonical)?.english.isEmpty == false {
                    named += 1
                } else {
                    unnamed[line.name, default: 0] += 1
                }
            }
        }
        let rate = Double(named) / Double(total)
        let top = unnamed.sorted { $0.value > $1.value }.prefix(10).map { "\($0.key) \($0.value)" }
        #expect(total > 15_000)
        #expect(rate >= 0.98, "\(named) of \(total) lines (\((rate * 1000).rounded() / 10)%) have an English name; most common without: \(top)")
    }

    @Test func everyDishNameReadsInEnglish() throws {
        for recipe in try recipes() {
            let english = DishNameEnglish.name(recipe.name, lexicon: lexicon)
            #expect(!english.isEmpty && !Hangul.containsHangul(english), "\(recipe.sourceRef) \(recipe.name) → \(english)")
        }
    }
}
