/// The key under which a question is looked up again (the same-day answer cache).
///
/// Two ways of asking count as the same question when they differ only in case, spacing,
/// punctuation or Korean particles: `대파를 어떻게 보관해?` and `대파 어떻게 보관해` share a key,
/// and so do `비오는 날 …` and `비 오는 날에 …`, `만드는 법` and `만드는법`.
public enum QuestionKey {
    /// Lowercase, Hangul composed, punctuation and spaces removed, Korean particles dropped.
    ///
    /// Each Hangul word first loses the particles at its end (up to three: `날에` → 날,
    /// `대신에` → 대신, `고춧가루를` → 고춧가루, `써도` → 써; one syllable always stays), so
    /// `고추장 대신에 고춧가루를 써도 돼?` and `고추장 대신 고춧가루 써도 돼?` share a key. Spaces
    /// between Hangul words are then ignored altogether (Korean spacing varies too much to
    /// trust): each run of Hangul words is read as one text, and inside it a case particle is
    /// dropped wherever one follows a stem of at least two syllables (`internalParticles`,
    /// longest first, up to three in a row; a 이 that belongs to the word, as in 계란말이, is
    /// kept), which catches words written together (`비오는날`). The result is a key, not a
    /// reading: `비오는 날` becomes `비오날`, whichever way it was spaced.
    public static func normalise(_ question: String) -> String {
        var key = ""
        var run: [Character] = []
        for token in Tokenizer.tokens(Hangul.composed(question)) {
            if RequestParser.isHangulWord(token) {
                run += withoutEndParticles(token)
            } else {
                key += stripped(run) + token
                run = []
            }
        }
        return key + stripped(run)
    }

    /// A Hangul word without the particles at its end (`날에` → 날, `고춧가루를` → 고춧가루),
    /// keeping at least one syllable, and the 이 of 계란말이.
    static func withoutEndParticles(_ word: String) -> String {
        var word = word
        for _ in 0..<3 {
            guard let particle = endParticles.first(where: { word.hasSuffix($0) && word.count > $0.count }) else { break }
            let stem = String(word.dropLast(particle.count))
            if particle == "이", RequestParser.protectedEndings.contains(where: { word.hasSuffix($0) }) { break }
            word = stem
        }
        return word
    }

    /// A run of Hangul text without its particles.
    static func stripped(_ run: [Character]) -> String {
        var out = ""
        var start = 0  // where the current stem began
        var i = 2      // stems keep two syllables, as in the parser
        while i < run.count {
            guard let particle = particle(in: run, at: i) else {
                i += 1
                continue
            }
            // 계란말이, 떡볶이, 고등어구이: the 이 is part of the word. Compared in place: copying
            // the stem at every 이 made a long run without spaces (계란말이계란말이…) quadratic.
            if particle == "이", RequestParser.protectedEndings.contains(where: { ending in
                ending.count <= i + 1 - start && run[(i + 1 - ending.count)...i].elementsEqual(ending)
            }) {
                i += 1
                continue
            }
            out += String(run[start..<i])
            i += particle.count
            for _ in 0..<2 {  // up to three particles in a row: 으로만, 에서는
                guard let next = self.particle(in: run, at: i) else { break }
                i += next.count
            }
            start = i
            i = start + 2
        }
        if start < run.count { out += RequestParser.stripParticles(String(run[start...])).0 }
        return out
    }

    /// The particles dropped inside a run: those that end a noun before the next word.
    /// Left out are those that often begin or end ordinary words here — 요 (요리), 나 (나물),
    /// 만 (만들다, 만두), 들 (만들다), 좀, 뿐, 든 — which are only stripped at a run's end.
    static let internalParticles = KoreanParticles.all.filter {
        !["요", "이요", "나", "이나", "만", "만으로", "들", "좀", "뿐", "든", "든지", "이든", "밖에"].contains($0)
    }

    /// The particles dropped at a word's end: those dropped inside a run, and a few more that
    /// end a noun before a verb (`날엔`, `엄마한테`, `고기보다`), longest first.
    static let endParticles = (internalParticles + ["에게", "한테", "에선", "엔", "보다", "처럼", "마다"])
        .sorted { $0.count > $1.count }

    /// The longest particle that starts at `index`, if any.
    static func particle(in run: [Character], at index: Int) -> String? {
        internalParticles.first { particle in
            index + particle.count <= run.count && run[index..<(index + particle.count)].elementsEqual(particle)
        }
    }
}
