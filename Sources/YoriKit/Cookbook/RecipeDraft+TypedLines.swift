/// Ingredient lines typed by hand (`yori recipe add` on a terminal, `recipe edit
/// --add-ingredient`): one line may hold several ingredients (`김치 1컵, 밥 1공기, 대파 1대`),
/// read with the importer's parser (`IngredientLineParser`) so each keeps its own amount.
extension RecipeDraft {
    /// Characters that separate ingredients on a typed line besides the comma.
    static let ingredientSeparators: Set<Character> = ["、", "·", ";", "；", "，"]

    /// Every ingredient on a typed line, in order, each with its amount.
    ///
    /// Korean lines go through the importer's list reader (commas, missing commas,
    /// `닭가슴살(150g)`, `소금 약간`); English pieces through its web-line reader
    /// (`1 ½ cups flour`), and a piece after a comma that states no amount and names nothing
    /// the lexicon knows is a note on the one before (`1 cup flour, sifted`).
    public static func typedIngredients(_ text: String, lexicon: IngredientLexicon) -> [RecipeIngredient] {
        let parser = IngredientLineParser(lexicon: lexicon)
        let pieces = separated(text)
        var out: [RecipeIngredient] = []
        for piece in pieces {
            if piece.unicodeScalars.contains(where: Hangul.isHangul) {
                var items = parser.parse(piece)
                // A lone word is never a heading when typed: `소금` is an ingredient.
                if items.isEmpty, let line = ingredientLine(piece), let name = line.name {
                    items = [ingredient(name, amount: line.amount ?? "", group: .main, lexicon: lexicon)]
                }
                out += items
                continue
            }
            let item = parser.parseLine(piece)
            if item.amount.isEmpty, item.canonical == nil, !out.isEmpty, !piece.contains(where: \.isNumber) {
                let last = out.count - 1
                out[last].prep = [out[last].prep, piece].compactMap { $0 }.filter { !$0.isEmpty }.joined(separator: "; ")
                continue
            }
            out.append(item)
        }
        return out
    }

    /// `text` cut at commas and the other separators, outside brackets; empty pieces dropped.
    static func separated(_ text: String) -> [String] {
        var pieces: [String] = []
        var current = ""
        var depth = 0
        for c in text {
            if c == "(" || c == "[" { depth += 1 } else if c == ")" || c == "]" { depth = max(0, depth - 1) }
            if depth == 0, c == "," || ingredientSeparators.contains(c) {
                pieces.append(current)
                current = ""
            } else {
                current.append(c)
            }
        }
        pieces.append(current)
        return pieces.map { $0.trimmingCharacters(in: [" ", "\t"]) }.filter { !$0.isEmpty }
    }

    /// A draft line for an ingredient read from typed text.
    public static func line(_ item: RecipeIngredient) -> Line {
        Line(name: item.name, amount: item.amount, group: item.group.rawValue, prep: item.prep)
    }

    /// An amount split for showing: `1컵` → (1, 컵), `1 ½ cups` → (1 ½, cups), `약간` → ("", 약간).
    public static func amountParts(_ amount: String) -> (number: String, unit: String) {
        var number = ""
        var rest = Substring(amount)
        while let c = rest.first, c.isNumber || c == "." || c == "/" || c == "~" || c == "-" || (c == " " && !number.isEmpty) {
            number.append(c)
            rest = rest.dropFirst()
        }
        return (number.trimmingCharacters(in: [" "]), String(rest).trimmingCharacters(in: [" "]))
    }
}
