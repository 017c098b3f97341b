extension RequestParser {
    /// What a line names, in order.
    struct Scan {
        enum Entry {
            /// A lexicon ingredient, the tokens it covers, and an amount glued to it (`계란2개`).
            case known(AskedIngredient, Range<Int>, (Double, String?)?)
            /// A word the lexicon does not know; `listed` when it reads as an ingredient: it
            /// carries a listing or object particle (`용과랑`, `용과를`) or follows "with".
            case unknown(String, listed: Bool, index: Int)
        }

        var entries: [Entry] = []
        /// Tokens that held no known ingredient.
        var leftovers: [String] = []
        /// Their indexes.
        var leftoverIndices: [Int] = []
        /// Indexes of the tokens that are (part of) a known ingredient.
        var knownIndices = Set<Int>()

        /// Unknown words that read as ingredients.
        var listedUnknown: [String] {
            entries.compactMap { if case .unknown(let w, true, _) = $0 { w } else { nil } }
        }

        /// The asked ingredients in the order written; unknown words kept when `keep` says so.
        func asked(includingUnknown keep: ((word: String, listed: Bool)) -> Bool) -> [AskedIngredient] {
            entries.compactMap { entry in
                switch entry {
                case .known(let item, _, _): item
                case .unknown(let word, let listed, _):
                    keep((word, listed)) ? AskedIngredient(word: word, canonical: nil, nameKind: nil) : nil
                }
            }
        }
    }

    /// Finds lexicon words in `tokens`: each token (or run of up to three tokens, for
    /// `돼지 고기`, `green onion`) must start with a whole lexicon word and continue only
    /// with particles or an amount, so 파 is never found in 양파 and 고추 never in 고추장.
    func scan(_ tokens: [Token]) -> Scan {
        var result = Scan()
        var i = 0
        outer: while i < tokens.count {
            // "바나나 한 송이", "두부 두 모": a counter after a number is a unit (송이 is no 송이버섯).
            // "하는 게 좋아", "배가 고파": a food's spelling standing for another word.
            if Stemmer.isNotFood(tokens[i].text, previous: i > 0 ? tokens[i - 1].text : nil,
                                 previousIsNoun: result.knownIndices.contains(i - 1),
                                 next: i + 1 < tokens.count ? tokens[i + 1].text : nil) {
                result.leftovers.append(tokens[i].text)
                result.leftoverIndices.append(i)
                i += 1
                continue
            }
            let counted = i > 0 && (QuantityParser.koreanNumbers[tokens[i - 1].text] != nil || Double(tokens[i - 1].text) != nil)
                && QuantityParser.unit(of: tokens[i].text) != nil
            for span in stride(from: counted ? 0 : min(3, tokens.count - i), through: 1, by: -1) {
                let parts = tokens[i..<(i + span)].map(\.text)
                let chars = Array(parts.joined())
                let minimum = parts.dropLast().reduce(0) { $0 + $1.count } + 1
                var length = min(chars.count, lexicon.longestKey)
                // "cloves of garlic": a unit word before "of" is not the ingredient (정향).
                if span == 1, QuantityParser.isEnglishUnit(tokens[i].text), i + 1 < tokens.count,
                   tokens[i + 1].text == "of" {
                    break
                }
                while length >= minimum {
                    let prefix = String(chars[0..<length])
                    if let hit = lexicon.lookup(key: prefix) {
                        // "밥이랑 김치로": rice and, not the seasoning sold as 밥이랑 (an alias spelled
                        // as another food with particles reads as that food).
                        if hit.kind == .synonym, span == 1, spelledAsFoodWithParticles(prefix) {
                            length -= 1
                            continue
                        }
                        let rest = String(chars[length...])
                        var amount: (Double, String?)?
                        if !Stemmer.isParticles(rest, after: prefix) {
                            amount = Self.gluedAmount(rest)
                            if amount == nil { length -= 1; continue }
                        }
                        // "게란이랑", "green onoin": read as another word; the answer says what was typed.
                        let written = tokens[i..<(i + span)].contains { $0.written != nil }
                            ? tokens[i..<(i + span)].map { $0.written ?? $0.stem }.joined(separator: " ") : nil
                        let item = AskedIngredient(word: prefix, canonical: hit.ingredient.name, nameKind: hit.kind,
                                                   written: written)
                        // "돼지고기 앞다리살", "소고기 등심": a kind of the ingredient just named is one item.
                        if case .known(let before, let range, nil)? = result.entries.last, range.upperBound == i,
                           tokens[i - 1].particles.isEmpty, let broader = hit.ingredient.broader, broader == before.canonical {
                            result.entries.removeLast()
                        }
                        result.entries.append(.known(item, i..<(i + span), amount))
                        result.knownIndices.formUnion(i..<(i + span))
                        i += span
                        continue outer
                    }
                    length -= 1
                }
            }
            let token = tokens[i]
            result.leftovers.append(token.text)
            result.leftoverIndices.append(i)
            if !Self.isFiller(token.stem) && !Self.isFiller(token.text) && Double(token.text) == nil && Self.hasLetters(token.text)
                && !Self.isPlaceWord(token.text) && !Self.isAmountWord(token) && !QuantityParser.isEnglishUnit(token.text)
                && !token.isAny(Vocabulary.toolWords)
                && !Vocabulary.pronouns.contains(token.stem) && !Vocabulary.pronouns.contains(token.text)
                && !Self.isNotFoodWord(token) && ServingsParser.find([token]) == nil {
                result.entries.append(.unknown(token.stem, listed: listsUnknown(tokens, at: i, entries: result.entries), index: i))
            }
            i += 1
        }
        return result
    }

    /// Whether the unknown word at `i` reads as an ingredient named in a list:
    /// - Korean: a listing or object particle (`용과랑`, `용과를`; `퇴근하고` only before a food), or an
    ///   amount after it (`용과 2개`); never a word of purpose (`식단용으로`);
    /// - English: right after a word that introduces foods (`with`, `and`, `have`, `some`, an
    ///   adjective of an item), or after such a name (`with dragon fruit`), so `… with squid and
    ///   cabbage, spicy is fine` lists no `spicy`.
    private func listsUnknown(_ tokens: [Token], at i: Int, entries: [Scan.Entry]) -> Bool {
        let token = tokens[i]
        guard Self.isHangulWord(token.stem) else {
            guard i > 0, !Vocabulary.itemAdjectives.contains(token.text) else { return false }
            // "with fresh halloumi": adjectives of an item may stand between (never "went bad so …").
            var j = i - 1
            while j > 0, Vocabulary.itemAdjectives.contains(tokens[j].text) { j -= 1 }
            if Self.introducesFood.contains(tokens[j].text) { return true }
            if case .unknown(_, true, let j)? = entries.last, j == i - 1, !Self.isHangulWord(tokens[j].text) { return true }
            return false
        }
        // "유통기한 12.3": a word of the cue tables is never an item, whatever number follows.
        if Self.isCueWord(token.stem) { return false }
        if StemmerTable.purposeEndings.contains(where: { token.stem.hasSuffix($0) && token.stem.count > $0.count + 1 }) { return false }
        if let last = token.particles.last {
            guard Self.objectParticles.contains(last) else { return false }
            if StemmerTable.verbalParticles.contains(last) {
                return i + 1 < tokens.count && lexicon.lookup(tokens[i + 1].stem) != nil
            }
            return true
        }
        // "샀는데 하나는 …": a verb before a number is no item.
        return QuantityParser.korean(tokens, at: i + 1) != nil && !Self.looksLikeVerb(token.text)
    }

    /// In a request for ideas, a bare Korean noun the lexicon does not know, right beside a food
    /// in a list of bare nouns (`템페 두부 있는데 뭐 만들지`, `여주, 계란 있는데`), is one of the foods too.
    /// Verbs, modifiers, qualifiers (`국산`), dish, kind and cue words and laughter stay out.
    func listingBareNeighbours(_ scan: Scan, _ tokens: [Token]) -> Scan {
        var result = scan
        // Where each bare-counted food starts (a set: a long line is not scanned once per word).
        let foodStarts = Set(scan.entries.compactMap { entry -> Int? in
            if case .known(_, let range, nil) = entry { range.lowerBound } else { nil }
        })
        result.entries = scan.entries.map { entry in
            guard case .unknown(let word, false, let i) = entry else { return entry }
            let token = tokens[i]
            guard token.particles.isEmpty, Self.isHangulWord(token.text), token.text.count >= 2,
                  token.text.unicodeScalars.allSatisfy({ Hangul.isSyllable($0) }), !Self.looksLikeVerb(token.text),
                  !Stemmer.isModifier(token.text), !Vocabulary.qualifiers.contains(token.text),
                  !Vocabulary.qualifierEndings.contains(where: token.text.hasSuffix), !Self.isDishWord(token),
                  Self.kindWord(token) == nil, !Self.isCueWord(token.text), !Self.isFiller(token.text) else { return entry }
            // Before a food (`템페 두부`), or after a bare one and before another or a word of having
            // (`두부 템페 있는데`); `시금치 빨리 먹어야` keeps the adverb out.
            func food(at j: Int) -> Bool { foodStarts.contains(j) }
            let next = i + 1 < tokens.count ? tokens[i + 1].text : ""
            let beside = food(at: i + 1) || i > 0 && tokens[i - 1].particles.isEmpty && scan.knownIndices.contains(i - 1)
                && next.hasPrefix("있")
            return beside ? .unknown(word, listed: true, index: i) : entry
        }
        return result
    }

    /// Words of the cue tables (expiry, places, requests): never a food beside one.
    static func isCueWord(_ word: String) -> Bool {
        cueWords.contains(where: word.hasPrefix)
    }

    private static let cueWords = Vocabulary.expiryWords + Vocabulary.fridgeKorean + Vocabulary.recommendKorean
        + Vocabulary.tipKorean + Vocabulary.shoppingKorean + Vocabulary.exclusionKorean

    /// A word that is never food (`Vocabulary.notFood`), alone or with particles, even after one
    /// syllable (`애가`, `애는`: the stemmer keeps two syllables for a stem).
    static func isNotFoodWord(_ token: Token) -> Bool {
        if token.isAny(Vocabulary.notFood) { return true }
        guard isHangulWord(token.text) else { return false }
        var head = ""
        for character in token.text.prefix(4) {
            head.append(character)
            guard head.count < token.text.count else { break }
            if Vocabulary.notFood.contains(head), Stemmer.isParticles(token.text.dropFirst(head.count), after: head) { return true }
        }
        return false
    }

    /// English words after which a word the lexicon does not know is a food (`with halloumi`, `have tempeh`).
    static let introducesFood: Set<String> = ["with", "and", "or", "have", "got", "using", "plus", "some", "of", "&"]

    /// Whether a Hangul word is a canonical food followed by particles that fit it (`밥이랑`).
    func spelledAsFoodWithParticles(_ word: String) -> Bool {
        guard Self.isHangulWord(word) else { return false }
        let chars = Array(word)
        for cut in stride(from: chars.count - 1, through: 1, by: -1) {
            let head = String(chars[..<cut])
            if let food = lexicon.lookup(key: head), food.kind == .canonical,
               Stemmer.isParticles(String(chars[cut...]), after: head) {
                return true
            }
        }
        return false
    }

    /// 냉동으로, 실온에: words that name a place, never an ingredient.
    static func isPlaceWord(_ word: String) -> Bool {
        ["냉동", "냉장", "실온", "상온", "팬트리"].contains { word.hasPrefix($0) }
    }

    /// `단이랑`, `2개`, `하나만`, `x4`, `1리터짜리`: an amount or its counter, never an ingredient.
    static func isAmountWord(_ token: Token) -> Bool {
        QuantityParser.unit(of: token.text) != nil || QuantityParser.glued(token.text) != nil
            || QuantityParser.standaloneNumbers[token.stem] != nil || token.text.hasSuffix("짜리")
            || token.text.hasSuffix("들이") && token.text.first?.isNumber == true
            || (token.text.first == "x" && Double(token.text.dropFirst()) != nil) || isShareOrVague(token)
            || QuantityParser.koreanRanges.contains(token.text)
    }

    /// Particles after which a word reads as an ingredient.
    static let objectParticles: Set<String> = KoreanParticles.listing.union(["을", "를"])

    /// `2개`, `2개를`, `300g` after an ingredient without a space.
    static func gluedAmount(_ rest: String) -> (Double, String?)? {
        guard let first = rest.first, first.isASCII, first.isNumber || first == "-" else { return nil }
        let chars = Array(rest)
        // Only the last few characters can be particles, so only the last few places can end
        // the amount (a long run of digits is read once, not once per place).
        for end in stride(from: chars.count, through: max(1, chars.count - KoreanParticles.longestRun), by: -1) {
            let head = String(chars[0..<end])
            if let amount = QuantityParser.glued(head), KoreanParticles.isParticles(String(chars[end...])) {
                return amount
            }
        }
        return nil
    }

    /// `용과랑` → (`용과`, [`랑`]): the longest stem whose rest is particles. Stems keep at
    /// least two syllables, so `용과` stays whole rather than becoming `용` + `과`.
    static func stripParticles(_ token: String) -> (String, [String]) {
        let reading = Stemmer.reading(token) { word in protectedEndings.contains(where: word.hasSuffix) }
        return (reading.stem, reading.particles)
    }

    /// Word endings whose final 이 is not a particle.
    static let protectedEndings = StemmerTable.keptFinalI
}

extension RequestParser.Scan {
    /// English names the lexicon does not know, counted in a fridge line (`bought 2 dragon
    /// fruits`, `I bought a dragon fruit`): the unknown words right after an amount become
    /// one listed name (`dragon fruit`, singular after a count above one). Words of a date
    /// (`yesterday`) end the name.
    func countingEnglishNames(_ tokens: [Token], today: LocalDay, skipping: Set<Int>) -> RequestParser.Scan {
        joiningRuns(starts: { word, index in
            guard !RequestParser.isHangulWord(word), !Vocabulary.itemAdjectives.contains(word), !skipping.contains(index),
                  !Self.endsName(tokens[index], today: today) else { return nil }
            return Self.countBefore(tokens, index)
        }, continues: { word, j in
            !RequestParser.isHangulWord(word) && !skipping.contains(j) && !Self.endsName(tokens[j], today: today)
        }, entry: { words, count, _, index in
            var words = words
            if count > 1, let plural = words.last { words[words.count - 1] = Self.singular(plural) }
            return .unknown(words.joined(separator: String(RequestParser.nameJoiner)), listed: true, index: index)
        })
    }

    /// Neighbouring English words the lexicon does not know, as one name (`yori fridge add dragon
    /// fruit 2` → `dragon fruit`): the words of a fixed subcommand name one item unless an
    /// amount or a known ingredient separates them.
    func joiningEnglishNames(_ tokens: [Token], today: LocalDay, skipping: Set<Int>) -> RequestParser.Scan {
        func joinable(_ word: String, _ index: Int) -> Bool {
            !RequestParser.isHangulWord(word) && word.allSatisfy(\.isLetter) && !skipping.contains(index)
                && !Self.endsName(tokens[index], today: today) && !QuantityParser.isEnglishUnit(word)
                && QuantityParser.englishNumbers[word] == nil
        }
        return joiningRuns(starts: { joinable($0, $1) ? 1 : nil }, continues: joinable, entry: { words, _, listed, index in
            .unknown(words.joined(separator: String(RequestParser.nameJoiner)), listed: listed, index: index)
        })
    }

    /// Replaces each run of unknown words on neighbouring tokens by one entry: a run starts at
    /// a word `starts` gives a value for (passed on to `entry`) and goes on while `continues`.
    private func joiningRuns(starts: (String, Int) -> Double?, continues: (String, Int) -> Bool,
                             entry: ([String], Double, Bool, Int) -> Entry) -> RequestParser.Scan {
        var result = self
        var entries: [Entry] = []
        var k = 0
        while k < self.entries.count {
            guard case .unknown(let word, let listed, let index) = self.entries[k], let value = starts(word, index) else {
                entries.append(self.entries[k])
                k += 1
                continue
            }
            var words = [word]
            var last = index
            k += 1
            while k < self.entries.count, case .unknown(let next, _, let j) = self.entries[k], j == last + 1, continues(next, j) {
                words.append(next)
                last = j
                k += 1
            }
            entries.append(entry(words, value, listed, index))
        }
        result.entries = entries
        return result
    }

    /// The count of an English amount ending right before token `i` (`a`, `2`, `two`, `a bag of`).
    private static func countBefore(_ tokens: [Token], _ i: Int) -> Double? {
        var j = i - 1
        if j >= 0, tokens[j].text == "of" { j -= 1 }
        if j >= 0, QuantityParser.isEnglishUnit(tokens[j].text) { j -= 1 }
        guard j >= 0 else { return nil }
        return QuantityParser.number(tokens[j].text) ?? QuantityParser.englishNumbers[tokens[j].text]
    }

    private static func endsName(_ token: Token, today: LocalDay) -> Bool {
        DateParser(today: today).find([token]) != nil || Vocabulary.expiryEnglish.contains(token.text)
            || DateParser.looksLikeDate(token.text)
            || ["expiring", "expire", "yesterday", "ago", "last", "this", "morning", "evening", "night"].contains(token.text)
    }

    /// `fruits` → `fruit`, `berries` → `berry`, `tomatoes` → `tomato`; `hummus`, `glass` stay.
    static func singular(_ word: String) -> String {
        if word.hasSuffix("ies"), word.count > 4 { return String(word.dropLast(3)) + "y" }
        if word.hasSuffix("oes") || word.hasSuffix("ches") || word.hasSuffix("shes") || word.hasSuffix("xes") {
            return String(word.dropLast(2))
        }
        if word.hasSuffix("s"), !word.hasSuffix("ss"), !word.hasSuffix("us"), !word.hasSuffix("is"), word.count > 3 {
            return String(word.dropLast())
        }
        return word
    }
}
