import Foundation
import Testing
@testable import YoriStore

@Suite struct MigrationTests {
    @Test func newDatabaseGetsEverySchemaStep() throws {
        let temp = TempFolder()
        let path = temp.file("deep/er/yori.sqlite3")
        let db = try YoriDatabase(path: path)
        #expect(try db.appliedMigrations() == Schema.migrations.map(\.name))
        #expect(try db.db.scalar("PRAGMA user_version")?.int == Int64(Schema.migrations.count))
        #expect(try db.db.scalar("PRAGMA application_id")?.int == Int64(Schema.applicationID))
        #expect(try db.db.scalar("PRAGMA journal_mode")?.string == "wal")
        #expect(temp.mode("deep/er/yori.sqlite3") == 0o600)
        #expect(temp.mode("deep") == 0o700)
    }

    /// `touch my.db; yori --db my.db`: the empty file becomes a private database (0600).
    @Test func anEmptyFileGivenAsTheDatabaseIsMadePrivate() throws {
        let temp = TempFolder()
        let path = temp.file("touched.sqlite3")
        #expect(FileManager.default.createFile(atPath: path, contents: Data(), attributes: [.posixPermissions: 0o644]))
        #expect(temp.mode("touched.sqlite3") == 0o644)
        _ = try YoriDatabase(path: path)
        #expect(temp.mode("touched.sqlite3") == 0o600)
    }

    @Test func existingDatabaseIsUpgradedInPlaceKeepingData() throws {
        let temp = TempFolder()
        let path = temp.file("old.sqlite3")
        do {
            let db = try Database(path: path)
            try Migrator(migrations: Array(Schema.migrations.prefix(1))).migrate(db, path: path)
            try db.run("INSERT INTO meta (key, value) VALUES ('note', 'kept')")
        }
        let upgraded = try YoriDatabase(path: path)
        #expect(try upgraded.appliedMigrations() == Schema.migrations.map(\.name))
        #expect(try upgraded.meta("note") == "kept")
        // Opening again applies nothing.
        #expect(try Migrator().migrate(upgraded.db, path: path).isEmpty)
    }

    @Test func foreignSQLiteFileIsRefusedAndUntouched() throws {
        let temp = TempFolder()
        let path = temp.file("other.db")
        do {
            let db = try Database(path: path)
            try db.execute("CREATE TABLE notes (body TEXT); INSERT INTO notes VALUES ('mine')")
        }
        let before = temp.bytes("other.db")
        #expect(throws: StoreError.notYoriDatabase(path: path)) { try YoriDatabase(path: path) }
        #expect(temp.bytes("other.db") == before)
        #expect(!temp.exists("other.db-wal"))
    }

    @Test func nonDatabaseFileIsRefusedAndUntouched() throws {
        let temp = TempFolder()
        let path = temp.file("notes.txt")
        let text = Data(String(repeating: "대파 계란 두부\n", count: 400).utf8)
        _ = FileManager.default.createFile(atPath: path, contents: text)
        #expect(throws: StoreError.notYoriDatabase(path: path)) { try YoriDatabase(path: path) }
        #expect(temp.bytes("notes.txt") == text)
    }

    @Test func newerSchemaIsRefusedAndUntouched() throws {
        let temp = TempFolder()
        let path = temp.file("future.sqlite3")
        do {
            _ = try YoriDatabase(path: path)
            let db = try Database(path: path)
            try db.execute("PRAGMA user_version = 999")
        }
        let before = temp.bytes("future.sqlite3")
        #expect(throws: StoreError.newerSchema(path: path, found: 999, known: Schema.migrations.count)) {
            try YoriDatabase(path: path)
        }
        #expect(temp.bytes("future.sqlite3") == before)
    }

    @Test func unusablePathsGiveClearErrors() throws {
        let temp = TempFolder()
        _ = FileManager.default.createFile(atPath: temp.file("plain"), contents: Data("x".utf8))
        #expect(throws: StoreError.self) { try YoriDatabase(path: temp.file("plain/sub/yori.sqlite3")) }
        #expect(throws: StoreError.self) { try YoriDatabase(path: temp.path) }  // a folder
        let message = StoreError.notYoriDatabase(path: "/x").message(.ko)
        #expect(message.contains("yori 데이터베이스가 아니에요"))
    }
}

extension MigrationTests {
    @Test func recipeDetailsAreAddedToAnExistingDatabase() throws {
        let temp = TempFolder()
        let path = temp.file("v2.sqlite3")
        do {
            let db = try Database(path: path)
            try Migrator(migrations: Array(Schema.migrations.prefix(2))).migrate(db, path: path)
            try db.run("""
                INSERT INTO recipes (source, source_ref, name, kind, method) VALUES ('user', 'mine', '내 김밥', '밥', '기타')
                """)
        }
        let upgraded = try YoriDatabase(path: path)
        #expect(try upgraded.appliedMigrations().contains("003-recipe-details"))
        let mine = try #require(try upgraded.recipe(source: .user, ref: "mine"))
        #expect(mine.name == "내 김밥" && mine.nutrition == nil && mine.images.isEmpty && mine.reductionTip == nil)
    }
}
