import Foundation
import Testing
@testable import YoriKit

/// The COOKRCP01 download logic with a fake transport: paging, retries, API codes, key masking.
@Suite struct CookRcpFetcherTests {
    let api = FoodSafetyAPI(baseURL: "http://example.test/api/", key: "sekret-key")

    /// A page of `rows` tiny rows numbered from `start`, with `total_count`.
    static func page(start: Int, end: Int, total: Int) -> [UInt8] {
        let rows = (start...end).map { #"{"RCP_SEQ":"\#($0)","RCP_NM":"요리 \#($0)","RCP_PARTS_DTLS":"두부 1모"}"# }
        return Array(#"{"COOKRCP01":{"total_count":"\#(total)","row":[\#(rows.joined(separator: ","))],"RESULT":{"MSG":"정상처리되었습니다.","CODE":"INFO-000"}}}"#.utf8)
    }

    static func indexes(_ url: String) -> (Int, Int) {
        let parts = url.split(separator: "/")
        return (Int(parts[parts.count - 2])!, Int(parts[parts.count - 1])!)
    }

    @Test func pagesCoverTheTotalOrTheLimit() {
        #expect(FoodSafetyAPI.pages(total: 1318, pageSize: 500).map { [$0.start, $0.end] } == [[1, 500], [501, 1000], [1001, 1318]])
        #expect(FoodSafetyAPI.pages(total: 1318, pageSize: 5000).count == 2)
        #expect(FoodSafetyAPI.pages(total: 1318, pageSize: 500, limit: 501).map(\.end) == [500, 501])
        #expect(FoodSafetyAPI.pages(total: 0, pageSize: 500).isEmpty)
    }

    @Test func theKeyIsNeverShown() {
        #expect(api.url(start: 1, end: 5) == "http://example.test/api/sekret-key/COOKRCP01/json/1/5")
        #expect(api.maskedURL(start: 1, end: 5) == "http://example.test/api/***/COOKRCP01/json/1/5")
        #expect(api.masked("GET /api/sekret-key/x failed") == "GET /api/***/x failed")
        #expect(FoodSafetyAPI(key: "a/b c").url(start: 1, end: 1).contains("/a%2Fb%20c/"))
    }

    @Test func fetchesEveryPageAndRetriesAServerError() throws {
        var urls: [String] = []
        var slept: [Double] = []
        var events: [CookRcpFetcher.Event] = []
        var failures = 2
        let fetcher = CookRcpFetcher(api: api, pageSize: 4, get: { url throws(CookRcpFetcher.TransportError) in
            urls.append(url)
            let (start, end) = Self.indexes(url)
            if start == 5 && failures > 0 {
                failures -= 1
                return .init(status: 503, body: Array("busy".utf8))
            }
            return .init(status: 200, body: Self.page(start: start, end: min(end, 10), total: 10))
        }, sleep: { slept.append($0) }, report: { events.append($0) })
        let download = try fetcher.fetchAll()
        #expect(download.rows.count == 10)
        #expect(download.rows.map(\.number) == Array(1...10))
        #expect(urls.map { Self.indexes($0).0 } == [1, 5, 5, 5, 9])
        #expect(slept == [0.5, 1])
        #expect(events.last == .fetched(page: 3, pages: 3, rows: 10, total: 10))
        #expect(events.contains(.retrying(page: 2, reason: "HTTP 503", delay: 0.5, attempt: 2)))
    }

    @Test func aPageThatKeepsFailingStopsTheDownload() {
        let fetcher = CookRcpFetcher(api: api, pageSize: 4, get: { url throws(CookRcpFetcher.TransportError) in
            let (start, end) = Self.indexes(url)
            if start == 5 { throw .init(reason: "Failed to connect to example.test/sekret-key", retryable: true) }
            return .init(status: 200, body: Self.page(start: start, end: end, total: 10))
        }, sleep: { _ in })
        #expect {
            try fetcher.fetchAll()
        } throws: { error in
            guard case .network(let place, let reason, _) = error as? CookRcpFetchError else { return false }
            let text = (error as! CookRcpFetchError).message(.en)
            return place.page.number == 2 && place.attempts == 4 && !reason.contains("sekret")
                && text.contains("page 2/3 (rows 5–8") && !text.contains("sekret")
        }
    }

    @Test func apiCodesAreReportedNotRetried() throws {
        var calls = 0
        let body = #"{"RESULT":{"CODE":"INFO-100","MSG":"인증키가 유효하지 않습니다."}}"#
        let fetcher = CookRcpFetcher(api: api, get: { _ throws(CookRcpFetcher.TransportError) in
            calls += 1
            return .init(status: 200, body: Array(body.utf8))
        }, sleep: { _ in })
        do {
            _ = try fetcher.fetchAll()
            Issue.record("expected an error")
        } catch {
            #expect(error.apiCode == "INFO-100")
            #expect(error.message(.en).contains("API error INFO-100: the key is not valid"))
            #expect(error.message(.ko).contains("인증키가 유효하지 않습니다."))
        }
        #expect(calls == 1)

        let empty = #"{"COOKRCP01":{"total_count":"0","RESULT":{"MSG":"해당하는 데이터가 없습니다.","CODE":"INFO-200"}}}"#
        let none = CookRcpFetcher(api: api, get: { _ throws(CookRcpFetcher.TransportError) in
            .init(status: 200, body: Array(empty.utf8))
        }, sleep: { _ in })
        #expect(throws: CookRcpFetchError.noData) { try none.fetchAll() }
    }

    @Test func limitFetchesOnlyTheFirstRows() throws {
        var urls: [String] = []
        let fetcher = CookRcpFetcher(api: api, pageSize: 4, limit: 6, get: { url throws(CookRcpFetcher.TransportError) in
            urls.append(url)
            let (start, end) = Self.indexes(url)
            return .init(status: 200, body: Self.page(start: start, end: end, total: 10))
        }, sleep: { _ in })
        #expect(try fetcher.fetchAll().rows.count == 6)
        #expect(urls.map(Self.indexes).map { [$0.0, $0.1] } == [[1, 4], [5, 6]])
    }
}
