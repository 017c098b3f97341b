#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Reading JSON into a `JSONValue` (a test table, a model's reply). Object keys keep no
/// order from the text: compare with `canonical`.
extension JSONValue: Decodable {
    private struct Key: CodingKey {
        var stringValue: String
        var intValue: Int? { nil }
        init(stringValue: String) { self.stringValue = stringValue }
        init?(intValue: Int) { nil }
    }

    public init(from decoder: any Decoder) throws {
        if let object = try? decoder.container(keyedBy: Key.self) {
            self = .object(try object.allKeys.map { ($0.stringValue, try object.decode(JSONValue.self, forKey: $0)) })
            return
        }
        if var array = try? decoder.unkeyedContainer() {
            var items: [JSONValue] = []
            while !array.isAtEnd { items.append(try array.decode(JSONValue.self)) }
            self = .array(items)
            return
        }
        let single = try decoder.singleValueContainer()
        if single.decodeNil() {
            self = .null
        } else if let bool = try? single.decode(Bool.self) {
            self = .bool(bool)
        } else if let int = try? single.decode(Int64.self) {
            self = .int(int)
        } else if let double = try? single.decode(Double.self) {
            self = .double(double)
        } else {
            self = .string(try single.decode(String.self))
        }
    }

    /// `text` read as JSON, or `nil` when it is not JSON.
    public static func parse(_ text: String) -> JSONValue? {
        try? JSONDecoder().decode(JSONValue.self, from: Data(text.utf8))
    }

    /// The same value with object keys sorted at every level and whole doubles as integers,
    /// so two values that mean the same serialize the same.
    public var canonical: JSONValue {
        switch self {
        case .object(let pairs): .object(pairs.map { ($0.0, $0.1.canonical) }.sorted { $0.0 < $1.0 })
        case .array(let items): .array(items.map(\.canonical))
        case .double(let d) where d == d.rounded() && abs(d) < 1e15: .int(Int64(d))
        default: self
        }
    }

    /// The value under `key` when this is an object.
    public subscript(key: String) -> JSONValue? {
        guard case .object(let pairs) = self else { return nil }
        return pairs.first { $0.0 == key }?.1
    }
}
