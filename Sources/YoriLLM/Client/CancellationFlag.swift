import CCurl

/// A flag one thread raises (Ctrl-C) and a transfer on another thread checks: libcurl's
/// progress callback reads it at least once a second, the body callback on every chunk.
public final class CancellationFlag: @unchecked Sendable {
    // Plain int memory read and written only through the shim's compiler atomics.
    private let storage: UnsafeMutablePointer<CInt>

    public init() {
        storage = .allocate(capacity: 1)
        storage.initialize(to: 0)
    }

    deinit { storage.deallocate() }

    /// Asks the running transfer (if any) to stop.
    public func cancel() { yori_atomic_store_int(storage, 1) }

    /// Lowers the flag; the live client does this as each request starts.
    public func reset() { yori_atomic_store_int(storage, 0) }

    public var isCancelled: Bool { yori_atomic_load_int(storage) != 0 }
}
