import CCurl
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A flag one thread raises (Ctrl-C) and a transfer on another thread checks: libcurl's
/// progress callback reads it at least once a second, the body callback on every chunk.
/// Raising it also shuts down the transfer's socket (`watch(socket:)`), so a request waiting
/// on a silent server stops at once rather than at the next progress tick (up to a second).
public final class CancellationFlag: @unchecked Sendable {
    // Plain int memory read and written only through the shim's compiler atomics:
    // [0] the flag, [1] the socket of the transfer in flight, or -1.
    private let storage: UnsafeMutablePointer<CInt>

    public init() {
        storage = .allocate(capacity: 2)
        storage.initialize(to: 0)
        (storage + 1).initialize(to: -1)
    }

    deinit { storage.deallocate() }

    /// Asks the running transfer (if any) to stop, and wakes it by shutting its socket down
    /// (async-signal-safe: only an atomic store, an atomic load and `shutdown`).
    public func cancel() {
        yori_atomic_store_int(storage, 1)
        let socket = yori_atomic_load_int(storage + 1)
        if socket >= 0 { _ = shutdown(socket, CInt(SHUT_RDWR)) }
    }

    /// Lowers the flag; the live client does this as each request starts.
    public func reset() { yori_atomic_store_int(storage, 0) }

    public var isCancelled: Bool { yori_atomic_load_int(storage) != 0 }

    /// The socket a transfer is using, which `cancel` shuts down; -1 when it is done with it.
    func watch(socket: CInt) { yori_atomic_store_int(storage + 1, socket) }
}
