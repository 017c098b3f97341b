/// Words the lexicon does not know that plainly are lexicon words: a misspelling of one
/// (`게란` → 계란, `양퍄` → 양파, `brocoli` → broccoli) or several typed without spaces (`대파계란` →
/// 대파 + 계란). Asked only for words `lookup` does not find, so the lookup itself stays one
/// hash probe; each answer is a scan over the keys with a length filter, no table is built.
extension IngredientLexicon {
    /// A lexicon word a typed word misspells.
    public struct NearWord: Sendable, Equatable {
        /// The lexicon key read for the typed word (`계란`, `broccoli`).
        public let key: String
        /// Its entry.
        public let ingredient: Ingredient
        /// How far it is, in half steps (`TypoDistance`): 1 for a look-alike vowel, 2 for a jamo
        /// or letter dropped, added, replaced or swapped.
        public let distance: Int
    }

    /// How far a word of `length` syllables (Korean) or letters (English) may be from the word
    /// it is read as, in half steps: nothing for one syllable or up to four letters (배 stays
    /// 배, `rise` is no `rice`), one jamo or letter for short words, two for long ones.
    public static func typoAllowance(korean: Bool, length: Int) -> Int {
        korean ? (length < 2 ? 0 : length <= 4 ? 2 : 4) : (length < 5 ? 0 : length <= 8 ? 2 : 4)
    }

    /// The one lexicon entry `word` is closest to, within `typoAllowance` of its length; `nil`
    /// when none is that close, when `word` is known, or when two entries are equally close
    /// (no guessing between 대파 and 대하). A word is Hangul syllables only or ASCII letters only;
    /// it is compared with keys of its own script and of a length it can reach, an English word
    /// only with keys of its first letter (`croquettes` is no `roquette`). `within` lowers
    /// the allowance (1: a look-alike vowel only).
    public func nearest(_ word: String, within: Int? = nil) -> NearWord? {
        let typed = IngredientLexicon.key(word)
        guard lookup(key: typed) == nil else { return nil }
        var wanted: [UInt32] = [], candidate: [UInt32] = [], rows: [Int] = []
        let korean: Bool
        if TypoDistance.jamo(typed, into: &wanted) {
            korean = true
        } else if TypoDistance.letters(typed, into: &wanted) {
            korean = false
        } else {
            return nil
        }
        let length = korean ? typed.unicodeScalars.count : wanted.count
        let limit = min(Self.typoAllowance(korean: korean, length: length), within ?? .max)
        guard limit > 0 else { return nil }
        // A syllable is at least two jamo (two steps); a letter is one step.
        let reach = korean ? (limit / 4) * 3 : limit / 2
        let bytes = typed.utf8.count
        // Up to one step, a Korean word keeps its syllables: they are compared in place, no
        // jamo taken apart (most words tried are of this kind; a jamo moved into the next
        // syllable is no slip then).
        let inPlace = korean && limit <= 2 ? Array(typed.unicodeScalars) : []
        var best = limit + 1, bestEntry = -1, bestKey = -1, tied = false
        let table = keyTable
        for k in table.keys.indices {
            let key = table.keys[k]
            guard abs(key.utf8.count - bytes) <= reach, korean || key.utf8.first == typed.utf8.first else { continue }
            let distance: Int
            if !inPlace.isEmpty {
                var cost = 0, i = 0
                for scalar in key.unicodeScalars {
                    guard i < inPlace.count, Hangul.isSyllable(scalar) else { cost = limit + 1; break }
                    cost += TypoDistance.syllables(inPlace[i], scalar)
                    i += 1
                    if cost > limit { break }
                }
                distance = i == inPlace.count ? cost : limit + 1
            } else {
                let ok = korean ? TypoDistance.jamo(key, into: &candidate) : TypoDistance.letters(key, into: &candidate)
                guard ok else { continue }
                distance = TypoDistance.distance(wanted, candidate, limit: min(limit, best), rows: &rows)
            }
            guard distance <= limit else { continue }
            let entry = Int(table.values[k]) / 2
            if distance < best {
                (best, bestEntry, bestKey, tied) = (distance, entry, k, false)
            } else if distance == best, entry != bestEntry {
                tied = true
            }
        }
        guard bestKey >= 0, !tied else { return nil }
        let entry = Int(table.values[bestKey]) / 2
        return NearWord(key: table.keys[bestKey], ingredient: self.entry(entry), distance: best)
    }

    /// The lexicon keys a Hangul word is made of when typed without spaces (`대파계란` → 대파, 계란;
    /// `김치돼지고기` → 김치, 돼지고기): two or more, each of two syllables or more (a word of one
    /// syllable — 파, 무, 밥 — is too easily part of another word), longest first with
    /// backtracking (양파 is never 양 + 파). `nil` for a word the lexicon knows or that does not split.
    public func parts(_ word: String) -> [String]? {
        let typed = IngredientLexicon.key(word)
        let syllables = Array(typed.unicodeScalars)
        guard syllables.count >= 4, syllables.count <= 40, syllables.allSatisfy(Hangul.isSyllable),
              lookup(key: typed) == nil else { return nil }
        var failed = Set<Int>()
        func split(_ i: Int) -> [String]? {
            if i == syllables.count { return [] }
            if failed.contains(i) { return nil }
            var length = min(syllables.count - i, longestKey)
            while length >= 2 {
                let key = String(String.UnicodeScalarView(syllables[i..<(i + length)]))
                if lookup(key: key) != nil, let rest = split(i + length) { return [key] + rest }
                length -= 1
            }
            failed.insert(i)
            return nil
        }
        guard let parts = split(0), parts.count >= 2 else { return nil }
        return parts
    }
}
