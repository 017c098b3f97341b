import Foundation
import YoriKit
import YoriStore

/// A large generated database: variations of the built-in recipes (names numbered,
/// ingredients dropped or swapped within their category), then in-process `cook` timings.
enum ScaleBench {
    static func run(path: String, count: Int) throws {
        let lexicon = try Builtin.lexicon()
        let builtin = try BuiltinRecipes.load(lexicon: lexicon)
        let database = try YoriDatabase(path: path)
        let matcher = RecipeMatcher(lexicon: lexicon)
        // Staple counts are kept as recipes are written once the staples are known.
        try database.syncStapleKeys(matcher.staples)
        let existing = try database.recipeCount()
        if existing < count {
            let start = Date()
            var random = SplitMix64(seed: 42)
            let byCategory = Dictionary(grouping: lexicon.ingredients.filter { !$0.isStaple }, by: \.category)
            try database.db.transaction {
                for i in existing..<count {
                    var recipe = builtin[i % builtin.count]
                    recipe.source = .imported
                    recipe.sourceRef = "scale-\(i)"
                    recipe.name += " \(i)"
                    recipe.ingredients = recipe.ingredients.compactMap { line in
                        guard line.group != .seasoning else { return line }
                        switch random.next() % 10 {
                        case 0 where line.group == .secondary: return nil
                        case 1, 2:
                            guard let category = line.canonical.flatMap({ lexicon.ingredient(named: $0)?.category }),
                                  let pool = byCategory[category], !pool.isEmpty else { return line }
                            let swap = pool[Int(random.next() % UInt64(pool.count))]
                            return RecipeIngredient(name: swap.name, canonical: swap.name, amount: line.amount, group: line.group)
                        default: return line
                        }
                    }
                    try database.insertForBench(recipe)
                }
            }
            print("generated \(count - existing) recipes in \(String(format: "%.1f", Date().timeIntervalSince(start))) s")
        }
        try database.db.execute("ANALYZE")
        let queries = [["대파", "계란"], ["두부", "김치"], ["감자", "양파", "당근"], ["돼지고기", "김치"], ["egg", "tomato"]]
        var times: [Double] = []
        for _ in 0..<5 {
            for words in queries {
                let asked = words.map { AskedIngredient($0, lexicon: lexicon) }
                let start = Date()
                let plan = matcher.plan(RecipeQuery(asked: asked))
                let page = try database.recipeCandidates(plan, offset: 0, limit: 10)
                _ = page.recipes.compactMap(plan.match)
                times.append(Date().timeIntervalSince(start) * 1000)
            }
        }
        times.sort()
        print("scale: \(try database.recipeCount()) recipes, in-process cook median \(String(format: "%.1f", times[times.count / 2])) ms, max \(String(format: "%.1f", times.last!)) ms (\(times.count) queries)")
    }
}

/// A small deterministic generator, so the generated database is the same every run.
struct SplitMix64 {
    var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
