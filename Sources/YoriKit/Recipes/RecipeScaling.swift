/// What a line asks a recipe to be made for: a number of servings (`4인분으로`, `for 4 people`,
/// `show 계란말이 --servings 4`) or a multiple of it (`2배로`, `double it`, `반으로 줄여줘`, `halve it`).
public enum ServingsAsk: Equatable, Sendable {
    case servings(Int)
    case factor(Double)

    /// The servings a line or `--servings` may ask for.
    public static let servingsRange: ClosedRange<Int> = 1...100
    /// The multiples a line may ask for (`10배` is a typo more often than a feast).
    public static let factorRange: ClosedRange<Double> = 0.1...10
}

/// How a recipe shown was scaled: the servings it makes as written, the servings it is shown for,
/// and the factor every amount was multiplied by.
public struct RecipeScale: Equatable, Sendable {
    /// The recipe's own servings, when it says.
    public let from: Int?
    /// The servings shown (`nil` when the recipe does not say how many it makes; `1.5` for half of 3).
    public let to: Double?
    public let factor: Double

    public init(from: Int?, to: Double?, factor: Double) {
        self.from = from
        self.to = to
        self.factor = factor
    }
}

extension Recipe {
    /// The recipe made for `ask`: every amount multiplied (`RecipeScaling.amount`), and the amounts of its
    /// foods written in its steps too (`RecipeScaling.step`), the servings it makes set to the ones asked,
    /// with how it was scaled. `nil` when servings are asked of a recipe that does not say how many it makes
    /// (a multiple scales any recipe).
    /// - Parameter englishFoods: the English names of its foods (the lexicon's), so English steps' counts
    ///   (`3 eggs`) are found; Korean counts (`계란 3개`) are found by the recipe's own names.
    public func scaled(_ ask: ServingsAsk, englishFoods: [String] = []) -> (recipe: Recipe, scale: RecipeScale)? {
        let factor: Double, to: Double?
        switch ask {
        case .servings(let n):
            guard let from = servings, from > 0 else { return nil }
            factor = Double(n) / Double(from)
            to = Double(n)
        case .factor(let f):
            factor = f
            to = servings.map { Double($0) * f }
        }
        var copy = self
        copy.ingredients = ingredients.map { line in
            var line = line
            line.amount = RecipeScaling.amount(line.amount, by: factor)
            return line
        }
        let foods = ingredients.flatMap { [$0.name, $0.canonical ?? ""] } + englishFoods
        copy.steps = steps.map { RecipeScaling.step($0, by: factor, foods: foods) }
        // A translated step says what its step says: scaled only when the step had an amount to scale
        // (`깻잎 두 장을` on a sheet of laver is left, so `lay two perilla leaves on it` is too).
        copy.stepsEnglish = stepsEnglish.enumerated().map { i, english in
            i < steps.count && copy.steps[i] != steps[i] ? RecipeScaling.step(english, by: factor, foods: foods) : english
        }
        if let to, to >= 1, to == to.rounded() { copy.servings = Int(to) }
        return (copy, RecipeScale(from: servings, to: to, factor: factor))
    }
}

/// Amounts as written, multiplied: every number in the text (`1/2개` → `1개`, `⅓컵` ×2 → `⅔컵`,
/// `1과 1/2컵` ×2 → `3컵`, `2개(400g)` → `4개(800g)`, `반 개` → `1개`, `1개 반` → `3개`), written the way it
/// was (a fraction stays a fraction, a decimal a decimal, a glyph a glyph) and rounded to what a kitchen
/// measures (thirds, quarters; whole grams). Words without a number (`약간`, `적당량`, `to taste`) stay as
/// they are, and so do sizes (`1장(10cm)`: the 10cm is how big a sheet is), temperatures and times.
/// The numbers are read by `ShoppingAmount.number`, the shopping list's reader.
public enum RecipeScaling {
    /// Weighed or poured: whole grams (a tenth below ten), never a fraction.
    static let metric: Set<String> = ["g", "mg", "ml", "mL", "cc", "그램", "밀리리터", "kg", "l", "L", "리터", "킬로그램", "킬로"]
    /// Units of size: an amount of their own (`대파 10cm`), a size inside parentheses (`1장(10cm)`).
    static let lengths: Set<String> = ["cm", "mm", "센티", "센티미터", "인치", "m"]
    /// Units of no amount: temperatures and times are never scaled.
    static let notAmounts: [String] = ["℃", "°", "도", "분", "초", "시간"]

    public static func amount(_ text: String, by factor: Double) -> String {
        guard factor != 1, factor.isFinite, factor > 0, !text.isEmpty else { return text }
        let chars = Array(text)
        // `3×2×1cm`: a size, not an amount.
        if chars.contains("×") { return text }
        var out = ""
        var i = 0
        var depth = 0
        while i < chars.count {
            let c = chars[i]
            if c == "(" || c == "[" { depth += 1 } else if c == ")" || c == "]" { depth = max(0, depth - 1) }
            let previous: Character? = i > 0 ? chars[i - 1] : nil
            let glued = previous.map { $0.isNumber || $0 == "." || $0 == "/" || $0.isLetter && $0.isASCII } ?? false
            if !glued, c.isNumber || QuantityParser.fractionGlyphs[c] != nil, let number = ShoppingAmount.number(in: chars, at: i) {
                let (unit, unitEnd) = unit(after: number.end, in: chars)
                if notAmounts.contains(where: unit.hasPrefix) || depth > 0 && lengths.contains(unit) {
                    out += String(chars[i..<number.end])
                    i = number.end
                    continue
                }
                // `1개 반`: a half after the unit.
                if let half = halfAfter(unitEnd, in: chars), !unit.isEmpty {
                    out += written((number.value + 0.5) * factor, unit: unit, style: .whole) + unit
                    i = half
                    continue
                }
                out += written(number.value * factor, unit: unit, style: number.style)
                i = number.end
                continue
            }
            // `반 개`, `한 줌`, `두 쪽`: a Korean number word before a unit.
            if previous == nil || previous == " " || previous == "(", let (value, unitStart) = koreanNumber(at: i, in: chars) {
                let (unit, _) = unit(after: unitStart, in: chars)
                out += written(value * factor, unit: unit, style: value == 0.5 ? .fraction : .whole)
                i = unitStart
                continue
            }
            out.append(c)
            i += 1
        }
        return out
    }

    /// The unit written right after a number (`개`, `g`, `큰술`; one space may come between): the
    /// letters up to the next space, digit, bracket or sign, and where they end.
    static func unit(after start: Int, in chars: [Character]) -> (String, Int) {
        var i = start
        if i < chars.count, chars[i] == " " { i += 1 }
        let begin = i
        while i < chars.count, chars[i].isLetter || chars[i] == "℃" || chars[i] == "°" { i += 1 }
        return i > begin ? (String(chars[begin..<i]), i) : ("", start)
    }

    /// The end of a `반` closing an amount (`1개 반`, `1개반`), when one does.
    static func halfAfter(_ start: Int, in chars: [Character]) -> Int? {
        var i = start
        while i < chars.count, chars[i] == " " { i += 1 }
        guard i < chars.count, chars[i] == "반", i + 1 == chars.count || !chars[i + 1].isLetter else { return nil }
        return i + 1
    }

    /// A Korean number word (`반`, `한`, `두`, … `열`) opening a word, followed by a unit
    /// (`반 개`, `반개`, `한 줌`): its value and where the unit starts.
    static func koreanNumber(at i: Int, in chars: [Character]) -> (Double, Int)? {
        for word in koreanNumberWords {
            let end = i + word.count
            guard end <= chars.count, String(chars[i..<end]) == word, let value = QuantityParser.koreanNumbers[word] else { continue }
            let start = end < chars.count && chars[end] == " " ? end + 1 : end
            let (unit, _) = unit(after: start, in: chars)
            if !unit.isEmpty, unitWords.contains(where: { unit.hasPrefix($0) }) { return (value, start) }
        }
        return nil
    }

    /// The number words read before a unit, longest first.
    static let koreanNumberWords = ["다섯", "여섯", "일곱", "여덟", "아홉", "반", "한", "두", "세", "네", "열"]
    /// Units a Korean number word may count (the recipe units, and the fridge's counters).
    static let unitWords: [String] = Array(RecipeEnglish.units.keys.filter { $0.unicodeScalars.allSatisfy(Hangul.isSyllable) })
        + QuantityParser.counters

    /// `value` written in `unit` as the amount was written (`style`), rounded to what is measured.
    static func written(_ value: Double, unit: String, style: ShoppingAmount.NumberStyle) -> String {
        if metric.contains(unit) || lengths.contains(unit) {
            let big = ["kg", "l", "L", "리터", "킬로그램", "킬로"].contains(unit)
            let kept = big ? (value * 100).rounded() / 100 : value >= 10 ? value.rounded() : (value * 10).rounded() / 10
            return ShoppingAmount.format(kept)
        }
        if style == .decimal { return ShoppingAmount.format((value * 100).rounded() / 100) }
        let kept = kitchen(value)
        let whole = kept.rounded(.down)
        if kept == whole { return ShoppingAmount.format(kept) }
        let text = ShoppingAmount.format(kept, fraction: true)
        switch style {
        case .glyph:
            let (n, d) = ratio(kept - whole)
            if let glyph = glyphs[[n, d]] { return (whole > 0 ? ShoppingAmount.format(whole) : "") + String(glyph) }
            return text
        case .mixed(var joiner) where whole > 0:
            // 1과, 2와: the particle follows how the whole number is read (일, 이, 삼 …).
            let digit = Int(whole.truncatingRemainder(dividingBy: 10))
            if joiner.contains("과") || joiner.contains("와") {
                joiner = joiner.replacing("과", with: "와").replacing("와", with: [2, 4, 5, 9].contains(digit) ? "와" : "과")
            }
            return ShoppingAmount.format(whole) + joiner + text.split(separator: " ").last.map(String.init)!
        default:
            return text
        }
    }

    /// A scaled number as a kitchen measures it: whole, halves, thirds or quarters when one is within 3%,
    /// an exact sixth or eighth, else the nearest quarter or third (at least an eighth).
    static func kitchen(_ value: Double) -> Double {
        guard value > 0, value.isFinite else { return value }
        for d in [1.0, 2, 3, 4] {
            let n = (value * d).rounded()
            if n > 0, abs(n / d - value) <= value * 0.03 + 1e-9 { return n / d }
        }
        for d in [6.0, 8] {
            let n = (value * d).rounded()
            if n > 0, abs(n / d - value) < 1e-9 { return n / d }
        }
        let quarter = (value * 4).rounded() / 4, third = (value * 3).rounded() / 3
        let nearest = abs(quarter - value) <= abs(third - value) ? quarter : third
        return nearest > 0 ? nearest : (value * 8).rounded(.up) / 8
    }

    /// The numerator and denominator (up to 8) of a fraction below one.
    static func ratio(_ part: Double) -> (Int, Int) {
        for d in 2...8 {
            let n = (part * Double(d)).rounded()
            if abs(n / Double(d) - part) < 1e-9 { return (Int(n), d) }
        }
        return (0, 1)
    }

    static let glyphs: [[Int]: Character] = [
        [1, 2]: "½", [1, 3]: "⅓", [2, 3]: "⅔", [1, 4]: "¼", [3, 4]: "¾", [1, 6]: "⅙", [5, 6]: "⅚",
        [1, 8]: "⅛", [3, 8]: "⅜", [5, 8]: "⅝", [7, 8]: "⅞",
    ]
}
