import Foundation
import Testing
import YoriTestSupport

/// `yori sync` run as a user would, against a local server that plays the 식품안전나라 API:
/// paging, retries, the API's result codes, no key, offline — and the database untouched
/// by every failure.
@Suite(.serialized) final class SyncEndToEndTests {
    let yori = BinaryRunner()
    static let key = "test-key-7f3a9c"

    deinit { yori.cleanUp() }

    var database: String { yori.temp + "/data/yori/yori.sqlite3" }

    /// Runs `yori sync` against `server` with the key in the environment and no retry waits.
    func sync(_ server: TestServer?, _ arguments: [String] = [], key: String? = SyncEndToEndTests.key,
              port: UInt16? = nil) throws -> BinaryRunner.Result {
        var environment = ["YORI_SYNC_RETRY_MS": "1"]
        if let key { environment["YORI_FOODSAFETY_KEY"] = key }
        let base = server?.baseURL ?? "http://127.0.0.1:\(port ?? 9)"
        environment["YORI_FOODSAFETY_URL"] = base + "/api"
        let result = try yori.run(["sync"] + arguments, extraEnvironment: environment)
        #expect(!result.stdout.contains(Self.key) && !result.stderr.contains(Self.key), "the key is never printed")
        return result
    }

    func json(_ result: BinaryRunner.Result) throws -> [String: Any] {
        try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any], "\(result.stdout)")
    }

    /// `start`, `end` from `/api/KEY/COOKRCP01/json/start/end`, and the key.
    static func indexes(_ request: RecordedRequest) -> (key: String, start: Int, end: Int)? {
        let parts = request.target.split(separator: "/").map(String.init)
        guard parts.count == 6, parts[2] == "COOKRCP01", parts[3] == "json",
              let start = Int(parts[4]), let end = Int(parts[5]) else { return nil }
        return (parts[1], start, end)
    }

    /// The API's answer for rows `start…end` of `rows` (each a JSON object's text; 1-based,
    /// inclusive), as it pages.
    static func page(_ rows: [String], start: Int, end: Int) -> [UInt8] {
        guard start >= 1, end >= start else {
            return Responses.http(200, "OK", body: #"{"COOKRCP01":{"RESULT":{"CODE":"ERROR-334","MSG":"종료위치보다 시작위치가 더 큽니다."}}}"#)
        }
        guard start <= rows.count else { return noData }
        let slice = rows[(start - 1)..<min(end, rows.count)].joined(separator: ",")
        return Responses.http(200, "OK", body: #"{"COOKRCP01":{"total_count":"\#(rows.count)","row":[\#(slice)],"#
            + #""RESULT":{"MSG":"정상처리되었습니다.","CODE":"INFO-000"}}}"#)
    }

    static let noData = Responses.http(200, "OK", body:
        #"{"COOKRCP01":{"total_count":"0","RESULT":{"MSG":"해당하는 데이터가 없습니다.","CODE":"INFO-200"}}}"#)

    /// A server paging `rows`; `inject` may answer a request first (an error) instead.
    static func server(_ objects: [[String: Any]],
                       inject: @escaping @Sendable (_ start: Int, _ attempt: Int) -> [UInt8]? = { _, _ in nil }) -> TestServer {
        let attempts = Counter()
        let rows = objects.map { String(decoding: try! JSONSerialization.data(withJSONObject: $0), as: UTF8.self) }
        return TestServer(lifetime: 60) { request in
            guard let (key, start, end) = indexes(request), key == SyncEndToEndTests.key else {
                return [.send(Responses.http(200, "OK", body: #"{"RESULT":{"CODE":"INFO-100","MSG":"인증키가 유효하지 않습니다."}}"#))]
            }
            if let injected = inject(start, attempts.next(start)) { return [.send(injected)] }
            return [.send(page(rows, start: start, end: end))]
        }
    }

    /// Tiny COOKRCP01 rows of yori's own, so these tests run without ../shared.
    static func tinyRows(_ count: Int, suffix: String = "") -> [[String: Any]] {
        (1...count).map { n in
            ["RCP_SEQ": "\(9100 + n)", "RCP_NM": "동기화 두부조림 \(n)\(suffix)", "RCP_WAY2": "끓이기", "RCP_PAT2": "반찬",
             "INFO_ENG": "\(100 + n)", "RCP_PARTS_DTLS": "두부 1모, 대파 1대, 간장 2큰술",
             "MANUAL01": "1. 두부를 썬다.", "MANUAL02": "2. 간장을 넣고 조린다."]
        }
    }

    @Test func tinyRowsArriveInPagesAndImportOnce() throws {
        let server = Self.server(Self.tinyRows(5))
        let first = try sync(server, ["--page-size", "2"])
        #expect(first.status == 0, "\(first.stderr)")
        #expect(server.requests.compactMap(Self.indexes).map { [$0.start, $0.end] } == [[1, 2], [3, 4], [5, 5]])
        #expect(first.stdout.contains("COOKRCP01 API: 5 recipes read"))
        #expect(first.stdout.contains("  new         5"))
        #expect(first.stderr.contains("COOKRCP01: page 3/3 (5 of 5 recipes)"))
        #expect(first.stderr.contains("/api/***/COOKRCP01/json/1/2"))
        let again = try json(try sync(server, ["--page-size", "2", "--json"]))
        #expect(again["new"] as? Int == 0 && again["unchanged"] as? Int == 5)
        let cook = try yori.run("cook", "두부", "--json", "--limit", "200")
        #expect(cook.stdout.contains("동기화 두부조림"))
    }

    @Test func limitFetchesOnlyTheFirstRecipes() throws {
        let server = Self.server(Self.tinyRows(5))
        let result = try json(try sync(server, ["--page-size", "2", "--limit", "3", "--json"]))
        #expect(result["new"] as? Int == 3)
        #expect(server.requests.compactMap(Self.indexes).map { [$0.start, $0.end] } == [[1, 2], [3, 3]])
    }

    @Test func aServerErrorIsRetried() throws {
        let server = Self.server(Self.tinyRows(5)) { start, attempt in
            start == 3 && attempt == 1 ? Responses.http(500, "Internal Server Error", body: "oops") : nil
        }
        let result = try sync(server, ["--page-size", "2"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(server.requests.compactMap(Self.indexes).map(\.start) == [1, 3, 3, 5])
        #expect(result.stderr.contains("page 2 failed (HTTP 500); retrying in 1 ms (attempt 2)"))
        #expect(result.stdout.contains("  new         5"))
    }

    @Test func aPageThatKeepsFailingImportsNothing() throws {
        #expect(try sync(Self.server(Self.tinyRows(5)), ["--page-size", "2"]).status == 0)
        // The same recipes, renamed — but page 3 never arrives, so nothing may change.
        let failing = Self.server(Self.tinyRows(5, suffix: " (new)")) { start, _ in
            start == 5 ? Responses.http(503, "Unavailable", body: "busy") : nil
        }
        let result = try sync(failing, ["--page-size", "2"])
        #expect(result.status == 6)
        #expect(failing.requests.count == 2 + 4, "page 3 tried four times")
        #expect(result.stderr.contains("page 3/3 (rows 5–5, http://127.0.0.1:\(failing.port)/api/***/COOKRCP01/json/5/5, after 4 attempts): the server answered HTTP 503; nothing was imported."))
        let check = try json(try sync(Self.server(Self.tinyRows(5)), ["--page-size", "2", "--json"]))
        #expect(check["unchanged"] as? Int == 5 && check["updated"] as? Int == 0, "the failed sync changed nothing")
    }

    @Test func offlineSaysSoAndCreatesNoDatabase() throws {
        let result = try sync(nil, port: Responses.closedPort())
        #expect(result.status == 6)
        #expect(result.stderr.contains("could not reach the API"))
        #expect(result.stderr.contains("nothing was imported"))
        #expect(!FileManager.default.fileExists(atPath: database))
    }

    @Test func theAPIsErrorCodesAreReported() throws {
        let badKey = try sync(Self.server([]), key: "wrong-key-123")
        #expect(badKey.status == 6)
        #expect(badKey.stderr.contains("API error INFO-100: the key is not valid; check it “인증키가 유효하지 않습니다.”"))
        #expect(badKey.stderr.contains("YORI_FOODSAFETY_KEY"))
        #expect(!badKey.stderr.contains("wrong-key-123"))
        let korean = try sync(Self.server([]), ["--lang", "ko", "--json"], key: "wrong-key-123")
        #expect(korean.stderr.contains("API 오류 INFO-100: 인증키가 유효하지 않아요"))
        #expect(try json(korean)["error"] as? String == "api_error")

        let empty = try sync(Self.server([]))
        #expect(empty.status == 1)
        #expect(empty.stderr.contains("The COOKRCP01 API has no data (INFO-200); nothing was imported."))

        let limited = try sync(Self.server(Self.tinyRows(3)) { _, _ in
            Responses.http(200, "OK", body: #"{"COOKRCP01":{"RESULT":{"CODE":"INFO-300","MSG":"호출건수 제한을 초과하였습니다."}}}"#)
        })
        #expect(limited.status == 6)
        #expect(limited.stderr.contains("INFO-300: the call limit is exceeded"))
        #expect(!FileManager.default.fileExists(atPath: database))
    }

    @Test func aWebPageInsteadOfTheAPIIsSaidPlainly() throws {
        let html = TestServer(lifetime: 20, steps: [.send(Responses.http(200, "OK", contentType: "text/html",
                                                                           body: "<!DOCTYPE html><html><body>점검 중</body></html>"))])
        let result = try sync(html)
        #expect(result.status == 6)
        let message = result.stderr
        #expect(message.contains("\npage 1 (rows 1–1000, "), "\(message)")
        #expect(message.contains("the answer is not JSON (line 1, column 1"), "\(message)")
        #expect(message.contains("check the address (YORI_FOODSAFETY_URL); nothing was imported.\n"), "\(message)")
        #expect(!message.contains(": ;") && !message.contains("imported.the"))
        let korean = try sync(html, ["--lang", "ko"])
        #expect(korean.stderr.contains("응답이 JSON이 아니에요") && korean.stderr.hasSuffix("아무것도 가져오지 않았어요.\n"), "\(korean.stderr)")
        #expect(!FileManager.default.fileExists(atPath: database))
    }

    @Test func withoutAKeyItSaysHowToGetOne() throws {
        let english = try sync(nil, key: nil)
        #expect(english.status == 2)
        #expect(english.stderr.contains("No 식품안전나라 open-API key"))
        #expect(english.stderr.contains("www.data.go.kr") && english.stderr.contains("www.foodsafetykorea.go.kr"))
        #expect(english.stderr.contains("yori config set foodsafety_key YOUR_KEY"))
        let korean = try sync(nil, ["--lang", "ko"], key: nil)
        #expect(korean.stderr.contains("인증키가 없어요") && korean.stderr.contains("공공데이터 활용"))
        #expect(try yori.run("sync", "--page-size", "1001").status == 2)

        // The key from the config file works too, and `config show` masks it.
        let set = try yori.run("config", "set", "foodsafety_key", Self.key)
        #expect(set.status == 0 && !set.stdout.contains(Self.key))
        #expect(try yori.run("config", "show").stdout.contains("foodsafety_key"))
        let server = Self.server(Self.tinyRows(2))
        #expect(try sync(server, key: nil).status == 0)
    }

    @Test(.enabled(if: ImportEndToEndTests.hasShared, "needs ../shared/data/cookrcp01/COOKRCP01_1318_2021.json"))
    func theSharedDumpInPagesOf500() throws {
        let data = try Data(contentsOf: URL(fileURLWithPath: ImportEndToEndTests.shared))
        let document = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        let rows = try #require((document["COOKRCP01"] as? [String: Any])?["row"] as? [[String: Any]])
        #expect(rows.count == 1318)
        let server = Self.server(rows)
        let result = try json(try sync(server, ["--page-size", "500", "--json"]))
        #expect(result["new"] as? Int == 1318, "\(result)")
        #expect(server.requests.map(\.target) == [
            "/api/\(Self.key)/COOKRCP01/json/1/500",
            "/api/\(Self.key)/COOKRCP01/json/501/1000",
            "/api/\(Self.key)/COOKRCP01/json/1001/1318",
        ])
        #expect(server.requests.allSatisfy { $0.method == "GET" })
    }
}

/// Attempts per page start, shared with the server thread.
final class Counter: @unchecked Sendable {
    private let lock = NSLock()
    private var counts: [Int: Int] = [:]

    /// Counts one more request for `key` and returns its number (1 for the first).
    func next(_ key: Int) -> Int {
        lock.withLock {
            counts[key, default: 0] += 1
            return counts[key]!
        }
    }
}
