import Foundation
@testable import YoriKit

/// The world a dialogue table runs in: the built-in recipes and shelf lives, today
/// 2026-11-22, ten recipes a page, an empty fridge, shopping list and cookbook, no model.
struct DialogueWorld: Sendable {
    let lexicon: IngredientLexicon
    let recipes: [Recipe]
    let shelfLife: ShelfLifeTable

    nonisolated(unsafe) private static var cached: DialogueWorld?
    private static let lock = NSLock()

    static func shared() throws -> DialogueWorld {
        try lock.withLock {
            if let cached { return cached }
            let lexicon = try Builtin.lexicon()
            var recipes = try BuiltinRecipes.load(lexicon: lexicon)
            for i in recipes.indices { recipes[i].id = Int64(i + 1) }
            let world = DialogueWorld(lexicon: lexicon, recipes: recipes, shelfLife: try Builtin.shelfLife())
            cached = world
            return world
        }
    }

    /// Where one dialogue's conversation is kept, so a `restart` picks it up.
    final class Saved: @unchecked Sendable {
        let lock = NSLock()
        var context: SessionContext?
        var dialogue: String?
    }

    func session(fridge: InMemoryFridge, shopping: InMemoryShopping, cookbook: CookbookStoreClient, saved: Saved) -> Session {
        let recipes = self.recipes
        var s = Session(lexicon: lexicon, store: .inMemory(recipes), fridge: fridge.client, shelfLife: shelfLife,
                        clock: .fixed(LocalDay(iso: "2026-11-22")!), history: InMemoryHistory().client, conversation: "dialogue",
                        limit: 10)
        s.shopping = shopping.client
        s.cookbook = cookbook
        var context = ContextStoreClient(
            load: { _ in saved.lock.withLock { saved.context } },
            save: { _, c in saved.lock.withLock { saved.context = c } },
            recipes: { ids in ids.compactMap { id in recipes.first { $0.id == id } } })
        context.loadDialogue = { _ in saved.lock.withLock { saved.dialogue } }
        context.saveDialogue = { _, text in saved.lock.withLock { saved.dialogue = text } }
        s.context = context
        s.restoreContext()
        return s
    }

    /// Plays a dialogue; the failures, each `turn N: …`.
    func play(_ dialogue: DialogueTable.Dialogue) -> [String] {
        let fridge = InMemoryFridge(), shopping = InMemoryShopping(), saved = Saved()
        let cookbook = CookbookStoreClient.inMemory(recipes)
        var session = session(fridge: fridge, shopping: shopping, cookbook: cookbook, saved: saved)
        var failures: [String] = []
        var seenForRequest: Set<Int64> = []
        for (n, turn) in dialogue.turns.enumerated() {
            if turn.restart { session = self.session(fridge: fridge, shopping: shopping, cookbook: cookbook, saved: saved) }
            let listBefore = session.lastList, listStartBefore = session.lastListStart
            let shownBefore = session.lastShown
            let (command, reply) = session.handle(turn.say)
            let check = DialogueCheck(world: self, command: command, reply: reply, session: session,
                                      listBefore: listBefore, listStartBefore: listStartBefore, shownBefore: shownBefore,
                                      seenForRequest: seenForRequest, shopping: shopping, fridge: fridge)
            for problem in check.problems(turn.expect) { failures.append("turn \(n + 1) '\(turn.say)': \(problem)") }
            for problem in check.invariants() { failures.append("turn \(n + 1) '\(turn.say)': \(problem)") }
            let listed = check.listedIDs
            if !listed.isEmpty {
                if check.refines == nil, !isMore(command) { seenForRequest = [] }
                seenForRequest.formUnion(listed)
            }
        }
        return failures
    }

    private func isMore(_ command: Command) -> Bool {
        if case .more = command { return true }
        return false
    }
}
