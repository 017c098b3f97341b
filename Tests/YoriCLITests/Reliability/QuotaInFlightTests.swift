import Foundation
import Testing
import YoriTestSupport

/// AI calls in flight across processes (issue 15): callers are told the quota is spent only
/// when calls were made, and a killed caller's reservation does not keep the quota charged.
@Suite(.serialized) struct QuotaInFlightTests {
    let yori = BinaryRunner()
    static let question = "what wine goes with kimchi stew"

    func used(_ environment: [String: String]) throws -> Int? {
        let r = try yori.run(["--json", "ask", "quota"], extraEnvironment: environment)
        return (try JSONSerialization.jsonObject(with: Data(r.stdout.utf8)) as? [String: Any])?["used"] as? Int
    }

    /// Ten calls at once to an endpoint that never answers, with a quota of three: each is
    /// told the endpoint could not be reached, none that the quota is spent, and none counts.
    @Test(arguments: ["refused", "closed"])
    func tenCallsToAnUnreachableEndpointAreNeverToldTheQuotaIsSpent(_ how: String) throws {
        defer { yori.cleanUp() }
        // `refused`: nothing listens. `closed`: the server takes the connection, waits, and
        // closes it without a status line (no call reached it), so the ten surely overlap.
        let server = how == "closed" ? TestServer(lifetime: 60) { _ in [.pause(milliseconds: 300), .close] } : nil
        let endpoint = server?.baseURL ?? "http://127.0.0.1:\(Responses.closedPort())"
        let environment = ["YORI_ENDPOINT": endpoint, "YORI_MODEL": "m", "YORI_DAILY_LIMIT": "3", "LANG": "en_US.UTF-8"]
        let count = BinaryRunner.reliabilityCount(10)
        let results = yori.runTogether(Array(repeating: ["ask", Self.question], count: count), extraEnvironment: environment)
        for result in results {
            #expect(result.status == 5, "\(how): \(result.status) \(result.stdout) \(result.stderr)")
            #expect(!(result.stdout + result.stderr).lowercased().contains("used up")
                    && !(result.stdout + result.stderr).contains("AI calls today"), "\(how): \(result.stdout) \(result.stderr)")
            let reason = how == "closed" ? "closed the connection" : "cannot connect"
            #expect(result.stderr.contains(reason), "\(how): \(result.stderr)")
        }
        if let server { #expect(server.requests.count >= count, "\(server.requests.count) requests") }
        #expect(try used(environment) == 0)
    }

    /// `kill -9` during a call: the reservation of the dead process no longer counts, so the
    /// only call of the day is still there for the next question.
    @Test func aKilledCallersReservationIsReclaimed() throws {
        defer { yori.cleanUp() }
        let silent = TestServer(lifetime: 40) { _ in [.pause(milliseconds: 10_000)] }
        let answering = TestServer(lifetime: 40) { _ in [.send(Responses.http(200, body: Responses.completion("Riesling.")))] }
        let base = ["YORI_MODEL": "m", "YORI_DAILY_LIMIT": "1", "LANG": "en_US.UTF-8"]
        let killed = try yori.run(["ask", Self.question], extraEnvironment: base.merging(["YORI_ENDPOINT": silent.baseURL]) { $1 },
                                  interruptWhen: { !silent.requests.isEmpty }, interruptSignal: SIGKILL)
        #expect(killed.status == 128 + 9)
        let environment = base.merging(["YORI_ENDPOINT": answering.baseURL]) { $1 }
        let started = Date()
        let next = try yori.run(["ask", Self.question], extraEnvironment: environment)
        #expect(next.status == 0, "\(next.stdout) \(next.stderr)")
        #expect(next.stdout.contains("Riesling"))
        #expect(Date().timeIntervalSince(started) < 10, "waited for a dead process's call")
        #expect(try used(environment) == 1)
    }
}
