#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import YoriKit

/// What asking for one AI call from the day's allowance gave.
public enum LLMReservation: Sendable, Equatable {
    /// Reserved: the call may be made; settle or release this reservation when it ends.
    case reserved(id: Int64)
    /// The day's calls are used up (settled calls alone reach the limit).
    case spent
    /// The allowance is full only because other calls are in flight; they may yet be given
    /// back (an unreachable endpoint), so this is not "spent": ask again shortly.
    case busy
}

extension YoriDatabase {
    /// Takes one LLM call from `day`'s allowance: a reservation row (this process, now) taken
    /// in the same immediate transaction as the check, so yori processes together never exceed
    /// `limit`. Calls counted are those settled on `day` plus the reservations still in force;
    /// a reservation whose process is gone, or taken `expiry` seconds ago or more (the call
    /// timeout: it cannot still be running), is reclaimed here and no longer counts.
    public func reserveLLMCall(day: LocalDay, limit: Int, pid: Int32, now: Int, expiry: Int) throws(StoreError) -> LLMReservation {
        try writing {
            try reclaimStaleReservations(now: now, expiry: expiry)
            let used = try settledCalls(day)
            let inFlight = try db.scalar("SELECT count(*) FROM llm_reservations WHERE day = ?", [.text(day.description)])?.int ?? 0
            guard used + inFlight < Int64(limit) else { return used >= Int64(limit) ? .spent : .busy }
            try db.run("INSERT INTO llm_reservations (day, pid, taken_at) VALUES (?, ?, ?)",
                       [.text(day.description), .integer(Int64(pid)), .integer(Int64(now))])
            return .reserved(id: db.lastInsertRowID)
        }
    }

    /// The reserved call reached the endpoint (or may have): it counts on `day` for good.
    public func settleLLMCall(_ id: Int64, day: LocalDay) throws(StoreError) {
        try writing {
            try db.run("DELETE FROM llm_reservations WHERE id = ?", [.integer(id)])
            try db.run("INSERT INTO llm_quota (day, used) VALUES (?, 1) ON CONFLICT (day) DO UPDATE SET used = used + 1",
                       [.text(day.description)])
        }
    }

    /// Gives back a reserved call that never reached the endpoint.
    public func releaseLLMCall(_ id: Int64) throws(StoreError) {
        try writing {
            try db.run("DELETE FROM llm_reservations WHERE id = ?", [.integer(id)])
        }
    }

    /// Calls used on `day`: settled, plus those in flight (reservations still in force).
    public func llmCallsUsed(day: LocalDay, now: Int? = nil, expiry: Int = Int(Int32.max)) throws(StoreError) -> Int {
        do {
            let settled = try settledCalls(day)
            var inFlight: Int64 = 0
            let rows = try db.rows("SELECT pid, taken_at FROM llm_reservations WHERE day = ?", [.text(day.description)]) { row in
                (row.int(0), row.int(1))
            }
            for (pid, taken) in rows where !Self.stale(pid: pid, taken: taken, now: now, expiry: expiry) { inFlight += 1 }
            return Int(clamping: settled + inFlight)
        } catch {
            throw StoreError.sqlite(path: path, error)
        }
    }

    /// Reservations in flight on `day` (those still in force), for tests and `quota`.
    public func llmCallsInFlight(day: LocalDay) throws(StoreError) -> Int {
        do {
            return Int(try db.scalar("SELECT count(*) FROM llm_reservations WHERE day = ?", [.text(day.description)])?.int ?? 0)
        } catch {
            throw StoreError.sqlite(path: path, error)
        }
    }

    private func settledCalls(_ day: LocalDay) throws(SQLiteError) -> Int64 {
        try db.scalar("SELECT used FROM llm_quota WHERE day = ?", [.text(day.description)])?.int ?? 0
    }

    /// Deletes the reservations that can no longer be in flight: their process is gone, or
    /// they are `expiry` seconds old (or dated in the future: a clock set back).
    private func reclaimStaleReservations(now: Int, expiry: Int) throws {
        let rows = try db.rows("SELECT id, pid, taken_at FROM llm_reservations") { row in (row.int(0), row.int(1), row.int(2)) }
        for (id, pid, taken) in rows where Self.stale(pid: pid, taken: taken, now: now, expiry: expiry) {
            try db.run("DELETE FROM llm_reservations WHERE id = ?", [.integer(id)])
        }
    }

    /// A reservation that cannot be in flight: its process is gone, or it is `expiry` seconds
    /// old, or dated more than a minute ahead (a clock set back, or a value no yori writes).
    /// Without `now`, only the process is checked.
    static func stale(pid: Int64, taken: Int64, now: Int?, expiry: Int) -> Bool {
        guard let pid = Int32(exactly: pid), processAlive(pid) else { return true }
        guard let now else { return false }
        let age = age(now: now, taken: taken)
        return age >= Int64(expiry) || age < -60
    }

    /// Seconds since `taken`; a value no clock gives (written by another program) is very old.
    static func age(now: Int, taken: Int64) -> Int64 {
        let (age, overflow) = Int64(now).subtractingReportingOverflow(taken)
        return overflow ? Int64.max : age
    }

    /// Whether a process with this id is running on this machine (`kill(pid, 0)`).
    static func processAlive(_ pid: Int32) -> Bool {
        guard pid > 0 else { return false }
        return kill(pid, 0) == 0 || errno == EPERM
    }
}

extension YoriDatabase {
    /// The `meta` key holding the time (Unix seconds) before which the endpoint may not be
    /// called again, after a 429 with `Retry-After`. In the database, so every yori process
    /// honours it.
    static let llmNotBeforeKey = "llm_not_before"

    /// Seconds left until the endpoint may be called again, or `nil` when it may be now.
    /// - Parameter now: the current time, Unix seconds.
    public func llmWaitLeft(now: Int) throws(StoreError) -> Int? {
        guard let value = try meta(Self.llmNotBeforeKey), let notBefore = Int(value), notBefore > now else { return nil }
        return notBefore - now
    }

    /// No endpoint calls before `notBefore` (Unix seconds); a later time already set stays.
    public func holdOffLLMCalls(until notBefore: Int) throws(StoreError) {
        try writing {
            let current = try db.scalar("SELECT value FROM meta WHERE key = ?", [.text(Self.llmNotBeforeKey)])?.string
            guard (current.flatMap { Int($0) } ?? 0) < notBefore else { return }
            try setMeta(Self.llmNotBeforeKey, String(notBefore))
        }
    }
}
