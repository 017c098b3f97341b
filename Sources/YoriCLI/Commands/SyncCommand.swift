import ArgumentParser
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import YoriKit
import YoriLLM

/// `yori sync`: downloads COOKRCP01 from the 식품안전나라 open API and imports it.
struct SyncCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "sync",
        abstract: "Download the COOKRCP01 recipes from the Food Safety Korea open API and import them.",
        discussion: """
            Needs an open-API key: YORI_FOODSAFETY_KEY, or `yori config set foodsafety_key KEY` \
            (apply for COOKRCP01 at data.go.kr or foodsafetykorea.go.kr). Every page is fetched \
            first (at most 1000 rows each, failures retried 3 times with backoff); then all \
            recipes are imported in one transaction, as `yori import` does. If any page fails, \
            nothing is imported. YORI_FOODSAFETY_URL replaces the API's base URL.

              yori sync
              yori sync --limit 100 --json

            Exit codes: 0 imported, 1 the API has no data (INFO-200), 2 no key or bad options \
            (or bad rows without --skip-bad), 3 database problem, 6 the API failed (network, HTTP \
            error, an API code such as INFO-100 or INFO-300); nothing is imported unless 0.
            """)

    /// Connect and whole-request timeouts for one page (1000 rows are about 3 MB).
    static let connectTimeoutMilliseconds = 10_000
    static let totalTimeoutMilliseconds = 120_000
    /// A page larger than this is not a COOKRCP01 page.
    static let maxPageBytes = 64 * 1024 * 1024
    /// What the report calls the source.
    static let source = "COOKRCP01 API"

    @OptionGroup var global: GlobalOptions

    @Option(name: .customLong("page-size"), help: "Rows per request, 1 to 1000.")
    var pageSize = FoodSafetyAPI.maxPageSize

    @Option(help: "Fetch only the first N recipes.")
    var limit: Int?

    @Flag(name: .customLong("skip-bad"), help: "Import the usable rows and list the unusable ones, instead of stopping.")
    var skipBad = false

    func validate() throws {
        guard (1...FoodSafetyAPI.maxPageSize).contains(pageSize) else {
            throw ValidationError(UsageErrorText.both("--page-size must be from 1 to \(FoodSafetyAPI.maxPageSize) (the API's limit)", "--page-size는 1부터 \(FoodSafetyAPI.maxPageSize)까지예요 (API 한도)"))
        }
        if let limit, limit < 1 { throw ValidationError(UsageErrorText.both("--limit must be a positive number", "--limit은 1 이상이어야 해요")) }
    }

    func run() throws {
        let app = LiveApp(global: global)
        do {
            let report = try sync(app)
            app.console.line(global.json ? report.json().serialized() : report.text(app.language, style: app.style))
        } catch let failure {
            if global.json {
                app.console.line(ImportReport.failureJSON(file: Self.source, error: failure.code, message: failure.message,
                                                          problems: failure.problems).serialized())
            }
            app.console.errorLine(app.style.error(failure.message))
            throw ExitCode(failure.status.rawValue)
        }
    }

    /// Fetches every page, then imports; any failure before the import leaves the database untouched.
    private func sync(_ app: LiveApp) throws(ImportFailure) -> ImportReport {
        let language = app.language
        let api = try Self.api(app)
        let lexicon: IngredientLexicon
        do { lexicon = try app.lexicon() } catch { throw ImportFailure(error) }
        let progress = SyncProgress(console: app.console, onTerminal: app.environment.stderrIsTerminal, language: language)
        let base = Self.retryBaseSeconds(app.environment)
        let http = CurlHTTPClient(userAgent: "yori/\(YoriVersion.current)")
        var fetcher = CookRcpFetcher(api: api, pageSize: pageSize, limit: limit, get: { url throws(CookRcpFetcher.TransportError) in
            do throws(HTTPFailure) {
                let response = try http.get(url: url, connectTimeoutMilliseconds: Self.connectTimeoutMilliseconds,
                                            totalTimeoutMilliseconds: Self.totalTimeoutMilliseconds,
                                            maxResponseBytes: Self.maxPageBytes)
                return .init(status: response.head.status, body: response.body)
            } catch {
                throw Self.transportError(error)
            }
        }, sleep: { seconds in usleep(useconds_t(seconds * 1_000_000)) }, report: progress.show)
        fetcher.retryDelays = [base, base * 2, base * 4]
        progress.starting(api.maskedURL(start: 1, end: min(pageSize, limit ?? pageSize)))
        let rows: [CookRcpRow]
        do throws(CookRcpFetchError) { rows = try fetcher.fetchAll().rows } catch {
            progress.finish()
            let status: ExitStatus = error == .noData ? .nothingFound : .sourceFailed
            throw ImportFailure(status: status, code: error.code, message: error.message(language))
        }
        let conversion = CookRcpImporter(lexicon: lexicon).convert(rows)
        let saving = ImportProgress(console: app.console, onTerminal: app.environment.stderrIsTerminal, language: language)
        return try RecipeImport(app: app, source: Self.source, skipBad: skipBad)
            .save(conversion, rows: rows.count, progress: saving,
                  showProgress: ImportProgress.wanted(rows: rows.count, stderrIsTerminal: app.environment.stderrIsTerminal))
    }

    /// The API with its key and base URL, or why there is none (exit 2).
    static func api(_ app: LiveApp) throws(ImportFailure) -> FoodSafetyAPI {
        let language = app.language
        let config: YoriConfig
        do { config = try YoriConfig.load(app.environment) } catch {
            throw ImportFailure(status: .badInput, code: "config", message: error.message(language))
        }
        guard let key = config.foodsafetyKey?.trimmed, !key.isEmpty else {
            throw ImportFailure(status: .badInput, code: "no_key", message: noKeyMessage(language))
        }
        let base = app.environment["YORI_FOODSAFETY_URL"] ?? FoodSafetyAPI.defaultBaseURL
        guard base.hasPrefix("http://") || base.hasPrefix("https://") else {
            throw ImportFailure(status: .badInput, code: "bad_url", message: language.pick(
                "YORI_FOODSAFETY_URL은 http:// 또는 https://로 시작해야 해요 (받은 값: \(base))",
                "YORI_FOODSAFETY_URL must start with http:// or https:// (got \(base))"))
        }
        return FoodSafetyAPI(baseURL: base, key: key)
    }

    /// How to get a key, for a user who has none.
    static func noKeyMessage(_ language: UserLanguage) -> String {
        language.pick("""
            식품안전나라 오픈 API 인증키가 없어요. 키 받는 법:
              1. 식품안전나라(www.foodsafetykorea.go.kr) → 공공데이터 활용 → 'COOKRCP01 조리식품의 레시피 DB'를 \
            활용 신청하거나, 공공데이터포털(www.data.go.kr)에서 같은 데이터를 활용 신청하세요 (회원 가입 후 무료).
              2. 승인되면 마이페이지의 인증키를 복사해 두 가지 중 하나로 알려 주세요:
                 export YORI_FOODSAFETY_KEY=인증키
                 yori config set foodsafety_key 인증키
            키 없이도 받아 둔 JSON 파일은 yori import FILE로 가져올 수 있어요.
            """, """
            No 식품안전나라 open-API key. To get one:
              1. On www.foodsafetykorea.go.kr go to 공공데이터 활용 (open data) and apply for \
            'COOKRCP01 조리식품의 레시피 DB', or apply for the same data on www.data.go.kr (free, after signing up).
              2. Once approved, copy the key (인증키) from My Page and give it to yori in one of two ways:
                 export YORI_FOODSAFETY_KEY=YOUR_KEY
                 yori config set foodsafety_key YOUR_KEY
            Without a key, a saved COOKRCP01 JSON file can still be imported with yori import FILE.
            """)
    }

    /// The first retry's wait in seconds: `YORI_SYNC_RETRY_MS` (tests set 0), else 0.5 s;
    /// each further retry waits twice as long.
    static func retryBaseSeconds(_ environment: AppEnvironment) -> Double {
        guard let text = environment["YORI_SYNC_RETRY_MS"], let ms = Int(text), ms >= 0 else { return 0.5 }
        return Double(ms) / 1000
    }

    /// A failed transfer, in the fetcher's terms: all but a too-large or cancelled one are retried.
    static func transportError(_ failure: HTTPFailure) -> CookRcpFetcher.TransportError {
        switch failure.kind {
        case .tooLarge: .init(reason: "the answer is larger than \(maxPageBytes / 1024 / 1024) MiB", retryable: false)
        case .cancelled, .stoppedByReceiver, .proxyNotFound: .init(reason: failure.reason, retryable: false)
        case .connectionRefused, .hostNotFound, .timedOut, .bodyCutOff, .emptyReply, .other:
            .init(reason: failure.reason, retryable: true)
        }
    }
}
