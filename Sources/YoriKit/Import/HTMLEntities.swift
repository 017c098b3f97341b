/// HTML character references: `&amp;`, `&#39;`, `&#x2F;` and the named ones recipe pages use.
/// An unknown or unterminated reference is kept as written.
public enum HTMLEntities {
    /// Named references seen on recipe pages (the full HTML table has 2,000; these cover
    /// punctuation, fractions and Latin letters with accents).
    static let named: [String: String] = [
        "amp": "&", "lt": "<", "gt": ">", "quot": "\"", "apos": "'", "nbsp": " ", "ensp": " ", "emsp": " ",
        "thinsp": " ", "shy": "", "zwj": "\u{200D}", "zwnj": "", "frac12": "½", "frac14": "¼", "frac34": "¾",
        "frac13": "⅓", "frac23": "⅔", "frac18": "⅛", "frasl": "⁄", "deg": "°", "ndash": "–", "mdash": "—",
        "hellip": "…", "lsquo": "‘", "rsquo": "’", "sbquo": "‚", "ldquo": "“", "rdquo": "”", "bdquo": "„",
        "laquo": "«", "raquo": "»", "times": "×", "divide": "÷", "middot": "·", "bull": "•", "copy": "©",
        "reg": "®", "trade": "™", "cent": "¢", "pound": "£", "euro": "€", "yen": "¥", "sect": "§",
        "para": "¶", "plusmn": "±", "micro": "µ", "prime": "′", "Prime": "″", "minus": "−", "iexcl": "¡",
        "iquest": "¿", "ordm": "º", "ordf": "ª", "sup2": "²", "sup3": "³", "sup1": "¹",
        "agrave": "à", "aacute": "á", "acirc": "â", "atilde": "ã", "auml": "ä", "aring": "å", "aelig": "æ",
        "ccedil": "ç", "egrave": "è", "eacute": "é", "ecirc": "ê", "euml": "ë", "igrave": "ì", "iacute": "í",
        "icirc": "î", "iuml": "ï", "ntilde": "ñ", "ograve": "ò", "oacute": "ó", "ocirc": "ô", "otilde": "õ",
        "ouml": "ö", "oslash": "ø", "ugrave": "ù", "uacute": "ú", "ucirc": "û", "uuml": "ü", "yacute": "ý",
        "yuml": "ÿ", "szlig": "ß", "oelig": "œ", "scaron": "š", "zcaron": "ž",
        "Agrave": "À", "Aacute": "Á", "Acirc": "Â", "Atilde": "Ã", "Auml": "Ä", "Aring": "Å", "AElig": "Æ",
        "Ccedil": "Ç", "Egrave": "È", "Eacute": "É", "Ecirc": "Ê", "Euml": "Ë", "Iacute": "Í", "Icirc": "Î",
        "Ntilde": "Ñ", "Oacute": "Ó", "Ocirc": "Ô", "Ouml": "Ö", "Oslash": "Ø", "Uacute": "Ú", "Ucirc": "Û",
        "Uuml": "Ü", "OElig": "Œ", "Scaron": "Š", "Zcaron": "Ž",
    ]

    /// `text` with every reference it can read replaced.
    public static func decode(_ text: String) -> String {
        guard text.utf8.contains(UInt8(ascii: "&")) else { return text }
        let scalars = Array(text.unicodeScalars)
        var out = String.UnicodeScalarView()
        var i = 0
        while i < scalars.count {
            if scalars[i] == "&", let (replacement, end) = reference(scalars, at: i) {
                out.append(contentsOf: replacement.unicodeScalars)
                i = end
            } else {
                out.append(scalars[i])
                i += 1
            }
        }
        return String(out)
    }

    /// The reference at `i` (which is `&`) and the index after it.
    static func reference(_ s: [Unicode.Scalar], at i: Int) -> (String, Int)? {
        var j = i + 1
        if j < s.count, s[j] == "#" {
            j += 1
            let hex = j < s.count && (s[j] == "x" || s[j] == "X")
            if hex { j += 1 }
            let start = j
            while j < s.count, j - start < 8, s[j].properties.isASCIIHexDigit, hex || (s[j].value >= 0x30 && s[j].value <= 0x39) {
                j += 1
            }
            guard j > start, let code = UInt32(String(String.UnicodeScalarView(s[start..<j])), radix: hex ? 16 : 10)
            else { return nil }
            if j < s.count, s[j] == ";" { j += 1 }
            let scalar = Unicode.Scalar(code == 0 ? 0xFFFD : code) ?? "\u{FFFD}"
            return (scalar == "\u{A0}" ? " " : String(scalar), j)
        }
        let start = j
        while j < s.count, j - start < 10, s[j].properties.isAlphabetic || (s[j].value >= 0x30 && s[j].value <= 0x39),
              s[j].isASCII { j += 1 }
        guard j > start, j < s.count, s[j] == ";",
              let replacement = named[String(String.UnicodeScalarView(s[start..<j]))] else { return nil }
        return (replacement, j + 1)
    }
}
