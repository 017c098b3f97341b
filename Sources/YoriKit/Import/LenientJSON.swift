/// A forgiving JSON reader for what web pages put in `<script type="application/ld+json">`:
/// raw line breaks and tabs inside strings, trailing commas, `/* */` comments and CDATA
/// wrappers are accepted; anything else that is not JSON is an error with its offset.
public struct LenientJSON {
    /// Why the text is not JSON, and where.
    public struct Failure: Error, Equatable, Sendable {
        /// The byte offset where reading stopped.
        public var offset: Int
        public var reason: String
    }

    /// How deep arrays and objects may nest (pages nest a few levels; more is hostile).
    static let maxDepth = 200

    private let bytes: [UInt8]
    private var i = 0

    private init(_ text: String) {
        var b = Array(text.utf8)
        b.append(0)
        bytes = b
    }

    /// The one value of `text` (surrounding spaces, comments and CDATA markers allowed).
    public static func parse(_ text: String) throws(Failure) -> JSONValue {
        var reader = LenientJSON(text)
        reader.skipSpace()
        let value = try reader.value(depth: 0)
        reader.skipSpace()
        guard reader.i >= reader.bytes.count - 1 || reader.bytes[reader.i] == UInt8(ascii: ";") else {
            throw Failure(offset: reader.i, reason: "unexpected text after the value")
        }
        return value
    }

    private var current: UInt8 { bytes[i] }
    private var atEnd: Bool { i >= bytes.count - 1 }

    private mutating func skipSpace() {
        while !atEnd {
            let c = current
            if c == 0x20 || c == 0x0A || c == 0x0D || c == 0x09 || c == 0x0C {
                i += 1
            } else if c == UInt8(ascii: "/"), bytes[i + 1] == UInt8(ascii: "*") {
                i += 2
                while !atEnd, !(current == UInt8(ascii: "*") && bytes[i + 1] == UInt8(ascii: "/")) { i += 1 }
                i = min(i + 2, bytes.count - 1)
            } else if c == UInt8(ascii: "/"), bytes[i + 1] == UInt8(ascii: "/") {
                while !atEnd, current != 0x0A { i += 1 }
            } else if starts("<![CDATA[") {
                i += 9
            } else if starts("]]>") {
                i += 3
            } else if starts("<!--") {
                i += 4
            } else if starts("-->") {
                i += 3
            } else {
                return
            }
        }
    }

    private func starts(_ text: StaticString) -> Bool {
        let n = text.utf8CodeUnitCount
        guard i + n <= bytes.count - 1 else { return false }
        for k in 0..<n where bytes[i + k] != text.utf8Start[k] { return false }
        return true
    }

    private mutating func value(depth: Int) throws(Failure) -> JSONValue {
        guard depth < Self.maxDepth else { throw Failure(offset: i, reason: "nested too deeply") }
        guard !atEnd else { throw Failure(offset: i, reason: "the text ends before a value") }
        switch current {
        case UInt8(ascii: "{"):
            i += 1
            var pairs: [(String, JSONValue)] = []
            while true {
                skipSpace()
                if current == UInt8(ascii: "}") { i += 1; return .object(pairs) }
                guard current == UInt8(ascii: "\"") else { throw Failure(offset: i, reason: "expected a quoted key") }
                let key = try string()
                skipSpace()
                guard current == UInt8(ascii: ":") else { throw Failure(offset: i, reason: "expected ':' after a key") }
                i += 1
                skipSpace()
                pairs.append((key, try value(depth: depth + 1)))
                skipSpace()
                if current == UInt8(ascii: ",") { i += 1; continue }
                if current == UInt8(ascii: "}") { i += 1; return .object(pairs) }
                throw Failure(offset: i, reason: "expected ',' or '}'")
            }
        case UInt8(ascii: "["):
            i += 1
            var items: [JSONValue] = []
            while true {
                skipSpace()
                if current == UInt8(ascii: "]") { i += 1; return .array(items) }
                items.append(try value(depth: depth + 1))
                skipSpace()
                if current == UInt8(ascii: ",") { i += 1; continue }
                if current == UInt8(ascii: "]") { i += 1; return .array(items) }
                throw Failure(offset: i, reason: "expected ',' or ']'")
            }
        case UInt8(ascii: "\""):
            return .string(try string())
        case UInt8(ascii: "t") where starts("true"): i += 4; return .bool(true)
        case UInt8(ascii: "f") where starts("false"): i += 5; return .bool(false)
        case UInt8(ascii: "n") where starts("null"): i += 4; return .null
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
            return try number()
        default:
            throw Failure(offset: i, reason: "unexpected character")
        }
    }

    private mutating func number() throws(Failure) -> JSONValue {
        let start = i
        var isInteger = true
        while !atEnd {
            let c = current
            if (c >= UInt8(ascii: "0") && c <= UInt8(ascii: "9")) || c == UInt8(ascii: "-") || c == UInt8(ascii: "+") {
                i += 1
            } else if c == UInt8(ascii: ".") || c == UInt8(ascii: "e") || c == UInt8(ascii: "E") {
                isInteger = false
                i += 1
            } else {
                break
            }
        }
        let text = String(decoding: bytes[start..<i], as: UTF8.self)
        if isInteger, let int = Int64(text) { return .int(int) }
        guard let double = Double(text) else { throw Failure(offset: start, reason: "not a number: \(text)") }
        return .double(double)
    }

    /// A string starting at the opening quote; raw control characters are kept as spaces.
    private mutating func string() throws(Failure) -> String {
        let start = i
        i += 1
        var out: [UInt8] = []
        while true {
            guard !atEnd else { throw Failure(offset: start, reason: "a string is not closed") }
            let c = current
            if c == UInt8(ascii: "\"") { i += 1; break }
            if c == UInt8(ascii: "\\") {
                let e = bytes[i + 1]
                i += 2
                switch e {
                case UInt8(ascii: "n"): out.append(0x0A)
                case UInt8(ascii: "t"): out.append(0x09)
                case UInt8(ascii: "r"): out.append(0x0D)
                case UInt8(ascii: "b"), UInt8(ascii: "f"): out.append(0x20)
                case UInt8(ascii: "u"):
                    guard var code = hex4(at: i) else { throw Failure(offset: i, reason: "a bad \\u escape") }
                    i += 4
                    if (0xD800..<0xDC00).contains(code), bytes[i] == UInt8(ascii: "\\"), bytes[i + 1] == UInt8(ascii: "u"),
                       let low = hex4(at: i + 2), (0xDC00..<0xE000).contains(low) {
                        code = 0x10000 + ((code - 0xD800) << 10) + (low - 0xDC00)
                        i += 6
                    }
                    let scalar = Unicode.Scalar(code) ?? "\u{FFFD}"
                    out += Array(String(scalar).utf8)
                default: out.append(e)  // \" \\ \/ and any other escaped character as itself
                }
                continue
            }
            out.append(c < 0x20 ? 0x20 : c)
            i += 1
        }
        return String(decoding: out, as: UTF8.self)
    }

    private func hex4(at k: Int) -> UInt32? {
        guard k + 4 <= bytes.count - 1 else { return nil }
        return UInt32(String(decoding: bytes[k..<(k + 4)], as: UTF8.self), radix: 16)
    }
}

extension JSONValue {
    /// A string, or a number as text.
    public var text: String? {
        switch self {
        case .string(let s): s
        case .int(let i): String(i)
        case .double(let d): d == d.rounded() && abs(d) < 1e15 ? String(Int64(d)) : String(d)
        default: nil
        }
    }

    /// A number (whole or not), else `nil`.
    public var number: Double? {
        switch self {
        case .int(let i): Double(i)
        case .double(let d): d
        default: nil
        }
    }

    /// A whole number (`3`, or `3.0` as some writers put it), else `nil`.
    public var wholeNumber: Int64? {
        switch self {
        case .int(let i): i
        case .double(let d) where d == d.rounded() && abs(d) < 1e15: Int64(d)
        default: nil
        }
    }

    /// A string, else `nil` (no number as text: see `text`).
    public var stringValue: String? {
        if case .string(let s) = self { s } else { nil }
    }

    /// A boolean, else `nil`.
    public var boolValue: Bool? {
        if case .bool(let b) = self { b } else { nil }
    }

    /// The items of an array, or this value alone (JSON-LD allows either); none for null.
    public var items: [JSONValue] {
        switch self {
        case .array(let items): items
        case .null: []
        default: [self]
        }
    }
}
