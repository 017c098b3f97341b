import Foundation
import Testing
import YoriStore
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Opening one database from many processes at once, odd schema versions, and paths that are
/// not regular files (issue 15, parts 2 and 4).
@Suite(.serialized) struct OpeningTests {
    let yori = BinaryRunner()

    func mode(_ path: String) -> mode_t {
        var info = stat()
        return stat(path, &info) == 0 ? info.st_mode : 0
    }

    @Test func manyProcessesOpeningOneNewDatabaseAllSucceed() throws {
        defer { yori.cleanUp() }
        let path = yori.temp + "/fresh/yori.db"
        let runs = Array(repeating: ["--db", path, "search", "김치", "--limit", "1"], count: BinaryRunner.reliabilityCount(50))
        for result in yori.runTogether(runs) {
            #expect(result.status == 0, "\(result.status): \(result.stderr)")
        }
        let db = try YoriDatabase(path: path)
        #expect(try db.appliedMigrations() == Schema.migrations.map(\.name))
        #expect(try db.recipeCount() > 0)
    }

    @Test func manyProcessesUpgradingOneOldDatabaseAllSucceed() throws {
        defer { yori.cleanUp() }
        let path = yori.temp + "/old.db"
        do {
            let db = try Database(path: path)
            try db.execute("PRAGMA journal_mode = WAL")
            try Migrator(migrations: Array(Schema.migrations.prefix(4))).migrate(db, path: path)
        }
        let runs = Array(repeating: ["--db", path, "search", "김치", "--limit", "1"], count: BinaryRunner.reliabilityCount(40))
        for result in yori.runTogether(runs) {
            #expect(result.status == 0, "\(result.status): \(result.stderr)")
        }
        #expect(try YoriDatabase(path: path).appliedMigrations() == Schema.migrations.map(\.name))
    }

    @Test(arguments: [-1, Int(Int32.min)])
    func aNegativeSchemaVersionIsRefusedClearly(version: Int) throws {
        defer { yori.cleanUp() }
        let path = yori.temp + "/negative.db"
        do {
            let db = try YoriDatabase(path: path)
            try db.db.execute("PRAGMA user_version = \(version)")
        }
        let before = try Data(contentsOf: URL(fileURLWithPath: path))
        for arguments in [["--db", path, "fridge"], ["--db", path, "cook", "계란"], ["--db", path, "search", "김치", "--lang", "en"]] {
            let result = try yori.run(arguments)
            #expect(result.status == 3, "\(arguments): \(result.status) \(result.stderr)")
            #expect(result.stderr.contains("\(version)"), "\(result.stderr)")
        }
        #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == before)
        #expect(throws: StoreError.badSchemaVersion(path: path, found: version)) { try YoriDatabase(path: path) }
    }

    /// `--db /dev/null` once made /dev/null 0600; a folder, FIFO or socket must be refused as well.
    @Test func pathsThatAreNotRegularFilesAreRefusedUntouched() throws {
        defer { yori.cleanUp() }
        let fifo = yori.temp + "/fifo", folder = yori.temp + "/folder", socketPath = yori.temp + "/sock"
        #expect(mkfifo(fifo, 0o644) == 0)
        #expect(mkdir(folder, 0o755) == 0)
        let fd = socket(AF_UNIX, Int32(SOCK_STREAM.rawValue), 0)
        defer { close(fd) }
        var address = sockaddr_un()
        address.sun_family = sa_family_t(AF_UNIX)
        withUnsafeMutableBytes(of: &address.sun_path) { raw in
            for (i, byte) in socketPath.utf8.enumerated() where i < raw.count - 1 { raw[i] = byte }
        }
        let bound = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(fd, $0, socklen_t(MemoryLayout<sockaddr_un>.size)) }
        }
        #expect(bound == 0)
        for path in ["/dev/null", fifo, folder, socketPath] {
            let before = mode(path)
            let viaOption = try yori.run(["--db", path, "fridge"])
            #expect(viaOption.status == 2, "\(path): \(viaOption.status) \(viaOption.stderr)")
            #expect(viaOption.stderr.contains("일반 파일이 아니에요") || viaOption.stderr.contains("not a regular file"),
                    "\(viaOption.stderr)")
            let viaEnvironment = try yori.run(["cook", "egg"], extraEnvironment: ["YORI_DB": path])
            #expect(viaEnvironment.status == 2, "\(path): \(viaEnvironment.stderr)")
            #expect(viaEnvironment.stderr.contains("not a regular file"), "\(viaEnvironment.stderr)")
            #expect(mode(path) == before, "\(path) changed mode")
        }
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder).isEmpty)
    }
}
