import YoriKit
import YoriStore

/// `yori import` of a `yori export` document: all of it merged in one transaction, or nothing.
struct ExportFileImport {
    let app: LiveApp
    let file: String

    /// Whether the first bytes of a file are those of an export (`{"format":"yori-export"`).
    static func isExport(_ head: [UInt8]) -> Bool {
        let text = String(decoding: head.prefix(4096), as: UTF8.self).filter { !$0.isWhitespace }
        return text.hasPrefix("{\"format\":\"yori-export\"")
    }

    /// Reads and merges the export; the text or JSON report.
    func run() throws(ImportFailure) -> String {
        let language = app.language
        var source = ImportFile(path: file)
        source.limit = ImportFile.defaultLimit
        let text: String
        do { text = String(decoding: try source.read(), as: UTF8.self) } catch {
            throw ImportFailure(status: .badInput, code: error.code, message: error.message(language, file: file))
        }
        let document: JSONValue
        do { document = try LenientJSON.parse(text) } catch {
            throw ImportFailure(status: .badInput, code: "not_json", message: language.pick(
                "\(file)은(는) 올바른 JSON이 아니에요 (\(error.offset)바이트: \(error.reason)). 아무것도 가져오지 않았어요.",
                "\(file) is not valid JSON (byte \(error.offset): \(error.reason)); nothing was imported."))
        }
        let database: YoriDatabase
        do { database = try app.database() } catch { throw ImportFailure(error) }
        let counts: ExportImportCounts
        do { counts = try database.importExport(document) } catch {
            let nothing = language.pick(" 아무것도 가져오지 않았어요.", " Nothing was imported.")
            switch error {
            case .database(let store):
                throw ImportFailure(status: .storage, code: "database", message: store.message(language))
            case .newerVersion:
                throw ImportFailure(status: .badInput, code: "newer_export", message: "\(file): " + error.message(language) + nothing)
            case .notAnExport:
                throw ImportFailure(status: .badInput, code: "not_export", message: "\(file): " + error.message(language) + nothing)
            case .damagedRow:
                throw ImportFailure(status: .badInput, code: "damaged_row", message: "\(file): " + error.message(language) + "." + nothing)
            }
        }
        let added = counts.added.sorted { $0.key < $1.key }
        if app.global.json {
            return JSONValue.object([
                ("file", .string(file)), ("status", .string("imported")), ("kind", .string("yori-export")),
                ("added", .object(added.map { ($0.key, .int(Int64($0.value))) })),
                ("skipped", .int(Int64(counts.skipped))), ("unresolved", .int(Int64(counts.unresolved))),
            ]).serialized()
        }
        var lines = [language.pick("\(file): yori 내보내기 파일을 가져왔어요", "\(file): imported a yori export")]
        for (section, n) in added { lines.append("  \(section)  +\(n)") }
        lines.append(language.pick("  이미 있어 건너뜀 \(counts.skipped)", "  already there, skipped: \(counts.skipped)"))
        if counts.unresolved > 0 {
            lines.append(language.pick("  이 데이터베이스에 없는 레시피를 가리키는 항목 \(counts.unresolved)개 (요리 기록은 이름으로 남김)",
                                       "  \(EnglishGrammar.count(counts.unresolved, "entry")) name a recipe this database lacks (log lines keep its name)"))
        }
        return lines.joined(separator: "\n")
    }
}
