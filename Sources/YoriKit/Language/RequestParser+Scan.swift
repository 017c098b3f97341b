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
        var afterWith = false
        outer: while i < tokens.count {
            // "바나나 한 송이", "두부 두 모": a counter after a number is a unit (송이 is no 송이버섯).
            let counted = i > 0 && (QuantityParser.koreanNumbers[tokens[i - 1].text] != nil || Double(tokens[i - 1].text) != nil)
                && QuantityParser.unit(of: tokens[i].text) != nil
            for span in stride(from: counted ? 0 : min(3, tokens.count - i), through: 1, by: -1) {
                let parts = tokens[i..<(i + span)].map(\.text)
                let chars = Array(parts.joined())
                let minimum = parts.dropLast().reduce(0) { $0 + $1.count } + 1
                var length = min(chars.count, lexicon.longestKey)
                // "cloves of garlic": a unit word before "of" is not the ingredient (정향).
                if span == 1, QuantityParser.englishUnits[tokens[i].text] != nil, i + 1 < tokens.count,
                   tokens[i + 1].text == "of" {
                    break
                }
                while length >= minimum {
                    let prefix = String(chars[0..<length])
                    if let hit = lexicon.lookup(key: prefix) {
                        let rest = String(chars[length...])
                        var amount: (Double, String?)?
                        if !KoreanParticles.isParticles(rest) {
                            amount = Self.gluedAmount(rest)
                            if amount == nil { length -= 1; continue }
                        }
                        let item = AskedIngredient(word: prefix, canonical: hit.ingredient.name, nameKind: hit.kind)
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
                && !Self.isPlaceWord(token.text) && !Self.isAmountWord(token) && !token.isAny(Vocabulary.toolWords)
                && !Vocabulary.pronouns.contains(token.stem) && !Vocabulary.pronouns.contains(token.text) {
                // "용과랑", "용과를", and "용과 2개" (an amount follows): an item, not just a word.
                let listed = token.particles.last.map { Self.objectParticles.contains($0) } ?? false
                    || (Self.isHangulWord(token.stem) && token.particles.isEmpty && QuantityParser.korean(tokens, at: i + 1) != nil
                        && !Self.looksLikeVerb(token.text))  // "샀는데 하나는 …": a verb before a number is no item
                result.entries.append(.unknown(token.stem, listed: listed || (afterWith && !Self.isHangulWord(token.stem)),
                                               index: i))
            }
            if token.text == "with" { afterWith = true }
            i += 1
        }
        return result
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
        guard isHangulWord(token) else { return (token, []) }
        let chars = Array(token)
        var length = chars.count - 1
        // Only the last few characters can be particles: a run of digits or syllables longer
        // than that is never re-read from every position (which made long words quadratic).
        while length >= 2, chars.count - length <= KoreanParticles.longestRun {
            if let particles = KoreanParticles.splitParticles(String(chars[length...]), depth: 3) {
                // 계란말이, 떡볶이, 고등어구이 end in 이 as part of the word, not as a particle.
                let stem = String(chars[0..<length])
                if particles.first == "이", protectedEndings.contains(where: { (stem + "이").hasSuffix($0) }) {
                    length -= 1
                    continue
                }
                // 두리안이랑, 냉동으로: after a final consonant the particle takes 이/으 (이랑, 으로),
                // so prefer 두리안 + 이랑 over 두리안이 + 랑.
                if length >= 3, let last = stem.last, last == "이" || last == "으",
                   Hangul.endsWithFinalConsonant(stem.dropLast()),
                   let longer = KoreanParticles.splitParticles(String(chars[(length - 1)...]), depth: 3),
                   !protectedEndings.contains(where: { stem.hasSuffix($0) }) {
                    return (String(chars[0..<(length - 1)]), longer)
                }
                return (stem, particles)
            }
            length -= 1
        }
        return (token, [])
    }

    /// Word endings whose final 이 is not a particle.
    static let protectedEndings = ["말이", "볶이", "구이", "절이", "튀기", "무침이", "파이", "오이", "라이", "고양이", "목이", "꽂이", "떡꼬치"]
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
                && !Self.endsName(tokens[index], today: today) && QuantityParser.englishUnits[word] == nil
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
        if j >= 0, QuantityParser.englishUnits[tokens[j].text] != nil { j -= 1 }
        guard j >= 0 else { return nil }
        return Double(tokens[j].text) ?? QuantityParser.englishNumbers[tokens[j].text]
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
