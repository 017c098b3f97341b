/// Today's date, behind a closure: the only way the domain learns the date.
public struct Clock: Sendable {
    public var today: @Sendable () -> LocalDay

    public init(today: @escaping @Sendable () -> LocalDay) {
        self.today = today
    }

    /// A clock stopped on `day` (tests, and `YORI_TODAY`).
    public static func fixed(_ day: LocalDay) -> Clock { Clock { day } }
}
