import Foundation
import Testing

/// Commands that only read leave the database file alone when nothing they keep changed: the
/// second `cook 대파 계란` in a row writes nothing (no list or dialogue state rewritten, no
/// fsync), and neither do `search`, `show`, `fridge`, `tip` and `expiring` run again.
@Suite struct ReadOnlyCommandsEndToEndTests {
    let yori = BinaryRunner()
    var database: String { yori.temp + "/data/yori/yori.sqlite3" }

    struct FileState: Equatable {
        let path: String
        let bytes: Data?
        let modified: Double?
    }

    /// The bytes and modification times of the database and its WAL, as on disk now.
    func snapshot() -> [FileState] {
        [database, database + "-wal"].map { path in
            let attributes = try? FileManager.default.attributesOfItem(atPath: path)
            return FileState(path: path, bytes: FileManager.default.contents(atPath: path),
                             modified: (attributes?[.modificationDate] as? Date)?.timeIntervalSince1970)
        }
    }

    static let reads: [[String]] = [
        ["cook", "대파", "계란"], ["cook", "두부", "김치", "--json"], ["search", "김치"], ["show", "1"], ["fridge"],
        ["tip", "대파"], ["expiring"], ["cook"],
    ]

    @Test(arguments: reads) func aRepeatedReadWritesNothing(_ command: [String]) throws {
        _ = try yori.run(["fridge", "add", "계란", "10개"])
        let first = try yori.run(command)
        #expect(first.status <= 1, "\(first.stderr)")
        let before = snapshot()
        // Files written within one clock tick would look untouched: wait past it.
        usleep(20_000)
        let again = try yori.run(command)
        #expect(again.stdout == first.stdout && again.status == first.status)
        #expect(snapshot() == before, "\(command.joined(separator: " ")) wrote to the database the second time")
    }

    @Test func aReadThatChangesTheListStillKeepsIt() throws {
        _ = try yori.run(["cook", "대파", "계란"])
        let before = snapshot()
        usleep(20_000)
        _ = try yori.run(["cook", "두부", "김치"])
        #expect(snapshot() != before, "a new list must be kept for `2번 보여줘`")
        let shown = try yori.run(["ask", "1번 보여줘"])
        #expect(shown.status == 0 && (shown.stdout.contains("두부") || shown.stdout.contains("김치")), "\(shown.stdout)")
    }
}
