import CSQLite

/// A value bound to or read from SQLite.
public enum SQLValue: Equatable, Sendable {
    case null
    case integer(Int64)
    case real(Double)
    case text(String)

    public var int: Int64? {
        if case .integer(let v) = self { return v }
        return nil
    }

    public var double: Double? {
        switch self {
        case .real(let v): v
        case .integer(let v): Double(v)
        default: nil
        }
    }

    public var string: String? {
        if case .text(let v) = self { return v }
        return nil
    }
}

extension SQLValue: ExpressibleByStringLiteral, ExpressibleByIntegerLiteral, ExpressibleByNilLiteral {
    public init(stringLiteral value: String) { self = .text(value) }
    public init(integerLiteral value: Int64) { self = .integer(value) }
    public init(nilLiteral: ()) { self = .null }

    public init(_ value: String?) { self = value.map(SQLValue.text) ?? .null }
    public init(_ value: Int?) { self = value.map { .integer(Int64($0)) } ?? .null }
    public init(_ value: Int64) { self = .integer(value) }
    public init(_ value: Double?) { self = value.map(SQLValue.real) ?? .null }
}

/// A prepared statement.
public final class Statement {
    private let database: Database
    let handle: OpaquePointer
    private let sql: String

    init(database: Database, sql: String) throws(SQLiteError) {
        var statement: OpaquePointer?
        let rc = sqlite3_prepare_v2(database.handle, sql, -1, &statement, nil)
        guard rc == SQLITE_OK, let statement else { throw database.error(rc, sql: sql) }
        self.database = database
        self.handle = statement
        self.sql = sql
    }

    deinit {
        sqlite3_finalize(handle)
    }

    /// Binds `values` to parameters 1…n.
    public func bind(_ values: [SQLValue]) throws(SQLiteError) {
        for (i, value) in values.enumerated() {
            let index = Int32(i + 1)
            let rc: Int32 = switch value {
            case .null: sqlite3_bind_null(handle, index)
            case .integer(let v): sqlite3_bind_int64(handle, index, v)
            case .real(let v): sqlite3_bind_double(handle, index, v)
            case .text(let v): sqlite3_bind_text(handle, index, v, -1, yori_sqlite_transient())
            }
            guard rc == SQLITE_OK else { throw database.error(rc, sql: sql) }
        }
    }

    /// Clears bindings and rewinds, to run the statement again with new values.
    public func reset(_ values: [SQLValue] = []) throws(SQLiteError) {
        sqlite3_reset(handle)
        sqlite3_clear_bindings(handle)
        try bind(values)
    }

    /// Advances; `true` while there is a row to read.
    public func step() throws(SQLiteError) -> Bool {
        let rc = sqlite3_step(handle)
        switch rc {
        case SQLITE_ROW: return true
        case SQLITE_DONE: return false
        default: throw database.error(rc, sql: sql)
        }
    }
}

/// The current row of a statement.
public struct Row {
    let statement: Statement

    public subscript(_ column: Int32) -> SQLValue {
        let h = statement.handle
        switch sqlite3_column_type(h, column) {
        case SQLITE_INTEGER: return .integer(sqlite3_column_int64(h, column))
        case SQLITE_FLOAT: return .real(sqlite3_column_double(h, column))
        case SQLITE_NULL: return .null
        default:
            guard let text = sqlite3_column_text(h, column) else { return .null }
            let count = Int(sqlite3_column_bytes(h, column))
            return .text(String(decoding: UnsafeRawBufferPointer(start: text, count: count), as: UTF8.self))
        }
    }

    public func int(_ column: Int32) -> Int64 { self[column].int ?? 0 }
    /// The column as an integer, read directly (NULL is 0): for hot loops over many rows.
    public func integer(_ column: Int32) -> Int64 { sqlite3_column_int64(statement.handle, column) }
    public func string(_ column: Int32) -> String { self[column].string ?? "" }
    public func optionalString(_ column: Int32) -> String? { self[column].string }
}
