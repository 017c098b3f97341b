/// Korean particles (조사) and light endings that attach to a noun: 대파**랑**, 계란**으로**.
enum KoreanParticles {
    /// Every particle yori strips, longest first so `이랑` wins over `랑`.
    static let all: [String] = [
        "으로는", "으로도", "이랑은", "에서는", "만으로",
        "이랑", "하고", "에서", "으로", "이나", "까지", "부터", "밖에", "이요", "이든", "든지",
        "랑", "와", "과", "에", "로", "을", "를", "이", "가", "은", "는", "도", "만", "나", "의",
        "요", "들", "좀", "뿐", "든",
    ]

    /// The most characters a run of particles can have (three of the longest in a row).
    static let longestRun = 3 * all.map(\.count).max()!

    /// Particles that list things being used or combined: a word carrying one of them
    /// in a cooking request is an ingredient (`용과랑`, `두부로`).
    static let listing: Set<String> = ["랑", "이랑", "하고", "와", "과", "으로", "로", "이나", "나", "만으로"]

    /// Whether `rest` is made only of particles (at most three in a row, e.g. `으로만`).
    static func isParticles<S: StringProtocol>(_ rest: S) -> Bool {
        splitParticles(String(rest), depth: 3) != nil
    }

    /// The particles `rest` is made of, or `nil` when it is not only particles.
    static func splitParticles(_ rest: String, depth: Int) -> [String]? {
        if rest.isEmpty { return [] }
        guard depth > 0 else { return nil }
        for particle in all where rest.hasPrefix(particle) {
            if let tail = splitParticles(String(rest.dropFirst(particle.count)), depth: depth - 1) {
                return [particle] + tail
            }
        }
        return nil
    }
}
