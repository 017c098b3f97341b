import Testing
@testable import YoriKit

/// Every built-in recipe is in English as well as Korean: steps, tip and preparations.
@Suite struct BuiltinEnglishTests {
    let lexicon = try! Builtin.lexicon()

    @Test func everyBuiltinRecipeHasCompleteEnglish() throws {
        let recipes = try BuiltinRecipes.load(lexicon: lexicon)
        #expect(recipes.count >= 300)
        for r in recipes {
            #expect(r.stepsEnglish.count == r.steps.count, "\(r.sourceRef): \(r.stepsEnglish.count) English steps for \(r.steps.count)")
            #expect(r.hasEnglishSteps, "\(r.sourceRef)")
            #expect((r.tip == nil) == (r.tipEnglish == nil), "\(r.sourceRef): tip and tip_en go together")
            let english = r.stepsEnglish + [r.tipEnglish ?? "", r.nameEnglish] + r.ingredients.compactMap(\.prepEnglish)
            for text in english {
                #expect(!Hangul.containsHangul(text), "\(r.sourceRef): Hangul in '\(text)'")
            }
            #expect(r.stepsEnglish.allSatisfy { $0.count >= 8 }, "\(r.sourceRef): a step too short to be one")
            for (i, line) in r.ingredients.enumerated() {
                #expect((line.prep == nil) == (line.prepEnglish == nil), "\(r.sourceRef) ingredient \(i): prep and prep_en go together")
            }
        }
    }

    @Test func recipeTextFollowsTheLanguage() throws {
        let recipes = try BuiltinRecipes.load(lexicon: lexicon)
        let rice = try #require(recipes.first { $0.sourceRef == "kimchi-bokkeumbap" })
        #expect(rice.steps(.ko).steps == rice.steps && rice.steps(.ko).language == .ko)
        #expect(rice.steps(.en).steps == rice.stepsEnglish && rice.steps(.en).language == .en)
        #expect(rice.tip(.ko) == rice.tip)
        // A user's copy is shown as written, whatever English it came with.
        var mine = rice
        mine.source = .user
        #expect(mine.steps(.en).steps == rice.steps && mine.steps(.en).language == .ko)
        #expect(mine.tip(.en) == rice.tip && mine.prepEnglish(rice.ingredients[1]) == nil)
        #expect(rice.withoutEnglish.stepsEnglish.isEmpty && rice.withoutEnglish.ingredients.allSatisfy { $0.prepEnglish == nil })
        // English missing a step is not used (it would number the steps wrong).
        var short = rice
        short.stepsEnglish.removeLast()
        #expect(short.steps(.en).language == .ko)
    }

    @Test func hangulDetection() {
        #expect(Hangul.containsHangul("kimchi 김치") && Hangul.containsHangul("ㅋ"))
        #expect(!Hangul.containsHangul("Fry the rice until crisp, 3 min."))
    }
}
