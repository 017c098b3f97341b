/// The slots of a command read from its tokens: days ahead, kind and method, query words, the
/// recipe a line points at, and whether a line asks what to make from an ingredient.
extension RequestParser {

    func withinDays(_ tokens: [Token], whole: String, date: LocalDay?, today: LocalDay) -> Int? {
        if let n = Self.spanDays(tokens) { return n }
        for (i, token) in tokens.enumerated() {
            let next = i + 1 < tokens.count ? tokens[i + 1].text : ""
            if ["next", "within", "in"].contains(token.text), let n = Int(next), i + 2 < tokens.count,
               tokens[i + 2].text.hasPrefix("day") {
                return n
            }
            if token.text == "within", i + 1 < tokens.count {
                if let n = Int(next) { return n }
                if next == "a", i + 2 < tokens.count, tokens[i + 2].text.hasPrefix("week") { return 7 }
            }
        }
        if whole.contains("this week") || whole.contains("이번 주") || whole.contains("이번주") || whole.contains("일주일") {
            return 7
        }
        if let date { return today.days(until: date) }
        return nil
    }

    /// A number of days with a word of "within" or "left" after it, apart or glued: `3일 안에`, `이틀 남은 거`,
    /// `사흘 이내`, `3일내로`, `10일 이내`.
    static func spanDays(_ tokens: [Token]) -> Int? {
        for (i, token) in tokens.enumerated() {
            let next = i + 1 < tokens.count ? tokens[i + 1].text : ""
            if let n = DateParser.number(token.text, suffix: "일") ?? DateParser.nativeDays[token.text],
               withinWords.contains(next) || next.hasPrefix("안에") || next.hasPrefix("이내") || next.hasPrefix("남았") {
                return n
            }
            guard token.text.utf8.first.map({ $0 >= 0x30 && $0 <= 0x39 }) == true else { continue }
            for suffix in gluedWithin where token.text.hasSuffix(suffix) {
                if let n = Int(token.text.dropLast(suffix.count)) { return n }
            }
        }
        return nil
    }

    /// Words after a number of days that make it a span from today (longest first where glued).
    static let withinWords = ["이내에", "이내로", "안으로", "남은거", "남은것", "안에", "이내", "내에", "내로", "남은", "남았", "안", "내"]
    /// The same glued to the days (`3일내로`).
    static let gluedWithin = withinWords.map { "일" + $0 }

    func kindAndMethod(_ tokens: [Token], skipping: Set<Int> = []) -> (String?, String?) {
        var kind: String?, method: String?
        for (i, token) in tokens.enumerated() where !skipping.contains(i) {
            // "밥 반찬": 밥 says what the side dishes go with (`StemmerTable.phrases`), no kind of its own.
            if i + 1 < tokens.count, Stemmer.isNotFood(token.text, previous: nil, previousIsNoun: true, next: tokens[i + 1].text) {
                continue
            }
            if kind == nil, let k = Self.kindWord(token) { kind = k }
            if method == nil, let m = Vocabulary.methods[token.text] ?? Vocabulary.methods[token.stem] { method = m }
        }
        return (kind, method)
    }

    /// Words of a search query: ingredients by canonical name, other content words by stem.
    func queryWords(_ tokens: [Token], scan: Scan, skipping: Set<Int> = []) -> [String] {
        var words: [String] = []
        for entry in scan.entries {
            switch entry {
            case .unknown(_, _, let index) where skipping.contains(index): continue
            // As written: names are matched as typed (카레 finds 카레라이스, "galbi jjim" the
            // English name); the search adds ingredient matches through the lexicon.
            case .known(let item, _, _): words.append(item.word)
            case .unknown(let word, _, let index):
                let token = tokens[index]
                if Self.kindWord(token) != nil || Vocabulary.methods[token.stem] != nil && Self.isHangulWord(token.text) {
                    continue
                }
                // "국 끓이고 싶은데 뭐 있어": the verbs are not what to look for.
                if !Self.isDishWord(token), token.starts(with: Vocabulary.howToWordPrefixes) || Self.looksLikeVerb(token.text) { continue }
                words.append(word)
            }
        }
        return words
    }

    /// The recipe a show/bookmark line names: a number, a name, or nothing (the last one).
    func recipeReference(_ tokens: [Token], scan: Scan, reference: (Int, Range<Int>)?, extra: [String])
        -> RecipeReference? {
        if let reference = reference ?? ReferenceParser.find(tokens) { return .number(reference.0) }
        if let number = tokens.lazy.compactMap({ Int($0.text) }).first, number > 0 { return .number(number) }
        let name = scan.entries.compactMap { entry -> String? in
            switch entry {
            case .known(let item, _, _): return item.word
            case .unknown(let word, _, let index):
                if Vocabulary.pronouns.contains(word) || extra.contains(where: { word.hasPrefix($0) }) { return nil }
                // "what's in my bookmarks": the piece of a contraction names nothing.
                if Vocabulary.contractionPieces.contains(word) { return nil }
                // "ㅋㅋ", "ㅠㅠ": laughter and cries name no recipe (initials such as ㄱㄹㅁㄹ do).
                if Self.isRepeatedConsonant(word) || word.unicodeScalars.allSatisfy({ "ㅠㅜ".unicodeScalars.contains($0) }) { return nil }
                // Verbs of a how-to line are not part of the name ("만드는 법").
                if tokens[index].starts(with: Vocabulary.howToWordPrefixes) || Vocabulary.howToWords.contains(word) { return nil }
                if Self.looksLikeVerb(tokens[index].text), !Self.isDishWord(tokens[index]) { return nil }  // "가지고 있는"
                // "즐겨찾기 한 거": a verb's modifier before a bound noun or 거 names nothing.
                if Stemmer.isModifier(tokens[index].text), index + 1 < tokens.count,
                   StemmerTable.boundNouns.contains(tokens[index + 1].text) || Vocabulary.pronouns.contains(tokens[index + 1].stem) {
                    return nil
                }
                return word
            }
        }
        return name.isEmpty ? nil : .name(name.joined(separator: " "))
    }

    /// A kind word, with particles even after one syllable (`국이나`, `탕으로`).
    static func kindWord(_ token: Token) -> String? {
        if let k = Vocabulary.kinds[token.text] ?? Vocabulary.kinds[token.stem] { return k }
        // "일품요리", "간식류": a kind word with 요리/류 glued on.
        for tail in Vocabulary.kindTails where token.stem.hasSuffix(tail) && token.stem.count > tail.count {
            if let k = Vocabulary.kinds[String(token.stem.dropLast(tail.count))] { return k }
        }
        guard isHangulWord(token.text), let first = token.text.first else { return nil }
        let head = String(first)
        guard let k = Vocabulary.kinds[head], KoreanParticles.isParticles(token.text.dropFirst()) else { return nil }
        return k
    }

    /// "두부로 뭐 하지", "감자로 뭘 할까", "가지로 구이 뭐 할 수 있어", "두부 브로콜리로 500칼로리 이하 뭐 없나":
    /// an ingredient with 로 and a question word after it.
    func asksWhatToMake(_ tokens: [Token], scan: Scan) -> Bool {
        // One pass for the last question word, one over the foods: linear in the line.
        guard let lastQuestion = tokens.lastIndex(where: { token in
            token.text.utf8.starts(with: "뭐".utf8) || token.text.utf8.starts(with: "뭘".utf8) || token.stem == "어떤"
        }) else { return false }
        return scan.entries.contains { entry in
            guard case .known(_, let range, _) = entry, range.upperBound <= lastQuestion else { return false }
            let particle = tokens[range.upperBound - 1].particles.last
            return particle == "로" || particle == "으로"
        }
    }
}
