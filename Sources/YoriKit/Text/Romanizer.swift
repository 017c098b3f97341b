/// Korean in Latin letters by the Revised Romanization of Korean (국어의 로마자 표기법), with
/// its main sound rules: a final consonant carried over to a following vowel (볶음 →
/// bokkeum), nasal assimilation (국물 → gungmul), ㄹ after ㄹ or ㄴ as l (룰라이드 →
/// rullaideu, 신라 → silla), and ㄹ as n after other consonants (종로 → jongno).
/// Other text is kept as it is. Used for a dish name that has no English (`Dakgalbi`).
public enum Romanizer {
    static let initials = ["g", "kk", "n", "d", "tt", "r", "m", "b", "pp", "s", "ss", "", "j", "jj", "ch", "k", "t", "p", "h"]
    static let medials = ["a", "ae", "ya", "yae", "eo", "e", "yeo", "ye", "o", "wa", "wae", "oe", "yo", "u", "wo", "we",
                          "wi", "yu", "eu", "ui", "i"]
    /// Finals as said before a consonant or at the end (index 0: none).
    static let finals = ["", "k", "k", "k", "n", "n", "n", "t", "l", "k", "m", "l", "l", "l", "p", "l", "m", "p", "p", "t",
                         "t", "ng", "t", "t", "k", "t", "p", "t"]
    /// Finals carried over to a following vowel (ㅇ stays; a double final keeps its first half).
    static let carried: [Int: (stay: String, move: String)] = [
        1: ("", "g"), 2: ("", "kk"), 3: ("k", "s"), 4: ("", "n"), 5: ("n", "j"), 6: ("n", "h"), 7: ("", "d"), 8: ("", "r"),
        9: ("l", "g"), 10: ("l", "m"), 11: ("l", "b"), 12: ("l", "s"), 13: ("l", "t"), 14: ("l", "p"), 15: ("l", "h"),
        16: ("", "m"), 17: ("", "b"), 18: ("p", "s"), 19: ("", "s"), 20: ("", "ss"), 22: ("", "j"), 23: ("", "ch"),
        24: ("", "k"), 25: ("", "t"), 26: ("", "p"), 27: ("", "h"),
    ]

    /// `text` romanized: `닭갈비` → `dakgalbi`, `김치 볶음밥` → `gimchi bokkeumbap`.
    public static func romanize(_ text: String) -> String {
        let scalars = Array(Hangul.composed(text).unicodeScalars)
        var out = ""
        for (i, scalar) in scalars.enumerated() {
            guard Hangul.isSyllable(scalar) else { out.unicodeScalars.append(scalar); continue }
            let (lead, vowel, tail) = parts(scalar)
            var initial = initials[lead]
            if let before = i > 0 && Hangul.isSyllable(scalars[i - 1]) ? parts(scalars[i - 1]).tail : nil {
                if lead == 11, carried[before] != nil {
                    initial = carried[before]!.move
                } else if lead == 2, before == 8 {
                    initial = "l"  // 설날 → seollal
                } else if lead == 5 {
                    // ㄹ after ㄹ or ㄴ is l; after another consonant it is said n.
                    initial = before == 8 || before == 4 ? "l" : before == 0 ? "r" : "n"
                }
            } else if lead == 5, i == 0 || !Hangul.isSyllable(scalars[i - 1]) {
                initial = "r"
            }
            out += initial + medials[vowel]
            guard tail > 0 else { continue }
            let next = i + 1 < scalars.count && Hangul.isSyllable(scalars[i + 1]) ? parts(scalars[i + 1]).lead : nil
            if next == 11, let carry = carried[tail] {
                out += carry.stay
            } else if let next, next == 2 || next == 6 || next == 5 && tail != 8 && tail != 4 {
                // Before ㄴ, ㅁ (or a ㄹ said n): k → ng, t → n, p → m.
                let said = finals[tail]
                out += said == "k" ? "ng" : said == "t" ? "n" : said == "p" ? "m" : said == "l" && next != 5 ? "l" : said
            } else if next == 5, tail == 4 {
                out += "l"
            } else {
                out += finals[tail]
            }
        }
        return out
    }

    /// The initial, medial and final indexes of a precomposed syllable.
    static func parts(_ scalar: Unicode.Scalar) -> (lead: Int, vowel: Int, tail: Int) {
        let index = Int(scalar.value) - 0xAC00
        return (index / 588, (index % 588) / 28, index % 28)
    }
}
