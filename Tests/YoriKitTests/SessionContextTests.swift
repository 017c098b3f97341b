import Foundation
import Testing
@testable import YoriKit

/// References (`2번`, `more`, `copy ingredients`) carry over between runs of one conversation.
@Suite struct SessionContextTests {
    let lexicon = try! Builtin.lexicon()

    /// A context store in memory over a recipe list that a test can shrink.
    final class Box: @unchecked Sendable {
        let lock = NSLock()
        var saved: [String: SessionContext] = [:]
        var recipes: [Recipe]
        init(_ recipes: [Recipe]) { self.recipes = recipes }

        var client: ContextStoreClient {
            ContextStoreClient(
                load: { name in self.lock.withLock { self.saved[name] } },
                save: { name, context in self.lock.withLock { self.saved[name] = context } },
                recipes: { ids in self.lock.withLock { ids.compactMap { id in self.recipes.first { $0.id == id } } } })
        }
    }

    func recipe(_ id: Int64, _ name: String, _ ingredients: [String]) -> Recipe {
        Recipe(id: id, source: .builtin, sourceRef: "r\(id)", name: name, nameEnglish: name, kind: "반찬", method: "굽기",
               ingredients: ingredients.map { RecipeIngredient(name: $0, canonical: $0, amount: "1개", group: .main) },
               steps: ["a", "b", "c"])
    }

    var recipes: [Recipe] {
        [recipe(1, "계란말이", ["계란", "대파", "당근"]), recipe(2, "파전", ["대파", "계란", "부침가루"]),
         recipe(3, "계란찜", ["계란", "새우젓"])]
    }

    func session(_ box: Box, conversation: String = Session.askConversation) -> Session {
        var s = Session(lexicon: lexicon, store: .inMemory(box.recipes), clock: .fixed(LocalDay(iso: "2026-11-22")!),
                        conversation: conversation, limit: 5)
        s.context = box.client
        s.restoreContext()
        return s
    }

    @Test func aLaterRunOfTheConversationSeesTheSameListAndWhatEachLacked() throws {
        let box = Box(recipes)
        var first = session(box)
        _ = first.handle("대파랑 계란으로 뭐 만들 수 있어?")
        let listed = first.lastList.map(\.name)
        #expect(listed.count >= 2)

        let second = session(box)
        #expect(second.lastList.map(\.name) == listed)
        #expect(second.lastMatches.map(\.missing) == first.lastMatches.map(\.missing))
        #expect(second.recipe(at: .number(2))?.name == listed[1])
        // Another conversation starts empty.
        #expect(session(box, conversation: "repl-1").lastList.isEmpty)
    }

    @Test func aListWithARemovedRecipeIsDroppedRatherThanRenumbered() throws {
        let box = Box(recipes)
        var first = session(box)
        _ = first.handle("대파랑 계란으로 뭐 만들 수 있어?")
        let removed = try #require(first.lastList.first?.id)
        box.recipes.removeAll { $0.id == removed }
        let second = session(box)
        #expect(second.lastList.isEmpty)
        #expect(second.recipe(at: .number(1)) == nil)
    }

    @Test func moreContinuesTheSavedSearchWithItsPageSize() throws {
        let box = Box(recipes)
        var first = session(box)
        first.limit = 1
        _ = first.handle("계란 검색")
        let page1 = try #require(first.lastSearch)
        #expect(page1.page == 1 && page1.limit == 1)

        var second = session(box)  // the default page size is 5, the saved search's is 1
        let (_, reply) = second.handle("더 보여줘")
        guard case .searchResults(let page2) = reply.answer else {
            Issue.record("expected a search page, got \(reply.answer)")
            return
        }
        #expect(page2.page == 2 && page2.recipes.count == 1)
        #expect(page2.recipes.first?.id != page1.recipes.first?.id)
        #expect(box.saved[Session.askConversation]?.searchPage == 2)
    }

    @Test func moreInALaterRunContinuesTheLastCookList() throws {
        let box = Box(recipes)
        var first = session(box)
        first.limit = 1
        _ = first.handle("계란 검색")  // a search first, then the list: `more` follows the list
        _ = first.handle("cook 계란")
        let shown = try #require(first.lastList.first)
        #expect(box.saved[Session.askConversation]?.listSource == .cook)
        var second = session(box)
        guard case .recipes(let next) = second.handle("더 보여줘").reply.answer else {
            Issue.record("expected the cook list's next page")
            return
        }
        #expect(next.page == 2 && next.limit == 1 && next.matches.count == 1)
        #expect(next.matches.first?.recipe.id != shown.id)
        #expect(box.saved[Session.askConversation]?.cook?.page == 2)
    }

    @Test func theRecipeShownLastIsRemembered() {
        let box = Box(recipes)
        var first = session(box)
        _ = first.handle("계란찜 보여줘")
        #expect(box.saved[Session.askConversation]?.shownID == 3)
        #expect(session(box).lastShown?.name == "계란찜")
    }

    /// Shown scaled (`4인분으로 알려줘`), it is scaled in the next run too: `장보기에 넣어줘` there takes the amounts shown.
    @Test func theScaleOfTheRecipeShownLastIsRemembered() throws {
        var recipes = self.recipes
        recipes[2].servings = 2
        let box = Box(recipes)
        var first = session(box)
        _ = first.handle("계란찜 보여줘")
        _ = first.handle("4인분으로 알려줘")
        #expect(box.saved[Session.askConversation]?.shownFactor == 2 && box.saved[Session.askConversation]?.shownServings == 4)
        let second = session(box)
        #expect(second.lastScale == RecipeScale(from: 2, to: 4, factor: 2) && second.lastShown?.ingredients.first?.amount == "2개")
        // Shown again as written: nothing scaled is kept.
        var third = session(box)
        _ = third.handle("계란찜 보여줘")
        #expect(box.saved[Session.askConversation]?.shownFactor == nil)
        #expect(session(box).lastScale == nil && session(box).lastShown?.ingredients.first?.amount == "1개")
    }
}
