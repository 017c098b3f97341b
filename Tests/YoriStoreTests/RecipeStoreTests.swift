import Testing
@testable import YoriKit
@testable import YoriStore

@Suite struct RecipeStoreTests {
    let lexicon = try! Builtin.lexicon()

    func builtin() throws -> [Recipe] { try BuiltinRecipes.load(lexicon: lexicon) }

    @Test func seedsBuiltinRecipesOnceAndFindsThemByIngredient() throws {
        let db = try YoriDatabase.inMemory()
        let recipes = try builtin()
        #expect(try db.seedBuiltinRecipes(version: "v1") { recipes })
        #expect(try db.recipeCount(source: .builtin) == recipes.count)
        #expect(try !db.seedBuiltinRecipes(version: "v1") { Issue.record("must not reload"); return [] })
        let found = try db.recipes(usingAnyOf: ["대파", "계란"])
        #expect(!found.isEmpty)
        for recipe in found {
            #expect(recipe.ingredients.contains { ["대파", "계란"].contains(Recipe.matchKey($0)) }, "\(recipe.name)")
        }
        let omelette = try #require(found.first { $0.name == "계란말이" })
        let original = try #require(recipes.first { $0.name == "계란말이" })
        #expect(omelette.ingredients == original.ingredients)
        #expect(omelette.nameEnglish == original.nameEnglish)
    }

    @Test func reseedingKeepsIdsAndDropsRemovedRecipes() throws {
        let db = try YoriDatabase.inMemory()
        let recipes = try builtin()
        try db.seedBuiltinRecipes(version: "v1") { recipes }
        let before = try db.recipes(usingAnyOf: ["계란"])
        let omelette = try #require(before.first { $0.name == "계란말이" })
        let dropped = try #require(before.first { $0.name != "계란말이" })
        try db.seedBuiltinRecipes(version: "v2") { recipes.filter { $0.sourceRef != dropped.sourceRef } }
        let after = try db.recipes(usingAnyOf: ["계란"])
        #expect(after.first { $0.name == "계란말이" }?.id == omelette.id)
        #expect(!after.contains { $0.sourceRef == dropped.sourceRef })
        #expect(try db.recipeCount() == recipes.count - 1)
        #expect(try db.meta("builtin_version") == "v2")
    }

    @Test func aFailedSeedChangesNothing() throws {
        let db = try YoriDatabase.inMemory()
        let recipes = try builtin()
        try db.seedBuiltinRecipes(version: "v1") { recipes }
        let count = try db.recipeCount()
        struct Boom: Error {}
        #expect(throws: StoreError.self) { try db.seedBuiltinRecipes(version: "v2") { throw Boom() } }
        // Fail half-way through writing: the first recipes are already updated by then.
        var renamed = recipes
        renamed[0].name = "바뀐 이름"
        let victim = recipes[recipes.count / 2].name
        try db.db.execute("""
            CREATE TEMP TRIGGER fail_seed BEFORE UPDATE ON recipes WHEN NEW.name = '\(victim)'
            BEGIN SELECT RAISE(ABORT, 'disk full'); END
            """)
        #expect(throws: StoreError.self) { try db.seedBuiltinRecipes(version: "v2") { renamed } }
        #expect(try db.recipeCount() == count)
        #expect(try db.meta("builtin_version") == "v1")
        let names = try db.db.rows("SELECT name FROM recipes WHERE source_ref = ?", [.text(recipes[0].sourceRef)]) {
            $0.string(0)
        }
        #expect(names == [recipes[0].name])
    }

    /// An imported line filed under a name the lexicon of the day did not know is filed
    /// again when a newer yori (new built-in data) opens the database.
    @Test func newBuiltinDataFilesImportedLinesAgain() throws {
        let db = try YoriDatabase.inMemory()
        try db.seedBuiltinRecipes(version: "v1") { [] }
        let imported = Recipe(source: .imported, sourceRef: "9001", name: "옛 레시피", nameEnglish: "", kind: "반찬",
                              method: "기타", ingredients: [
                                RecipeIngredient(name: "달걀", canonical: nil, amount: "2개", group: .main),
                                RecipeIngredient(name: "꿈의재료", canonical: nil, amount: "1개", group: .main),
                              ], steps: ["a", "b", "c"])
        _ = try db.importRecipes([imported])
        #expect(try db.recipes(usingAnyOf: ["계란"]).isEmpty)
        let canonical: (String) -> String? = { self.lexicon.canonical(ofWritten: $0) }
        try db.seedBuiltinRecipes(version: "v2", canonical: canonical) { [] }
        let found = try db.recipes(usingAnyOf: ["계란"])
        #expect(found.map(\.name) == ["옛 레시피"])
        #expect(found.first?.ingredients.map(\.canonical) == ["계란", nil])
        let counts = try db.db.rows("SELECT key_count FROM recipe_key_counts WHERE recipe_id = ?",
                                    [.integer(try #require(found.first).id)]) { $0.int(0) }
        #expect(counts == [2])
        // Nothing left to change: a second pass writes nothing.
        #expect(try db.db.transaction { try db.refreshIngredientKeys(canonical: canonical) } == 0)
    }
}

/// English recipe text is stored with the recipe (migration `018-en-translations`).
@Suite struct RecipeEnglishStoreTests {
    let lexicon = try! Builtin.lexicon()

    @Test func builtinEnglishRoundTripsAndUserRecipesKeepNone() throws {
        let db = try YoriDatabase.inMemory()
        let recipes = try BuiltinRecipes.load(lexicon: lexicon)
        try db.seedBuiltinRecipes(version: "v1") { recipes }
        let original = try #require(recipes.first { $0.sourceRef == "kimchi-bokkeumbap" })
        let stored = try #require(try db.recipe(source: .builtin, ref: "kimchi-bokkeumbap"))
        #expect(stored.stepsEnglish == original.stepsEnglish && stored.tipEnglish == original.tipEnglish)
        #expect(stored.ingredients.map(\.prepEnglish) == original.ingredients.map(\.prepEnglish))
        #expect(stored.ingredients.contains { $0.prepEnglish != nil })
        // A user's copy keeps the Korean only.
        var copy = stored
        copy.source = .user
        copy.sourceRef = "my-rice"
        let saved = try db.addUserRecipe(copy)
        let mine = try #require(try db.recipe(source: .user, ref: saved.sourceRef))
        #expect(mine.steps == stored.steps && mine.stepsEnglish.isEmpty && mine.tipEnglish == nil)
        #expect(mine.ingredients.allSatisfy { $0.prepEnglish == nil })
    }
}
