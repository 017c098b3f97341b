/// How a recipe uses one asked ingredient: its best line for it (see `DishScorer.rolePoints`).
public struct AskedUse: Sendable, Equatable {
    public let group: IngredientGroup
    /// The line's place in the recipe, 0 for the first-listed.
    public let position: Int
    public let level: MatchLevel
    /// The line is a broader food than asked (a recipe's 김치 for `cook 열무김치`).
    public let broader: Bool

    public init(group: IngredientGroup, position: Int, level: MatchLevel, broader: Bool) {
        self.group = group
        self.position = position
        self.level = level
        self.broader = broader
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
    private let w: Weights
    // The same texts as UTF-8 bytes: a recipe's name is searched as bytes (a Korean name is found
    // at character boundaries by UTF-8's design), which keeps scoring 100,000 recipes fast.
    private let termBytes: [[[UInt8]]]
    private let aboutBytes: [[[UInt8]]]
    private let familyBytes: [[UInt8]]
    private let markerBytes: [[UInt8]]
    /// Everyday dishes by the bytes of their last letter, longest first.
    private let dishesByLast: [[UInt8]: [[UInt8]]]
    /// The everyday dishes by their first letter, longest first (불고기덮밥 starts with 불고기).
    private let dishesByFirst: [[UInt8]: [[UInt8]]]
    private let classicBytes: Set<[UInt8]>

    public init(ranking: DishRanking, lexicon: IngredientLexicon, asked: [AskedIngredient], roles: [String: KeyRole]) {
        self.ranking = ranking
        names = SearchMatcher(query: "", terms: [], lexicon: lexicon)
        w = Weights(ranking)
        var keys = Array(repeating: Set<String>(), count: asked.count)
        let broader = asked.map { item in item.canonical.map { lexicon.covered(by: $0) } ?? [] }
        self.broader = broader
        for role in roles.values {
            guard let i = role.asked, role.level != .related else { continue }
            keys[i].insert(role.key)
        }
        // Names to find: the asked food's and its kinds' (not the broader foods': 열무김치 is not
        // in 볶음김치), and no general words.
        let terms = keys.enumerated().map { i, set in
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
        self.terms = terms
        let aboutDishes = keys.enumerated().map { i, set in
            // Compared as bytes: the own names are few, the dishes hundreds (hashing each Korean
            // word of every dish into a `Set<String>` was a tenth of the scorer's start).
            let own = Array(set.subtracting(broader[i]))
            return ranking.dishes.compactMap { dish, about in
                about.contains { word in own.contains { $0.sameBytes(as: word) } } ? dish : nil
            }.sorted()
        }
        self.aboutDishes = aboutDishes
        termBytes = terms.map { $0.map(Self.bare) }
        aboutBytes = aboutDishes.map { $0.map(Self.bare) }
        familyBytes = ranking.families.map(Self.bare)
        markerBytes = ranking.markers.map(Self.bare)
        var byLast: [[UInt8]: [[UInt8]]] = [:]
        for dish in ranking.dishes.keys {
            let bytes = Self.bare(dish)
            byLast[Self.lastLetter(bytes), default: []].append(bytes)
        }
        dishesByLast = byLast.mapValues { $0.sorted { $0.count != $1.count ? $0.count > $1.count : $0.lexicographicallyPrecedes($1) } }
        var byFirst: [[UInt8]: [[UInt8]]] = [:]
        for dish in ranking.dishes.keys {
            let bytes = Self.bare(dish)
            byFirst[Self.firstLetter(bytes), default: []].append(bytes)
        }
        dishesByFirst = byFirst.mapValues { $0.sorted { $0.count != $1.count ? $0.count > $1.count : $0.lexicographicallyPrecedes($1) } }
        classicBytes = Set(ranking.classics.map(Self.bare))
    }

    /// The weights, read once from the table.
    struct Weights: Sendable {
        let main, secondary, seasoning, first, broader, related, name, builtin, everyday, classic, variant, family, marker,
            long, short, missing, missingCap, fridge, due, preference: Int
        init(_ r: DishRanking) {
            (main, secondary, seasoning, first) = (r.points("main"), r.points("secondary"), r.points("seasoning"), r.points("first"))
            (broader, related, name) = (r.points("broader"), r.points("related"), r.points("name"))
            (builtin, everyday, classic, variant) = (r.points("builtin"), r.points("everyday"), r.points("classic"), r.points("variant"))
            (family, marker, long, short) = (r.points("family"), r.points("marker"), r.points("long"), r.points("short"))
            (missing, missingCap, fridge) = (r.points("missing"), r.points("missing-cap"), r.points("fridge"))
            (due, preference) = (r.points("due"), r.points("preference"))
        }
    }

    /// Points for the line asked ingredient `i` is used by: its group, and first-listed; less
    /// for a broader food than asked, and for a close relative standing in.
    public func rolePoints(_ use: AskedUse, asked i: Int) -> Int {
        let group = switch use.group {
        case .main: w.main
        case .secondary: w.secondary
        case .seasoning: w.seasoning
        }
        var points = group + (use.position == 0 ? w.first : 0)
        if use.broader { points = points * w.broader / 100 }
        if use.level == .related { points = points * w.related / 100 }
        return points
    }

    /// Whether a recipe line with `key` is a broader food than asked ingredient `i`.
    public func isBroader(_ key: String, asked i: Int) -> Bool {
        i < broader.count && broader[i].contains(key)
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
        nameSays(i, name: name, bare: Self.bare(name))
    }

    func nameSays(_ i: Int, name: String, bare: [UInt8]) -> Bool {
        guard i < terms.count else { return false }
        for (term, bytes) in zip(terms[i], termBytes[i]) where Self.contains(bare, bytes) {
            // Found as text; now the slower check that it is not inside another food's name.
            let lower = name.lowercased()
            if term.count == 1 {
                var text = lower
                for word in ranking.notNames { text = text.replacing(word, with: " ") }
                if names.containsWord(text, term) { return true }
            } else if names.containsWord(lower, term) || names.containsWord(String(decoding: bare, as: UTF8.self), term) {
                return true
            }
        }
        return aboutBytes[i].contains { Self.contains(bare, $0) }
    }

    /// What a recipe's name says of the dish, whatever was asked.
    public struct NameProfile: Sendable, Equatable {
        /// The everyday dish it is or is a variant of (참치김치찌개 → 김치찌개), else the name
        /// without spaces: recipes with the same dish are variants for diversity.
        public var dish: String { String(decoding: dishBytes, as: UTF8.self) }
        let dishBytes: [UInt8]
        public let everyday: Bool
        public let classic: Bool
        public let variant: Bool
        public let family: Bool
        public let markers: Int
        /// Letters (spaces left out).
        public let length: Int
    }

    public func profile(_ name: String) -> NameProfile { profile(bare: Self.bare(name)) }

    func profile(bare: [UInt8]) -> NameProfile {
        // An everyday dish it is, and the longest other one its name ends with (참치김치찌개 → 김치찌개).
        var dish: [UInt8]?
        var everyday = false
        for candidate in dishesByLast[Self.lastLetter(bare)] ?? [] where Self.hasSuffix(bare, candidate) {
            if candidate.count == bare.count {
                everyday = true
            } else {
                dish = candidate
                break
            }
        }
        let family = familyBytes.contains { Self.hasSuffix(bare, $0) }
        let markers = markerBytes.count { Self.contains(bare, $0) }
        let length = bare.count { $0 & 0xC0 != 0x80 }
        // No everyday dish at its end: one at its start makes it that dish's variant for diversity
        // (불고기덮밥, 불고기전골 are 불고기), though not for the variant points.
        var kin = dish.flatMap { $0.count >= 6 ? $0 : nil }
        if kin == nil {
            for candidate in dishesByFirst[Self.firstLetter(bare)] ?? [] where candidate.count < bare.count
                && candidate.count >= 6 && Self.hasPrefix(bare, candidate) {
                kin = candidate
                break
            }
        }
        return NameProfile(dishBytes: kin ?? bare, everyday: everyday, classic: everyday && classicBytes.contains(bare),
                           variant: dish != nil && !everyday, family: family, markers: markers, length: length)
    }

    /// The score: a sum of the signals' points (see the type's documentation).
    public func score(name: String, builtin: Bool, uses: [AskedUse?], missing: Int, fridgeUsed: Int, due: Int,
                      preference: Double) -> Int {
        let bare = Self.bare(name)
        var total = 0
        for (i, use) in uses.enumerated() {
            guard let use else { continue }
            var points = rolePoints(use, asked: i)
            if nameSays(i, name: name, bare: bare) {
                points += use.level == .related ? w.name * w.related / 100 : w.name
            }
            total += points
        }
        let p = profile(bare: bare)
        if builtin { total += w.builtin }
        if p.everyday { total += w.everyday } else if p.variant { total += w.variant }
        if p.classic { total += w.classic }
        if p.family { total += w.family }
        total += p.markers * w.marker
        total += max(0, p.length - w.short) * w.long
        total += min(missing, w.missingCap) * w.missing
        total += fridgeUsed * w.fridge
        total += due * w.due
        total += Int((preference * Double(w.preference)).rounded())
        return total
    }

    /// A name as compared: UTF-8 bytes, spaces left out, ASCII letters lowercased.
    static func bare(_ text: String) -> [UInt8] {
        var out: [UInt8] = []
        out.reserveCapacity(text.utf8.count)
        for b in text.utf8 where b != 0x20 { out.append(b >= 0x41 && b <= 0x5A ? b + 32 : b) }
        return out
    }

    static func lastLetter(_ bytes: [UInt8]) -> [UInt8] {
        guard var i = bytes.indices.last else { return [] }
        while i > 0, bytes[i] & 0xC0 == 0x80 { i -= 1 }
        return Array(bytes[i...])
    }

    static func hasPrefix(_ text: [UInt8], _ prefix: [UInt8]) -> Bool {
        guard prefix.count <= text.count else { return false }
        for j in prefix.indices where text[j] != prefix[j] { return false }
        return true
    }

    static func firstLetter(_ bytes: [UInt8]) -> [UInt8] {
        guard let first = bytes.first else { return [] }
        let length = first < 0x80 ? 1 : first < 0xE0 ? 2 : first < 0xF0 ? 3 : 4
        return Array(bytes.prefix(length))
    }

    static func hasSuffix(_ text: [UInt8], _ suffix: [UInt8]) -> Bool {
        guard suffix.count <= text.count else { return false }
        let start = text.count - suffix.count
        for j in suffix.indices where text[start + j] != suffix[j] { return false }
        return true
    }

    static func contains(_ text: [UInt8], _ needle: [UInt8]) -> Bool {
        guard let first = needle.first, needle.count <= text.count else { return needle.isEmpty }
        var i = 0
        let last = text.count - needle.count
        while i <= last {
            if text[i] == first {
                var j = 1
                while j < needle.count, text[i + j] == needle[j] { j += 1 }
                if j == needle.count { return true }
            }
            i += 1
        }
        return false
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
