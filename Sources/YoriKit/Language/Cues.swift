/// Looks for cue words: Korean ones as prefixes of words or phrases in the line,
/// English ones as whole words.
///
/// Cue lookups run hundreds of times per line, so each word's prefixes and its runs of
/// three characters are indexed once: a cue is a set lookup, and the scan of the whole
/// line (over UTF-8 bytes; the text is NFC-composed by then) runs only when the index
/// says the cue may be there. A 64 KiB line costs about as much per word as a short one.
struct Cues {
    let tokens: [Token]
    let whole: String
    private let words: Set<String>
    private let wholeBytes: [UInt8]
    /// Every prefix of every word, up to `indexedLength` characters.
    private let prefixes: Set<Substring>
    /// Every run of three characters inside a word.
    private let trigrams: Set<Substring>
    /// The longest words, for prefixes longer than the index holds.
    private let longWords: [String]
    private static let indexedLength = 8

    init(tokens: [Token], whole: String) {
        self.tokens = tokens
        self.whole = whole
        // Stems too, so an English word with a Korean particle counts (`fridge에`).
        var words = Set(tokens.map(\.text)).union(tokens.map(\.stem))
        // "I've got potatoes": having, not getting (`got` alone is bought: "got milk").
        if let got = tokens.firstIndex(where: { $0.text == "got" }), got > 0,
           ["ve", "i've", "ive", "we've", "weve", "have", "has", "i’ve"].contains(tokens[got - 1].text) {
            words.remove("got")
            words.insert("have")
        }
        self.words = words
        self.wholeBytes = Array(whole.utf8)
        var prefixes = Set<Substring>()
        var trigrams = Set<Substring>()
        var seen = Set<String>()
        var longWords: [String] = []
        for token in tokens where seen.insert(token.text).inserted {
            let text = token.text
            var end = text.startIndex
            var count = 0
            while end < text.endIndex && count < Self.indexedLength {
                end = text.index(after: end)
                count += 1
                prefixes.insert(text[text.startIndex..<end])
            }
            if end < text.endIndex { longWords.append(text) }
            var start = text.startIndex
            while let a = text.index(start, offsetBy: 3, limitedBy: text.endIndex) {
                trigrams.insert(text[start..<a])
                start = text.index(after: start)
            }
        }
        self.prefixes = prefixes
        self.trigrams = trigrams
        self.longWords = longWords
        self.englishRecommend = false
        self.englishRecommend = english(Vocabulary.recommendEnglish) || phrase(Vocabulary.recommendPhrases) || asksForAMeal
    }

    /// A Korean cue: a multi-word cue anywhere in the line, a one-word cue at the start of
    /// a word (or anywhere, when it is three characters or longer).
    func korean(_ cues: [String]) -> Bool {
        cues.contains { cue in
            if let space = cue.lastIndex(of: " ") {
                return startsAWord(cue[cue.index(after: space)...]) && Self.contains(wholeBytes, Array(cue.utf8))
            }
            if startsAWord(cue[...]) { return true }
            return mayBeInsideAWord(cue, short: false) && Self.contains(wholeBytes, Array(cue.utf8))
        }
    }

    /// An English cue word, as a whole word.
    func english(_ cues: Set<String>) -> Bool {
        cues.count < words.count ? cues.contains { words.contains($0) } : words.contains { cues.contains($0) }
    }

    /// An English phrase anywhere in the line.
    func phrase(_ phrases: [String]) -> Bool {
        phrases.contains { phrase in
            let mayBeThere = phrase.lastIndex(of: " ").map { startsAWord(phrase[phrase.index(after: $0)...]) }
                ?? mayBeInsideAWord(phrase, short: true)
            return mayBeThere && Self.contains(wholeBytes, Array(phrase.utf8))
        }
    }

    /// English words that ask for recipes ("what can I cook with …"), read once per line.
    private(set) var englishRecommend: Bool

    /// A meal named with what it is to be made with, or asked for (`a good dinner with shrimp`, `lunch ideas`,
    /// `figure out dinner`): one pass over the words, when the line has a meal word at all.
    var asksForAMeal: Bool {
        guard english(Vocabulary.mealNouns) else { return false }
        return tokens.indices.contains { i in
            guard Vocabulary.mealNouns.contains(tokens[i].text) else { return false }
            if i + 1 < tokens.count, Vocabulary.afterMealNouns.contains(tokens[i + 1].text) { return true }
            return i >= 2 && (tokens[i - 2].text == "figure" && tokens[i - 1].text == "out"
                || tokens[i - 2].text == "help" && tokens[i - 1].text == "with")
        }
    }

    /// Whether some word of the line starts with `text`.
    private func startsAWord(_ text: Substring) -> Bool {
        if text.isEmpty { return true }
        if prefixes.contains(text) { return true }
        return text.count > Self.indexedLength && longWords.contains { $0.hasPrefix(text) }
    }

    /// A quick necessary condition for a one-word text to occur inside a word; texts
    /// shorter than three characters give `short`.
    private func mayBeInsideAWord(_ text: String, short: Bool) -> Bool {
        guard let end = text.index(text.startIndex, offsetBy: 3, limitedBy: text.endIndex) else { return short }
        return trigrams.contains(text[text.startIndex..<end])
    }

    /// Whether `needle` occurs in `haystack`.
    static func contains(_ haystack: [UInt8], _ needle: [UInt8]) -> Bool {
        guard !needle.isEmpty, needle.count <= haystack.count else { return needle.isEmpty }
        let first = needle[0]
        var i = 0
        let last = haystack.count - needle.count
        while i <= last {
            if haystack[i] == first {
                var j = 1
                while j < needle.count && haystack[i + j] == needle[j] { j += 1 }
                if j == needle.count { return true }
            }
            i += 1
        }
        return false
    }
}
