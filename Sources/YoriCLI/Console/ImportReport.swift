import YoriKit
import YoriStore

/// What `yori import` tells the user: counts, the rows skipped and why, warnings.
struct ImportReport {
    let file: String
    /// Rows in the file.
    let rows: Int
    let counts: ImportCounts
    let conversion: CookRcpConversion
    /// How long the import took, reading to saving (set by `yori import`).
    var seconds: Double?

    /// How many problems and warnings are listed in text before "… and N more".
    static let listLimit = 20

    /// Recipes skipped: unchanged ones and bad rows.
    var skipped: Int { counts.unchanged + conversion.badRowCount }

    /// Below this many rows the time is mostly start-up (the lexicon, opening the database),
    /// so a speed would mislead: only the time is given.
    static let speedFromRows = 100

    /// Rows read per second, when the time is known and the file is long enough to say.
    var rowsPerSecond: Int? {
        guard rows >= Self.speedFromRows else { return nil }
        return seconds.map { Int((Double(rows) / max($0, 0.001)).rounded()) }
    }

    /// `0.42`: seconds with two decimals.
    var secondsText: String? {
        seconds.map { value in
            let hundredths = Int((value * 100).rounded())
            return "\(hundredths / 100).\(hundredths % 100 < 10 ? "0" : "")\(hundredths % 100)"
        }
    }

    /// The share of ingredient lines the lexicon knows, e.g. `94.2%`.
    var knownShare: String {
        let lines = conversion.ingredientLines
        guard lines > 0 else { return "0%" }
        let tenths = (conversion.resolvedLines * 1000 + lines / 2) / lines
        return "\(tenths / 10).\(tenths % 10)%"
    }

    /// The report for people, ending without a newline.
    func text(_ language: UserLanguage, style: Style) -> String {
        var out: [String] = []
        out.append(style.bold(language.pick("\(file): 레시피 \(rows)개를 읽었어요", "\(file): \(Self.count(rows, "recipe")) read")))
        let width = max(String(rows).count, String(counts.new).count)
        func row(_ ko: String, _ en: String, _ n: Int, _ note: String = "") -> String {
            let label = language.pick(ko, en)
            let pad = String(repeating: " ", count: max(0, 12 - DisplayWidth.of(label)))
            let number = String(repeating: " ", count: width - String(n).count) + String(n)
            return "  " + label + pad + number + note
        }
        out.append(row("새로 추가", "new", counts.new))
        out.append(row("업데이트", "updated", counts.updated))
        var reasons: [String] = []
        if counts.unchanged > 0 { reasons.append(language.pick("변경 없음 \(counts.unchanged)", "unchanged: \(counts.unchanged)")) }
        if conversion.badRowCount > 0 {
            reasons.append(language.pick("잘못된 행 \(conversion.badRowCount)", "bad rows: \(conversion.badRowCount)"))
        }
        out.append(row("건너뜀", "skipped", skipped, reasons.isEmpty ? "" : "  (" + reasons.joined(separator: ", ") + ")"))
        if conversion.ingredientLines > 0 {
            out.append(language.pick(
                "재료 \(conversion.ingredientLines)줄 중 \(knownShare)를 재료 사전에서 찾았어요.",
                "Ingredient lines: \(conversion.ingredientLines), \(knownShare) known to yori's ingredient lexicon."))
        }
        if !conversion.problems.isEmpty {
            out.append(style.missing(language.pick("가져오지 않은 잘못된 행 (\(conversion.badRowCount)):",
                                                   "Bad rows, not imported (\(conversion.badRowCount)):")))
            out += Self.list(conversion.problems.map { $0.message(language) }, language)
        }
        if !conversion.warnings.isEmpty {
            out.append(language.pick("주의 (\(conversion.warnings.count)):", "Warnings (\(conversion.warnings.count)):"))
            out += Self.list(conversion.warnings.map { $0.message(language) }, language)
        }
        if let time = secondsText, let speed = rowsPerSecond {
            out.append(style.dim(language.pick("\(time)초 걸렸어요 (초당 \(speed)행).", "Took \(time) s (\(speed) rows/s).")))
        } else if let time = secondsText {
            out.append(style.dim(language.pick("\(time)초 걸렸어요.", "Took \(time) s.")))
        }
        return out.joined(separator: "\n")
    }

    /// `1 row`, `2 rows`.
    static func count(_ n: Int, _ noun: String) -> String { "\(n) \(noun)\(n == 1 ? "" : "s")" }

    /// Indented lines, at most `listLimit`, then how many more there are.
    static func list(_ lines: [String], _ language: UserLanguage) -> [String] {
        var out = lines.prefix(listLimit).map { "  " + $0 }
        if lines.count > listLimit {
            let more = lines.count - listLimit
            out.append(language.pick("  … 외 \(more)개", "  … and \(more) more"))
        }
        return out
    }

    /// `yori import --json` on success.
    func json() -> JSONValue {
        .object([
            ("file", .string(file)), ("status", .string("imported")), ("rows", .int(Int64(rows))),
            ("new", .int(Int64(counts.new))), ("updated", .int(Int64(counts.updated))),
            ("unchanged", .int(Int64(counts.unchanged))), ("bad", .int(Int64(conversion.badRowCount))),
            ("skipped", .int(Int64(skipped))),
            ("ingredient_lines", .int(Int64(conversion.ingredientLines))),
            ("known_ingredient_lines", .int(Int64(conversion.resolvedLines))),
            ("seconds", seconds.map { .double(($0 * 1000).rounded() / 1000) } ?? .null),
            ("rows_per_second", rowsPerSecond.map { .int(Int64($0)) } ?? .null),
            ("bad_rows", Self.problemsJSON(conversion.problems)),
            ("warnings", .array(conversion.warnings.map { warning in
                .object([("row", .int(Int64(warning.row))), ("rcp_seq", .string(warning.seq)),
                         ("name", .string(warning.name)), ("message", .string(warning.message(.en)))])
            })),
        ])
    }

    /// Bad rows as JSON objects (messages in English, for scripts).
    static func problemsJSON(_ problems: [CookRcpRowProblem]) -> JSONValue {
        .array(problems.map { problem in
            .object([("row", .int(Int64(problem.row))), ("rcp_seq", .optional(problem.seq)),
                     ("name", .optional(problem.name)), ("field", .optional(problem.field)),
                     ("message", .string(problem.message(.en)))])
        })
    }

    /// `yori import --json` when nothing was imported.
    static func failureJSON(file: String, error: String, message: String,
                            problems: [CookRcpRowProblem] = []) -> JSONValue {
        .object([("file", .string(file)), ("status", .string("failed")), ("error", .string(error)),
                 ("message", .string(message)), ("bad_rows", problemsJSON(problems))])
    }

    /// Why a strict import stopped: the bad rows, and how to go on.
    static func badRowsText(file: String, conversion: CookRcpConversion, rows: Int, _ language: UserLanguage) -> String {
        let bad = conversion.badRowCount
        var out = [language.pick("\(file): 행 \(rows)개 중 \(bad)개를 가져올 수 없어 아무것도 가져오지 않았어요.",
                                 "\(file): \(bad) of \(count(rows, "row")) cannot be imported, so nothing was imported.")]
        out += list(conversion.problems.map { $0.message(language) }, language)
        let good = conversion.recipes.count
        out.append(good > 0
            ? language.pick("파일을 고치거나, --skip-bad로 나머지 \(good)개만 가져오세요.",
                            "Fix the file, or use --skip-bad to import the other \(count(good, "row")) and skip these.")
            : language.pick("가져올 수 있는 행이 없어요.", "No row can be imported."))
        return out.joined(separator: "\n")
    }
}
