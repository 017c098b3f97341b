/// Lines about the user's own things: bookmarks, the cooking log, the inventory's
/// listing, and how to add a recipe; plus the filters a request for ideas may carry.
extension RequestParser {
    /// `2번 북마크`, `북마크 보여줘` (the list), `계란말이 북마크 해제` (remove), `save it`,
    /// `2번 저장해줘`; `nil` when the line is not about bookmarks.
    func bookmark(_ tokens: [Token], scan: Scan, known: [AskedIngredient], reference: (Int, Range<Int>)?,
                  cue: Cues) -> Command? {
        // "2번 저장해줘" keeps a recipe; "대파 냉동실에 저장해" stores food (not reached here with an item).
        let keeps = known.isEmpty && storagePlace(tokens, appliance: true) == nil
            && (cue.korean(Self.saveKorean + Self.savedKorean) || tokens.contains { $0.stem == "저장" })
        guard cue.korean(Vocabulary.bookmarkKorean) || cue.english(Vocabulary.bookmarkEnglish) || keeps else { return nil }
        let removes = cue.korean(Self.unmarkKorean) || cue.english(Self.unmarkEnglish)
        // "내 북마크", "제 즐겨찾기": my, as a word of its own (제육볶음 starts with 제 and is a dish).
        let owner = { (token: Token) in Self.ownerWordsKorean.contains(token.stem) || Self.ownerWordsKorean.contains(token.text) }
        // "북마크", "즐겨찾기는?": the noun alone, as 장보기 and 기록 alone, is the list; a verb keeps (북마크해줘).
        let nounAlone = !tokens.isEmpty && tokens.allSatisfy { Vocabulary.bookmarkKorean.contains($0.stem) }
        let lists = nounAlone || cue.korean(Self.listWordsKorean) || cue.english(Self.listWordsEnglish) || tokens.contains(where: owner)
        var skip: [String] = Vocabulary.bookmarkKorean + Self.unmarkKorean + Self.listWordsKorean + Self.saveKorean + Self.savedKorean
        skip += Array(Vocabulary.bookmarkEnglish) + Array(Self.unmarkEnglish) + Array(Self.listWordsEnglish) + ["저장"]
        let named = tokens.filter { !owner($0) }
        let target = recipeReference(named, scan: named.count == tokens.count ? scan : self.scan(named), reference: reference, extra: skip)
        if removes { return .unbookmark(target) }
        if lists && target == nil { return .bookmarks }
        return .bookmark(target)
    }

    static let saveKorean = ["저장해", "저장 해", "저장할", "저장하", "저장 좀", "저장요"]
    static let unmarkKorean = ["해제", "취소", "삭제", "빼줘", "빼 줘", "빼", "지워", "없애", "제거", "풀어"]
    static let unmarkEnglish: Set<String> = ["unbookmark", "remove", "delete", "unsave", "unstar", "unfavorite", "unfavourite",
                                             "un-bookmark"]
    static let listWordsKorean = ["목록", "리스트", "보여", "뭐", "뭘", "확인", "북마크한", "즐겨찾기한", "저장한", "모아", "전부", "다 보"]
    /// Words of owning, whole words only (`내 북마크`; never the 제 of 제육볶음).
    static let ownerWordsKorean: Set<String> = ["내", "나의", "제", "내가", "제가", "저의"]
    /// Saved, said of recipes (`내가 저장한 레시피`, `저장된 레시피`).
    static let savedKorean = ["저장한", "저장된", "저장했", "저장해 둔", "저장해둔"]
    static let listWordsEnglish: Set<String> = ["bookmarks", "favorites", "favourites", "list", "show", "saved", "my", "all",
                                                "view", "see", "what", "which"]

    /// `뭐 해먹었지?`, `해먹은 거 보여줘`, `요리 기록 보여줘`, `what did I cook`: the cooking log.
    func cookbookListing(_ tokens: [Token], scan: Scan, cue: Cues) -> Command? {
        // "어제 해먹은 된장찌개 별점 5" logs a dish.
        if tokens.contains(where: { ["별점", "평점", "rating", "rated"].contains($0.stem) || $0.text.hasSuffix("점") && Int($0.text.dropLast()) != nil }) {
            return nil
        }
        if Self.logsCooking(cue) { return .cookingLog }
        let asks = tokens.contains { ["뭐", "뭘", "무엇", "뭐뭐", "무슨", "what"].contains($0.stem) }
        // "뭐 해먹었지?" asks about the past; "뭐 해먹음?" asks what to cook.
        if asks, cue.korean(Self.cookedPastKorean) || cue.english(["cooked"]) { return .cookingLog }
        // "요리한 기록 볼래", "내가 만든 요리 목록", "list of dishes ive made": a dish cooked in the past, listed,
        // with no food named (`두부로 만든 요리 보여줘` asks for recipes).
        guard scan.knownIndices.isEmpty else { return nil }
        if cue.korean(Self.cookedModifiersKorean), cue.korean(Self.logNounsKorean + ["보여", "볼래", "알려", "지금까지", "그동안", "여태"]) {
            return .cookingLog
        }
        if cue.english(["made", "cooked"]), cue.english(["i", "ive", "i've"]),
           cue.english(["what", "which", "list", "show", "log", "history", "all"]) {
            return .cookingLog
        }
        // "recently cooked", "cooked lately": the log, said short.
        if tokens.count <= 4, cue.english(["made", "cooked"]), cue.english(["recently", "lately"]) { return .cookingLog }
        return nil
    }

    /// Past forms of the cooking verbs (`해먹었`, `만들어봤`): a question with one asks what was cooked.
    static let cookedPastKorean = cookedKorean.filter { $0.contains("었") || $0.contains("봤") || $0.contains("했") }
    /// A dish cooked, as the modifier of what is listed (`요리한 기록`, `만든 요리`, `해먹은 거`).
    static let cookedModifiersKorean = ["요리한", "요리했던", "만든", "만들었던", "해먹은", "해 먹은", "만들어 먹은", "만들어먹은",
                                        "해본", "해 본", "해봤던", "해먹었던"]
    static let logNounsKorean = ["기록", "내역", "일지", "목록", "리스트", "로그", "이력"]

    /// Words of the cooking log itself (`요리 기록`, `해먹은 거`, `cooking history`): never the chat's history.
    static func logsCooking(_ cue: Cues) -> Bool {
        cue.korean(["요리 기록", "요리기록", "요리 일지", "요리일지", "요리 내역", "요리내역", "요리 로그", "요리로그", "요리한 기록",
                    "요리 이력", "해먹은",
                    "해 먹은", "만들어 먹은", "요리한 거", "요리한 것", "요리했던", "해먹었던", "해 먹었던", "만들어 먹었던"])
            || cue.phrase(["cooking log", "cooked list", "cooking history", "cook history", "cooking record", "what did i cook",
                           "what have i cooked", "what i cooked", "what did i make", "what have i made", "dishes i cooked",
                           "recipes i cooked", "things i cooked", "meals i cooked", "what have i been cooking",
                           "what did we cook", "what have we cooked", "what did we make", "what have we made", "what we cooked",
                           "what i've been cooking", "what ive been cooking", "what have i been making"])
    }

    /// `예전 질문들 보여줘`, `previous chats`, `show past conversations`, `내가 전에 뭐 물어봤지`, `what did i ask before`:
    /// the chat's past, named by a word of the chat with a word of the past, or a question about what was asked.
    static func asksChatPast(_ tokens: [Token], cue: Cues) -> Bool {
        let chat = tokens.contains { Self.chatNouns.contains($0.stem) || Self.chatNouns.contains($0.text) }
            || cue.korean(["대화", "채팅", "질문"])
        let past = tokens.contains { Self.pastWords.contains($0.stem) || Self.pastWords.contains($0.text) }
        // "채팅 내역", "conversation history": a word of the chat with a word of its record.
        if chat && (past || cue.korean(logNounsKorean) || cue.english(["history", "log", "logs"])) { return true }
        let listing = tokens.contains { ["뭐", "뭘", "무엇", "무슨", "what", "which"].contains($0.stem) } || cue.korean(logNounsKorean + ["보여"])
        return listing && (cue.korean(["물어본", "물어봤", "질문했", "질문한"]) || cue.phrase(["did i ask", "have i asked", "i asked", "i've asked"]))
    }

    /// Words that point at one recipe (`이거`, `it`): a line with one is about that recipe, not the list.
    static let pointingWords = Vocabulary.pronouns.subtracting(["거", "것", "꺼", "걸", "one"])
    static let chatNouns: Set<String> = ["chat", "chats", "conversation", "conversations", "questions", "messages", "대화", "대화들",
                                         "질문", "질문들", "채팅", "문답"]
    static let pastWords: Set<String> = ["past", "previous", "earlier", "old", "older", "recent", "지난", "이전", "예전", "전에",
                                         "옛날", "과거", "최근", "아까"]

    /// `저장해둔 레시피 보여줘`, `찜한 레시피`, `my saved recipes`, `bookmarked recipes`: the recipes marked, listed
    /// (no food, no place, nothing pointed at, no removing).
    func savedListing(_ tokens: [Token], known: [AskedIngredient], cue: Cues) -> Bool {
        guard known.isEmpty, cue.english(Vocabulary.savedEnglish) || Self.mayMark(cue) && Self.marksRecipes(tokens) else { return false }
        return ReferenceParser.find(tokens) == nil && storagePlace(tokens, appliance: true) == nil
            && !tokens.contains { Self.pointingWords.contains($0.stem) } && !cue.korean(Self.unmarkKorean)
            && !cue.english(Self.unmarkEnglish)
    }

    /// `계란말이 보여줘` shows that dish; `두부 요리 보여줘` (ingredients and 요리) searches for dishes with them.
    func showOrSearch(_ tokens: [Token], scan: Scan) -> Command {
        let reference = recipeReference(tokens, scan: scan, reference: nil, extra: [])
        if case .name(let name)? = reference, !scan.knownIndices.isEmpty,
           tokens.contains(where: { ["요리", "요리들", "레시피들", "dishes", "recipes"].contains($0.stem) }),
           scan.entries.allSatisfy({ if case .known = $0 { true } else { false } }) {
            return .search(RecipeSearch(query: name))
        }
        return .show(reference)
    }

    /// `레시피 추가`, `add a recipe`: how to write one's own recipe.
    func guide(_ tokens: [Token], scan: Scan, cue: Cues) -> Command? {
        guard scan.knownIndices.isEmpty, ReferenceParser.find(tokens) == nil, tokens.count <= 8,
              cue.korean(["레시피", "요리법", "조리법"]) || cue.english(["recipe", "recipes"]),
              !cue.korean(Vocabulary.bookmarkKorean), !cue.english(Vocabulary.bookmarkEnglish),
              cue.korean(["추가", "등록", "작성", "새 레시피", "새레시피", "직접 쓴", "직접 만든 레시피", "입력", "써 넣", "적어"])
                || cue.english(["add", "new", "write", "create", "enter", "submit"]) else {
            return nil
        }
        return .guide(.recipeAdd)
    }

    /// `냉장고에 뭐 있어?`, `냉동실 보여줘`, `냉장고 채소만 보여줘`, `show the vegetables in my
    /// fridge`, `what do I have`, `냉장고 이름순으로`: the inventory, maybe one place or category.
    func fridgeList(_ tokens: [Token], scan: Scan, known: [AskedIngredient], cue: Cues, line: String = "") -> Command? {
        let fridgeCue = cue.korean(Vocabulary.fridgeKorean) || cue.english(Vocabulary.fridgeEnglish)
        let haveCue = cue.phrase(["what do i have", "what have i got", "what i have got", "what's in stock", "what do we have",
                                  "food do i have", "stuff do i have", "food do we have", "what food is there"])
            || known.isEmpty && cue.korean(Vocabulary.haveNowKorean)
        // "채소 뭐 있어?", "고기 뭐 남았지": what the fridge holds of a kind of food.
        let groupCue = tokens.contains { Self.generalFoodWords.contains($0.stem) } && !cue.korean(["종류"])
            && cue.korean(["뭐 있", "뭐있", "뭐가 있", "뭐 남", "뭐남", "뭐가 남", "뭐 들었", "뭐 들어 있", "뭐 들어있"])
        // "유통기한 순으로 보여줘": an order is asked of the inventory.
        let orderCue = known.isEmpty && listOrder(tokens, cue: cue) != nil
        let whetherThere = asksWhetherThere(tokens, scan: scan, cue: cue, line: line)
        guard fridgeCue || haveCue || groupCue || orderCue || whetherThere else { return nil }
        // "냉동실에 있는 고기로 뭐 만들지": recipes from what is there, not the list.
        if cue.korean(Vocabulary.recommendKorean) || cue.englishRecommend { return nil }
        // "치킨 남은 거 냉장고에 넣었어" puts something in; "냉장고에 뭐 넣었지?" asks what is there.
        if cue.korean(Vocabulary.addKorean + Vocabulary.useKorean + Vocabulary.discardKorean),
           !tokens.contains(where: { ["뭐", "뭘", "무엇", "뭐가"].contains($0.stem) }) {
            return nil
        }
        var category: String?
        var categoryIndex: Int?
        for (i, token) in tokens.enumerated() {
            guard let named = FoodCategory.named(token.stem) ?? FoodCategory.named(token.text) else { continue }
            // 고기/채소 name a category; 계란/tofu name an ingredient.
            if scan.knownIndices.contains(i), !Self.generalFoodWords.contains(token.stem) { continue }
            category = named
            categoryIndex = i
            break
        }
        let others = scan.entries.filter { entry in
            if case .known(_, let range, _) = entry { return !range.contains(categoryIndex ?? -1) }
            return false
        }
        guard others.isEmpty || whetherThere else { return nil }
        // In a list request 냉장고 and English "fridge" mean the whole inventory.
        let place = cue.english(["fridge", "refrigerator"]) ? nil : storagePlace(tokens, appliance: false)
        // "계란 있어?": those lots, with the total (an empty answer says there are none).
        return .fridgeList(storage: place, category: category, sort: listOrder(tokens, cue: cue),
                           ingredients: whetherThere && category == nil ? known : [])
    }

    /// `계란 있어?`, `냉장고에 두부 남았나?`, `do I have any eggs?`: whether some food is there,
    /// answered with the inventory rather than recipes with it.
    func asksWhetherThere(_ tokens: [Token], scan: Scan, cue: Cues, line: String) -> Bool {
        guard !scan.knownIndices.isEmpty, !cue.korean(Vocabulary.recommendKorean), !cue.englishRecommend else { return false }
        if cue.phrase(["do i have", "do we have", "have i got", "have we got", "is there any", "are there any", "do i still have"]) {
            return true
        }
        guard Self.isQuestion(line, tokens) else { return false }
        let rest = tokens.indices.filter { !scan.knownIndices.contains($0) }
        return rest.contains { Self.haveWords.contains(tokens[$0].text) } && rest.allSatisfy { i in
            Self.haveWords.contains(tokens[i].text) || Vocabulary.fridgeKorean.contains(tokens[i].stem)
                || ["혹시", "아직", "집에", "우리", "좀", "더", "지금", "얼마나", "얼마", "몇", "많이"].contains(tokens[i].text)
                || Self.isAmountWord(tokens[i])  // "계란 몇 개 남았어?"
        }
    }

    static let haveWords: Set<String> = ["있어", "있나", "있니", "있냐", "있나요", "있어요", "있음", "있지", "있었나", "있던가", "남았어",
                                         "남았나", "남았니", "남았냐", "남았나요", "남았어요", "남았지", "남아있어", "남아 있어", "남아있나"]

    /// Words that name a group of foods rather than one (`고기`, `채소`): a list of the
    /// fridge takes them as its category.
    static let generalFoodWords: Set<String> = ["고기", "채소", "야채", "과일", "생선", "해산물", "버섯", "meat", "vegetables",
                                                "fruit", "fruits", "fish", "seafood", "mushrooms", "veggies"]

    /// A word of marking with its modifier ending glued on (`찜한`, `저장해둔레시피`) or next (`즐겨찾기 해놓은`,
    /// `찜 목록`). A head of two syllables or more may stand inside a word typed without spaces
    /// (`내가북마크한레시피들`); 찜 only at the start of a word, so `갈비찜 한 솥` stays a dish.
    /// A quick test on the line's index before the words are read (`marksRecipes`).
    static func mayMark(_ cue: Cues) -> Bool { cue.korean(Vocabulary.markedHeads + markedInside) }

    /// Heads of two syllables or more with a tail, as found inside a word (`내가북마크한레시피들`), and `찜목록`.
    static let markedInside = Vocabulary.markedHeads.filter { $0.count >= 2 }.flatMap { head in
        Vocabulary.markedTails.map { head + $0 }
    } + ["찜목록"]

    static func marksRecipes(_ tokens: [Token]) -> Bool {
        tokens.indices.contains { i in
            let text = tokens[i].text
            return Vocabulary.markedHeads.contains { head in
                if text.hasPrefix(head) {
                    let rest = text.dropFirst(head.count)
                    if rest.isEmpty { return i + 1 < tokens.count && Vocabulary.markedTails.contains(tokens[i + 1].text) }
                    return Vocabulary.markedTails.contains { rest.hasPrefix($0) }
                }
                // Only in a word of a line's length (a 64 KiB word is no such phrase).
                return text.utf8.count <= 120 && markedInside.contains { $0.hasPrefix(head) && text.contains($0) }
            }
        }
    }

    /// Words after a kind that leave it out (`국 말고 반찬`).
    static let notThisWords: Set<String> = ["말고", "말구", "빼고", "아니고", "아닌", "제외"]

    /// `500칼로리 이하`, `under 500 kcal`, `400kcal`: the most kcal a recipe may have, and the
    /// tokens that said so.
    static func maxKcal(_ tokens: [Token]) -> (Double, Set<Int>)? {
        let units: Set<String> = ["칼로리", "kcal", "키로칼로리", "킬로칼로리", "calories", "calorie", "cal"]
        for (i, token) in tokens.enumerated() {
            var value: Double?
            var used: Set<Int> = [i]
            let digits = token.text.prefix { $0.isASCII && ($0.isNumber || $0 == ".") }
            if !digits.isEmpty, let number = Double(digits) {
                let rest = String(token.text.dropFirst(digits.count))
                let (stem, _) = Self.stripParticles(rest)
                if units.contains(rest) || units.contains(stem) {
                    value = number
                } else if rest.isEmpty, i + 1 < tokens.count, units.contains(tokens[i + 1].stem) {
                    value = number
                    used.insert(i + 1)
                }
            }
            guard let value, value > 0 else { continue }
            // "이하", "미만", "under", "less than": the words around say the same thing.
            for j in [i - 2, i - 1, i + 1, i + 2] where j >= 0 && j < tokens.count {
                if ["이하", "미만", "아래", "안쪽", "밑", "까지", "under", "below", "max", "maximum", "less", "than", "at", "most",
                    "up", "to", "within", "lower"].contains(tokens[j].stem) {
                    used.insert(j)
                }
            }
            return (value, used)
        }
        return nil
    }

    /// Whether the line is a question: a `?`, or a Korean question ending (`먹었니`, `먹었나요`).
    static func isQuestion(_ line: String, _ tokens: [Token]) -> Bool {
        if line.hasSuffix("?") || line.hasSuffix("？") { return true }
        guard let last = tokens.last?.text, isHangulWord(last) else { return false }
        return ["니", "냐", "나요", "는지", "을까", "ㄹ까", "습니까", "니까"].contains { last.hasSuffix($0) } && last.count >= 2
    }

    /// What a request for ideas asks besides its ingredients: a kind (`국`, `반찬`, `soups`),
    /// a method (`볶음`), at most so many kcal. Words that are ingredients (밥, 국수) are not kinds.
    func askedFilter(_ tokens: [Token], scan: Scan) -> MatchFilter {
        var filter = MatchFilter()
        for (i, token) in tokens.enumerated() where !scan.knownIndices.contains(i) {
            // "국 말고 반찬": a kind left out is not the kind asked for.
            if i + 1 < tokens.count, Self.notThisWords.contains(tokens[i + 1].text) { continue }
            // "밥 반찬": 밥 says what the side dishes go with (`StemmerTable.phrases`), no kind of its own.
            if i + 1 < tokens.count, Stemmer.isNotFood(token.text, previous: nil, previousIsNoun: true, next: tokens[i + 1].text) {
                continue
            }
            if filter.kind == nil, let k = Self.kindWord(token) { filter.kind = k }
            if filter.method == nil, let m = Vocabulary.methods[token.text] ?? Vocabulary.methods[token.stem] { filter.method = m }
        }
        filter.maxKcal = Self.maxKcal(tokens)?.0
        filter.servings = ServingsParser.find(tokens)?.count
        return filter
    }
}

extension RequestParser {
    /// Whether `word` is a kind or method word (`soups`, `볶음`): a filter, never an ingredient.
    static func isKindOrMethod(_ tokens: [Token], _ word: String) -> Bool {
        Vocabulary.kinds[word] != nil || Vocabulary.methods[word] != nil
            || tokens.contains { ($0.stem == word || $0.text == word) && kindWord($0) != nil }
    }

    /// A line of filters only: kind or method words, a kcal bound, and words that say nothing
    /// else (`easy desserts`, `500칼로리 이하 반찬`, `간단한 볶음 요리`).
    func onlyFilterWords(_ tokens: [Token], scan: Scan, kcal: Set<Int>) -> Bool {
        guard tokens.count <= 6 else { return false }
        return tokens.indices.allSatisfy { i in
            let token = tokens[i]
            return kcal.contains(i) || Self.kindWord(token) != nil || Vocabulary.methods[token.stem] != nil
                || Vocabulary.methods[token.text] != nil || Self.isFiller(token.text) || Self.isFiller(token.stem)
                || Self.plainAdjectives.contains(token.text) || Self.plainAdjectives.contains(token.stem)
                || token.isAny(Vocabulary.notFood)  // "any one-dish meals?"
        }
    }

    /// Words that describe a dish without naming one (`easy`, `간단한`).
    static let plainAdjectives: Set<String> = [
        "easy", "simple", "quick", "fast", "light", "cheap", "tasty", "delicious", "korean", "new", "best", "popular", "cold",
        "hot", "warm", "간단한", "쉬운", "빠른", "가벼운", "맛있는", "든든한", "따뜻한", "시원한", "새로운", "인기", "간단히", "쉽게",
    ]

    /// `면 요리 보여줘`, `noodle dishes`, `덮밥 추천해줘`, `파스타 뭐 있어`: a family of dishes known
    /// by a word in their names, searched by that word (not a COOKRCP01 kind).
    func dishCategory(_ tokens: [Token], scan: Scan, cue: Cues) -> Command? {
        guard tokens.count <= 6 else { return nil }
        var query: String?
        for (i, token) in tokens.enumerated() {
            if let q = Vocabulary.dishFamilies[token.text] ?? Vocabulary.dishFamilies[token.stem] {
                guard query == nil else { return nil }
                query = q
                continue
            }
            // Other ingredients make it a request for ideas with them.
            if scan.knownIndices.contains(i) { return nil }
            if !(Self.isFiller(token.text) || Self.isFiller(token.stem) || Self.plainAdjectives.contains(token.text)
                 || ["dishes", "dish", "recipes", "ideas", "요리", "종류", "메뉴"].contains(token.stem)
                 || token.starts(with: ["추천", "보여", "알려", "찾아", "검색", "있어", "있나", "있을"])) {
                return nil
            }
        }
        guard let query else { return nil }
        return .search(RecipeSearch(query: query))
    }

    /// `유통기한 지난`, `기한 넘은`, `expired`, `out of date`: the line is about food past its date.
    static func saysExpired(_ cue: Cues) -> Bool {
        cue.korean(["지난", "지났", "기한 넘", "기한넘"]) || cue.english(["expired", "outdated"])
            || cue.phrase(["out of date", "past its date", "past their date"])
    }

    /// Whether an English line is a question about food ("can I freeze …", "does … need …").
    static func isEnglishQuestion(_ tokens: [Token]) -> Bool {
        guard let first = tokens.first?.text else { return false }
        return ["can", "could", "does", "do", "how", "should", "is", "are", "will", "may", "which"].contains(first)
    }

    func dedupe(_ items: [AskedIngredient]) -> [AskedIngredient] {
        var seen = Set<String>()
        return items.filter { seen.insert($0.key).inserted }
    }
}
