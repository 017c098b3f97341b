import CSQLite
import YoriKit

/// Why the database could not be used. Every case leaves the file as it was.
public enum StoreError: Error, Equatable, UserFacingError {
    case cannotCreateFolder(path: String, reason: String)
    case cannotOpen(path: String, reason: String)
    case notYoriDatabase(path: String)
    case newerSchema(path: String, found: Int, known: Int)
    /// `PRAGMA user_version` holds a number yori never writes (below zero).
    case badSchemaVersion(path: String, found: Int)
    /// `--db` or `YORI_DB` names a device, FIFO, socket or folder.
    case notRegularFile(path: String, kind: String)
    case sqlite(path: String, SQLiteError)
    case builtinData(String)

    static func from(_ error: SQLiteError, path: String) -> StoreError {
        if error.isNotADatabase { return .notYoriDatabase(path: path) }
        return .sqlite(path: path, error)
    }

    static func koreanKind(_ kind: String) -> String {
        ["folder": "폴더", "device": "장치", "FIFO": "FIFO", "socket": "소켓"][kind] ?? "특수 파일"
    }

    /// A short explanation in the user's language.
    public func message(_ language: UserLanguage) -> String {
        switch self {
        case .cannotCreateFolder(let path, let reason):
            language.pick("데이터베이스 폴더를 만들 수 없어요: \(path) (\(reason))",
                          "cannot create the database folder \(path): \(reason)")
        case .cannotOpen(let path, let reason):
            language.pick("데이터베이스를 열 수 없어요: \(path) (\(reason))",
                          "cannot open the database \(path): \(reason)")
        case .notYoriDatabase(let path):
            language.pick("\(path)은(는) yori 데이터베이스가 아니에요. 파일은 그대로 두었어요. --db로 다른 경로를 지정하세요.",
                          "\(path) is not a yori database; it was left untouched. Use --db to choose another file.")
        case .newerSchema(let path, let found, let known):
            language.pick("\(path)은(는) 더 새로운 yori가 만든 데이터베이스예요 (스키마 \(found), 이 버전은 \(known)까지 알아요). yori를 업데이트하세요. 파일은 그대로 두었어요.",
                          "\(path) was written by a newer yori (schema \(found); this one knows up to \(known)). Update yori; the file was left untouched.")
        case .badSchemaVersion(let path, let found):
            language.pick("\(path)의 스키마 버전(\(found))이 올바르지 않아요. yori가 쓴 파일이 아니거나 손상됐어요. 파일은 그대로 두었어요.",
                          "\(path) has a schema version yori never writes (\(found)): it is damaged or not yori's. The file was left untouched.")
        case .notRegularFile(let path, let kind):
            language.pick("\(path)은(는) 일반 파일이 아니에요 (\(Self.koreanKind(kind))). 데이터베이스는 일반 파일이어야 해요. 그대로 두었어요.",
                          "\(path) is not a regular file (a \(kind)); the database must be a regular file. It was left untouched.")
        case .sqlite(let path, let error):
            switch error.primaryCode {
            case SQLITE_READONLY:
                language.pick("데이터베이스에 쓸 수 없어요 (읽기 전용): \(path). 아무것도 바뀌지 않았어요.",
                              "cannot write the database (read-only): \(path). Nothing was changed.")
            case SQLITE_BUSY, SQLITE_LOCKED:
                language.pick("데이터베이스를 다른 프로그램이 쓰고 있어요: \(path). 잠시 뒤에 다시 해 보세요. 아무것도 바뀌지 않았어요.",
                              "the database is in use by another program: \(path). Try again in a moment; nothing was changed.")
            case SQLITE_FULL:
                language.pick("디스크가 가득 차서 데이터베이스에 쓸 수 없어요: \(path). 아무것도 바뀌지 않았어요.",
                              "the disk is full, so the database cannot be written: \(path). Nothing was changed.")
            default:
                language.pick("데이터베이스 오류 (\(path)): \(error.message)", "database error (\(path)): \(error.message)")
            }
        case .builtinData(let why):
            language.pick("내장 데이터를 읽을 수 없어요: \(why)", "cannot read the built-in data: \(why)")
        }
    }
}
