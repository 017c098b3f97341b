/// Clean-up for text typed into web forms: HTML leftovers, odd spaces, full-width signs.
///
/// COOKRCP01 fields carry `<br />`, stray `</span>`, `&frac12;`, `㎖`, `：` and NBSPs; the
/// parsers downstream only need to know plain text, ASCII punctuation and `\n`.
enum MessyText {
    /// `text` with `<br>` as a newline, other HTML tags dropped, entities decoded, line
    /// ends as `\n`, tabs and unusual spaces as a space, and full-width punctuation and
    /// unit symbols as ASCII (`（`→`(`, `㎖`→`ml`).
    ///
    /// Works on Unicode scalars (comparing `Character`s normalises each one, which made
    /// this the slowest step of an import); text with nothing to change is returned as is.
    static func normalized(_ text: String) -> String {
        guard text.unicodeScalars.contains(where: needsWork) else { return text }
        let scalars = Array(text.unicodeScalars)
        var out = String.UnicodeScalarView()
        var i = 0
        while i < scalars.count {
            let c = scalars[i]
            if c == "<", let (replacement, end) = tag(scalars, at: i) {
                out.append(contentsOf: replacement.unicodeScalars)
                i = end
                continue
            }
            if c == "&", let (replacement, end) = entity(scalars, at: i) {
                out.append(contentsOf: replacement.unicodeScalars)
                i = end
                continue
            }
            if c == "\r", i + 1 < scalars.count, scalars[i + 1] == "\n" {
                i += 1  // \r\n: keep the \n only
                continue
            }
            if let replacement = plain(c) {
                out.append(contentsOf: replacement.unicodeScalars)
            } else {
                out.append(c)
            }
            i += 1
        }
        return String(out)
    }

    /// Whether a scalar is changed by `normalized` (or starts a tag or entity).
    private static func needsWork(_ c: Unicode.Scalar) -> Bool {
        c == "<" || c == "&" || plain(c) != nil
    }

    /// The plain form of a scalar, or `nil` when it stays as it is.
    private static func plain(_ c: Unicode.Scalar) -> String? {
        switch c.value {
        case 0x0D, 0x2028, 0x2029: return "\n"
        case 0x09, 0xA0, 0x3000, 0x2002, 0x2003, 0x2009: return " "
        case 0x200B, 0xFEFF: return ""
        case 0xFF08: return "("
        case 0xFF09: return ")"
        case 0xFF3B: return "["
        case 0xFF3D: return "]"
        case 0xFF1A: return ":"
        case 0xFF0C, 0x3001: return ","
        case 0xFF5E, 0x223C: return "~"
        case 0xFF0D, 0x2013, 0x2014: return "-"
        case 0x3396: return "ml"
        case 0x3397: return "dl"
        case 0x2113: return "L"
        case 0x338F: return "kg"
        case 0x338E: return "mg"
        case 0x339D: return "cm"
        case 0x339C: return "mm"
        case 0xFF47: return "g"
        case 0xFF10...0xFF19: return String(Character(Unicode.Scalar(c.value - 0xFF10 + 0x30)!))  // full-width digits
        default: return nil
        }
    }

    private static func isASCIILetter(_ c: Unicode.Scalar) -> Bool {
        (c.value >= 0x41 && c.value <= 0x5A) || (c.value >= 0x61 && c.value <= 0x7A)
    }

    /// An HTML tag at `i` (`<br />`, `</span>`): its replacement and the index after it.
    private static func tag(_ chars: [Unicode.Scalar], at i: Int) -> (String, Int)? {
        var j = i + 1
        if j < chars.count, chars[j] == "/" { j += 1 }
        guard j < chars.count, isASCIILetter(chars[j]) else { return nil }
        var name = ""
        while j < chars.count, isASCIILetter(chars[j]) || (chars[j].value >= 0x30 && chars[j].value <= 0x39) {
            name.unicodeScalars.append(chars[j])
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
    private static func entity(_ chars: [Unicode.Scalar], at i: Int) -> (String, Int)? {
        var j = i + 1
        var body = ""
        while j < chars.count, j - i <= 10, chars[j] != ";" {
            let c = chars[j]
            guard isASCIILetter(c) || (c.value >= 0x30 && c.value <= 0x39) || c == "#" else { return nil }
            body.unicodeScalars.append(c)
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

    /// `text` with runs of spaces (and line breaks) as one space, trimmed.
    static func collapsingSpaces<S: StringProtocol>(_ text: S) -> String {
        // Most text has nothing to collapse: check its bytes (spaces are ASCII) first.
        var previousSpace = true
        var clean = true
        for byte in text.utf8 {
            let space = byte == 0x20 || byte == 0x0A
            if space && (previousSpace || byte == 0x0A) { clean = false; break }
            previousSpace = space
        }
        if clean && !previousSpace { return String(text) }
        var out = String.UnicodeScalarView()
        var pendingSpace = false
        for c in text.unicodeScalars {
            if c == " " || c == "\n" {
                pendingSpace = !out.isEmpty
            } else {
                if pendingSpace { out.append(" ") }
                pendingSpace = false
                out.append(c)
            }
        }
        return String(out)
    }

    /// `text` without spaces and newlines at either end.
    static func trimmed<S: StringProtocol>(_ text: S) -> String {
        trimmed(Substring(text))
    }

    static func trimmed(_ text: Substring) -> String {
        let bytes = text.utf8
        var start = bytes.startIndex, end = bytes.endIndex
        while start < end, bytes[start] == 0x20 || bytes[start] == 0x0A { start = bytes.index(after: start) }
        while end > start {
            let before = bytes.index(before: end)
            guard bytes[before] == 0x20 || bytes[before] == 0x0A else { break }
            end = before
        }
        return String(text[start..<end])
    }
}
