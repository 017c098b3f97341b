/// Where and how yori talks to an OpenAI-compatible chat endpoint. Always valid: the
/// initializer checks every field, so a value that exists can be used as is.
public struct LLMConfig: Sendable, Equatable {
    /// The base URL as given, without trailing slashes: `http://localhost:11434`,
    /// `https://api.openai.com/v1`, or the full `…/v1/chat/completions`.
    public let baseURL: String
    public let model: String
    /// Sent as `Authorization: Bearer …` only when set; local endpoints need none.
    public let apiKey: String?
    /// Limit for name lookup, TCP and TLS set-up.
    public let connectTimeoutMilliseconds: Int
    /// Limit for the whole exchange, including a streamed answer.
    public let totalTimeoutMilliseconds: Int
    /// Sampling temperature, 0…2.
    public let temperature: Double
    /// A larger answer is refused (`LLMError.tooLarge`) instead of being held in memory.
    public let maxResponseBytes: Int
    public let proxy: ProxyPolicy

    public static let defaultConnectTimeoutMilliseconds = 10_000
    public static let defaultTotalTimeoutMilliseconds = 120_000
    public static let defaultTemperature = 0.7
    public static let defaultMaxResponseBytes = 8 << 20

    /// Whether `baseURL` is OpenAI's own API (api.openai.com): the only endpoint yori sends
    /// `OPENAI_API_KEY` to.
    public static func isOpenAI(_ baseURL: String) -> Bool {
        (try? EndpointURL(parsing: baseURL.trimmingASCIIWhitespace()))?.host == "api.openai.com"
    }

    /// Checks an endpoint URL as `init` would (`config set endpoint` refuses a bad one before
    /// writing it): http or https, a host, a port in range, no spaces or control characters.
    public static func checkURL(_ baseURL: String) throws(LLMError) {
        _ = try EndpointURL(parsing: baseURL.trimmingASCIIWhitespace())
    }

    /// Whether the endpoint is on this machine (localhost, 127.0.0.0/8, ::1): libcurl is told
    /// to reach it directly, never through a proxy from the environment.
    public var isLoopback: Bool { endpoint.isLoopback }

    /// `text` with the user and password of every http(s) URL in it replaced by `***`
    /// (`http://me:pw@host` → `http://***@host`): for everything yori shows or stores.
    public static func maskingCredentials(_ text: String) -> String {
        EndpointURL.maskingCredentials(text)
    }

    /// Checks and keeps the settings; throws `LLMError.invalidConfig` with a reason that
    /// never repeats the key (or any credentials written into the URL).
    public init(baseURL: String, model: String, apiKey: String? = nil,
                connectTimeoutMilliseconds: Int = LLMConfig.defaultConnectTimeoutMilliseconds,
                totalTimeoutMilliseconds: Int = LLMConfig.defaultTotalTimeoutMilliseconds,
                temperature: Double = LLMConfig.defaultTemperature,
                maxResponseBytes: Int = LLMConfig.defaultMaxResponseBytes,
                proxy: ProxyPolicy = .environment) throws(LLMError) {
        var base = baseURL.trimmingASCIIWhitespace()
        while base.hasSuffix("/") { base.removeLast() }
        let url = try EndpointURL(parsing: base)
        let model = model.trimmingASCIIWhitespace()
        guard !model.isEmpty else { throw .invalidConfig(.missingModel) }
        guard model.unicodeScalars.allSatisfy({ $0.value >= 0x20 && !(0x7F...0x9F).contains($0.value) }) else {
            throw .invalidConfig(.badModel)
        }
        let key = apiKey.map { $0.trimmingASCIIWhitespace() }.flatMap { $0.isEmpty ? nil : $0 }
        if let key {
            // A newline in the key would let it write extra request headers.
            guard key.unicodeScalars.allSatisfy({ $0.value > 0x20 && $0.value < 0x7F }) else {
                throw .invalidConfig(.badKey)
            }
        }
        guard connectTimeoutMilliseconds > 0, totalTimeoutMilliseconds > 0 else {
            throw .invalidConfig(.badTimeout)
        }
        guard temperature.isFinite, (0...2).contains(temperature) else {
            throw .invalidConfig(.badTemperature)
        }
        guard maxResponseBytes > 0 else { throw .invalidConfig(.badResponseLimit) }
        // A key goes only over https, or over http to this machine (a local server).
        if key != nil, url.scheme == "http", !url.isLoopback { throw .invalidConfig(.keyOverPlainHTTP(host: url.host)) }
        if case .url(let proxyURL) = proxy { _ = try EndpointURL(parsing: proxyURL, isProxy: true) }
        self.baseURL = base
        self.model = model
        self.apiKey = key
        self.connectTimeoutMilliseconds = connectTimeoutMilliseconds
        self.totalTimeoutMilliseconds = totalTimeoutMilliseconds
        self.temperature = temperature
        self.maxResponseBytes = maxResponseBytes
        self.proxy = proxy
        self.endpoint = url
    }

    let endpoint: EndpointURL

    /// Where chat requests go: `{base}/v1/chat/completions`, without doubling a `/v1`
    /// (or the whole path) the base already has; a query in the base stays at the end.
    public var chatCompletionsURL: String {
        let queryStart = baseURL.firstIndex(of: "?") ?? baseURL.endIndex
        let query = baseURL[queryStart...]
        var path = baseURL[..<queryStart]
        while path.hasSuffix("/") { path.removeLast() }
        if path.hasSuffix("/chat/completions") { return baseURL }
        if path.hasSuffix("/v1") { return path + "/chat/completions" + query }
        return path + "/v1/chat/completions" + query
    }

    /// The endpoint as shown in messages: scheme, host and port only, never credentials.
    public var displayEndpoint: String { endpoint.display }

    /// How requests find a proxy.
    public enum ProxyPolicy: Sendable, Equatable {
        /// libcurl's own reading of `http_proxy`, `HTTPS_PROXY`, `ALL_PROXY` and `NO_PROXY`.
        case environment
        /// Always connect directly, whatever the environment says.
        case direct
        /// Always through this proxy (`http://host:port`).
        case url(String)
    }
}

extension String {
    func trimmingASCIIWhitespace() -> String {
        let scalars = unicodeScalars
        guard let first = scalars.firstIndex(where: { !" \t\r\n".unicodeScalars.contains($0) }) else { return "" }
        let last = scalars.lastIndex(where: { !" \t\r\n".unicodeScalars.contains($0) })!
        return String(scalars[first...last])
    }
}
