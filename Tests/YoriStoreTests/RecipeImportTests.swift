import Foundation
import Testing
@testable import YoriKit
@testable import YoriStore

/// Importing converted COOKRCP01 recipes into a database: counts, idempotency, one transaction.
@Suite struct RecipeImportTests {
    static let lexicon = try! Builtin.lexicon()

    /// The recipes of a fixture from `Tests/Fixtures/cookrcp01`.
    static func recipes(_ fixture: String) throws -> [Recipe] {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        let data = try Data(contentsOf: root.appendingPathComponent("Fixtures/cookrcp01/\(fixture)"))
        return CookRcpImporter(lexicon: lexicon).convert(try CookRcpDocument.decode(data).rows).recipes
    }

    @Test func importingTwiceAddsNothingTheSecondTime() throws {
        let db = try YoriDatabase.inMemory()
        let recipes = try Self.recipes("small-envelope.json")
        #expect(try db.importRecipes(recipes) == ImportCounts(new: 5))
        #expect(try db.recipeCount(source: .imported) == 5)
        #expect(try db.importRecipes(recipes) == ImportCounts(unchanged: 5))
        #expect(try db.recipeCount(source: .imported) == 5)
    }

    @Test func aChangedRecipeIsUpdatedInPlace() throws {
        let db = try YoriDatabase.inMemory()
        var recipes = try Self.recipes("small-envelope.json")
        try db.importRecipes(recipes)
        let before = try #require(try db.recipe(source: .imported, ref: "9002"))
        recipes[1].ingredients[0].amount = "120g"
        recipes[1].steps.append("접시에 담는다.")
        recipes.append(contentsOf: try Self.recipes("bare-array.json"))
        #expect(try db.importRecipes(recipes) == ImportCounts(new: 2, updated: 1, unchanged: 4))
        let after = try #require(try db.recipe(source: .imported, ref: "9002"))
        #expect(after.id == before.id)
        #expect(after.ingredients[0].amount == "120g")
        #expect(after.steps.count == before.steps.count + 1)
        #expect(try db.recipeCount(source: .imported) == 7)
    }

    @Test func everythingRoundTrips() throws {
        let db = try YoriDatabase.inMemory()
        let recipes = try Self.recipes("small-envelope.json")
        try db.importRecipes(recipes)
        for original in recipes {
            var stored = try #require(try db.recipe(source: .imported, ref: original.sourceRef))
            #expect(stored.id > 0)
            stored.id = 0
            var expected = original
            expected.tags.sort()
            #expect(stored == expected, "\(original.sourceRef)")
        }
        #expect(try db.recipe(source: .imported, ref: "nope") == nil)
    }

    @Test func importedRecipesAreFoundByIngredient() throws {
        let db = try YoriDatabase.inMemory()
        try db.importRecipes(try Self.recipes("small-envelope.json"))
        let found = try db.recipes(usingAnyOf: ["소고기"])  // written 쇠고기 in the data
        #expect(found.map(\.sourceRef) == ["9002"])
        #expect(found.first?.source == .imported)
    }

    @Test func builtinAndImportedRecipesLiveSideBySide() throws {
        let db = try YoriDatabase.inMemory()
        let builtin = try BuiltinRecipes.load(lexicon: Self.lexicon)
        try db.seedBuiltinRecipes(version: "v1") { builtin }
        try db.importRecipes(try Self.recipes("small-envelope.json"))
        #expect(try db.recipeCount(source: .builtin) == builtin.count)
        #expect(try db.recipeCount(source: .imported) == 5)
        // Re-seeding built-ins leaves imports alone.
        try db.seedBuiltinRecipes(version: "v2") { builtin }
        #expect(try db.recipeCount(source: .imported) == 5)
    }

    @Test func aFailureHalfWayChangesNothing() throws {
        let db = try YoriDatabase.inMemory()
        var recipes = try Self.recipes("small-envelope.json")
        try db.importRecipes(Array(recipes.prefix(2)))
        let kept = try #require(try db.recipe(source: .imported, ref: "9001"))
        recipes[0].name = "바뀐 이름"
        try db.db.execute("""
            CREATE TEMP TRIGGER fail_import BEFORE INSERT ON recipes WHEN NEW.source_ref = '9004'
            BEGIN SELECT RAISE(ABORT, 'disk full'); END
            """)
        #expect(throws: StoreError.self) { try db.importRecipes(recipes) }
        #expect(try db.recipeCount(source: .imported) == 2)
        #expect(try db.recipe(source: .imported, ref: "9001") == kept)
        #expect(try db.recipe(source: .imported, ref: "9003") == nil)
    }

    @Test func reportsProgress() throws {
        let db = try YoriDatabase.inMemory()
        var seen: [Int] = []
        try db.importRecipes(try Self.recipes("small-envelope.json"), progressEvery: 2) { seen.append($0) }
        #expect(seen == [2, 4, 5])
    }
}
