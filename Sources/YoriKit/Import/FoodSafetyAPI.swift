/// The 식품안전나라 (foodsafetykorea.go.kr) open API as yori calls it for COOKRCP01: the
/// request URLs, the paging, and the key, which is never shown (see `masked`).
///
/// `{base}/{KEY}/COOKRCP01/json/{startIdx}/{endIdx}`: 1-based, inclusive, at most 1000
/// rows per request.
public struct FoodSafetyAPI: Sendable, Equatable {
    /// The public server; `YORI_FOODSAFETY_URL` replaces it (tests point it at 127.0.0.1).
    public static let defaultBaseURL = "http://openapi.foodsafetykorea.go.kr/api"
    /// The API refuses more rows per request (`ERROR-336`).
    public static let maxPageSize = 1000
    /// What the API's key is replaced with in anything yori prints.
    public static let keyMask = "***"

    /// Without a trailing slash.
    public let baseURL: String
    public let key: String

    public init(baseURL: String = FoodSafetyAPI.defaultBaseURL, key: String) {
        var base = baseURL
        while base.hasSuffix("/") { base.removeLast() }
        self.baseURL = base
        self.key = key
    }

    /// The URL of rows `start…end` (1-based, inclusive).
    public func url(start: Int, end: Int) -> String {
        "\(baseURL)/\(Self.percentEncoded(key))/COOKRCP01/json/\(start)/\(end)"
    }

    /// The URL as yori shows it: the key replaced by `***`.
    public func maskedURL(start: Int, end: Int) -> String {
        "\(baseURL)/\(Self.keyMask)/COOKRCP01/json/\(start)/\(end)"
    }

    /// `text` with the key (as typed or percent-encoded) replaced by `***`, for any text
    /// that might echo a URL (libcurl's error messages, a server's error page).
    public func masked(_ text: String) -> String {
        guard key.count >= 3 else { return text }
        var out = text
        for form in Set([key, Self.percentEncoded(key)]) { out = out.replacing(form, with: Self.keyMask) }
        return out
    }

    /// The pages for a download of `total` rows, `pageSize` (≤ 1000) rows each, of at most
    /// `limit` rows when given.
    public static func pages(total: Int, pageSize: Int, limit: Int? = nil) -> [CookRcpPage] {
        let size = max(1, min(pageSize, maxPageSize))
        let count = min(max(0, total), limit ?? Int.max)
        return stride(from: 1, through: count, by: size).enumerated().map { index, start in
            CookRcpPage(number: index + 1, start: start, end: min(start + size - 1, count))
        }
    }

    /// The key with every byte outside RFC 3986's unreserved set percent-encoded, so an
    /// odd character cannot change the path.
    static func percentEncoded(_ text: String) -> String {
        var out = ""
        for byte in text.utf8 {
            switch byte {
            case UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "a")...UInt8(ascii: "z"),
                 UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "."),
                 UInt8(ascii: "_"), UInt8(ascii: "~"):
                out.unicodeScalars.append(Unicode.Scalar(byte))
            default:
                let hex = Array("0123456789ABCDEF")
                out += "%" + String(hex[Int(byte >> 4)]) + String(hex[Int(byte & 15)])
            }
        }
        return out
    }
}

/// One request of a download: the `number`th page, rows `start…end` (1-based, inclusive).
public struct CookRcpPage: Sendable, Equatable {
    public let number: Int
    public let start: Int
    public let end: Int

    public init(number: Int, start: Int, end: Int) {
        self.number = number
        self.start = start
        self.end = end
    }

    /// How many rows the page asks for.
    public var size: Int { end - start + 1 }
}

/// The API's own result codes (`RESULT.CODE`), explained in Korean and English.
public enum FoodSafetyResultCode {
    /// What a code means, or nil for a code yori does not know (the API's `MSG` is shown then).
    public static func explanation(_ code: String, _ language: UserLanguage) -> String? {
        let known: [String: (String, String)] = [
            "INFO-000": ("정상 처리", "OK"),
            "INFO-100": ("인증키가 유효하지 않아요. 키를 확인하세요", "the key is not valid; check it"),
            "INFO-200": ("해당하는 데이터가 없어요", "no data"),
            "INFO-300": ("호출 한도를 넘었어요. 나중에 다시 해 보세요", "the call limit is exceeded; try again later"),
            "ERROR-300": ("필수 값이 빠졌어요", "a required value is missing"),
            "ERROR-301": ("파일 형식 값이 빠졌어요", "the file type is missing"),
            "ERROR-310": ("해당하는 서비스를 찾을 수 없어요", "unknown service"),
            "ERROR-331": ("시작 위치 값이 잘못됐어요", "bad start index"),
            "ERROR-332": ("종료 위치 값이 잘못됐어요", "bad end index"),
            "ERROR-334": ("종료 위치가 시작 위치보다 앞이에요", "the end index is before the start index"),
            "ERROR-336": ("한 번에 1000건을 넘게 요청했어요", "more than 1000 rows asked for in one request"),
            "ERROR-500": ("API 서버 오류예요", "the API's server failed"),
            "ERROR-601": ("API의 SQL 문장 오류예요", "the API's SQL failed"),
        ]
        return known[code].map { language.pick($0.0, $0.1) }
    }

    /// Codes worth asking again for: the API's own server error.
    public static func isTransient(_ code: String) -> Bool { code == "ERROR-500" }
}
