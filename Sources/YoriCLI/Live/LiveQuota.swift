#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Synchronization
import YoriKit
import YoriLLM
import YoriStore

/// The daily AI quota in the database, as one yori process uses it: a call is reserved (a row
/// with this process's id and the time) before it is made, then settled (counted) when the
/// endpoint answered or released when it never did. A reservation of a process that died
/// (`kill -9`) or older than the call timeout no longer counts, so nothing keeps a call
/// charged that was never made.
///
/// While the day's allowance is full only of calls in flight (ten at once to an unreachable
/// endpoint with a quota of three), a caller waits for them to end instead of being told the
/// quota is spent: those calls may all be given back.
final class LiveQuota: Sendable {
    let database: YoriDatabase
    let limit: Int
    /// Seconds after which a reservation cannot still be in flight: the call's timeout and a margin.
    let expiry: Int
    let cancellation: CancellationFlag
    /// This process's reservations not yet settled or released, newest last.
    private let reserved = Mutex<[Int64]>([])

    /// How often a caller waiting for calls in flight looks again.
    static let pollMicroseconds: useconds_t = 100_000

    init(database: YoriDatabase, limit: Int, timeoutMilliseconds: Int, cancellation: CancellationFlag) {
        self.database = database
        self.limit = limit
        self.expiry = max(1, timeoutMilliseconds / 1000) + 5
        self.cancellation = cancellation
    }

    static var now: Int { Int(time(nil)) }

    /// Reserves one call on `day`; `false` when the day's calls are used up. Waits (at most
    /// twice the call timeout) while the allowance is full of calls in flight.
    /// - Throws: `QuotaWaitCancelled` when the wait is cancelled (Ctrl-C, SIGTERM), a
    ///   `StoreError` when the database cannot be written.
    func reserve(_ day: LocalDay) throws -> Bool {
        cancellation.reset()  // a cancel of an earlier call does not stop this one
        let giveUp = Self.now + 2 * expiry
        while true {
            switch try database.reserveLLMCall(day: day, limit: limit, pid: getpid(), now: Self.now, expiry: expiry) {
            case .reserved(let id):
                reserved.withLock { $0.append(id) }
                return true
            case .spent:
                return false
            case .busy:
                if cancellation.isCancelled { throw QuotaWaitCancelled() }
                if Self.now >= giveUp { return false }
                usleep(Self.pollMicroseconds)
            }
        }
    }

    /// The last reserved call reached the endpoint: it counts.
    func settle(_ day: LocalDay) throws {
        guard let id = reserved.withLock({ $0.popLast() }) else { return }
        try database.settleLLMCall(id, day: day)
    }

    /// The last reserved call never reached the endpoint: given back.
    func refund(_ day: LocalDay) throws {
        guard let id = reserved.withLock({ $0.popLast() }) else { return }
        try database.releaseLLMCall(id)
    }

    /// Calls used on `day`, those in flight included.
    func used(_ day: LocalDay) throws -> Int {
        try database.llmCallsUsed(day: day, now: Self.now, expiry: expiry)
    }

    /// The session's view of this quota.
    var client: QuotaClient {
        var client = QuotaClient(limit: limit, reserve: { try self.reserve($0) }, refund: { try self.refund($0) },
                                 used: { try self.used($0) })
        client.settle = { try self.settle($0) }
        let database = database
        client.waitLeft = { try database.llmWaitLeft(now: Self.now) }
        client.holdOff = { try database.holdOffLLMCalls(until: Self.now + $0) }
        return client
    }
}
