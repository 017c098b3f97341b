import Foundation  // a measuring tool, not yori's start-up path (like YoriBench)
import YoriKit
import YoriStore

/// Scores `yori cook` against a judged set: for each query, the first 10 recipes the session
/// lists (as `yori cook` would, through the parser, with the query's fridge), the rank of the
/// first expected dish, and how many of the 10 use every asked ingredient.
public struct RankingQuality {
    /// Which database a query is judged on.
    public enum Base: String, Sendable { case builtin, all }

    /// What one query got.
    public struct Outcome: Sendable {
        public let id: String
        public let query: [String]
        /// 1-based rank of the first expected name in the first 10, or nil.
        public let rank: Int?
        public let shown: [String]
        public let expected: [String]
        /// Of the shown recipes, how many use every asked ingredient (nil for a fridge-only query).
        public let usingAll: Int?
    }

    /// The figures over a set.
    public struct Summary: Sendable, CustomStringConvertible {
        public let label: String
        public let outcomes: [Outcome]
        public var scored: Int { outcomes.count }
        public var hitAt3: Double { share { ($0.rank ?? 99) <= 3 } }
        public var hitAt5: Double { share { ($0.rank ?? 99) <= 5 } }
        public var mrr: Double {
            outcomes.isEmpty ? 0 : outcomes.reduce(0) { $0 + ($1.rank.map { 1 / Double($0) } ?? 0) } / Double(outcomes.count)
        }
        /// Share of the listed recipes (first 10 of each query naming ingredients) that use every asked one.
        public var usingAll: Double {
            let counted = outcomes.filter { $0.usingAll != nil }
            let shown = counted.reduce(0) { $0 + $1.shown.count }
            return shown == 0 ? 1 : Double(counted.reduce(0) { $0 + ($1.usingAll ?? 0) }) / Double(shown)
        }
        func share(_ hit: (Outcome) -> Bool) -> Double {
            outcomes.isEmpty ? 0 : Double(outcomes.count(where: hit)) / Double(outcomes.count)
        }
        public var description: String {
            String(format: "%@: %d queries  hit@3 %.3f  hit@5 %.3f  MRR %.3f  uses-all %.3f",
                   label, scored, hitAt3, hitAt5, mrr, usingAll)
        }
        /// The queries whose first expected dish is not in the first 3, for working on a dev set.
        public var misses: [String] {
            outcomes.filter { ($0.rank ?? 99) > 3 }.map { o in
                "\(o.id) \(o.query.joined(separator: " ")): rank \(o.rank.map(String.init) ?? "-") "
                    + "expected \(o.expected.prefix(4).joined(separator: "/")); got \(o.shown.prefix(5).joined(separator: ", "))"
            }
        }
    }

    public let lexicon: IngredientLexicon
    public let database: YoriDatabase
    public let base: Base
    public let today = LocalDay(iso: "2026-11-24")!

    /// A fresh in-memory database with the built-in recipes, and the shared COOKRCP01 file's
    /// recipes when `shared` is given.
    public init(shared: URL?) throws {
        lexicon = try Builtin.lexicon()
        database = try YoriDatabase.inMemory()
        let lexicon = lexicon
        _ = try database.seedBuiltinRecipes { try BuiltinRecipes.load(lexicon: lexicon) }
        if let shared {
            let document = try CookRcpDocument.decode(try Data(contentsOf: shared))
            _ = try database.importRecipes(CookRcpImporter(lexicon: lexicon).convert(document.rows).recipes)
            base = .all
        } else {
            base = .builtin
        }
    }

    /// The session `yori cook` would answer with, the query's fridge in it.
    func session(fridge entries: [JudgedQuery.FridgeEntry]) -> Session {
        let today = today
        let items = entries.enumerated().map { i, entry in
            let canonical = lexicon.lookup(entry.ingredient)?.ingredient.name
            return FridgeItem(id: Int64(i + 1), name: canonical ?? entry.ingredient, canonical: canonical, quantity: 1,
                              unit: "개", place: .fridge, added: today.adding(days: -3),
                              expires: entry.days_left.map { today.adding(days: $0) })
        }
        var fridge = FridgeStoreClient.empty
        fridge.items = { items }
        return Session(lexicon: lexicon, store: .database(database), fridge: fridge, clock: .fixed(today), limit: 10)
    }

    /// Runs every query judged on this database (a query with no expected name here is skipped).
    public func run(_ queries: [JudgedQuery], label: String) -> Summary {
        var outcomes: [Outcome] = []
        for q in queries {
            let expected = base == .builtin ? q.expect_builtin : q.expect_all
            guard !expected.isEmpty else { continue }
            let session = session(fridge: q.fridge)
            let asked = session.parser.ingredients(fromArguments: q.query)
            let answer = session.answer(.recommend(ingredients: asked), language: .ko).answer
            guard case .recipes(let r) = answer else {
                outcomes.append(Outcome(id: q.id, query: q.query, rank: nil, shown: [], expected: expected, usingAll: nil))
                continue
            }
            let shown = r.matches.map(\.recipe.name)
            let rank = shown.firstIndex { expected.contains($0) }.map { $0 + 1 }
            let required = r.required.count
            let usingAll = r.fromFridge || required == 0 ? nil : r.matches.count { $0.askedUsed == required }
            outcomes.append(Outcome(id: q.id, query: q.query, rank: rank, shown: shown, expected: expected, usingAll: usingAll))
        }
        return Summary(label: label, outcomes: outcomes)
    }
}
