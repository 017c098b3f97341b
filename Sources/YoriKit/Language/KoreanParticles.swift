/// Korean particles (조사) that attach to a noun: 대파**랑**, 계란**으로**. The table and the
/// rules of which form follows which word are the stemmer's (StemmerTable, Stemmer).
enum KoreanParticles {
    /// Every particle yori strips, longest first so `이랑` wins over `랑`.
    static let all: [String] = Stemmer.particleTexts

    /// The most characters a run of particles can have (three of the longest in a row).
    static let longestRun = Stemmer.longestParticleRun

    /// Particles that list things being used or combined: a word carrying one of them
    /// in a cooking request is an ingredient (`용과랑`, `두부로`).
    static let listing: Set<String> = Stemmer.listingParticles

    /// Whether `rest` is made only of particles (at most three in a row, e.g. `으로만`).
    static func isParticles<S: StringProtocol>(_ rest: S) -> Bool {
        Stemmer.splitParticles(rest, after: nil) != nil
    }

    /// The particles `rest` is made of, or `nil` when it is not only particles.
    static func splitParticles(_ rest: String, depth: Int) -> [String]? {
        Stemmer.splitParticles(rest, after: nil, depth: depth)
    }
}
