/// Removes terminal control sequences from untrusted text (an LLM's answer) before it is
/// printed, so the text cannot move the cursor, retitle the window, write the clipboard
/// (`ESC ] 52 ;`), or hide what it says.
///
/// Removed: escape sequences (CSI `ESC [`, OSC `ESC ]`, DCS `ESC P`, SOS/PM/APC, and
/// two-character escapes) with their parameters and payloads, their 8-bit C1 forms, every
/// other C0 and C1 control, DEL, the bidirectional controls (`isBidiControl`), and the Unicode
/// noncharacters U+FDD0–U+FDEF (yori's console marks its own colours with them: see
/// `styleMarkers`). Kept: `\n`, `\t` and all printable text.
///
/// As a value it can be fed a stream piece by piece (`feed`), so a sequence split across
/// two pieces is removed whole; `clean(_:)` does a whole string at once.
public struct TerminalSanitizer: Sendable {
    private enum State: Sendable {
        case text
        /// After ESC.
        case escape
        /// After ESC and intermediate bytes (`ESC ( B`).
        case escapeIntermediate
        /// Inside CSI parameters.
        case controlSequence
        /// Inside an OSC/DCS/SOS/PM/APC payload, which runs to ST (`ESC \` or 0x9C) or BEL.
        case controlString
        /// ESC inside a control string: `\` ends it, anything else starts a new escape.
        case controlStringEscape
    }

    /// What becomes of a control character that is not part of a sequence.
    public enum LoneControls: Sendable {
        /// Printed text: dropped, but `\n` and `\t` are kept.
        case drop
        /// A line to parse: every one (tab and line ends too) becomes a space, so the words on
        /// either side stay apart (`대파\u{7}계란` is two words).
        case space
    }

    private var state = State.text
    private let loneControls: LoneControls

    /// Noncharacters reserved for yori's own styling between the renderer and the console
    /// (never meant to appear in text from outside), so cleaned text cannot fake them.
    public static let styleMarkers: ClosedRange<UInt32> = 0xFDD0...0xFDEF

    /// The Unicode bidirectional controls: embeddings and overrides (U+202A–202E), isolates
    /// (U+2066–2069) and the marks (U+200E, U+200F, U+061C). Data holding them can show text in
    /// another order than it is stored (`U+202E` makes `exe.txt` read `txt.exe`), so they are
    /// dropped from everything printed and from JSON strings.
    public static func isBidiControl(_ value: UInt32) -> Bool {
        (0x202A...0x202E).contains(value) || (0x2066...0x2069).contains(value) || value == 0x200E || value == 0x200F
            || value == 0x061C
    }

    /// Whether `text` holds anything `clean` would remove (a fast check before copying).
    public static func needsCleaning(_ text: String) -> Bool {
        text.unicodeScalars.contains { scalar in
            let v = scalar.value
            return (v < 0x20 && v != 0x0A && v != 0x09) || (0x7F...0x9F).contains(v) || styleMarkers.contains(v) || isBidiControl(v)
        }
    }

    public init(loneControls: LoneControls = .drop) {
        self.loneControls = loneControls
    }

    /// `text` without any control sequences.
    public static func clean(_ text: String) -> String {
        guard needsCleaning(text) else { return text }
        var sanitizer = TerminalSanitizer()
        return sanitizer.feed(text)
    }

    /// The printable part of the next piece of a stream.
    public mutating func feed(_ text: String) -> String {
        var out = String.UnicodeScalarView()
        for scalar in text.unicodeScalars { take(scalar, into: &out) }
        return String(out)
    }

    private mutating func take(_ scalar: Unicode.Scalar, into out: inout String.UnicodeScalarView) {
        let v = scalar.value
        switch state {
        case .text:
            switch v {
            case 0x1B: state = .escape
            case 0x9B: state = .controlSequence
            case 0x90, 0x98, 0x9D, 0x9E, 0x9F: state = .controlString
            case 0x0A: out.append(scalar)                                   // a line break stays
            case 0x09 where loneControls == .drop: out.append(scalar)      // a tab, unless it becomes a space
            case 0..<0x20, 0x7F...0x9F:  // other C0, DEL, other C1
                if loneControls == .space { out.append(" ") }
            case Self.styleMarkers: break
            case _ where Self.isBidiControl(v): break                      // U+202E would reverse what follows
            default: out.append(scalar)
            }
        case .escape:
            switch v {
            case 0x5B: state = .controlSequence                             // [
            case 0x5D, 0x50, 0x58, 0x5E, 0x5F: state = .controlString       // ] P X ^ _
            case 0x1B: state = .escape
            case 0x20...0x2F: state = .escapeIntermediate
            case 0x30...0x7E: state = .text                                 // ESC 7, ESC c, …
            default:
                state = .text
                take(scalar, into: &out)
            }
        case .escapeIntermediate:
            switch v {
            case 0x20...0x2F: break
            case 0x30...0x7E: state = .text
            default:
                state = .text
                take(scalar, into: &out)
            }
        case .controlSequence:
            switch v {
            case 0x20...0x3F: break                                          // parameters, intermediates
            case 0x40...0x7E: state = .text                                  // final byte
            case 0x1B: state = .escape
            case 0..<0x20: break                                             // terminals act on these; drop
            default:
                // Not part of any sequence: the sequence was broken, so show the text.
                state = .text
                take(scalar, into: &out)
            }
        case .controlString:
            switch v {
            case 0x07, 0x9C: state = .text
            case 0x1B: state = .controlStringEscape
            default: break
            }
        case .controlStringEscape:
            if v == 0x5C {
                state = .text
            } else {
                state = .escape
                take(scalar, into: &out)
            }
        }
    }
}
