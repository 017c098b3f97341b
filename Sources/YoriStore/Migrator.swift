/// Applies `Schema.migrations` to a database, refusing files that are not yori's
/// or that a newer yori wrote, and leaving such files untouched.
public struct Migrator {
    public let migrations: [Migration]

    public init(migrations: [Migration] = Schema.migrations) {
        self.migrations = migrations
    }

    /// What the database file is, judged by reading only.
    public enum Identity: Equatable {
        /// A new, empty database: yori may claim it.
        case empty
        /// A yori database with this many migrations applied.
        case yori(version: Int)
        /// Some other SQLite database.
        case foreign
    }

    /// Reads the file's identity without changing it.
    public func identify(_ db: Database) throws(SQLiteError) -> Identity {
        let appID = try db.scalar("PRAGMA application_id")?.int ?? 0
        let version = Int(try db.scalar("PRAGMA user_version")?.int ?? 0)
        if appID == Int64(Schema.applicationID) { return .yori(version: version) }
        let objects = try db.scalar("SELECT count(*) FROM sqlite_master")?.int ?? 0
        if appID == 0 && version == 0 && objects == 0 { return .empty }
        return .foreign
    }

    /// Brings the schema up to date. Throws before changing anything when the file is not
    /// a yori database or is newer than this yori knows.
    /// - Returns: the names of the migrations applied now.
    @discardableResult
    public func migrate(_ db: Database, path: String) throws(StoreError) -> [String] {
        let identity: Identity
        do { identity = try identify(db) } catch { throw StoreError.from(error, path: path) }
        let current: Int
        switch identity {
        case .foreign: throw .notYoriDatabase(path: path)
        case .empty: current = 0
        case .yori(let version) where version < 0: throw .badSchemaVersion(path: path, found: version)
        case .yori(let version): current = version
        }
        if current > migrations.count {
            throw .newerSchema(path: path, found: current, known: migrations.count)
        }
        var applied: [String] = []
        do {
            if current > 0 { try checkHistory(db, upTo: current, path: path) }
            func apply(_ index: Int) throws {
                if index == 0 {
                    try db.execute("PRAGMA application_id = \(Schema.applicationID)")
                    try db.execute("""
                        CREATE TABLE IF NOT EXISTS schema_migrations (
                            name TEXT PRIMARY KEY,
                            applied_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%SZ', 'now'))
                        ) WITHOUT ROWID
                        """)
                }
                try db.execute(migrations[index].sql)
                try db.run("INSERT INTO schema_migrations (name) VALUES (?)", [.text(migrations[index].name)])
                try db.execute("PRAGMA user_version = \(index + 1)")
            }
            if current == 0 {
                // A new database is made whole in one transaction: one commit, not one per migration.
                try db.transaction { for index in migrations.indices { try apply(index) } }
                applied = migrations.map(\.name)
            } else {
                // An existing one moves a step at a time, each step kept as soon as it is done.
                for index in current..<migrations.count {
                    try db.transaction { try apply(index) }
                    applied.append(migrations[index].name)
                }
            }
        } catch let error as StoreError {
            throw error
        } catch let error as SQLiteError {
            throw StoreError.from(error, path: path)
        } catch {
            throw .sqlite(path: path, SQLiteError(code: 1, message: String(describing: error)))
        }
        return applied
    }

    /// The names recorded in the file must be this yori's first `count` migrations.
    private func checkHistory(_ db: Database, upTo count: Int, path: String) throws {
        let names = try db.rows("SELECT name FROM schema_migrations ORDER BY name") { $0.string(0) }
        let expected = migrations.prefix(count).map(\.name).sorted()
        guard names == expected else { throw StoreError.notYoriDatabase(path: path) }
    }
}
