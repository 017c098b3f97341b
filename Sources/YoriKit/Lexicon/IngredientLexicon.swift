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
    private let byName: [LexiconKey: Int]
    private let byKey: [LexiconKey: (index: Int, kind: NameKind)]
    /// Broader name → the names that point to it.
    private let narrower: [String: [String]]
    /// Longest key length in characters, to bound longest-match scans.
    public let longestKey: Int

    public init(_ ingredients: [Ingredient]) throws(LexiconError) {
        var byName: [LexiconKey: Int] = [:]
        var byKey: [LexiconKey: (Int, NameKind)] = [:]
        var longest = 0
        for (i, ingredient) in ingredients.enumerated() {
            if byName[LexiconKey(ingredient.name)] != nil { throw .duplicate(ingredient.name) }
            byName[LexiconKey(ingredient.name)] = i
            let words = [(ingredient.name, NameKind.canonical)]
                + (ingredient.aliases + ingredient.english).map { ($0, NameKind.synonym) }
            for (word, kind) in words {
                let key = LexiconKey(IngredientLexicon.key(word))
                guard !key.text.isEmpty else { continue }
                if let other = byKey[key], other.0 != i {
                    throw .duplicate("\(word) (\(ingredients[other.0].name), \(ingredient.name))")
                }
                byKey[key] = (i, kind)
                longest = max(longest, key.text.count)
            }
        }
        var narrower: [String: [String]] = [:]
        for ingredient in ingredients {
            if let broader = ingredient.broader { narrower[broader, default: []].append(ingredient.name) }
            for ref in [ingredient.broader].compactMap({ $0 }) + ingredient.related where byName[LexiconKey(ref)] == nil {
                throw .unknownReference(ingredient.name, ref)
            }
        }
        self.ingredients = ingredients
        self.byName = byName
        self.byKey = byKey
        self.narrower = narrower
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
        byName[LexiconKey(name)].map { ingredients[$0] }
    }

    /// The ingredient a whole word means, and whether the word was its canonical name.
    public func lookup<S: StringProtocol>(_ word: S) -> (ingredient: Ingredient, kind: NameKind)? {
        byKey[LexiconKey(IngredientLexicon.key(word))].map { (ingredients[$0.index], $0.kind) }
    }

    /// Like `lookup`, for text that is already a key (lowercase, no spaces, composed).
    func lookup(key: String) -> (ingredient: Ingredient, kind: NameKind)? {
        byKey[LexiconKey(key)].map { (ingredients[$0.index], $0.kind) }
    }

    /// Canonical name for a word, if the lexicon knows it.
    public func canonicalName<S: StringProtocol>(_ word: S) -> String? {
        lookup(word)?.ingredient.name
    }

    /// Ingredients that can stand in for `name`: its close relatives, the broader
    /// ingredient, and the narrower ones (삼겹살 for 돼지고기).
    public func relatives(of name: String) -> Set<String> {
        guard let ingredient = ingredient(named: name) else { return [] }
        var out = Set(ingredient.related)
        if let broader = ingredient.broader { out.insert(broader) }
        out.formUnion(narrower[name] ?? [])
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
