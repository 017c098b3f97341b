/// The tables `cook`'s score is made from (Data/builtin/ranking, docs/RANKING.md): what each
/// signal is worth, the everyday dishes and what each is about, the words of dish names
/// (families, descriptive markers), and the kinds and cuts a generic food stands for in full.
public struct DishRanking: Sendable, Equatable {
    /// Signal → points (`weights.tsv`).
    public let weights: [String: Int]
    /// Everyday dish name (no spaces) → the ingredients it is about (`dishes.tsv`).
    public let dishes: [String: [String]]
    /// The everyday dishes Korean homes cook most (`dishes.tsv`, prior `classic`).
    public let classics: Set<String>
    /// Words a dish family's names end with (찌개, 볶음, …), longest first.
    public let families: [String]
    /// Descriptive or campaign words (저염, 영유아, 곁들인, …).
    public let markers: [String]
    /// Words inside which a one-letter ingredient name is no hit (무 in 무침).
    public let notNames: [String]
    /// Generic food → kinds and cuts it matches in full (`accepted-kinds.tsv`).
    public let acceptedKinds: [String: [String]]

    public init(weights: [String: Int], dishes: [String: [String]], classics: Set<String> = [], families: [String],
                markers: [String], notNames: [String], acceptedKinds: [String: [String]]) {
        self.weights = weights
        self.dishes = dishes
        self.classics = classics
        self.families = families.map { ($0, $0.count) }.sorted { $0.1 > $1.1 }.map(\.0)
        self.markers = markers
        self.notNames = notNames
        self.acceptedKinds = acceptedKinds
    }

    /// Points of `signal` (0 when the table has no such row).
    public func points(_ signal: String) -> Int { weights[signal] ?? 0 }

    /// Reads the four tables (by file name, as embedded); a malformed line names its file and number.
    public init(files: [(name: String, tsv: String)]) throws(DishRankingError) {
        try self.init(tables: files.map { file in (file.name, Self.rows(file.tsv).map { (line: $0.0, columns: $0.1) }) })
    }

    /// The tables already split into numbered lines of columns (`BuiltinTables.rankingTables`).
    init(tables: [(name: String, rows: [(line: Int, columns: [String])])]) throws(DishRankingError) {
        var weights: [String: Int] = [:]
        var dishes: [String: [String]] = [:]
        var classics: Set<String> = []
        var families: [String] = []
        var markers: [String] = []
        var notNames: [String] = []
        var accepted: [String: [String]] = [:]
        // Sized once: growing re-hashes every Korean name already in.
        for (name, rows) in tables where name == "dishes.tsv" {
            dishes.reserveCapacity(rows.count)
            classics.reserveCapacity(rows.count)
        }
        for (name, rows) in tables {
            for (number, cols) in rows {
                func bad(_ why: String) -> DishRankingError { .malformedLine(file: name, line: number, why) }
                switch name {
                case "weights.tsv":
                    guard cols.count >= 2, let points = Int(cols[1]) else { throw bad("expected signal, points") }
                    weights[cols[0]] = points
                case "dishes.tsv":
                    guard cols.count == 3, !cols[0].isEmpty else { throw bad("expected dish, about, prior") }
                    let dish = cols[0].utf8.contains(UInt8(ascii: " ")) ? String(cols[0].filter { $0 != " " }) : cols[0]
                    dishes[dish] = Self.list(cols[1])
                    switch cols[2] {
                    case "classic": classics.insert(dish)
                    case "": break
                    default: throw bad("prior must be classic or empty, not '\(cols[2])'")
                    }
                case "dish-words.tsv":
                    guard cols.count == 2, !cols[0].isEmpty else { throw bad("expected word, kind") }
                    switch cols[1] {
                    case "family": families.append(cols[0])
                    case "marker": markers.append(cols[0])
                    case "notname": notNames.append(cols[0])
                    default: throw bad("kind must be family, marker or notname, not '\(cols[1])'")
                    }
                case "accepted-kinds.tsv":
                    guard cols.count == 2, !cols[0].isEmpty else { throw bad("expected generic, kinds") }
                    accepted[cols[0]] = Self.list(cols[1])
                default:
                    throw .unknownFile(name)
                }
            }
        }
        self.init(weights: weights, dishes: dishes, classics: classics, families: families, markers: markers, notNames: notNames,
                  acceptedKinds: accepted)
    }

    /// Lines split into columns: the header (first line) and `#` comments and blank lines left out.
    static func rows(_ tsv: String) -> [(Int, [String])] {
        var out: [(Int, [String])] = []
        var sawHeader = false
        for (i, raw) in tsv.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let line = raw.hasSuffix("\r") ? raw.dropLast() : raw
            if line.allSatisfy({ $0 == " " || $0 == "\t" }) || line.hasPrefix("#") { continue }
            if !sawHeader { sawHeader = true; continue }
            out.append((i + 1, line.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)))
        }
        return out
    }

    /// The `|`-separated words of a column, empty ones left out (split on UTF-8 bytes: the
    /// separator is ASCII, and walking Characters was a tenth of a `cook` start).
    static func list(_ text: String) -> [String] {
        var text = text
        var out: [String] = []
        // Over the contiguous bytes: a slice of `String.UTF8View` made into a `String` is checked
        // for scalar boundaries piece by piece, which cost a quarter of the tables' start.
        text.withUTF8 { bytes in
            var start = 0
            for i in 0...bytes.count where i == bytes.count || bytes[i] == UInt8(ascii: "|") {
                if i > start { out.append(String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<i]), as: UTF8.self)) }
                start = i + 1
            }
        }
        return out
    }

    /// The built-in tables, made once per process from their precomputed lines (no text is split).
    public static let builtinResult: Result<DishRanking, DishRankingError> = Result {
        () throws(DishRankingError) -> DishRanking in try DishRanking(tables: BuiltinTables.rankingTables)
    }

    /// The built-in tables, or none (every signal 0) if they could not be read — a test checks they can.
    public static var builtin: DishRanking {
        (try? builtinResult.get()) ?? DishRanking(weights: [:], dishes: [:], families: [], markers: [], notNames: [],
                                                   acceptedKinds: [:])
    }
}

/// A ranking table that cannot be read.
public enum DishRankingError: Error, Sendable, Equatable {
    case malformedLine(file: String, line: Int, String)
    case unknownFile(String)
}
