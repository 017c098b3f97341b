#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import YoriKit

/// Wall-clock time for the edges: the default conversation name and the times shown
/// for stored turns (kept as ISO 8601 UTC, shown in the user's time zone).
enum LocalTime {
    /// `2026-11-22 14:03` in local time; the date is `today` when given (`YORI_TODAY`).
    static func nowMinute(today: LocalDay?) -> String {
        var now = time(nil)
        var parts = tm()
        localtime_r(&now, &parts)
        let date = today?.description ?? LocalDay(year: Int(parts.tm_year) + 1900, month: Int(parts.tm_mon) + 1,
                                                  day: Int(parts.tm_mday))?.description ?? "1970-01-01"
        return date + " " + pad(Int(parts.tm_hour)) + ":" + pad(Int(parts.tm_min))
    }

    /// An ISO UTC time (`2026-11-22T05:03:07.120Z`) as `2026-11-22 14:03` in the local time zone.
    @Sendable static func system(_ iso: String) -> String {
        guard var parts = utcParts(iso) else { return fallback(iso) }
        var seconds = timegm(&parts)
        var local = tm()
        localtime_r(&seconds, &local)
        return format(local)
    }

    /// The same, in UTC (tests, and times that cannot be converted).
    @Sendable static func utc(_ iso: String) -> String {
        guard let parts = utcParts(iso) else { return fallback(iso) }
        return format(parts)
    }

    private static func utcParts(_ iso: String) -> tm? {
        let digits = iso.split(whereSeparator: { !$0.isNumber }).compactMap { Int32($0) }
        guard digits.count >= 6, iso.count >= 19 else { return nil }
        var parts = tm()
        parts.tm_year = digits[0] - 1900
        parts.tm_mon = digits[1] - 1
        parts.tm_mday = digits[2]
        parts.tm_hour = digits[3]
        parts.tm_min = digits[4]
        parts.tm_sec = digits[5]
        return parts
    }

    private static func format(_ parts: tm) -> String {
        let day = LocalDay(year: Int(parts.tm_year) + 1900, month: Int(parts.tm_mon) + 1, day: Int(parts.tm_mday))
        return (day?.description ?? "????-??-??") + " " + pad(Int(parts.tm_hour)) + ":" + pad(Int(parts.tm_min))
    }

    private static func fallback(_ iso: String) -> String {
        String(iso.prefix(16).map { $0 == "T" ? " " : $0 })
    }

    private static func pad(_ n: Int) -> String { n < 10 ? "0\(n)" : "\(n)" }
}
