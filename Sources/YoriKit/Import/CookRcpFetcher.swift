#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Downloads COOKRCP01 from the 식품안전나라 API, page by page, through an injected
/// transport: every page first (the first one tells `total_count`), retrying network
/// failures, HTTP 5xx and `ERROR-500` with backoff. It only returns rows when every page
/// arrived, so a caller that imports afterwards never imports part of a download.
public struct CookRcpFetcher {
    /// One HTTP answer: status and body.
    public struct Reply: Sendable {
        public var status: Int
        public var body: [UInt8]

        public init(status: Int, body: [UInt8]) {
            self.status = status
            self.body = body
        }
    }

    /// A request that got no HTTP answer; `reason` must not contain the key.
    public struct TransportError: Error, Sendable, Equatable {
        public var reason: String
        /// Worth trying again (refused, timed out, cut off); not for a response too large.
        public var retryable: Bool

        public init(reason: String, retryable: Bool) {
            self.reason = reason
            self.retryable = retryable
        }
    }

    /// What the fetcher reports while it works.
    public enum Event: Sendable, Equatable {
        /// `page` arrived; `pages` in all, `rows` received so far of `total`.
        case fetched(page: Int, pages: Int, rows: Int, total: Int)
        /// `page` failed with `reason`; the fetcher waits `delay` seconds, then makes attempt `attempt`.
        case retrying(page: Int, reason: String, delay: Double, attempt: Int)
    }

    /// All rows of a finished download, numbered 1… in download order.
    public struct Download: Sendable {
        public var rows: [CookRcpRow]
        /// `total_count` as the first page stated it.
        public var total: Int
        public var pages: [CookRcpPage]
    }

    public var api: FoodSafetyAPI
    /// Rows per request, 1…1000.
    public var pageSize: Int
    /// Only the first `limit` rows, when set.
    public var limit: Int?
    /// Waits before each retry: one retry per entry (0.5 s, 1 s, 2 s by default).
    public var retryDelays: [Double] = [0.5, 1, 2]
    /// GETs a URL (the real one, with the key).
    public var get: (String) throws(TransportError) -> Reply
    /// Sleeps for seconds.
    public var sleep: (Double) -> Void
    public var report: (Event) -> Void

    public init(api: FoodSafetyAPI, pageSize: Int = FoodSafetyAPI.maxPageSize, limit: Int? = nil,
                get: @escaping (String) throws(TransportError) -> Reply,
                sleep: @escaping (Double) -> Void, report: @escaping (Event) -> Void = { _ in }) {
        self.api = api
        self.pageSize = max(1, min(pageSize, FoodSafetyAPI.maxPageSize))
        self.limit = limit
        self.get = get
        self.sleep = sleep
        self.report = report
    }

    /// Every page, or the first failure (after its retries).
    public func fetchAll() throws(CookRcpFetchError) -> Download {
        let firstEnd = min(pageSize, limit ?? pageSize)
        let first = CookRcpPage(number: 1, start: 1, end: firstEnd)
        let firstDocument: CookRcpDocument
        do {
            firstDocument = try fetch(first, pages: nil)
        } catch .api(_, _, let code, _) where code == "INFO-200" {
            throw .noData
        }
        // Without total_count, the first page is all there is.
        let total = firstDocument.declaredCount ?? firstDocument.rows.count
        let pages = FoodSafetyAPI.pages(total: total, pageSize: pageSize, limit: limit)
        var rows = Array(firstDocument.rows.prefix(first.size))
        report(.fetched(page: 1, pages: max(pages.count, 1), rows: rows.count, total: pages.last?.end ?? rows.count))
        for page in pages.dropFirst() {
            let document = try fetch(page, pages: pages.count)
            rows += document.rows.prefix(page.size)
            report(.fetched(page: page.number, pages: pages.count, rows: rows.count, total: pages.last?.end ?? rows.count))
        }
        for index in rows.indices { rows[index].number = index + 1 }
        return Download(rows: rows, total: total, pages: pages.isEmpty ? [first] : pages)
    }

    /// One page, decoded, with retries.
    func fetch(_ page: CookRcpPage, pages: Int?) throws(CookRcpFetchError) -> CookRcpDocument {
        var attempt = 1
        while true {
            do {
                return try fetchOnce(page, pages: pages, attempt: attempt)
            } catch let error {
                guard let reason = error.transientReason, attempt <= retryDelays.count else { throw error }
                let delay = retryDelays[attempt - 1]
                attempt += 1
                report(.retrying(page: page.number, reason: reason, delay: delay, attempt: attempt))
                if delay > 0 { sleep(delay) }
            }
        }
    }

    private func fetchOnce(_ page: CookRcpPage, pages: Int?, attempt: Int) throws(CookRcpFetchError) -> CookRcpDocument {
        let place = CookRcpFetchError.Place(page: page, pages: pages, url: api.maskedURL(start: page.start, end: page.end),
                                            attempts: attempt)
        let reply: Reply
        do { reply = try get(api.url(start: page.start, end: page.end)) } catch {
            throw .network(place, reason: api.masked(error.reason), retryable: error.retryable)
        }
        let decoded: CookRcpDocument
        do {
            decoded = try CookRcpDocument.decode(Data(reply.body))
        } catch .apiError(let code, let message) {
            throw .api(place, status: reply.status, code: code, message: api.masked(message))
        } catch .noRows where (200...299).contains(reply.status) {
            throw .api(place, status: reply.status, code: "INFO-200", message: "")
        } catch {
            guard (200...299).contains(reply.status) else { throw .httpStatus(place, status: reply.status) }
            throw .badResponse(place, error)
        }
        guard (200...299).contains(reply.status) else { throw .httpStatus(place, status: reply.status) }
        return decoded
    }
}
