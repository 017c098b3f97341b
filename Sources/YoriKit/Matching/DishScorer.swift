/// How a recipe uses one asked ingredient: its best line for it (see `DishScorer.rolePoints`).
public struct AskedUse: Sendable, Equatable {
    public let group: IngredientGroup
    /// The line's place in the recipe, 0 for the first-listed.
    public let position: Int
    public let level: MatchLevel
    /// The line's ingredient key.
    public let key: String

    public init(group: IngredientGroup, position: Int, level: MatchLevel, key: String) {
        self.group = group
        self.position = position
        self.level = level
        self.key = key
    }
}

/// `cook`'s score for one recipe, a plain sum of named signals (docs/RANKING.md, weights in
/// Data/builtin/ranking/weights.tsv): for each asked ingredient it uses, its role in the recipe
/// (주재료, 부재료 or 양념; first-listed) and whether the dish's name says it (or the dish is
/// about it); how everyday the dish is (a curated built-in, an everyday dish's name, a variant of
/// one, a dish family; less for long descriptive titles); what is missing; in-date fridge food it
/// uses and how soon that is due; the user's bookmarks and ratings. `MatchPlan.match` and the
/// store both call `score`, so both orders agree.
public struct DishScorer: Sendable {
    public let ranking: DishRanking
    /// Per asked ingredient: its Korean names and those of the kinds a recipe may list for it
    /// in full (no general words), to find in a dish's name.
    let terms: [[String]]
    /// Per asked ingredient: the everyday dishes about it (제육볶음 for 돼지고기).
    let aboutDishes: [[String]]
    /// Per asked ingredient: the broader foods it counts as (김치 for 열무김치), whose lines are
    /// less about what was asked.
    let broader: [Set<String>]
    private let names: SearchMatcher

    public init(ranking: DishRanking, lexicon: IngredientLexicon, asked: [AskedIngredient], roles: [String: KeyRole]) {
        self.ranking = ranking
        names = SearchMatcher(query: "", terms: [], lexicon: lexicon)
        var keys = Array(repeating: Set<String>(), count: asked.count)
        let broader = asked.map { item in item.canonical.map { lexicon.covered(by: $0) } ?? [] }
        self.broader = broader
        for role in roles.values {
            guard let i = role.asked, role.level != .related else { continue }
            keys[i].insert(role.key)
        }
        // Names to find: the asked food's and its kinds' (not the broader foods': 열무김치 is not
        // in 볶음김치), and no general words.
        terms = keys.enumerated().map { i, set in
            var out: Set<String> = []
            for key in set where !broader[i].contains(key) {
                guard let ingredient = lexicon.ingredient(named: key) else {
                    if !key.isEmpty { out.insert(key) }
                    continue
                }
                guard !ingredient.isGeneral else { continue }
                out.insert(ingredient.name)
                for alias in ingredient.aliases where !alias.contains(" ") { out.insert(IngredientLexicon.key(alias)) }
            }
            return out.sorted { $0.count != $1.count ? $0.count > $1.count : $0 < $1 }
        }
        aboutDishes = keys.enumerated().map { i, set in
            let own = set.subtracting(broader[i])
            return ranking.dishes.filter { _, about in about.contains { own.contains($0) } }.map(\.key).sorted()
        }
    }

    /// Points for the line asked ingredient `i` is used by: its group, and first-listed; less
    /// for a broader food than asked, and for a close relative standing in.
    public func rolePoints(_ use: AskedUse, asked i: Int) -> Int {
        let group = switch use.group {
        case .main: ranking.points("main")
        case .secondary: ranking.points("secondary")
        case .seasoning: ranking.points("seasoning")
        }
        var points = group + (use.position == 0 ? ranking.points("first") : 0)
        if i < broader.count, broader[i].contains(use.key) { points = points * ranking.points("broader") / 100 }
        if use.level == .related { points = points * ranking.points("related") / 100 }
        return points
    }

    /// Whether the better of two lines for asked ingredient `i` is `a`.
    public func better(_ a: AskedUse, than b: AskedUse, asked i: Int) -> Bool {
        let (pa, pb) = (rolePoints(a, asked: i), rolePoints(b, asked: i))
        return pa != pb ? pa > pb : a.position < b.position
    }

    /// Whether the dish's name says asked ingredient `i` (김치찌개 for 김치; 삼겹살구이 for 돼지고기),
    /// or names an everyday dish about it (제육볶음 for 돼지고기). A one-letter name (무, 파) is no
    /// hit inside a longer ingredient's name (양파) or a word of `notname` (무침).
    public func nameSays(_ i: Int, name: String) -> Bool {
        guard i < terms.count else { return false }
        let lower = name.lowercased()
        let bare = lower.filter { $0 != " " }
        for term in terms[i] where bare.contains(term) {
            if term.count == 1 {
                var text = lower
                for word in ranking.notNames { text = text.replacing(word, with: " ") }
                if names.containsWord(text, term) { return true }
            } else if names.containsWord(lower, term) || names.containsWord(bare, term) {
                return true
            }
        }
        return aboutDishes[i].contains { bare.contains($0) }
    }

    /// What a recipe's name says of the dish, whatever was asked.
    public struct NameProfile: Sendable, Equatable {
        /// The everyday dish it is or is a variant of (참치김치찌개 → 김치찌개), else the name
        /// without spaces: recipes with the same dish are variants for diversity.
        public let dish: String
        public let everyday: Bool
        public let variant: Bool
        public let family: Bool
        public let markers: Int
        /// Letters (spaces left out).
        public let length: Int
    }

    public func profile(_ name: String) -> NameProfile {
        let bare = String(name.lowercased().filter { $0 != " " })
        let chars = Array(bare)
        var dish: String?
        if ranking.dishes[bare] == nil, chars.count > 2 {
            for length in stride(from: min(ranking.longestDish, chars.count - 1), through: 2, by: -1) {
                let suffix = String(chars[(chars.count - length)...])
                if ranking.dishes[suffix] != nil { dish = suffix; break }
            }
        }
        let everyday = ranking.dishes[bare] != nil
        let family = ranking.families.contains { bare.hasSuffix($0) }
        let markers = ranking.markers.count { name.contains($0) }
        return NameProfile(dish: everyday ? bare : dish ?? bare, everyday: everyday, variant: dish != nil, family: family,
                           markers: markers, length: chars.count)
    }

    /// The score: a sum of the signals' points (see the type's documentation).
    public func score(name: String, builtin: Bool, uses: [AskedUse?], missing: Int, fridgeUsed: Int, due: Int,
                      preference: Double) -> Int {
        var total = 0
        for (i, use) in uses.enumerated() {
            guard let use else { continue }
            var points = rolePoints(use, asked: i)
            if nameSays(i, name: name) {
                points += use.level == .related ? ranking.points("name") * ranking.points("related") / 100 : ranking.points("name")
            }
            total += points
        }
        let p = profile(name)
        if builtin { total += ranking.points("builtin") }
        if p.everyday { total += ranking.points("everyday") } else if p.variant { total += ranking.points("variant") }
        if p.everyday && ranking.classics.contains(p.dish) { total += ranking.points("classic") }
        if p.family { total += ranking.points("family") }
        total += p.markers * ranking.points("marker")
        total += max(0, p.length - ranking.points("short")) * ranking.points("long")
        total += min(missing, ranking.points("missing-cap")) * ranking.points("missing")
        total += fridgeUsed * ranking.points("fridge")
        total += due * ranking.points("due")
        total += Int((preference * Double(ranking.points("preference"))).rounded())
        return total
    }

    /// How many of one dish the first places may hold (not three variants of one dish in the top 5).
    public static let diversityPlaces = 5
    public static let perDish = 2

    /// `items` (best first) with the first `diversityPlaces` holding at most `perDish` of one
    /// dish: a further variant waits for the first item after it of another dish in the same
    /// tier (a recipe using fewer asked ingredients never moves up past one using more).
    public static func spread<T>(_ items: [T], dish: (T) -> String, tier: (T) -> Int) -> [T] {
        var out: [T] = []
        var rest = items[...]
        var counts: [String: Int] = [:]
        while out.count < diversityPlaces, let first = rest.first {
            let firstTier = tier(first)
            let pick = rest.firstIndex { tier($0) == firstTier && counts[dish($0), default: 0] < perDish }
                ?? rest.startIndex
            let item = rest[pick]
            counts[dish(item), default: 0] += 1
            out.append(item)
            rest.remove(at: pick)
        }
        return out + rest
    }
}
