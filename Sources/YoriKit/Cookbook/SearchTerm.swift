/// One word (or lexicon phrase: `green onion`) of a search, with everything it may match:
/// Korean text inside recipe names, English words in English names, and ingredient keys.
///
/// Ingredient matching goes through the lexicon as `cook` does: 고추 finds recipes with 고추
/// or a kind of it (청양고추), never 고추장; an English word finds what its Korean name
/// finds (`kimchi` = `김치`). Only a word the lexicon does not know falls back to the
/// written ingredient names containing it.
public struct SearchTerm: Equatable, Sendable {
    /// The word as typed, lowercased.
    public let word: String
    /// The lexicon's ingredient, if the word names one.
    public let canonical: String?
    /// Korean text to look for inside recipe names (the word, the ingredient's Korean names).
    public let names: [String]
    /// English words (or phrases) to look for in English names, on word boundaries.
    public let english: [String]
    /// Ingredient keys that count: the ingredient and its kinds, or the unknown word's key.
    public let keys: Set<String>

    public init(word: String, canonical: String?, names: [String], english: [String], keys: Set<String>) {
        self.word = word
        self.canonical = canonical
        self.names = names
        self.english = english
        self.keys = keys
    }

    /// The term for a word as the parser understood it (`AskedIngredient`).
    public init(_ item: AskedIngredient, lexicon: IngredientLexicon) {
        let word = item.word.lowercased()
        let ascii = word.unicodeScalars.allSatisfy(\.isASCII)
        var names = ascii && item.canonical != nil ? [] : [word]
        var english = ascii ? [word] : []
        var keys: Set<String> = [item.key]
        // An English dish word finds Korean names too: imported recipes have no English name.
        if ascii && item.canonical == nil, let (singular, korean) = Self.koreanDishWords(word) {
            names += korean
            if singular != word { english.append(singular) }
        }
        if let canonical = item.canonical, let ingredient = lexicon.ingredient(named: canonical) {
            for name in [ingredient.name] + ingredient.aliases where !names.contains(name) && !name.unicodeScalars.allSatisfy(\.isASCII) {
                names.append(name)
            }
            for name in ingredient.english where !english.contains(name) { english.append(name) }
            keys.formUnion(Self.kinds(of: canonical, lexicon: lexicon))
            // A one-syllable word is how people name the family (파 for any green onion:
            // 파전 is made with 쪽파), so its close relatives count too.
            // A general word (고기, 해산물) names its whole category.
            if word.count == 1 && !ascii || ingredient.isGeneral { keys.formUnion(lexicon.relatives(of: canonical)) }
        }
        self.init(word: word, canonical: item.canonical, names: names, english: english, keys: keys)
    }

    /// Korean dish words for an English one (`soup` → 국, 탕, 수프), so `search soup` finds
    /// 미역국 and 갈비탕 among imported recipes, which have only Korean names.
    static let dishWords: [String: [String]] = [
        "soup": ["국", "탕", "수프", "스프"], "stew": ["찌개", "전골"], "pancake": ["전", "부침개", "지짐"],
        "porridge": ["죽"], "salad": ["샐러드"], "dumpling": ["만두"], "noodle": ["국수", "면"],
        "bibimbap": ["비빔밥"], "kimbap": ["김밥"], "gimbap": ["김밥"], "stir-fry": ["볶음"],
    ]

    /// The dish word as listed (`soups` → `soup`) and its Korean words, if `word` is one.
    static func koreanDishWords(_ word: String) -> (String, [String])? {
        if let words = dishWords[word] { return (word, words) }
        for suffix in ["es", "s"] where word.hasSuffix(suffix) {
            let singular = String(word.dropLast(suffix.count))
            if let words = dishWords[singular] { return (singular, words) }
        }
        return nil
    }

    /// The ingredients that are a kind of `name`, at any depth (고추 → 청양고추, 건고추 → 실고추).
    static func kinds(of name: String, lexicon: IngredientLexicon) -> Set<String> {
        var out = Set<String>()
        var frontier = [name]
        while let next = frontier.popLast() {
            for ingredient in lexicon.ingredients where ingredient.broader == next && out.insert(ingredient.name).inserted {
                frontier.append(ingredient.name)
            }
        }
        return out
    }
}
