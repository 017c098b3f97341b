/// Facts about Hangul text that yori's language layer needs.
public enum Hangul {
    /// Hangul syllables, Jamo and compatibility Jamo.
    public static func isHangul(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0xAC00...0xD7A3, 0x1100...0x11FF, 0x3130...0x318F, 0xA960...0xA97F, 0xD7B0...0xD7FF:
            return true
        default:
            return false
        }
    }

    /// A precomposed syllable (가…힣).
    public static func isSyllable(_ scalar: Unicode.Scalar) -> Bool {
        (0xAC00...0xD7A3).contains(scalar.value)
    }

    /// Whether the syllable ends in a final consonant (받침): 밥 yes, 파 no.
    /// Particles choose their form by it (이랑/랑, 으로/로, 을/를).
    public static func hasFinalConsonant(_ scalar: Unicode.Scalar) -> Bool {
        guard isSyllable(scalar) else { return false }
        return (scalar.value - 0xAC00) % 28 != 0
    }

    /// Whether the last character of `word` ends in a final consonant.
    public static func endsWithFinalConsonant<S: StringProtocol>(_ word: S) -> Bool {
        guard let last = word.unicodeScalars.last else { return false }
        return hasFinalConsonant(last)
    }

    /// `word` followed by the particle form that fits it: 이랑/랑, 은/는, 이/가, 을/를, 으로/로.
    public static func attach(_ word: String, _ withFinal: String, _ withoutFinal: String) -> String {
        guard let last = word.unicodeScalars.last else { return word }
        if !isSyllable(last) { return word + withFinal + "(" + withoutFinal + ")" }
        // ㄹ-final words take 로, not 으로 (물로, 쌀로).
        if withFinal == "으로", (last.value - 0xAC00) % 28 == 8 { return word + withoutFinal }
        return word + (hasFinalConsonant(last) ? withFinal : withoutFinal)
    }
}
