import CSQLite

/// An error from SQLite, with its result code and message.
public struct SQLiteError: Error, CustomStringConvertible, Equatable {
    public let code: Int32
    public let message: String
    /// The statement that failed, when there was one.
    public let sql: String?

    public init(code: Int32, message: String, sql: String? = nil) {
        self.code = code
        self.message = message
        self.sql = sql
    }

    /// The primary result code (the low byte of an extended code).
    public var primaryCode: Int32 { code & 0xFF }

    /// The file is not an SQLite database (or is encrypted or damaged).
    public var isNotADatabase: Bool { primaryCode == SQLITE_NOTADB }

    /// The file could be read but not opened for writing (its folder or the file is
    /// read-only, so the -shm or journal cannot be made).
    public var isCannotWrite: Bool {
        [SQLITE_CANTOPEN, SQLITE_READONLY, SQLITE_IOERR, SQLITE_PERM].contains(primaryCode)
    }

    /// A write the file refused, not a fault in the query: read-only, locked, full, or an I/O
    /// error writing. Reads may go on without it.
    public var isWriteRefused: Bool {
        [SQLITE_READONLY, SQLITE_BUSY, SQLITE_LOCKED, SQLITE_FULL, SQLITE_IOERR, SQLITE_CANTOPEN, SQLITE_PERM]
            .contains(primaryCode)
    }

    public var description: String { message }
}
