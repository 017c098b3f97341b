/// Scores recipes for a search: the README's order (exact name, name prefix, name containing
/// the words, then ingredient), with recipes matching every word of the query first.
///
/// Korean words are found inside longer words of a name (대파 in 다진대파볶음), except where
/// a longer lexicon word covers the hit and is another ingredient (고추 in 고추장불고기, 파 in
/// 양파볶음, 배 in 양배추말이): a false friend. English words match English names on word
/// boundaries (`egg` is not in "Eggplant rice"), with a plural `s`/`es` allowed.
public struct SearchMatcher: Sendable {
    public let lexicon: IngredientLexicon
    public let query: String
    public let terms: [SearchTerm]

    public init(query: String, terms: [SearchTerm], lexicon: IngredientLexicon) {
        self.query = query.lowercased().split(separator: " ").joined(separator: " ")
        self.terms = terms
        self.lexicon = lexicon
    }

    /// Everything the store checks in SQL before scoring: any of this text in a name.
    public var nameProbes: [String] {
        var out: [String] = [query]
        for term in terms { out += term.names + term.english }
        return Array(Set(out.filter { !$0.isEmpty })).sorted()
    }

    /// How well a recipe fits, or `nil` when it matches no word. `usesTerm[i]` says whether
    /// the recipe has an ingredient for `terms[i]`.
    public func score(name: String, english: String, usesTerm: [Bool]) -> SearchScore? {
        let lower = name.lowercased()
        let bare = lower.filter { $0 != " " }
        let englishLower = english.lowercased()
        var matched = 0
        var nameHits = 0
        var unsure = false
        for (i, term) in terms.enumerated() {
            let uses = i < usesTerm.count && usesTerm[i]
            // A one-syllable ingredient word (파, 무, 배, 김) is inside too many other words
            // (파이, 무스, 배달): in a name it counts only when the recipe uses the ingredient.
            // The same for a one-syllable Korean name of a longer word (파 for 대파).
            let weak = term.canonical != nil && Self.isOneSyllable(term.word)
            if weak && !uses { unsure = true }
            let inName = term.names.contains { (uses || term.canonical == nil || !Self.isOneSyllable($0)) && containsWord(lower, $0) }
                || term.english.contains { Self.containsEnglish(englishLower, $0) }
            if inName { nameHits += 1 }
            if inName || uses { matched += 1 }
        }
        let phrase = query
        let exact = !phrase.isEmpty && (lower == phrase || englishLower == phrase || bare == phrase.filter { $0 != " " })
        let prefix = !phrase.isEmpty && !(unsure && terms.count == 1)
            && (startsWord(lower, phrase) || Self.startsEnglish(englishLower, phrase))
        guard matched > 0 || exact || prefix else { return nil }
        let rank: SearchRank = exact ? .exactName : prefix ? .namePrefix
            : nameHits == matched ? .nameContains : .ingredient
        return SearchScore(matched: max(matched, exact || prefix ? terms.count : 0), rank: rank, nameHits: nameHits)
    }

    /// Whether an ingredient line the lexicon could not place (`canonical == nil`) is written
    /// with one of the term's Korean names (대파 in 다진대파를, never 고추 in 고추장아찌).
    public func writtenLine(_ name: String, uses term: SearchTerm) -> Bool {
        let lower = name.lowercased()
        return term.names.contains { !$0.unicodeScalars.allSatisfy(\.isASCII) && containsWord(lower, $0) }
    }

    /// The ingredient keys and written-name probes `term` is looked up by.
    public static func koreanNames(_ term: SearchTerm) -> [String] {
        term.names.filter { !$0.unicodeScalars.allSatisfy(\.isASCII) }
    }

    /// Whether the Korean `text` occurs in `name` where no longer lexicon word covering it is
    /// another ingredient. Text that is not Hangul is found as it is.
    func containsWord(_ name: String, _ text: String) -> Bool {
        guard !text.isEmpty else { return false }
        return name.split(separator: " ").contains { word in
            occurrences(of: text, in: Array(word)).contains { !isFalseFriend(text, at: $0, in: Array(word)) }
        }
    }

    /// Whether `name` starts with `text` (not inside a longer, other ingredient's name).
    func startsWord(_ name: String, _ text: String) -> Bool {
        guard name.hasPrefix(text) else { return false }
        let first = Array(name.split(separator: " ").first ?? "")
        return text.contains(" ") || !isFalseFriend(text, at: 0, in: first)
    }

    private func occurrences(of text: String, in word: [Character]) -> [Int] {
        let needle = Array(text)
        guard needle.count <= word.count else { return [] }
        return (0...(word.count - needle.count)).filter { Array(word[$0..<($0 + needle.count)]) == needle }
    }

    /// A longer lexicon word covering `text` at `start` that is not `text`'s ingredient (nor a
    /// kind of it).
    private func isFalseFriend(_ text: String, at start: Int, in word: [Character]) -> Bool {
        let length = text.count
        if Self.coversDishWord(text, at: start, in: word) { return true }
        // A family of dishes ending the name is that dish (숙주나물, 고사리나물 are 나물), whatever food it also names.
        if start + length == word.count, Narrowing.dishFamilies.contains(text) { return false }
        let own = lexicon.lookup(text)?.ingredient.name
        let longest = min(word.count, lexicon.longestKey)
        for from in stride(from: start, through: max(0, start + length - longest), by: -1) {
            for to in (start + length)...min(word.count, from + longest) where to - from > length {
                guard let other = lexicon.lookup(String(word[from..<to]))?.ingredient.name else { continue }
                if let own, isKind(other, of: own) { continue }
                return true
            }
        }
        return false
    }

    /// Words that are no ingredient but hold a one-syllable dish word (국, 전, 탕, 죽): 전골 and
    /// 전병 are not 전, 중국식 and 콩국물 not 국, 그라탕 and 맛탕 not 탕 (`search 전` lists
    /// pancakes, not hot pots).
    static let dishFalseFriends: [String] = ["전골", "전병", "전채", "퓨전", "중국", "한국", "태국", "미국", "국물",
                                                   "탕수", "사탕", "탕평", "그라탕", "맛탕", "죽순", "죽염"]

    static func coversDishWord(_ text: String, at start: Int, in word: [Character]) -> Bool {
        guard isOneSyllable(text) else { return false }
        return dishFalseFriends.contains { other in
            let chars = Array(other)
            return chars.indices.contains { offset in
                chars[offset] == Character(text) && start - offset >= 0 && start - offset + chars.count <= word.count
                    && Array(word[(start - offset)..<(start - offset + chars.count)]) == chars
            }
        }
    }

    private func isKind(_ name: String, of target: String) -> Bool {
        var current: String? = name
        var steps = 0
        while let here = current, steps < 8 {
            if here == target { return true }
            current = lexicon.ingredient(named: here)?.broader
            steps += 1
        }
        return false
    }

    /// Whether the English `phrase` is in `name` as whole words (a plural `s`/`es` on the last one allowed).
    static func containsEnglish(_ name: String, _ phrase: String) -> Bool {
        let words = englishWords(name)
        let wanted = englishWords(phrase)
        guard !wanted.isEmpty, wanted.count <= words.count else { return false }
        return (0...(words.count - wanted.count)).contains { start in
            zip(words[start..<(start + wanted.count)], wanted).enumerated().allSatisfy { i, pair in
                pair.0 == pair.1 || i == wanted.count - 1 && (pair.0 == pair.1 + "s" || pair.0 == pair.1 + "es")
            }
        }
    }

    static func startsEnglish(_ name: String, _ phrase: String) -> Bool {
        let words = englishWords(name)
        let wanted = englishWords(phrase)
        guard !wanted.isEmpty, phrase.unicodeScalars.allSatisfy(\.isASCII), wanted.count <= words.count else { return false }
        return Array(words.prefix(wanted.count)) == wanted
    }

    static func isOneSyllable(_ text: String) -> Bool {
        text.unicodeScalars.count == 1 && text.unicodeScalars.allSatisfy(Hangul.isSyllable)
    }

    static func englishWords(_ text: String) -> [String] {
        text.lowercased().split { !($0.isLetter || $0.isNumber) }.map(String.init)
    }
}

/// A search result's place in the order: more of the query's words matched first, then the
/// rank, then more words found in the name.
public struct SearchScore: Comparable, Sendable {
    public let matched: Int
    public let rank: SearchRank
    public let nameHits: Int

    public init(matched: Int, rank: SearchRank, nameHits: Int) {
        self.matched = matched
        self.rank = rank
        self.nameHits = nameHits
    }

    public static func < (a: SearchScore, b: SearchScore) -> Bool {
        if a.matched != b.matched { return a.matched > b.matched }
        if a.rank != b.rank { return a.rank < b.rank }
        return a.nameHits > b.nameHits
    }
}
