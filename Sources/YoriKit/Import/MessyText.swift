/// Clean-up for text typed into web forms: HTML leftovers, odd spaces, full-width signs.
///
/// COOKRCP01 fields carry `<br />`, stray `</span>`, `&frac12;`, `㎖`, `：` and NBSPs; the
/// parsers downstream only need to know plain text, ASCII punctuation and `\n`.
enum MessyText {
    /// `text` with `<br>` as a newline, other HTML tags dropped, entities decoded, line
    /// ends as `\n`, tabs and unusual spaces as a space, and full-width punctuation and
    /// unit symbols as ASCII (`（`→`(`, `㎖`→`ml`).
    static func normalized(_ text: String) -> String {
        let chars = Array(text)
        var out = ""
        out.reserveCapacity(text.utf8.count)
        var i = 0
        while i < chars.count {
            let c = chars[i]
            if c == "<", let (replacement, end) = tag(chars, at: i) {
                out += replacement
                i = end
                continue
            }
            if c == "&", let (replacement, end) = entity(chars, at: i) {
                out += replacement
                i = end
                continue
            }
            out += plain(c)
            i += 1
        }
        return out
    }

    /// One character in its plain form.
    private static func plain(_ c: Character) -> String {
        switch c {
        case "\r\n", "\r", "\u{2028}", "\u{2029}": return "\n"
        case "\t", "\u{A0}", "\u{3000}", "\u{2002}", "\u{2003}", "\u{2009}": return " "
        case "\u{200B}", "\u{FEFF}": return ""
        case "（": return "("
        case "）": return ")"
        case "［": return "["
        case "］": return "]"
        case "：": return ":"
        case "，", "、": return ","
        case "～", "∼": return "~"
        case "－", "–", "—": return "-"
        case "㎖": return "ml"
        case "㎗": return "dl"
        case "ℓ": return "L"
        case "㎏": return "kg"
        case "㎎": return "mg"
        case "㎝": return "cm"
        case "㎜": return "mm"
        case "ｇ": return "g"
        default:
            if let v = c.unicodeScalars.first?.value, c.unicodeScalars.count == 1, (0xFF10...0xFF19).contains(v) {
                return String(Character(Unicode.Scalar(v - 0xFF10 + 0x30)!))  // full-width digits
            }
            return String(c)
        }
    }

    /// An HTML tag at `i` (`<br />`, `</span>`): its replacement and the index after it.
    private static func tag(_ chars: [Character], at i: Int) -> (String, Int)? {
        var j = i + 1
        if j < chars.count, chars[j] == "/" { j += 1 }
        guard j < chars.count, chars[j].isASCII, chars[j].isLetter else { return nil }
        var name = ""
        while j < chars.count, chars[j].isASCII, chars[j].isLetter || chars[j].isNumber {
            name.append(chars[j])
            j += 1
        }
        var k = j
        while k < chars.count, k - i < 200, chars[k] != ">" && chars[k] != "<" { k += 1 }
        guard k < chars.count, chars[k] == ">" else { return nil }
        let lower = name.lowercased()
        return (lower == "br" || lower == "p" || lower == "div" ? "\n" : "", k + 1)
    }

    private static let entities: [String: String] = [
        "amp": "&", "lt": "<", "gt": ">", "quot": "\"", "apos": "'", "nbsp": " ",
        "frac12": "½", "frac14": "¼", "frac34": "¾", "frac13": "⅓", "frac23": "⅔",
        "frac15": "⅕", "frac18": "⅛", "times": "×", "middot": "·", "sim": "~", "deg": "°",
    ]

    /// An HTML entity at `i` (`&frac12;`, `&#8531;`): its text and the index after it.
    private static func entity(_ chars: [Character], at i: Int) -> (String, Int)? {
        var j = i + 1
        var body = ""
        while j < chars.count, j - i <= 10, chars[j] != ";" {
            guard chars[j].isASCII, chars[j].isLetter || chars[j].isNumber || chars[j] == "#" else { return nil }
            body.append(chars[j])
            j += 1
        }
        guard j < chars.count, chars[j] == ";", !body.isEmpty else { return nil }
        if let text = entities[body.lowercased()] { return (text, j + 1) }
        if body.hasPrefix("#") {
            let digits = body.dropFirst()
            let value = digits.first == "x" || digits.first == "X"
                ? UInt32(digits.dropFirst(), radix: 16) : UInt32(digits)
            if let value, let scalar = Unicode.Scalar(value) { return (String(Character(scalar)), j + 1) }
        }
        return nil
    }

    /// `text` with runs of spaces as one space, trimmed.
    static func collapsingSpaces<S: StringProtocol>(_ text: S) -> String {
        var out = ""
        var pendingSpace = false
        for c in text {
            if c == " " || c == "\n" {
                pendingSpace = !out.isEmpty
            } else {
                if pendingSpace { out.append(" ") }
                pendingSpace = false
                out.append(c)
            }
        }
        return out
    }

    /// `text` without spaces and newlines at either end.
    static func trimmed<S: StringProtocol>(_ text: S) -> String {
        var s = text[...]
        while let c = s.first, c == " " || c == "\n" { s = s.dropFirst() }
        while let c = s.last, c == " " || c == "\n" { s = s.dropLast() }
        return String(s)
    }
}
