import ArgumentParser
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import YoriKit
import YoriStore

/// `yori import FILE`: adds the recipes of a 식품안전나라 COOKRCP01 API response.
struct ImportCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "import",
        abstract: "Import recipes: a COOKRCP01 JSON file, a web page or address, schema.org JSON, a .cook file.",
        discussion: """
            FILE is a COOKRCP01 API response, {"COOKRCP01": {"row": [...]}}, or a JSON array of \
            its rows; - reads stdin. It may also be a recipe web page: an http(s):// address \
            (fetched, at most 8 MiB, 30 s, 5 redirects) or a saved .html file, read from its \
            schema.org Recipe (JSON-LD, else microdata, else its headings and lists); a JSON file \
            holding a schema.org Recipe; a Cooklang .cook file; or a `yori export` document, merged \
            into this database without duplicates (all of it or, when a row is damaged, nothing). A page imported again updates \
            its recipe (it is known by its address). The source address is kept and shown. Recipes are matched by RCP_SEQ: importing again updates \
            changed recipes and skips unchanged ones, never duplicating. The import runs in one \
            transaction: if any row is unusable (no RCP_NM, a non-numeric INFO_ENG, …), nothing is \
            imported and each bad row is named, unless --skip-bad is given. Files over 256 MiB \
            are refused.

              yori import COOKRCP01.json
              yori import COOKRCP01.json --skip-bad --json
              yori import https://example.com/kimchi-jjigae
              yori import saved-page.html --json     {"recipes": [{"id": …, "name": …}], …}
              yori import pancakes.cook

            Exit codes: 0 imported, 2 the file or page cannot be used (nothing imported), 3 database \
            problem, 6 the page could not be fetched.
            """)

    @OptionGroup var global: GlobalOptions

    @Flag(name: .customLong("skip-bad"), help: "Import the usable rows and list the unusable ones, instead of stopping.")
    var skipBad = false

    @Argument(help: ArgumentHelp("The file (- for stdin) or http(s) address.", valueName: "file"))
    var file: String

    func run() throws {
        let app = LiveApp(global: global)
        do {
            if file != "-", let head = WebRecipeImport.head(of: file), ExportFileImport.isExport(head) {
                app.console.line(try ExportFileImport(app: app, file: file).run())
                return
            }
            if let source = try webSource(app) {
                let results = try WebRecipeImport(app: app, argument: file).run(source)
                app.console.line(WebRecipeImport.report(results, source: file, json: global.json, app.language))
                return
            }
            let report = try importFile(app)
            if global.json {
                app.console.line(report.json().serialized())
            } else {
                app.console.line(report.text(app.language, style: app.style))
            }
        } catch let failure {
            if global.json {
                app.console.line(ImportReport.failureJSON(file: file, error: failure.code, message: failure.message,
                                                          problems: failure.problems).serialized())
            }
            app.console.errorLine(app.style.error(failure.message))
            throw ExitCode(failure.status.rawValue)
        }
    }

    /// The web page, schema.org JSON or Cooklang file `file` names, if it is one.
    private func webSource(_ app: LiveApp) throws(ImportFailure) -> WebRecipeImport.Source? {
        do { return try WebRecipeImport.source(of: file, sniff: WebRecipeImport.head(of:)) } catch {
            throw ImportFailure(status: .badInput, code: "not_http", message: app.language.pick(
                "\(file): http:// 또는 https:// 주소만 가져올 수 있어요. 아무것도 가져오지 않았어요.",
                "\(file): only http:// and https:// addresses can be imported; nothing was imported."))
        }
    }

    /// Reads, checks and imports the file; every way it can fail becomes an `ImportFailure`.
    private func importFile(_ app: LiveApp) throws(ImportFailure) -> ImportReport {
        let clock = ContinuousClock()
        let started = clock.now
        let language = app.language
        let lexicon: IngredientLexicon
        do { lexicon = try app.lexicon() } catch { throw ImportFailure(error) }
        let onTerminal = app.environment.stderrIsTerminal
        let progress = ImportProgress(console: app.console, onTerminal: onTerminal, language: language)
        let (conversion, rows) = try convert(lexicon: lexicon, progress: progress)
        var report = try RecipeImport(app: app, source: file, skipBad: skipBad)
            .save(conversion, rows: rows, progress: progress,
                  showProgress: ImportProgress.wanted(rows: rows, stderrIsTerminal: onTerminal))
        let elapsed = (clock.now - started).components
        report.seconds = Double(elapsed.seconds) + Double(elapsed.attoseconds) / 1e18
        return report
    }

    /// The file's rows as recipes (or problems), and how many rows it has. The file's bytes
    /// and decoded rows live only inside this call, so they are freed before saving.
    private func convert(lexicon: IngredientLexicon, progress: ImportProgress) throws(ImportFailure)
        -> (CookRcpConversion, rows: Int) {
        let document = try decode(progress: progress)
        return (CookRcpImporter(lexicon: lexicon).convert(document.rows), document.rows.count)
    }

    /// The file's rows; the bytes are freed when this returns.
    private func decode(progress: ImportProgress) throws(ImportFailure) -> CookRcpDocument {
        let source = ImportFile(path: file)
        let language = progress.language
        do {
            if let bytes = try source.size(), progress.onTerminal || bytes >= ImportProgress.largeFileBytes {
                progress.reading(file, bytes: bytes)
            }
            let data = try source.read()
            return try CookRcpDocument.decode(data)
        } catch let error as ImportFile.Failure {
            throw ImportFailure(status: .badInput, code: error.code, message: error.message(language, file: file))
        } catch let error as CookRcpFileError {
            throw ImportFailure(status: .badInput, code: error.code, message: error.message(language, file: file))
        } catch {
            throw ImportFailure(status: .internalError, code: "internal", message: String(describing: error))
        }
    }
}

/// Why `yori import` imported nothing.
struct ImportFailure: Error {
    let status: ExitStatus
    /// A stable word for `--json` (`not_json`, `bad_rows`, `database`, …).
    let code: String
    var problems: [CookRcpRowProblem] = []
    let message: String

    init(status: ExitStatus, code: String, problems: [CookRcpRowProblem] = [], message: String) {
        self.status = status
        self.code = code
        self.problems = problems
        self.message = message
    }

    init(_ failure: AppFailure) {
        self.init(status: failure.status, code: failure.status == .storage ? "database" : "internal", message: failure.message)
    }
}

extension ImportFile.Failure {
    var code: String {
        switch self {
        case .notFound: "not_found"
        case .isFolder: "is_folder"
        case .unreadable: "unreadable"
        case .tooLarge: "too_large"
        }
    }
}

extension CookRcpFileError {
    var code: String {
        switch self {
        case .empty: "empty"
        case .malformedJSON: "not_json"
        case .notCookRcp: "not_cookrcp01"
        case .apiError: "api_error"
        case .noRows: "no_rows"
        }
    }
}
