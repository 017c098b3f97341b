/// Korean typed without spaces (`대파랑계란으로뭐만들어`, `계란이랑대파있는데뭐먹지`,
/// `대파보관법`): a run of Hangul is split into lexicon words with their particles and the
/// small words of a request, longest lexicon word first, so 양파 is never 양 + 파.
extension RequestParser {
    /// `tokens` with each unspaced Hangul run split, when it splits cleanly.
    func segmented(_ tokens: [Token]) -> [Token] {
        guard tokens.contains(where: { $0.text.count >= 3 && $0.text.count <= Self.longestRun }) else { return tokens }
        var out: [Token] = []
        for token in tokens {
            if let pieces = segment(token.text) ?? Self.questionGluedToVerb(token.text) { out += pieces.map(Token.init) } else { out.append(token) }
        }
        return out
    }

    /// `뭐해먹었지`, `뭘만들지`, `몇개남음`, `얼마나남았어`: a question word typed glued to the verb after
    /// it, as the two words (`gluedQuestionHeads`); only when what follows is a verb in the past
    /// (`Stemmer.isPredicate`) or in the chat's noun form in 음.
    static func questionGluedToVerb(_ word: String) -> [String]? {
        guard word.count >= 3 else { return nil }
        for head in gluedQuestionHeads where word.hasPrefix(head) && word.count >= head.count + 2 {
            let rest = String(word.dropFirst(head.count))
            // A verb told in the past (`해먹었지`, `버렸지`, `남았어`) or in the chat's noun form (`남음`,
            // `해먹음`); the present forms glued are cue words of their own (`뭐하지`, `뭐해먹지`).
            if rest.unicodeScalars.allSatisfy(Hangul.isSyllable), Stemmer.isPredicate(rest) || rest.hasSuffix("음"),
               rest.hasSuffix("음") || Stemmer.isContractedPast(rest) || ["었", "았", "였"].contains(where: rest.contains) {
                return [head, rest]
            }
        }
        return nil
    }

    /// Question words people type glued to the verb (`뭐해먹었지`, `몇개남음`), longest first.
    static let gluedQuestionHeads = ["얼마나", "몇개", "무엇", "뭐", "뭘"]

    /// Runs longer than this are left alone (a pasted paragraph is no request typed in a hurry).
    static let longestRun = 40

    /// The pieces of one unspaced word, or `nil` when it is a word of its own (one lexicon word
    /// with particles, a dish name like 계란말이 or 두부김치) or does not split cleanly.
    /// A split needs a particle or a request word: two names glued together (`두부김치`) are
    /// more likely a dish than a list.
    func segment(_ word: String) -> [String]? {
        let chars = Array(word)
        guard chars.count >= 3, chars.count <= Self.longestRun, chars.allSatisfy(Self.isHangulSyllable) else { return nil }
        // Already one word: a lexicon word with particles (`계란으로`), or a word the lexicon knows whole.
        let (stem, _) = Self.stripParticles(word)
        if lexicon.lookup(key: stem) != nil || lexicon.lookup(key: word) != nil { return nil }
        var memo: [Int: [Piece]?] = [:]
        func split(_ i: Int) -> [Piece]? {
            if i == chars.count { return [] }
            if let known = memo[i] { return known }
            var found: [Piece]?
            // A lexicon word, longest first, with the particles after it.
            var length = min(chars.count - i, lexicon.longestKey)
            search: while length >= 1 {
                defer { length -= 1 }
                let key = String(chars[i..<(i + length)])
                guard lexicon.lookup(key: key) != nil else { continue }
                let end = i + length
                for particleEnd in particleEnds(chars, from: end) {
                    // One syllable (파, 무, 김) only with a particle on it.
                    if length == 1 && particleEnd == end { continue }
                    if let rest = split(particleEnd) {
                        found = [Piece(text: String(chars[i..<particleEnd]), kind: particleEnd > end ? .ingredientWithParticle : .ingredient)] + rest
                        break search
                    }
                }
            }
            if found == nil {
                for small in Self.requestWords where Self.hasPrefix(chars, small, at: i) {
                    if let rest = split(i + small.count) { found = [Piece(text: small, kind: .request)] + rest; break }
                }
            }
            // The end of the line: a verb or question after the names (`…있는데뭐먹지`).
            if found == nil, i > 0, Self.tailStarts.contains(where: { Self.hasPrefix(chars, $0, at: i) }) {
                found = [Piece(text: String(chars[i...]), kind: .request)]
            }
            memo[i] = found
            return found
        }
        guard let pieces = split(0), pieces.count >= 2, pieces.contains(where: { $0.kind != .request }),
              pieces.contains(where: { $0.kind != .ingredient }) else { return Self.dishWithRequest(chars) }
        return pieces.map(\.text)
    }

    /// `계란말이레시피`, `김치찌개어떻게끓여`: a dish name (by its ending) with a how-to request
    /// glued after it, as the name and the request's words.
    static func dishWithRequest(_ chars: [Character]) -> [String]? {
        for cut in stride(from: chars.count - 1, through: 2, by: -1) {
            let tail = String(chars[cut...])
            guard let start = howToTails.first(where: tail.hasPrefix) else { continue }
            let head = String(chars[..<cut])
            guard RequestParser.isDishWord(Token(head)) else { continue }
            let rest = String(tail.dropFirst(start.count))
            return rest.isEmpty ? [head, tail] : [head, start, rest]
        }
        return nil
    }

    /// How a how-to request glued to a dish name starts.
    static let howToTails = ["레시피", "어떻게", "만드는", "만들어", "만드는법", "끓이는", "굽는", "볶는", "하는법", "조리법", "재료"]

    private struct Piece {
        enum Kind { case ingredient, ingredientWithParticle, request }
        let text: String
        let kind: Kind
    }

    /// Where particles after `start` may end, longest first, and `start` itself last.
    private func particleEnds(_ chars: [Character], from start: Int) -> [Int] {
        var ends: [Int] = []
        var end = min(chars.count, start + 4)
        while end > start {
            if KoreanParticles.splitParticles(String(chars[start..<end]), depth: 2) != nil { ends.append(end) }
            end -= 1
        }
        return ends + [start]
    }

    private static func hasPrefix(_ chars: [Character], _ word: String, at i: Int) -> Bool {
        var k = i
        for c in word {
            guard k < chars.count, chars[k] == c else { return false }
            k += 1
        }
        return true
    }

    private static func isHangulSyllable(_ c: Character) -> Bool {
        c.unicodeScalars.allSatisfy { (0xAC00...0xD7A3).contains($0.value) }
    }

    /// Small words of a request that may be glued to the names, longest first.
    static let requestWords: [String] = [
        "보관하는법", "보관하는방법", "보관방법", "보관법", "어떻게", "만들수있어", "만들수", "해먹을까", "해먹지", "뭐해먹지", "뭐먹지",
        "추천해줘", "알려줘", "있는데", "있으면", "있어", "있고", "뭐가", "뭐로", "뭐", "뭘", "만들어", "만들까", "만들지", "만들", "먹지",
        "먹을까", "요리", "레시피", "추천", "보관", "넣었어", "샀어", "먹었어", "썼어", "버렸어", "좀",
    ]
    /// How the verb at the end of a request may start.
    static let tailStarts = ["뭐", "뭘", "만들", "있", "먹", "해먹", "어떻게", "보관", "추천", "알려", "넣었", "넣어", "샀", "사왔",
                             "썼", "버렸", "좀"]
}
