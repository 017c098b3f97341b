import Foundation
import YoriQuality

/// `YoriBench quality [--shared PATH] [--misses] [FILE.jsonl …]`: hit@3, hit@5, MRR and the
/// share of the first 10 using every asked ingredient, for each judged file on the built-in
/// recipes alone and on built-ins plus the shared COOKRCP01 file (skipped when it is absent).
/// Default files: the dev and held-out sets in Tests/YoriStoreTests/Fixtures. `--misses` lists
/// the queries missing the first 3 — for dev files only (ids d…): held-out queries stay sealed.
enum QualityCommand {
    static func run(_ arguments: [String]) throws -> Int32 {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
        var shared: URL? = root.deletingLastPathComponent().appendingPathComponent("shared/data/cookrcp01/COOKRCP01_1318_2021.json")
        var misses = false
        var files: [URL] = []
        var rest = arguments[...]
        while let arg = rest.popFirst() {
            switch arg {
            case "--shared":
                guard let path = rest.popFirst() else { print("--shared needs a path"); return 2 }
                shared = URL(fileURLWithPath: path)
            case "--no-shared": shared = nil
            case "--misses": misses = true
            default: files.append(URL(fileURLWithPath: arg))
            }
        }
        if files.isEmpty {
            let fixtures = root.appendingPathComponent("Tests/YoriStoreTests/Fixtures")
            files = ["rankings-dev.jsonl", "rankings-heldout.jsonl"].map { fixtures.appendingPathComponent($0) }
        }
        if let path = shared?.path, !FileManager.default.fileExists(atPath: path) {
            print("shared file not found (\(path)): built-in recipes only")
            shared = nil
        }
        let sets = try files.map { ($0.lastPathComponent, try JudgedQuery.load($0)) }
        var bases = [try RankingQuality(shared: nil)]
        if let shared { bases.append(try RankingQuality(shared: shared)) }
        for quality in bases {
            for (name, queries) in sets {
                let summary = quality.run(queries, label: "\(quality.base == .builtin ? "built-in" : "built-in + shared") \(name)")
                print(summary)
                if misses, queries.allSatisfy({ $0.id.hasPrefix("d") }) {
                    for line in summary.misses { print("  " + line) }
                }
            }
        }
        return 0
    }
}
