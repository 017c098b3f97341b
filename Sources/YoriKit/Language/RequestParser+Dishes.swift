/// Dishes asked for by name: how-to questions (`김치찌개 어떻게 만들어?`, `how do I make
/// kimchi stew`) and bare dish names (`kimchi stew`, `소고기 미역국`).
extension RequestParser {
    /// A how-to question about a named dish → `show` that dish; `nil` when the line does
    /// not ask how a dish is made, or asks what to make from ingredients
    /// (`두부로 만드는 법`, `대파랑 계란으로 뭐 만들고 싶어`).
    func dishRequest(_ tokens: [Token], scan: Scan, cue: Cues) -> Command? {
        if cue.korean(Vocabulary.searchVerbsKorean) || cue.english(Vocabulary.searchVerbsEnglish) { return nil }
        // "save this recipe", "계란말이 레시피 북마크": about bookmarks.
        if cue.english(Vocabulary.bookmarkEnglish) || cue.korean(Vocabulary.bookmarkKorean) { return nil }
        // "유통기한 임박한 재료 뭐 있어?", "냉장고 털어서 먹고 싶어", "2nd recipe": not a dish by name.
        if cue.korean(Vocabulary.expiringKorean + Vocabulary.expiryWords + Vocabulary.fridgeKorean + ["털어", "냉파", "파먹", "냉털"])
            || cue.english(Vocabulary.fridgeEnglish) || ReferenceParser.find(tokens) != nil {
            return nil
        }
        // "있는 재료로 애들 간식 만들어 줄 만한 거": what I have, not a dish by name.
        if cue.korean(Vocabulary.fromWhatIHaveKorean) { return nil }
        if cue.korean(Vocabulary.howToKorean) {
            if cue.korean(Vocabulary.openQuestionKorean + Vocabulary.exclusionKorean) { return nil }  // "김치찌개 끓일 때 뭐 넣어?"
            let askingIngredients = cue.korean(["재료 뭐", "재료가 뭐", "재료는 뭐", "뭐 들어가", "뭐가 들어가", "뭐가 필요", "뭐 필요"])
            if !askingIngredients, tokens.contains(where: { ["뭐", "뭘", "무슨", "무엇", "뭐가", "뭐를", "어떤"].contains($0.stem) }) {
                return nil  // "뭐 만들고 싶어": asks for ideas
            }
            let indices = koreanNameIndices(tokens, scan: scan)
            guard !indices.isEmpty else { return nil }
            // "계란말이 먹고 싶어" names a dish; "매운 거 먹고 싶어" a craving, for the model.
            if cue.korean(["먹고 싶"]), !indices.contains(where: { Self.isDishWord(tokens[$0]) }) { return nil }
            // "계란말이 하는 법" asks how a dish is made; "대파 어떻게 해?" is no recipe question.
            if !cue.korean(Vocabulary.howToKorean.filter { !Vocabulary.howToWeakKorean.contains($0) }),
               !indices.contains(where: { Self.isDishWord(tokens[$0]) && !isPlainIngredient($0, scan: scan) }) {
                return nil  // "남은 밥 어떻게 해": 밥 is rice here
            }
            if indices.contains(where: { tokens[$0].particles.contains(where: KoreanParticles.listing.contains) }) {
                // "두부로 만드는 법": what to make with an ingredient.
                let listed = scan.asked { $0.listed }
                return listed.isEmpty ? nil : .recommend(ingredients: dedupe(listed))
            }
            // "간단한 반찬 레시피": a kind of dish, for a search.
            if indices.allSatisfy({ Self.kindWord(tokens[$0]) != nil || Vocabulary.methods[tokens[$0].stem] != nil }) { return nil }
            // "두부 레시피" asks for tofu recipes; "김치 어떻게 만들어?" asks how kimchi is made.
            let onlyRecipeWord = !cue.korean(Vocabulary.howToKorean.filter { $0 != "레시피" && $0 != "조리법" })
            if onlyRecipeWord, indices.allSatisfy({ isPlainIngredient($0, scan: scan) }) { return nil }
            return .show(.name(indices.map { tokens[$0].stem }.joined(separator: " ")))
        }
        guard let indices = englishDishName(tokens), !indices.isEmpty else { return nil }
        let name = indices.map { tokens[$0].text }
        if name.count == 1, Vocabulary.pronouns.contains(name[0]) { return .show(nil) }  // "how do I make that"
        if indices.allSatisfy({ isPlainIngredient($0, scan: scan) || Self.isFiller(tokens[$0].text) }) {
            return nil  // "how do I cook tofu", "tofu recipe": recipes with it
        }
        // "snack recipes", "deep-fry recipes", "show me steamed recipes": a kind or a method, for a search.
        if indices.allSatisfy({ Self.kindWord(tokens[$0]) != nil || Vocabulary.methods[tokens[$0].text] != nil
            || Self.isFiller(tokens[$0].text) || Self.plainAdjectives.contains(tokens[$0].text) }) {
            return nil
        }
        return .show(.name(name.joined(separator: " ")))
    }

    /// Tokens of a Korean how-to line that name the dish.
    private func koreanNameIndices(_ tokens: [Token], scan: Scan) -> [Int] {
        tokens.indices.filter { i in
            let token = tokens[i]
            if Vocabulary.howToWords.contains(token.text) || Vocabulary.howToWords.contains(token.stem) { return false }
            if token.starts(with: Vocabulary.howToWordPrefixes) { return false }
            if Self.isFiller(token.text) || Self.isFiller(token.stem) || Vocabulary.pronouns.contains(token.stem) { return false }
            if Self.chatter.contains(token.stem) || !Self.hasLetters(token.text) { return false }
            // "지금 가지고 있는 재료": a verb (가지고) names no dish.
            if Self.looksLikeVerb(token.text), !scan.knownIndices.contains(i), !Self.isDishWord(token) { return false }
            // "매운 거": a word that describes the 거 after it is no name.
            if i + 1 < tokens.count, Vocabulary.pronouns.contains(tokens[i + 1].stem) { return false }
            return ReferenceParser.numbered(token.text) == nil
        }
    }

    /// The dish of an English how-to line (`how do I make kimchi stew`, `how to cook galbi
    /// jjim`, `kimchi stew recipe`, `recipe for japchae`), as token indexes; `nil` when the
    /// line is not one, or the dish is made "with" something (a request for ideas).
    private func englishDishName(_ tokens: [Token]) -> Range<Int>? {
        let words = tokens.map(\.text)
        var name: Range<Int>?
        if let how = words.firstIndex(of: "how") {
            // how do I make X · how to cook X · how can you prepare X · how is X made
            if let verb = words[(how + 1)...].prefix(4).firstIndex(where: { Vocabulary.howToVerbsEnglish.contains($0) && $0 != "do" }) {
                name = (verb + 1)..<words.count
            } else if how + 1 < words.count, words[how + 1] == "is" || words[how + 1] == "are",
                      let made = words.lastIndex(where: Self.madeWords.contains), made > how + 2 {
                name = (how + 2)..<made
            }
        } else if let recipe = words.firstIndex(where: { $0 == "recipe" || $0 == "recipes" }) {
            if recipe + 1 < words.count, words[recipe + 1] == "for" || words[recipe + 1] == "of" {
                name = (recipe + 2)..<words.count                                  // recipe for X
            } else if recipe > 0, recipe == words.count - 1 || words[(recipe + 1)...].allSatisfy(Self.isPoliteTail) {
                name = 0..<recipe                                                  // X recipe (please)
            }
        } else if let want = words.firstIndex(where: Self.wantWords.contains),
                  let verb = words[want...].prefix(5).firstIndex(where: { $0 == "make" || $0 == "cook" }) {
            name = (verb + 1)..<words.count                                        // I want to make X
        } else if let ingredients = words.firstIndex(where: { $0 == "ingredients" || $0 == "ingredient" }),
                  ingredients + 1 < words.count, Self.ofWords.contains(words[ingredients + 1]) {
            name = (ingredients + 2)..<words.count                                 // ingredients for X
        }
        guard var dish = name, !dish.isEmpty else { return nil }
        if words[dish].contains(where: Self.madeWithWords.contains) { return nil }
        if let cut = words[dish].firstIndex(where: Self.cutWords.contains) { dish = dish.lowerBound..<cut }
        while let first = dish.first, Vocabulary.dishNameTrim.contains(words[first]) { dish = dish.dropFirst() }
        while let last = dish.last, Vocabulary.dishNameTrim.contains(words[last]) || Self.isPoliteTail(words[last]) {
            dish = dish.dropLast()
        }
        if words[dish].contains(where: {
            Self.notADish.contains($0) || Vocabulary.openQuestionEnglish.contains($0) || Vocabulary.exclusionEnglish.contains($0)
        }) { return nil }
        return dish
    }

    private static let madeWords: Set<String> = ["made", "cooked", "prepared"]
    private static let wantWords: Set<String> = ["want", "learn", "teach"]
    private static let ofWords: Set<String> = ["for", "of", "in"]
    private static let madeWithWords: Set<String> = ["with", "using", "from", "without"]
    private static let cutWords: Set<String> = ["for", "tonight", "today", "at"]

    /// Words that make a how-to question about something other than a dish's recipe
    /// (`how do I make my kimchi less salty`: a question for the model).
    private static let notADish: Set<String> = [
        "something", "anything", "what", "dinner", "lunch", "breakfast", "less", "more", "better", "salty", "spicy",
        "sweeter", "taste", "tastier", "thicker", "thinner", "last", "longer", "stay", "not", "without", "fast", "faster",
    ]

    private static func isPoliteTail(_ word: String) -> Bool { ["please", "pls", "thanks", "now"].contains(word) }

    /// Whether token `i` is a lexicon ingredient on its own (not part of a dish name).
    func isPlainIngredient(_ i: Int, scan: Scan) -> Bool {
        scan.knownIndices.contains(i)
    }

    /// A word that names a dish by its form: 김치찌개, 미역국, 계란말이, stew, jjigae.
    static func isDishWord(_ token: Token) -> Bool {
        let word = token.stem
        if Vocabulary.dishWordsEnglish.contains(word) || Vocabulary.dishWordsEnglish.contains(token.text) { return true }
        if Vocabulary.kinds[word] != nil || Vocabulary.methods[word] != nil { return true }
        guard isHangulWord(word), !notDishWords.contains(word) else { return false }
        if word.hasSuffix("면"), ["하면", "으면", "러면", "다면", "라면서", "려면"].contains(where: word.hasSuffix), word != "라면" {
            return false
        }
        return Vocabulary.dishSuffixesKorean.contains { word.hasSuffix($0) && (word.count > $0.count || $0.count >= 2) }
    }

    /// Initials typed as chat (okay, thanks, sorry, no, go, congrats, hi, bye, true, really, wow).
    static let chatInitials: Set<String> = ["ㅇㅋ", "ㄱㅅ", "ㄳ", "ㅈㅅ", "ㄴㄴ", "ㄱㄱ", "ㅊㅋ", "ㅎㅇ", "ㅂㅂ", "ㅇㅈ", "ㄹㅇ", "ㄷㄷ", "ㅇㅇㅋ",
                                            "ㅇㅎ", "ㅅㄱ"]

    /// Words with a dish ending that are no dishes.
    private static let notDishWords: Set<String> = ["완전", "이전", "안전", "대전", "진짜", "그럼", "그러면", "하면", "당연", "전전", "예전"]

    /// `kimchi stew`, `소고기 미역국`, `galbi jjim`, `계란말이`: a short line of names only,
    /// as a search; `asdf qwer`, `뭐라는거야 진짜` (words that name nothing) → `nil`.
    func bareNames(_ tokens: [Token], scan: Scan) -> Command? {
        guard (1...3).contains(tokens.count) else { return nil }
        if tokens.count == 1, Self.chatInitials.contains(tokens[0].text) { return nil }  // "ㄳ"
        for token in tokens {
            if Self.isFiller(token.text) || Self.isFiller(token.stem) || Self.chatter.contains(token.stem)
                || Vocabulary.englishChatter.contains(token.text) || !Self.hasLetters(token.text)
                || Self.isAmountWord(token) || Double(token.text) != nil {
                return nil
            }
            // "김치랑 당근 어울려?", "불고기 맵게 하려면?": a sentence, not names.
            if !Self.isDishWord(token), Self.looksLikeVerb(token.text) || Self.looksLikeVerb(token.stem)
                || !token.particles.isEmpty && tokens.count > 1 {
                return nil
            }
        }
        let unknown = tokens.indices.filter { !isPlainIngredient($0, scan: scan) }
        let dishLike = tokens.contains(where: Self.isDishWord)
        let query = tokens.indices.map { isPlainIngredient($0, scan: scan) ? tokens[$0].text : tokens[$0].stem }
            .joined(separator: " ")
        if unknown.isEmpty { return nil }                        // only ingredients: a recommendation
        if tokens.count == 1 { return .search(RecipeSearch(query: query, bare: !dishLike)) }
        return dishLike ? .search(RecipeSearch(query: query)) : nil
    }

    /// Whether a word has a letter or a digit (not only emoji or symbols).
    static func hasLetters(_ word: String) -> Bool {
        word.unicodeScalars.contains { $0.properties.isAlphabetic || ("0"..."9").contains($0) }
    }

    /// `ㅋㅋㅋㅋ`, `ㅎㅎ`, `ㅇㅇ`: one consonant repeated is laughter or a nod, not 초성; so are
    /// the initials of chat words (`ㅇㅋ`, `ㄱㅅ`).
    static func isRepeatedConsonant(_ text: String) -> Bool {
        let scalars = text.unicodeScalars.filter { $0 != " " }
        // "ㅇㅋ", "ㄱㅅ", "ㅈㅅ": chat for okay, thanks, sorry.
        if chatInitials.contains(String(String.UnicodeScalarView(scalars))) { return true }
        guard let first = scalars.first, scalars.count >= 2 else { return false }
        return scalars.allSatisfy { $0 == first }
    }
}
