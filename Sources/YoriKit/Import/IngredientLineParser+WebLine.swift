extension IngredientLineParser {
    /// Units that follow a leading amount in the Western way of writing a line (`2 cups flour`,
    /// `200 g Mehl`, `1 msk smör`), lower-cased, singular and plural, with and without a dot.
    static let westernUnits: Set<String> = [
        "cup", "cups", "c", "tbsp", "tbsps", "tbs", "tbl", "tablespoon", "tablespoons", "tsp", "tsps", "teaspoon",
        "teaspoons", "t", "oz", "ounce", "ounces", "fl", "lb", "lbs", "pound", "pounds", "g", "gr", "gram", "grams",
        "gramm", "grammes", "kg", "kilo", "kilogram", "kilograms", "mg", "ml", "milliliter", "milliliters", "millilitre",
        "millilitres", "l", "liter", "liters", "litre", "litres", "dl", "cl", "pinch", "pinches", "dash", "dashes",
        "clove", "cloves", "can", "cans", "tin", "tins", "jar", "jars", "package", "packages", "pkg", "packet", "packets",
        "stick", "sticks", "slice", "slices", "piece", "pieces", "pc", "pcs", "handful", "handfuls", "bunch", "bunches",
        "sprig", "sprigs", "quart", "quarts", "qt", "pint", "pints", "pt", "gallon", "gallons", "gal", "inch", "inches",
        "cm", "head", "heads", "large", "medium", "small", "scoop", "scoops", "drop", "drops", "sheet", "sheets",
        "el", "tl", "msk", "tsk", "krm", "st", "stk", "stück", "prise", "bund", "dose", "dosen", "becher", "pck", "pkt",
        "zehe", "zehen", "scheibe", "scheiben", "c.s.", "c.c.", "cs", "cc", "cucchiaio", "cucchiai", "cucchiaino",
        "cucchiaini", "cuillère", "cuillères", "pincée", "gousse", "gousses", "taza", "tazas", "cucharada", "cucharadas",
        "cucharadita", "cucharaditas", "diente", "dientes", "ek", "tl.", "el.", "eetlepel", "eetlepels", "theelepel",
        "theelepels", "teen", "tenen", "evőkanál", "ek.", "kk", "kk.", "dkg", "ks", "lžíce", "lyžica", "lyžice",
        "žlica", "žlice", "žličica", "bowl", "bowls", "block", "blocks", "stalk", "stalks",
    ]

    /// Words that mean "an amount" where a number would be (`a pinch of salt`, `one onion`).
    static let amountWords: Set<String> = ["a", "an", "one", "two", "three", "four", "five", "six", "half", "few",
                                           "several", "some", "couple", "dozen", "ein", "eine", "un", "une"]

    /// One ingredient line as a web page writes it (`1 ½ cups flour, sifted`, `다진 마늘 1큰술`,
    /// `Salt, to taste`): name, amount and note (kept as `prep`), matched to the lexicon.
    /// A line it cannot split is kept whole as the name, so nothing of it is lost.
    public func parseLine(_ raw: String) -> RecipeIngredient {
        let line = WebText.clean(raw)
        if line.unicodeScalars.contains(where: Hangul.isHangul) {
            let items = parse(line)
            if items.count == 1 { return items[0] }
            return ingredient(name: line, amount: "", note: nil)
        }
        let (amount, rest) = Self.leadingAmount(line)
        var name = rest
        var note: [String] = []
        // A note in brackets, anywhere: `1 (14 oz) can tomatoes`, `butter (softened)`.
        while let open = name.firstIndex(of: "("), let close = name[open...].firstIndex(of: ")") {
            let inner = String(name[name.index(after: open)..<close])
            if !inner.isEmpty { note.append(inner) }
            name = MessyText.collapsingSpaces(String(name[..<open]) + " " + String(name[name.index(after: close)...]))
        }
        if let comma = name.firstIndex(of: ",") {
            let after = MessyText.trimmed(name[name.index(after: comma)...])
            if !after.isEmpty { note.insert(after, at: 0) }
            name = MessyText.trimmed(name[..<comma])
        }
        name = MessyText.trimmed(name)
        if name.isEmpty { return ingredient(name: line, amount: "", note: nil) }
        return ingredient(name: name, amount: amount, note: note.isEmpty ? nil : note.joined(separator: "; "))
    }

    /// A line with the lexicon's name for `name` when it knows it: the whole name, else its
    /// last one or two words (`frozen salted butter` → butter), and its group.
    func ingredient(name: String, amount: String, note: String?) -> RecipeIngredient {
        let lexicon = resolver.lexicon
        var canonical = resolver.canonical(of: name)
        if canonical == nil, !name.unicodeScalars.contains(where: Hangul.isHangul) {
            let words = name.lowercased().split(separator: " ").map(String.init)
            for take in [2, 1] where words.count >= take && canonical == nil {
                canonical = lexicon.canonicalName(words.suffix(take).joined(separator: " "))
            }
        }
        var group = IngredientGroup.main
        if let canonical, let category = lexicon.ingredient(named: canonical)?.category, category == "양념" || category == "장류" {
            group = .seasoning
        }
        return RecipeIngredient(name: name, canonical: canonical, amount: amount, group: group, prep: note)
    }

    /// The amount a line starts with (`1 1/2 cups`, `2-3`, `200 g`, `a pinch`, `½ tsp.`) and the rest.
    static func leadingAmount(_ line: String) -> (String, String) {
        let words = line.split(separator: " ", omittingEmptySubsequences: true).map(String.init)
        var taken = 0
        var sawNumber = false
        func isNumber(_ word: String) -> Bool {
            let w = word.hasSuffix(",") ? String(word.dropLast()) : word
            guard let first = w.unicodeScalars.first, AmountScanner.isNumeral(first) else { return false }
            return w.unicodeScalars.allSatisfy { AmountScanner.isNumeral($0) || "/.,-–~⁄x×".unicodeScalars.contains($0) }
                || w.unicodeScalars.drop(while: { AmountScanner.isNumeral($0) || "/.,-–⁄".unicodeScalars.contains($0) })
                    .allSatisfy { $0.properties.isAlphabetic } && westernUnits.contains(unitWord(w))
        }
        while taken < words.count {
            let word = words[taken]
            let lower = word.lowercased()
            if isNumber(word) {
                sawNumber = true
                taken += 1
                if taken < words.count, ["to", "or", "-", "–", "bis", "à", "a"].contains(words[taken].lowercased()),
                   taken + 1 < words.count, isNumber(words[taken + 1]) {
                    taken += 2
                }
                continue
            }
            if !sawNumber && taken == 0 && amountWords.contains(lower) && words.count > 1 {
                sawNumber = true
                taken += 1
                continue
            }
            break
        }
        guard sawNumber else { return ("", line) }
        // A unit (one or two words: `fl oz`), possibly followed by `of`.
        var unitWords = 0
        while taken + unitWords < words.count, unitWords < 2,
              westernUnits.contains(unitWord(words[taken + unitWords])) { unitWords += 1 }
        // Never take the whole line: `2 large` alone is a name-less line.
        if taken + unitWords >= words.count { unitWords = max(0, words.count - taken - 1) }
        taken += unitWords
        // `4 cloves of garlic`: the `of` goes with the amount, so the name is the food.
        if unitWords > 0, taken + 1 < words.count, ["of", "de", "di", "d'"].contains(words[taken].lowercased()) { taken += 1 }
        guard taken < words.count else { return ("", line) }
        return (words[..<taken].joined(separator: " "), words[taken...].joined(separator: " "))
    }

    /// A word as the unit table spells it: lower-cased, without a trailing dot or comma,
    /// and without digits glued before it (`200g`).
    static func unitWord(_ word: String) -> String {
        var w = word.lowercased()
        if w.hasSuffix("(s)") { w.removeLast(3) }  // cup(s), can(s)
        while let last = w.last, last == "." || last == "," { w.removeLast() }
        let letters = w.drop { AmountScanner.isNumeral($0) || $0 == "." || $0 == "," || $0 == "/" }
        return letters.isEmpty ? w : String(letters)
    }
}
