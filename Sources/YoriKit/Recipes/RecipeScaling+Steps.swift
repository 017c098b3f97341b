/// Amounts written inside a recipe's steps, scaled with its ingredients: `물 2컵을 붓고` ×2 is `물 4컵을 붓고`,
/// `간장 1/2큰술과` `간장 1큰술과`, `대파 1대` `대파 2대`, `1컵 반` `3컵`, `2~3컵` `4~6컵`, `1 tbsp soy sauce`
/// `2 tbsp soy sauce`, `a cup of hot water` `2 cups of hot water`, `1 beaten egg` `2 beaten eggs`. The numbers
/// are read and written as the ingredients' are (`ShoppingAmount.number`, `RecipeScaling.written`).
///
/// Which numbers are amounts is a rule over tables, not a reading of each sentence:
/// - a number before a unit of measure (`stepMeasures`, `englishMeasures`) is an amount wherever it stands;
/// - a number before a counting unit (`stepCounts`: 개, 장, 쪽, 대 …) is one only right after the name of one of
///   the recipe's foods (`대파 1대`, `계란 3개를`); alone it counts pieces cut or made (`8조각으로 자른다`,
///   `6개로 분할`, `등 쪽 2~3마디`, `1단으로 믹싱`), and in English a number before a food's name is one
///   (`3 eggs`, `10 garlic cloves`);
/// - units that never scale (`stepNever`: temperatures, times, sizes, shares and counts of times — `170도`,
///   `20분간`, `2cm`, `4등분`, `2배`, `3번`) and numbers that are part of a size or ratio (`3x3cm`, `1:1`) are left;
/// - so is an amount for each piece (`20g씩`, `2~3장씩`, `3 peppercorns into each wedge`), a clause about one
///   portion or a piece put on another (`1인 기준`, `150g으로 분할`, `근대 위에 밥 30g`), and a step that is a
///   pattern repeated (`…순서로 반복`, `repeat`): a bigger batch means more pieces there, not bigger ones.
/// A translated step (`stepsEnglish`) is scaled only when its step was (`Recipe.scaled`).
extension RecipeScaling {
    /// Units of measure: a number before one is an amount of food in any step.
    static let stepMeasures: Set<String> = [
        "컵", "큰술", "작은술", "숟가락", "숟갈", "스푼", "티스푼", "그램", "킬로그램", "킬로", "리터", "밀리리터",
        "T", "Ts", "t", "ts", "tbsp", "Tbsp", "TBSP", "tsp", "Tsp", "g", "kg", "mg", "ml", "mL", "cc", "L", "l", "oz",
    ]
    /// English measures written as words, singular and plural (`1 cup`, `2 cups`).
    static let englishMeasures: [String: String] = [
        "cup": "cups", "tablespoon": "tablespoons", "teaspoon": "teaspoons", "liter": "liters", "litre": "litres",
        "ounce": "ounces", "gram": "grams", "kilogram": "kilograms", "milliliter": "milliliters", "millilitre": "millilitres",
    ]
    /// Counting units: an amount only after a food's name (`대파 1대`), else pieces cut or made (`8조각으로`).
    static let stepCounts: Set<String> = [
        "개", "모", "장", "쪽", "줌", "대", "알", "톨", "뿌리", "송이", "마리", "토막", "조각", "봉", "봉지", "팩", "캔", "통",
        "포기", "단", "공기", "방울", "꼬집", "줄기", "마디", "줄", "병", "덩이", "덩어리",
    ]
    /// Units that are never an amount of food: temperatures, times, sizes, shares, counts of times.
    static let stepNever: Set<String> = Set(notAmounts).union(lengths).union([
        "°C", "°F", "C", "F", "등분", "크기", "두께", "길이", "번", "번째", "회", "배", "%", "가지", "차", "인분", "인", "겹", "층",
        "칸", "단계", "minute", "minutes", "min", "mins", "hour", "hours", "hr", "hrs", "second", "seconds", "sec", "secs",
        "inch", "inches", "times", "time", "degrees", "degree", "x", "percent",
    ])
    /// Korean units a spoken number may come before (`반 컵`, `한 큰술`; a count with a food: `대파 한 대`).
    /// A spoonful (`한 숟가락`) is a dollop per piece more often than a measure, so it needs digits.
    static let spokenMeasures: Set<String> = ["컵", "큰술", "작은술"]
    /// What may follow a Korean unit in the same word: particles and bound nouns (`컵을`, `개는`, `컵 정도의`).
    /// Anything else makes the word another word (`개월`, `장아찌`, `컵라면`).
    static let unitEndings: [String] = [
        "정도", "가량", "만큼", "까지", "이상", "이하", "에서", "에다", "으로", "이나", "이랑", "하고", "짜리",
        "을", "를", "이", "가", "은", "는", "에", "과", "와", "로", "의", "만", "도", "쯤", "씩", "반", "나", "랑",
    ]
    /// Words that make a clause about one portion or piece (`1인 기준`, `each`): its amounts are left as written.
    static let stepPerWordsKorean: [String] = ["기준", "인당", "개당", "1인", "분할", "위에", "가운데"]
    static let stepPerWordsEnglish: Set<String> = ["each", "per", "apiece"]
    /// Words that make a whole step a pattern repeated (`…순서로 반복해서 쌓는다`): its amounts are of one round.
    static let stepPatternWordsKorean: [String] = ["반복"]
    static let stepPatternWordsEnglish: Set<String> = ["repeat", "repeating"]
    /// Words between an English number and the food it counts (`1 beaten egg`, `2 large onions`).
    static let englishCountAdjectives: Set<String> = [
        "beaten", "large", "small", "medium", "whole", "boiled", "hard-boiled", "fresh", "dried", "ripe", "peeled",
        "chopped", "minced", "sliced", "raw", "cooked", "soaked", "cold", "hot", "big",
    ]
    /// English units after a food's name (`10 garlic cloves`), singular and plural.
    static let englishCountUnits: [String: String] = [
        "clove": "cloves", "leaf": "leaves", "slice": "slices", "sheet": "sheets", "piece": "pieces", "stalk": "stalks",
        "head": "heads", "can": "cans", "pack": "packs", "bunch": "bunches", "handful": "handfuls", "block": "blocks",
    ]
    /// English numbers written as words: counts of a food take `one`…`twelve`, a measure also `a` (`a cup of`).
    static let englishNumberWords: [String: Double] = [
        "one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7, "eight": 8, "nine": 9, "ten": 10,
        "eleven": 11, "twelve": 12,
    ]
    static let rangeSigns: Set<Character> = ["~", "∼", "〜", "-", "–"]

    /// `text` (one step) with every amount of food in it multiplied by `factor`; `foods` are the names the
    /// recipe's ingredients go by (Korean and English), for counted amounts.
    public static func step(_ text: String, by factor: Double, foods: [String]) -> String {
        guard factor != 1, factor.isFinite, factor > 0, !text.isEmpty else { return text }
        let chars = Array(text)
        guard let frozen = onePortion(chars) else { return text }
        let scanner = StepScanner(chars: chars, factor: factor, foods: StepFoods(foods))
        var out = ""
        var i = 0
        while i < chars.count {
            if !frozen[i], let (written, end) = scanner.amount(at: i) {
                out += written
                i = end
                continue
            }
            // A word or a run of digits is passed over whole, so a number is only read where it starts.
            var end = i + 1
            if chars[i].isNumber {
                while end < chars.count, chars[end].isNumber || chars[end] == "." { end += 1 }
            } else if chars[i].isLetter {
                while end < chars.count, chars[end].isLetter, chars[end].isASCII == chars[i].isASCII { end += 1 }
            }
            out += String(chars[i..<end])
            i = end
        }
        return out
    }

    /// Which characters of a step are in a clause about one portion or piece (`(물 1인 기준 : 350ml)`,
    /// `into each wedge`), or `nil` when the whole step describes a pattern (`…순서로 반복해서 쌓는다`, `repeat`).
    /// Clauses end at `,` `;` `!` `?` and a `.` that ends a sentence.
    static func onePortion(_ chars: [Character]) -> [Bool]? {
        let text = String(chars)
        if stepPatternWordsKorean.contains(where: { text.contains($0) }) { return nil }
        func englishWords(_ part: ArraySlice<Character>) -> [String] {
            String(part).split(whereSeparator: { !($0.isASCII && $0.isLetter) }).map { $0.lowercased() }
        }
        if englishWords(chars[...]).contains(where: stepPatternWordsEnglish.contains) { return nil }
        var frozen = [Bool](repeating: false, count: chars.count)
        var start = 0
        for i in 0...chars.count {
            let ends = i == chars.count || ",;!?".contains(chars[i])
                || chars[i] == "." && (i + 1 == chars.count || chars[i + 1] == " " || chars[i + 1] == "\n")
            guard ends else { continue }
            let clause = chars[start..<i]
            if stepPerWordsKorean.contains(where: { String(clause).contains($0) })
                || englishWords(clause).contains(where: stepPerWordsEnglish.contains) {
                for j in start..<i { frozen[j] = true }
            }
            start = i + 1
        }
        return frozen
    }
}

/// The names a recipe's foods go by, as a step may write them: Korean words (`대파`, `통마늘` for 마늘) and
/// English words (`egg`, `green onion`), each also plural.
struct StepFoods {
    let korean: [String]
    let english: [[String]]

    init(_ names: [String]) {
        var korean: [String] = [], english: [[String]] = []
        for name in names where !name.isEmpty {
            if name.allSatisfy({ $0.isASCII }) {
                let words = name.lowercased().split(separator: " ").map(String.init)
                if !words.isEmpty { english.append(words) }
            } else if let last = name.split(whereSeparator: { !$0.isLetter }).last {
                korean.append(String(last))
            }
        }
        self.korean = Array(Set(korean))
        self.english = english.sorted { $0.count > $1.count }
    }

    /// Whether a Korean word is a food's name (`대파`), or begins or ends with one of two syllables or more
    /// (`통마늘`, `계란프라이`) — never a food with a particle (`사과는 8조각으로` cuts the apple in eight).
    func names(_ word: String) -> Bool {
        korean.contains { food in
            guard word != food else { return true }
            guard food.count >= 2 else { return false }
            if word.hasSuffix(food) { return true }
            return word.hasPrefix(food) && !RecipeScaling.unitEndings.contains(where: word.dropFirst(food.count).hasPrefix)
        }
    }
}

/// Reads one amount in a step where a number starts (`RecipeScaling.step`).
private struct StepScanner {
    let chars: [Character]
    let factor: Double
    let foods: StepFoods

    /// The amount starting at `i`, as written scaled, and where it ends; `nil` when no amount starts there
    /// (the text is then copied as it is).
    func amount(at i: Int) -> (String, Int)? {
        let c = chars[i]
        let previous: Character? = i > 0 ? chars[i - 1] : nil
        if c.isNumber || QuantityParser.fractionGlyphs[c] != nil {
            if let previous, previous.isNumber || previous.isASCII && previous.isLetter || ".,/:×*#".contains(previous)
                || RecipeScaling.rangeSigns.contains(previous) { return nil }
            return digits(at: i)
        }
        guard previous == nil || previous == " " || previous == "(" || previous == "," else { return nil }
        if c.isASCII { return englishWord(at: i) }
        return koreanWord(at: i)
    }

    // MARK: numbers written in digits

    private func digits(at start: Int) -> (String, Int)? {
        guard let first = ShoppingAmount.number(in: chars, at: start) else { return nil }
        var numbers = [first]
        var end = first.end
        // `2~3컵`, `1/2∼1컵`, `2-3 cups`: a range, in the unit of its end.
        if end < chars.count, RecipeScaling.rangeSigns.contains(chars[end]) {
            var j = end + 1
            while j < chars.count, chars[j] == " " { j += 1 }
            if j < chars.count, let second = ShoppingAmount.number(in: chars, at: j) {
                numbers.append(second)
                end = second.end
            }
        }
        // `3x3cm`, `1:1`, `30%`: a size, a ratio, a share.
        if end < chars.count, "xX×*:%".contains(chars[end]) { return nil }
        guard let unit = unit(after: end) else { return nil }
        switch unit.kind {
        case .never, .perPiece: return nil
        case .count where !unit.english && !foodBefore(start):
            return nil
        case .count, .measure: break
        }
        var value = numbers.map(\.value)
        var consumed = unit.end
        if numbers.count == 1, !unit.english, let half = half(after: unit.end) {
            value[0] += 0.5  // `1컵 반`, `1개반`
            consumed = half
            return (written(value[0] * factor, unit, style: .whole) + String(chars[end..<unit.start]) + unit.text(for: value[0] * factor), consumed)
        }
        let scaled = zip(value, numbers).map { written($0 * factor, unit, style: $1.style) }
        var text = scaled[0]
        if numbers.count == 2 {
            text += String(chars[numbers[0].end..<startOf(numbers[1], after: numbers[0].end)]) + scaled[1]
        }
        return (text + String(chars[end..<unit.start]) + unit.text(for: value.last! * factor), consumed)
    }

    /// Where the second number of a range starts (after the sign and any spaces).
    private func startOf(_ number: (value: Double, end: Int, style: ShoppingAmount.NumberStyle), after end: Int) -> Int {
        var j = end + 1
        while j < chars.count, chars[j] == " " { j += 1 }
        return j
    }

    // MARK: numbers written as words

    /// `반 컵`, `한 큰술`, `대파 한 대`: a Korean number word, a space, and a unit.
    private func koreanWord(at start: Int) -> (String, Int)? {
        for word in RecipeScaling.koreanNumberWords {
            let end = start + word.count
            guard end < chars.count, String(chars[start..<end]) == word, let value = QuantityParser.koreanNumbers[word] else { continue }
            // `반컵`, `한큰술`: a measure may be glued to its number; a count never is (`한쪽` is one side).
            let spaced = chars[end] == " "
            guard let unit = unit(after: spaced ? end + 1 : end), !unit.english, unit.start == (spaced ? end + 1 : end) else { continue }
            switch unit.kind {
            case .measure where RecipeScaling.spokenMeasures.contains(unit.name): break
            case .count where spaced && foodBefore(start): break
            default: return nil
            }
            let scaled = value * factor
            return (written(scaled, unit, style: value == 0.5 ? .fraction : .whole) + unit.text(for: scaled), unit.end)
        }
        return nil
    }

    /// `a cup of`, `one green onion`, `two eggs`: an English number word before a measure or a food.
    private func englishWord(at start: Int) -> (String, Int)? {
        var end = start
        while end < chars.count, chars[end].isASCII, chars[end].isLetter { end += 1 }
        let word = String(chars[start..<end]).lowercased()
        guard end < chars.count, chars[end] == " " else { return nil }
        let article = word == "a" || word == "an"
        guard let value = article ? 1 : RecipeScaling.englishNumberWords[word] else { return nil }
        // `half a cup`: a share said in words is left as it is.
        if article, start >= 5, String(chars[(start - 5)..<start]).lowercased() == "half " { return nil }
        guard let unit = unit(after: end), unit.english, unit.kind == .measure || unit.kind == .count && !article else { return nil }
        let scaled = value * factor
        return (written(scaled, unit, style: .whole) + " " + unit.text(for: scaled), unit.end)
    }

    // MARK: units

    struct Unit {
        enum Kind { case measure, count, never, perPiece }
        var kind: Kind
        /// The unit as the tables name it (`컵`, `g`, `cup`), or an English food phrase's last word.
        var name: String
        var english: Bool
        /// Where the unit word starts and where what is rewritten ends (for English, the inflected noun).
        var start: Int
        var end: Int
        /// For an English unit or counted food: the words before the noun, and the noun's two forms.
        var lead = ""
        var singular = ""
        var plural = ""

        /// The unit as written for `value` (English nouns agree with it).
        func text(for value: Double) -> String {
            guard english, !plural.isEmpty else { return name }
            return lead + (value > 1 ? plural : singular)
        }
    }

    /// The unit after a number ending at `end` (one space may come between): what kind it is and where it ends.
    private func unit(after end: Int) -> Unit? {
        var start = end
        if start < chars.count, chars[start] == " " { start += 1 }
        guard start < chars.count else { return nil }
        if chars[start] == "℃" || chars[start] == "°" { return Unit(kind: .never, name: "℃", english: false, start: start, end: start + 1) }
        // Latin letters: a unit is the whole run (`g`, `ml`, `cups`); Hangul may follow (`g을`, `T를`).
        if chars[start].isASCII, chars[start].isLetter {
            var j = start
            while j < chars.count, chars[j].isASCII, chars[j].isLetter || chars[j] == "-" && j + 1 < chars.count && chars[j + 1].isLetter { j += 1 }
            let word = String(chars[start..<j])
            let lower = word.lowercased()
            if RecipeScaling.stepNever.contains(word) || RecipeScaling.stepNever.contains(lower) {
                return Unit(kind: .never, name: word, english: false, start: start, end: j)
            }
            if RecipeScaling.stepMeasures.contains(word) {
                let (kind, _) = ending(from: j)
                guard let kind else { return nil }
                return Unit(kind: kind, name: word, english: false, start: start, end: j)
            }
            if let measure = englishMeasure(lower) {
                return Unit(kind: perPieceAfter(j) ? .perPiece : .measure, name: word, english: true, start: start, end: j,
                            singular: measure.singular, plural: measure.plural)
            }
            return englishFood(from: start)
        }
        guard chars[start].isLetter else { return nil }
        // Korean: the longest unit the word starts with, then only a particle.
        var j = start
        while j < chars.count, chars[j].isLetter, !chars[j].isASCII { j += 1 }
        let word = String(chars[start..<j])
        let tables: [(Set<String>, Unit.Kind)] = [(RecipeScaling.stepNever, .never), (RecipeScaling.stepMeasures, .measure),
                                                  (RecipeScaling.stepCounts, .count)]
        var best: (String, Unit.Kind)?
        for (table, kind) in tables {
            for unit in table where word.hasPrefix(unit) && unit.count > (best?.0.count ?? 0) { best = (unit, kind) }
        }
        guard let (unit, kind) = best else { return nil }
        let unitEnd = start + unit.count
        if kind == .never { return Unit(kind: .never, name: unit, english: false, start: start, end: unitEnd) }
        let (ended, _) = ending(from: unitEnd)
        guard let ended else { return nil }
        return Unit(kind: ended == .perPiece ? .perPiece : kind, name: unit, english: false, start: start, end: unitEnd)
    }

    /// What follows a unit in its word: nothing or a particle (`.measure`, the caller's kind), `씩` (`.perPiece`),
    /// or another word (`nil`); and where the word ends. `20g 씩`, with a space, is per piece too.
    private func ending(from start: Int) -> (Unit.Kind?, Int) {
        var j = start
        while j < chars.count, chars[j].isLetter, !chars[j].isASCII { j += 1 }
        let rest = String(chars[start..<j])
        if rest.contains("씩") || rest.isEmpty && perPieceAfter(j) { return (.perPiece, j) }
        if rest.isEmpty || RecipeScaling.unitEndings.contains(where: rest.hasPrefix) { return (.measure, j) }
        return (nil, j)
    }

    /// `20g 씩`, `적당량(25g)씩`, `1 cup each`: the amount is for one piece.
    private func perPieceAfter(_ end: Int) -> Bool {
        var j = end
        while j < chars.count, chars[j] == " " || chars[j] == ")" || chars[j] == "]" { j += 1 }
        var k = j
        while k < chars.count, chars[k].isLetter { k += 1 }
        let word = String(chars[j..<k]).lowercased()
        return word.hasPrefix("씩") || word == "each" || word == "apiece"
    }

    private func englishMeasure(_ word: String) -> (singular: String, plural: String)? {
        if let plural = RecipeScaling.englishMeasures[word] { return (word, plural) }
        if let (singular, plural) = RecipeScaling.englishMeasures.first(where: { $0.value == word }) { return (singular, plural) }
        return nil
    }

    /// `3 eggs`, `1 beaten egg`, `10 garlic cloves`, `one green onion`: a food of the recipe (one adjective may
    /// come first, a counting unit after), the noun to agree with the number, and where it ends.
    private func englishFood(from start: Int) -> Unit? {
        var words: [(text: String, start: Int, end: Int)] = []
        var j = start
        while words.count < 5, j < chars.count, chars[j].isASCII, chars[j].isLetter {
            var k = j
            while k < chars.count, chars[k].isASCII, chars[k].isLetter || chars[k] == "-" { k += 1 }
            words.append((String(chars[j..<k]), j, k))
            guard k < chars.count, chars[k] == " " else { break }
            j = k + 1
        }
        let lower = words.map { $0.text.lowercased() }
        for skip in [0, 1] where skip == 0 || lower.first.map(RecipeScaling.englishCountAdjectives.contains) == true {
            for food in foods.english where skip + food.count <= lower.count {
                let phrase = Array(lower[skip..<(skip + food.count)])
                let last = food.last!
                guard Array(phrase.dropLast()) == Array(food.dropLast()),
                      phrase.last == last || phrase.last == EnglishGrammar.plural(last).lowercased() else { continue }
                var nounIndex = skip + food.count - 1
                var singular = last, plural = EnglishGrammar.plural(last)
                // `garlic cloves`: the counting unit after the food is the noun.
                if nounIndex + 1 < lower.count, let (s, p) = countUnit(lower[nounIndex + 1]) {
                    nounIndex += 1
                    (singular, plural) = (s, p)
                }
                let noun = words[nounIndex]
                if perPieceAfter(noun.end) { return Unit(kind: .perPiece, name: "", english: true, start: start, end: noun.end) }
                return Unit(kind: .count, name: noun.text, english: true, start: start, end: noun.end,
                            lead: String(chars[start..<noun.start]), singular: singular, plural: plural)
            }
        }
        return nil
    }

    private func countUnit(_ word: String) -> (String, String)? {
        if let plural = RecipeScaling.englishCountUnits[word] { return (word, plural) }
        return RecipeScaling.englishCountUnits.first { $0.value == word }.map { ($0.key, $0.value) }
    }

    /// Whether the word right before `start` (a space between) names one of the recipe's foods: `대파 1대`.
    private func foodBefore(_ start: Int) -> Bool {
        var end = start
        while end > 0, chars[end - 1] == " " { end -= 1 }
        var begin = end
        while begin > 0, chars[begin - 1].isLetter, !chars[begin - 1].isASCII { begin -= 1 }
        return begin < end && foods.names(String(chars[begin..<end]))
    }

    /// The end of a `반` after a unit (`1컵 반을`, `1개반`), when one follows: in the unit's word, or as the next
    /// word with nothing but a particle after it (`1컵 반죽` is dough).
    private func half(after unitEnd: Int) -> Int? {
        var i = unitEnd
        if i < chars.count, chars[i] == " " { i += 1 }
        guard i < chars.count, chars[i] == "반" else { return nil }
        var j = i + 1
        while j < chars.count, chars[j].isLetter, !chars[j].isASCII { j += 1 }
        let rest = String(chars[(i + 1)..<j])
        guard rest.isEmpty || RecipeScaling.unitEndings.contains(where: rest.hasPrefix) && rest.count <= 2 else { return nil }
        return i + 1
    }

    /// `value` written as the ingredients' amounts are: whole grams, kitchen fractions of a cup.
    private func written(_ value: Double, _ unit: Unit, style: ShoppingAmount.NumberStyle) -> String {
        let metric = ["gram": "g", "kilogram": "kg", "milliliter": "ml", "millilitre": "ml", "liter": "L", "litre": "L"]
        return RecipeScaling.written(value, unit: unit.english ? metric[unit.singular] ?? "" : unit.name, style: style)
    }
}
