/// `자세히`, `in detail`: a request for the long view of a recipe list (every ingredient of each
/// recipe, not the two-line summary), alone after a `cook` list or at the end of a cook request.
///
/// The phrases are data; a line is a detail request when, cleaned of punctuation and spaces at
/// its ends, it is one of them (`자세히 보여줘`) or ends in one after a request
/// (`두부 김치로 뭐 만들어 자세히`, `cook tofu and kimchi in detail`).
public enum DetailCue {
    /// Whole phrases, longest first so `자세히 보여줘` is taken before `자세히`.
    public static let phrases: [String] = [
        "자세히 보여 줘", "자세히 보여줘", "자세하게 보여줘", "자세히 알려줘", "자세히 좀", "좀 자세히", "전부 자세히", "다 자세히",
        "자세히요", "자세히", "자세하게",
        "show me in detail", "show in detail", "in more detail", "in detail", "in full", "with details", "more detail",
        "detailed", "details",
    ].sorted { $0.count > $1.count }

    /// Whether `line` is only a detail request (`자세히`, `in detail`).
    public static func isDetailOnly(_ line: String) -> Bool {
        phrases.contains(normalized(line))
    }

    /// `line` without a detail phrase at its end (`두부 김치로 뭐 만들어 자세히` → `두부 김치로 뭐 만들어`),
    /// or `nil` when it ends in none or is nothing else.
    public static func strippingDetail(_ line: String) -> String? {
        let text = normalized(line)
        for phrase in phrases where text.hasSuffix(" " + phrase) {
            let rest = String(text.dropLast(phrase.count + 1))
            let trimmed = rest.hasSuffix(",") ? String(rest.dropLast()) : rest
            return trimmed.isEmpty ? nil : trimmed
        }
        return nil
    }

    /// Lowercased, spaces collapsed, sentence punctuation off the ends.
    static func normalized(_ line: String) -> String {
        let words = line.lowercased().split(whereSeparator: { $0 == " " || $0 == "\t" })
        var text = words.joined(separator: " ")
        while let last = text.last, ".?!~…".contains(last) { text.removeLast() }
        return text
    }
}
