/// Why a COOKRCP01 download stopped. Nothing is imported after any of these.
public enum CookRcpFetchError: Error, Sendable, Equatable {
    /// Which request failed: the page, how many pages there are (unknown on the first),
    /// its URL with the key masked, and how many attempts were made.
    public struct Place: Sendable, Equatable {
        public var page: CookRcpPage
        public var pages: Int?
        public var url: String
        public var attempts: Int
    }

    /// No HTTP answer: refused, unknown host, timed out, cut off.
    case network(Place, reason: String, retryable: Bool)
    /// An HTTP error status without an API result code in the body.
    case httpStatus(Place, status: Int)
    /// The API's own result code (`INFO-100`, `INFO-300`, `ERROR-336`, …) and message.
    case api(Place, status: Int, code: String, message: String)
    /// The first page said `INFO-200`: the API has no data for the request.
    case noData
    /// An answer that is not a COOKRCP01 response (not JSON, another service, …).
    case badResponse(Place, CookRcpFileError)

    /// Why trying the same request again may work, or nil when it will not.
    public var transientReason: String? {
        switch self {
        case .network(_, let reason, let retryable): retryable ? reason : nil
        case .httpStatus(_, let status): status >= 500 || status == 429 ? "HTTP \(status)" : nil
        case .api(_, _, let code, let message): FoodSafetyResultCode.isTransient(code) ? "\(code) \(message)" : nil
        case .noData, .badResponse: nil
        }
    }

    /// A stable word for `--json`.
    public var code: String {
        switch self {
        case .network: "network"
        case .httpStatus: "http_status"
        case .api: "api_error"
        case .noData: "no_data"
        case .badResponse: "bad_response"
        }
    }

    /// The API's result code, when it sent one.
    public var apiCode: String? {
        switch self {
        case .api(_, _, let code, _): code
        case .noData: "INFO-200"
        default: nil
        }
    }

    /// The explanation, naming the page and the cause, in the user's language.
    public func message(_ language: UserLanguage) -> String {
        switch self {
        case .noData:
            return language.pick("COOKRCP01 API에 데이터가 없어요 (INFO-200). 가져온 것이 없어요.",
                                 "The COOKRCP01 API has no data (INFO-200); nothing was imported.")
        case .network(let place, let reason, _):
            return Self.failed(place, language, ko: "연결하지 못했어요: \(reason)", en: "could not reach the API: \(reason)")
                + language.pick(" 인터넷 연결을 확인하세요.", " Check the internet connection.")
        case .httpStatus(let place, let status):
            return Self.failed(place, language, ko: "서버가 HTTP \(status)로 답했어요", en: "the server answered HTTP \(status)")
        case .api(let place, _, let code, let message):
            let known = FoodSafetyResultCode.explanation(code, language)
            let text = [known, message.isEmpty ? nil : "“\(message)”"].compactMap { $0 }.joined(separator: " ")
            var out = Self.failed(place, language, ko: "API 오류 \(code): \(text)", en: "API error \(code): \(text)")
            if code == "INFO-100" {
                out += language.pick(" YORI_FOODSAFETY_KEY 또는 설정의 foodsafety_key를 확인하세요.",
                                     " Check YORI_FOODSAFETY_KEY or foodsafety_key in the config.")
            }
            return out
        case .badResponse(let place, let error):
            let (ko, en) = Self.describe(error)
            return Self.failed(place, language, ko: ko, en: en)
        }
    }

    /// What was wrong with an answer that is not COOKRCP01, as one clause for `failed`.
    private static func describe(_ error: CookRcpFileError) -> (ko: String, en: String) {
        let check = ("주소(YORI_FOODSAFETY_URL)가 맞는지 확인하세요", "check the address (YORI_FOODSAFETY_URL)")
        switch error {
        case .empty:
            return ("빈 응답이 왔어요", "the answer was empty")
        case .malformedJSON(let line, let column, let problem):
            return ("응답이 JSON이 아니에요 (\(line)번째 줄 \(column)번째 글자: \(problem)). 웹 페이지나 다른 서비스의 응답 같아요. \(check.0)",
                    "the answer is not JSON (line \(line), column \(column): \(problem)), perhaps a web page or another service; \(check.1)")
        case .notCookRcp(let found):
            return ("COOKRCP01 응답이 아니에요 (\(found)). \(check.0)", "the answer is not a COOKRCP01 response (\(found)); \(check.1)")
        case .apiError(let code, let message):
            return ("API가 오류를 보냈어요: \(code) \(message)", "the API sent an error: \(code) \(message)")
        case .noRows:
            return ("응답에 레시피 행이 없어요", "the answer has no recipe rows")
        }
    }

    /// "page 2 of 3 (rows 501–1000, http://…/***/…) failed after 4 attempts: …; nothing was imported."
    private static func failed(_ place: Place, _ language: UserLanguage, ko: String, en: String) -> String {
        let of = place.pages.map { "/\($0)" } ?? ""
        let tries = place.attempts > 1 ? language.pick(", \(place.attempts)번 시도", ", after " + EnglishGrammar.count(place.attempts, "attempt")) : ""
        return language.pick(
            "\(place.page.number)\(of) 페이지 (행 \(place.page.start)–\(place.page.end), \(place.url)\(tries)): \(ko). 아무것도 가져오지 않았어요.",
            "page \(place.page.number)\(of) (rows \(place.page.start)–\(place.page.end), \(place.url)\(tries)): \(en); nothing was imported.")
    }
}
