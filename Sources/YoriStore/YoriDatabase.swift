import CSQLite
import YoriKit
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// yori's database: one SQLite file that owns the schema and offers intent-named queries.
///
/// `@unchecked Sendable`: yori uses one connection from one thread at a time; the
/// conformance lets closures of the `@Sendable` store clients hold it.
public final class YoriDatabase: @unchecked Sendable {
    public let db: Database
    public let path: String

    /// Opens the database at `path`, creating it (and its folders) when missing,
    /// then migrates it. Files that are not yori's, or are newer, are left untouched.
    public init(path: String) throws(StoreError) {
        self.path = path
        let exists = FileSystem.exists(path)
        if !exists { try FileSystem.prepareNewFile(path) }
        do {
            db = try Database(path: path, create: !exists)
        } catch {
            throw StoreError.cannotOpen(path: path, reason: error.message)
        }
        db.setBusyTimeout(milliseconds: 5000)
        let migrator = Migrator()
        // Identify before anything writes to the file (even the WAL switch does).
        let identity: Migrator.Identity
        do { identity = try migrator.identify(db) } catch { throw StoreError.from(error, path: path) }
        if identity == .foreign { throw StoreError.notYoriDatabase(path: path) }
        // An empty file yori is about to fill (`--db` pointing at a file made by `touch`) is
        // made private like one yori creates.
        if identity == .empty, exists, path != ":memory:" { _ = chmod(path, 0o600) }
        if case .yori(let version) = identity, version > migrator.migrations.count {
            throw StoreError.newerSchema(path: path, found: version, known: migrator.migrations.count)
        }
        do {
            try db.execute("PRAGMA journal_mode = WAL")
            try db.execute("PRAGMA foreign_keys = ON")
            try db.execute("PRAGMA synchronous = NORMAL")
        } catch {
            throw StoreError.from(error, path: path)
        }
        try migrator.migrate(db, path: path)
    }

    /// An in-memory database with the full schema, for tests.
    public static func inMemory() throws(StoreError) -> YoriDatabase {
        try YoriDatabase(path: ":memory:")
    }

    /// A value from the `meta` table.
    public func meta(_ key: String) throws(StoreError) -> String? {
        do { return try db.scalar("SELECT value FROM meta WHERE key = ?", [.text(key)])?.string } catch {
            throw StoreError.sqlite(path: path, error)
        }
    }

    func setMeta(_ key: String, _ value: String) throws(SQLiteError) {
        try db.run("INSERT INTO meta (key, value) VALUES (?, ?) ON CONFLICT (key) DO UPDATE SET value = excluded.value",
                   [.text(key), .text(value)])
    }

    /// Names of the migrations applied to this file, in order.
    public func appliedMigrations() throws(StoreError) -> [String] {
        do {
            return try db.rows("SELECT name FROM schema_migrations ORDER BY name") { $0.string(0) }
        } catch {
            throw StoreError.sqlite(path: path, error)
        }
    }
}

/// The few file-system steps the store needs, with POSIX calls (no Foundation).
enum FileSystem {
    static func exists(_ path: String) -> Bool {
        path == ":memory:" || access(path, F_OK) == 0
    }

    /// Creates the parent folders (0700) and an empty file with mode 0600, so the
    /// database is private from its first byte.
    static func prepareNewFile(_ path: String) throws(StoreError) {
        guard path != ":memory:" else { return }
        let parent = parentFolder(of: path)
        if !parent.isEmpty { try makeFolders(parent) }
        let fd = open(path, O_WRONLY | O_CREAT | O_EXCL, 0o600)
        if fd < 0 {
            if errno == EEXIST { return }
            throw .cannotOpen(path: path, reason: errorText())
        }
        close(fd)
    }

    static func parentFolder(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return "" }
        return slash == path.startIndex ? "/" : String(path[..<slash])
    }

    static func makeFolders(_ folder: String) throws(StoreError) {
        var current = folder.hasPrefix("/") ? "" : "."
        for part in folder.split(separator: "/") {
            current += "/" + part
            if mkdir(current, 0o700) != 0 && errno != EEXIST {
                throw .cannotCreateFolder(path: folder, reason: errorText())
            }
        }
        var info = stat()
        if stat(folder, &info) != 0 || (info.st_mode & S_IFMT) != S_IFDIR {
            throw .cannotCreateFolder(path: folder, reason: "not a folder")
        }
    }

    static func errorText() -> String { String(cString: strerror(errno)) }
}
