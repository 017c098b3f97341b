/// Fridge lines beyond adding and using: moving between places, the history and stats,
/// listing one category or in an order, and where an item is put.
extension RequestParser {
    /// The place a line puts things: 냉장실/냉동실/냉동고/실온/찬장/fridge/freezer/pantry, and with
    /// `appliance` also `냉장고에`/`fridge에` (an add or move line: "into the fridge"); a list
    /// line's 냉장고 is the whole inventory.
    func storagePlace(_ tokens: [Token], appliance: Bool = true) -> StoragePlace? {
        for (i, token) in tokens.enumerated() {
            let w = token.text
            if w.hasPrefix("냉동") || w.hasPrefix("얼려") || w.hasPrefix("얼렸") || ["freezer", "frozen", "froze"].contains(token.stem) {
                return .freezer
            }
            if w.hasPrefix("냉장실") || (w.hasPrefix("냉장") && !w.hasPrefix("냉장고")) { return .fridge }
            if ["fridge", "refrigerator", "refrigerated"].contains(w) { return .fridge }
            if appliance, token.stem == "냉장고" || token.stem == "fridge",
               token.particles.first.map({ $0.hasPrefix("에") }) ?? false
                || i + 1 < tokens.count && ["안에", "속에", "안", "속", "안으로", "칸에"].contains(tokens[i + 1].text) {
                return .fridge
            }
            if w.hasPrefix("실온") || w.hasPrefix("상온") || w.hasPrefix("팬트리") || w.hasPrefix("찬장")
                || ["pantry", "cupboard"].contains(token.stem) {
                return .pantry
            }
        }
        return nil
    }

    /// `대파 냉동실로 옮겼어`, `move the green onion to the freezer`, `대파 얼렸어`, `대파 냉동했어`,
    /// `고기 해동했어`: the items and where they go; `nil` when the line moves nothing.
    func move(_ tokens: [Token], scan: Scan, cue: Cues) -> Command? {
        let moveWord = cue.korean(Self.moveKorean) || cue.english(Self.moveEnglish)
        let freezes = cue.korean(Self.freezeKorean)
        let thaws = cue.korean(Self.thawKorean) || cue.english(["thawed", "defrosted"])
        guard moveWord || freezes || thaws else { return nil }
        // "대파 사서 얼려 뒀어": bought, then frozen, so it is new (an add into the freezer).
        if cue.korean(["샀", "사왔", "사 왔", "구매", "구입", "추가", "넣었"]) || cue.english(["bought", "added", "purchased"]) {
            return nil
        }
        let place: StoragePlace?
        if thaws {
            place = .fridge
        } else if freezes && !moveWord {
            place = .freezer
        } else {
            place = storagePlace(tokens, appliance: true)
        }
        guard let place else { return nil }
        let items = items(scan, tokens, expires: nil, storage: nil)
        guard !items.isEmpty else { return nil }
        return .fridgeMove(items.map { var item = $0; item.storage = nil; return item }, to: place)
    }

    /// `우유 버렸어`, `threw away the milk`, `the milk went bad`, `계란 깨졌어`: lost food.
    static func discards(_ cue: Cues) -> Bool {
        if cue.korean(Vocabulary.discardKorean) { return true }
        // "threw the chicken in the freezer": put away, not thrown away.
        if putsInPlace(cue) { return false }
        return cue.english(Vocabulary.discardEnglish) || cue.phrase(Vocabulary.discardPhrases)
    }

    /// `stuck the chicken in the freezer`, `threw the beer in the fridge`: into a place.
    static func putsInPlace(_ cue: Cues) -> Bool {
        cue.phrase(["in the fridge", "into the fridge", "in the freezer", "into the freezer", "in my fridge", "in my freezer",
                    "into my fridge", "into my freezer", "in the pantry", "in my pantry", "in the cupboard"])
            && cue.english(["threw", "throw", "tossed", "toss", "stuck", "put", "popped", "placed", "stashed", "shoved", "chucked",
                            "dropped", "stored"])
            && !cue.english(["what", "whats", "anything", "how", "can", "should", "does", "do", "is", "are", "show"])
    }

    /// Whether a line puts items in: an adding word, `… in the freezer`, or a note of items,
    /// amounts and a place only (`닭다리 6개 냉동`, `새우 한 봉지 냉동실에`).
    func addsItems(_ tokens: [Token], scan: Scan, cue: Cues) -> Bool {
        if cue.korean(Vocabulary.addKorean) || Self.addsEnglish(tokens, cue: cue) || Self.putsInPlace(cue) { return true }
        let places = scan.leftoverIndices.filter { Self.isPlaceWord(tokens[$0].stem) || tokens[$0].stem == "냉장고" && tokens[$0].particles == ["에"] }
        let amounts = scan.leftoverIndices.filter { i in
            Self.isAmountWord(tokens[i]) || Double(tokens[i].text) != nil || QuantityParser.koreanNumbers[tokens[i].text] != nil
        }
        let glued = scan.entries.contains { if case .known(_, _, let amount?) = $0 { amount.1 != nil } else { false } }
        // An amount says it is new food ("대파 냉동" alone may be a move).
        return !places.isEmpty && (!amounts.isEmpty || glued) && scan.leftoverIndices.allSatisfy { i in
            places.contains(i) || amounts.contains(i) || !Self.hasLetters(tokens[i].text)
        }
    }

    /// English adding words, except a question for ideas (`got any with potatoes?`: "got" is "have").
    static func addsEnglish(_ tokens: [Token], cue: Cues) -> Bool {
        guard cue.english(Vocabulary.addEnglish) else { return false }
        if let got = tokens.firstIndex(where: { $0.text == "got" }), got + 1 < tokens.count,
           ["any", "anything", "ideas", "some"].contains(tokens[got + 1].text), !cue.english(Vocabulary.addEnglish.subtracting(["got"])) {
            return false
        }
        return true
    }

    /// `how long is tofu good for`, `is the milk still good`: how long food keeps (not how long to cook it).
    static func asksShelfLife(_ cue: Cues) -> Bool {
        cue.phrase(["how long is", "how long are", "how long will", "how long can i keep", "still good", "stay good", "stays good",
                    "good for after", "go in the fridge", "go in the freezer", "leave", "on the counter", "room temperature",
                    "room temp"])
            && !cue.english(["boil", "cook", "bake", "roast", "simmer", "steam", "fry", "grill", "microwave", "soak", "marinate",
                             "rest", "take", "takes", "cooking"])
    }

    /// `계란 3개 먹었어`, `used 3 eggs`, `라면 끓여먹었어` (a verb of cooking glued to 먹었), and
    /// `두부 반 모 찌개에 넣었어` (put into a dish: used, not stored).
    func usesUp(_ tokens: [Token], cue: Cues, wantsRecipes: Bool) -> Bool {
        let eaten = cue.korean(Vocabulary.eatenCompoundKorean)
        if eaten { return true }
        if wantsRecipes { return false }
        if cue.korean(Vocabulary.useKorean + Vocabulary.runOutKorean) || cue.english(Vocabulary.useEnglish)
            || cue.phrase(Vocabulary.runOutEnglish) {
            return true
        }
        // "두부 하나 빼줘", "냉장고에서 우유 빼": taken out of the inventory.
        if cue.korean(["빼줘", "빼 줘", "빼주", "뺐"]) || tokens.last?.text == "빼" { return true }
        return cue.korean(["넣었", "넣음", "넣어 먹었", "넣어먹었"]) && tokens.contains { token in
            token.particles.first == "에" && Self.isDishWord(token) && !Vocabulary.fridgeKorean.contains(token.stem)
                && !Self.isPlaceWord(token.stem)
        }
    }

    /// `우유 11/30까지`, `두부 내일까지임`: a date with 까지 glued on gives the expiry, unless the
    /// line says what must happen by then (`우유 내일까지 먹어야 해`).
    static func until(_ tokens: [Token], _ range: Range<Int>?, cue: Cues) -> Bool {
        guard let range, let last = range.last else { return false }
        return tokens[last].text.contains("까지") && !cue.korean(Vocabulary.expiringKorean)
    }

    /// `두부 언제 샀더라`, `우유 얼마에 샀어?`: a question about an item, not an add.
    static func isQuestionWord(_ tokens: [Token]) -> Bool {
        tokens.contains { $0.text.hasPrefix("언제") || $0.text.hasPrefix("얼마") || $0.text.hasPrefix("며칠") }
    }

    static let moveKorean = ["옮겼", "옮겨", "옮김", "옮길", "이동했", "이동시", "이동해", "옮겨놨", "옮겨 놨"]
    static let moveEnglish: Set<String> = ["move", "moved", "moving", "transfer", "transferred", "relocate"]
    static let freezeKorean = ["얼렸", "얼려 뒀", "얼려뒀", "얼려놨", "얼려 놨", "얼려 놓", "얼려놓", "얼려둠", "냉동했", "냉동해 뒀",
                               "냉동해뒀", "냉동시켰", "냉동 시켰", "냉동해놨", "냉동해 놨"]
    static let thawKorean = ["해동했", "해동시켰", "해동 시켰", "해동해 뒀", "해동해뒀", "녹였", "녹여 뒀", "녹여뒀", "해동시켜",
                             "해동 시켜", "해동해놨", "해동해 놨", "해동해 놓", "해동해놓", "녹여놨", "녹여 놨", "해동함"]

    /// `버린 거 기록 보여줘`, `fridge history`, `냉장고 기록`: the fridge's history (not the chat's).
    func fridgeLog(_ tokens: [Token], cue: Cues) -> Command? {
        let fridgeWords = cue.korean(["버린", "버렸", "버림", "쓴 거", "쓴거", "먹은 거", "먹은거", "냉장고", "냉동실", "재료", "음식",
                                      "식재료", "폐기"])
            || cue.english(["fridge", "freezer", "waste", "wasted", "discarded", "thrown", "food", "pantry", "inventory"])
        guard fridgeWords else { return nil }
        if cue.korean(["통계", "낭비", "얼마나 버렸", "얼마나 버려", "버린 비율", "버린 양"])
            || cue.english(["stats", "statistics", "stat"]) || cue.phrase(["how much did i waste", "how much did i throw",
                                                                          "how much food did i", "waste rate", "waste share"]) {
            return .fridgeStats
        }
        if tokens.count <= 7, cue.korean(["기록", "내역", "이력", "히스토리"]) || cue.english(["history", "log"]) {
            return .fridgeHistory
        }
        return nil
    }

    /// The lexicon category a list line asks for (`채소만`, `the vegetables`) and the words it used.
    func listCategory(_ tokens: [Token]) -> (String, Int)? {
        for (i, token) in tokens.enumerated() {
            if let category = FoodCategory.named(token.stem) ?? FoodCategory.named(token.text) { return (category, i) }
        }
        return nil
    }

    /// `이름순`, `기한순`, `종류별`, `by name`, `sorted by category`: how a list line wants it ordered.
    func listOrder(_ tokens: [Token], cue: Cues) -> FridgeListing.Order? {
        if cue.korean(["이름순", "가나다순", "이름 순", "이름별"]) || cue.phrase(["by name", "alphabetical"]) { return .name }
        if cue.korean(["종류별", "분류별", "카테고리별", "종류순", "분류순"]) || cue.phrase(["by category", "by type"]) { return .category }
        if cue.korean(["장소별", "보관 장소별", "장소순", "칸별"]) || cue.phrase(["by place", "by location"]) { return .place }
        if cue.korean(["기한순", "유통기한순", "유통기한 순", "날짜순", "임박순"]) || cue.phrase(["by expiry", "by date"]) { return .expiry }
        return nil
    }
}
