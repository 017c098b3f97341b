#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// One row of a COOKRCP01 response, read leniently: every field as text.
///
/// The API sends every field as a JSON string. A row is decoded field by field so one
/// odd value (a number, `null`, an object, broken text) never fails the whole file:
/// numbers become their text, `null` becomes empty, and anything else is recorded in
/// `unreadable` with the field's name for the importer to report.
public struct CookRcpRow: Sendable, Equatable {
    /// Position in the file's row list, from 1.
    public var number: Int
    /// Field values by name (`RCP_SEQ`, `RCP_NM`, …), as sent; absent fields are missing.
    public var fields: [String: String]
    /// Fields whose value is not text, with what it was (`an object`).
    public var unreadable: [Unreadable]
    /// What the row was when it is not a JSON object at all (`a string`), else `nil`.
    public var notAnObject: String?

    /// A field that could not be read as text.
    public struct Unreadable: Sendable, Equatable {
        public var field: String
        public var found: String
    }

    public init(number: Int, fields: [String: String], unreadable: [Unreadable] = [], notAnObject: String? = nil) {
        self.number = number
        self.fields = fields
        self.unreadable = unreadable
        self.notAnObject = notAnObject
    }

    /// The field's text without surrounding spaces and line breaks; `""` when absent.
    public subscript(_ field: String) -> String {
        fields[field].map { MessyText.trimmed(MessyText.normalized($0)) } ?? ""
    }

    /// Whether the row has any field of the COOKRCP01 service.
    var looksLikeCookRcp: Bool {
        ["RCP_SEQ", "RCP_NM", "RCP_PARTS_DTLS", "RCP_PAT2", "RCP_WAY2", "MANUAL01"].contains { key in
            fields[key] != nil || unreadable.contains { $0.field == key }
        }
    }
}

extension CookRcpRow: Decodable {
    struct Key: CodingKey {
        var stringValue: String
        var intValue: Int?
        init(stringValue: String) { self.stringValue = stringValue }
        init?(intValue: Int) {
            self.stringValue = String(intValue)
            self.intValue = intValue
        }
    }

    public init(from decoder: any Decoder) throws {
        let number = (decoder.codingPath.last?.intValue ?? 0) + 1
        guard let container = try? decoder.container(keyedBy: Key.self) else {
            self.init(number: number, fields: [:], notAnObject: try Self.kind(of: decoder.singleValueContainer()))
            return
        }
        var fields: [String: String] = [:]
        var unreadable: [Unreadable] = []
        for key in container.allKeys {
            do {
                fields[key.stringValue] = try container.decode(String.self, forKey: key)
                continue
            } catch is DecodingError {
                // Not a string: a number, null or something else, tried below.
            } catch {
                // The JSON parser reads strings lazily and fails here on broken text.
                unreadable.append(Unreadable(field: key.stringValue, found: Self.brokenText(error)))
                continue
            }
            if let int = try? container.decode(Int64.self, forKey: key) {
                fields[key.stringValue] = String(int)
            } else if let double = try? container.decode(Double.self, forKey: key) {
                fields[key.stringValue] = String(double)
            } else if (try? container.decodeNil(forKey: key)) == true {
                fields[key.stringValue] = ""
            } else if let bool = try? container.decode(Bool.self, forKey: key) {
                unreadable.append(Unreadable(field: key.stringValue, found: "\(bool)"))
            } else if (try? container.nestedUnkeyedContainer(forKey: key)) != nil {
                unreadable.append(Unreadable(field: key.stringValue, found: "a list"))
            } else if (try? container.nestedContainer(keyedBy: Key.self, forKey: key)) != nil {
                unreadable.append(Unreadable(field: key.stringValue, found: "an object"))
            } else {
                unreadable.append(Unreadable(field: key.stringValue, found: "a number out of range"))
            }
        }
        self.init(number: number, fields: fields, unreadable: unreadable.sorted { $0.field < $1.field })
    }

    /// Why a JSON string could not be read, in a few words.
    static func brokenText(_ error: any Error) -> String {
        let detail = String(describing: error)
        let lower = detail.lowercased()
        if lower.contains("controlcharacter") || lower.contains("control character") {
            return "text with a raw line break or control character"
        }
        if lower.contains("surrogate") || lower.contains("utf") || lower.contains("unicode") {
            return "text that is not valid UTF-8 or Unicode"
        }
        return "text that cannot be read"
    }

    /// What a non-object JSON value is, for messages.
    static func kind(of value: any SingleValueDecodingContainer) -> String {
        if value.decodeNil() { return "null" }
        if (try? value.decode(String.self)) != nil { return "a string" }
        if (try? value.decode(Double.self)) != nil { return "a number" }
        if (try? value.decode(Bool.self)) != nil { return "true or false" }
        return "a list"
    }
}
