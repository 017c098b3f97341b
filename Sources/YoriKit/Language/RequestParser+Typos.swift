/// Foods typed wrong: a word the lexicon does not know is read as the lexicon word it plainly
/// misspells (`게란이랑 대파` → 계란, `양퍄 감자`, `chiken and rice`, `brocoli`), a Hangul word made
/// wholly of lexicon words as those words (`대파계란` → 대파 계란, `김치돼지고기`), and a dish name
/// whose ending has a look-alike vowel as that ending (`된장찌게` → 된장찌개). Every reading of a
/// line, a command's arguments included, goes through this one pass before the scan, so every
/// rule sees the word as meant; each token read so keeps what was typed (`Token.written`), and
/// the ingredients it names say so (`AskedIngredient.written`), for the answer to tell.
///
/// What is never read as another word: a word the lexicon knows (with its particles or joined
/// with its neighbour: `돼지 고기`), a word of the rules (verbs, cue, amount, place, date, dish,
/// kind words, fillers, words that are no food, `Vocabulary.typoProof`), a built-in dish's name
/// (`두부김치` stays a dish), one syllable or up to four letters, and any word two lexicon entries
/// are equally close to. A misspelling beyond one look-alike vowel is read only where a food goes
/// (`placesFood`), or among a command's ingredient arguments (`everyWord`).
extension RequestParser {
    /// A name as this pass reads it (`김치찌게` → `김치찌개`), or nil when it reads it as typed.
    public func respelledName(_ name: String) -> String? {
        let tokens = Tokenizer.words(Hangul.composed(InputCleaner.clean(name)))
        let read = respelled(tokens).map(\.text)
        return read == tokens.map(\.text) ? nil : read.joined(separator: " ")
    }

    /// `tokens` with misspelled and run-together foods read as the lexicon's words.
    /// - Parameter everyWord: every word is meant as a food (`yori cook`, `yori fridge add`).
    func respelled(_ tokens: [Token], everyWord: Bool = false) -> [Token] {
        // First what needs no context (a dish ending, foods typed together, a plural, a look-alike
        // vowel); then, with those read, the wider misspellings where a food goes (`계란 대피 양퍄`).
        var out: [Token] = []
        var wider: [Int] = []  // words of `out` left for the second pass
        for (i, token) in tokens.enumerated() {
            // A line of hundreds of words is no list of foods: only its first words are looked at.
            guard i < Self.typoLooks, wider.count < Self.typoTries, token.written == nil, mayBeTypo(token, tokens, at: i) else {
                if !out.isEmpty { out.append(token) }
                continue
            }
            if out.isEmpty { out = Array(tokens[..<i]) }
            let particles = token.particles.joined()
            let korean = Self.isHangulWord(token.stem)
            // Before the rules' words: `된장찌게` ends like a verb (맵게), `돼지고기김치` like a dish.
            // (A command's arguments name foods: `yori show 김치찌게` keeps its did-you-mean.)
            if korean, !everyWord, let ending = Self.dishEndingRespelled(token) {
                out.append(Token(ending + particles, written: token.stem))
            } else if korean, let parts = lexicon.parts(token.stem), !Self.isDishName(token.stem),
                      !Vocabulary.dishTailFoods.contains(parts[parts.count - 1]) {
                out += parts.dropLast().map { Token($0, written: token.stem) }
                out.append(Token(parts[parts.count - 1] + particles, written: token.stem))
            } else if !isRuleFree(token) || Self.isDishName(token.stem) {
                out.append(token)
            } else if !korean, let singular = regularSingular(token.stem) {
                out.append(Token(singular))  // `chickens`: a plural, no misspelling
            } else if korean, let near = lexicon.nearest(token.stem, within: Self.vowelSlip) {
                out.append(Token(near.key + particles, written: token.stem))
            } else {
                out.append(token)
                wider.append(out.count - 1)
            }
        }
        guard !out.isEmpty else { return tokens }  // no word the lexicon does not know
        for i in wider where everyWord || placesFood(out, at: i, isKorean: Self.isHangulWord(out[i].stem)) {
            let token = out[i]
            guard let near = lexicon.nearest(token.stem)
                    ?? (Self.isHangulWord(token.stem) ? nil : lexicon.nearest(Scan.singular(token.stem))) else { continue }
            out[i] = Token(near.key + token.particles.joined(), written: token.stem)
        }
        return out
    }

    /// The lexicon word an English word is the regular plural of (`chickens`, `peaches`,
    /// `cherries`), when only the singular is in the lexicon; `potatos` is none (a misspelling).
    private func regularSingular(_ word: String) -> String? {
        guard !Self.isHangulWord(word), word.hasSuffix("s") else { return nil }
        let singular = Scan.singular(word)
        guard singular != word, lexicon.lookup(key: singular) != nil else { return nil }
        let takesEs = ["s", "x", "z", "ch", "sh", "o"].contains(where: singular.hasSuffix)
        return word == singular + (takesEs ? "es" : "s") || word.hasSuffix("ies") && singular.hasSuffix("y") ? singular : nil
    }

    /// How many words of a line are looked at, and how many of them tried as a wider misspelling.
    static let typoLooks = 48
    static let typoTries = 12

    /// A misspelling this small (one look-alike vowel: 게란, 양퍄) is read wherever it stands.
    static let vowelSlip = 1

    /// Whether `token` is a word the lexicon does not know, alone, with its particles, or
    /// joined with a neighbour (`돼지 고기`, `green onion`), and of a script a lexicon word has.
    private func mayBeTypo(_ token: Token, _ tokens: [Token], at i: Int) -> Bool {
        let stem = token.stem
        guard stem.count >= 2, stem.count <= Self.longestRun else { return false }
        let hangul = stem.unicodeScalars.allSatisfy(Hangul.isSyllable)
        guard hangul || stem.utf8.allSatisfy({ (UInt8(ascii: "a")...UInt8(ascii: "z")).contains($0) }) else { return false }
        if lexicon.lookup(key: stem) != nil || lexicon.lookup(key: token.text) != nil || knownWithSuffix(token.text) { return false }
        if i > 0, lexicon.lookup(key: IngredientLexicon.key(tokens[i - 1].text + stem)) != nil { return false }
        if i + 1 < tokens.count, lexicon.lookup(key: IngredientLexicon.key(token.text + tokens[i + 1].stem)) != nil { return false }
        return true
    }

    /// A lexicon word followed by particles or an amount (`계란으로`, `계란2개`), as the scan reads it.
    private func knownWithSuffix(_ text: String) -> Bool {
        let chars = Array(text)
        var length = min(chars.count - 1, lexicon.longestKey)
        while length >= 1 {
            let head = String(chars[0..<length])
            if lexicon.lookup(key: head) != nil {
                let rest = String(chars[length...])
                if Stemmer.isParticles(rest, after: head) || Self.gluedAmount(rest) != nil { return true }
            }
            length -= 1
        }
        return false
    }

    /// Whether a word is none of the rules' own words, so it may be a misspelled food. (Most words
    /// asked are verbs and fillers: the checks go from the cheapest to the dearest.)
    func isRuleFree(_ token: Token) -> Bool {
        let (text, stem) = (token.text, token.stem)
        let korean = Self.isHangulWord(stem)
        if token.isAny(Vocabulary.typoProof) || token.isAny(Vocabulary.notNames) || token.isAny(FollowUpCues.fillers)
            || Self.chatter.contains(stem) || Self.isFiller(text) || Self.isFiller(stem) {
            return false
        }
        if korean {
            // A word with particles is a noun (`게란이랑` is no modifier for its 랑). `하면`, `해서`:
            // an ending typed alone is a verb too; so is a word ending in the connective 고 (`펴고`,
            // `썰고`), which the stemmer leaves to food names (망고, 표고).
            if stem.hasSuffix("고") || StemmerTable.endings.contains(stem) || token.particles.isEmpty && Stemmer.isModifier(text)
                || Self.looksLikeVerb(text) || stem != text && Self.looksLikeVerb(stem) {
                return false
            }
        } else if knows(text) || Vocabulary.notFood.contains(text) || Self.introducesFood.contains(text)
                    || Vocabulary.itemAdjectives.contains(text) || QuantityParser.englishNumbers[text] != nil
                    || Vocabulary.contractionPieces.contains(text) || Vocabulary.englishChatter.contains(text) {
            return false
        }
        if token.isAny(Vocabulary.toolWords) || token.isAny(Vocabulary.pronouns) || Self.isNotFoodWord(token) || Self.isQualifier(token)
            || Self.isDishWord(token) || Self.kindWord(token) != nil || Self.isPlaceWord(text) || QuantityParser.isEnglishUnit(text)
            || Self.isAmountWord(token) || DateParser.looksLikeDate(text) || DateParser.looksLikeDate(stem)
            || ServingsParser.find([token]) != nil || Self.typoDates.find([token]) != nil {
            return false
        }
        return !korean || !Self.isCueWord(stem) && !Self.startsCue(stem)
    }

    /// Whether a Korean word is the start of a cue word of the rules (`개봉` of `개봉했`, `보관` of
    /// `보관법`): a word of the rules typed alone, never a misspelled food.
    static func startsCue(_ stem: String) -> Bool {
        koreanCueWords.contains { $0.utf8.starts(with: stem.utf8) }
    }

    /// The first words of the Korean cue tables, made on first use.
    private static let koreanCueWords: [String] = {
        let tables: [[String]] = [
            Vocabulary.tipKorean, Vocabulary.discardKorean, Vocabulary.useKorean, Vocabulary.runOutKorean, Vocabulary.addKorean,
            Vocabulary.expiryWords, Vocabulary.expiryNouns, Vocabulary.expiringKorean, Vocabulary.fridgeKorean,
            Vocabulary.shoppingKorean, Vocabulary.shopRemoveKorean, Vocabulary.bookmarkKorean, Vocabulary.showKorean,
            Vocabulary.searchKorean, Vocabulary.searchVerbsKorean, Vocabulary.recommendKorean, Vocabulary.boughtKorean,
            Vocabulary.tipQuestionKorean, Vocabulary.helpKorean, Vocabulary.openQuestionKorean, Vocabulary.exclusionKorean,
            Vocabulary.howToKorean, Vocabulary.copyKorean, RequestParser.openKorean,
        ].map { Array($0) }
        var words = Set<String>()
        for phrase in tables.joined() {
            guard let first = phrase.split(separator: " ").first, first.unicodeScalars.contains(where: Hangul.isSyllable),
                  first.count >= 2 else { continue }
            words.insert(String(first))
        }
        return Array(words)
    }()

    /// Date words are found without today (any day reads the same words).
    private static let typoDates = DateParser(today: LocalDay(year: 2026, month: 1, day: 1)!)

    /// Whether the word at `i` stands where a food goes: before an amount in Korean (`대피 2단`),
    /// after a word that introduces foods in English (`with`, `and`, `have`, a count: `2 chikens`)
    /// or before `and`/`or` and a food (`chiken and rice`), or in a line of names — no other
    /// word yori does not know, no Korean verb before it, and in Korean a food besides it (`계란
    /// 대피`, `계란 대피 있는데 뭐 해먹지`; `how do i store brocoli`). Not a particle alone (`머리를`,
    /// `그대로`: a sentence has many nouns), nor `of` (`sheets of paper`). `tokens` are the words
    /// as read so far.
    private func placesFood(_ tokens: [Token], at i: Int, isKorean: Bool) -> Bool {
        func food(_ token: Token) -> Bool {
            lexicon.lookup(key: token.stem) != nil || lexicon.lookup(key: token.text) != nil || knownWithSuffix(token.text)
        }
        if isKorean {
            if QuantityParser.korean(tokens, at: i + 1) != nil { return true }
        } else {
            var j = i - 1
            while j > 0, Vocabulary.itemAdjectives.contains(tokens[j].text) { j -= 1 }
            if j >= 0, Self.introducesFood.contains(tokens[j].text) && tokens[j].text != "of"
                || QuantityParser.number(tokens[j].text) != nil || QuantityParser.englishNumbers[tokens[j].text] != nil {
                return true
            }
            if i + 2 < tokens.count, ["and", "or", "&", "plus"].contains(tokens[i + 1].text), food(tokens[i + 2]) { return true }
        }
        // A word alone: an English one, or a Korean one of three syllables or more (`대화` alone
        // is the word it is; `양퍄` alone is one look-alike vowel, read anyway).
        if tokens.count == 1 { return !isKorean || tokens[i].stem.count >= 3 }
        // A line of names is short (and a long line is never read word by word against the rest).
        guard tokens.count <= Self.longestNameLine else { return false }
        var foods = 0
        for j in tokens.indices where j != i {
            let other = tokens[j]
            if food(other) {
                foods += 1
            } else if isRuleFree(other), Self.hasLetters(other.text), Double(other.text) == nil {
                return false  // a word yori does not know: a sentence, not a list of foods
            } else if isKorean, j < i, Self.isVerbForm(other) {
                return false  // a verb before it (`해동하지 않고 그대로`): a sentence; a list's verb ends it
            }
        }
        // Korean needs a food beside it (`대표 메뉴 추천해줘` asks for a signature dish, not 대파);
        // English, a letter dropped, added or swapped, is read among yori's words alone too
        // (`how do i store brocoli`, `brocoli recipes`).
        return foods > 0 || !isKorean
    }

    /// The most words a line of names has.
    static let longestNameLine = 12

    /// A Korean verb form: an ending (`샀어`, `넣고`, `얇게`) or a modifier (`변할`).
    static func isVerbForm(_ token: Token) -> Bool {
        isHangulWord(token.text) && (looksLikeVerb(token.text) || token.text.hasSuffix("고") && token.particles.isEmpty
            || token.particles.isEmpty && Stemmer.isModifier(token.text))
    }

    /// Whether a word is a built-in dish's name (`두부김치`, `마파두부`): never read as foods.
    static func isDishName(_ word: String) -> Bool {
        BuiltinRecipes.nameKeys.contains(IngredientLexicon.key(word))
    }

    /// `된장찌게` → `된장찌개`: a Hangul word (the token's stem) ending in a dish ending of two
    /// syllables or more typed with look-alike vowels only (`TypoDistance`), with that ending;
    /// `nil` for any other.
    static func dishEndingRespelled(_ token: Token) -> String? {
        guard let last = token.stem.unicodeScalars.last, Hangul.isSyllable(last),
              dishEndingLasts.contains(where: { sameOrLookAlike(last, $0) }) else {
            return nil
        }
        let scalars = Array(token.stem.unicodeScalars)
        guard scalars.allSatisfy(Hangul.isSyllable) else { return nil }
        for ending in dishEndingScalars where ending.count <= scalars.count {
            let tail = scalars[(scalars.count - ending.count)...]
            guard zip(tail, ending).allSatisfy({ Self.sameOrLookAlike($0, $1) }) else { continue }
            // Already a dish by its ending (`김치찌개`, or 게 … ending in another dish word).
            return isDishWord(token) ? nil : String(String.UnicodeScalarView(scalars.dropLast(ending.count) + ending))
        }
        return nil
    }

    /// The last syllables of those endings (a word ending in none of them, or a look-alike, ends in none).
    private static let dishEndingLasts: Set<Unicode.Scalar> = Set(dishEndingScalars.compactMap(\.last))

    /// Dish endings of two syllables or more, as scalars, longest first.
    private static let dishEndingScalars: [[Unicode.Scalar]] = Vocabulary.dishSuffixesKorean
        .filter { $0.count >= 2 && $0.unicodeScalars.allSatisfy(Hangul.isSyllable) }
        .sorted { $0.count > $1.count }
        .map { Array($0.unicodeScalars) }

    /// Two syllables with the same initial and final, and the same or look-alike vowels.
    private static func sameOrLookAlike(_ a: Unicode.Scalar, _ b: Unicode.Scalar) -> Bool {
        TypoDistance.syllables(a, b) <= 1
    }
}
