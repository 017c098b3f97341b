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
    /// Every word's key → the entry it names (`LexiconKeyTable`; precomputed for the built-in lexicon).
    private let keys: LexiconKeyTable
    /// Entry `index` of the key table: the ingredients, then the general words (not copied into
    /// one array: that copy was a tenth of the lexicon's start).
    func entry(_ index: Int) -> Ingredient {
        index < ingredients.count ? ingredients[index] : generalWords[index - ingredients.count]
    }
    // Keyed by the names' bytes (`LexiconKey`): hashing a Korean `String` checks its Unicode
    // normalization scalar by scalar, and a start builds these maps from a thousand names.
    /// Broader name → the names that point to it.
    private let narrower: [LexiconKey: [String]]
    /// Name → the same food in other forms, both ways (쌀 ↔ 밥).
    private let sameFood: [LexiconKey: [String]]
    /// Category → the ingredients in it (for general words).
    private let members: [LexiconKey: [String]]
    /// Category → the general words that cover it.
    private let generalFor: [LexiconKey: [String]]
    /// Longest key length in characters, to bound longest-match scans.
    public var longestKey: Int { keys.longest }

    /// A lexicon of `ingredients` and `general` words, checked: no name or word twice, every
    /// `broader`, `related` and same-food name and every category a general word covers known.
    public init(_ ingredients: [Ingredient], general: [Ingredient] = []) throws(LexiconError) {
        var names: Set<LexiconKey> = []
        for ingredient in ingredients + general where !names.insert(LexiconKey(ingredient.name)).inserted {
            throw .duplicate(ingredient.name)
        }
        self.init(ingredients, general: general, keys: try LexiconKeyTable(entries: ingredients + general))
        for ingredient in ingredients {
            for ref in [ingredient.broader].compactMap({ $0 }) + ingredient.related + ingredient.sameFood
            where self.ingredient(named: ref) == nil {
                throw .unknownReference(ingredient.name, ref)
            }
        }
        for word in general {
            for category in word.covers where members[LexiconKey(category)] == nil {
                throw .unknownReference(word.name, category)
            }
        }
    }

    /// A lexicon whose key table was made beforehand (`BuiltinTables`): nothing is checked
    /// or hashed per word here.
    init(_ ingredients: [Ingredient], general: [Ingredient], keys: LexiconKeyTable) {
        var narrower: [LexiconKey: [String]] = [:]
        var sameFood: [LexiconKey: [String]] = [:]
        var members: [LexiconKey: [String]] = [:]
        func add(_ name: String, to other: String) {
            let key = LexiconKey(other)
            if sameFood[key]?.contains(where: { $0.sameBytes(as: name) }) != true {
                sameFood[key, default: []].append(name)
            }
        }
        for ingredient in ingredients {
            if let broader = ingredient.broader { narrower[LexiconKey(broader), default: []].append(ingredient.name) }
            for other in ingredient.sameFood {
                add(other, to: ingredient.name)
                add(ingredient.name, to: other)
            }
            members[LexiconKey(ingredient.category), default: []].append(ingredient.name)
        }
        var generalFor: [LexiconKey: [String]] = [:]
        for word in general {
            for category in word.covers where members[LexiconKey(category)] != nil {
                generalFor[LexiconKey(category), default: []].append(word.name)
            }
        }
        self.ingredients = ingredients
        self.generalWords = general
        self.keys = keys
        self.narrower = narrower
        self.sameFood = sameFood
        self.members = members
        self.generalFor = generalFor
    }

    /// The key table, for the check that the precomputed one is current.
    var keyTable: LexiconKeyTable { keys }

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
        // A name is found under its key (`LA갈비` under `la갈비`), and must then be the entry's name.
        guard let (index, _) = keys.find(name) ?? keys.find(IngredientLexicon.key(name)) else { return nil }
        let found = entry(index)
        return found.name.sameBytes(as: name) ? found : nil
    }

    /// The ingredient a whole word means, and whether the word was its canonical name.
    public func lookup<S: StringProtocol>(_ word: S) -> (ingredient: Ingredient, kind: NameKind)? {
        keys.find(IngredientLexicon.key(word)).map { (entry($0.index), $0.kind) }
    }

    /// Like `lookup`, for text that is already a key (lowercase, no spaces, composed).
    func lookup(key: String) -> (ingredient: Ingredient, kind: NameKind)? {
        keys.find(key).map { (entry($0.index), $0.kind) }
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
        out.formUnion(narrower[LexiconKey(name)] ?? [])
        out.formUnion(sameFood[LexiconKey(name)] ?? [])
        for category in ingredient.covers { out.formUnion(members[LexiconKey(category)] ?? []) }
        out.remove(name)
        return out
    }

    /// Whether `name` is a kind of `broader` by the chain of `broader` (닭다리살 of 닭고기; 닭봉 → 닭날개 →
    /// 닭고기). A food is no kind of itself, and a general word (고기) is no one's `broader`.
    public func isKind(_ name: String, of broader: String) -> Bool {
        var seen: Set<String> = [name]
        var up = ingredient(named: name)?.broader
        while let here = up, seen.insert(here).inserted {
            if here == broader { return true }
            up = ingredient(named: here)?.broader
        }
        return false
    }

    /// What having `name` counts as having in full: every broader ingredient up the chain
    /// (삼겹살 → 돼지고기; 실고추 → 건고추 → 고추), the general words for its category and its
    /// broader ones' (돼지고기 → 고기), and the same food in another form (쌀 → 밥). Never
    /// narrower kinds or relatives: 돼지고기 is not a 삼겹살.
    public func covered(by name: String) -> Set<String> {
        guard let ingredient = ingredient(named: name), !ingredient.isGeneral else { return [] }
        var out = Set(sameFood[LexiconKey(name)] ?? [])
        var current: Ingredient? = ingredient
        var seen: Set<String> = [name]
        while let here = current {
            out.formUnion(generalFor[LexiconKey(here.category)] ?? [])
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
