import ArgumentParser
import YoriKit

/// `--help` pages fitted to the terminal's width (`TerminalWidth`: `COLUMNS`, else the tty).
///
/// ArgumentParser wraps its help itself, to `COLUMNS` or the terminal's size (80 when it has
/// neither), but it counts characters, not display columns: a line with Hangul comes out up to
/// twice as wide as asked, and the usage line and preformatted discussion lines are never
/// wrapped at all. So with a width known, yori asks ArgumentParser for its page unwrapped and
/// wraps every line itself, in display columns, at spaces: a row keeps its text column (an
/// option's help under its help, an example's note under its note), a usage line wraps under
/// its command with `[--db <path>]` kept whole. Below `TerminalWidth.narrow` columns a row's
/// label goes on a line of its own and its text under it. Without a width (a pipe with no
/// `COLUMNS`), ArgumentParser's own 80-column page is kept.
enum HelpLayout {
    /// The message ArgumentParser has for `error` (help, version, completion script, usage),
    /// a help page fitted to `width`.
    static func message(for error: Error, width: Int?) -> String {
        let text = RootCommand.fullMessage(for: error)
        guard let width, isHelpPage(text) else { return text }
        return fit(RootCommand.fullMessage(for: error, columns: unwrapped), width: width)
    }

    /// A width ArgumentParser never reaches: its page with one line per paragraph and row.
    static let unwrapped = 1_000_000

    /// Whether `text` is a help page (not a version, a completion script or `--experimental-dump-help`).
    static func isHelpPage(_ text: String) -> Bool {
        text.hasPrefix("OVERVIEW: ") || text.hasPrefix("USAGE: ")
    }

    /// Every line of `page` within `width` columns.
    static func fit(_ page: String, width: Int) -> String {
        page.split(separator: "\n", omittingEmptySubsequences: false).flatMap { line -> [String] in
            TextLayout.width(line) <= width ? [String(line)] : fit(line: String(line), width: width)
        }.joined(separator: "\n")
    }

    /// One line over the width, wrapped with the indent its kind of line takes.
    static func fit(line: String, width: Int) -> [String] {
        let lead = line.prefix { $0 == " " }.count
        if line.hasPrefix("USAGE: ") {
            // `[--db <path>]` stays whole: the spaces inside brackets do not break.
            return TextLayout.wrap(keepingGroups(String(line.dropFirst(7))), width: width, first: "USAGE: ",
                                   rest: indent(min(7, width / 4))).map(restoringGroups)
        }
        let body = line.dropFirst(lead)
        // A row: a label, two or more spaces, then its text (`  --on <day>   The day …`,
        // `  yori tip 대파     storage advice`); the text's column is where wrapped lines start.
        if let gap = body.firstRange(of: "  "), gap.lowerBound > body.startIndex {
            let label = String(line[..<gap.lowerBound])
            let text = body[gap.upperBound...].drop { $0 == " " }
            let column = TextLayout.width(line[..<text.startIndex])
            if width >= TerminalWidth.narrow, width - column >= 20 {
                return TextLayout.wrap(String(text), width: width, first: String(line[..<text.startIndex]), rest: indent(column))
            }
            let under = indent(min(lead + 4, width / 4))
            return TextLayout.wrap(String(label.drop { $0 == " " }), width: width, first: indent(min(lead, width / 4)), rest: under)
                + TextLayout.wrap(String(text), width: width, first: under, rest: under)
        }
        let hanging = indent(min(lead, width / 4))
        return TextLayout.wrap(String(body), width: width, first: hanging, rest: hanging)
    }

    private static func indent(_ n: Int) -> String { String(repeating: " ", count: max(0, n)) }

    /// Spaces inside `[…]` and `<…>` as no-break spaces, so a usage group is never split.
    static func keepingGroups(_ text: String) -> String {
        var depth = 0
        return String(text.map { c -> Character in
            if c == "[" || c == "<" { depth += 1 }
            if c == "]" || c == ">" { depth = max(0, depth - 1) }
            return c == " " && depth > 0 ? "\u{A0}" : c
        })
    }

    static func restoringGroups(_ text: String) -> String {
        String(text.map { $0 == "\u{A0}" ? " " : $0 })
    }
}
