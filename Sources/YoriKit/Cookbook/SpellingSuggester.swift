/// "혹시 불고기?": recipe names close to a query that found nothing, by edit distance — on jamo
/// for Korean (볼고기 → 불고기 is one vowel off; 김치찌게 → 김치찌개 one), on letters for English
/// (bulgoggi → Bulgogi). Spaces and case are ignored. Only names within a small distance for the
/// query's length are offered (`allowed`), closest first, so a word that is simply not a recipe
/// gets no suggestion.
public enum SpellingSuggester {
    /// A recipe name offered for a query.
    public struct Suggestion: Equatable, Sendable {
        public var id: Int64
        public var name: String
        public var nameEnglish: String

        public init(id: Int64, name: String, nameEnglish: String) {
            self.id = id
            self.name = name
            self.nameEnglish = nameEnglish
        }
    }

    /// Up to `count` names closest to `query`, closest first (then shorter, then by name).
    public static func suggest(_ query: String, among names: [Suggestion], count: Int = 3) -> [Suggestion] {
        let korean = query.unicodeScalars.contains { Hangul.isSyllable($0) }
        let wanted = korean ? jamo(query) : letters(query)
        guard wanted.count >= 2, !Hangul.isChoseongQuery(query) else { return [] }
        let limit = allowed(wanted.count, korean: korean)
        var scored: [(distance: Int, length: Int, item: Suggestion)] = []
        var seen = Set<String>()
        for item in names {
            let target = korean ? jamo(item.name) : letters(item.nameEnglish)
            guard !target.isEmpty, abs(target.count - wanted.count) <= limit, target != wanted else { continue }
            let distance = editDistance(wanted, target, limit: limit)
            guard distance <= limit, seen.insert(item.name).inserted else { continue }
            scored.append((distance, target.count, item))
        }
        scored.sort { a, b in
            if a.distance != b.distance { return a.distance < b.distance }
            if a.length != b.length { return a.length < b.length }
            return a.item.name.utf8.lexicographicallyPrecedes(b.item.name.utf8)
        }
        guard let best = scored.first?.distance else { return [] }
        return scored.filter { $0.distance == best }.prefix(count).map(\.item)
    }

    /// Whether a query may be a Korean name written in Latin letters: ASCII letters, spaces and
    /// hyphens only, four letters or more.
    public static func mayBeRomanized(_ query: String) -> Bool {
        let letters = query.unicodeScalars.filter { ("a"..."z").contains($0) || ("A"..."Z").contains($0) }
        return letters.count >= 4 && query.unicodeScalars.allSatisfy {
            ("a"..."z").contains($0) || ("A"..."Z").contains($0) || $0 == " " || $0 == "-" || $0 == "'"
        }
    }

    /// The one name whose romanization (`Romanizer`, the Revised Romanization) is `query`, as
    /// people spell it: spaces, hyphens and case aside, and the pairs the old spellings blur
    /// (k/g, t/d, p/b, ch/j, r/l: kimchi = gimchi, bulgogi, jjigae = chigae). `nil` when none
    /// or several names match.
    public static func romanizedMatch(_ query: String, among names: [Suggestion]) -> Suggestion? {
        let wanted = folded(query)
        guard wanted.count >= 4 else { return nil }
        var found: Suggestion?
        for item in names where item.name.unicodeScalars.contains(where: Hangul.isSyllable) {
            guard folded(Romanizer.romanize(item.name)) == wanted else { continue }
            if let found, found.name != item.name { return nil }
            found = found ?? item
        }
        return found
    }

    /// Latin letters only, lowercased, with the letters old spellings blur made one.
    static func folded(_ text: String) -> String {
        var out = ""
        var previous: Character?
        for ch in text.lowercased() where ch.isLetter && ch.isASCII {
            var c = ch
            switch ch {
            case "k": c = "g"
            case "t": c = "d"
            case "p": c = "b"
            case "r": c = "l"
            case "h" where previous == "c": out.removeLast(); c = "j"  // ch → j
            default: break
            }
            out.append(c)
            previous = ch
        }
        return out
    }

    /// How far off a name may be: a jamo or letter for short words, more for longer ones.
    static func allowed(_ length: Int, korean: Bool) -> Int {
        korean ? (length <= 9 ? 1 : length <= 15 ? 2 : 3) : (length <= 4 ? 1 : length <= 10 ? 2 : 3)
    }

    /// Hangul syllables split into their jamo (initial, vowel, final), other letters as they
    /// are; spaces dropped.
    public static func jamo(_ text: String) -> [UInt32] {
        var out: [UInt32] = []
        for scalar in text.unicodeScalars where scalar != " " {
            if Hangul.isSyllable(scalar) {
                let index = scalar.value - 0xAC00
                out.append(0x1100 + index / 588)
                out.append(0x1161 + (index % 588) / 28)
                if index % 28 != 0 { out.append(0x11A7 + index % 28) }
            } else {
                out.append(scalar.value)
            }
        }
        return out
    }

    /// Letters and digits, lowercased (ASCII), spaces and punctuation dropped.
    static func letters(_ text: String) -> [UInt32] {
        text.unicodeScalars.compactMap { scalar in
            if ("A"..."Z").contains(scalar) { return scalar.value + 32 }
            if ("a"..."z").contains(scalar) || ("0"..."9").contains(scalar) { return scalar.value }
            return nil
        }
    }

    /// Levenshtein distance (insert, delete, replace), giving up past `limit`.
    static func editDistance(_ a: [UInt32], _ b: [UInt32], limit: Int) -> Int {
        if a.isEmpty { return b.count }
        if b.isEmpty { return a.count }
        var previous = Array(0...b.count)
        var current = Array(repeating: 0, count: b.count + 1)
        for i in 1...a.count {
            current[0] = i
            var rowBest = i
            for j in 1...b.count {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
                rowBest = min(rowBest, current[j])
            }
            if rowBest > limit { return limit + 1 }
            swap(&previous, &current)
        }
        return previous[b.count]
    }
}
