import Foundation
import Testing
import YoriTestSupport

/// SIGTERM during a model call in pipe mode is handled as in `yori ask` (issue 15): the
/// call is cancelled, given back to the quota and recorded, and yori ends with 143.
@Suite(.serialized) struct SigtermRefundTests {
    let yori = BinaryRunner()

    func used(_ environment: [String: String]) throws -> Int? {
        let r = try yori.run(["--json", "ask", "quota"], extraEnvironment: environment)
        return (try JSONSerialization.jsonObject(with: Data(r.stdout.utf8)) as? [String: Any])?["used"] as? Int
    }

    /// SIGTERM while pipe mode waits for the model: the call is cancelled, given back to the
    /// quota and recorded, and yori ends with 143 — as `yori ask` does.
    @Test func sigtermInPipeModeGivesTheCallBack() throws {
        defer { yori.cleanUp() }
        let silent = TestServer(lifetime: 40) { _ in [.pause(milliseconds: 8_000)] }
        let environment = ["YORI_ENDPOINT": silent.baseURL, "YORI_MODEL": "m", "YORI_DAILY_LIMIT": "5"]
        var asked: Date?
        let r = try yori.run([], stdin: Data("김치찌개에 어울리는 와인은?\n두부 김치\n".utf8), extraEnvironment: environment,
                             interruptWhen: {
                                 if asked == nil, !silent.requests.isEmpty { asked = Date() }
                                 return asked.map { Date().timeIntervalSince($0) > 0.2 } ?? false
                             }, interruptSignal: SIGTERM)
        #expect(Date().timeIntervalSince(try #require(asked)) < 4)
        #expect(r.status == 143, "\(r.stdout) \(r.stderr)")
        #expect(r.stdout.contains("취소했어요"), "\(r.stdout)")
        #expect(!r.stdout.contains("두부김치"), "the next line was answered after SIGTERM: \(r.stdout)")
        #expect(try used(environment) == 0)
        let history = try yori.run(["--json", "history"], extraEnvironment: environment)
        #expect(history.stdout.contains("김치찌개에 어울리는 와인은?"), "\(history.stdout)")
    }
}
