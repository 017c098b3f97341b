/// A seeded generator of small TOML documents, valid and not: keys (bare, quoted, dotted),
/// every kind of string, integer and float yori reads, comments, and mutations that break them
/// (bad escapes, leading zeros, stray underscores, unterminated or doubled strings, control
/// characters, duplicate keys) plus TOML features yori does not use (tables, arrays, dates).
struct TOMLCorpus {
    private var state: UInt64

    init(seed: UInt64) { state = seed }

    /// SplitMix64.
    private mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    private mutating func int(_ n: Int) -> Int { Int(next() % UInt64(n)) }
    private mutating func chance(_ percent: Int) -> Bool { int(100) < percent }
    private mutating func pick<T>(_ items: [T]) -> T { items[int(items.count)] }

    mutating func document() -> String {
        var lines: [String] = []
        var keys: [String] = []
        for _ in 0..<(1 + int(3)) {
            if chance(15) { lines.append(pick(["", "# a comment", "   ", "\t# 주석 'x' \"y\""])) }
            var key = pick(["model", "endpoint", "daily_limit", "a", "b-c", "d_1", "42"])
            if chance(20) { key = pick(["\"model\"", "'model'", "\"caf\\u00e9\"", "\"a.b\"", "\"\"", "'키'", "a.b", "a . b", "x.\"y\""]) }
            if chance(10), let old = keys.last { key = old }  // duplicate (or dotted clash)
            keys.append(key)
            var entry = key + pick([" = ", "=", " =\t", "  =  "]) + value()
            if chance(20) { entry += pick([" # note", "#", " # 설명 \"x\"", "\t"]) }
            lines.append(entry)
        }
        if chance(8) { lines.insert(pick(["[table]", "[[items]]", "[ a.b ]"]), at: int(lines.count + 1)) }
        if chance(10) { return mutate(lines.joined(separator: "\n")) }
        return lines.joined(separator: pick(["\n", "\n", "\r\n"])) + (chance(80) ? "\n" : "")
    }

    private mutating func value() -> String {
        switch int(10) {
        case 0, 1: return basic()
        case 2: return "'" + text(allowing: ["\"", "\\", "#"]) + "'" + (chance(8) ? pick([" 'b'", "'", " x"]) : "")
        case 3: return multilineBasic()
        case 4: return multilineLiteral()
        case 5, 6: return integer()
        case 7, 8: return float()
        default: return pick(["true", "false", "True", "FALSE", "yes", "[1, 2]", "{ a = 1 }", "1979-05-27", "07:32:00",
                              "1979-05-27T07:32:00Z", "", "x", "\"a\" \"b\"", "99999999999999999999", "-9223372036854775808",
                              "9223372036854775807", "9223372036854775808"])
        }
    }

    private mutating func text(allowing extra: [String] = []) -> String {
        var out = ""
        for _ in 0..<int(6) {
            out += pick(["a", "Z", " ", "\t", "café", "계란", "🍳", "#", "=", "0", "."] + extra)
        }
        if chance(4) { out += pick(["\u{7}", "\u{7F}", "\u{1B}", "\r"]) }  // raw controls: invalid
        return out
    }

    private mutating func escape() -> String {
        let good = ["\\n", "\\t", "\\\"", "\\\\", "\\b", "\\f", "\\r", "\\u00e9", "\\uAC00", "\\U0001F373", "\\u0000", "\\u001B"]
        let bad = ["\\q", "\\u12", "\\uD800", "\\U00110000", "\\x41", "\\ ", "\\U0001f37", "\\e"]
        return chance(85) ? pick(good) : pick(bad)
    }

    private mutating func basic() -> String {
        var out = "\""
        for _ in 0..<(1 + int(4)) { out += chance(40) ? escape() : text(allowing: ["'"]) }
        out += "\""
        if chance(6) { out = String(out.dropLast()) }  // unterminated
        if chance(5) { out += " \"more\"" }
        return out
    }

    private mutating func multilineBasic() -> String {
        var out = "\"\"\"" + pick(["", "\n", "\r\n"])
        for _ in 0..<(1 + int(4)) {
            switch int(6) {
            case 0: out += "\\\n   "
            case 1: out += "\\  \n\n  "
            case 2: out += pick(["\"", "\"\"", "'''"])
            case 3: out += escape()
            case 4: out += "\n"
            default: out += text(allowing: ["'"])
            }
        }
        return out + pick(["\"\"\"", "\"\"\"", "\"\"\"\"", "\"\"\"\"\"", "\"\"\"\"\"\"", "\"\""])
    }

    private mutating func multilineLiteral() -> String {
        var out = "'''" + pick(["", "\n", "\r\n"])
        for _ in 0..<(1 + int(4)) {
            out += pick([text(allowing: ["\\", "\"\"\""]), "\n", "'", "''", "\\n"])
        }
        return out + pick(["'''", "'''", "''''", "'''''", "''''''", "''"])
    }

    private mutating func integer() -> String {
        switch int(8) {
        case 0: return pick(["0x", "0o", "0b", "0X", "+0x", "0x_"]) + pick(["1F", "dead_beef", "17", "1010", "_1", "0", "Ff", "8", "2"])
        default:
            var digits = pick(["0", "1", "7", "42", "1_000", "12_345_678", "00", "012", "1__0", "1_", "_1", "9_9"])
            if chance(30) { digits = pick(["+", "-"]) + digits }
            return digits
        }
    }

    private mutating func float() -> String {
        let sign = chance(30) ? pick(["+", "-"]) : ""
        switch int(7) {
        case 0: return sign + pick(["inf", "nan", "Inf", "NaN", "infinity"])
        case 1: return sign + pick(["1.", ".5", "1.e5", "1e", "1e_5", "1.5_", "01.5", "0.0", "00.1", "1_0.0_1"])
        default:
            var out = sign + pick(["0", "3", "12", "1_000", "6"])
            if chance(70) { out += "." + pick(["0", "5", "14159", "1_5", "000_1", "99"]) }
            if chance(40) || !out.contains(".") { out += pick(["e", "E"]) + pick(["", "+", "-"]) + pick(["1", "10", "0_1", "308", "400", "-5"]) }
            return out
        }
    }

    /// Breaks a document in a small way: drops, doubles or swaps a character.
    private mutating func mutate(_ doc: String) -> String {
        var chars = Array(doc)
        guard !chars.isEmpty else { return doc }
        let at = int(chars.count)
        switch int(3) {
        case 0: chars.remove(at: at)
        case 1: chars.insert(chars[at], at: at)
        default: chars[at] = pick(["=", "\"", "'", "#", "\\", ".", " ", "\n"])
        }
        return String(chars)
    }

    /// Cases the issue names, and edges worth pinning whatever the seed.
    static let fixedCases: [String] = [
        "model = '''x'''\n", "model = 'a' 'b'\n", "model = \"caf\\u00e9\"\n", "\"model\" = \"x\"\n",
        "model = \"\"\"\"\"\"\n", "model = ''''''\n", "model = \"\"\"a\"\"\"\"\"\n", "model = '''a'''''\n",
        "model = \"\"\"a\"\"\"\"\"\"\n", "a.b = 1\na.c = 2\n", "a.b = 1\na = 2\n", "a = 1\na.b = 2\n", "a = 1 # c\r\n",
        "a = 1\rb = 2\n", "a = \"\\\r\n\"\n", "= 1\n", "a =\n", "a\n", "a = 1 b = 2\n", "a = -0\n", "a = -0.0\n",
        "a = 0.1\n", "a = 1e-400\n", "a = 1e400\n", "a = 0o777\n", "a = 0b_1\n", "a = 1__2\n", "a = \"\"\n",
        "\u{FEFF}a = 1\n", "a = \"\u{7F}\"\n", "# c \u{1}\na = 1\n", "a = 1 # é 🍳\n", "'a b' = 1\n", "\"\\u0041\" = 1\n",
    ]
}
