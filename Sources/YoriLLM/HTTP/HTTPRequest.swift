/// One HTTP request for `CurlHTTPClient`: a POST of `body` to `url`, or a GET of `url`.
public struct HTTPRequest: Sendable, Equatable {
    /// The two methods yori sends.
    public enum Method: Sendable, Equatable {
        case post
        case get
    }

    public var url: String
    public var method: Method
    /// Sent in order. libcurl adds `Host`, `User-Agent` and `Content-Length`.
    public var headers: [HTTPHeader]
    public var body: [UInt8]
    public var connectTimeoutMilliseconds: Int
    public var totalTimeoutMilliseconds: Int
    /// The transfer fails with `.tooLarge` past this many body bytes.
    public var maxResponseBytes: Int
    public var proxy: LLMConfig.ProxyPolicy
    /// How many redirects (3xx with `Location`, to http or https only) are followed; 0 = none.
    public var maxRedirects = 0

    public init(url: String, headers: [HTTPHeader], body: [UInt8], connectTimeoutMilliseconds: Int,
                totalTimeoutMilliseconds: Int, maxResponseBytes: Int, proxy: LLMConfig.ProxyPolicy = .environment,
                method: Method = .post) {
        self.url = url
        self.method = method
        self.headers = headers
        self.body = body
        self.connectTimeoutMilliseconds = connectTimeoutMilliseconds
        self.totalTimeoutMilliseconds = totalTimeoutMilliseconds
        self.maxResponseBytes = maxResponseBytes
        self.proxy = proxy
    }
}

/// A header name and value.
public struct HTTPHeader: Sendable, Equatable {
    public var name: String
    public var value: String

    public init(_ name: String, _ value: String) {
        self.name = name
        self.value = value
    }
}

/// The status line and headers of a response, complete before the first body byte.
public struct HTTPResponseHead: Sendable, Equatable {
    public var status: Int
    /// By lower-cased name; a repeated header keeps its last value.
    public var headers: [String: String]
    /// The address the response came from, after any redirects (set when the transfer completes).
    public var url: String?

    public init(status: Int, headers: [String: String] = [:]) {
        self.status = status
        self.headers = headers
    }

    public var isSuccess: Bool { (200...299).contains(status) }

    /// The media type without parameters, lower-cased (`text/event-stream`).
    public var mediaType: String? {
        guard let value = headers["content-type"] else { return nil }
        let type = value.split(separator: ";", maxSplits: 1).first.map(String.init) ?? value
        return type.trimmingASCIIWhitespace().lowercased()
    }
}

/// A finished, fully read response.
public struct HTTPResponse: Sendable, Equatable {
    public var head: HTTPResponseHead
    public var body: [UInt8]
}
