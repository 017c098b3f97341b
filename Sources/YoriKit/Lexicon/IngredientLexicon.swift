/// How a word was recognised as an ingredient.
public enum NameKind: Sendable, Equatable {
    /// The canonical Korean name itself.
    case canonical
    /// An alias or an English name of it.
    case synonym
}

/// The bilingual ingredient lexicon: every word yori knows for every ingredient.
///
/// Lookups ignore case and spaces (`돼지 고기` = `돼지고기`, `Green Onion` = `green onion`).
/// A word is only ever matched whole: the lexicon never tests raw substrings, so
/// 파 is not found in 양파 and 고추 is not found in 고추장.
public struct IngredientLexicon: Sendable {
    public let ingredients: [Ingredient]
    /// Words for a whole category (고기, 채소, 해물, 면): found by `lookup` and
    /// `ingredient(named:)` like ingredients, but not listed in `ingredients`.
    public let generalWords: [Ingredient]
    private let byName: [LexiconKey: Int]
    private let byKey: [LexiconKey: (index: Int, kind: NameKind)]
    /// Every entry: the ingredients, then the general words (what the indices point to).
    private let entries: [Ingredient]
    /// Broader name → the names that point to it.
    private let narrower: [String: [String]]
    /// Name → the same food in other forms, both ways (쌀 ↔ 밥).
    private let sameFood: [String: Set<String>]
    /// Category → the ingredients in it (for general words).
    private let members: [String: [String]]
    /// Category → the general words that cover it.
    private let generalFor: [String: [String]]
    /// Longest key length in characters, to bound longest-match scans.
    public let longestKey: Int

    public init(_ ingredients: [Ingredient], general: [Ingredient] = []) throws(LexiconError) {
        var byName: [LexiconKey: Int] = [:]
        var byKey: [LexiconKey: (Int, NameKind)] = [:]
        var longest = 0
        let entries = ingredients + general
        for (i, ingredient) in entries.enumerated() {
            if byName[LexiconKey(ingredient.name)] != nil { throw .duplicate(ingredient.name) }
            byName[LexiconKey(ingredient.name)] = i
            let words = [(ingredient.name, NameKind.canonical)]
                + (ingredient.aliases + ingredient.english).map { ($0, NameKind.synonym) }
            for (word, kind) in words {
                let key = LexiconKey(IngredientLexicon.key(word))
                guard !key.text.isEmpty else { continue }
                if let other = byKey[key], other.0 != i {
                    throw .duplicate("\(word) (\(entries[other.0].name), \(ingredient.name))")
                }
                byKey[key] = (i, kind)
                longest = max(longest, key.text.count)
            }
        }
        var narrower: [String: [String]] = [:]
        var sameFood: [String: Set<String>] = [:]
        var members: [String: [String]] = [:]
        for ingredient in ingredients {
            if let broader = ingredient.broader { narrower[broader, default: []].append(ingredient.name) }
            for other in ingredient.sameFood {
                sameFood[ingredient.name, default: []].insert(other)
                sameFood[other, default: []].insert(ingredient.name)
            }
            members[ingredient.category, default: []].append(ingredient.name)
            for ref in [ingredient.broader].compactMap({ $0 }) + ingredient.related + ingredient.sameFood
            where byName[LexiconKey(ref)] == nil {
                throw .unknownReference(ingredient.name, ref)
            }
        }
        var generalFor: [String: [String]] = [:]
        for word in general {
            for category in word.covers {
                guard members[category] != nil else { throw .unknownReference(word.name, category) }
                generalFor[category, default: []].append(word.name)
            }
        }
        self.ingredients = ingredients
        self.generalWords = general
        self.entries = entries
        self.byName = byName
        self.byKey = byKey
        self.narrower = narrower
        self.sameFood = sameFood
        self.members = members
        self.generalFor = generalFor
        self.longestKey = longest
    }

    /// The lookup key of a word: lowercase, without spaces, Hangul composed (NFC).
    public static func key<S: StringProtocol>(_ word: S) -> String {
        // Most words (Hangul syllables, lowercase English) are keys already; check that
        // cheaply before paying for lowercasing and Unicode properties.
        let isKey = word.unicodeScalars.allSatisfy { scalar in
            if scalar.isASCII { return !(scalar >= "A" && scalar <= "Z") && scalar != " " && scalar != "\t" }
            if Hangul.isSyllable(scalar) { return true }
            return !Hangul.isJamo(scalar) && !scalar.properties.isWhitespace
                && !scalar.properties.changesWhenLowercased
        }
        if isKey { return String(word) }
        var out = String.UnicodeScalarView()
        for scalar in Hangul.composed(String(word)).lowercased().unicodeScalars
        where !scalar.properties.isWhitespace {
            out.append(scalar)
        }
        return String(out)
    }

    /// The ingredient with this canonical name.
    public func ingredient(named name: String) -> Ingredient? {
        byName[LexiconKey(name)].map { entries[$0] }
    }

    /// The ingredient a whole word means, and whether the word was its canonical name.
    public func lookup<S: StringProtocol>(_ word: S) -> (ingredient: Ingredient, kind: NameKind)? {
        byKey[LexiconKey(IngredientLexicon.key(word))].map { (entries[$0.index], $0.kind) }
    }

    /// Like `lookup`, for text that is already a key (lowercase, no spaces, composed).
    func lookup(key: String) -> (ingredient: Ingredient, kind: NameKind)? {
        byKey[LexiconKey(key)].map { (entries[$0.index], $0.kind) }
    }

    /// Canonical name for a word, if the lexicon knows it.
    public func canonicalName<S: StringProtocol>(_ word: S) -> String? {
        lookup(word)?.ingredient.name
    }

    /// Ingredients that can stand in for `name`: its close relatives, the broader
    /// ingredient, and the narrower ones (삼겹살 for 돼지고기); for a general word (고기),
    /// every ingredient of the categories it covers.
    public func relatives(of name: String) -> Set<String> {
        guard let ingredient = ingredient(named: name) else { return [] }
        var out = Set(ingredient.related)
        if let broader = ingredient.broader { out.insert(broader) }
        out.formUnion(narrower[name] ?? [])
        out.formUnion(sameFood[name] ?? [])
        for category in ingredient.covers { out.formUnion(members[category] ?? []) }
        out.remove(name)
        return out
    }

    /// What having `name` counts as having in full: every broader ingredient up the chain
    /// (삼겹살 → 돼지고기; 실고추 → 건고추 → 고추), the general words for its category and its
    /// broader ones' (돼지고기 → 고기), and the same food in another form (쌀 → 밥). Never
    /// narrower kinds or relatives: 돼지고기 is not a 삼겹살.
    public func covered(by name: String) -> Set<String> {
        guard let ingredient = ingredient(named: name), !ingredient.isGeneral else { return [] }
        var out = sameFood[name] ?? []
        var current: Ingredient? = ingredient
        var seen: Set<String> = [name]
        while let here = current {
            out.formUnion(generalFor[here.category] ?? [])
            guard let up = here.broader, seen.insert(up).inserted else { break }
            out.insert(up)
            current = self.ingredient(named: up)
        }
        out.remove(name)
        return out
    }

}

/// A lexicon file that cannot be used.
public enum LexiconError: Error, Equatable, CustomStringConvertible {
    case malformedLine(Int, String)
    case duplicate(String)
    case unknownReference(String, String)

    public var description: String {
        switch self {
        case .malformedLine(let n, let why): "ingredient lexicon line \(n): \(why)"
        case .duplicate(let name): "ingredient lexicon: '\(name)' is listed twice"
        case .unknownReference(let from, let to): "ingredient lexicon: \(from) refers to unknown '\(to)'"
        }
    }
}
