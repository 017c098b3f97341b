/// Clean-up for text taken from web pages and JSON-LD: entities decoded (twice, for pages that
/// encode them twice: `&amp;#39;`), tags removed, spaces collapsed.
public enum WebText {
    /// Block-level tags: their boundaries are line breaks when lines are kept.
    static let blockTags: Set<String> = ["br", "p", "li", "div", "ol", "ul", "h1", "h2", "h3", "h4", "h5", "h6", "tr",
                                         "section", "article", "header", "footer", "blockquote", "dt", "dd", "hr", "table"]

    /// One line of plain text.
    public static func clean(_ text: String) -> String {
        collapse(stripTags(decodeTwice(text), keepLines: false))
    }

    /// Plain text split into its non-empty lines (`<br>`, `<p>`, `<li>` and line breaks).
    public static func lines(_ text: String) -> [String] {
        stripTags(decodeTwice(text), keepLines: true).split(whereSeparator: { $0 == "\n" || $0 == "\r\n" })
            .map { collapse(String($0)) }.filter { !$0.isEmpty }
    }

    static func decodeTwice(_ text: String) -> String {
        let once = HTMLEntities.decode(text)
        return once.contains("&") && once != text ? HTMLEntities.decode(once) : once
    }

    /// `text` without tags; block tags become line breaks when `keepLines`.
    static func stripTags(_ text: String, keepLines: Bool) -> String {
        guard text.contains("<") else { return text }
        var out = ""
        for token in HTMLScanner.tokens(text) {
            switch token {
            case .text(let t): out += t
            case .start(let name, _, _), .end(let name):
                if blockTags.contains(name) { out += keepLines ? "\n" : " " }
            case .raw: break
            }
        }
        return out
    }

    /// Runs of spaces (any Unicode space, line breaks, tabs) as one space, trimmed.
    public static func collapse(_ text: String) -> String {
        var out = ""
        out.reserveCapacity(text.utf8.count)
        var pendingSpace = false
        for scalar in text.unicodeScalars {
            if scalar.properties.isWhitespace || scalar == "\u{200B}" || scalar == "\u{FEFF}" {
                pendingSpace = !out.isEmpty
                continue
            }
            if pendingSpace { out.unicodeScalars.append(" "); pendingSpace = false }
            out.unicodeScalars.append(scalar)
        }
        return out
    }
}
