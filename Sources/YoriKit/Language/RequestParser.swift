/// Turns a line of Korean, English or mixed text into a `Command`, locally, with rules
/// and the ingredient lexicon (no lookup of known sentences, no LLM).
public struct RequestParser: Sendable {
    public let lexicon: IngredientLexicon

    public init(lexicon: IngredientLexicon) {
        self.lexicon = lexicon
    }

    /// What `line` asks for.
    public func parse(_ line: String) -> ParsedLine {
        let line = Hangul.composed(line)
        let language = UserLanguage.detect(line)
        if line.trimmingCharacters(in: [" ", "\t"]) == "?" { return ParsedLine(command: .help, language: language) }
        let tokens = Self.tokenize(line)
        guard let first = tokens.first else { return ParsedLine(command: .empty, language: language) }
        let whole = tokens.joined(separator: " ")
        if tokens.count == 1, Self.quitWords.contains(whole) {
            return ParsedLine(command: .quit, language: language)
        }
        if Self.helpWords.contains(whole) || (first == "help" && tokens.count <= 2) {
            return ParsedLine(command: .help, language: language)
        }
        if Self.cookWords.contains(first), first == "cook" || tokens.count > 1 {
            let asked = ingredients(in: Array(tokens.dropFirst()), explicit: true)
            return ParsedLine(command: .recommend(ingredients: asked), language: language)
        }
        let scan = scan(tokens)
        let hasOtherIntent = Self.otherIntentCues.contains { whole.contains($0) }
        let hasCue = Self.recommendCues.contains { whole.contains($0) }
            || tokens.contains { Self.englishRecommendCues.contains($0) }
        let onlyIngredients = scan.leftovers.allSatisfy { Self.isFiller($0) }
        let asked = scan.asked(includingUnknown: { $0.listed })
        if !asked.isEmpty, !hasOtherIntent, hasCue || onlyIngredients {
            return ParsedLine(command: .recommend(ingredients: dedupe(asked)), language: language)
        }
        return ParsedLine(command: .llm(text: line.trimmingCharacters(in: [" ", "\t"])), language: language)
    }

    /// The ingredients named by `words` (the arguments of `yori cook`): every word is
    /// meant as an ingredient, so words the lexicon does not know are kept as unknown.
    public func ingredients(fromArguments words: [String]) -> [AskedIngredient] {
        ingredients(in: Self.tokenize(Hangul.composed(words.joined(separator: " "))), explicit: true)
    }

    private func ingredients(in tokens: [String], explicit: Bool) -> [AskedIngredient] {
        dedupe(scan(tokens).asked(includingUnknown: { _ in true }))
    }

    private func dedupe(_ items: [AskedIngredient]) -> [AskedIngredient] {
        var seen = Set<String>()
        return items.filter { seen.insert($0.key).inserted }
    }

    // MARK: - Scanning

    struct Scan {
        /// What the line names, in order: known ingredients, and leftover words that may be
        /// unknown ones.
        var entries: [Entry] = []
        /// Tokens that held no known ingredient.
        var leftovers: [String] = []

        enum Entry {
            case known(AskedIngredient)
            /// A word the lexicon does not know; `listed` when it carries a listing particle
            /// (`용과랑`) or follows "with" (`with dragonfruit`), so it reads as an ingredient.
            case unknown(String, listed: Bool)
        }

        /// The asked ingredients in the order written; unknown words kept when `keep` says so.
        func asked(includingUnknown keep: ((word: String, listed: Bool)) -> Bool) -> [AskedIngredient] {
            entries.compactMap { entry in
                switch entry {
                case .known(let item): item
                case .unknown(let word, let listed):
                    keep((word, listed)) ? AskedIngredient(word: word, canonical: nil, nameKind: nil) : nil
                }
            }
        }
    }

    /// Finds lexicon words in `tokens`: each token (or run of up to three tokens, for
    /// `돼지 고기`, `green onion`) must start with a whole lexicon word and continue only
    /// with particles, so 파 is never found in 양파 and 고추 never in 고추장.
    func scan(_ tokens: [String]) -> Scan {
        var result = Scan()
        var i = 0
        var afterWith = false
        outer: while i < tokens.count {
            for span in stride(from: min(3, tokens.count - i), through: 1, by: -1) {
                let parts = tokens[i..<(i + span)]
                let joined = parts.joined()
                let minimum = parts.dropLast().reduce(0) { $0 + $1.count } + 1
                let chars = Array(joined)
                var length = min(chars.count, lexicon.longestKey)
                while length >= minimum {
                    let prefix = String(chars[0..<length])
                    let rest = chars[length...]
                    if let hit = lexicon.lookup(prefix), KoreanParticles.isParticles(String(rest)) {
                        result.entries.append(.known(AskedIngredient(
                            word: prefix, canonical: hit.ingredient.name, nameKind: hit.kind)))
                        i += span
                        continue outer
                    }
                    length -= 1
                }
            }
            let token = tokens[i]
            result.leftovers.append(token)
            let (stem, particles) = Self.stripParticles(token)
            if !Self.isFiller(stem) && !Self.isFiller(token) {
                let isListed = particles.last.map { KoreanParticles.listing.contains($0) } ?? false
                result.entries.append(.unknown(stem, listed: isListed || (afterWith && !Self.isHangulWord(stem))))
            }
            if token == "with" { afterWith = true }
            i += 1
        }
        return result
    }

    /// `용과랑` → (`용과`, [`랑`]): the longest stem whose rest is particles. Stems keep at
    /// least two syllables, so `용과` stays whole rather than becoming `용` + `과`.
    static func stripParticles(_ token: String) -> (String, [String]) {
        guard isHangulWord(token) else { return (token, []) }
        let chars = Array(token)
        var length = chars.count - 1
        while length >= 2 {
            if let particles = KoreanParticles.splitParticles(String(chars[length...]), depth: 3) {
                return (String(chars[0..<length]), particles)
            }
            length -= 1
        }
        return (token, [])
    }

    static func isHangulWord(_ word: String) -> Bool {
        word.unicodeScalars.contains { Hangul.isHangul($0) }
    }

    /// Words that carry no ingredient: question words, verbs of cooking, time words.
    static func isFiller(_ word: String) -> Bool {
        fillers.contains(word) || KoreanParticles.isParticles(word)
            || fillerPrefixes.contains { word.hasPrefix($0) }
    }

    // MARK: - Tokens

    /// Lowercased words, split on spaces and punctuation.
    public static func tokenize(_ line: String) -> [String] {
        var tokens: [String] = []
        var current = ""
        for scalar in line.unicodeScalars {
            if scalar.properties.isWhitespace || separators.contains(scalar) || scalar.value < 0x20 {
                if !current.isEmpty { tokens.append(current); current = "" }
            } else {
                current.unicodeScalars.append(scalar)
            }
        }
        if !current.isEmpty { tokens.append(current) }
        return tokens.map { $0.lowercased() }
    }

    private static let separators: Set<Unicode.Scalar> = [
        ",", ".", "?", "!", "~", ";", ":", "/", "(", ")", "[", "]", "{", "}", "\"", "'", "`",
        "+", "&", "·", "、", "，", "。", "？", "！", "…", "\u{7F}",
    ]

    static let quitWords: Set<String> = ["exit", "quit", "q", ":q", "bye", "종료", "끝", "나가기", "그만"]
    static let helpWords: Set<String> = [
        "help", "h", "?", "도움말", "도움", "도와줘", "사용법", "명령어", "뭘 할 수 있어", "what can you do",
    ]
    static let cookWords: Set<String> = ["cook", "요리"]

    /// Phrases that ask for recipes.
    static let recommendCues = ["뭐", "뭘", "만들", "해먹", "해 먹", "요리", "레시피", "추천", "메뉴", "반찬", "먹을까", "먹지"]
    static let englishRecommendCues: Set<String> = [
        "cook", "make", "recipe", "recipes", "with", "dish", "dishes", "dinner", "lunch", "breakfast",
        "meal", "prepare",
    ]
    /// Phrases of other requests (storage, the fridge, shopping) that must not be read
    /// as "what can I cook"; until those intents exist they are left to the fallback.
    static let otherIntentCues = [
        "보관", "저장", "유통기한", "소비기한", "냉장고에", "추가", "버렸", "버려", "먹었", "샀어", "장보기",
        "store ", "keep ", "expire", "bought", "threw", "add ", "shopping",
    ]
    static let fillers: Set<String> = [
        "뭐", "뭘", "무엇", "뭐가", "뭐로", "뭐를", "수", "있어", "있을까", "있나", "있지", "있니", "있어요", "있나요",
        "만들", "만들어", "만들까", "만들지", "만들기", "해", "해서", "먹지", "해먹지", "해먹을까", "먹을까",
        "요리", "레시피", "추천", "추천해줘", "알려줘", "알려", "줘", "좀", "나", "저", "우리", "오늘", "내일",
        "저녁", "점심", "아침", "야식", "그리고", "및", "또", "집에", "지금", "있는", "걸로", "거로", "것으로",
        "what", "can", "i", "we", "you", "cook", "make", "with", "and", "or", "the", "a", "an", "some", "to",
        "recipe", "recipes", "for", "dinner", "lunch", "breakfast", "tonight", "today", "using", "use", "have",
        "got", "is", "are", "do", "could", "should", "please", "me", "my", "something", "anything", "dish",
        "dishes", "of", "in", "from", "give", "show", "ideas", "idea", "meal", "quick", "easy", "prepare",
    ]
    static let fillerPrefixes = ["만들", "해먹", "추천", "알려", "먹을", "요리해", "있을"]
}
