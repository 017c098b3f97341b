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

    /// Whether `text` has any Hangul in it.
    public static func containsHangul<S: StringProtocol>(_ text: S) -> Bool {
        text.unicodeScalars.contains(where: isHangul)
    }

    /// A precomposed syllable (가…힣).
    public static func isSyllable(_ scalar: Unicode.Scalar) -> Bool {
        (0xAC00...0xD7A3).contains(scalar.value)
    }

    /// A conjoining Jamo (the pieces of a decomposed syllable, as macOS input sends them).
    public static func isJamo(_ scalar: Unicode.Scalar) -> Bool {
        (0x1100...0x11FF).contains(scalar.value)
    }

    /// `text` with decomposed Hangul (initial + medial [+ final] Jamo) composed into
    /// syllables, as Unicode NFC does for Hangul; other text is left as it is.
    public static func composed(_ text: String) -> String {
        guard text.unicodeScalars.contains(where: isJamo) else { return text }
        var out = String.UnicodeScalarView()
        var pending: [UInt32] = []  // L, V, T indexes of the syllable being built
        func flush() {
            guard !pending.isEmpty else { return }
            if pending.count >= 2 {
                let value = 0xAC00 + (pending[0] * 21 + pending[1]) * 28 + (pending.count == 3 ? pending[2] : 0)
                out.append(Unicode.Scalar(value)!)
            } else {
                out.append(Unicode.Scalar(0x1100 + pending[0])!)
            }
            pending.removeAll()
        }
        for scalar in text.unicodeScalars {
            let v = scalar.value
            if (0x1100...0x1112).contains(v) {
                flush()
                pending = [v - 0x1100]
            } else if (0x1161...0x1175).contains(v), pending.count == 1 {
                pending.append(v - 0x1161)
            } else if (0x11A8...0x11C2).contains(v), pending.count == 2 {
                pending.append(v - 0x11A7)
                flush()
            } else {
                flush()
                out.append(scalar)
            }
        }
        flush()
        return String(out)
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

    /// `'word'` in quotes, then the particle form that fits the word: `'매운 거'는`, `'뷁'은`
    /// (`'asdf'은(는)` when it does not end in Hangul).
    public static func quoted(_ word: String, _ withFinal: String, _ withoutFinal: String) -> String {
        "'" + word + "'" + attach(word, withFinal, withoutFinal).dropFirst(word.count)
    }

    /// The initial consonants (초성) of `text`, as compatibility Jamo: 계란말이 → ㄱㄹㅁㅇ.
    /// Consonants typed alone (ㄱ…ㅎ) are kept as they are; everything else (spaces,
    /// vowels, Latin letters, punctuation) is dropped, so `된장 찌개` → ㄷㅈㅉㄱ.
    public static func choseong(_ text: String) -> String {
        var out = String.UnicodeScalarView()
        for scalar in composed(text).unicodeScalars {
            if isSyllable(scalar) {
                out.append(initials[Int((scalar.value - 0xAC00) / 588)])
            } else if initialsSet.contains(scalar) {
                out.append(scalar)
            }
        }
        return String(out)
    }

    /// Whether `text` is made only of lone consonants (and spaces), with at least one: ㄱㄹㅁㅇ.
    public static func isChoseongQuery(_ text: String) -> Bool {
        var any = false
        for scalar in text.unicodeScalars {
            if initialsSet.contains(scalar) { any = true } else if scalar != " " { return false }
        }
        return any
    }

    /// The 19 initial consonants in syllable order, as compatibility Jamo.
    private static let initials: [Unicode.Scalar] = Array("ㄱㄲㄴㄷㄸㄹㅁㅂㅃㅅㅆㅇㅈㅉㅊㅋㅌㅍㅎ".unicodeScalars)
    private static let initialsSet = Set(initials)
}
