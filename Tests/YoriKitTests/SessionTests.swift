import Testing
@testable import YoriKit

@Suite struct SessionTests {
    let lexicon = try! Builtin.lexicon()

    func session(_ recipes: [Recipe], lang: UserLanguage? = nil) -> Session {
        Session(lexicon: lexicon, store: .inMemory(recipes), clock: .fixed(LocalDay(iso: "2026-11-22")!),
                languageOverride: lang, limit: 5)
    }

    func handled(_ recipes: [Recipe], lang: UserLanguage? = nil, _ line: String) -> (command: Command, reply: Reply) {
        var s = session(recipes, lang: lang)
        return s.handle(line)
    }

    @Test func remembersTheLastListForReferences() {
        var s = session(recipes)
        _ = s.handle("대파랑 계란으로 뭐 만들 수 있어?")
        #expect(s.lastList.map(\.name) == ["계란말이"])
        #expect(s.recipe(at: .number(1))?.name == "계란말이")
        #expect(s.recipe(at: .number(2)) == nil)
    }

    var recipes: [Recipe] {
        [
            Recipe(id: 1, source: .builtin, sourceRef: "a", name: "계란말이", nameEnglish: "Rolled omelette", kind: "반찬",
                   method: "굽기", ingredients: [
                       RecipeIngredient(name: "계란", canonical: "계란", amount: "3개", group: .main),
                       RecipeIngredient(name: "대파", canonical: "대파", amount: "1/2대", group: .secondary),
                   ], steps: ["a", "b", "c"]),
        ]
    }

    @Test func answersACookingQuestionInItsLanguage() {
        let (command, reply) = handled(recipes, "대파랑 계란으로 뭐 만들 수 있어?")
        guard case .recommend = command, case .recipes(let r) = reply.answer else {
            Issue.record("expected recipes")
            return
        }
        #expect(reply.language == .ko)
        #expect(r.matches.first?.recipe.name == "계란말이")
        #expect(reply.answer.status == .answered)
        #expect(handled(recipes, "what can I cook with eggs").reply.language == .en)
        #expect(handled(recipes, lang: .en, "계란으로 뭐 만들지").reply.language == .en)
    }

    @Test func reportsNothingFoundAndNonsense() {
        #expect(handled(recipes, "감자로 뭐 만들지").reply.answer.status == .nothingFound)
        #expect(handled(recipes, "오늘 날씨 어때").reply.answer.status == .badInput)
        #expect(handled(recipes, "").reply.answer.status == .badInput)
    }

    @Test func storeFailuresBecomeAnswers() {
        struct Boom: Error {}
        var broken = Session(lexicon: lexicon, store: RecipeStoreClient { _, _, _ in throw Boom() },
                             clock: .fixed(LocalDay(iso: "2026-11-22")!))
        #expect(broken.handle("계란으로 뭐 만들지").reply.answer.status == .failure)
    }
}
