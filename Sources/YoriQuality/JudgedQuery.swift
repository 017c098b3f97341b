import Foundation  // a measuring tool, not yori's start-up path (like YoriBench)
import YoriKit

/// One line of a judged ranking set (`Tests/YoriStoreTests/Fixtures/rankings-*.jsonl`, format in
/// docs/RANKING.md): what the user names, what else is in the fridge, and the dishes a Korean
/// home cook would name first, judged on the recipe names alone.
public struct JudgedQuery: Sendable, Decodable {
    public struct FridgeEntry: Sendable, Decodable {
        public let ingredient: String
        /// Days until its date; negative once past it.
        public let days_left: Int?
    }

    public let id: String
    public let query: [String]
    public let fridge: [FridgeEntry]
    /// Acceptable names on the built-in recipes alone; empty: not scored there.
    public let expect_builtin: [String]
    /// Acceptable names on the built-ins plus the shared COOKRCP01 file.
    public let expect_all: [String]

    enum CodingKeys: String, CodingKey { case id, query, fridge, expect_builtin, expect_all }

    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        id = try c.decode(String.self, forKey: .id)
        query = try c.decode([String].self, forKey: .query)
        fridge = try c.decodeIfPresent([FridgeEntry].self, forKey: .fridge) ?? []
        expect_builtin = try c.decodeIfPresent([String].self, forKey: .expect_builtin) ?? []
        expect_all = try c.decodeIfPresent([String].self, forKey: .expect_all) ?? []
    }

    /// Every query of a JSON Lines file (blank lines skipped); a bad line names its number.
    public static func load(_ url: URL) throws -> [JudgedQuery] {
        let text = try String(contentsOf: url, encoding: .utf8)
        var out: [JudgedQuery] = []
        for (n, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            guard !line.trimmingCharacters(in: .whitespaces).isEmpty else { continue }
            do {
                out.append(try JSONDecoder().decode(JudgedQuery.self, from: Data(line.utf8)))
            } catch {
                throw LoadError(file: url.lastPathComponent, line: n + 1, reason: "\(error)")
            }
        }
        return out
    }

    public struct LoadError: Error, CustomStringConvertible {
        public let file: String
        public let line: Int
        public let reason: String
        public var description: String { "\(file):\(line): \(reason)" }
    }
}
