import CSQLite

/// A connection to one SQLite database: the one place in yori with raw SQLite calls.
///
/// Not thread-safe by design: one connection per process, used from one thread.
public final class Database {
    let handle: OpaquePointer
    public let path: String

    /// Opens (and with `create`, creates) the database at `path`.
    /// - Parameter immutable: read the file as it is on disk, with no locks and no -shm
    ///   (`immutable=1`): for a file in a folder yori may not write. Implies `readOnly`.
    public init(path: String, create: Bool = true, readOnly: Bool = false, immutable: Bool = false) throws(SQLiteError) {
        var db: OpaquePointer?
        var flags = SQLITE_OPEN_NOMUTEX | SQLITE_OPEN_EXRESCODE
        flags |= readOnly || immutable ? SQLITE_OPEN_READONLY : SQLITE_OPEN_READWRITE
        if create && !readOnly && !immutable { flags |= SQLITE_OPEN_CREATE }
        var name = path
        if immutable {
            flags |= SQLITE_OPEN_URI
            name = "file:" + Self.uriEscaped(path) + "?immutable=1"
        }
        let rc = sqlite3_open_v2(name, &db, flags, nil)
        guard rc == SQLITE_OK, let db else {
            let message = db.map { String(cString: sqlite3_errmsg($0)) } ?? String(cString: sqlite3_errstr(rc))
            sqlite3_close_v2(db)
            throw SQLiteError(code: rc, message: message)
        }
        handle = db
        self.path = path
    }

    /// `path` for a `file:` URI: the characters a URI gives a meaning to are percent-encoded.
    static func uriEscaped(_ path: String) -> String {
        var out = ""
        for byte in path.utf8 {
            switch byte {
            case UInt8(ascii: "%"), UInt8(ascii: "?"), UInt8(ascii: "#"), 0..<0x21, 0x7F...:
                let hex = Array("0123456789ABCDEF".utf8)
                out += "%" + String(decoding: [hex[Int(byte >> 4)], hex[Int(byte & 0xF)]], as: UTF8.self)
            default:
                out += String(decoding: [byte], as: UTF8.self)
            }
        }
        return out
    }

    /// The connection cannot write (opened read-only, or the file is write-protected).
    public var isReadOnly: Bool { sqlite3_db_readonly(handle, "main") == 1 }

    /// An in-memory database, for tests.
    public static func inMemory() throws(SQLiteError) -> Database {
        try Database(path: ":memory:")
    }

    deinit {
        sqlite3_close_v2(handle)
    }

    /// Runs one or more statements that return no rows.
    public func execute(_ sql: String) throws(SQLiteError) {
        var errmsg: UnsafeMutablePointer<CChar>?
        let rc = sqlite3_exec(handle, sql, nil, nil, &errmsg)
        if rc != SQLITE_OK {
            let message = errmsg.map { String(cString: $0) } ?? String(cString: sqlite3_errstr(rc))
            sqlite3_free(errmsg)
            throw SQLiteError(code: rc, message: message, sql: sql)
        }
    }

    /// Prepares `sql` and binds `values` to its parameters in order.
    public func prepare(_ sql: String, _ values: [SQLValue] = []) throws(SQLiteError) -> Statement {
        let statement = try Statement(database: self, sql: sql)
        try statement.bind(values)
        return statement
    }

    /// Runs a statement that returns no rows.
    public func run(_ sql: String, _ values: [SQLValue] = []) throws(SQLiteError) {
        let statement = try prepare(sql, values)
        while try statement.step() {}
    }

    /// Every row of a query, mapped by `transform`.
    public func rows<T>(_ sql: String, _ values: [SQLValue] = [], _ transform: (Row) throws(SQLiteError) -> T)
        throws(SQLiteError) -> [T] {
        let statement = try prepare(sql, values)
        var out: [T] = []
        while try statement.step() { out.append(try transform(Row(statement: statement))) }
        return out
    }

    /// The first column of the first row, if any.
    public func scalar(_ sql: String, _ values: [SQLValue] = []) throws(SQLiteError) -> SQLValue? {
        let statement = try prepare(sql, values)
        guard try statement.step() else { return nil }
        return Row(statement: statement)[0]
    }

    /// Runs `body` in a transaction: committed when it returns, rolled back when it throws.
    /// Inside another transaction it becomes a savepoint, so intent-named writes compose.
    public func transaction<T>(_ kind: TransactionKind = .immediate, _ body: () throws -> T) throws -> T {
        if sqlite3_get_autocommit(handle) == 0 {
            try execute("SAVEPOINT yori_nested")
            do {
                let value = try body()
                try execute("RELEASE yori_nested")
                return value
            } catch {
                try? execute("ROLLBACK TO yori_nested")
                try? execute("RELEASE yori_nested")
                throw error
            }
        }
        try execute("BEGIN \(kind.rawValue)")
        do {
            let value = try body()
            try execute("COMMIT")
            return value
        } catch {
            try? execute("ROLLBACK")
            throw error
        }
    }

    public var lastInsertRowID: Int64 { sqlite3_last_insert_rowid(handle) }

    /// Rows changed by the last statement.
    public var changes: Int { Int(sqlite3_changes(handle)) }

    /// Waits up to `milliseconds` for another process's lock instead of failing at once.
    public func setBusyTimeout(milliseconds: Int32) {
        sqlite3_busy_timeout(handle, milliseconds)
    }

    func error(_ rc: Int32, sql: String? = nil) -> SQLiteError {
        SQLiteError(code: rc, message: String(cString: sqlite3_errmsg(handle)), sql: sql)
    }
}

/// How a transaction takes its lock.
public enum TransactionKind: String {
    case deferred = "DEFERRED"
    /// Takes the write lock at once, so two writers wait (busy timeout) instead of deadlocking.
    case immediate = "IMMEDIATE"
}
