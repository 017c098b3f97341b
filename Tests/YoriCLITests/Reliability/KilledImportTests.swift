import Foundation
import Testing
import YoriStore

/// `kill -9` at a random point of an import never leaves a damaged or half-imported
/// database: the import is one transaction, so after every kill the file passes
/// `integrity_check` and holds either none or all of the file's recipes (issue 15, part 8).
@Suite(.serialized) struct KilledImportTests {
    let yori = BinaryRunner()
    var database: String { yori.temp + "/data/yori/yori.sqlite3" }

    /// A COOKRCP01 file of `count` small recipes.
    func writeImportFile(count: Int) throws -> String {
        let rows = (0..<count).map { i -> [String: String] in
            ["RCP_SEQ": "\(70_000 + i)", "RCP_NM": "시험 감자볶음 \(i)", "RCP_WAY2": "볶기", "RCP_PAT2": "반찬",
             "INFO_ENG": "\(100 + i % 400)", "INFO_NA": "\(i % 900)",
             "RCP_PARTS_DTLS": "감자 \(100 + i % 50)g, 양파 30g, 소금 약간, 식용유 1큰술",
             "MANUAL01": "1. 감자를 채 썬다.", "MANUAL02": "2. 팬에 볶는다. \(i)"]
        }
        let path = yori.temp + "/many.json"
        try JSONSerialization.data(withJSONObject: ["COOKRCP01": ["total_count": "\(count)", "row": rows]])
            .write(to: URL(fileURLWithPath: path))
        return path
    }

    func importedCount() throws -> Int {
        let db = try Database(path: database)
        #expect(try db.scalar("PRAGMA integrity_check")?.string == "ok")
        return Int(try db.scalar("SELECT count(*) FROM recipes WHERE source = 'imported'")?.int ?? -1)
    }

    @Test func killNineDuringAnImportLeavesAllOrNothing() throws {
        defer { yori.cleanUp() }
        let rows = 1_500
        let file = try writeImportFile(count: rows)
        #expect(try yori.run("fridge", "add", "감자", "3개").status == 0)  // the database exists first
        var generator = SystemRandomNumberGenerator()
        var outcomes: [Int: Int] = [:]
        for _ in 0..<BinaryRunner.reliabilityCount(6) {
            // Killed after a random 20–1500 ms: while reading, converting, writing or committing.
            let delay = Double.random(in: 0.02...1.5, using: &generator)
            let start = Date()
            let result = try yori.run(["import", file], interruptWhen: { Date().timeIntervalSince(start) > delay },
                                      interruptSignal: SIGKILL)
            let count = try importedCount()
            #expect(count == 0 || count == rows, "after kill at \(Int(delay * 1000)) ms (status \(result.status)): \(count) recipes")
            outcomes[count, default: 0] += 1
            if count == rows {  // start again from none
                let db = try Database(path: database)
                try db.execute("DELETE FROM recipes WHERE source = 'imported'")
            }
            // The fridge written before is never touched by a killed import.
            let fridge = try yori.run("fridge", "--json")
            #expect(fridge.stdout.contains("감자"), "\(fridge.stderr)")
        }
        let finished = try yori.run("import", file)
        #expect(finished.status == 0, "\(finished.stderr)")
        #expect(try importedCount() == rows)
    }
}
