#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Measures how long a turn took, on the monotonic clock (the history's `elapsed_ms`).
struct Stopwatch {
    private let start = Stopwatch.nowNanoseconds()

    /// Milliseconds since the stopwatch was made.
    var elapsedMilliseconds: Int { Int((Stopwatch.nowNanoseconds() - start) / 1_000_000) }

    private static func nowNanoseconds() -> Int64 {
        var time = timespec()
        clock_gettime(CLOCK_MONOTONIC, &time)
        return Int64(time.tv_sec) * 1_000_000_000 + Int64(time.tv_nsec)
    }
}
