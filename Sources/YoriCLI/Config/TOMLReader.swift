/// Reads the part of TOML 1.0 yori's config uses, exactly as the specification defines it:
/// `key = value` lines and comments; bare, quoted and dotted keys; basic, literal and
/// multi-line strings with every escape; integers (decimal with `_`, `0x`, `0o`, `0b`);
/// floats (fractions, exponents, `inf`, `nan`); booleans. What TOML has but yori does not use
/// (tables, arrays, inline tables, dates and times) is refused by name, and anything that is
/// not TOML is refused with its line and the reason. Checked against Python's `tomllib`
/// (`TOMLDifferentialTests`).
struct TOMLReader {
    /// One `key = value`: the key path (`a.b` → ["a", "b"]) and the lines it spans.
    struct Entry: Equatable {
        let path: [String]
        let value: ConfigFile.Value
        let lines: ClosedRange<Int>
    }

    private let s: [Unicode.Scalar]
    private var i = 0
    private var line = 1

    /// The entries of `text`, in file order, or the first problem.
    static func read(_ text: String) throws(ConfigError) -> [Entry] {
        var reader = TOMLReader(s: Array(text.unicodeScalars))
        return try reader.document()
    }

    private init(s: [Unicode.Scalar]) { self.s = s }

    // MARK: - Document

    private mutating func document() throws(ConfigError) -> [Entry] {
        var entries: [Entry] = []
        var seen: [[String]: Bool] = [:]  // path → is a value (true) or a table made by dotted keys (false)
        while true {
            skipWhitespace()
            guard let c = peek else { break }
            if c == "#" || c == "\n" || c == "\r" {
                try endOfLine()
                continue
            }
            if c == "[" {
                throw fail("tables ([…]) are not used; write `key = value` lines",
                           "표([…])는 쓰지 않아요. `키 = 값` 줄로 적어 주세요")
            }
            let first = line
            let path = try key()
            skipWhitespace()
            guard peek == "=" else {
                throw fail("expected `key = value`", "`키 = 값` 꼴이어야 해요")
            }
            i += 1
            skipWhitespace()
            let v = try value()
            let last = line
            try endOfLine(afterValue: true)
            let name = path.joined(separator: ".")
            if seen[path] != nil {
                throw ConfigError(line: first, problem: "'\(name)' is set twice", korean: "'\(name)'가 두 번 적혀 있어요")
            }
            for n in 1..<path.count {
                let prefix = Array(path.prefix(n))
                if seen[prefix] == true {
                    let p = prefix.joined(separator: ".")
                    throw ConfigError(line: first, problem: "'\(p)' is already a value, so '\(name)' cannot be set",
                                      korean: "'\(p)'에 이미 값이 있어서 '\(name)'를 정할 수 없어요")
                }
                seen[prefix] = false
            }
            seen[path] = true
            entries.append(Entry(path: path, value: v, lines: first...last))
        }
        return entries
    }

    /// Whitespace, an optional comment, then a newline or the end of the text.
    private mutating func endOfLine(afterValue: Bool = false) throws(ConfigError) {
        skipWhitespace()
        if peek == "#" {
            i += 1
            while let c = peek, c != "\n" {
                if c == "\r", peek(1) == "\n" { break }
                if Self.isControl(c) {
                    throw fail("a control character (U+\(Self.hex(c))) in a comment", "주석에 제어 문자(U+\(Self.hex(c)))가 있어요")
                }
                i += 1
            }
        }
        guard let c = peek else { return }
        if c == "\n" { i += 1; line += 1; return }
        if c == "\r", peek(1) == "\n" { i += 2; line += 1; return }
        if c == "\r" { throw fail("a carriage return without a line feed", "줄바꿈(LF) 없는 CR 문자가 있어요") }
        if afterValue {
            throw fail("text after the value; one `key = value` per line (a # starts a comment)",
                       "값 뒤에 글자가 더 있어요. 한 줄에 `키 = 값` 하나만 적어 주세요 (#부터는 주석)")
        }
        throw fail("expected `key = value`", "`키 = 값` 꼴이어야 해요")
    }

    // MARK: - Keys

    private mutating func key() throws(ConfigError) -> [String] {
        var path = [try simpleKey()]
        while true {
            let mark = i
            skipWhitespace()
            guard peek == "." else { i = mark; return path }
            i += 1
            skipWhitespace()
            path.append(try simpleKey())
        }
    }

    private mutating func simpleKey() throws(ConfigError) -> String {
        switch peek {
        case "\"":
            if peek(1) == "\"", peek(2) == "\"" { throw fail("a key cannot be a multi-line string", "키는 여러 줄 문자열일 수 없어요") }
            return try basicString()
        case "'":
            if peek(1) == "'", peek(2) == "'" { throw fail("a key cannot be a multi-line string", "키는 여러 줄 문자열일 수 없어요") }
            return try literalString()
        default:
            var out = ""
            while let c = peek, Self.isBareKey(c) {
                out.unicodeScalars.append(c)
                i += 1
            }
            guard !out.isEmpty else { throw fail("expected `key = value`", "`키 = 값` 꼴이어야 해요") }
            return out
        }
    }

    // MARK: - Values

    private mutating func value() throws(ConfigError) -> ConfigFile.Value {
        guard let c = peek, c != "\n", c != "\r", c != "#" else {
            throw fail("a key with no value", "키에 값이 없어요")
        }
        switch c {
        case "\"":
            if peek(1) == "\"", peek(2) == "\"" { return .string(try multilineString(quote: "\"", escapes: true)) }
            return .string(try basicString())
        case "'":
            if peek(1) == "'", peek(2) == "'" { return .string(try multilineString(quote: "'", escapes: false)) }
            return .string(try literalString())
        case "[":
            throw fail("arrays ([…]) are not used by yori's settings", "배열([…])은 yori 설정에서 쓰지 않아요")
        case "{":
            throw fail("inline tables ({…}) are not used by yori's settings", "인라인 표({…})는 yori 설정에서 쓰지 않아요")
        default:
            return try scalarValue()
        }
    }

    /// A boolean, integer or float: the run of characters up to whitespace, `#` or the line end.
    private mutating func scalarValue() throws(ConfigError) -> ConfigFile.Value {
        let start = i
        while let c = peek, c != " ", c != "\t", c != "\n", c != "\r", c != "#" { i += 1 }
        var word = ""
        word.unicodeScalars.append(contentsOf: s[start..<i])
        if word == "true" { return .bool(true) }
        if word == "false" { return .bool(false) }
        if let n = try TOMLNumber.integer(word, line: line) { return .integer(n) }
        if let d = TOMLNumber.float(word) { return .float(d) }
        if TOMLNumber.looksLikeDateOrTime(word) {
            throw fail("dates and times are not used by yori's settings", "날짜와 시각 값은 yori 설정에서 쓰지 않아요")
        }
        throw fail("cannot read the value '\(word)' (strings need quotes)", "값을 읽을 수 없어요: '\(word)' (글자는 따옴표로 감싸 주세요)")
    }

    private mutating func basicString() throws(ConfigError) -> String {
        i += 1
        var out = ""
        while true {
            guard let c = peek, c != "\n" else { throw unterminated() }
            i += 1
            switch c {
            case "\"": return out
            case "\\": out.unicodeScalars.append(try escape())
            default:
                if Self.isControl(c) { throw controlInString(c) }
                out.unicodeScalars.append(c)
            }
        }
    }

    private mutating func literalString() throws(ConfigError) -> String {
        i += 1
        var out = ""
        while true {
            guard let c = peek, c != "\n" else { throw unterminated() }
            i += 1
            if c == "'" { return out }
            if Self.isControl(c) { throw controlInString(c) }
            out.unicodeScalars.append(c)
        }
    }

    /// A multi-line string after its opening `"""` (basic: escapes and line-ending backslashes)
    /// or `'''` (literal: taken as written).
    private mutating func multilineString(quote: Unicode.Scalar, escapes: Bool) throws(ConfigError) -> String {
        i += 3
        try skipFirstNewline()
        var out = ""
        while true {
            guard let c = peek else { throw unterminated() }
            if c == quote, peek(1) == quote, peek(2) == quote {
                // Up to two more quotes right before the closing three belong to the string.
                var extra = 0
                while extra < 2, peek(3 + extra) == quote { extra += 1 }
                out += String(repeating: String(quote), count: extra)
                i += 3 + extra
                return out
            }
            i += 1
            if escapes, c == "\\" {
                if try lineEndingBackslash() { continue }
                out.unicodeScalars.append(try escape())
            } else if c == "\n" {
                line += 1
                out.append("\n")
            } else if c == "\r", peek == "\n" {
                i += 1
                line += 1
                out.append("\n")
            } else if Self.isControl(c) {
                throw controlInString(c)
            } else {
                out.unicodeScalars.append(c)
            }
        }
    }

    /// A newline right after the opening `"""` or `'''` is not part of the string.
    private mutating func skipFirstNewline() throws(ConfigError) {
        if peek == "\n" { i += 1; line += 1 } else if peek == "\r", peek(1) == "\n" { i += 2; line += 1 }
    }

    /// After a `\` in a multi-line basic string: when only whitespace follows it on the line,
    /// the newline and all whitespace and newlines after it are dropped (`true`).
    private mutating func lineEndingBackslash() throws(ConfigError) -> Bool {
        var j = i
        while j < s.count, s[j] == " " || s[j] == "\t" { j += 1 }
        guard j < s.count, s[j] == "\n" || (s[j] == "\r" && j + 1 < s.count && s[j + 1] == "\n") else { return false }
        i = j
        while let c = peek {
            if c == " " || c == "\t" { i += 1 } else if c == "\n" { i += 1; line += 1 } else if c == "\r", peek(1) == "\n" {
                i += 2
                line += 1
            } else { break }
        }
        return true
    }

    /// The scalar an escape (after its `\`) stands for.
    private mutating func escape() throws(ConfigError) -> Unicode.Scalar {
        guard let c = peek, c != "\n" else { throw fail("a lone \\ at the end of the line", "줄 끝에 \\만 있어요") }
        i += 1
        switch c {
        case "b": return "\u{08}"
        case "t": return "\t"
        case "n": return "\n"
        case "f": return "\u{0C}"
        case "r": return "\r"
        case "\"": return "\""
        case "\\": return "\\"
        case "u", "U":
            let count = c == "u" ? 4 : 8
            var digits = ""
            for _ in 0..<count {
                guard let d = peek, d.properties.isASCIIHexDigit else {
                    throw fail("\\\(c) needs \(count) hexadecimal digits", "\\\(c) 뒤에는 16진수 \(count)자리가 와야 해요")
                }
                digits.unicodeScalars.append(d)
                i += 1
            }
            guard let v = UInt32(digits, radix: 16), let scalar = Unicode.Scalar(v) else {
                throw fail("\\\(c)\(digits) is not a Unicode scalar value", "\\\(c)\(digits)는 유니코드 문자가 아니에요")
            }
            return scalar
        default:
            throw fail("unknown escape \\\(c)", "모르는 이스케이프예요: \\\(c)")
        }
    }

    // MARK: - Scanning

    private var peek: Unicode.Scalar? { i < s.count ? s[i] : nil }
    private func peek(_ ahead: Int) -> Unicode.Scalar? { i + ahead < s.count ? s[i + ahead] : nil }

    private mutating func skipWhitespace() {
        while let c = peek, c == " " || c == "\t" { i += 1 }
    }

    private func fail(_ problem: String, _ korean: String) -> ConfigError {
        ConfigError(line: line, problem: problem, korean: korean)
    }

    private func unterminated() -> ConfigError { fail("unterminated string", "따옴표가 닫히지 않았어요") }

    private func controlInString(_ c: Unicode.Scalar) -> ConfigError {
        fail("a control character (U+\(Self.hex(c))) in a string; write it as an escape",
             "문자열에 제어 문자(U+\(Self.hex(c)))가 있어요. 이스케이프로 적어 주세요")
    }

    /// Control characters TOML does not allow raw in strings and comments (tab is allowed).
    static func isControl(_ c: Unicode.Scalar) -> Bool {
        (c.value < 0x20 && c != "\t") || c.value == 0x7F
    }

    static func isBareKey(_ c: Unicode.Scalar) -> Bool {
        switch c {
        case "A"..."Z", "a"..."z", "0"..."9", "_", "-": true
        default: false
        }
    }

    static func hex(_ c: Unicode.Scalar) -> String {
        let h = String(c.value, radix: 16, uppercase: true)
        return String(repeating: "0", count: max(0, 4 - h.count)) + h
    }
}
