/// A number written without a unit in a use or discard (`두부 1`, `두부 하나 먹었어`,
/// `use 우유 1`) counts in the unit of the first-expiring lot (README: "A bare number counts in
/// the unit of the first-expiring lot").
///
/// The language layer reads such a number as 개 (right for `fridge add`, where an item needs a
/// unit); for a use, that would refuse `두부 1` when tofu is stored in 모. So when the line
/// writes no 개 (nor piece/pieces) anywhere, a 개 it reports is taken as unwritten and dropped,
/// and `FridgePlanner.consume` counts in the stored unit. A line that does write 개 keeps it
/// (`두부 1개` with tofu in 모 is refused with what there is, as before).
public enum BareCount {
    /// `requests` with a defaulted 개 turned back into "no unit", judged from `text`, the
    /// words as the user wrote them. English counts a countable food by its own noun (`2 eggs`,
    /// `an onion`, `three potatoes`: a number right before one of the food's English names,
    /// for a food the lexicon lists with a plural): that is its pieces, the 개 Korean writes, so
    /// it stays (`used 2 potatoes` from a bag is refused like `감자 두 개 먹었어`, not 2 bags).
    public static func unitsAsWritten(_ requests: [FridgeItemRequest], in text: String,
                                      lexicon: IngredientLexicon? = nil) -> [FridgeItemRequest] {
        guard requests.contains(where: { $0.unit == "개" }), !writesCount(text) else { return requests }
        let words = words(text)
        return requests.map { request in
            var request = request
            if request.unit == "개", !countsByNoun(request.ingredient, in: words, lexicon: lexicon) { request.unit = nil }
            return request
        }
    }

    /// Whether `text` names the 개 unit in some word (`2개`, `개를`, `한개`, `pieces`).
    public static func writesCount(_ text: String) -> Bool {
        words(text).contains { word in
            word.contains("개") || QuantityParser.englishUnits[word] == "개"
                || QuantityParser.englishUnits[String(word.drop(while: { $0.isNumber || $0 == "." }))] == "개"
        }
    }

    /// Whether `words` count `ingredient` by its English noun: a number (`2`, `two`, `an`,
    /// `dozen`) right before one of its English names, singular or plural, of a food whose names
    /// include a plural (eggs, potatoes; not tofu or milk, which are counted in their packs).
    static func countsByNoun(_ ingredient: AskedIngredient, in words: [String], lexicon: IngredientLexicon?) -> Bool {
        guard let name = ingredient.canonical, let english = lexicon?.ingredient(named: name)?.english else { return false }
        let nouns = english.map { $0.lowercased() }
        let countable = nouns.filter { EnglishGrammar.plural($0) != $0 && nouns.contains(EnglishGrammar.plural($0)) }
        let spellings = (countable + countable.map(EnglishGrammar.plural)).map { Tokenizer.tokens($0) }
        guard !spellings.isEmpty else { return false }
        for (i, word) in words.enumerated() where Double(word) != nil || QuantityParser.englishNumbers[word] != nil {
            let rest = words[(i + 1)...]
            if spellings.contains(where: { !$0.isEmpty && rest.starts(with: $0) }) { return true }
        }
        return false
    }

    static func words(_ text: String) -> [String] {
        Tokenizer.tokens(Hangul.composed(InputCleaner.clean(text)).lowercased())
    }
}
