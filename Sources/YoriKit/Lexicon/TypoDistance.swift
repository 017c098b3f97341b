/// How far a typed word is from a lexicon word, counted the way words are mistyped: over jamo
/// for Hangul (a syllable is its initial, vowel and final), over letters for English, in half
/// steps. A jamo or letter dropped or added, or two neighbours swapped, costs 2; a jamo replaced
/// costs 2, a letter replaced 3 (one English letter for another mostly makes another word:
/// paste/pasta, times/limes, later/water); a vowel written for its look-alike — ㅐ/ㅔ/ㅒ/ㅖ
/// (게란 for 계란, 찌게 for 찌개), ㅏ/ㅑ, ㅓ/ㅕ, ㅗ/ㅛ, ㅜ/ㅠ, ㅙ/ㅚ/ㅞ — costs 1, the most common
/// Korean misspellings.
enum TypoDistance {
    /// The jamo of a word made only of Hangul syllables (initial `0x1100+`, vowel `0x1161+`,
    /// final `0x11A8+`), appended to `out`; `false` (and `out` unspecified) for any other word.
    static func jamo(_ word: String, into out: inout [UInt32]) -> Bool {
        out.removeAll(keepingCapacity: true)
        for scalar in word.unicodeScalars {
            guard Hangul.isSyllable(scalar) else { return false }
            let index = scalar.value - 0xAC00
            out.append(0x1100 + index / 588)
            out.append(0x1161 + (index % 588) / 28)
            if index % 28 != 0 { out.append(0x11A7 + index % 28) }
        }
        return !out.isEmpty
    }

    /// The letters of a word made only of ASCII letters (lowercased), appended to `out`;
    /// `false` for any other word.
    static func letters(_ word: String, into out: inout [UInt32]) -> Bool {
        out.removeAll(keepingCapacity: true)
        for byte in word.utf8 {
            switch byte {
            case UInt8(ascii: "a")...UInt8(ascii: "z"): out.append(UInt32(byte))
            case UInt8(ascii: "A")...UInt8(ascii: "Z"): out.append(UInt32(byte) + 32)
            default: return false
            }
        }
        return !out.isEmpty
    }

    /// Vowels (index from ㅏ) that are typed for one another, each group a number; -1 for none.
    private static let vowelGroup: [Int8] = {
        var groups = [Int8](repeating: -1, count: 21)
        // ㅐㅒㅔㅖ, ㅏㅑ, ㅓㅕ, ㅗㅛ, ㅜㅠ, ㅙㅚㅞ
        for (group, members) in [[1, 3, 5, 7], [0, 2], [4, 6], [8, 12], [13, 17], [10, 11, 15]].enumerated() {
            for vowel in members { groups[vowel] = Int8(group) }
        }
        return groups
    }()

    /// The cost of writing `a` for `b`: 0, 1 for look-alike vowels, 3 for letters, else 2.
    @inline(__always)
    static func substitution(_ a: UInt32, _ b: UInt32) -> Int {
        if a == b { return 0 }
        if a < 0x1100 && b < 0x1100 { return 3 }
        guard (0x1161...0x1175).contains(a), (0x1161...0x1175).contains(b) else { return 2 }
        let group = vowelGroup[Int(a - 0x1161)]
        return group >= 0 && group == vowelGroup[Int(b - 0x1161)] ? 1 : 2
    }

    /// The distance between two Hangul syllables compared in place, in half steps: 2 for another
    /// initial, 2 for another final (or one dropped or added), and the vowels' `substitution`.
    static func syllables(_ a: Unicode.Scalar, _ b: Unicode.Scalar) -> Int {
        if a == b { return 0 }
        let x = a.value - 0xAC00, y = b.value - 0xAC00
        return (x / 588 == y / 588 ? 0 : 2) + (x % 28 == y % 28 ? 0 : 2)
            + substitution(0x1161 + (x % 588) / 28, 0x1161 + (y % 588) / 28)
    }

    /// The distance from `a` to `b` in half steps (optimal string alignment: inserts, deletes,
    /// replacements, swaps of neighbours), or `limit + 1` once it is sure to be over `limit`.
    /// `rows` is scratch space kept between calls.
    static func distance(_ a: [UInt32], _ b: [UInt32], limit: Int, rows: inout [Int]) -> Int {
        let n = a.count, m = b.count
        if abs(n - m) * 2 > limit { return limit + 1 }
        if n == 0 || m == 0 { return max(n, m) * 2 }
        let width = m + 1
        // Three rows: the one before the previous (for swaps), the previous and the current.
        rows.removeAll(keepingCapacity: true)
        rows.append(contentsOf: repeatElement(0, count: 3 * width))
        for j in 0...m { rows[j] = j * 2 }
        for i in 1...n {
            let current = (i % 3) * width, previous = ((i - 1) % 3) * width, before = ((i + 1) % 3) * width
            rows[current] = i * 2
            var best = rows[current]
            for j in 1...m {
                var value = min(rows[previous + j] + 2, rows[current + j - 1] + 2,
                                rows[previous + j - 1] + substitution(a[i - 1], b[j - 1]))
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1], a[i - 1] != a[i - 2] {
                    value = min(value, rows[before + j - 2] + 2)
                }
                rows[current + j] = value
                best = min(best, value)
            }
            if best > limit { return limit + 1 }
        }
        return rows[(n % 3) * width + m]
    }
}
