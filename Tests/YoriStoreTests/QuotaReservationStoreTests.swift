import Foundation
import Testing
import YoriKit
@testable import YoriStore

/// AI calls in flight: a reservation counts until it is settled or released, and no longer
/// once its process is gone or it is older than the call timeout (issue 15).
@Suite struct QuotaReservationStoreTests {
    let day = LocalDay(iso: "2026-11-25")!
    let me = getpid()

    func open() throws -> (TempFolder, YoriDatabase) {
        let temp = TempFolder()
        return (temp, try YoriDatabase(path: temp.file("yori.sqlite3")))
    }

    @Test func reservationsCountUntilSettledOrReleased() throws {
        let (_, db) = try open()
        guard case .reserved(let first) = try db.reserveLLMCall(day: day, limit: 2, pid: me, now: 1000, expiry: 60) else {
            Issue.record("first call not reserved"); return
        }
        guard case .reserved(let second) = try db.reserveLLMCall(day: day, limit: 2, pid: me, now: 1000, expiry: 60) else {
            Issue.record("second call not reserved"); return
        }
        // Full of calls in flight: not spent, only busy.
        #expect(try db.reserveLLMCall(day: day, limit: 2, pid: me, now: 1001, expiry: 60) == .busy)
        #expect(try db.llmCallsUsed(day: day, now: 1001, expiry: 60) == 2)
        try db.releaseLLMCall(first)
        #expect(try db.llmCallsUsed(day: day, now: 1001, expiry: 60) == 1)
        try db.settleLLMCall(second, day: day)
        #expect(try db.llmCallsInFlight(day: day) == 0)
        guard case .reserved(let third) = try db.reserveLLMCall(day: day, limit: 2, pid: me, now: 1002, expiry: 60) else {
            Issue.record("third call not reserved"); return
        }
        try db.settleLLMCall(third, day: day)
        // Settled calls alone reach the limit: spent.
        #expect(try db.reserveLLMCall(day: day, limit: 2, pid: me, now: 1003, expiry: 60) == .spent)
        #expect(try db.llmCallsUsed(day: day) == 2)
    }

    @Test func aDeadProcessesOrAnExpiredReservationNoLongerCounts() throws {
        let (_, db) = try open()
        // A process that has ended: its reservation is reclaimed by the next caller.
        let child = Process()
        child.executableURL = URL(fileURLWithPath: "/bin/true")
        try child.run()
        child.waitUntilExit()
        let gone = child.processIdentifier
        try db.db.run("INSERT INTO llm_reservations (day, pid, taken_at) VALUES (?, ?, 1000)",
                      [.text(day.description), .integer(Int64(gone))])
        #expect(try db.llmCallsUsed(day: day, now: 1000, expiry: 60) == 0)
        guard case .reserved = try db.reserveLLMCall(day: day, limit: 1, pid: me, now: 1000, expiry: 60) else {
            Issue.record("a dead process's reservation still counted"); return
        }
        #expect(try db.llmCallsInFlight(day: day) == 1)
        // This (living) process's reservation, older than the call timeout: reclaimed too.
        #expect(try db.reserveLLMCall(day: day, limit: 1, pid: me, now: 1059, expiry: 60) == .busy)
        guard case .reserved = try db.reserveLLMCall(day: day, limit: 1, pid: me, now: 1060, expiry: 60) else {
            Issue.record("an expired reservation still counted"); return
        }
        // Values no yori writes (a pid of 0, a time far in the future or past) never count.
        for (pid, taken) in [(Int64(0), Int64(1060)), (Int64(me), Int64.max), (Int64(me), Int64.min)] {
            try db.db.run("INSERT INTO llm_reservations (day, pid, taken_at) VALUES (?, ?, ?)",
                          [.text(day.description), .integer(pid), .integer(taken)])
        }
        #expect(try db.llmCallsUsed(day: day, now: 2000, expiry: 60) == 0)
        guard case .reserved = try db.reserveLLMCall(day: day, limit: 1, pid: me, now: 2000, expiry: 60) else {
            Issue.record("a hostile reservation counted"); return
        }
    }
}
