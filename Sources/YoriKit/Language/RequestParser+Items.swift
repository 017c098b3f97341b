/// Items of fridge and shopping lines, and of the fixed subcommands' arguments.
extension RequestParser {
    /// The items named by the words of `yori fridge add/use/discard`, read by the same rules
    /// as a chat line (`두부 한 모`, `half a block of tofu`, `계란 -2`): every word that is
    /// not an amount names an item, and an argument given in quotes with several words
    /// (`"dragon fruit"`, `"할머니 된장"`) is one name.
    /// A date among the words (`우유 내일까지`) is the items' expiry, a place word their place.
    public func items(fromArguments words: [String], today: LocalDay) -> [FridgeItemRequest] {
        let tokens = respelled(Tokenizer.words(Hangul.composed(InputCleaner.clean(protectNames(words).joined(separator: " ")))),
                               everyWord: true)
        let dates = DateParser(today: today)
        let date = dates.find(tokens)
        let invalid = date == nil ? dates.findInvalid(tokens) : nil
        let skipping = dates.allDateTokens(tokens, besides: date?.1 ?? invalid?.1)
        let scan = scan(tokens).joiningEnglishNames(tokens, today: today, skipping: skipping)
        return items(scan, tokens, expires: date?.0, storage: storagePlace(tokens), invalidExpiry: invalid?.0,
                     everyWord: true, skipping: skipping)
    }

    /// Arguments with spaces that are not read whole as ingredients and amounts get their
    /// spaces replaced by `nameJoiner`, so the tokenizer keeps them as one word.
    func protectNames(_ words: [String]) -> [String] {
        words.map { word in
            let tokens = Tokenizer.tokens(Hangul.composed(InputCleaner.clean(word))).map(Token.init)
            guard tokens.count > 1 else { return word }
            // "13월 45일", "next friday": a date (real or not) is never a name.
            let dates = DateParser(today: LocalDay(year: 2026, month: 1, day: 1)!)
            if dates.find(tokens)?.1 == tokens.indices || dates.findInvalid(tokens)?.1 == tokens.indices { return word }
            let scan = scan(tokens)
            let explained = tokens.indices.allSatisfy { i in
                isPlainIngredient(i, scan: scan) || Self.isFiller(tokens[i].text) || Self.isAmountWord(tokens[i])
                    || QuantityParser.koreanNumbers[tokens[i].text] != nil || QuantityParser.englishNumbers[tokens[i].text] != nil
                    || QuantityParser.isEnglishUnit(tokens[i].text) || Double(tokens[i].text) != nil
                    || Tokenizer.isSymbolWord(tokens[i].text)  // "사과🍎": the emoji is decoration, not part of the name
            }
            return explained ? word : tokens.map(\.text).joined(separator: String(Self.nameJoiner))
        }
    }

    /// Joins the words of one name inside a token (a private-use character no one types).
    static let nameJoiner: Character = "\u{E000}"

    /// Items of a fridge command: each known ingredient (and listed unknown word; with
    /// `everyWord`, every unknown word) with the amount written next to it, and the line's
    /// expiry date and place. Words like 할머니 or 국산 right before an ingredient stay with
    /// it as its written `name`.
    func items(_ scan: Scan, _ tokens: [Token], expires: LocalDay?, storage: StoragePlace?,
               invalidExpiry: String? = nil, everyWord: Bool = false, skipping: Set<Int> = []) -> [FridgeItemRequest] {
        var result: [FridgeItemRequest] = []
        var seen = Set<String>()
        var qualifierIndices = Set<Int>()
        // Tokens an amount uses ("두부 한 모", "half a block of tofu") name no item of their own.
        var consumed = skipping
        // The tokens of a date are no share or amount ("bought eggs 3 days ago" is no 3 eggs;
        // `amount` tries its other readings itself).
        func free<T>(_ found: (T, Range<Int>)?) -> (T, Range<Int>)? {
            guard let found, !found.1.contains(where: skipping.contains) else { return nil }
            return found
        }
        // Tokens the amounts of the items before have taken: "tofu 2 eggs 3" gives the 2 to tofu.
        var taken = Set<Int>()
        for entry in scan.entries {
            if case .known(_, let range, let glued) = entry {
                var j = range.lowerBound - 1
                while j >= 0, !isPlainIngredient(j, scan: scan), Self.isQualifier(tokens[j]) { qualifierIndices.insert(j); j -= 1 }
                if glued == nil, let found = free(Self.share(tokens, around: range)) {
                    consumed.formUnion(found.1)
                } else if glued == nil, let found = Self.amount(tokens, around: range, skipping: skipping, taken: taken) {
                    consumed.formUnion(found.1)
                    taken.formUnion(found.1)
                } else if glued == nil, let found = free(Self.malformedAmount(tokens, around: range)) {
                    consumed.formUnion(found.1)
                }
            }
        }
        taken = []
        for entry in scan.entries {
            var asked: AskedIngredient
            let range: Range<Int>
            var glued: (Double, String?)?
            var name: String?
            switch entry {
            case .known(let item, let r, let amount):
                (asked, range, glued) = (item, r, amount)
                var start = r.lowerBound
                while start > 0, qualifierIndices.contains(start - 1) { start -= 1 }
                if start < r.lowerBound {
                    name = (tokens[start..<r.lowerBound].map(\.stem) + [item.word]).joined(separator: " ")
                }
            case .unknown(let word, let listed, let index):
                guard listed || everyWord, !qualifierIndices.contains(index), !consumed.contains(index) else { continue }
                let written = word.replacingJoiner()
                // Words joined across tokens (`dragon fruit` typed unquoted) span them all, so the
                // amount after the last one is found; a quoted name is one token.
                let span = tokens[index].text.contains(Self.nameJoiner) ? 1 : word.split(separator: Self.nameJoiner).count
                (asked, range) = (AskedIngredient(word: written, canonical: nil, nameKind: nil), index..<(index + span))
                if written != word, let inside = ingredientInside(written) {
                    // "할머니 된장" given as one name: the item is 된장, shown as written.
                    asked = inside
                    name = written
                }
            }
            guard seen.insert((name ?? "") + "\u{0}" + asked.key).inserted else { continue }
            var item = FridgeItemRequest(ingredient: asked, expires: expires, storage: storage, name: name,
                                         invalidExpiry: invalidExpiry)
            if let (value, unit) = glued {
                item.quantity = value
                item.unit = unit ?? "개"
            } else if let (share, used) = free(Self.share(tokens, around: range)) {
                item.share = share  // "우유 반", "half the milk": a part of what is stored
                consumed.formUnion(used)
            } else if let ((value, unit), used) = Self.amount(tokens, around: range, skipping: skipping, taken: taken) {
                item.quantity = value
                item.unit = unit ?? "개"
                consumed.formUnion(used)
                taken.formUnion(used)
            } else if let (word, used) = free(Self.malformedAmount(tokens, around: range)) {
                item.invalidAmount = word  // "두부 1e9모": refused, never stored without its amount
                consumed.formUnion(used)
            } else if let (word, used) = free(Self.vague(tokens, around: range)) {
                item.vague = word  // "김치 조금": no number
                consumed.formUnion(used)
            }
            result.append(item)
        }
        return result
    }

    /// The amount written next to an item: after it in Korean (`두부 한 모`, `우유 2 bottles`),
    /// before it in English (`half a block of tofu`), or a number in a unit yori does not
    /// know (`우유 2xyz`, kept so the answer can say so); with the tokens it uses.
    /// An item written in English takes the amount before it first (`5 potatoes, 2 onions`:
    /// the 2 is the onions'), unless an item before has taken it (`tofu 2 eggs 3`), and then
    /// the one after (`yori fridge add tofu 2`); a Korean item takes the one after it first.
    /// Emoji between an item and its amount (`사과🍎 3개`, `3 🍎 apples`) are skipped over.
    /// Tokens in `skipping` (a date's) are never part of the amount.
    static func amount(_ tokens: [Token], around range: Range<Int>, skipping: Set<Int> = [],
                       taken: Set<Int> = []) -> ((Double, String?), Range<Int>)? {
        var before = range.lowerBound
        while before > 0, Tokenizer.isSymbolWord(tokens[before - 1].text) { before -= 1 }
        if !isHangulWord(tokens[range.lowerBound].text), let (value, unit, first) = QuantityParser.english(tokens, before: before),
           !(first..<range.lowerBound).contains(where: { taken.contains($0) || skipping.contains($0) }) {
            return ((value, unit), first..<range.lowerBound)
        }
        let after = afterSymbols(tokens, from: range.upperBound)
        if let (value, unit, used) = QuantityParser.korean(tokens, at: after),
           !(after..<(after + used)).contains(where: skipping.contains) {
            return ((value, unit), range.upperBound..<(after + used))
        }
        // "새우 냉동 한 봉", "찹쌀떡 냉동실에 10개": a place word (bare, or where it goes) between the item and its amount.
        if range.upperBound < tokens.count, isPlaceWord(tokens[range.upperBound].text),
           tokens[range.upperBound].particles.allSatisfy(Self.placeGoalParticles.contains),
           let (value, unit, used) = QuantityParser.korean(tokens, at: range.upperBound + 1),
           !((range.upperBound + 1)..<(range.upperBound + 1 + used)).contains(where: skipping.contains) {
            return ((value, unit), (range.upperBound + 1)..<(range.upperBound + 1 + used))
        }
        if let (value, unit, first) = QuantityParser.english(tokens, before: before) {
            return ((value, unit), first..<range.lowerBound)
        }
        if after < tokens.count, !skipping.contains(after), let (value, unit) = QuantityParser.written(tokens[after].text) {
            return ((value, unit), range.upperBound..<(after + 1))
        }
        return nil
    }

    /// Particles that make a place word where food goes (`냉동실에`, `냉장으로`), not where it came from (`에서`).
    static let placeGoalParticles: Set<String> = ["에", "로", "으로", "도"]

    /// The first index from `start` that is not an emoji or other symbol.
    static func afterSymbols(_ tokens: [Token], from start: Int) -> Int {
        var i = start
        while i < tokens.count, Tokenizer.isSymbolWord(tokens[i].text) { i += 1 }
        return i
    }

    /// A mistyped amount after an item (`두부 1e9모`, `우유 1.2.3L`, `tofu 1e9`), or before one
    /// written in English (`1e9 onions`), as written: the request is refused
    /// (`FridgeError.unreadableAmount`) rather than stored without an amount.
    static func malformedAmount(_ tokens: [Token], around range: Range<Int>) -> (String, Range<Int>)? {
        let after = afterSymbols(tokens, from: range.upperBound)
        if after < tokens.count, QuantityParser.malformed(tokens[after].text) {
            return (tokens[after].text, range.upperBound..<(after + 1))
        }
        var before = range.lowerBound
        while before > 0, Tokenizer.isSymbolWord(tokens[before - 1].text) { before -= 1 }
        if before > 0, !isHangulWord(tokens[range.lowerBound].text), QuantityParser.malformed(tokens[before - 1].text) {
            return (tokens[before - 1].text, (before - 1)..<range.lowerBound)
        }
        return nil
    }

    /// The one lexicon ingredient inside a written name (`할머니 된장` → 된장), when the other
    /// words only say whose or what kind it is.
    func ingredientInside(_ name: String) -> AskedIngredient? {
        let tokens = Tokenizer.tokens(name).map(Token.init)
        let scan = scan(tokens)
        let known = scan.asked { _ in false }
        guard known.count == 1, tokens.indices.allSatisfy({
            isPlainIngredient($0, scan: scan) || Self.isQualifier(tokens[$0]) || Self.isFiller(tokens[$0].text)
        }) else {
            return nil
        }
        return known[0]
    }

    /// 할머니, 엄마표, 국산, 제주산, 유기농: a word that says whose or what kind an item is.
    static func isQualifier(_ token: Token) -> Bool {
        if Vocabulary.qualifiers.contains(token.text) || Vocabulary.qualifiers.contains(token.stem) { return true }
        guard isHangulWord(token.stem) else { return false }
        if token.particles == ["의"] { return true }
        return Vocabulary.qualifierEndings.contains { ending in
            token.text.hasSuffix(ending) && token.text.count >= (ending == "네" ? 3 : 2)
        }
    }

    /// `시들었는데`, `샀어`, `보관하지`: a Korean word with a verb ending, never a name.
    static func looksLikeVerb(_ word: String) -> Bool {
        isHangulWord(word) && Stemmer.isPredicate(word)
    }

    /// Ingredients of a storage question: the known ones; when there are none, the unknown
    /// words of the line as names, neighbours joined (`dragon fruit 어떻게 보관해` → `dragon fruit`).
    func tipIngredients(_ scan: Scan, _ tokens: [Token]) -> [AskedIngredient] {
        let known = scan.asked { _ in false }
        if !known.isEmpty {
            var seen = Set<String>()
            return known.filter { seen.insert($0.key).inserted }
        }
        var result: [AskedIngredient] = []
        var pending: [String] = []
        var last = -2
        func flush() {
            if !pending.isEmpty { result.append(AskedIngredient(word: pending.joined(separator: " "), canonical: nil, nameKind: nil)) }
            pending = []
        }
        for entry in scan.entries {
            switch entry {
            case .known(let item, _, _):
                flush()
                result.append(item)
            case .unknown(let word, _, let index):
                let token = tokens[index]
                if Vocabulary.notNames.contains(token.text) || Vocabulary.notNames.contains(token.stem)
                    || token.starts(with: ["보관", "저장", "어떻게", "오래", "얼려", "얼리", "냉동", "냉장", "신선", "넣", "두면", "둬"])
                    || Vocabulary.fridgeEnglish.contains(token.text) || Vocabulary.fridgeKorean.contains(token.stem)
                    || Self.kindWord(token) != nil || Vocabulary.methods[token.stem] != nil || !Self.hasLetters(token.text)
                    || Vocabulary.tipEnglish.contains(token.text) || Vocabulary.tipQuestionEnglish.contains(token.text)
                    || Self.looksLikeVerb(token.stem) || Self.isPlaceWord(token.text) {
                    flush()
                    continue
                }
                if index != last + 1 || (index > 0 && !tokens[index - 1].particles.isEmpty) { flush() }
                pending.append(word)
                last = index
            }
        }
        flush()
        var seen = Set<String>()
        return result.filter { seen.insert($0.key).inserted }
    }
}

extension String {
    /// The name with `RequestParser.nameJoiner` turned back into spaces.
    func replacingJoiner() -> String {
        contains(RequestParser.nameJoiner) ? String(map { $0 == RequestParser.nameJoiner ? " " : $0 }) : self
    }
}
