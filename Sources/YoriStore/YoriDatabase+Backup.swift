import CSQLite
import YoriKit
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

extension YoriDatabase {
    /// Why `backup(to:)` wrote nothing.
    public enum BackupError: Error, Equatable, UserFacingError {
        /// The destination exists and `replace` was not given.
        case exists(String)
        /// The destination cannot be created or written.
        case cannotWrite(String, reason: String)
        /// SQLite's backup failed (the source stayed busy, the disk is full, …).
        case failed(String)

        public func message(_ language: UserLanguage) -> String {
            switch self {
            case .exists(let path):
                language.pick("\(path) 파일이 이미 있어요. 덮어쓰려면 --force를 붙이세요.",
                              "\(path) already exists; add --force to replace it.")
            case .cannotWrite(let path, let reason):
                language.pick("\(path)에 쓸 수 없어요: \(reason)", "cannot write \(path): \(reason)")
            case .failed(let reason):
                language.pick("백업하지 못했어요: \(reason). 기존 파일은 그대로예요.",
                              "the backup failed: \(reason); nothing was replaced.")
            }
        }
    }

    /// Writes a consistent copy of the whole database to `path` with SQLite's online backup
    /// API, while other processes may keep writing (WAL: the copy is one read snapshot).
    ///
    /// The copy is written to a temporary file beside `path` (mode 0600) and renamed over it
    /// only when complete and checked, so a failed backup never leaves a half-written file.
    /// - Returns: the number of database pages copied.
    @discardableResult
    public func backup(to path: String, replace: Bool = false) throws(BackupError) -> Int {
        if !replace, access(path, F_OK) == 0 { throw .exists(path) }
        let temporary = path + ".part-\(getpid())"
        let fd = open(temporary, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o600)
        guard fd >= 0 else { throw .cannotWrite(path, reason: String(cString: strerror(errno))) }
        close(fd)
        var renamed = false
        defer { if !renamed { unlink(temporary) } }
        var destination: OpaquePointer?
        guard sqlite3_open_v2(temporary, &destination, SQLITE_OPEN_READWRITE | SQLITE_OPEN_NOMUTEX, nil) == SQLITE_OK,
              let destination else {
            sqlite3_close_v2(destination)
            throw .cannotWrite(path, reason: "sqlite cannot open the file")
        }
        var open = true
        defer { if open { sqlite3_close_v2(destination) } }
        guard let backup = sqlite3_backup_init(destination, "main", db.handle, "main") else {
            throw .failed(String(cString: sqlite3_errmsg(destination)))
        }
        // All pages in one step: one read transaction, so the copy is one snapshot. Under WAL
        // readers never block writers; a writer mid-checkpoint can make the source busy for a
        // moment, which is waited out.
        var rc = SQLITE_OK
        var tries = 0
        repeat {
            rc = sqlite3_backup_step(backup, -1)
            if rc == SQLITE_BUSY || rc == SQLITE_LOCKED {
                tries += 1
                sqlite3_sleep(50)
            }
        } while (rc == SQLITE_BUSY || rc == SQLITE_LOCKED) && tries < 200
        let pages = Int(sqlite3_backup_pagecount(backup))
        sqlite3_backup_finish(backup)
        guard rc == SQLITE_DONE else { throw .failed(String(cString: sqlite3_errstr(rc))) }
        var check: OpaquePointer?
        var verdict = ""
        if sqlite3_prepare_v2(destination, "PRAGMA quick_check", -1, &check, nil) == SQLITE_OK,
           sqlite3_step(check) == SQLITE_ROW, let text = sqlite3_column_text(check, 0) {
            verdict = String(cString: text)
        }
        sqlite3_finalize(check)
        guard verdict == "ok" else { throw .failed("the copy does not pass SQLite's check: \(verdict)") }
        // Closed before the rename, so its -wal and -shm files go with the temporary name.
        sqlite3_close_v2(destination)
        open = false
        guard rename(temporary, path) == 0 else { throw .cannotWrite(path, reason: String(cString: strerror(errno))) }
        renamed = true
        return pages
    }
}
