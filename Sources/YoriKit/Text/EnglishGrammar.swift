/// English numbers and plurals for answers: `1 day`, `2 days`, `3 eggs`, `half a block of
/// tofu`, `1.5 blocks of tofu`, `300g of pork`.
public enum EnglishGrammar {
    /// Nouns whose plural is not made by a rule.
    static let irregular: [String: String] = [
        "leaf": "leaves", "loaf": "loaves", "knife": "knives", "half": "halves", "child": "children", "person": "people",
        "fish": "fish", "sheep": "sheep", "tofu": "tofu", "rice": "rice", "whole": "whole", "Tbsp": "Tbsp", "tsp": "tsp",
        "potato": "potatoes", "tomato": "tomatoes", "mango": "mangoes",
    ]

    /// The plural of an English noun (the last word of a phrase: `green onion` → `green onions`).
    public static func plural(_ noun: String) -> String {
        guard let last = noun.split(separator: " ").last.map(String.init), !last.isEmpty else { return noun }
        let head = noun.dropLast(last.count)
        if let known = irregular[last] { return head + known }
        let lower = last.lowercased()
        if ["ss", "x", "z", "ch", "sh"].contains(where: lower.hasSuffix) { return noun + "es" }
        if lower.hasSuffix("s") { return noun }  // already plural: peas, oats
        if lower.hasSuffix("y"), let before = lower.dropLast().last, !"aeiou".contains(before) {
            return head + last.dropLast() + "ies"
        }
        return noun + "s"
    }

    /// `1 day`, `2 days`, `0 days`, `1.5 hours`: a number and its noun, agreeing.
    public static func count(_ n: Int, _ noun: String, plural: String? = nil) -> String {
        "\(n) " + (n == 1 ? noun : plural ?? Self.plural(noun))
    }

    /// A quantity written for English: `1`, `2.5`, `half` is left to `amount`.
    public static func number(_ quantity: Double) -> String {
        quantity == quantity.rounded() && abs(quantity) < 1e15 ? String(Int64(quantity)) : String((quantity * 100).rounded() / 100)
    }

    /// An amount of something in English.
    /// - Parameters:
    ///   - unit: the counter in English (`block`, `bag`), `nil` for a plain count (`3 eggs`), or a
    ///     metric unit glued to the number (`300g`) when `metric`.
    ///   - noun: the thing counted, singular (`egg`, `tofu`), and whether it can be counted
    ///     (`3 eggs`; tofu counts in pieces: `2 pieces of tofu`).
    /// - Returns: `3 eggs`, `an egg` is not used (`1 egg` reads as a count), `half an egg`,
    ///   `half a block of tofu`, `2 blocks of tofu`, `300g of pork`.
    public static func amount(_ quantity: Double, unit: String?, metric: Bool = false, of noun: String,
                              countable: Bool = true, unitPlural: String? = nil) -> String {
        if metric, let unit { return number(quantity) + unit + " of " + noun }
        let half = quantity == 0.5
        let one = quantity == 1
        guard let unit = unit ?? (countable ? nil : "piece") else {
            if half { return "half " + article(noun) + " " + noun }
            return number(quantity) + " " + (one ? noun : plural(noun))
        }
        if half { return "half " + article(unit) + " " + unit + " of " + noun }
        return number(quantity) + " " + (one ? unit : unitPlural ?? plural(unit)) + " of " + noun
    }

    /// `a` or `an` for the word after it.
    public static func article(_ word: String) -> String {
        guard let first = word.lowercased().first else { return "a" }
        return "aeio".contains(first) || word.lowercased().hasPrefix("hour") ? "an" : "a"
    }
}
