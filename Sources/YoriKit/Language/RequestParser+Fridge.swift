/// Fridge lines beyond adding and using: moving between places, the history and stats,
/// listing one category or in an order, and where an item is put.
extension RequestParser {
    /// The place a line puts things: 냉장실/냉동실/냉동고/실온/찬장/fridge/freezer/pantry, and with
    /// `appliance` also `냉장고에`/`fridge에` (an add or move line: "into the fridge"); a list
    /// line's 냉장고 is the whole inventory. `냉장고로` (a move: `감자 냉장고로 옮겼어`) is the fridge too.
    func storagePlace(_ tokens: [Token], appliance: Bool = true) -> StoragePlace? {
        for (i, token) in tokens.enumerated() {
            let w = token.text
            if w.startsBytes(with: "냉동") || w.startsBytes(with: "얼려") || w.startsBytes(with: "얼렸") || ["freezer", "frozen", "froze"].contains(token.stem) {
                return .freezer
            }
            if w.startsBytes(with: "냉장실") || (w.startsBytes(with: "냉장") && !w.startsBytes(with: "냉장고")) { return .fridge }
            if ["fridge", "refrigerator", "refrigerated"].contains(w) { return .fridge }
            if appliance, token.stem == "냉장고" || token.stem == "fridge",
               token.particles.first.map({ $0.startsBytes(with: "에") || $0 == "로" || $0 == "으로" }) ?? false
                || i + 1 < tokens.count && ["안에", "속에", "안", "속", "안으로", "칸에"].contains(tokens[i + 1].text) {
                return .fridge
            }
            if w.startsBytes(with: "실온") || w.startsBytes(with: "상온") || w.startsBytes(with: "팬트리") || w.startsBytes(with: "찬장")
                || ["pantry", "cupboard"].contains(token.stem) {
                return .pantry
            }
        }
        return nil
    }

    /// `대파 냉동실로 옮겼어`, `move the green onion to the freezer`, `대파 얼렸어`, `대파 냉동했어`, `froze the pork`,
    /// `고기 해동했어`: the items and where they go; `nil` when the line moves nothing.
    func move(_ tokens: [Token], scan: Scan, cue: Cues) -> Command? {
        let moveWord = cue.korean(Self.moveKorean) || cue.english(Self.moveEnglish)
        // "froze the pork"; never "frozen" ("cook frozen dumplings" moves nothing).
        let freezes = cue.korean(Self.freezeKorean) || cue.english(["froze"])
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
            place = destination(tokens)
        }
        guard let place else { return nil }
        let items = items(scan, tokens, expires: nil, storage: nil)
        guard !items.isEmpty else { return nil }
        return .fridgeMove(items.map { var item = $0; item.storage = nil; return item }, to: place)
    }

    /// `우유 뜯었어`, `어제 고추장 개봉했어`, `opened the milk`: the packs opened, and when (a day
    /// the line names, else today); `nil` when the line opens nothing or asks about it
    /// (`우유 뜯었는데 얼마나 가?` is a storage question).
    func opening(_ tokens: [Token], scan: Scan, cue: Cues, line: String, today: LocalDay) -> Command? {
        guard cue.korean(Self.openKorean) || cue.english(Self.openEnglish) else { return nil }
        if Self.isQuestion(line, tokens) || cue.korean(["얼마나", "언제까지", "며칠"]) { return nil }
        let dates = DateParser(today: today)
        let date = dates.find(tokens)
        let items = items(scan, tokens, expires: nil, storage: nil, skipping: dates.allDateTokens(tokens, besides: date?.1))
        guard !items.isEmpty else { return nil }
        let day = date?.0
        return .fridgeOpen(items.map { var item = $0; item.storage = nil; item.expires = nil; return item }, on: day)
    }

    /// `우유 버렸어`, `threw away the milk`, `the milk went bad`, `계란 깨졌어`: lost food.
    static func discards(_ cue: Cues) -> Bool {
        if cue.korean(Vocabulary.discardKorean) { return true }
        // "threw the chicken in the freezer": put away, not thrown away; "throw together": cooked.
        if putsInPlace(cue) || cue.phrase(Vocabulary.cookingPhrasesEnglish) { return false }
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
        // "where can I buy gochugaru?", "should I buy more eggs?": buying to come, no food bought.
        if cue.english(["buy"]), !cue.english(Vocabulary.addEnglish.subtracting(["buy"])) { return false }
        // "got some 대파 and 양파 at the market": where food is bought makes "got" a purchase.
        let boughtAtAShop = saysShop(tokens)
        // "dinner tonight? got beef and mushrooms": with a meal in view and no amount, "got" is "have".
        if !boughtAtAShop, cue.english(Vocabulary.mealNouns), !cue.english(Vocabulary.addEnglish.subtracting(["got"])),
           !tokens.contains(where: { $0.text.first?.isNumber == true || QuantityParser.englishNumbers[$0.text] != nil }) {
            return false
        }
        if let got = tokens.firstIndex(where: { $0.text == "got" }), got + 1 < tokens.count,
           ["any", "anything", "ideas"].contains(tokens[got + 1].text) || tokens[got + 1].text == "some" && !boughtAtAShop,
           !cue.english(Vocabulary.addEnglish.subtracting(["got"])) {
            return false
        }
        return true
    }

    /// `at the market`, `from the store`, `at the farmers market`: `at`/`from` and, within three words,
    /// a place where food is bought (`Vocabulary.shopsEnglish`).
    static func saysShop(_ tokens: [Token]) -> Bool {
        !shopPhrases(tokens).isEmpty
    }

    /// The indexes of the words of each `at`/`from` … shop phrase, up to the shop's word (`from the grocery store`).
    static func shopPhrases(_ tokens: [Token]) -> Set<Int> {
        var out = Set<Int>()
        for i in tokens.indices where ["at", "from"].contains(tokens[i].text) {
            if let shop = ((i + 1)..<min(tokens.count, i + 4)).last(where: { Vocabulary.shopsEnglish.contains(tokens[$0].text) }) {
                out.formUnion(i...shop)
            }
        }
        return out
    }

    /// An English word of the shopping list said outside the place food was bought: `grocery list`,
    /// `add milk to my shopping`, never `from the grocery store`.
    static func namesShoppingEnglish(_ tokens: [Token], cue: Cues) -> Bool {
        let words = Set(Vocabulary.shoppingEnglish)
        guard cue.english(words) else { return false }
        let place = shopPhrases(tokens)
        return place.isEmpty || tokens.indices.contains { words.contains(tokens[$0].text) && !place.contains($0) }
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
        tokens.contains { $0.text.startsBytes(with: "언제") || $0.text.startsBytes(with: "얼마") || $0.text.startsBytes(with: "며칠") }
    }

    /// Where a move line sends things: a place marked as the goal (`냉장실로`, `to the fridge`)
    /// over one marked as where they were (`냉동실에 있는`, `냉동실에서`, `from the freezer`, a bare
    /// `냉동실 대파`); else the last place named.
    func destination(_ tokens: [Token]) -> StoragePlace? {
        var places: [(place: StoragePlace, goal: Bool, source: Bool)] = []
        for (i, token) in tokens.enumerated() {
            var found = storagePlace([token], appliance: true)
            if found == nil, token.stem == "냉장고" || token.stem == "fridge", i + 1 < tokens.count,
               ["안에", "속에", "안", "속", "안으로", "칸에"].contains(tokens[i + 1].text) {
                found = .fridge  // "냉장고 안에"
            }
            guard let place = found else { continue }
            var before = i - 1
            while before >= 0, Self.determiners.contains(tokens[before].text) { before -= 1 }
            let previous = before >= 0 ? tokens[before].text : ""
            let next = i + 1 < tokens.count ? tokens[i + 1].text : ""
            let goal = ["로", "으로"].contains(token.particles.last ?? "") || ["to", "into"].contains(previous)
            let source = token.particles.contains("에서") || previous == "from" || next.startsBytes(with: "있")
                || (token.particles.isEmpty && Self.isHangulWord(token.stem))
            places.append((place, goal, source))
        }
        return places.first(where: \.goal)?.place ?? places.last(where: { !$0.source })?.place ?? places.last?.place
    }

    /// Cues that a pack was opened (a row per phrasing; `개봉` alone is the tip question's word).
    static let openKorean = ["뜯었", "뜯음", "뜯어 놨", "뜯어놨", "뜯어 뒀", "뜯어뒀", "개봉했", "개봉함", "개봉 했"]
    static let openEnglish: Set<String> = ["opened", "unsealed"]
    static let moveKorean = ["옮겼", "옮겨", "옮김", "옮길", "이동했", "이동시", "이동해", "옮겨놨", "옮겨 놨"]
    static let moveEnglish: Set<String> = ["move", "moved", "moving", "transfer", "transferred", "relocate"]
    static let freezeKorean = ["얼렸", "얼려 뒀", "얼려뒀", "얼려놨", "얼려 놨", "얼려 놓", "얼려놓", "얼려둠", "냉동했", "냉동해 뒀",
                               "냉동해뒀", "냉동시켰", "냉동 시켰", "냉동해놨", "냉동해 놨"]
    static let thawKorean = ["해동했", "해동시켰", "해동 시켰", "해동해 뒀", "해동해뒀", "녹였", "녹여 뒀", "녹여뒀", "해동시켜",
                             "해동 시켜", "해동해놨", "해동해 놨", "해동해 놓", "해동해놓", "녹여놨", "녹여 놨", "해동함"]

    /// `버린 거 기록 보여줘`, `fridge history`, `냉장고 기록`: the fridge's history (not the chat's).
    /// Modifiers that say food was used (`쓴 재료`, `사용한 거`), as whole words.
    static let usedModifiers: Set<String> = ["쓴", "먹은", "사용한", "소비한", "써버린", "먹어버린"]

    func fridgeLog(_ tokens: [Token], cue: Cues) -> Command? {
        let fridgeWords = cue.korean(["버린", "버렸", "버림", "쓴 거", "쓴거", "먹은 거", "먹은거", "냉장고", "냉동실", "재료", "음식",
                                      "식재료", "폐기"])
            || cue.english(["fridge", "freezer", "waste", "wasted", "discarded", "thrown", "throw", "threw", "food", "pantry",
                           "inventory"])
        // "what did I throw away", "뭐 버렸지?": the thrown-away part of the history.
        let asksWhatWasThrown = cue.phrase(["what did i throw", "what have i thrown", "what i threw", "what i have thrown",
                                            "what did i waste", "what have i wasted", "what did i discard", "what did i toss"])
            || cue.korean(["뭐 버렸", "뭘 버렸", "무엇을 버렸", "버린 거 뭐", "버린 게 뭐", "버린거 뭐", "버린게 뭐"])
        if asksWhatWasThrown, !cue.korean(["통계", "얼마나"]), !cue.english(["stats", "statistics", "much"]) {
            return .fridgeHistory(kind: .discard)
        }
        // "통계", "지난달 통계", "stats": the fridge's are the only stats yori keeps.
        let statsAlone = tokens.count <= 4 && (cue.korean(["통계"]) || cue.english(["stats", "statistics"]))
            && !cue.phrase(Vocabulary.quotaWords) && !cue.english(["ai", "quota"])
        guard fridgeWords || statsAlone else { return nil }
        if cue.korean(["통계", "낭비", "얼마나 버렸", "얼마나 버려", "버린 비율", "버린 양"])
            || cue.english(["stats", "statistics", "stat"]) || cue.phrase(["how much did i waste", "how much did i throw",
                                                                          "how much food did i", "waste rate", "waste share"]) {
            return .fridgeStats
        }
        if tokens.count <= 7, cue.korean(["기록", "내역", "이력", "히스토리"]) || cue.english(["history", "log"]) {
            // "버린 거 기록", "waste history": only what was thrown away; "쓴 거 기록": only what was used.
            if cue.korean(["버린", "버렸", "버림", "폐기"]) || cue.english(["waste", "wasted", "discarded", "thrown", "discard"]) {
                return .fridgeHistory(kind: .discard)
            }
            if cue.korean(["쓴 거", "쓴거", "먹은 거", "먹은거"]) || cue.english(["used", "usage", "eaten"])
                || tokens.contains(where: { Self.usedModifiers.contains($0.text) }) {  // "쓴 재료 기록"
                return .fridgeHistory(kind: .use)
            }
            return .fridgeHistory()
        }
        return nil
    }

    /// `계란 몇 개 남았어?`, `냉장고에 두부 있어?`, `우유 언제까지야?`, `do I have eggs?`, `how many eggs are
    /// left`, `when does the milk expire`: the fridge's lots of those ingredients. (`계란 있어` alone
    /// says what the user has, for ideas: a recommendation.)
    func fridgeLookup(_ tokens: [Token], known: [AskedIngredient], cue: Cues, line: String) -> Command? {
        // "두부 언제까지 먹어도 돼?", "우유 개봉 후 며칠?": how long it keeps, a storage question.
        guard !known.isEmpty, !cue.korean(Vocabulary.tipQuestionKorean) else { return nil }
        // "do I have any vegetables": a kind of food is a category of the list (`fridgeList`).
        if known.allSatisfy({ Self.generalFoodWords.contains($0.canonical ?? $0.word) || Self.generalFoodWords.contains($0.word) }) {
            return nil
        }
        // "are there soups with tofu", "두부 요리 있어?": recipes, not the fridge.
        if tokens.contains(where: { Self.kindWord($0) != nil || Vocabulary.methods[$0.stem] != nil })
            || cue.english(["recipe", "recipes", "dish", "dishes", "meal", "meals", "with", "using"])
            || cue.korean(["요리", "레시피", "메뉴", "반찬"]) {
            return nil
        }
        let question = Self.isQuestion(line, tokens)
        let korean = cue.korean(["몇 개 남", "몇개 남", "몇 개 있", "몇개 있", "얼마나 남", "얼마나 있", "언제까지", "기한 언제",
                                 "기한이 언제", "기한은 언제", "남았나", "남아 있나", "남아있나", "남았니", "있나", "있니"])
            || question && cue.korean(Vocabulary.fridgeKorean) && cue.korean(["있어", "있을까", "남았", "남아"])
        let english = cue.phrase(["do i have", "do we have", "do i still have", "do we still have", "is there", "are there",
                                  "any left", "is left", "are left", "have left", "have i got", "have we got"])
            || cue.english(["when"]) && cue.english(["expire", "expires", "expiring", "due"])
        guard korean || english else { return nil }
        return .fridgeList(storage: nil, ingredients: known)
    }

    /// `🍎 3개 샀어`: an emoji where the item goes. It is passed on as the item's name so the
    /// fridge refuses it by name (`FridgeError.badName`), rather than the chat not understanding.
    /// The tokenizer drops emoji, so the symbol is looked for in the line as typed.
    func symbolAdded(_ tokens: [Token], cue: Cues, line: String) -> Command? {
        guard cue.korean(Vocabulary.addKorean) || cue.english(Vocabulary.addEnglish) else { return nil }
        let words = tokens.map(\.text) + line.split(separator: " ").map(String.init)
        guard let symbol = words.first(where: Tokenizer.isSymbolWord) else { return nil }
        return .fridgeAdd([FridgeItemRequest(ingredient: AskedIngredient(word: symbol, canonical: nil, nameKind: nil))])
    }

    /// The lexicon category a list line asks for (`채소만`, `the vegetables`) and the words it used.
    func listCategory(_ tokens: [Token]) -> (String, Int)? {
        for (i, token) in tokens.enumerated() {
            if let category = FoodCategory.named(token.stem) ?? FoodCategory.named(token.text) { return (category, i) }
        }
        return nil
    }

    /// `이름순`, `기한순`, `종류별`, `by name`, `sorted by category`: how a list line wants it ordered.
    /// A head word with 순/별 after it, glued or apart (`이름순`, `위치별로`, `유통기한 빠른 순으로`).
    func listOrder(_ tokens: [Token], cue: Cues) -> FridgeListing.Order? {
        for (order, heads, english) in Self.orderWords {
            let korean = heads.flatMap { head in Self.orderEndings.map { head + $0 } }
            if cue.korean(korean) || cue.phrase(english) { return order }
        }
        return nil
    }

    /// What a list may be ordered by: Korean head words (before 순/별) and English phrases.
    static let orderWords: [(FridgeListing.Order, [String], [String])] = [
        (.name, ["이름", "가나다", "abc"], ["by name", "alphabetical", "a to z", "a-z"]),
        (.category, ["종류", "분류", "카테고리", "식품군"], ["by category", "by type", "by kind"]),
        (.place, ["장소", "보관 장소", "보관장소", "위치", "칸", "보관 위치", "보관위치", "보관별"], ["by place", "by location", "by where"]),
        (.expiry, ["기한", "유통기한", "날짜", "임박", "빠른", "유통기한 빠른", "기한 빠른", "만료", "유통기한 짧은", "짧은", "오래된"],
         ["by expiry", "by date", "by expiration", "by expiry date", "soonest first", "expiring first"]),
    ]
    static let orderEndings = ["순", " 순", "별", " 별"]
}
