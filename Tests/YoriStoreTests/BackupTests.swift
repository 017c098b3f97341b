import Foundation
import Testing
@testable import YoriStore

/// `yori backup`: SQLite's online backup gives a complete, consistent copy while another
/// connection keeps writing, and never leaves a half-written file.
@Suite struct BackupTests {
    @Test func copyIsConsistentWhileAnotherProcessWrites() throws {
        let temp = TempFolder()
        let path = temp.file("yori.sqlite3")
        let db = try YoriDatabase(path: path)
        try db.db.run("INSERT INTO meta (key, value) VALUES ('before', 'yes')")
        let done = Atomic()
        let writer = Thread {
            guard let other = try? YoriDatabase(path: path) else { return }
            var n = 0
            while !done.isSet {
                try? other.db.run("INSERT INTO meta (key, value) VALUES (?, 'x')", [.text("w\(n)")])
                n += 1
            }
        }
        writer.start()
        Thread.sleep(forTimeInterval: 0.05)
        var copies: [Int] = []
        for i in 0..<5 {
            let target = temp.file("copy\(i).sqlite3")
            #expect(try db.backup(to: target) > 0)
            let copy = try YoriDatabase(path: target)
            #expect(try copy.db.scalar("PRAGMA integrity_check")?.string == "ok")
            #expect(try copy.meta("before") == "yes")
            #expect(try copy.appliedMigrations() == Schema.migrations.map(\.name))
            copies.append(Int(try copy.db.scalar("SELECT count(*) FROM meta WHERE key LIKE 'w%'")?.int ?? -1))
            #expect(temp.mode("copy\(i).sqlite3") == 0o600)
        }
        done.set()
        Thread.sleep(forTimeInterval: 0.05)
        #expect(copies.allSatisfy { $0 >= 0 })
        #expect(try db.db.scalar("SELECT count(*) FROM meta WHERE key LIKE 'w%'")?.int ?? 0 > 0, "the writer was not blocked")
    }

    @Test func anExistingFileIsKeptUnlessReplaced() throws {
        let temp = TempFolder()
        let db = try YoriDatabase(path: temp.file("yori.sqlite3"))
        let target = temp.file("old.sqlite3")
        FileManager.default.createFile(atPath: target, contents: Data("keep".utf8))
        #expect(throws: YoriDatabase.BackupError.exists(target)) { try db.backup(to: target) }
        #expect(temp.bytes("old.sqlite3") == Data("keep".utf8))
        try db.backup(to: target, replace: true)
        #expect(try YoriDatabase(path: target).appliedMigrations() == Schema.migrations.map(\.name))
        let nowhere = temp.file("no/such/folder/copy.sqlite3")
        #expect(throws: YoriDatabase.BackupError.self) { try db.backup(to: nowhere) }
        let leftovers = try FileManager.default.contentsOfDirectory(atPath: temp.path).filter { $0.contains(".part-") }
        #expect(leftovers.isEmpty)
    }
}

/// A flag shared with the writer thread.
private final class Atomic: @unchecked Sendable {
    private let lock = NSLock()
    private var value = false
    var isSet: Bool { lock.withLock { value } }
    func set() { lock.withLock { value = true } }
}
