import Foundation
import Testing

/// `yori import` run as a user would: counts, idempotency, bad files, --skip-bad, --json, progress.
@Suite(.serialized) final class ImportEndToEndTests {
    let yori = BinaryRunner()

    deinit { yori.cleanUp() }

    static let root = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    static func fixture(_ name: String) -> String { root.appendingPathComponent("Tests/Fixtures/cookrcp01/\(name)").path }
    static let shared = root.deletingLastPathComponent().appendingPathComponent("shared/data/cookrcp01/COOKRCP01_1318_2021.json").path
    static var hasShared: Bool { FileManager.default.isReadableFile(atPath: shared) }

    var database: String { yori.temp + "/data/yori/yori.sqlite3" }

    func json(_ result: BinaryRunner.Result) throws -> [String: Any] {
        try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any], "\(result.stdout)")
    }

    @Test func importsAndReimportsWithoutDuplicates() throws {
        let first = try yori.run("import", Self.fixture("small-envelope.json"))
        #expect(first.status == 0, "\(first.stderr)")
        #expect(first.stdout.contains("small-envelope.json: 5 recipes read"))
        #expect(first.stdout.contains("  new         5"))
        #expect(first.stdout.contains("Warnings (1):"))
        #expect(first.stdout.contains("RCP_SEQ 9005 재료를 적지 않은 요리: RCP_PARTS_DTLS is empty"))
        #expect(first.stderr.isEmpty, "no progress for a small file in a pipe")
        let second = try json(try yori.run("import", Self.fixture("small-envelope.json"), "--json"))
        #expect(second["status"] as? String == "imported")
        #expect(second["new"] as? Int == 0 && second["unchanged"] as? Int == 5 && second["skipped"] as? Int == 5)
        let korean = try yori.run("import", Self.fixture("small-envelope.json"), "--lang", "ko")
        #expect(korean.stdout.contains("건너뜀      5  (변경 없음 5)"))
        // The imported recipes are found by ingredient, through synonyms (쇠고기 in the data).
        let cook = try yori.run("cook", "소고기", "느타리버섯", "--json", "--limit", "5")
        let recipes = try #require(try JSONSerialization.jsonObject(with: Data(cook.stdout.utf8)) as? [[String: Any]])
        let imported = try #require(recipes.first { $0["name"] as? String == "쇠고기 버섯 불고기" }, "\(recipes.map { $0["name"] ?? "" })")
        #expect(imported["source"] as? String == "imported" && imported["asked_used"] as? Int == 2)
    }

    @Test func aBadRowStopsTheWholeImport() throws {
        let strict = try yori.run("import", Self.fixture("broken-rows.json"))
        #expect(strict.status == 2)
        #expect(strict.stdout.isEmpty)
        #expect(strict.stderr.contains("5 of 6 rows cannot be imported, so nothing was imported."))
        #expect(strict.stderr.contains("row 3 (RCP_SEQ 9203, 열량이 이상한 나물): INFO_ENG is not a number: \"120kcal\""))
        #expect(strict.stderr.contains("row 2 (RCP_SEQ 9202): RCP_NM is missing or empty"))
        #expect(strict.stderr.contains("--skip-bad"))
        #expect(!FileManager.default.fileExists(atPath: database), "the database is not even opened")
        let korean = try yori.run("import", Self.fixture("broken-rows.json"), "--lang", "ko")
        #expect(korean.stderr.contains("아무것도 가져오지 않았어요"))

        let lenient = try json(try yori.run("import", Self.fixture("broken-rows.json"), "--skip-bad", "--json"))
        #expect(lenient["new"] as? Int == 1 && lenient["bad"] as? Int == 5)
        let bad = try #require(lenient["bad_rows"] as? [[String: Any]])
        #expect(bad.map { $0["row"] as? Int } == [2, 3, 4, 5, 6])
        #expect(bad[1]["field"] as? String == "INFO_ENG")
        let text = try yori.run("import", Self.fixture("broken-rows.json"), "--skip-bad")
        #expect(text.status == 0)
        #expect(text.stdout.contains("skipped     6  (unchanged: 1, bad rows: 5)"))
        #expect(text.stdout.contains("Bad rows, not imported (5):"))
    }

    @Test func unusableFilesExitTwoAndSayWhy() throws {
        let cases: [(String, String)] = [
            (Self.fixture("malformed.json"), "is not valid JSON: line 5, column 7: expected ',' or '}', found '{'"),
            (Self.fixture("other-service.json"), "is not a COOKRCP01 response (a response of the I2790 service)"),
            (Self.fixture("api-error.json"), "holds an error from the COOKRCP01 API instead of recipes: INFO-100"),
            (yori.temp + "/missing.json", "does not exist"),
            (yori.temp, "is a folder"),
        ]
        for (path, message) in cases {
            let r = try yori.run("import", path)
            #expect(r.status == 2, "\(path)")
            #expect(r.stderr.contains(message), "\(path): \(r.stderr)")
        }
        let empty = yori.temp + "/empty.json"
        _ = FileManager.default.createFile(atPath: empty, contents: Data())
        #expect(try yori.run("import", empty).stderr.contains("empty.json is empty"))
        let notes = yori.temp + "/notes.txt"
        _ = FileManager.default.createFile(atPath: notes, contents: Data("대파 2단, 계란 10개\n".utf8))
        #expect(try yori.run("import", notes).stderr.contains("is not valid JSON: line 1, column 1"))
        let failed = try json(try yori.run("import", Self.fixture("malformed.json"), "--json"))
        #expect(failed["status"] as? String == "failed" && failed["error"] as? String == "not_json")
        #expect(!FileManager.default.fileExists(atPath: database))
    }

    @Test func filesOverTheLimitAreRefusedBeforeReading() throws {
        let huge = yori.temp + "/huge.json"
        _ = FileManager.default.createFile(atPath: huge, contents: Data("[".utf8))
        let handle = try #require(FileHandle(forWritingAtPath: huge))
        try handle.truncate(atOffset: 300 * 1024 * 1024)  // sparse: no disk used
        try handle.close()
        let started = Date()
        let r = try yori.run("import", huge)
        #expect(r.status == 2)
        #expect(r.stderr.contains("is too large (300.0 MiB; the limit is 256.0 MiB); nothing was imported."))
        #expect(Date().timeIntervalSince(started) < 5)
    }

    @Test func readsStdin() throws {
        let row = #"[{"RCP_SEQ": "9501", "RCP_NM": "두부조림", "RCP_PARTS_DTLS": "두부 300g, 간장 2큰술", "MANUAL01": "1. 조린다."}]"#
        let r = try yori.run(["import", "-", "--json"], stdin: Data(row.utf8))
        #expect(r.status == 0, "\(r.stderr)")
        #expect(try json(r)["new"] as? Int == 1)
    }

    @Test func longFilesReportProgressOnStderr() throws {
        var rows: [String] = []
        for n in 1...2_100 {
            rows.append(#"{"RCP_SEQ": "\#(n)", "RCP_NM": "테스트 나물 \#(n)", "RCP_PAT2": "반찬", "RCP_WAY2": "기타", "#
                + #""INFO_ENG": "\#(n % 300)", "RCP_PARTS_DTLS": "시금치 \#(n)g, 참기름 약간", "MANUAL01": "1. 무친다."}"#)
        }
        let path = yori.temp + "/long.json"
        _ = FileManager.default.createFile(atPath: path, contents: Data(("[\n" + rows.joined(separator: ",\n") + "\n]").utf8))
        let r = try yori.run("import", path)
        #expect(r.status == 0, "\(r.stderr)")
        #expect(r.stdout.contains("2100 recipes read"))
        // In a pipe, about ten lines however long the file: every 300 of 2,100.
        let lines = r.stderr.split(separator: "\n")
        #expect(lines.first == "saving… 300 of 2100 recipes")
        #expect(lines.last == "saving… 2100 of 2100 recipes")
        #expect(lines.count == 7)
        // The report ends with the time taken and the speed.
        let speed = try #require(r.stdout.split(separator: "\n").last)
        #expect(speed.hasPrefix("Took ") && speed.hasSuffix(" rows/s)."), "\(speed)")
    }

    @Test(.enabled(if: ImportEndToEndTests.hasShared, "needs ../shared/data/cookrcp01"))
    func importsTheSharedFile() throws {
        let first = try json(try yori.run("import", Self.shared, "--json"))
        #expect(first["rows"] as? Int == 1318)
        // Well within a few seconds, even in a debug build.
        let seconds = try #require(first["seconds"] as? Double)
        #expect(seconds < 5, "took \(seconds) s")
        #expect((first["rows_per_second"] as? Int ?? 0) > 250)
        #expect(first["new"] as? Int == 1318 && first["bad"] as? Int == 0)
        #expect((first["warnings"] as? [Any])?.count == 5)
        let lines = try #require(first["ingredient_lines"] as? Int)
        let known = try #require(first["known_ingredient_lines"] as? Int)
        #expect(Double(known) / Double(lines) >= 0.85)
        let again = try json(try yori.run("import", Self.shared, "--json"))
        #expect(again["new"] as? Int == 0 && again["updated"] as? Int == 0 && again["unchanged"] as? Int == 1318)
    }
}
