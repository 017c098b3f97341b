/// The parts of an http(s) URL that yori checks and shows. Only what yori needs is read
/// (scheme, host, port); libcurl parses the whole URL again when it sends.
struct EndpointURL: Sendable, Equatable {
    let scheme: String
    let host: String
    let port: Int?

    /// `scheme://host[:port]`: safe to show, since credentials and the query are left out.
    var display: String { scheme + "://" + host + (port.map { ":\($0)" } ?? "") }

    /// This machine: `localhost` (and `*.localhost`), 127.0.0.0/8, `[::1]`.
    var isLoopback: Bool { Self.isLoopback(host: host) }

    static func isLoopback(host: String) -> Bool {
        if host == "localhost" || host.hasSuffix(".localhost") || host == "[::1]" { return true }
        let parts = host.split(separator: ".", omittingEmptySubsequences: false)
        return parts.count == 4 && parts[0] == "127" && parts.allSatisfy { UInt8($0) != nil }
    }

    /// `text` with the user-info of every `http://` / `https://` URL replaced by `***`.
    static func maskingCredentials(_ text: String) -> String {
        guard text.contains("@") else { return text }
        var out = ""
        var rest = Substring(text)
        while let range = rest.firstRange(of: "://") {
            let scheme = rest[..<range.lowerBound].reversed().prefix { $0.isLetter }
            out += rest[..<range.upperBound]
            rest = rest[range.upperBound...]
            guard ["http", "https"].contains(String(scheme.reversed()).lowercased()) else { continue }
            let authority = rest.prefix { !"/?# \t\n\"'<>".contains($0) }
            if let at = authority.lastIndex(of: "@") {
                out += "***"
                rest = rest[at...]
            }
        }
        return out + rest
    }

    /// Other schemes people write by mistake (`localhost:11434` parses as scheme `localhost`).
    static let knownSchemes: Set = ["ftp", "ftps", "file", "ws", "wss", "socks4", "socks4a", "socks5", "socks5h",
                                    "unix", "tcp", "localhost", "ssh", "git", "data", "javascript"]

    init(parsing text: String, isProxy: Bool = false) throws(LLMError) {
        let field: LLMError.ConfigProblem.Field = isProxy ? .proxy : .baseURL
        guard !text.isEmpty else { throw .invalidConfig(.missingURL(field)) }
        guard text.unicodeScalars.allSatisfy({ $0.value > 0x20 && $0.value != 0x7F }) else {
            throw .invalidConfig(.malformedURL(field))
        }
        guard let colon = text.firstIndex(of: ":") else { throw .invalidConfig(.unsupportedScheme(field, nil)) }
        let scheme = text[..<colon].lowercased()
        guard scheme == "http" || scheme == "https" else {
            // Shown only when it is a well-known word, never text that might be a pasted key.
            throw .invalidConfig(.unsupportedScheme(field, Self.knownSchemes.contains(scheme) ? scheme : nil))
        }
        let rest = text[text.index(after: colon)...]
        guard rest.hasPrefix("//") else { throw .invalidConfig(.malformedURL(field)) }
        let afterSlashes = rest.dropFirst(2)
        var authority = afterSlashes.prefix { $0 != "/" && $0 != "?" && $0 != "#" }
        if let at = authority.lastIndex(of: "@") { authority = authority[authority.index(after: at)...] }
        var host = Substring(authority)
        var port: Int?
        if authority.hasPrefix("[") {  // IPv6 literal
            guard let close = authority.firstIndex(of: "]") else { throw .invalidConfig(.malformedURL(field)) }
            host = authority[...close]
            let tail = authority[authority.index(after: close)...]
            if !tail.isEmpty {
                guard tail.hasPrefix(":"), let p = Int(tail.dropFirst()) else { throw .invalidConfig(.malformedURL(field)) }
                port = p
            }
        } else if let c = authority.lastIndex(of: ":") {
            host = authority[..<c]
            guard let p = Int(authority[authority.index(after: c)...]) else { throw .invalidConfig(.malformedURL(field)) }
            port = p
        }
        if let port, !(1...65535).contains(port) { throw .invalidConfig(.malformedURL(field)) }
        guard !host.isEmpty else { throw .invalidConfig(.malformedURL(field)) }
        self.scheme = scheme
        self.host = host.lowercased()
        self.port = port
    }
}
