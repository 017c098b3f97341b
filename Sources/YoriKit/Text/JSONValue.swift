/// A JSON value with ordered object keys, serialised compactly and deterministically.
///
/// yori prints JSON for scripts; key order follows the code so output is stable and
/// readable, and there is no Foundation dependency on the hot path.
public enum JSONValue: Equatable, Sendable {
    case null
    case bool(Bool)
    case int(Int64)
    case double(Double)
    case string(String)
    case array([JSONValue])
    case object([(String, JSONValue)])

    public static func == (a: JSONValue, b: JSONValue) -> Bool { a.serialized() == b.serialized() }

    /// Compact JSON text (one line).
    public func serialized() -> String {
        var out = ""
        write(into: &out)
        return out
    }

    private func write(into out: inout String) {
        switch self {
        case .null: out += "null"
        case .bool(let b): out += b ? "true" : "false"
        case .int(let i): out += String(i)
        case .double(let d):
            if d.isFinite {
                if d == d.rounded(), abs(d) < 1e15 { out += String(Int64(d)) } else { out += String(d) }
            } else {
                out += "null"
            }
        case .string(let s): JSONValue.quote(s, into: &out)
        case .array(let items):
            out += "["
            for (i, item) in items.enumerated() {
                if i > 0 { out += "," }
                item.write(into: &out)
            }
            out += "]"
        case .object(let pairs):
            out += "{"
            for (i, (key, value)) in pairs.enumerated() {
                if i > 0 { out += "," }
                JSONValue.quote(key, into: &out)
                out += ":"
                value.write(into: &out)
            }
            out += "}"
        }
    }

    /// Strings are written as `TerminalSanitizer` leaves them: no escape sequence, C0/C1
    /// control (but `\n` and `\t`), bidirectional control or style marker from data survives
    /// as an escape either, since `jq -r` would turn it back into the raw character.
    private static func quote(_ s: String, into out: inout String) {
        let s = TerminalSanitizer.needsCleaning(s) ? TerminalSanitizer.clean(s) : s
        out += "\""
        for scalar in s.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            default:
                if scalar.value < 0x20 || scalar.value == 0x7F || (0x80...0x9F).contains(scalar.value)
                    || scalar.value == 0x2028 || scalar.value == 0x2029
                    || TerminalSanitizer.styleMarkers.contains(scalar.value) {
                    let hex = String(scalar.value, radix: 16)
                    out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
                } else {
                    out.unicodeScalars.append(scalar)
                }
            }
        }
        out += "\""
    }
}

extension JSONValue: ExpressibleByStringLiteral, ExpressibleByArrayLiteral, ExpressibleByBooleanLiteral {
    public init(stringLiteral value: String) { self = .string(value) }
    public init(arrayLiteral elements: JSONValue...) { self = .array(elements) }
    public init(booleanLiteral value: Bool) { self = .bool(value) }

    /// An array of strings.
    public static func strings<S: Sequence>(_ values: S) -> JSONValue where S.Element == String {
        .array(values.map(JSONValue.string))
    }

    /// `value` or `null`.
    public static func optional(_ value: String?) -> JSONValue { value.map(JSONValue.string) ?? .null }
}
