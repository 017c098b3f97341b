/// Terminal column widths, so tables with Hangul line up.
///
/// Hangul syllables, Jamo, CJK ideographs, full-width forms and most emoji take two
/// columns; combining marks and zero-width characters take none.
public enum DisplayWidth {
    /// Columns `text` occupies in a terminal.
    public static func of<S: StringProtocol>(_ text: S) -> Int {
        var width = 0
        for scalar in text.unicodeScalars { width += of(scalar) }
        return width
    }

    /// Columns one scalar occupies.
    public static func of(_ scalar: Unicode.Scalar) -> Int {
        let v = scalar.value
        if v == 0 { return 0 }
        if v < 0x20 || (0x7F..<0xA0).contains(v) { return 0 }
        if v < 0x300 { return 1 }
        if (0x300...0x36F).contains(v) || (0x1160...0x11FF).contains(v) || v == 0x200B
            || (0x200C...0x200F).contains(v) || (0xFE00...0xFE0F).contains(v) || v == 0xFEFF
            || (0xD7B0...0xD7FF).contains(v) {
            return 0  // combining marks, medial/final Jamo, joiners, variation selectors
        }
        for range in wide where range.contains(v) { return 2 }
        return 1
    }

    private static let wide: [ClosedRange<UInt32>] = [
        0x1100...0x115F,   // Hangul Jamo initials
        0x231A...0x231B, 0x23E9...0x23EC, 0x23F0...0x23F0, 0x23F3...0x23F3,
        0x25FD...0x25FE, 0x2614...0x2615, 0x2648...0x2653, 0x267F...0x267F,
        0x2693...0x2693, 0x26A1...0x26A1, 0x26AA...0x26AB, 0x26BD...0x26BE,
        0x26C4...0x26C5, 0x26CE...0x26CE, 0x26D4...0x26D4, 0x26EA...0x26EA,
        0x26F2...0x26F5, 0x26FA...0x26FD, 0x2705...0x2705, 0x270A...0x270B,
        0x2728...0x2728, 0x274C...0x274C, 0x274E...0x274E, 0x2753...0x2755,
        0x2757...0x2757, 0x2795...0x2797, 0x27B0...0x27B0, 0x27BF...0x27BF,
        0x2B1B...0x2B1C, 0x2B50...0x2B50, 0x2B55...0x2B55,
        0x2E80...0x303E,   // CJK radicals, punctuation
        0x3041...0x33FF,   // kana, compatibility Jamo (ㄱㄴ), CJK symbols
        0x3400...0x4DBF, 0x4E00...0x9FFF,  // CJK ideographs
        0xA960...0xA97F,   // Hangul Jamo extended-A
        0xAC00...0xD7A3,   // Hangul syllables
        0xF900...0xFAFF, 0xFE30...0xFE4F,
        0xFF00...0xFF60, 0xFFE0...0xFFE6,  // full-width forms
        0x1F300...0x1F64F, 0x1F900...0x1F9FF, 0x1F680...0x1F6FF,  // emoji
        0x20000...0x3FFFD,
    ]

    /// `text` padded with spaces on the right to `columns` display columns.
    public static func pad<S: StringProtocol>(_ text: S, to columns: Int) -> String {
        let w = of(text)
        return String(text) + String(repeating: " ", count: max(0, columns - w))
    }

    /// `text` cut to at most `columns` display columns, with `…` when shortened.
    public static func truncate(_ text: String, to columns: Int) -> String {
        guard of(text) > columns else { return text }
        var out = ""
        var w = 0
        for ch in text {
            let cw = of(String(ch))
            if w + cw > columns - 1 { break }
            out.append(ch)
            w += cw
        }
        return out + "…"
    }
}
