import CCurl
import Testing

/// yori's libcurl handles speak http and https only, both with the `_STR` options (libcurl
/// 7.85+) and with the bitmask fallback used on older libcurl (7.68 …), so a `file://` or
/// other URL in a config is refused by libcurl itself.
@Suite struct CurlProtocolsTests {
    enum Restriction: String, CaseIterable { case none, preferred, bitmask }

    /// The code `curl_easy_perform` gives for a file:// URL under each restriction.
    func perform(fileURL restriction: Restriction) throws -> CURLcode {
        try #require(yori_curl_available() == 1, "libcurl could not be loaded")
        #expect(yori_curl_global_init() == CURLE_OK)
        let handle = try #require(yori_curl_easy_init())
        defer { yori_curl_easy_cleanup(handle) }
        switch restriction {
        case .none: break
        case .preferred: #expect(yori_curl_allow_http_only(handle) == CURLE_OK)
        case .bitmask: #expect(yori_curl_allow_http_only_bitmask(handle) == CURLE_OK)
        }
        #expect(yori_curl_setopt_string(handle, CURLOPT_URL, "file:///dev/null") == CURLE_OK)
        #expect(yori_curl_setopt_long(handle, CURLOPT_NOPROGRESS, 1) == CURLE_OK)
        return yori_curl_easy_perform(handle)
    }

    @Test(arguments: Restriction.allCases)
    func fileURLsAreRefusedOnlyWhenRestricted(_ restriction: Restriction) throws {
        let code = try perform(fileURL: restriction)
        if restriction == .none {
            #expect(code == CURLE_OK)  // the control: libcurl itself reads file:// URLs
        } else {
            #expect(code == CURLE_UNSUPPORTED_PROTOCOL)
        }
    }
}
