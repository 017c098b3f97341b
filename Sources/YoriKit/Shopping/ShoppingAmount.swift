/// Amounts on the shopping list, kept as text (`1/6개`, `1 1/2컵`, `300g`, `약간`, `1큰술 + 약간`)
/// and read here: a part is a number with the unit written after it, or words without a number
/// (`약간`, `적당량`: kept as written). Parts are joined with ` + `.
public enum ShoppingAmount {
    /// One part of an amount.
    public struct Part: Equatable, Sendable {
        /// The number, or `nil` for words (`약간`).
        public var quantity: Double?
        /// The unit after the number (`개`, `큰술`, `g`, `""`), or the words themselves.
        public var unit: String
        /// Written as a fraction (`1/6`, `½`), so shown as one.
        public var fraction: Bool

        public init(quantity: Double?, unit: String, fraction: Bool = false) {
            self.quantity = quantity
            self.unit = unit
            self.fraction = fraction
        }

        /// `1/3개`, `1 1/2컵`, `0.25kg`, `약간`.
        public var text: String {
            guard let quantity else { return unit }
            return ShoppingAmount.format(quantity, fraction: fraction) + unit
        }
    }

    /// The parts of an amount as written (`1큰술 + 약간` → 1 큰술, 약간); empty for `""`.
    public static func parts(_ text: String) -> [Part] {
        text.split(separator: "+").map { String($0).trimmingCharacters(in: [" "]) }.filter { !$0.isEmpty }.map(part)
    }

    /// One part: a number (whole, decimal, `1/6`, `1 1/2`, `1½`, `반`, `두 개`) and a unit of letters,
    /// else the words as written.
    public static func part(_ text: String) -> Part {
        let words = text.split(separator: " ").joined(separator: " ")
        let fraction = words.contains("/") || words.contains { QuantityParser.fractionGlyphs[$0] != nil }
        if let (value, rest) = leadingNumber(words), rest.allSatisfy({ $0.isLetter }) {
            return Part(quantity: value, unit: rest, fraction: fraction)
        }
        if let (value, unit) = QuantityParser.amount(words) {
            return Part(quantity: value, unit: unit ?? "", fraction: fraction)
        }
        return Part(quantity: nil, unit: words)
    }

    /// `-2`, `0.5`, `1/6`, `1 1/2`, `1½`, `½` at the start of `text`, and the rest (spaces dropped).
    static func leadingNumber(_ text: String) -> (Double, String)? {
        let chars = Array(text)
        let negative = chars.first == "-"
        guard let number = number(in: chars, at: negative ? 1 : 0) else { return nil }
        let rest = String(chars[number.end...].filter { $0 != " " })
        return (negative ? -number.value : number.value, rest)
    }

    /// A number as amounts write it, starting at `start` of `chars`: whole or decimal (`2`, `0.5`), a fraction
    /// (`1/6`), a mixed number (`1 1/2`, `1½`, and the Korean `1과 1/2`) or a glyph (`½`). Its value, where it
    /// ends, and how it was written (so a scaled amount is written the same way: `RecipeScaling`).
    public static func number(in chars: [Character], at start: Int) -> (value: Double, end: Int, style: NumberStyle)? {
        var i = start
        while i < chars.count, chars[i].isASCII, chars[i].isNumber || chars[i] == "." { i += 1 }
        if i > start {
            guard let whole = Double(String(chars[start..<i])) else { return nil }
            let integer = !chars[start..<i].contains(".")
            guard integer else { return (whole, i, .decimal) }
            if i < chars.count, chars[i] == "/", let (part, end) = fractionPart(chars, at: start) {
                return (part, end, .fraction)  // 1/6
            }
            if i + 1 < chars.count, chars[i] == " ", let (part, end) = fractionPart(chars, at: i + 1) {
                return (whole + part, end, .mixed(" "))  // 1 1/2
            }
            // 1과 1/2, 1와 1/2 (also with spaces: 1 과 1/2)
            var j = i
            while j < chars.count, chars[j] == " " { j += 1 }
            if j < chars.count, chars[j] == "과" || chars[j] == "와" {
                var k = j + 1
                while k < chars.count, chars[k] == " " { k += 1 }
                if let (part, end) = fractionPart(chars, at: k) { return (whole + part, end, .mixed(String(chars[i..<k]))) }
            }
            if i < chars.count, let glyph = QuantityParser.fractionGlyphs[chars[i]] {
                return (whole + glyph, i + 1, .glyph)  // 1½
            }
            return (whole, i, .whole)
        }
        if i < chars.count, let glyph = QuantityParser.fractionGlyphs[chars[i]] { return (glyph, i + 1, .glyph) }
        return nil
    }

    /// How a number was written: `2`, `0.5`, `1/6`, `½`/`1½`, or a mixed number with what joins its parts (`" "`, `과 `).
    public enum NumberStyle: Equatable, Sendable {
        case whole, decimal, fraction, glyph
        case mixed(String)

        /// Written as a fraction of some kind.
        public var isFraction: Bool { self != .whole && self != .decimal }
    }

    /// `a/b` starting at `at`: its value and where it ends.
    private static func fractionPart(_ chars: [Character], at: Int) -> (Double, Int)? {
        var i = at
        while i < chars.count, chars[i].isASCII, chars[i].isNumber { i += 1 }
        guard i > at, i < chars.count, chars[i] == "/", let numerator = Double(String(chars[at..<i])) else { return nil }
        var j = i + 1
        while j < chars.count, chars[j].isASCII, chars[j].isNumber { j += 1 }
        guard j > i + 1, let denominator = Double(String(chars[(i + 1)..<j])), denominator > 0 else { return nil }
        return (numerator / denominator, j)
    }

    /// A number as the list shows it: whole (`2`), a fraction or mixed number when it was written
    /// as one or is a long decimal close to one (`1/3`, `1 1/6`; 0.333 → `1/3`), else at most two
    /// decimals without trailing zeros (`0.25`, `1.5`).
    public static func format(_ quantity: Double, fraction: Bool = false) -> String {
        let q = quantity
        guard q.isFinite, abs(q) < 1e15 else { return q.isFinite ? String(q) : "?" }  // never traps converting
        if abs(q - q.rounded()) < 1e-9 { return String(Int64(q.rounded())) }
        let hundredths = (q * 100).rounded() / 100
        let longDecimal = abs(q - hundredths) > 1e-9
        if fraction || longDecimal, q > 0 {
            let tolerance = fraction ? 1e-6 : 0.0015
            for denominator in 2...12 {
                let whole = q.rounded(.down)
                let numerator = ((q - whole) * Double(denominator)).rounded()
                guard numerator > 0, numerator < Double(denominator),
                      abs(q - whole - numerator / Double(denominator)) < tolerance else { continue }
                let part = "\(Int(numerator))/\(denominator)"
                return whole > 0 ? "\(Int64(whole)) \(part)" : part
            }
        }
        var text = String(hundredths)
        if text.contains("e") { return text }
        while text.contains("."), text.hasSuffix("0") { text.removeLast() }
        if text.hasSuffix(".") { text.removeLast() }
        return text
    }

    /// The amount with tidy numbers (`0.333개` → `1/3개`).
    public static func tidy(_ text: String) -> String {
        parts(text).map(\.text).joined(separator: " + ")
    }

    /// Two amounts as one: numbers in the same unit summed (`1/6개` + `1/6개` = `1/3개`), words
    /// kept as written once (`약간` + `약간` = `약간`), anything else side by side (`1단 + 1/2대`).
    public static func merged(_ a: String, _ b: String) -> String {
        var parts = parts(a)
        for part in Self.parts(b) {
            if let q = part.quantity, let i = parts.firstIndex(where: { $0.quantity != nil && $0.unit == part.unit }) {
                parts[i].quantity! += q
                parts[i].fraction = parts[i].fraction || part.fraction
            } else if part.quantity != nil || !parts.contains(part) {
                parts.append(part)
            }
        }
        return parts.map(\.text).joined(separator: " + ")
    }

    /// The first part whose number is zero or less (`0개`, `-1큰술`), as written.
    public static func notPositive(_ text: String) -> String? {
        parts(text).first { ($0.quantity ?? 1) <= 0 }.map { _ in text.trimmingCharacters(in: [" "]) }
    }
}
