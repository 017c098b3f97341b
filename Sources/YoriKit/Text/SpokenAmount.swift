/// Halves as people say them: `반 모`, `1모 반`, `half a block`, `1½ blocks` — never `0.5모`.
/// Metric amounts keep their digits (`0.5kg`, `500ml`); other fractions are left to the caller.
public enum SpokenAmount {
    /// Units that are weighed or poured rather than counted: no `반` before them.
    static let metric: Set<String> = ["g", "kg", "ml", "L", "mg", "cc"]

    /// The whole part of `quantity` when it is a half (0.5, 1.5, …), else `nil`.
    static func wholeOfHalf(_ quantity: Double) -> Int? {
        guard quantity > 0, quantity < 1000, abs(quantity * 2 - (quantity * 2).rounded()) < 1e-9,
              abs(quantity - quantity.rounded()) > 1e-9 else { return nil }
        return Int(quantity.rounded(.down))
    }

    /// `반 모`, `1모 반`, `반 근` for a counted unit; `nil` when it is not a half or the unit is metric.
    public static func korean(_ quantity: Double, unit: String) -> String? {
        guard !metric.contains(unit), let whole = wholeOfHalf(quantity) else { return nil }
        return whole == 0 ? "반 \(unit)" : "\(whole)\(unit) 반"
    }

    /// `half a block`, `1½ blocks` from the unit's English (singular, plural); `nil` when it is
    /// not a half, or the unit has no English word to say it with.
    public static func english(_ quantity: Double, one: String, many: String) -> String? {
        guard let whole = wholeOfHalf(quantity), !one.isEmpty, !one.hasPrefix("-") else { return nil }
        if whole == 0 {
            let article = one.first.map { "aeiou".contains($0) } == true ? "an" : "a"
            return "half \(article) \(one)"
        }
        return "\(whole)½ \(many)"
    }
}
