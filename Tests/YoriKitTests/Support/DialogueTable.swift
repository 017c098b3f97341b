import Foundation
@testable import YoriKit

/// A table of dialogues (Fixtures/dialogues*.jsonl), read strictly: an unknown key or a value
/// of the wrong type is an error, so a typo never turns a check off.
struct DialogueTable {
    struct Malformed: Error, CustomStringConvertible {
        let description: String
    }

    struct Turn: @unchecked Sendable {
        let say: String
        let expect: [String: Any]
        let restart: Bool
    }

    struct Dialogue: @unchecked Sendable {
        let id: String
        let turns: [Turn]
    }

    /// Expected keys and the JSON types each may take.
    enum Kind { case string, stringOrNull, number, numberOrNull, bool, strings, object, objectOrNull, targetValue, items, stored }
    static let keys: [String: Kind] = [
        "intent": .string, "language": .string, "status": .string, "refines": .stringOrNull, "ingredients": .strings,
        "query": .string, "kind": .stringOrNull, "method": .stringOrNull, "exclude": .strings, "max_minutes": .numberOrNull,
        "max_kcal": .numberOrNull, "only_have": .bool, "simpler": .bool, "header": .string, "listed": .string, "unseen": .bool,
        "subset": .bool, "error": .string, "target": .targetValue, "part": .string, "items": .items, "tip_for": .strings,
        "place": .string, "state": .objectOrNull, "tag": .stringOrNull, "not_tag": .stringOrNull, "family": .stringOrNull,
        "servings": .numberOrNull, "factor": .numberOrNull, "shopping": .strings, "fridge": .strings, "stored": .stored,
    ]
    static let stateKeys: Set<String> = ["ingredients", "kind", "method", "exclude", "max_minutes", "max_kcal", "only_have", "list_count"]

    static func load(_ url: URL) throws -> [Dialogue] {
        let text = try String(contentsOf: url, encoding: .utf8)
        var seen = Set<String>()
        var result: [Dialogue] = []
        for (n, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated()
        where !line.trimmingCharacters(in: .whitespaces).isEmpty {
            let dialogue = try parse(String(line), source: "\(url.lastPathComponent):\(n + 1)")
            guard seen.insert(dialogue.id).inserted else { throw Malformed(description: "\(url.lastPathComponent):\(n + 1): id \(dialogue.id) twice") }
            result.append(dialogue)
        }
        return result
    }

    static func parse(_ line: String, source: String) throws -> Dialogue {
        func fail(_ why: String) -> Malformed { Malformed(description: "\(source): \(why)") }
        guard let object = try? JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any] else { throw fail("not a JSON object") }
        guard Set(object.keys).isSubset(of: ["id", "note", "turns"]) else { throw fail("unknown key in \(object.keys.sorted())") }
        guard let id = object["id"] as? String, let turns = object["turns"] as? [[String: Any]], !turns.isEmpty else {
            throw fail("needs a string id and at least one turn")
        }
        if let note = object["note"], !(note is String) { throw fail("note must be a string") }
        return Dialogue(id: id, turns: try turns.map { turn in
            guard Set(turn.keys).isSubset(of: ["say", "expect", "restart"]), let say = turn["say"] as? String else {
                throw fail("a turn needs `say` and may have only `expect` and `restart`: \(turn.keys.sorted())")
            }
            let expect = turn["expect"] as? [String: Any] ?? [:]
            if turn["expect"] != nil && turn["expect"] as? [String: Any] == nil { throw fail("expect must be an object") }
            if let restart = turn["restart"], !(restart is Bool) { throw fail("restart must be true or false") }
            for (key, value) in expect {
                guard let kind = keys[key] else { throw fail("unknown expect key \(key)") }
                guard fits(value, kind) else { throw fail("\(key) has the wrong type") }
                if key == "state", let state = value as? [String: Any], !Set(state.keys).isSubset(of: stateKeys) {
                    throw fail("unknown state key in \(state.keys.sorted())")
                }
            }
            return Turn(say: say, expect: expect, restart: turn["restart"] as? Bool ?? false)
        })
    }

    static func fits(_ value: Any, _ kind: Kind) -> Bool {
        let isNull = value is NSNull
        // Serialised alone, a JSON boolean reads `[true]` / `[false]` (a number never does).
        let isBool = value is NSNumber && (try? JSONSerialization.data(withJSONObject: [value]))
            .map { ["[true]", "[false]"].contains(String(decoding: $0, as: UTF8.self)) } == true
        let isNumber = value is NSNumber && !isBool
        switch kind {
        case .string: return value is String
        case .stringOrNull: return value is String || isNull
        case .number: return isNumber
        case .numberOrNull: return isNumber || isNull
        case .bool: return isBool
        case .strings: return (value as? [Any])?.allSatisfy { $0 is String } ?? false
        case .object: return value is [String: Any]
        case .objectOrNull: return value is [String: Any] || isNull
        case .targetValue:
            if value is String { return true }
            guard let object = value as? [String: Any], object.count == 1 else { return false }
            if let n = object["list"] { return (n as? NSNumber) != nil }
            return object["shown"] as? Bool == true
        case .items:
            return (value as? [Any])?.allSatisfy { item in
                guard let item = item as? [String: Any] else { return false }
                return Set(item.keys).isSubset(of: ["ingredient", "quantity", "unit"])
            } ?? false
        case .stored:
            return (value as? [Any])?.allSatisfy { item in
                guard let item = item as? [String: Any] else { return false }
                return Set(item.keys).isSubset(of: ["ingredient", "quantity", "unit", "place", "expires"])
            } ?? false
        }
    }
}
