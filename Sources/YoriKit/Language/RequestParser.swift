/// Turns a line of Korean, English or mixed text into a `Command`, locally, with rules
/// and the ingredient lexicon (no lookup of known sentences, no LLM). The rules are
/// documented in docs/LANGUAGE.md.
public struct RequestParser: Sendable {
    public let lexicon: IngredientLexicon

    public init(lexicon: IngredientLexicon) {
        self.lexicon = lexicon
    }

    /// What `line` asks for; dates are relative to `today`.
    public func parse(_ line: String, today: LocalDay) -> ParsedLine {
        let line = Hangul.composed(line)
        return ParsedLine(command: command(line, today: today), language: UserLanguage.detect(line))
    }

    /// The ingredients named by `words` (the arguments of `yori cook`): every word is
    /// meant as an ingredient, so words the lexicon does not know are kept as unknown.
    public func ingredients(fromArguments words: [String]) -> [AskedIngredient] {
        let tokens = Tokenizer.tokens(Hangul.composed(words.joined(separator: " "))).map(Token.init)
        return dedupe(scan(tokens).asked { _ in true })
    }

    // MARK: - Intents

    private func command(_ line: String, today: LocalDay) -> Command {
        let trimmed = line.trimmingCharacters(in: [" ", "\t", "\r", "\n"])
        if trimmed == "?" || trimmed == "？" { return .help }
        // "AI 사용량 얼마나 남았어요?" is about the quota, not a question for the model.
        let lowered = trimmed.lowercased()
        if lowered.hasPrefix("ai"), Vocabulary.quotaWords.contains(where: { lowered.contains($0) }) { return .quota }
        if let question = Self.explicitAIQuestion(trimmed) { return .llm(text: question) }
        let tokens = Tokenizer.tokens(trimmed).map(Token.init)
        guard !tokens.isEmpty else { return .empty }
        let words = tokens.map(\.text)
        let whole = words.joined(separator: " ")
        let cue = Cues(tokens: tokens, whole: whole)

        if let control = controlCommand(tokens, whole: whole, cue: cue) { return control }
        if Self.isMore(whole) { return .more }
        if let cooked = cooked(tokens, cue: cue, line: trimmed) { return cooked }
        if tokens[0].text == "cook" || (tokens[0].text == "요리" && tokens.count > 1 && tokens.count <= 4) {
            // The REPL form of `yori cook …`: every word is meant as an ingredient, except
            // the fridge itself ("cook something from my fridge" = use what is in it).
            let rest = tokens.dropFirst().filter { !$0.isAny(Vocabulary.fridgeEnglish) && !Vocabulary.fridgeKorean.contains($0.stem) }
            return .recommend(ingredients: dedupe(scan(Array(rest)).asked { _ in true }))
        }
        if Hangul.isChoseongQuery(trimmed) {
            return .search(RecipeSearch(query: words.joined(separator: " ")))
        }

        let scan = scan(tokens)
        let known = dedupe(scan.asked { _ in false })
        let date = DateParser(today: today).find(tokens)
        let reference = ReferenceParser.find(tokens)
        let storage = storagePlace(tokens)
        let wantsRecipes = cue.korean(Vocabulary.recommendKorean) || cue.englishRecommend || asksWhatToMake(tokens, scan: scan)
        // "can I substitute gochujang with gochugaru?", "고추장 대신 뭐 써?": open questions for the model.
        if !known.isEmpty, cue.korean(Vocabulary.openQuestionKorean) || cue.english(Vocabulary.openQuestionEnglish) {
            return .llm(text: trimmed)
        }

        if !known.isEmpty, cue.korean(["장 봤", "장봤", "장 다 봤", "장 보고 왔", "장보고 왔"]) {
            // "방금 장 봤어. 감자 5개, 당근 2개": bought, so into the fridge.
            return .fridgeAdd(items(scan, tokens, expires: date?.0, storage: storage))
        }
        if known.isEmpty, cue.korean(Vocabulary.helpKorean), tokens.count <= 6, !wantsRecipes {
            return .help
        }
        if cue.korean(Vocabulary.shoppingKorean) || cue.english(Set(Vocabulary.shoppingEnglish))
            || cue.phrase(["buy list", "to buy", "shopping list"]) {
            return shopping(tokens, scan: scan, known: known, reference: reference, cue: cue)
        }
        let tipQuestion = !known.isEmpty && (cue.korean(Vocabulary.tipQuestionKorean)
            || (Self.isEnglishQuestion(tokens) && cue.english(Vocabulary.tipQuestionEnglish)))
        // "실온 보관 중인 거" lists the inventory; "라면 실온 보관으로 추가해줘" adds.
        let tipWord = cue.korean(Vocabulary.tipKorean) && !cue.korean(Vocabulary.storedNowKorean)
            && !(cue.korean(Vocabulary.strongAddKorean) && !known.isEmpty)
        if tipQuestion || tipWord || cue.english(Vocabulary.tipEnglish) && !known.isEmpty {
            return .storageTip(ingredients: known)
        }
        if wantsRecipes && known.isEmpty && (cue.korean(["냉장고", "남은 재료", "있는 재료", "냉동실"])
            || cue.english(["fridge", "freezer", "leftovers"]) || cue.phrase(["what i have"])) {
            return .recommend(ingredients: [])
        }
        if !known.isEmpty || !scan.listedUnknown.isEmpty {
            if cue.korean(Vocabulary.discardKorean) || cue.english(Vocabulary.discardEnglish) {
                return .fridgeDiscard(items(scan, tokens, expires: nil, storage: nil))
            }
            let cookedLog = cue.korean(["해먹었", "해 먹었", "만들어 먹었", "요리했"])
            if !cookedLog && !wantsRecipes && (cue.korean(Vocabulary.useKorean) || cue.english(Vocabulary.useEnglish)) {
                return .fridgeUse(items(scan, tokens, expires: nil, storage: nil))
            }
            let adds = cue.korean(Vocabulary.addKorean) || cue.english(Vocabulary.addEnglish)
            let datedExpiry = date != nil && (cue.korean(Vocabulary.expiryWords) || cue.english(Vocabulary.expiryEnglish))
            if (adds && !wantsRecipes) || datedExpiry {
                return .fridgeAdd(items(scan, tokens, expires: date?.0, storage: storage))
            }
        }
        if cue.korean(Vocabulary.expiringKorean) || cue.phrase(Vocabulary.expiringEnglish) {
            return .expiring(withinDays: withinDays(tokens, whole: whole, date: date?.0, today: today))
        }
        if known.isEmpty && (cue.korean(Vocabulary.fridgeKorean) || cue.english(Vocabulary.fridgeEnglish)) {
            // In a list request, English "fridge" means the whole inventory, like 냉장고.
            return .fridgeList(storage: cue.english(["fridge", "refrigerator"]) ? nil : storage)
        }
        if cue.korean(Vocabulary.bookmarkKorean) || cue.english(Vocabulary.bookmarkEnglish) {
            return .bookmark(recipeReference(tokens, scan: scan, reference: reference,
                                             extra: Vocabulary.bookmarkKorean + Vocabulary.bookmarkEnglish))
        }
        if scan.leftovers.count == tokens.count, tokens.allSatisfy({ Vocabulary.pronouns.contains($0.text) || RequestParser.isFiller($0.text) }),
           tokens.contains(where: { Vocabulary.pronouns.contains($0.text) }) {
            return .show(nil)  // "that one", "그거"
        }
        let (kind, method) = kindAndMethod(tokens)
        // "두부랑 버섯 있는데 레시피 추천해줘": 레시피 next to a request for ideas is not "show".
        let onlyRecipeWord = wantsRecipes && !known.isEmpty && !cue.korean(Vocabulary.strongShowKorean)
        let showVerb = cue.korean(Vocabulary.showKorean) && !onlyRecipeWord || cue.english(Vocabulary.showEnglish)
            || (known.isEmpty && cue.korean(Vocabulary.weakShowKorean))
        if let reference, !wantsRecipes || showVerb {
            return .show(.number(reference.0))
        }
        // "X 들어가는 요리 추천": a request for ideas; "X 들어간 반찬 찾아줘": a search.
        let searchVerb = cue.korean(Vocabulary.searchVerbsKorean) && !(wantsRecipes && !cue.korean(["찾아", "검색", "찾기"]))
            || cue.english(Vocabulary.searchVerbsEnglish)
            || (known.isEmpty && (cue.korean(Vocabulary.searchKorean) || cue.english(Vocabulary.searchEnglish)))
        if searchVerb || (showVerb && (kind != nil || method != nil)) {
            var words = queryWords(tokens, scan: scan)
            var method = method
            // "kimchi fried rice": an English method word inside a dish name is part of the name;
            // on its own ("search stir-fry") it is the filter.
            if words.allSatisfy({ Vocabulary.methods[$0] != nil }) {
                words = []
            } else if words.contains(where: { Vocabulary.methods[$0] != nil }) {
                method = nil
            }
            let query = words.joined(separator: " ")
            if !query.isEmpty || kind != nil || method != nil || searchVerb {
                return .search(RecipeSearch(query: query, kind: kind, method: method))
            }
        }
        if showVerb {
            return .show(recipeReference(tokens, scan: scan, reference: nil, extra: []))
        }
        if !known.isEmpty || !scan.listedUnknown.isEmpty {
            let onlyIngredients = scan.leftovers.allSatisfy { RequestParser.isFiller($0) }
            if wantsRecipes || onlyIngredients {
                return .recommend(ingredients: dedupe(scan.asked { $0.listed }))
            }
        }
        if kind != nil || method != nil, wantsRecipes, queryWords(tokens, scan: scan).isEmpty {
            return .search(RecipeSearch(query: "", kind: kind, method: method))
        }
        let content = scan.leftovers.filter { !RequestParser.isFiller($0) }
        if known.isEmpty, (1...2).contains(content.count), content.count == tokens.count,
           content.allSatisfy({ !Self.chatter.contains($0) && !Vocabulary.englishChatter.contains($0) }) {
            return .search(RecipeSearch(query: content.map { Self.stripParticles($0).0 }.joined(separator: " ")))
        }
        return .llm(text: trimmed)
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
            var ref = ReferenceParser.find(tokens)?.0
            if ref == nil, let number = tokens.lazy.compactMap({ Int($0.text) }).first, number > 0 { ref = number }
            if ref == nil, cue.korean(["이전", "전 답", "그 전"]) || cue.phrase(["previous", "the one before"]) { ref = 2 }
            return .copy(ref: ref, part: copyPart(cue))
        }
        if Vocabulary.history.contains(whole) || Vocabulary.history.contains(polite)
            || (tokens.count <= 4 && (cue.korean(["대화 기록", "대화기록", "채팅 기록", "질문 기록"]) || cue.english(["history"])))
            || (tokens.count <= 7 && cue.korean(["대화 내역", "대화내역", "질문 내역", "물어본", "물어봤던", "이전 질문", "지난 질문",
                                                 "지난 대화", "이전 대화"])) {
            return .history
        }
        if Vocabulary.quotaWords.contains(where: { whole.contains($0) }) { return .quota }
        if tokens.count <= 5, cue.korean(["기록"]), !cue.korean(["버린", "냉장고", "요리 기록", "해먹은"]) { return .history }
        if Vocabulary.listLines.contains(whole) { return .fridgeList(storage: nil) }
        return nil
    }

    /// A shopping-list line: add a recipe's missing ingredients, add items, check off, buy, or list.
    private func shopping(_ tokens: [Token], scan: Scan, known: [AskedIngredient], reference: (Int, Range<Int>)?,
                          cue: Cues) -> Command {
        if cue.korean(Vocabulary.missingWords) || cue.english(["missing", "lacking"]) {
            if let reference { return .shopAddMissing(.number(reference.0)) }
            if let number = tokens.lazy.compactMap({ Int($0.text) }).first, number > 0 { return .shopAddMissing(.number(number)) }
            return .shopAddMissing(nil)
        }
        if known.isEmpty, cue.korean(["다 샀", "장 다 봤", "장봤", "장 봤"]) || cue.english(["bought"]) { return .shopBought }
        if !known.isEmpty, cue.korean(Vocabulary.checkWords) || cue.english(["done", "check", "got", "bought"]) {
            return .shopDone(known)
        }
        if !known.isEmpty || !scan.listedUnknown.isEmpty {
            return .shopAdd(items(scan, tokens, expires: nil, storage: nil))
        }
        return .shopList
    }

    /// `copy ingredients`, `재료만 복사`, `장보기 목록 복사`: which part of a recipe answer.
    private func copyPart(_ cue: Cues) -> CopyPart? {
        if cue.korean(Vocabulary.copyShoppingKorean) || cue.english(Vocabulary.copyShoppingEnglish) { return .shopping }
        if cue.korean(Vocabulary.copyStepsKorean) || cue.english(Vocabulary.copyStepsEnglish) { return .steps }
        if cue.korean(Vocabulary.copyIngredientsKorean) || cue.english(Vocabulary.copyIngredientsEnglish) { return .ingredients }
        return nil
    }

    // MARK: - Slots

    /// Items of a fridge command: each known ingredient (and listed unknown word) with
    /// the amount written next to it, and the line's expiry date and place.
    private func items(_ scan: Scan, _ tokens: [Token], expires: LocalDay?, storage: StoragePlace?) -> [FridgeItemRequest] {
        var result: [FridgeItemRequest] = []
        var seen = Set<String>()
        for entry in scan.entries {
            let asked: AskedIngredient
            let range: Range<Int>
            var glued: (Double, String?)?
            switch entry {
            case .known(let item, let r, let amount): (asked, range, glued) = (item, r, amount)
            case .unknown(let word, let listed, let index):
                guard listed else { continue }
                (asked, range) = (AskedIngredient(word: word, canonical: nil, nameKind: nil), index..<(index + 1))
            }
            guard seen.insert(asked.key).inserted else { continue }
            var item = FridgeItemRequest(ingredient: asked, expires: expires, storage: storage)
            if let (value, unit) = glued {
                item.quantity = value
                item.unit = unit ?? "개"
            } else if let (value, unit, _) = QuantityParser.korean(tokens, at: range.upperBound) {
                item.quantity = value
                item.unit = unit ?? "개"
            } else if let (value, unit, _) = QuantityParser.english(tokens, before: range.lowerBound) {
                item.quantity = value
                item.unit = unit
            }
            result.append(item)
        }
        return result
    }

    private func storagePlace(_ tokens: [Token]) -> StoragePlace? {
        for token in tokens {
            let w = token.text
            if w.hasPrefix("냉동") || ["freezer", "frozen"].contains(w) { return .freezer }
            if w.hasPrefix("냉장실") || (w.hasPrefix("냉장") && !w.hasPrefix("냉장고")) { return .fridge }
            if ["fridge", "refrigerator", "refrigerated"].contains(w) { return .fridge }
            if w.hasPrefix("실온") || w.hasPrefix("상온") || w.hasPrefix("팬트리") || w.hasPrefix("찬장")
                || ["pantry", "cupboard"].contains(w) {
                return .pantry
            }
        }
        return nil
    }

    private func withinDays(_ tokens: [Token], whole: String, date: LocalDay?, today: LocalDay) -> Int? {
        for (i, token) in tokens.enumerated() {
            let next = i + 1 < tokens.count ? tokens[i + 1].text : ""
            if let n = DateParser.number(token.text, suffix: "일"),
               ["안에", "안", "이내", "이내에", "내에", "내", "안으로"].contains(next) || next.hasPrefix("안에") || next.hasPrefix("이내") {
                return n
            }
            for suffix in ["일안에", "일이내", "일내"] where token.text.hasSuffix(suffix) {
                if let n = Int(token.text.dropLast(suffix.count)) { return n }
            }
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

    private func kindAndMethod(_ tokens: [Token]) -> (String?, String?) {
        var kind: String?, method: String?
        for token in tokens {
            if kind == nil, let k = Self.kindWord(token) { kind = k }
            if method == nil, let m = Vocabulary.methods[token.text] ?? Vocabulary.methods[token.stem] { method = m }
        }
        return (kind, method)
    }

    /// Words of a search query: ingredients by canonical name, other content words by stem.
    private func queryWords(_ tokens: [Token], scan: Scan) -> [String] {
        var words: [String] = []
        for entry in scan.entries {
            switch entry {
            // As written: names are matched as typed (카레 finds 카레라이스, "galbi jjim" the
            // English name); the search adds ingredient matches through the lexicon.
            case .known(let item, _, _): words.append(item.word)
            case .unknown(let word, _, let index):
                let token = tokens[index]
                if Self.kindWord(token) != nil || Vocabulary.methods[token.stem] != nil && Self.isHangulWord(token.text) {
                    continue
                }
                words.append(word)
            }
        }
        return words
    }

    /// The recipe a show/bookmark line names: a number, a name, or nothing (the last one).
    private func recipeReference(_ tokens: [Token], scan: Scan, reference: (Int, Range<Int>)?, extra: [String])
        -> RecipeReference? {
        if let reference = reference ?? ReferenceParser.find(tokens) { return .number(reference.0) }
        if let number = tokens.lazy.compactMap({ Int($0.text) }).first, number > 0 { return .number(number) }
        let name = scan.entries.compactMap { entry -> String? in
            switch entry {
            case .known(let item, _, _): return item.word
            case .unknown(let word, _, _):
                if Vocabulary.pronouns.contains(word) || extra.contains(where: { word.hasPrefix($0) }) { return nil }
                return word
            }
        }
        return name.isEmpty ? nil : .name(name.joined(separator: " "))
    }

    /// A kind word, with particles even after one syllable (`국이나`, `탕으로`).
    static func kindWord(_ token: Token) -> String? {
        if let k = Vocabulary.kinds[token.text] ?? Vocabulary.kinds[token.stem] { return k }
        guard isHangulWord(token.text), let first = token.text.first else { return nil }
        let head = String(first)
        guard let k = Vocabulary.kinds[head], KoreanParticles.isParticles(token.text.dropFirst()) else { return nil }
        return k
    }

    /// "두부로 뭐 하지", "감자로 뭘 할까": an ingredient with 로 followed by a question word.
    private func asksWhatToMake(_ tokens: [Token], scan: Scan) -> Bool {
        scan.entries.contains { entry in
            guard case .known(_, let range, _) = entry, range.upperBound < tokens.count else { return false }
            let particles = tokens[range.upperBound - 1].particles
            let next = tokens[range.upperBound].text
            return (particles.last == "로" || particles.last == "으로") && (next.hasPrefix("뭐") || next.hasPrefix("뭘"))
        }
    }

    /// Whether an English line is a question about food ("can I freeze …", "does … need …").
    static func isEnglishQuestion(_ tokens: [Token]) -> Bool {
        guard let first = tokens.first?.text else { return false }
        return ["can", "could", "does", "do", "how", "should", "is", "are", "will", "may", "which"].contains(first)
    }

    private func dedupe(_ items: [AskedIngredient]) -> [AskedIngredient] {
        var seen = Set<String>()
        return items.filter { seen.insert($0.key).inserted }
    }

    // MARK: - Words

    static func isHangulWord(_ word: String) -> Bool {
        word.unicodeScalars.contains { Hangul.isHangul($0) }
    }

    /// Words that carry no ingredient: question words, verbs of cooking, time words.
    static func isFiller(_ word: String) -> Bool {
        Vocabulary.fillers.contains(word) || KoreanParticles.isParticles(word)
            || Vocabulary.fillerPrefixes.contains { word.hasPrefix($0) }
    }

    /// Small talk that is not a recipe name.
    static let chatter: Set<String> = [
        "안녕", "안녕하세요", "고마워", "고마워요", "감사", "감사합니다", "ㅋㅋ", "ㅎㅎ", "응", "네", "아니", "아니요", "좋아", "싫어",
        "배고파", "심심해", "뭐해",
    ]

    /// `ai …`, `/ai …`, `AI한테 물어봐: …`: the rest of the line, asked of the model directly.
    static func explicitAIQuestion(_ line: String) -> String? {
        let lower = line.lowercased()
        for prefix in ["ai한테 물어봐", "ai에게 물어봐", "ai한테 물어 봐", "ai한테", "ai에게", "/ai", "ai"] where lower.hasPrefix(prefix) {
            let rest = lower.dropFirst(prefix.count)
            guard let first = rest.first, first == " " || first == ":" else { continue }
            let question = line.dropFirst(prefix.count).drop { $0 == " " || $0 == ":" }
            return question.isEmpty ? nil : String(question)
        }
        return nil
    }

    /// `도움말이요` → `도움말`, `종료해줘` → `종료`.
    static func withoutPoliteEnding(_ text: String) -> String {
        for ending in ["해줘요", "해줘", "해 줘", "해주세요", "할게", "할래", "이요", "요", "해"] where text.hasSuffix(ending) && text.count > ending.count {
            return String(text.dropLast(ending.count)).trimmingCharacters(in: [" "])
        }
        return text
    }
}
