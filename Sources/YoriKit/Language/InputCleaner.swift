/// Makes a typed or piped line safe to parse: whatever a terminal would act on, or a
/// file may carry invisibly, can never become part of an ingredient or a recipe name.
///
/// - Escape sequences (`ESC [ 41 m`, `ESC ] … BEL`, `ESC c`, their 8-bit C1 forms) are
///   removed whole, so `용과\u{1B}[41m랑` reads `용과랑`, never `41m`.
/// - Any other C0 or C1 control and DEL becomes a space (`대파\u{7}계란` is two words).
/// - A byte order mark, zero-width spaces, bidirectional overrides and yori's own style
///   markers (noncharacters U+FDD0–U+FDEF) are removed.
enum InputCleaner {
    static func clean(_ line: String) -> String {
        // Most lines have nothing to clean: check that without building a new string.
        guard line.unicodeScalars.contains(where: { needsCleaning($0) || isInvisible($0.value) }) else { return line }
        var out = String.UnicodeScalarView()
        var state = State.text
        for scalar in line.unicodeScalars {
            let v = scalar.value
            switch state {
            case .text:
                switch v {
                case 0x1B: state = .escape
                case 0x9B: state = .sequence
                case 0x90, 0x98, 0x9D, 0x9E, 0x9F: state = .string
                case 0x09, 0x0A, 0x0D: out.append(" ")
                case 0..<0x20, 0x7F...0x9F: out.append(" ")
                default:
                    if !isInvisible(v) { out.append(scalar) }
                }
            case .escape:
                switch v {
                case 0x5B: state = .sequence                         // CSI
                case 0x5D, 0x50, 0x58, 0x5E, 0x5F: state = .string   // OSC, DCS, SOS, PM, APC
                case 0x20...0x2F: state = .escapeIntermediate
                case 0x1B: break
                default: state = .text                               // ESC 7, ESC c, … (or a broken escape)
                }
            case .escapeIntermediate:
                if !(0x20...0x2F).contains(v) { state = .text }
            case .sequence:
                if (0x40...0x7E).contains(v) {
                    state = .text
                } else if !(0x20...0x3F).contains(v) {
                    // Broken sequence: keep what follows as text.
                    state = .text
                    out.append(" ")
                    if v >= 0x20 && !(0x7F...0x9F).contains(v) && !isInvisible(v) { out.append(scalar) }
                }
            case .string:
                if v == 0x07 || v == 0x9C { state = .text } else if v == 0x1B { state = .stringEscape }
            case .stringEscape:
                state = v == 0x5C ? .text : .string
            }
        }
        return String(out)
    }

    private enum State {
        case text, escape, escapeIntermediate, sequence, string, stringEscape
    }

    private static func needsCleaning(_ scalar: Unicode.Scalar) -> Bool {
        let v = scalar.value
        return v < 0x20 || (0x7F...0x9F).contains(v) || invisible.contains(v)
    }

    /// Whether a scalar is dropped from text: the invisible ones, and the noncharacters yori's
    /// console marks its own styling with (`TerminalSanitizer.styleMarkers`), so typed text
    /// can never fake them.
    private static func isInvisible(_ v: UInt32) -> Bool {
        invisible.contains(v) || TerminalSanitizer.styleMarkers.contains(v)
    }

    /// BOM, zero-width space, word joiner, bidirectional embeddings, overrides and isolates.
    /// (Zero-width joiners stay: emoji sequences need them.)
    private static let invisible: Set<UInt32> = [
        0xFEFF, 0x200B, 0x2060, 0x200E, 0x200F, 0x202A, 0x202B, 0x202C, 0x202D, 0x202E, 0x2066, 0x2067, 0x2068, 0x2069,
    ]
}
