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
        guard line.unicodeScalars.contains(where: {
            $0.value < 0x20 || (0x7F...0x9F).contains($0.value) || isInvisible($0.value) || isWide($0.value)
        }) else { return line }
        let line = narrowed(line)
        guard line.unicodeScalars.contains(where: { $0.value < 0x20 || (0x7F...0x9F).contains($0.value) || isInvisible($0.value) })
        else { return line }
        var sanitizer = TerminalSanitizer(loneControls: .space)
        var out = String.UnicodeScalarView()
        for scalar in sanitizer.feed(line).unicodeScalars where !isInvisible(scalar.value) { out.append(scalar) }
        return String(out)
    }

    /// Full-width ASCII (`ｃｏｏｋ`, `２개`) and the ideographic space, as typed by some input
    /// methods: read as the ordinary letters, digits and space.
    private static func isWide(_ v: UInt32) -> Bool { (0xFF01...0xFF5E).contains(v) || v == 0x3000 }

    static func narrowed(_ line: String) -> String {
        var out = String.UnicodeScalarView()
        for scalar in line.unicodeScalars {
            if (0xFF01...0xFF5E).contains(scalar.value), let narrow = Unicode.Scalar(scalar.value - 0xFEE0) {
                out.append(narrow)
            } else if scalar.value == 0x3000 {
                out.append(" ")
            } else {
                out.append(scalar)
            }
        }
        return String(out)
    }

    /// Whether a scalar is dropped from text: the invisible ones, and the noncharacters yori's
    /// console marks its own styling with (`TerminalSanitizer.styleMarkers`; the sanitizer
    /// drops those too), so typed text can never fake them.
    private static func isInvisible(_ v: UInt32) -> Bool {
        invisible.contains(v) || TerminalSanitizer.styleMarkers.contains(v)
    }

    /// BOM, zero-width space, word joiner, bidirectional embeddings, overrides and isolates.
    /// (Zero-width joiners stay: emoji sequences need them.)
    private static let invisible: Set<UInt32> = [
        0xFEFF, 0x200B, 0x2060, 0x200E, 0x200F, 0x202A, 0x202B, 0x202C, 0x202D, 0x202E, 0x2066, 0x2067, 0x2068, 0x2069,
    ]
}
