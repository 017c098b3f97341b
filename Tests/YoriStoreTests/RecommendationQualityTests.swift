import Foundation
import Testing
@testable import YoriKit
@testable import YoriStore

/// Where the shared COOKRCP01 file is, if it is there.
enum SharedCookRcp {
    static let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("shared/data/cookrcp01/COOKRCP01_1318_2021.json")
    static let isPresent = FileManager.default.fileExists(atPath: url.path)
}

/// Recommendation quality on the 1,318 real COOKRCP01 recipes (plus the built-in ones):
/// recipes that use every asked ingredient come first, and known good recipes show up.
@Suite(.enabled(if: SharedCookRcp.isPresent, "needs ../shared/data/cookrcp01"))
struct RecommendationQualityTests {
    static let shared = SharedCookRcp.url

    /// Queries (2–3 ingredients, Korean and English) and a recipe, checked by hand in the
    /// data, that must be in the top 10.
    static let table: [(String, String)] = [
        ("대파 계란", "계란말이"), ("두부 김치", "두부김치"), ("돼지고기 김치", "두부김치"), ("감자 양파", "감자조림"),
        ("애호박 양파", "애호박볶음"), ("소고기 무", "소고기무국"), ("오징어 양파", "오징어볶음"), ("콩나물 대파", "콩나물국"),
        ("시금치 마늘", "시금치나물"), ("고등어 무", "고등어조림"), ("어묵 양파", "어묵볶음"), ("굴 무", "굴국"),
        ("멸치 고추", "꽈리고추멸치볶음"), ("두부 대파 고추", "두부조림"), ("소고기 버섯 양파", "하이라이스"),
        ("당근 양파 감자", "카레라이스"), ("egg tomato", "토마토달걀볶음"), ("tofu kimchi", "두부김치"),
        ("mushroom onion", "버섯볶음"), ("salmon onion", "연어덮밥"), ("cucumber vinegar", "오이무침"),
        ("cabbage pork", "양배추 고기말이"), ("milk egg", "스크램블드에그"), ("egg green onion", "계란말이"),
        ("potato onion carrot", "카레라이스"), ("beef radish", "소고기무국"), ("spinach garlic", "시금치나물"),
        ("squid onion", "오징어볶음"), ("mackerel radish", "고등어조림"), ("bean sprouts green onion", "콩나물국"),
        ("대파랑 계란", "계란찜"), ("돼지 고기 양파", "사과와 양파를 곁들인 돼지등심 요리"),
    ]

    static let database: (YoriDatabase, RecipeMatcher, IngredientLexicon)? = {
        guard let lexicon = try? Builtin.lexicon(), let data = try? Data(contentsOf: shared),
              let document = try? CookRcpDocument.decode(data), let db = try? YoriDatabase.inMemory() else { return nil }
        let converted = CookRcpImporter(lexicon: lexicon).convert(document.rows)
        _ = try? db.seedBuiltinRecipes { try BuiltinRecipes.load(lexicon: lexicon) }
        _ = try? db.importRecipes(converted.recipes)
        return (db, RecipeMatcher(lexicon: lexicon), lexicon)
    }()

    @Test func theDataIsThere() throws {
        let (db, _, _) = try #require(Self.database)
        #expect(try db.recipeCount(source: .imported) == 1318)
    }

    @Test(arguments: table)
    func topTenUseEveryAskedIngredientFirst(_ query: String, _ expected: String) throws {
        let (db, matcher, lexicon) = try #require(Self.database)
        let asked = RequestParser(lexicon: lexicon).ingredients(fromArguments: [query])
        #expect(asked.allSatisfy { $0.canonical != nil }, "\(query)")
        let candidates = try db.recipes(usingAnyOf: matcher.candidateKeys(for: asked), limit: 100_000)
        let all = matcher.rank(candidates, asked: asked, limit: 100_000)
        let full = all.filter { $0.askedUsed == asked.count }.count
        let top = Array(all.prefix(10))
        for (i, match) in top.enumerated() where i < full {
            #expect(match.askedUsed == asked.count, "\(query): #\(i + 1) \(match.recipe.name) misses some")
        }
        #expect(top.contains { $0.recipe.name == expected }, "\(query): \(expected) not in \(top.map(\.recipe.name))")
    }

    @Test func enoughFullMatchesForTwoIngredientQueries() throws {
        let (db, matcher, lexicon) = try #require(Self.database)
        let parser = RequestParser(lexicon: lexicon)
        var counts: [Int] = []
        for (query, _) in Self.table {
            let asked = parser.ingredients(fromArguments: [query])
            guard asked.count == 2 else { continue }
            let candidates = try db.recipes(usingAnyOf: matcher.candidateKeys(for: asked), limit: 100_000)
            counts.append(matcher.rank(candidates, asked: asked, limit: 100_000).filter { $0.askedUsed == 2 }.count)
        }
        let average = Double(counts.reduce(0, +)) / Double(max(1, counts.count))
        #expect(average > 12, "the seed app's figure was 12; yori has \(average)")
    }
}
