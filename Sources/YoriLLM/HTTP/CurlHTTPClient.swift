import CCurl

/// The live HTTP transport: one blocking POST (or GET) per call, on a fresh libcurl easy handle,
/// on the calling thread. The rest of yori never sees curl.
///
/// Proxies: with `.environment` nothing proxy-related is set, so libcurl reads
/// `http_proxy`, `HTTPS_PROXY`, `ALL_PROXY` and `NO_PROXY` itself, as the curl tool does.
public struct CurlHTTPClient: Sendable {
    public var userAgent: String

    public init(userAgent: String = "yori") {
        self.userAgent = userAgent
    }

    /// Sends `request` and hands each piece of the body to `receive` as it arrives, with
    /// the response head (status and headers), which is complete by then. `receive`
    /// returns false to stop the transfer (`.stoppedByReceiver`).
    public func perform(_ request: HTTPRequest, cancellation: CancellationFlag? = nil,
                        receive: (HTTPResponseHead, UnsafeRawBufferPointer) -> Bool) throws(HTTPFailure) -> HTTPResponseHead {
        _ = CurlGlobal.initialized
        guard let handle = yori_curl_easy_init() else {
            throw HTTPFailure(kind: .other, reason: yori_curl_available() != 0 ? "curl_easy_init failed"
                              : "libcurl could not be loaded (install libcurl4)", requestSent: false)
        }
        defer { yori_curl_easy_cleanup(handle) }
        let transfer = Transfer(limit: request.maxResponseBytes, cancellation: cancellation)
        var headers: UnsafeMutablePointer<curl_slist>?
        for header in request.headers { headers = yori_curl_slist_append(headers, "\(header.name): \(header.value)") }
        // Without this libcurl sends `Expect: 100-continue` for larger bodies and waits up
        // to a second for a reply many servers never send.
        headers = yori_curl_slist_append(headers, "Expect:")
        defer { yori_curl_slist_free_all(headers) }
        let errorBuffer = UnsafeMutablePointer<CChar>.allocate(capacity: Int(CURL_ERROR_SIZE) + 1)
        errorBuffer.initialize(repeating: 0, count: Int(CURL_ERROR_SIZE) + 1)
        defer { errorBuffer.deallocate() }

        let code: CURLcode = withoutActuallyEscaping(receive) { receive in
            transfer.receive = receive
            defer { transfer.receive = nil }
            let context = Unmanaged.passUnretained(transfer).toOpaque()
            var setup = CURLE_OK
            func set(_ rc: CURLcode) { if setup == CURLE_OK { setup = rc } }
            set(yori_curl_setopt_string(handle, CURLOPT_URL, request.url))
            set(yori_curl_allow_http_only(handle))  // redirects too
            set(yori_curl_setopt_long(handle, CURLOPT_FOLLOWLOCATION, request.maxRedirects > 0 ? 1 : 0))
            if request.maxRedirects > 0 {
                set(yori_curl_setopt_long(handle, CURLOPT_MAXREDIRS, request.maxRedirects))
            }
            if request.method == .get {
                set(yori_curl_setopt_long(handle, CURLOPT_HTTPGET, 1))
                // Any encoding libcurl can decode (gzip, deflate): web pages are mostly sent compressed.
                set(yori_curl_setopt_string(handle, CURLOPT_ACCEPT_ENCODING, ""))
            } else {
                set(yori_curl_setopt_long(handle, CURLOPT_POST, 1))
                set(yori_curl_setopt_off_t(handle, CURLOPT_POSTFIELDSIZE_LARGE, curl_off_t(request.body.count)))
                // COPYPOSTFIELDS copies, so the body need not outlive this call.
                if request.body.isEmpty {
                    set(yori_curl_setopt_string(handle, CURLOPT_COPYPOSTFIELDS, ""))
                } else {
                    set(request.body.withUnsafeBytes {
                        yori_curl_setopt_pointer(handle, CURLOPT_COPYPOSTFIELDS, UnsafeMutableRawPointer(mutating: $0.baseAddress))
                    })
                }
            }
            set(yori_curl_setopt_slist(handle, CURLOPT_HTTPHEADER, headers))
            set(yori_curl_setopt_string(handle, CURLOPT_USERAGENT, userAgent))
            set(yori_curl_setopt_long(handle, CURLOPT_CONNECTTIMEOUT_MS, request.connectTimeoutMilliseconds))
            set(yori_curl_setopt_long(handle, CURLOPT_TIMEOUT_MS, request.totalTimeoutMilliseconds))
            set(yori_curl_setopt_off_t(handle, CURLOPT_MAXFILESIZE_LARGE, curl_off_t(request.maxResponseBytes)))
            // Timeouts by signal are unsafe in a multi-threaded process.
            set(yori_curl_setopt_long(handle, CURLOPT_NOSIGNAL, 1))
            for (option, value) in Self.proxyOptions(request.proxy, url: request.url) { set(yori_curl_setopt_string(handle, option, value)) }
            set(yori_curl_setopt_write_function(handle, CURLOPT_WRITEFUNCTION, Transfer.onBody))
            set(yori_curl_setopt_pointer(handle, CURLOPT_WRITEDATA, context))
            set(yori_curl_setopt_write_function(handle, CURLOPT_HEADERFUNCTION, Transfer.onHeader))
            set(yori_curl_setopt_pointer(handle, CURLOPT_HEADERDATA, context))
            set(yori_curl_setopt_long(handle, CURLOPT_NOPROGRESS, 0))
            set(yori_curl_setopt_xferinfo_function(handle, Transfer.onProgress))
            set(yori_curl_setopt_pointer(handle, CURLOPT_XFERINFODATA, context))
            set(yori_curl_setopt_sockopt_function(handle, Transfer.onSocket))
            set(yori_curl_setopt_pointer(handle, CURLOPT_SOCKOPTDATA, context))
            set(yori_curl_setopt_pointer(handle, CURLOPT_ERRORBUFFER, errorBuffer))
            guard setup == CURLE_OK else { return setup }
            defer { cancellation?.watch(socket: -1) }
            return withExtendedLifetime(transfer) { yori_curl_easy_perform(handle) }
        }

        let head = transfer.head.status > 0 ? transfer.head : nil
        guard code == CURLE_OK else {
            var requestSize = 0
            _ = yori_curl_getinfo_long(handle, CURLINFO_REQUEST_SIZE, &requestSize)
            var reason = String(cString: errorBuffer)
            if reason.isEmpty { reason = String(cString: yori_curl_easy_strerror(code)) }
            // A cancel shuts the socket down, which libcurl reports as a receive or send error.
            let kind = transfer.stopReason
                ?? (cancellation?.isCancelled == true ? .cancelled : HTTPFailure.Kind(curlCode: Int(code.rawValue)))
            throw HTTPFailure(kind: kind, reason: reason, requestSent: requestSize > 0, head: head)
        }
        guard var head else {
            throw HTTPFailure(kind: .other, reason: "no HTTP response", requestSent: true)
        }
        var effective: UnsafeMutablePointer<CChar>?
        if yori_curl_getinfo_string(handle, CURLINFO_EFFECTIVE_URL, &effective) == CURLE_OK, let effective {
            head.url = String(cString: effective)
        }
        return head
    }

    /// The proxy options for a policy. `.environment` sets none: setting `CURLOPT_PROXY`
    /// (even to "") would stop libcurl from reading the proxy environment variables.
    /// A loopback endpoint (`localhost`, 127.0.0.1, [::1]) is always reached directly: a local
    /// server's traffic (and key) never goes to a proxy named by `http_proxy`.
    static func proxyOptions(_ policy: LLMConfig.ProxyPolicy, url: String) -> [(CURLoption, String)] {
        switch policy {
        case .environment:
            guard let endpoint = try? EndpointURL(parsing: url), endpoint.isLoopback else { return [] }
            return [(CURLOPT_NOPROXY, String(endpoint.host.filter { $0 != "[" && $0 != "]" }))]
        case .direct: return [(CURLOPT_NOPROXY, "*")]
        case .url(let proxy): return [(CURLOPT_PROXY, proxy)]
        }
    }

    /// A plain GET of `url`, read whole (up to `maxResponseBytes`); the same timeouts,
    /// proxy handling and error classification as the LLM's requests.
    /// - Parameter maxRedirects: how many redirects to follow (none by default).
    public func get(url: String, headers: [HTTPHeader] = [], connectTimeoutMilliseconds: Int,
                    totalTimeoutMilliseconds: Int, maxResponseBytes: Int, maxRedirects: Int = 0,
                    cancellation: CancellationFlag? = nil) throws(HTTPFailure) -> HTTPResponse {
        var request = HTTPRequest(url: url, headers: headers, body: [], connectTimeoutMilliseconds: connectTimeoutMilliseconds,
                                  totalTimeoutMilliseconds: totalTimeoutMilliseconds, maxResponseBytes: maxResponseBytes,
                                  method: .get)
        request.maxRedirects = maxRedirects
        return try send(request, cancellation: cancellation)
    }

    /// Sends `request` and reads the whole body (up to `maxResponseBytes`).
    public func send(_ request: HTTPRequest, cancellation: CancellationFlag? = nil) throws(HTTPFailure) -> HTTPResponse {
        var body: [UInt8] = []
        let head = try perform(request, cancellation: cancellation) { _, bytes in
            body.append(contentsOf: bytes)
            return true
        }
        return HTTPResponse(head: head, body: body)
    }
}

/// libcurl's process-wide set-up, done once and thread-safely (a lazy static).
private enum CurlGlobal {
    static let initialized: CURLcode = yori_curl_global_init()
}

/// The state libcurl's C callbacks reach through their user-data pointer.
private final class Transfer {
    let limit: Int
    let cancellation: CancellationFlag?
    var receive: ((HTTPResponseHead, UnsafeRawBufferPointer) -> Bool)?
    var head = HTTPResponseHead(status: 0)
    var received = 0
    /// Why a callback stopped the transfer, which libcurl only reports as a write error.
    var stopReason: HTTPFailure.Kind?

    init(limit: Int, cancellation: CancellationFlag?) {
        self.limit = limit
        self.cancellation = cancellation
    }

    static let onBody: curl_write_callback = { pointer, size, count, context in
        let transfer = Unmanaged<Transfer>.fromOpaque(context!).takeUnretainedValue()
        let bytes = UnsafeRawBufferPointer(start: pointer, count: size * count)
        if transfer.cancellation?.isCancelled == true {
            transfer.stopReason = .cancelled
            return yori_curl_write_abort()
        }
        transfer.received += bytes.count
        if transfer.received > transfer.limit {
            transfer.stopReason = .tooLarge
            return yori_curl_write_abort()
        }
        guard transfer.receive?(transfer.head, bytes) ?? true else {
            transfer.stopReason = .stoppedByReceiver
            return yori_curl_write_abort()
        }
        return bytes.count
    }

    /// Called once per header line, status lines included.
    static let onHeader: curl_write_callback = { pointer, size, count, context in
        let transfer = Unmanaged<Transfer>.fromOpaque(context!).takeUnretainedValue()
        let line = String(decoding: UnsafeRawBufferPointer(start: pointer, count: size * count), as: UTF8.self)
        transfer.take(headerLine: line)
        return size * count
    }

    static let onProgress: curl_xferinfo_callback = { context, _, _, _, _ in
        let transfer = Unmanaged<Transfer>.fromOpaque(context!).takeUnretainedValue()
        return transfer.cancellation?.isCancelled == true ? 1 : 0
    }

    /// Each socket libcurl opens is the one a cancel shuts down; none is opened once cancelled.
    static let onSocket: curl_sockopt_callback = { context, socket, _ in
        let transfer = Unmanaged<Transfer>.fromOpaque(context!).takeUnretainedValue()
        guard let cancellation = transfer.cancellation else { return CInt(CURL_SOCKOPT_OK) }
        cancellation.watch(socket: CInt(socket))
        return cancellation.isCancelled ? CInt(CURL_SOCKOPT_ERROR) : CInt(CURL_SOCKOPT_OK)
    }

    func take(headerLine raw: String) {
        let line = raw.trimmingASCIIWhitespace()
        if line.hasPrefix("HTTP/") {
            // A new response (after a proxy's CONNECT reply or a 1xx) replaces the last.
            let parts = line.split(separator: " ", maxSplits: 2)
            head = HTTPResponseHead(status: parts.count > 1 ? Int(parts[1]) ?? 0 : 0)
        } else if let colon = line.firstIndex(of: ":"), head.headers.count < 200 {
            let name = line[..<colon].trimmingASCIIWhitespace().lowercased()
            head.headers[name] = line[line.index(after: colon)...].trimmingASCIIWhitespace()
        }
    }
}

extension Substring {
    func trimmingASCIIWhitespace() -> String { String(self).trimmingASCIIWhitespace() }
}
