/// How urgent an item's expiry is: the seed apps' D-7 / D-3 / D-day alerts.
public enum ExpiryAlert: Int, Comparable, Sendable, CaseIterable {
    /// Past its date.
    case past
    /// Expires today.
    case today
    /// 1 to 3 days left.
    case within3
    /// 4 to 7 days left.
    case within7
    /// More than 7 days left, or no date.
    case later

    public init(daysLeft: Int?) {
        guard let days = daysLeft else { self = .later; return }
        switch days {
        case ..<0: self = .past
        case 0: self = .today
        case 1...3: self = .within3
        case 4...7: self = .within7
        default: self = .later
        }
    }

    public static func < (a: ExpiryAlert, b: ExpiryAlert) -> Bool { a.rawValue < b.rawValue }

    /// `D-3`, `D-day`, `D+2 지남` / `D+2 overdue`.
    public static func dday(_ daysLeft: Int?, _ language: UserLanguage) -> String {
        guard let days = daysLeft else { return language.pick("기한 없음", "no date") }
        if days == 0 { return "D-day" }
        if days > 0 { return "D-\(days)" }
        return "D+\(-days) " + language.pick("지남", "overdue")
    }
}
