/// Fitting text to a terminal's width: measuring (style markers take no columns), word
/// wrapping with a hanging indent, and cutting.
///
/// Wrapping breaks at spaces; a word wider than the line (a long Hangul run without spaces,
/// a URL) is broken between grapheme clusters, so no line is ever wider than asked. Hangul
/// counts two columns (`DisplayWidth`), so `지퍼 백에` wraps between 지퍼 and 백에, never inside.
public enum TextLayout {
    /// Columns `text` takes on a terminal: `DisplayWidth`, with yori's style markers
    /// (`TerminalSanitizer.styleMarkers`, turned into colour codes on output) counted as none.
    public static func width(_ text: String) -> Int { columns(text) }
    public static func width(_ text: Substring) -> Int { columns(text) }

    private static func columns<S: StringProtocol>(_ text: S) -> Int {
        guard text.unicodeScalars.contains(where: { TerminalSanitizer.styleMarkers.contains($0.value) }) else {
            return DisplayWidth.columns(text)
        }
        return DisplayWidth.of(String(String.UnicodeScalarView(text.unicodeScalars.filter {
            !TerminalSanitizer.styleMarkers.contains($0.value)
        })))
    }

    /// `text` (one paragraph; line breaks in it are kept as breaks) in lines of at most `width`
    /// columns: the first line starts with `first`, the rest with `rest` (a hanging indent).
    /// With no width, the text as it is, prefixed.
    public static func wrap(_ text: String, width: Int?, first: String = "", rest: String = "") -> [String] {
        let paragraphs = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        var lines: [String] = []
        for (index, paragraph) in paragraphs.enumerated() {
            let lead = index == 0 ? first : rest
            guard let width else {
                lines.append(lead + paragraph)
                continue
            }
            lines += wrapParagraph(paragraph, width: width, first: lead, rest: rest)
        }
        return lines
    }

    private static func wrapParagraph(_ text: String, width: Int, first: String, rest: String) -> [String] {
        var lines: [String] = []
        var line = first
        var lineWidth = self.width(first)
        var hasWord = false
        let restWidth = self.width(rest)
        func newLine() {
            lines.append(trimmedEnd(line))
            line = rest
            lineWidth = restWidth
            hasWord = false
        }
        for word in text.split(separator: " ", omittingEmptySubsequences: true) {
            let w = self.width(word)
            let space = hasWord ? 1 : 0
            if lineWidth + space + w <= width {
                if hasWord { line += " " }
                line += word
                lineWidth += space + w
                hasWord = true
                continue
            }
            if hasWord { newLine() }
            if lineWidth + w <= width {
                line += word
                lineWidth += w
                hasWord = true
                continue
            }
            // A word wider than a whole line: broken between clusters.
            for cluster in word {
                let cw = DisplayWidth.of(cluster: cluster)
                if lineWidth + cw > width, hasWord || lineWidth > restWidth { newLine() }
                line.append(cluster)
                lineWidth += cw
                hasWord = true
            }
        }
        if hasWord || lines.isEmpty { lines.append(trimmedEnd(line)) }
        return lines
    }

    private static func trimmedEnd(_ text: String) -> String {
        var s = Substring(text)
        while s.last == " " { s = s.dropLast() }
        return String(s)
    }

    /// `text` cut to `width` columns with `…` (markers kept out of the count; a cut text loses
    /// its markers, and so its colour, rather than leave one open).
    public static func fit(_ text: String, width: Int?) -> String {
        guard let width, self.width(text) > width else { return text }
        let plain = String(String.UnicodeScalarView(text.unicodeScalars.filter {
            !TerminalSanitizer.styleMarkers.contains($0.value)
        }))
        return DisplayWidth.truncate(plain, to: max(1, width))
    }
}
