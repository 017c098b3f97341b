/// yori's Korean stemmer: splits the particles (조사) off a noun and recognises verbs by
/// their endings (어미), with the context each suffix needs (StemmerTable). Every rule
/// reads words through it, so an ingredient is found only as a whole word or a word with
/// particles: 가지 in 가지를, never in 가지고; 게 never in 하는 게; 배 never in 배고파.
public enum Stemmer {
    /// A word read as a noun with particles: `대파랑` → `대파` + [`랑`].
    public struct Reading: Equatable, Sendable {
        public let stem: String
        public let particles: [String]
    }

    /// Particles, longest first so `이랑` wins over `랑`.
    static let particles: [StemmerTable.Suffix] = StemmerTable.particles.sorted { $0.text.count > $1.text.count }
    static let particleTexts: [String] = particles.map(\.text)
    static let listingParticles: Set<String> = Set(StemmerTable.particles.filter(\.listing).map(\.text))
    private static let endings: [String] = StemmerTable.endings.sorted { $0.count > $1.count }

    /// Whether `suffix` may follow `before` (the text right before it; `nil` = unknown, any fits).
    static func fits(_ suffix: StemmerTable.Suffix, after before: Substring?) -> Bool {
        guard let last = before?.unicodeScalars.last, Hangul.isSyllable(last) else { return true }
        let final = (last.value - 0xAC00) % 28
        switch suffix.after {
        case .any: return true
        case .consonant: return final != 0
        case .vowel: return final == 0
        case .vowelOrRieul: return final == 0 || final == 8
        case .consonantNotRieul: return final != 0 && final != 8
        }
    }

    /// The particles `rest` is made of (at most `depth`, each fitting what comes before it),
    /// or `nil` when `rest` is not only particles. `before` is the stem (`nil`: not checked).
    static func splitParticles<S: StringProtocol>(_ rest: S, after before: Substring?, depth: Int = 3) -> [String]? {
        if rest.isEmpty { return [] }
        guard depth > 0 else { return nil }
        for particle in particles where rest.startsBytes(with: particle.text) && fits(particle, after: before) {
            let tail = rest.dropFirst(particle.text.count)
            if let more = splitParticles(tail, after: Substring(particle.text), depth: depth - 1) {
                return [particle.text] + more
            }
        }
        return nil
    }

    /// Whether `rest` is only particles that may follow `stem`.
    public static func isParticles<S: StringProtocol>(_ rest: S, after stem: String? = nil) -> Bool {
        splitParticles(rest, after: stem.map { Substring($0) }) != nil
    }

    /// `용과랑` → `용과` + [`랑`]: the longest stem (two syllables or more) whose rest is
    /// particles that fit it; the word itself when it has none. `keepsFinalI` says whether a
    /// stem ending in 이 keeps it (계란말이, 떡볶이: 이 is part of the word there).
    public static func reading(_ word: String, keepsFinalI: (String) -> Bool = { _ in false }) -> Reading {
        reading(word, keepsFinalI: keepsFinalI, stacked: 0)
    }

    /// The most characters a run of particles can have (three of the longest in a row).
    static let longestParticleRun = 3 * particles.map(\.text.count).max()!

    private static func reading(_ word: String, keepsFinalI: (String) -> Bool, stacked: Int) -> Reading {
        guard stacked < 3, word.unicodeScalars.contains(where: Hangul.isHangul) else { return Reading(stem: word, particles: []) }
        let chars = Array(word)
        var length = chars.count - 1
        // Only the last few characters can be particles: a long word is never re-read from
        // every position (that made a 64 KiB word quadratic).
        while length >= 2, chars.count - length <= longestParticleRun {
            let stem = String(chars[0..<length])
            if let found = splitParticles(String(chars[length...]), after: Substring(stem)) {
                if found.first == "이", keepsFinalI(stem + "이") {
                    length -= 1
                    continue
                }
                // 두리안이랑, 냉동으로: after a final consonant the particle takes 이/으 (이랑, 으로),
                // so 두리안 + 이랑 rather than 두리안이 + 랑.
                if length >= 2, let last = stem.last, last == "이" || last == "으",
                   Hangul.endsWithFinalConsonant(stem.dropLast()), !keepsFinalI(stem),
                   let longer = splitParticles(String(chars[(length - 1)...]), after: Substring(chars[0..<(length - 1)])) {
                    return Reading(stem: String(chars[0..<(length - 1)]), particles: longer)
                }
                // 계란으로만: particles stack, so the stem may end in more of them.
                let inner = reading(stem, keepsFinalI: keepsFinalI, stacked: stacked + found.count)
                if !inner.particles.isEmpty, inner.particles.count + found.count <= 3,
                   splitParticles(found.joined(), after: Substring(inner.particles.last!)) != nil {
                    return Reading(stem: inner.stem, particles: inner.particles + found)
                }
                return Reading(stem: stem, particles: found)
            }
            length -= 1
        }
        return Reading(stem: word, particles: [])
    }

    /// Whether a Hangul word ends in a verb ending (`가지고`, `먹었어`, `하는데`, `배고파`): a
    /// predicate, never a name. Callers check first that the word is no known noun.
    public static func isPredicate(_ word: String) -> Bool {
        guard word.count >= 2, word.unicodeScalars.contains(where: Hangul.isHangul) else { return false }
        return endings.contains { word.endsBytes(with: $0) && word.count > $0.count } || isContractedPast(word)
    }

    /// A past form whose tense fused into the stem's last syllable (`샀어` = 사+았어, `봤어`, `넣었음`):
    /// a syllable closed by ㅆ, then an ending.
    static func isContractedPast(_ word: String) -> Bool {
        let scalars = Array(word.unicodeScalars)
        for (i, scalar) in scalars.enumerated().dropLast() where Hangul.isSyllable(scalar) && (scalar.value - 0xAC00) % 28 == 20 {
            if pastTails.contains(String(String.UnicodeScalarView(scalars[(i + 1)...]))) { return true }
        }
        return false
    }
    static let pastTails: Set<String> = ["어", "어요", "다", "지", "음", "네", "는데", "고", "어서", "던", "니", "나", "지요", "죠"]

    /// Whether `word` is a form of an auxiliary verb (`버린`, `버렸어`, `놓은`, `둔`: `StemmerTable.auxiliaryVerbs`).
    static func isAuxiliary(_ word: String) -> Bool {
        StemmerTable.auxiliaryVerbs.contains { word.startsBytes(with: $0) }
    }

    /// Whether a Hangul word ends as a verb's 아/어 form does (`시어`, `상해`, `익어`,
    /// `데쳐`): its last syllable has one of `StemmerTable.connectiveVowels` and no final consonant.
    static func endsInConnective(_ word: String) -> Bool {
        guard let last = word.unicodeScalars.last, Hangul.isSyllable(last) else { return false }
        let index = last.value - 0xAC00
        return index % 28 == 0 && StemmerTable.connectiveVowels.contains(index / 28 % 21)
    }

    /// Whether a word modifies the noun after it as a verb does (`하는`, `먹을`, `좋은`, `할`).
    static func isModifier(_ word: String) -> Bool {
        guard let last = word.unicodeScalars.last, Hangul.isSyllable(last) else { return false }
        if StemmerTable.modifierEndings.contains(where: { word.endsBytes(with: $0) && (word.count > $0.count || $0.count == 1) }) {
            return word.count >= 2 || ["할", "한", "될", "된", "볼", "본", "갈", "간", "살", "산", "먹을"].contains(word)
        }
        return false
    }

    /// Whether `word` stands for another word than the food it spells, given the word before
    /// and after it: a bound noun after a modifier (`하는 게` = 하는 것이), or a fixed phrase
    /// (`배가 고파`, `밤에`). `previousIsNoun` says the word before is a noun (no modifier then).
    public static func isNotFood(_ word: String, previous: String?, previousIsNoun: Bool, next: String?) -> Bool {
        if let previous, !previousIsNoun, StemmerTable.boundNouns.contains(word), isModifier(previous) { return true }
        // "시어 버린 김치", "삶아 놓은 계란": an auxiliary verb after a verb's 아/어 form.
        if let previous, !previousIsNoun, isAuxiliary(word), endsInConnective(previous) { return true }
        if let next, StemmerTable.phrases.contains(where: { $0.word == word && $0.next.contains(where: { next.startsBytes(with: $0) }) }) {
            return true
        }
        for (food, forms) in StemmerTable.notFoodWithParticle where word.startsBytes(with: food) {
            if forms.contains(String(word.dropFirst(food.count))) { return true }
        }
        return false
    }
}
