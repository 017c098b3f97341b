/// TOML 1.0 integer and float syntax, exactly: `_` only between two digits, no leading zeros
/// in decimal integers or integer parts, `0x`/`0o`/`0b` without a sign, exponents, `inf`, `nan`.
enum TOMLNumber {
    /// The integer `word` spells, `nil` when it is not TOML integer syntax, or a problem for
    /// one that is but does not fit in 64 bits.
    static func integer(_ word: String, line: Int) throws(ConfigError) -> Int? {
        var text = Substring(word)
        var radix = 10
        var negative = false
        if text.hasPrefix("0x") || text.hasPrefix("0o") || text.hasPrefix("0b") {
            radix = text.hasPrefix("0x") ? 16 : text.hasPrefix("0o") ? 8 : 2
            text = text.dropFirst(2)
        } else {
            if text.first == "+" || text.first == "-" {
                negative = text.first == "-"
                text = text.dropFirst()
            }
            if text.count > 1, text.first == "0" { return nil }  // leading zero
        }
        guard let digits = digitRun(text, radix: radix) else { return nil }
        guard let magnitude = UInt64(digits, radix: radix) else { throw tooLarge(word, line: line) }
        if negative {
            guard magnitude <= UInt64(Int64.max) + 1 else { throw tooLarge(word, line: line) }
            return magnitude == UInt64(Int64.max) + 1 ? Int(Int64.min) : -Int(magnitude)
        }
        guard magnitude <= UInt64(Int64.max) else { throw tooLarge(word, line: line) }
        return Int(magnitude)
    }

    /// The float `word` spells, or `nil` when it is not TOML float syntax.
    static func float(_ word: String) -> Double? {
        var text = Substring(word)
        var sign = ""
        if text.first == "+" || text.first == "-" {
            sign = text.first == "-" ? "-" : ""
            text = text.dropFirst()
        }
        if text == "inf" { return sign == "-" ? -.infinity : .infinity }
        if text == "nan" { return sign == "-" ? -Double.nan : .nan }
        // integer part
        let intEnd = text.firstIndex { $0 == "." || $0 == "e" || $0 == "E" } ?? text.endIndex
        let intPart = text[..<intEnd]
        guard intEnd != text.endIndex, let intDigits = digitRun(intPart, radix: 10) else { return nil }
        if intDigits.count > 1, intDigits.first == "0" { return nil }
        var rest = text[intEnd...]
        var fraction = ""
        if rest.first == "." {
            rest = rest.dropFirst()
            let end = rest.firstIndex { $0 == "e" || $0 == "E" } ?? rest.endIndex
            guard let f = digitRun(rest[..<end], radix: 10) else { return nil }
            fraction = "." + f
            rest = rest[end...]
        }
        var exponent = ""
        if rest.first == "e" || rest.first == "E" {
            rest = rest.dropFirst()
            var expSign = ""
            if rest.first == "+" || rest.first == "-" {
                expSign = String(rest.first!)
                rest = rest.dropFirst()
            }
            guard let e = digitRun(rest, radix: 10) else { return nil }
            exponent = "e" + expSign + e
            rest = rest[rest.endIndex...]
        }
        guard rest.isEmpty, !(fraction.isEmpty && exponent.isEmpty) else { return nil }
        return Double(sign + intDigits + fraction + exponent)
    }

    /// `1979-05-27`, `07:32:00`: TOML dates and times, which yori does not use.
    static func looksLikeDateOrTime(_ word: String) -> Bool {
        let chars = Array(word)
        guard chars.count >= 5, chars.prefix(2).allSatisfy(\.isASCIIDigitChar) else { return false }
        return (chars.count >= 10 && chars[4] == "-" && chars[7] == "-") || chars[2] == ":"
    }

    /// The digits of `text` without underscores, when it is one or more digits of `radix` with
    /// each `_` between two digits; `nil` otherwise.
    private static func digitRun(_ text: Substring, radix: Int) -> String? {
        var out = ""
        var previousWasDigit = false
        for ch in text {
            if ch == "_" {
                guard previousWasDigit else { return nil }
                previousWasDigit = false
                continue
            }
            guard let ascii = ch.asciiValue, isDigit(ascii, radix: radix) else { return nil }
            out.append(ch)
            previousWasDigit = true
        }
        return previousWasDigit ? out : nil
    }

    private static func isDigit(_ c: UInt8, radix: Int) -> Bool {
        switch radix {
        case 2: c == 0x30 || c == 0x31
        case 8: (0x30...0x37).contains(c)
        case 16: (0x30...0x39).contains(c) || (0x41...0x46).contains(c) || (0x61...0x66).contains(c)
        default: (0x30...0x39).contains(c)
        }
    }

    private static func tooLarge(_ word: String, line: Int) -> ConfigError {
        ConfigError(line: line, problem: "the number \(word) is too large (TOML integers are 64-bit)",
                    korean: "\(word)는 너무 큰 수예요 (TOML 정수는 64비트)")
    }
}

private extension Character {
    var isASCIIDigitChar: Bool { asciiValue.map { (0x30...0x39).contains($0) } ?? false }
}
