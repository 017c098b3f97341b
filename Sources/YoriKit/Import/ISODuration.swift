/// ISO 8601 durations as schema.org writes times: `PT1H30M`, `P0DT0H35M`, `PT90M`, `P1D`,
/// `PT0.5H`; also the bare minutes some pages put there (`"45"`).
public enum ISODuration {
    /// The duration in whole minutes (rounded), `nil` when `text` is not a duration.
    public static func minutes(_ text: String) -> Int? {
        let t = text.trimmingCharacters(in: [" ", "\t", "\n", "\r"]).uppercased()
        if !t.isEmpty, t.allSatisfy({ $0.isASCII && $0.isNumber }) { return Int(t) }
        guard t.hasPrefix("P") else { return nil }
        var seconds = 0.0
        var number = ""
        var inTime = false
        var any = false
        for c in t.dropFirst() {
            if c == "T" { inTime = true; continue }
            if c.isASCII && (c.isNumber || c == "." || c == ",") { number.append(c == "," ? "." : c); continue }
            guard let value = Double(number) else { return nil }
            number = ""
            any = true
            switch (c, inTime) {
            case ("Y", false): seconds += value * 365 * 86_400
            case ("M", false): seconds += value * 30 * 86_400
            case ("W", false): seconds += value * 7 * 86_400
            case ("D", false): seconds += value * 86_400
            case ("H", true): seconds += value * 3_600
            case ("M", true): seconds += value * 60
            case ("S", true): seconds += value
            default: return nil
            }
        }
        guard any, number.isEmpty, seconds.isFinite, seconds < 1e9 else { return nil }
        return Int((seconds / 60).rounded())
    }
}
