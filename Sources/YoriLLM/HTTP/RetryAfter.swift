import YoriKit

/// Reads a `Retry-After` header: delay-seconds (`120`) or an HTTP date
/// (`Wed, 21 Oct 2015 07:28:00 GMT`, taken relative to `now`).
public enum RetryAfter {
    /// Seconds to wait (never negative), or nil when the value cannot be read.
    public static func seconds(_ value: String, now: Int) -> Int? {
        let text = value.trimmingASCIIWhitespace()
        if !text.isEmpty, text.utf8.allSatisfy({ (0x30...0x39).contains($0) }) {
            return Int(text.prefix(9))
        }
        guard let date = httpDate(text) else { return nil }
        return max(0, date - now)
    }

    /// Seconds since 1970 for an IMF-fixdate (the one form RFC 9110 asks senders to use).
    static func httpDate(_ text: String) -> Int? {
        let parts = text.split(separator: " ")
        guard parts.count == 6, parts[5] == "GMT", let day = Int(parts[1]), let year = Int(parts[3]),
              let month = months.firstIndex(of: String(parts[2])) else { return nil }
        let clock = parts[4].split(separator: ":").compactMap { Int($0) }
        guard clock.count == 3, (0..<24).contains(clock[0]), (0..<60).contains(clock[1]), (0...60).contains(clock[2]),
              let date = LocalDay(year: year, month: month + 1, day: day)?.daysSinceEpoch else { return nil }
        return date * 86_400 + clock[0] * 3600 + clock[1] * 60 + clock[2]
    }

    private static let months = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]
}
