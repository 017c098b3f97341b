import Foundation
import Testing
@testable import YoriKit

@Suite struct BuiltinDataTests {
    let lexicon = try! Builtin.lexicon()

    static let repoRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    @Test func generatedFileMatchesTheDataFolder() throws {
        let data = Self.repoRoot.appendingPathComponent("Data/builtin")
        let tsv = try String(contentsOf: data.appendingPathComponent("ingredients.tsv"), encoding: .utf8)
        #expect(BuiltinData.ingredientsTSV == tsv, "run Scripts/embed-data")
        let folder = data.appendingPathComponent("recipes")
        let names = try FileManager.default.contentsOfDirectory(atPath: folder.path)
            .filter { $0.hasSuffix(".json") }.sorted()
        #expect(BuiltinData.recipeFiles.map(\.name) == names, "run Scripts/embed-data")
        for (name, json) in BuiltinData.recipeFiles {
            let onDisk = try String(contentsOf: folder.appendingPathComponent(name), encoding: .utf8)
            #expect(json == onDisk, "\(name) is stale: run Scripts/embed-data")
        }
    }

    /// The precomputed arrays a new database is seeded from hold exactly what the JSON files say.
    @Test func precomputedRecipesEqualTheDecodedJSON() throws {
        let precomputed = try BuiltinRecipes.load(lexicon: lexicon)
        let decoded = try BuiltinRecipes.load(lexicon: lexicon, files: BuiltinData.recipeFiles)
        #expect(precomputed.count == decoded.count)
        for (a, b) in zip(precomputed, decoded) { #expect(a == b, "\(b.sourceRef) differs: run Scripts/embed-data") }
        #expect(decoded.contains { $0.kcal != nil } && decoded.contains { $0.tipEnglish != nil }
            && decoded.contains { $0.ingredients.contains { $0.prepEnglish != nil } })
    }

    @Test func everyRecipeIsComplete() throws {
        let recipes = try BuiltinRecipes.load(lexicon: lexicon)
        #expect(recipes.count >= 300)
        let kinds: Set = ["반찬", "국&찌개", "밥", "일품", "후식", "기타"]
        let methods: Set = ["끓이기", "굽기", "볶기", "찌기", "튀기기", "기타"]
        for r in recipes {
            #expect(!r.name.isEmpty && !r.nameEnglish.isEmpty, "\(r.sourceRef)")
            #expect(kinds.contains(r.kind), "\(r.name): kind \(r.kind)")
            #expect(methods.contains(r.method), "\(r.name): method \(r.method)")
            #expect(r.steps.count >= 3, "\(r.name) has \(r.steps.count) steps")
            #expect(r.steps.allSatisfy { !$0.isEmpty }, "\(r.name) has an empty step")
            #expect(!r.ingredients.isEmpty, "\(r.name) has no ingredients")
            #expect((r.servings ?? 0) > 0 && (r.minutes ?? 0) > 0, "\(r.name): servings and minutes")
            #expect(!r.tags.isEmpty && r.tags.allSatisfy { !$0.isEmpty }, "\(r.name) has no tags")
            #expect(r.kcal.map { $0 > 0 && $0 < 3000 } ?? true, "\(r.name): kcal \(r.kcal ?? 0)")
            #expect(r.ingredients.contains { $0.group == .main }, "\(r.name) has no 주재료")
            for item in r.ingredients {
                #expect(item.canonical != nil, "\(r.name): '\(item.name)' is not in the lexicon")
                #expect(!item.amount.isEmpty, "\(r.name): '\(item.name)' has no amount")
            }
        }
    }

    @Test func everyKindIsWellStockedAndOtherCuisinesAreThere() throws {
        let recipes = try BuiltinRecipes.load(lexicon: lexicon)
        for kind in ["반찬", "국&찌개", "밥", "일품", "후식"] {
            #expect(recipes.filter { $0.kind == kind }.count >= 25, "too few \(kind)")
        }
        // world.json: everyday dishes Koreans cook from other cuisines (파스타, 카레, 오므라이스, …).
        let world = try #require(BuiltinData.recipeFiles.first { $0.name == "world.json" })
        let others = try BuiltinRecipes.load(lexicon: lexicon, files: [world])
        #expect(others.count >= 40)
        let names = Set(others.map(\.name))
        for dish in ["카레라이스", "오므라이스"] { #expect(names.contains(dish), "\(dish) is missing") }
        #expect(others.contains { $0.name.contains("파스타") || $0.name.contains("스파게티") })
        #expect(others.contains { $0.name.contains("샌드위치") })
    }

    @Test func recipesAreUnique() throws {
        let recipes = try BuiltinRecipes.load(lexicon: lexicon)
        var slugs = Set<String>(), names = Set<String>(), englishNames = Set<String>()
        for r in recipes {
            #expect(slugs.insert(r.sourceRef).inserted, "duplicate slug \(r.sourceRef)")
            #expect(names.insert(r.name).inserted, "duplicate recipe \(r.name)")
            #expect(englishNames.insert(r.nameEnglish.lowercased()).inserted, "duplicate English name \(r.nameEnglish)")
        }
    }

    @Test func coversTheCommonHomeDishes() throws {
        let names = Set(try BuiltinRecipes.load(lexicon: lexicon).map(\.name))
        for dish in ["계란말이", "파전", "김치찌개", "된장찌개", "제육볶음", "계란찜", "김치볶음밥", "두부조림", "잡채", "떡볶이", "미역국"] {
            #expect(names.contains(dish), "\(dish) is missing")
        }
    }

    @Test func brokenRecipeJSONIsReportedNotTrapped() {
        #expect(throws: BuiltinDataError.self) {
            try BuiltinRecipes.load(lexicon: lexicon, files: [("bad.json", "[{\"slug\": 1}]")])
        }
    }
}
