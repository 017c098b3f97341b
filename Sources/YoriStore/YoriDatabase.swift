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
    /// The file could only be opened for reading (a read-only file or folder): answers that
    /// only read work, writes fail with `SQLITE_READONLY` (`StoreError` says so).
    public let isReadOnly: Bool

    /// Opens the database at `path`, creating it (and its folders) when missing,
    /// then migrates it. Files that are not yori's, or are newer, are left untouched; so are
    /// paths that are not regular files (devices, FIFOs, sockets, folders), refused before
    /// anything opens them.
    ///
    /// Many yori processes may open one new (or old-schema) file at once: the schema is
    /// read again and migrated under an exclusive lock, so exactly one of them migrates and
    /// the others find it done. A file that is current needs no lock. The lock is a `flock`
    /// on the file's folder, never on the database file itself: closing a second descriptor
    /// of the database would drop SQLite's own POSIX locks on it.
    /// A file yori may not write (read-only file or folder) is opened read-only when it is
    /// already current, so questions are still answered.
    /// - Parameter busyTimeoutMilliseconds: how long a write waits for another yori's (or
    ///   another program's) write lock before it gives up with "in use" (`SQLITE_BUSY`).
    ///   Reads never wait: the file is in WAL mode.
    public init(path: String, busyTimeoutMilliseconds: Int32 = YoriDatabase.defaultBusyTimeout) throws(StoreError) {
        self.path = path
        let memory = path == ":memory:"
        if !memory { try FileSystem.checkRegularFile(path) }
        let exists = FileSystem.exists(path)
        if !exists { try FileSystem.prepareNewFile(path) }
        let migrator = Migrator()
        var readOnly = false
        var connection: Database
        do {
            connection = try Database(path: path, create: !exists)
        } catch {
            throw StoreError.cannotOpen(path: path, reason: error.message)
        }
        connection.setBusyTimeout(milliseconds: busyTimeoutMilliseconds)
        // Identify before anything writes to the file (even the WAL switch does).
        var identity: Migrator.Identity
        do {
            identity = try migrator.identify(connection)
        } catch where !memory && exists && error.isCannotWrite {
            // A WAL file in a folder yori cannot write: its -shm cannot be made. Read it as it
            // is on disk (immutable), which needs no -shm.
            do {
                connection = try Database(path: path, create: false, readOnly: true, immutable: true)
                identity = try migrator.identify(connection)
                readOnly = true
            } catch {
                throw StoreError.from(error, path: path)
            }
        } catch {
            throw StoreError.from(error, path: path)
        }
        db = connection
        if identity == .yori(version: migrator.migrations.count) {
            isReadOnly = readOnly || connection.isReadOnly
        } else {
            // What was read without the lock may be another process's migration half seen
            // (the application id still 0, tables already there): judged again under the lock.
            if readOnly || connection.isReadOnly { try Self.checkIdentity(identity, migrator: migrator, path: path) }
            guard !readOnly, !connection.isReadOnly else {
                throw StoreError.sqlite(path: path, SQLiteError(code: SQLITE_READONLY, message: "attempt to write a readonly database"))
            }
            isReadOnly = false
            // One process at a time from here: the others wait, then find the work done.
            let lock = memory ? -1 : FileSystem.lockFolder(of: path)
            defer { FileSystem.unlock(lock) }
            do { identity = try migrator.identify(db) } catch { throw StoreError.from(error, path: path) }
            try Self.checkIdentity(identity, migrator: migrator, path: path)
            // An empty file yori is about to fill (`--db` pointing at a file made by `touch`) is
            // made private like one yori creates.
            if identity == .empty, exists, !memory { _ = chmod(path, 0o600) }
            do { try db.execute("PRAGMA journal_mode = WAL") } catch { throw StoreError.from(error, path: path) }
            try migrator.migrate(db, path: path)
        }
        do {
            try db.execute("PRAGMA foreign_keys = ON")
            try db.execute("PRAGMA synchronous = NORMAL")
        } catch {
            throw StoreError.from(error, path: path)
        }
    }

    /// 10 s: long enough for dozens of yori processes writing one file at once on a slow
    /// machine, short enough that a stuck lock is reported.
    public static let defaultBusyTimeout: Int32 = 10_000

    /// Why a write failed, as the user should hear it: a file opened read-only because its
    /// disk is full (the -shm could not be made) says the disk is full, not "read-only".
    func refusal(_ error: SQLiteError) -> SQLiteError {
        guard error.primaryCode == SQLITE_READONLY, isReadOnly, FileSystem.isFull(FileSystem.parentFolder(of: path)) else {
            return error
        }
        return SQLiteError(code: SQLITE_FULL, message: "database or disk is full", sql: error.sql)
    }

    /// Refuses files that are not yori's, are newer, or carry a schema version yori never writes.
    private static func checkIdentity(_ identity: Migrator.Identity, migrator: Migrator, path: String) throws(StoreError) {
        switch identity {
        case .foreign: throw StoreError.notYoriDatabase(path: path)
        case .yori(let version) where version < 0: throw StoreError.badSchemaVersion(path: path, found: version)
        case .yori(let version) where version > migrator.migrations.count:
            throw StoreError.newerSchema(path: path, found: version, known: migrator.migrations.count)
        default: break
        }
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

    /// Refuses a path that is there but is not a regular file (after following links):
    /// `/dev/null`, a FIFO, a socket, a folder. Nothing opens or changes it.
    static func checkRegularFile(_ path: String) throws(StoreError) {
        var info = stat()
        guard stat(path, &info) == 0 else { return }  // missing (or a dangling link): made or refused later
        let kind = info.st_mode & S_IFMT
        guard kind != S_IFREG else { return }
        let name = switch kind {
        case S_IFDIR: "folder"
        case S_IFCHR, S_IFBLK: "device"
        case S_IFIFO: "FIFO"
        case S_IFSOCK: "socket"
        default: "special file"
        }
        throw .notRegularFile(path: path, kind: name)
    }

    /// Waits for the exclusive `flock` of the folder holding `path` (the migration lock) and
    /// returns its descriptor, or -1 when the folder cannot be opened (then nothing is locked).
    static func lockFolder(of path: String) -> Int32 {
        let folder = parentFolder(of: path)
        let fd = open(folder.isEmpty ? "." : folder, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        guard fd >= 0 else { return -1 }
        while flock(fd, LOCK_EX) != 0 && errno == EINTR {}
        return fd
    }

    static func unlock(_ fd: Int32) {
        guard fd >= 0 else { return }
        _ = flock(fd, LOCK_UN)
        close(fd)
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

    /// No space left for this user on the file system holding `folder`.
    static func isFull(_ folder: String) -> Bool {
        var info = statvfs()
        guard statvfs(folder.isEmpty ? "." : folder, &info) == 0 else { return false }
        return info.f_bavail == 0
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
