/// Turns a line of Korean, English or mixed text into a `Command`, locally, with rules
/// and the ingredient lexicon (no lookup of known sentences, no LLM). The rules are
/// documented in docs/LANGUAGE.md.
public struct RequestParser: Sendable {
    public let lexicon: IngredientLexicon

    public init(lexicon: IngredientLexicon) {
        self.lexicon = lexicon
    }

    /// What `line` asks for; dates are relative to `today`. The line is cleaned first:
    /// escape sequences, control characters and a byte order mark never reach the rules.
    public func parse(_ line: String, today: LocalDay) -> ParsedLine {
        let line = Hangul.composed(InputCleaner.clean(line))
        let trimmed = line.trimmingCharacters(in: [" ", "\t", "\r", "\n"])
        // "계란🥚 3개": an emoji between an item and its amount separates nothing.
        let words = Tokenizer.words(trimmed), letters = words.filter { Self.hasLetters($0.text) || $0.text.hasPrefix("★") }
        // "cook 대피": after `cook` every word is meant as a food.
        let tokens = respelled(segmented(letters.isEmpty ? words : letters), everyWord: letters.first?.text == "cook")
        let scan = scan(tokens)
        // No rule read the line (`nil`): it goes to the model as a question, or, with an
        // endpoint that can, to the model as a fallback reader (`ParsedLine.unsure`).
        let read = command(trimmed, tokens: tokens, scan: scan, today: today).map { Self.namingTheKind($0, tokens) }
        var followUp: FollowUp?
        let command = withNarrowing(read ?? .llm(text: trimmed), line: trimmed, today: today, followUp: &followUp)
        let unsure = if read == nil, case .llm = command { true } else { false }
        var parsed = ParsedLine(command: command, language: language(tokens, scan: scan, line: trimmed), unsure: unsure)
        parsed.followUp = followUp
        return parsed
    }

    /// The ingredients named by `words` (the arguments of `yori cook`, `yori tip`): every
    /// word is meant as an ingredient, so words the lexicon does not know are kept as
    /// unknown; an argument of several words that are not all ingredients (`"dragon
    /// fruit"`) is one name.
    public func ingredients(fromArguments words: [String]) -> [AskedIngredient] {
        let tokens = respelled(Tokenizer.words(Hangul.composed(InputCleaner.clean(protectNames(words).joined(separator: " ")))),
                               everyWord: true)
        return dedupe(scan(tokens).asked { _ in true }.map { asked in
            let written = asked.word.replacingJoiner()
            guard written != asked.word else { return asked }
            return ingredientInside(written).map { AskedIngredient(word: written, canonical: $0.canonical, nameKind: $0.nameKind) }
                ?? AskedIngredient(word: written, canonical: nil, nameKind: nil)
        })
    }

    /// The lexicon ingredients a free text names, in order (for grounding a question).
    public func knownIngredients(in text: String) -> [AskedIngredient] {
        let tokens = respelled(Tokenizer.tokens(Hangul.composed(InputCleaner.clean(text))).map(Token.init))
        return dedupe(scan(tokens).asked { _ in false })
    }

    /// Whether yori knows `word` as an ingredient or as one of the words its rules read
    /// (so a typo check does not take `what` for `chat`).
    public func knows(_ word: String) -> Bool {
        let lower = word.lowercased()
        return lexicon.lookup(lower) != nil || Vocabulary.fillers.contains(lower) || Vocabulary.englishChatter.contains(lower)
            || Vocabulary.recommendEnglish.contains(lower) || Vocabulary.dishWordsEnglish.contains(lower)
            || Vocabulary.kinds[lower] != nil || Vocabulary.methods[lower] != nil || Vocabulary.addEnglish.contains(lower)
            || Vocabulary.useEnglish.contains(lower) || Vocabulary.discardEnglish.contains(lower)
            || Vocabulary.showEnglish.contains(lower) || Vocabulary.bookmarkEnglish.contains(lower) || Vocabulary.savedEnglish.contains(lower)
            || Vocabulary.tipEnglish.contains(lower) || Vocabulary.openQuestionEnglish.contains(lower)
            || Vocabulary.quit.contains(lower) || Vocabulary.help.contains(lower)
    }

    // MARK: - Intents

    // swiftlint:disable:next cyclomatic_complexity function_body_length
    private func command(_ trimmed: String, tokens: [Token], scan: Scan, today: LocalDay) -> Command? {
        if trimmed == "?" || trimmed == "？" { return .help }
        // "?!", "...": symbols only (a blank line is `.empty`).
        guard !tokens.isEmpty else { return trimmed.isEmpty ? .empty : .chitchat(.symbols) }
        let words = tokens.map(\.text)
        let whole = words.joined(separator: " ")
        let cue = Cues(tokens: tokens, whole: whole)
        if let question = Self.explicitAIQuestion(trimmed) {
            // "AI 사용량 얼마나 남았어요?" is about the quota, not a question for the model;
            // "ai: …" always goes to the model.
            if !trimmed.contains(":"), cue.phrase(Vocabulary.quotaWords) { return .quota }
            // "ai", "AI한테 물어봐": nothing to ask (a hint, no call).
            return question.isEmpty ? .empty : .llm(text: question)
        }
        // Laughter, greetings, symbols, keyboard mash: nothing to do, nothing to ask the model.
        if let small = SmallTalk.classify(trimmed, tokens: tokens) { return .chitchat(small) }

        // "fridge history", "버린 거 기록": the fridge's log, before the chat's history.
        if let log = fridgeLog(tokens, cue: cue) { return log }
        if let control = controlCommand(tokens, whole: whole, cue: cue) { return control }
        // "version", "yori status", "frigde": a command word, not a question.
        if let hint = CommandHint.find(tokens, knows: { knows($0) || lexicon.lookup($0) != nil }) { return .commandHint(hint) }
        if Self.isMore(whole, tokens: tokens) { return .more }
        if let move = Self.pageMove(tokens) { return .page(move) }
        if let scaled = scaledShow(tokens, today: today) { return scaled }
        // "2" after a list: its second recipe.
        if tokens.count == 1, let n = Int(words[0]), n > 0, n < 1000 { return .show(.number(n)) }
        if let listing = cookbookListing(tokens, scan: scan, cue: cue) { return listing }
        if let cooked = cooked(tokens, cue: cue, line: trimmed, today: today) { return cooked }
        if tokens[0].text == "cook" || (tokens[0].text == "요리" && tokens.count > 1 && tokens.count <= 4) {
            // The REPL form of `yori cook …`: every word is meant as an ingredient, except
            // the fridge itself ("cook something from my fridge" = use what is in it).
            // "cook something with mushrooms and bacon for 3 people": the people are servings.
            let people = ServingsParser.find(tokens)?.indices ?? []
            let rest = tokens.indices.dropFirst().filter { !people.contains($0) }.map { tokens[$0] }
                .filter { !$0.isAny(Vocabulary.fridgeEnglish) && !Vocabulary.fridgeKorean.contains($0.stem) }
            var filter = MatchFilter()
            filter.servings = ServingsParser.find(tokens)?.count
            return .recommend(ingredients: dedupe(self.scan(rest).asked { _ in true }), filter: filter)
        }
        if Hangul.isChoseongQuery(trimmed) {
            // "ㅋㅋㅋㅋ", "ㅇㅇ": laughter or a nod, not initials of a dish.
            if Self.isRepeatedConsonant(trimmed) { return .chitchat(.laughter) }
            return .search(RecipeSearch(query: words.joined(separator: " ")))
        }

        let dates = DateParser(today: today)
        var date = dates.find(tokens)
        // A date's words are never an amount, even when the date is no expiry ("bought eggs 3 days
        // ago"); read only for the lines that add (most lines never need them).
        let found = date
        func dateTokens() -> Set<Int> { dates.allDateTokens(tokens, besides: found?.1) }
        var scan = scan
        // "bought 2 dragon fruits": an English name the lexicon does not know, counted in a fridge line.
        if cue.english(Vocabulary.addEnglish) || cue.english(Vocabulary.useEnglish) || cue.english(Vocabulary.discardEnglish) {
            scan = scan.countingEnglishNames(tokens, today: today, skipping: Set(date?.1 ?? 0..<0))
        }
        let known = dedupe(scan.asked { _ in false })
        let reference = ReferenceParser.find(tokens)
        let storage = storagePlace(tokens, appliance: true)
        let wantsRecipes = cue.korean(Vocabulary.recommendKorean) || cue.englishRecommend || asksWhatToMake(tokens, scan: scan)
        if wantsRecipes { scan = listingBareNeighbours(scan, tokens) }
        let expiryCue = cue.korean(Vocabulary.expiryWords) || cue.english(Vocabulary.expiryEnglish)
        // "어제 두부 샀어", "두부 내일 샀어": the line's day is when it was bought, not its expiry.
        var pastDay: LocalDay?
        if let found = date, !expiryCue, let past = Self.pastWeekdayOfPurchase(found, tokens, today: today) {
            pastDay = past
            date = nil
        } else if let found = date, isPurchaseDay(found, tokens, dates: dates, cue: cue, expiryCue: expiryCue) {
            pastDay = found.0
            date = nil
        }
        // "어제 산 우유, 유통기한 12월 3일": the expiry, and the day it was bought; looked for only by
        // the lines that add.
        let expiry = date
        func bought() -> LocalDay? { pastDay ?? expiry.flatMap { dates.purchaseDay(tokens, besides: $0.1) } }
        // "오늘 장 봐온 거: 사과 4개", "bought today": today with a verb of buying is when, not the expiry.
        if let found = date, found.0 == today, !expiryCue,
           cue.korean(Vocabulary.boughtKorean) || cue.english(["bought", "got", "picked", "grabbed", "purchased"]) {
            date = nil
        }
        let invalidDate = date == nil ? dates.findInvalid(tokens)?.0 : nil
        let kcal = Self.maxKcal(tokens)
        if !wantsRecipes, kcal == nil, let lookup = fridgeLookup(tokens, known: known, cue: cue, line: trimmed) { return lookup }
        if known.isEmpty, scan.listedUnknown.allSatisfy(Tokenizer.isSymbolWord), let symbol = symbolAdded(tokens, cue: cue, line: trimmed) { return symbol }
        // "can I substitute gochujang with gochugaru?", "고추장 대신 뭐 써?": open questions for the model.
        if !known.isEmpty, cue.korean(Vocabulary.openQuestionKorean) || cue.phrase(Vocabulary.pairingEnglish)
            || cue.english(Vocabulary.openQuestionEnglish) && !(kcal != nil && cue.english(["calories", "kcal"]))
                && !(cue.english(Vocabulary.tipEnglish) && !cue.english(Vocabulary.openQuestionEnglish.subtracting(["tips", "tip", "trick", "tricks"])))
            || (cue.korean(Vocabulary.exclusionKorean) || cue.english(Vocabulary.exclusionEnglish)) && !followUp(trimmed).exclude.isEmpty {
            return .llm(text: trimmed)
        }
        // "김치찌개에 참치 넣어도 돼?": what goes into a dish is a cooking question, not storage.
        if cue.korean(["넣"]), !cue.korean(["넣었", "넣음", "넣어 뒀", "넣어뒀", "넣어놨", "넣어 놨", "넣어둠"]),
           tokens.contains(where: { $0.particles.first == "에" && Self.isDishWord($0) && !Vocabulary.fridgeKorean.contains($0.stem) }) {
            return .llm(text: trimmed)
        }

        // "산 거 냉장고에 넣어줘", "put away what I bought": the checked shopping list goes in (a
        // purchase already put in is only cleared), never the food talked about once more.
        if known.isEmpty, scan.listedUnknown.isEmpty, cue.korean(Vocabulary.boughtThingsKorean) && cue.korean(Vocabulary.putAwayKorean)
            || cue.phrase(Vocabulary.boughtThingsEnglish) && cue.english(Vocabulary.putAwayEnglish) {
            return .shopBought
        }
        // "다 샀어": the whole list bought (nothing checked: every item goes in).
        if known.isEmpty, scan.listedUnknown.isEmpty, cue.korean(Vocabulary.boughtEverythingKorean) { return .shopBought }
        // "체크한 거 지워줘", "remove the checked items": the list's checked lines, said without naming the list.
        if known.isEmpty, scan.listedUnknown.isEmpty, cue.korean(Vocabulary.checkedThingsKorean) || cue.english(Vocabulary.checkedThingsEnglish),
           Self.clearsTheList(cue) == true {
            return .shopClear(checkedOnly: true)
        }
        if !known.isEmpty, cue.korean(["장 봤", "장봤", "장 다 봤", "장 보고 왔", "장보고 왔", "장 봐온", "장봐온", "장 봐 온", "장 봐왔",
                                       "장봐왔", "장 봐 왔"]) {
            // "방금 장 봤어. 감자 5개, 당근 2개": bought, so into the fridge.
            return .fridgeAdd(Self.adding(bought: bought(), scopingExpiry(items(scan, tokens, expires: date?.0, storage: storage, invalidExpiry: invalidDate, skipping: dateTokens()), tokens, scan: scan, date: date?.1, line: trimmed, dates: dates, skipping: dateTokens())))
        }
        // "뭐 할 수 있는지 알려줘" asks what yori does: with no food, no fridge and no meal, 할 수 asks no idea.
        let asksAbility = cue.korean(Vocabulary.helpAbilityKorean) && scan.listedUnknown.isEmpty
            && !cue.korean(Vocabulary.fridgeKorean + Vocabulary.fromWhatIHaveKorean) && !tokens.contains { $0.isAny(Vocabulary.notFood) }
        if known.isEmpty, cue.korean(Vocabulary.helpKorean), tokens.count <= 6, !wantsRecipes || asksAbility {
            return .help
        }
        // "이거 뭐하는 앱이야", "이 앱 어떻게 써": a question about yori itself.
        if known.isEmpty, tokens.count <= 6, cue.korean(Vocabulary.appNouns), scan.listedUnknown.isEmpty,
           !cue.korean(Vocabulary.fridgeKorean + Vocabulary.fromWhatIHaveKorean),
           tokens.contains(where: { ["뭐하", "뭐 하", "어떻게", "무슨"].contains(where: $0.text.hasPrefix) || ["이", "이거", "이건", "너", "넌", "니가"].contains($0.text) })
            || cue.korean(["할 수 있는", "할수있는"]) {
            return .help
        }
        if known.isEmpty, tokens.count <= 7,
           cue.phrase(Vocabulary.helpEnglish) && !cue.englishRecommend || cue.phrase(Vocabulary.helpAskEnglish),
           !tokens.contains(where: Self.isDishWord) {  // "help me pick a dessert" asks for desserts
            return .help
        }
        // "buy eggs", "buy 2 onions": to buy, said as a reminder.
        let buysNext = tokens.first?.text == "buy" && !known.isEmpty
        if buysNext || cue.korean(Vocabulary.shoppingKorean) || Self.namesShoppingEnglish(tokens, cue: cue)
            || cue.phrase(["buy list", "to buy", "shopping list", "on the list", "on my list", "off the list", "off my list",
                           "to the list", "to my list", "to our list", "onto the list", "onto my list", "from the list", "from my list"]
                + Vocabulary.checkOffEnglish) {
            return shopping(tokens, scan: scan, known: known, reference: reference, cue: cue)
        }
        if let guide = guide(tokens, scan: scan, cue: cue) { return guide }
        if !known.isEmpty, let opening = opening(tokens, scan: scan, cue: cue, line: trimmed, today: today) { return opening }
        if !known.isEmpty || !scan.listedUnknown.isEmpty, let move = move(tokens, scan: scan, cue: cue) { return move }
        let tipNames = tipIngredients(scan, tokens)
        let tipQuestion = !tipNames.isEmpty && (cue.korean(Vocabulary.tipQuestionKorean)
            || (Self.isEnglishQuestion(tokens) && (cue.english(Vocabulary.tipQuestionEnglish) || Self.asksShelfLife(cue))))
        // "실온 보관 중인 거" lists the inventory; "라면 실온 보관으로 추가해줘" adds.
        let tipWord = cue.korean(Vocabulary.tipKorean) && !cue.korean(Vocabulary.storedNowKorean)
            && !(cue.korean(Vocabulary.strongAddKorean) && !known.isEmpty)
        // "grabbed 1kg of potatoes, keeping them in the pantry": bought, and where it is kept.
        let englishAdd = cue.english(Vocabulary.addEnglish) && !Self.isEnglishQuestion(tokens) && !known.isEmpty
        if tipQuestion || tipWord || cue.english(Vocabulary.tipEnglish) && !tipNames.isEmpty && !englishAdd
            && (!known.isEmpty || Self.isEnglishQuestion(tokens)) {
            return .storageTip(ingredients: tipNames)
        }
        if savedListing(tokens, known: known, cue: cue) { return .bookmarks }
        if let dish = dishRequest(tokens, scan: scan, cue: cue) { return dish }
        if wantsRecipes && known.isEmpty && (cue.korean(["냉장고", "냉동실", "냉파", "털어", "파먹", "냉털"] + Vocabulary.fromWhatIHaveKorean)
            || cue.english(["fridge", "freezer", "leftovers"]) || cue.phrase(["what i have"])
            || ServingsParser.find(tokens) != nil && scan.listedUnknown.isEmpty) {
            return .recommend(ingredients: [], filter: askedFilter(tokens, scan: scan))
        }
        if !known.isEmpty || !scan.listedUnknown.isEmpty {
            if Self.discards(cue) {
                let thrown = items(scan, tokens, expires: nil, storage: nil)
                // "유통기한 지난 우유 버렸어": only the milk past its date.
                let expiredItem = tokens.indices.contains { i in
                    ["expired", "outdated"].contains(tokens[i].text) && (i + 1..<min(tokens.count, i + 3)).contains(where: scan.knownIndices.contains)
                }
                if !Self.isQuestion(trimmed, tokens), Self.saysExpired(cue),
                   expiredItem || thrown.allSatisfy({ $0.quantity == nil && $0.share == nil && $0.vague == nil }) {
                    return .fridgeDiscardExpired(thrown)
                }
                // "두부 상했어?": asking, not throwing away.
                if Self.isQuestion(trimmed, tokens), thrown.allSatisfy({ $0.quantity == nil && $0.share == nil }) {
                    return .llm(text: trimmed)
                }
                return .fridgeDiscard(thrown)
            }
            let cookedLog = cue.korean(["해먹었", "해 먹었", "만들어 먹었", "요리했"])
            if !cookedLog && usesUp(tokens, cue: cue, wantsRecipes: wantsRecipes) {
                let used = items(scan, tokens, expires: nil, storage: nil)
                // "밥 먹었어?": a question about eating (a greeting), not a change to the fridge.
                if Self.isQuestion(trimmed, tokens), used.allSatisfy({ $0.quantity == nil && $0.share == nil }) {
                    return .llm(text: trimmed)
                }
                return .fridgeUse(used)
            }
            let adds = addsItems(tokens, scan: scan, cue: cue)
            // "우유 유통기한 내일까지" adds; "어제 산 두부 유통기한 언제야" asks.
            let asks = cue.korean(["언제", "얼마", "며칠", "몇 일", "몇일"]) || Self.isEnglishQuestion(tokens)
            // "우유 1병 있는데 3일 남았어": the days said to be left are the expiry too.
            let daysLeft = date.map { found in
                tokens[found.1].contains { $0.text.hasPrefix("남았") || $0.text == "남음" } && !Self.isQuestion(trimmed, tokens)
            } ?? false
            let datedExpiry = (date != nil || invalidDate != nil) && (expiryCue || daysLeft || Self.until(tokens, date?.1, cue: cue)) && !asks
            // "다진돼지고기 500g 샀어 그리고 이걸로 뭐 만들지": a purchase said as a finished sentence is recorded;
            // "시금치 한 단 샀는데 이걸로 뭐 하지" (샀는데: background) asks for ideas.
            let finishedAdd = tokens.dropLast().contains { Vocabulary.finishedAddKorean.contains($0.text) }
            let addsNow = adds && (!wantsRecipes || finishedAdd) && !(asks && Self.isQuestionWord(tokens))
            if addsNow || datedExpiry {
                var added = Self.adding(bought: bought(), scopingExpiry(items(scan, tokens, expires: date?.0, storage: storage, invalidExpiry: invalidDate, skipping: dateTokens()), tokens, scan: scan, date: date?.1, line: trimmed, dates: dates, skipping: dateTokens()))
                // "우유 유통기한 내일까지야", "the milk expires tomorrow": a date for what may be stored already.
                if !addsNow {
                    let changes = cue.korean(Vocabulary.changeKorean) || cue.english(Vocabulary.changeEnglish)
                    for i in added.indices where added[i].quantity == nil && added[i].bought == nil && added[i].expires != nil {
                        added[i].statesExpiry = true
                        added[i].changesExpiry = changes
                    }
                }
                return .fridgeAdd(added)
            }
        }
        // "유통기한 지난 거 다 버렸어", "threw away everything expired": every lot past its date.
        if known.isEmpty, scan.listedUnknown.isEmpty, !Self.isQuestion(trimmed, tokens),
           cue.korean(Vocabulary.discardKorean) || cue.english(Vocabulary.discardEnglish), Self.saysExpired(cue) {
            return .fridgeDiscardExpired()
        }
        // "이틀 남은 거 뭐야 유통기한": the expiry and what is left of it, in any order.
        // "10일 이내 유통기한", "기한 얼마 안남은거", "유통기한 다가오는 거": the expiry and a span or what is left of it.
        let expiryLeft = known.isEmpty && cue.korean(Vocabulary.expiryNouns)
            && (cue.korean(["남은", "남았", "안남", "안 남", "다가오", "다가온"]) || Self.spanDays(tokens) != nil)
        if cue.korean(Vocabulary.expiringKorean) && (known.isEmpty || !wantsRecipes) || cue.phrase(Vocabulary.expiringEnglish) || expiryLeft
            || known.isEmpty && !wantsRecipes && Self.until(tokens, date?.1, cue: cue) {  // "오늘까지인 거 뭐 있어?"
            return .expiring(withinDays: withinDays(tokens, whole: whole, date: date?.0, today: today))
        }
        if let list = fridgeList(tokens, scan: scan, known: known, cue: cue, line: trimmed) { return list }
        if let mark = bookmark(tokens, scan: scan, known: known, reference: reference, cue: cue) { return mark }
        if let dishes = dishCategory(tokens, scan: scan, cue: cue) { return dishes }
        if reference == nil, scan.leftovers.count == tokens.count, tokens.allSatisfy({ Vocabulary.pronouns.contains($0.text) || RequestParser.isFiller($0.text) }),
           tokens.contains(where: { Vocabulary.pronouns.contains($0.text) }) {
            return .show(nil)  // "that one", "그거"
        }
        let (kind, method) = kindAndMethod(tokens, skipping: wantsRecipes ? scan.knownIndices : [])
        // "오늘 저녁 뭐 먹지", "뭐해먹지", "what should I make for dinner": ideas with nothing named, from
        // what is in the fridge (`Session` asks what there is, or the model, when it is empty).
        if wantsRecipes, known.isEmpty, scan.listedUnknown.isEmpty, kind == nil, method == nil, kcal == nil, reference == nil,
           scan.leftoverIndices.allSatisfy({ Self.saysOnlyWhatToCook(tokens[$0]) }) {
            return .recommend(ingredients: [], filter: askedFilter(tokens, scan: scan))
        }
        // "두부랑 버섯 있는데 레시피 추천해줘": 레시피 next to a request for ideas is not "show".
        let onlyRecipeWord = wantsRecipes && !known.isEmpty && !cue.korean(Vocabulary.strongShowKorean)
        // "show me recipes with 감자": ideas too.
        let englishIdeas = wantsRecipes && !known.isEmpty && cue.english(["with", "using"])
        let showVerb = cue.korean(Vocabulary.showKorean) && !onlyRecipeWord || cue.english(Vocabulary.showEnglish) && !englishIdeas
            || (known.isEmpty && cue.korean(Vocabulary.weakShowKorean))
        if let reference, !wantsRecipes || showVerb {
            return .show(.number(reference.0))
        }
        // "X 들어가는 요리 추천": a request for ideas; "X 들어간 반찬 찾아줘": a search.
        let searchVerb = cue.korean(Vocabulary.searchVerbsKorean) && !(wantsRecipes && !cue.korean(["찾아", "검색", "찾기"]))
            || cue.english(Vocabulary.searchVerbsEnglish)
            || (known.isEmpty && (cue.korean(Vocabulary.searchKorean) || cue.english(Vocabulary.searchEnglish)))
        // "show kimchi stew": a dish's English name ending in a kind word names the dish (the
        // session shows it, or lists the best matches); "show me soups" is the kind.
        if showVerb, !searchVerb, kind != nil, cue.english(Vocabulary.showEnglish) {
            let words = tokens.map(\.text).filter { !Vocabulary.showEnglish.contains($0) && !Self.isFiller($0) && !["me", "the", "a", "an", "recipe", "for", "how", "to", "make"].contains($0) }
            if words.count >= 2, let last = words.last, Vocabulary.kinds[last] != nil,
               words.dropLast().allSatisfy({ Vocabulary.kinds[$0] == nil && Vocabulary.methods[$0] == nil }),
               words.allSatisfy({ word in word.unicodeScalars.allSatisfy { $0.isASCII } }) {
                return .show(.name(words.joined(separator: " ")))
            }
        }
        if searchVerb || (showVerb && (kind != nil || method != nil)) {
            var words = queryWords(tokens, scan: scan, skipping: kcal?.1 ?? [])
            var method = method
            // "kimchi fried rice": an English method word inside a dish name is part of the name;
            // on its own ("search stir-fry") it is the filter.
            if words.allSatisfy({ Vocabulary.methods[$0] != nil }) {
                words = []
            } else if words.contains(where: { Vocabulary.methods[$0] != nil }) {
                method = nil
            }
            let query = words.joined(separator: " ")
            if !query.isEmpty || kind != nil || method != nil || searchVerb || kcal != nil {
                return .search(RecipeSearch(query: query, kind: kind, method: method, maxKcal: kcal?.0))
            }
        }
        if showVerb { return showOrSearch(tokens, scan: scan) }
        if !known.isEmpty || !scan.listedUnknown.isEmpty {
            // "계란 두 개랑 대파 있어": ingredients, their amounts and filler words only.
            // People ("3명이서", "6 people"), words that are no food (guests, tonight) and a kcal bound
            // say who and how, not what: "3명이서 먹을 건데 새우랑 브로콜리 있어".
            let people = ServingsParser.find(tokens)?.indices ?? []
            let onlyIngredients = scan.leftoverIndices.allSatisfy { i in
                RequestParser.isFiller(tokens[i].text) || isAmount(tokens, at: i) || !Self.hasLetters(tokens[i].text)
                    || people.contains(i) || tokens[i].isAny(Vocabulary.notFood) || kcal?.1.contains(i) == true
                    || RequestParser.isFiller(tokens[i].stem)
                    // "시금치가 많이 남았어요", "냉장고에 감자랑 양파 있어요": what there is, said so.
                    // (with an amount, `고추장 반 통 남음` tells what is left of it: not read as a request)
                    || tokens[i].isAny(Vocabulary.havingWords) && !tokens.indices.contains { isAmount(tokens, at: $0) }
                    || Vocabulary.fridgeKorean.contains(tokens[i].stem) && tokens[i].particles.contains { $0.hasPrefix("에") }
            }
            // "soups with tofu", "두부 넣은 국": a kind of dish with ingredients asks for ideas too.
            let kindWithIngredients = kind != nil && (cue.english(["with", "using"]) || tokens.contains { token in
                token.particles.contains(where: KoreanParticles.listing.contains) && !Vocabulary.pronouns.contains(token.stem)
            })
            if wantsRecipes || onlyIngredients || kindWithIngredients {
                return .recommend(ingredients: dedupe(scan.asked { $0.listed && !Self.isKindOrMethod(tokens, $0.word) }),
                                  filter: askedFilter(tokens, scan: scan))
            }
        }
        if kind != nil || method != nil || kcal != nil, wantsRecipes || onlyFilterWords(tokens, scan: scan, kcal: kcal?.1 ?? []),
           queryWords(tokens, scan: scan, skipping: kcal?.1 ?? []).isEmpty {
            // "반찬 추천해줘", "easy desserts", "500칼로리 이하 반찬"
            return .search(RecipeSearch(query: "", kind: kind, method: method, maxKcal: kcal?.0))
        }
        if let names = bareNames(tokens, scan: scan) { return names }
        return nil  // nothing read: `parse` makes it `.llm`, marked unsure
    }

    /// Whether token `i` is part of an amount: `2개`, `두` `개랑`, `하나`, `x4`, `two`, `a dozen`.
    private func isAmount(_ tokens: [Token], at i: Int) -> Bool {
        let token = tokens[i]
        if Self.isAmountWord(token) || Double(token.text) != nil { return true }
        if QuantityParser.koreanNumbers[token.text] != nil, i + 1 < tokens.count, QuantityParser.unit(of: tokens[i + 1].text) != nil {
            return true
        }
        return QuantityParser.englishNumbers[token.text] != nil || QuantityParser.isEnglishUnit(token.text)
    }

    /// Whole-line control words: quit, help, history, quota, copy.
    private func controlCommand(_ tokens: [Token], whole: String, cue: Cues) -> Command? {
        let polite = Self.withoutPoliteEnding(whole)
        if tokens.count <= 2, Vocabulary.quit.contains(whole) || Vocabulary.quit.contains(polite) { return .quit }
        if Vocabulary.help.contains(whole) || Vocabulary.help.contains(polite)
            || (tokens.first?.text == "help" && tokens.count <= 2) {
            return .help
        }
        if cue.korean(Vocabulary.copyKorean) || cue.english(Vocabulary.copyEnglish) {
            // "마지막 답 복사": the last answer is answer 1.
            var ref = ReferenceParser.find(tokens).map { $0.0 == RecipeReference.lastInList ? 1 : $0.0 }
            if ref == nil, let number = tokens.lazy.compactMap({ Int($0.text) }).first, number > 0 { ref = number }
            if ref == nil, cue.korean(["이전", "전 답", "그 전"]) || cue.phrase(["previous", "the one before"]) { ref = 2 }
            return .copy(ref: ref, part: copyPart(cue))
        }
        if Vocabulary.history.contains(whole) || Vocabulary.history.contains(polite)
            || (tokens.count <= 4 && (cue.korean(["대화 기록", "대화기록", "채팅 기록", "질문 기록"]) || cue.english(["history"]))
                && !Self.logsCooking(cue))
            || (tokens.count <= 7 && cue.korean(["대화 내역", "대화내역", "질문 내역", "물어본", "물어봤던", "이전 질문", "지난 질문",
                                                 "지난 대화", "이전 대화"])) {
            return .history
        }
        // "예전 질문들 보여줘", "show past conversations", "내가 전에 뭐 물어봤지": the chat's own past.
        if tokens.count <= 7, Self.asksChatPast(tokens, cue: cue), !Self.logsCooking(cue) { return .history }
        if cue.phrase(Vocabulary.quotaWords) { return .quota }
        // "명령어 목록", "what commands are there": the list of what yori does.
        if tokens.count <= 5, cue.korean(["명령어", "커맨드"]) || cue.english(["commands", "command"]) { return .help }
        if tokens.count <= 5, cue.korean(["기록"]), !cue.korean(["버린", "냉장고"]), !Self.logsCooking(cue) { return .history }
        if Vocabulary.listLines.contains(whole) { return .fridgeList(storage: nil) }
        return nil
    }

    /// `copy ingredients`, `재료만 복사`, `장보기 목록 복사`: which part of a recipe answer.
    private func copyPart(_ cue: Cues) -> CopyPart? {
        if cue.korean(Vocabulary.copyShoppingKorean) || cue.english(Vocabulary.copyShoppingEnglish) { return .shopping }
        if cue.korean(Vocabulary.copyStepsKorean) || cue.english(Vocabulary.copyStepsEnglish) { return .steps }
        if cue.korean(Vocabulary.copyIngredientsKorean) || cue.english(Vocabulary.copyIngredientsEnglish) { return .ingredients }
        return nil
    }

    // MARK: - Words

    static func isHangulWord(_ word: String) -> Bool {
        word.unicodeScalars.contains { Hangul.isHangul($0) }
    }

    /// Words that carry no ingredient: question words, verbs of cooking, time words.
    static func isFiller(_ word: String) -> Bool {
        Vocabulary.fillers.contains(word) || KoreanParticles.isParticles(word)
            || Vocabulary.fillerPrefixes.contains { word.utf8.starts(with: $0.utf8) }
    }

    /// Small talk that is not a recipe name.
    static let chatter: Set<String> = [
        "안녕", "안녕하세요", "고마워", "고마워요", "감사", "감사합니다", "ㅋㅋ", "ㅎㅎ", "응", "네", "아니", "아니요", "좋아", "싫어",
        "배고파", "심심해", "뭐해",
    ]

    /// `도움말이요` → `도움말`, `종료해줘` → `종료`.
    static func withoutPoliteEnding(_ text: String) -> String {
        for ending in ["해줘요", "해줘", "해 줘", "해주세요", "할게", "할래", "이요", "요", "해"] where text.hasSuffix(ending) && text.count > ending.count {
            return String(text.dropLast(ending.count)).trimmingCharacters(in: [" "])
        }
        return text
    }
}
