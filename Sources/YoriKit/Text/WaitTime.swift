/// How long to wait, as people say it: `45초`, `2분 5초`, `3시간 20분` / `45 s`, `2 min 5 s`,
/// `3 h 20 min`. Waits of an hour or more drop the seconds.
public enum WaitTime {
    /// The longest wait yori holds off for (a `Retry-After` of days is capped to this): a day.
    public static let longest = 86_400

    public static func text(_ seconds: Int, _ lang: UserLanguage) -> String {
        let seconds = max(0, seconds)
        let h = seconds / 3600, m = seconds % 3600 / 60, s = seconds % 60
        var parts: [String] = []
        if h > 0 { parts.append(lang.pick("\(h)시간", "\(h) h")) }
        if m > 0 { parts.append(lang.pick("\(m)분", "\(m) min")) }
        if s > 0 && h == 0 || parts.isEmpty { parts.append(lang.pick("\(s)초", "\(s) s")) }
        return parts.joined(separator: " ")
    }
}
