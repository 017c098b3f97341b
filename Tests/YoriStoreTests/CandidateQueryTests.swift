import Foundation
import Testing
@testable import YoriKit
@testable import YoriStore

/// `recipeCandidates` (SQL) must pick and order exactly what `MatchPlan.ranked` (Swift) does
/// over every recipe: the same order, the same totals, whatever the filters, fridge,
/// preferences and staples.
@Suite(.serialized) struct CandidateQueryTests {
    static let lexicon = try! Builtin.lexicon()

    /// Built-in recipes, plus the 1,318 shared COOKRCP01 ones when they are there.
    static let database: YoriDatabase = {
        let db = try! YoriDatabase.inMemory()
        try! db.seedBuiltinRecipes(version: "v1") { try BuiltinRecipes.load(lexicon: lexicon) }
        if SharedCookRcp.isPresent, let data = try? Data(contentsOf: SharedCookRcp.url),
           let document = try? CookRcpDocument.decode(data) {
            _ = try? db.importRecipes(CookRcpImporter(lexicon: lexicon).convert(document.rows).recipes)
        }
        return db
    }()

    struct Case: CustomStringConvertible, Sendable {
        var words: String
        var fridge: [(String, Int?)] = []
        var filter = MatchFilter()
        var order = RecipeOrder.asked
        var preferences: [Int64: Double] = [:]
        var staples: [String: Bool] = [:]
        var description: String { "\(words) \(order) fridge=\(fridge.map(\.0)) \(filter)" }
    }

    static let cases: [Case] = [
        Case(words: "대파 계란"), Case(words: "두부 김치"), Case(words: "쪽파"), Case(words: "감자 양파 당근"),
        Case(words: "돼지고기 김치", fridge: [("양파", 1), ("대파", 3), ("마늘", 9), ("두부", 0)]),
        Case(words: "egg tomato", filter: MatchFilter(kind: "반찬")),
        Case(words: "양파", filter: MatchFilter(kind: "후식")),
        Case(words: "감자", filter: MatchFilter(maxKcal: 100)),
        Case(words: "계란", filter: MatchFilter(strict: true)),
        Case(words: "계란 대파", filter: MatchFilter(maxMissing: 2, method: "굽기")),
        Case(words: "대파 삼겹살 용과"),
        Case(words: "두부 김치", preferences: [1: 1.5, 2: -1, 3: 1.5, 40: 0.25, 41: 1]),
        Case(words: "대파 계란", staples: ["대파": true, "설탕": false]),
        Case(words: "", fridge: [("양파", 1), ("계란", 2), ("대파", 6), ("감자", nil), ("두부", -1), ("간장", 1)],
             order: .fridge),
        Case(words: "", fridge: [("김치", 0), ("돼지고기", 3)], filter: MatchFilter(maxMissing: 3), order: .fridge,
             preferences: [5: 1]),
    ]

    func plan(_ c: Case) -> MatchPlan {
        let matcher = RecipeMatcher(lexicon: Self.lexicon, stapleOverrides: c.staples)
        let fridge = c.fridge.map { AskedIngredient($0.0, lexicon: Self.lexicon) }
        let daysLeft = Dictionary(uniqueKeysWithValues: c.fridge.compactMap { item in item.1.map { (item.0, $0) } })
        let words = RequestParser(lexicon: Self.lexicon).ingredients(fromArguments: [c.words])
        let staples = matcher.staples
        let atHand = fridge.filter { !staples.contains($0.key) }
        let asked = c.order == .fridge ? atHand : words
        let others = c.order == .fridge ? [] : atHand.filter { item in !asked.contains { $0.key == item.key } }
        return matcher.plan(RecipeQuery(asked: asked, fridge: others, daysLeft: daysLeft, filter: c.filter,
                                        order: c.order, preferences: c.preferences))
    }

    @Test(arguments: cases)
    func sqlPicksAndOrdersAsTheMatcherDoes(_ c: Case) throws {
        let db = Self.database
        let plan = plan(c)
        let reference = plan.ranked(try db.recipes(usingAnyOf: Set(plan.roles.keys)))
        for (offset, limit) in [(0, 60), (7, 5), (0, 1), (29, 30)] {
            let page = try db.recipeCandidates(plan, offset: offset, limit: limit)
            let expected = reference.dropFirst(offset).prefix(limit)
            #expect(page.recipes.map(\.id) == expected.map(\.recipe.id), "\(c) @\(offset)")
            #expect(page.total == reference.count, "\(c)")
            #expect(page.complete == reference.count { $0.askedUsed == plan.askedCount }, "\(c)")
        }
        let past = try db.recipeCandidates(plan, offset: reference.count + 10, limit: 10)
        #expect(past.recipes.isEmpty && past.total == reference.count)
    }

    /// Bookmarks and ratings on recipes that are in the list reorder it the same way in both.
    @Test func preferencesReorderAlike() throws {
        let db = Self.database
        var c = Case(words: "대파 계란")
        let before = plan(c).ranked(try db.recipes(usingAnyOf: Set(plan(c).roles.keys)))
        let ids = before.dropFirst(3).prefix(12).map(\.recipe.id)
        c.preferences = Dictionary(uniqueKeysWithValues: ids.enumerated().map { ($1, [1.5, -1, 0.25, 1, 0.5][$0 % 5]) })
        let plan = plan(c)
        let reference = plan.ranked(try db.recipes(usingAnyOf: Set(plan.roles.keys)))
        #expect(reference.map(\.recipe.id) != before.map(\.recipe.id))
        #expect(try db.recipeCandidates(plan, offset: 0, limit: 40).recipes.map(\.id) == reference.prefix(40).map(\.recipe.id))
    }
}
