#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import YoriKit
import YoriLLM
import YoriStore

/// `yori import` of a web page (a file or an http(s) address), a JSON file holding a
/// schema.org `Recipe`, or a Cooklang `.cook` file: read, find the recipe, save it (added,
/// or updated when the same page was imported before). Nothing is saved when any step fails.
struct WebRecipeImport {
    /// What the argument names.
    enum Source: Equatable {
        case url(String)
        case htmlFile(String)
        case schemaJSONFile(String)
        case cooklangFile(String)
    }

    /// The largest page fetched or read: 8 MiB (recipe pages are 50 KB – 2 MB).
    static let pageLimit = 8 * 1024 * 1024
    static let connectTimeoutMilliseconds = 10_000
    static let totalTimeoutMilliseconds = 30_000
    static let maxRedirects = 5

    let app: LiveApp
    let argument: String

    /// What `argument` is, when it is one of these kinds (else it is a COOKRCP01 file, or an
    /// export). An address that is not http(s) is refused here.
    static func source(of argument: String, sniff: (String) -> [UInt8]?) throws(ImportFailure) -> Source? {
        let lower = argument.lowercased()
        if lower.hasPrefix("http://") || lower.hasPrefix("https://") { return .url(argument) }
        if let scheme = lower.firstIndex(of: ":"), lower[scheme...].hasPrefix("://"),
           lower[..<scheme].allSatisfy({ $0.isLetter || $0 == "+" || $0 == "-" || $0 == "." }) {
            throw ImportFailure(status: .badInput, code: "not_http", message: "")
        }
        if lower.hasSuffix(".cook") { return .cooklangFile(argument) }
        guard argument != "-", let head = sniff(argument) else { return nil }
        let text = String(decoding: head, as: UTF8.self)
        let start = text.drop { $0.isWhitespace || $0 == "\u{FEFF}" }
        if start.hasPrefix("<") { return .htmlFile(argument) }
        if start.hasPrefix("{") || start.hasPrefix("["),
           text.contains("\"@context\"") || text.contains("\"@type\"") || text.contains("\"@graph\""),
           !text.contains("RCP_SEQ"), !ExportFileImport.isExport(head) {
            return .schemaJSONFile(argument)
        }
        return nil
    }

    /// Reads, converts and saves; the report's recipes are the ones added or updated.
    func run(_ source: Source) throws(ImportFailure) -> [ImportedRecipe] {
        let language = app.language
        let lexicon: IngredientLexicon
        do { lexicon = try app.lexicon() } catch { throw ImportFailure(error) }
        let importer = WebRecipeImporter(lexicon: lexicon)
        let recipe: Recipe
        switch source {
        case .url(let url):
            let page = try fetch(url)
            recipe = importer.recipe(from: try extract { () throws(SchemaOrgExtractor.Failure) in
                page.isJSON ? try SchemaOrgExtractor.recipe(json: page.text) : try SchemaOrgExtractor.recipe(html: page.text)
            }, sourceURL: page.url ?? url)
        case .htmlFile(let path):
            let text = try read(path)
            recipe = importer.recipe(from: try extract { () throws(SchemaOrgExtractor.Failure) in
                try SchemaOrgExtractor.recipe(html: text)
            }, sourceURL: nil)
        case .schemaJSONFile(let path):
            let text = try read(path)
            recipe = importer.recipe(from: try extract { () throws(SchemaOrgExtractor.Failure) in
                try SchemaOrgExtractor.recipe(json: text)
            }, sourceURL: nil)
        case .cooklangFile(let path):
            let document = CooklangParser.parse(try read(path))
            guard !document.steps.isEmpty || !document.ingredients.isEmpty else {
                throw ImportFailure(status: .badInput, code: "no_recipe", message: language.pick(
                    "\(argument)에 Cooklang 레시피(재료나 단계)가 없어요. 아무것도 가져오지 않았어요.",
                    "\(argument) holds no Cooklang recipe (no ingredients or steps); nothing was imported."))
            }
            recipe = importer.recipe(fromCooklang: document, fileName: path)
        }
        let database: YoriDatabase
        do { database = try app.database() } catch { throw ImportFailure(error) }
        do { return try database.importWebRecipes([recipe]) } catch {
            throw ImportFailure(status: .storage, code: "database", message: error.message(language))
        }
    }

    /// The recipe `body` finds, or why there is none, in the user's language.
    func extract(_ body: () throws(SchemaOrgExtractor.Failure) -> SchemaOrgRecipe) throws(ImportFailure) -> SchemaOrgRecipe {
        let language = app.language
        do { return try body() } catch {
            switch error {
            case .noRecipe:
                throw ImportFailure(status: .badInput, code: "no_recipe", message: language.pick(
                    "\(argument)에서 레시피를 찾지 못했어요 (schema.org Recipe도, 재료·만드는 법 목록도 없어요). 아무것도 가져오지 않았어요.",
                    "no recipe found in \(argument) (no schema.org Recipe, and no ingredient list and method); nothing was imported."))
            case .noName:
                throw ImportFailure(status: .badInput, code: "no_name", message: language.pick(
                    "\(argument)의 레시피에 이름이 없어요. 아무것도 가져오지 않았어요.",
                    "the recipe in \(argument) has no name; nothing was imported."))
            case .brokenJSONLD(let why):
                throw ImportFailure(status: .badInput, code: "broken_json_ld", message: language.pick(
                    "\(argument)의 레시피 데이터(JSON-LD)가 깨져 있어 읽을 수 없어요 (\(why)). 아무것도 가져오지 않았어요.",
                    "the recipe data (JSON-LD) in \(argument) is broken and cannot be read (\(why)); nothing was imported."))
            }
        }
    }

    /// A file's text (the same size limit and messages as any import file).
    func read(_ path: String) throws(ImportFailure) -> String {
        do {
            var file = ImportFile(path: path)
            file.limit = Self.pageLimit
            return String(decoding: try file.read(), as: UTF8.self)
        } catch {
            throw ImportFailure(status: .badInput, code: error.code, message: error.message(app.language, file: path))
        }
    }

    /// A fetched page: its text and whether the server called it JSON.
    struct Page {
        var text: String
        var isJSON: Bool
        /// Where it came from after redirects.
        var url: String?
    }

    /// GETs `url` through libcurl, following up to 5 redirects, within the size and time limits.
    func fetch(_ url: String) throws(ImportFailure) -> Page {
        let language = app.language
        let client = CurlHTTPClient(userAgent: "yori (recipe import)")
        let response: HTTPResponse
        do {
            response = try client.get(url: url, headers: [HTTPHeader("Accept", "text/html,application/xhtml+xml,application/ld+json,application/json;q=0.9,*/*;q=0.5")],
                                      connectTimeoutMilliseconds: Self.connectTimeoutMilliseconds,
                                      totalTimeoutMilliseconds: Self.totalTimeoutMilliseconds,
                                      maxResponseBytes: Self.pageLimit, maxRedirects: Self.maxRedirects)
        } catch {
            let limit = ImportFile.Failure.size(Self.pageLimit)
            switch error.kind {
            case .tooLarge:
                throw ImportFailure(status: .badInput, code: "too_large", message: language.pick(
                    "\(url) 페이지가 너무 커요 (최대 \(limit)). 아무것도 가져오지 않았어요.",
                    "the page \(url) is too large (the limit is \(limit)); nothing was imported."))
            case .hostNotFound:
                throw ImportFailure(status: .sourceFailed, code: "fetch_failed", message: language.pick(
                    "\(url)의 서버를 찾을 수 없어요. 주소를 확인하세요. 아무것도 가져오지 않았어요.",
                    "cannot find the server of \(url); check the address. Nothing was imported."))
            case .timedOut:
                throw ImportFailure(status: .sourceFailed, code: "fetch_failed", message: language.pick(
                    "\(url) 페이지를 \(Self.totalTimeoutMilliseconds / 1000)초 안에 받지 못했어요. 아무것도 가져오지 않았어요.",
                    "the page \(url) did not arrive within \(EnglishGrammar.count(Self.totalTimeoutMilliseconds / 1000, "second")); nothing was imported."))
            default:
                throw ImportFailure(status: .sourceFailed, code: "fetch_failed", message: language.pick(
                    "\(url) 페이지를 받지 못했어요: \(error.reason). 아무것도 가져오지 않았어요.",
                    "cannot fetch \(url): \(error.reason); nothing was imported."))
            }
        }
        guard response.head.isSuccess else {
            let status = response.head.status
            let redirect = (300...399).contains(status)
            throw ImportFailure(status: .sourceFailed, code: "http_\(status)", message: redirect
                ? language.pick("\(url)이(가) 너무 여러 번 다른 주소로 넘겨요 (HTTP \(status)). 아무것도 가져오지 않았어요.",
                                "\(url) redirects too often or without an address (HTTP \(status)); nothing was imported.")
                : language.pick("\(url) 페이지를 받지 못했어요 (HTTP \(status)). 아무것도 가져오지 않았어요.",
                                "cannot fetch \(url): the server answered HTTP \(status); nothing was imported."))
        }
        let type = response.head.mediaType ?? ""
        return Page(text: String(decoding: response.body, as: UTF8.self), isJSON: type.contains("json"), url: response.head.url)
    }

    /// The report: text for people, or JSON with `recipes` (`id`, `name`, `change`).
    static func report(_ results: [ImportedRecipe], source: String, json: Bool, _ language: UserLanguage) -> String {
        if json {
            let changed = results.filter { $0.change != .unchanged }
            return JSONValue.object([
                ("file", .string(source)), ("status", .string("imported")),
                ("new", .int(Int64(results.filter { $0.change == .added }.count))),
                ("updated", .int(Int64(results.filter { $0.change == .updated }.count))),
                ("unchanged", .int(Int64(results.filter { $0.change == .unchanged }.count))),
                ("recipes", .array(changed.map { .object([("id", .int($0.id)), ("name", .string($0.name)),
                                                          ("change", .string($0.change.rawValue))]) })),
            ]).serialized()
        }
        return results.map { item in
            switch item.change {
            case .added: language.pick("가져왔어요: \(item.name) (#\(item.id)) — \(source)",
                                       "Imported \(item.name) (#\(item.id)) from \(source)")
            case .updated: language.pick("업데이트했어요: \(item.name) (#\(item.id)) — \(source)",
                                         "Updated \(item.name) (#\(item.id)) from \(source)")
            case .unchanged: language.pick("이미 최신이에요: \(item.name) (#\(item.id)) — \(source)",
                                           "Already up to date: \(item.name) (#\(item.id)) from \(source)")
            }
        }.joined(separator: "\n")
    }

    /// The first bytes of a file, to tell HTML and JSON-LD from COOKRCP01 (`nil` when unreadable).
    static func head(of path: String) -> [UInt8]? {
        guard let file = fopen(path, "rb") else { return nil }
        defer { fclose(file) }
        var buffer = [UInt8](repeating: 0, count: 64 * 1024)
        let n = fread(&buffer, 1, buffer.count, file)
        return Array(buffer.prefix(n))
    }
}
