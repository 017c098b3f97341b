/// Reading follow-ups (`FollowUp`) with the cue tables of `FollowUpCues`.
extension RequestParser {
    /// What `line` says as a follow-up; the parse of the line on its own is `parse(_:today:)`.
    public func followUp(_ line: String) -> FollowUp {
        let tokens = respelled(Tokenizer.words(Hangul.composed(InputCleaner.clean(line))))
        let texts = tokens.map(\.text)
        var used = Set<Int>()
        var result = FollowUp()

        // Leaving out: `양파 빼고`, `양파빼고`, `양파랑 마늘 빼고`, `without onion`, `no pork or beef`.
        for (i, token) in tokens.enumerated() {
            if let cue = FollowUpCues.excludeAfterKorean.first(where: { token.text.startsBytes(with: $0) }), i > 0 {
                _ = cue
                used.insert(i)
                var j = i - 1
                var foods: [String] = []
                defer { result.exclude += foods.reversed() }
                while j >= 0 {
                    guard let food = food(RequestParser.stripParticles(tokens[j].text).0) ?? food(tokens[j].text)
                        ?? generalFood(RequestParser.stripParticles(tokens[j].text).0)
                        ?? Self.dishWord(RequestParser.stripParticles(tokens[j].text).0) else { break }
                    foods.append(food)
                    used.insert(j)
                    guard j > 0, tokens[j - 1].particles.contains(where: ["랑", "이랑", "하고", "와", "과", "이나", "나"].contains) else { break }
                    j -= 1
                }
            } else if let cue = FollowUpCues.excludeAfterKorean.first(where: { token.text.endsBytes(with: $0) && token.text.utf8.count > $0.utf8.count }) {
                let word = String(token.text.dropLast(cue.count))
                if let food = food(RequestParser.stripParticles(word).0) ?? food(word) ?? generalFood(RequestParser.stripParticles(word).0)
                    ?? Self.dishWord(RequestParser.stripParticles(word).0) {
                    result.exclude.append(food)
                    used.insert(i)
                }
            } else if token.text == "안", i > 0, i + 1 < tokens.count, ["들어간", "들어가는", "넣은", "넣는"].contains(where: { tokens[i + 1].text.startsBytes(with: $0) }),
                      let food = food(tokens[i - 1].stem) {
                result.exclude.append(food)
                used.formUnion([i - 1, i, i + 1])
            } else if token.text == "free" && i > 0 || token.text.hasSuffix("-free") && token.text.count > 5 {
                // `dairy free`, `meat-free`: the food before it left out.
                let word = token.text == "free" ? texts[i - 1] : String(token.text.dropLast(5))
                if let found = food(word) ?? generalFood(word) {
                    result.exclude.append(found)
                    used.formUnion(token.text == "free" ? [i - 1, i] : [i])
                }
            } else if FollowUpCues.excludeBeforeEnglish.contains(token.text) {
                var j = i + 1
                var took = false
                while j < tokens.count {
                    if ["the", "any", "and", "or", "more"].contains(texts[j]) { j += 1; continue }
                    let two = j + 1 < tokens.count ? food(texts[j] + " " + texts[j + 1]) : nil
                    guard let found = two ?? food(texts[j]) ?? generalFood(texts[j]) ?? Self.dishWord(texts[j]) else { break }
                    result.exclude.append(found)
                    used.formUnion(j...(j + (two == nil ? 0 : 1)))
                    j += two == nil ? 1 : 2
                    took = true
                }
                if took { used.insert(i) }
            }
        }
        // Kind and method words: `국 종류로`, `반찬으로만`, `only soups`, `볶음으로`, `something fried`. Only a
        // word marked as narrowing (an ending, `종류로` after it, `only`) is one: `국 종류 보여줘` asks anew.
        let englishMark = texts.contains(where: FollowUpCues.narrowingEnglish.contains)
            || Self.phrase(in: texts, ["what about", "how about"], korean: false) != nil
        // After a food or kind left out, the word that follows is what is wanted instead: `국 말고 반찬`, `국말고 반찬`.
        let contrast = Set(used.filter { i in
            FollowUpCues.excludeAfterKorean.contains { texts[i].endsBytes(with: $0) }
        }.map { $0 + 1 })
        for (i, token) in tokens.enumerated() where !used.contains(i) {
            let next = i + 1 < tokens.count ? texts[i + 1] : ""
            let marked = englishMark || contrast.contains(i) || FollowUpCues.narrowingNextKorean.contains(where: { next.startsBytes(with: $0) })
            for word in Self.withoutEndings(token.text) where marked || word != token.text {
                if let kind = Vocabulary.kinds[word] {
                    result.kind = kind
                    used.insert(i)
                    break
                }
                if let method = Vocabulary.methods[word] {
                    result.method = method
                    used.insert(i)
                    break
                }
                if let family = Vocabulary.familiesByWord[word] {
                    result.family = family
                    used.insert(i)
                    break
                }
            }
        }
        // Minutes: `30분 안에`, `20분이내`, `under 20 minutes`, `20 minutes or less`.
        for (i, token) in tokens.enumerated() where !used.contains(i) {
            let digits = token.text.prefix { $0.isASCII && $0.isNumber }
            guard let n = Int(digits), n > 0, n < 1000 else { continue }
            let rest = token.text.dropFirst(digits.count)
            if rest.startsBytes(with: "분") || rest.startsBytes(with: "시간") {
                let hours = rest.startsBytes(with: "시간")
                let after = String(rest.dropFirst(hours ? 2 : 1))
                let next = i + 1 < tokens.count ? texts[i + 1] : ""
                if FollowUpCues.withinKorean.contains(where: { after.startsBytes(with: $0) }) || FollowUpCues.withinKorean.contains(where: { next.startsBytes(with: $0) }) {
                    result.maxMinutes = hours ? n * 60 : n
                    used.insert(i)
                    if !after.isEmpty || next.isEmpty { continue }
                    used.insert(i + 1)
                }
            } else if rest.isEmpty || FollowUpCues.minuteUnitsEnglish.contains(String(rest)) {
                let unit = rest.isEmpty ? (i + 1 < tokens.count ? texts[i + 1] : "") : String(rest)
                guard FollowUpCues.minuteUnitsEnglish.contains(unit) || unit == "minute" else { continue }
                let before = i > 0 ? texts[i - 1] : ""
                let orLess = i + 3 < tokens.count + (rest.isEmpty ? 0 : 1) && texts.dropFirst(i + 1).prefix(4).contains("less")
                guard FollowUpCues.withinEnglish.contains(before) || orLess else { continue }
                result.maxMinutes = n
                used.insert(i)
                if rest.isEmpty { used.insert(i + 1) }
                if i > 0 { used.insert(i - 1) }
            }
        }
        result.rest = texts.indices.filter { !used.contains($0) }.map { texts[$0] }.joined(separator: " ")
        if let (kcal, at) = Self.maxKcal(tokens) {
            result.maxKcal = kcal
            used.formUnion(at)
        }
        // "빨리 되는 거", "something quick": a time limit said without a number; "칼로리 낮은 거",
        // "low calorie": a kcal limit said so.
        // A tag of the recipes: `매운 거` (매운), `아침 메뉴`, `breakfast`; `안 매운 거`, `not spicy` leaves it out.
        for cue in FollowUpCues.tags {
            if let at = Self.phrase(in: texts, cue.not, korean: true) ?? Self.phrase(in: texts, cue.notEnglish, korean: false) {
                result.notTag = cue.tag
                used.formUnion(at)
                result.tagWords = at.sorted().map { texts[$0] }
                break
            }
            if let at = Self.phrase(in: texts, cue.korean, korean: true) ?? Self.phrase(in: texts, cue.english, korean: false) {
                // "spicy is fine", "매운 것도 괜찮아": allowed, not asked for.
                if let last = at.max(), Self.allows(after: last, texts) { break }
                // `매운 거 빼고`, `매운건 빼 주세요`, `no spicy`: the tag left out, as `양파 빼고` leaves out a food.
                if let left = Self.leftOut(at, texts) {
                    result.notTag = cue.tag
                    used.formUnion(at.union(left))
                    result.tagWords = at.union(left).sorted().map { texts[$0] }
                } else {
                    result.tag = cue.tag
                    used.formUnion(at)
                    result.tagWords = at.sorted().map { texts[$0] }
                }
                break
            }
        }
        // Said of a list on screen only: a request of its own ("quick lunch with tuna") sets no limit.
        if let at = Self.phrase(in: texts, FollowUpCues.quickKorean, korean: true)
            ?? Self.phrase(in: texts, FollowUpCues.quickEnglish, korean: false) {
            result.quick = true
            used.formUnion(at)
        }
        if let at = Self.phrase(in: texts, FollowUpCues.lightKorean, korean: true)
            ?? Self.phrase(in: texts, FollowUpCues.lightEnglish, korean: false) {
            result.light = true
            used.formUnion(at)
        }
        if let at = Self.phrase(in: texts, FollowUpCues.onlyHaveKorean, korean: true) ?? Self.phrase(in: texts, FollowUpCues.onlyHaveEnglish, korean: false) {
            // "냉장고에 있는 걸로 뭐 해먹지" asks for ideas from what there is, a request of its own;
            // "있는 걸로만", or "있는 걸로" alone after a list, narrows it to what is at hand.
            let matched = at.sorted().map { texts[$0] }.joined(separator: " ")
            let loose = !matched.contains("만") && FollowUpCues.onlyHaveLooseKorean.contains { matched.hasPrefix($0) }
            let asksForIdeas = loose && Vocabulary.recommendKorean.contains { texts.joined(separator: " ").contains($0) }
            if !asksForIdeas {
                result.onlyHave = true
                used.formUnion(at)
            }
        }
        if let at = Self.phrase(in: texts, FollowUpCues.simplerKorean, korean: true) ?? Self.phrase(in: texts, FollowUpCues.simplerEnglish, korean: false) {
            result.simpler = true
            used.formUnion(at)
        }
        if let at = Self.phrase(in: texts, FollowUpCues.somethingElseKorean, korean: true)
            ?? Self.phrase(in: texts, FollowUpCues.somethingElseEnglish, korean: false) {
            result.somethingElse = true
            used.formUnion(at)
        }
        if let at = Self.phrase(in: texts, FollowUpCues.resetKorean, korean: true) ?? Self.phrase(in: texts, FollowUpCues.resetEnglish, korean: false) {
            let rest = texts.indices.filter { !at.contains($0) }.map { texts[$0] }
            if rest.allSatisfy({ Self.resetFillers.contains($0) || !Self.hasLetters($0) }) { result.reset = true }
        }
        if let at = Self.phrase(in: texts, FollowUpCues.pointingKorean, korean: true) ?? Self.phrase(in: texts, FollowUpCues.pointingEnglish, korean: false) {
            result.pointsBack = true
            _ = at
        }
        let joined = texts.joined(separator: " ")
        let spaced = " " + joined + " "
        // A part of the recipe in focus; the words of its cue are used (`만드는 법만`, `몇 분 걸려?`).
        if let (cue, part) = FollowUpCues.partsKorean.first(where: { joined.contains($0.0) })
            ?? FollowUpCues.partsEnglish.first(where: { spaced.contains(" " + $0.0 + " ") || spaced.contains(" " + $0.0 + "?") }) {
            result.part = part
            let words = cue.split(separator: " ").map(String.init)
            for (i, text) in texts.enumerated() where words.contains(where: { text.startsBytes(with: $0) || $0.startsBytes(with: text) }) {
                used.insert(i)
            }
        }
        for (i, text) in texts.enumerated() {
            if let place = FollowUpCues.placeWords.first(where: { Self.isHangulWord($0.0) ? text.startsBytes(with: $0.0) : text == $0.0 })?.1 {
                result.place = place
                used.insert(i)
                break
            }
        }
        // What is left: ingredients of the line's own, and other words.
        var pairEnd = -1
        for (i, token) in tokens.enumerated() where !used.contains(i) && i != pairEnd {
            // `green onions`, `chicken thighs`: two English words that are one food.
            if i + 1 < tokens.count, !used.contains(i + 1), !Self.isHangulWord(token.text),
               let hit = lexicon.lookup(token.text + " " + tokens[i + 1].text), !hit.ingredient.isGeneral {
                result.named.append(AskedIngredient(word: token.text + " " + tokens[i + 1].text, canonical: hit.ingredient.name,
                                                    nameKind: hit.kind))
                pairEnd = i + 1
                continue
            }
            if FollowUpCues.fillers.contains(token.text) || FollowUpCues.fillers.contains(token.stem) || Self.isFiller(token.text)
                || !Self.hasLetters(token.text) {
                continue
            }
            // Who eats (`애들이 매운 걸 못 먹어요`, `for my kids`): said, no food and no other request.
            if result.tag != nil || result.notTag != nil, Vocabulary.notFood.contains(token.stem) || Vocabulary.notFood.contains(token.text) {
                continue
            }
            if let hit = lexicon.lookup(token.stem) ?? lexicon.lookup(token.text) ?? foodBeforeParticles(token.text), !hit.ingredient.isGeneral,
               !result.exclude.contains(hit.ingredient.name) {
                result.named.append(AskedIngredient(word: token.stem, canonical: hit.ingredient.name, nameKind: hit.kind,
                                                    written: token.written))
                continue
            }
            result.leftovers.append(token.text)
        }
        result.exclude = result.exclude.reduce(into: []) { if !$0.contains($1) { $0.append($1) } }
        result.listChange = Self.listChange(texts)
        // `계란도 있어`, `치즈도`, `I also have rice`, `eggs too`: more of what there is; `된장 들어간 걸로`,
        // `ones with tofu`: foods the recipes must use.
        if !result.named.isEmpty {
            result.includes = texts.contains { FollowUpCues.includesKorean.contains(where: $0.startsBytes) }
                || texts.first.map { ["ones", "something", "one", "those", "anything"].contains($0) } == true && texts.contains("with")
                || texts.first == "with"
            result.also = tokens.contains { $0.particles.contains("도") && lexicon.lookup($0.stem) != nil }
                || texts.contains { FollowUpCues.alsoEnglish.contains($0) }
        }
        return result
    }

    /// `대파는 빼줘`, `take 대파 off` (`remove`), `양파도 추가해줘`, `add onions too` (`add`): the verb that
    /// changes a list, from `FollowUpCues`; `nil` with none, or with both.
    static func listChange(_ texts: [String]) -> FollowUp.ListChange? {
        func korean(_ cues: [String]) -> Bool {
            guard let at = phrase(in: texts, cues, korean: true) else { return false }
            return !at.contains { i in FollowUpCues.listPastKorean.contains { texts[i].contains($0) } }
        }
        let removes = korean(FollowUpCues.listRemoveKorean) || texts.contains("빼")
            || texts.contains(where: FollowUpCues.listRemoveEnglish.contains)
            || FollowUpCues.listRemovePairEnglish.contains { texts.contains($0.0) && texts.contains($0.1) }
        let adds = korean(FollowUpCues.listAddKorean) || texts.contains(where: FollowUpCues.listAddEnglish.contains)
        if removes == adds { return nil }
        return removes ? .remove : .add
    }

    /// A request that also leaves foods out or sets a time in the same line (`양파 빼고 두부로 뭐
    /// 만들어`, `30분 안에 되는 계란 요리`): the request read without those words, with them as
    /// its narrowing. Other commands are returned as they are.
    func withNarrowing(_ command: Command, line: String, today: LocalDay, followUp made: inout FollowUp?) -> Command {
        // Most lines leave nothing out and set no time: skip the follow-up reading for them.
        guard Self.mayNarrow(line) else { return command }
        let follow = followUp(line)
        made = follow
        let tagged = follow.tag != nil || follow.notTag != nil
        // "something quick", "가볍게 먹을 거" with nothing named: ideas from the fridge, quick or light.
        let nothingNamed: MatchFilter? = switch command {
        case .recommend(let asked, let filter): asked.isEmpty ? filter : nil
        case .search, .llm: follow.isOnlyFollowUp ? MatchFilter(kind: follow.kind, method: follow.method, maxKcal: follow.maxKcal) : nil
        default: nil
        }
        if var filter = nothingNamed, follow.quick || follow.light, follow.exclude.isEmpty, follow.maxMinutes == nil, !tagged {
            if follow.quick { filter.narrowing.maxMinutes = FollowUpCues.quickMinutes }
            if follow.light, filter.maxKcal == nil { filter.maxKcal = FollowUpCues.lightKcal }
            return .recommend(ingredients: [], filter: filter)
        }
        guard !follow.exclude.isEmpty || follow.maxMinutes != nil || tagged else { return command }
        var narrowing = Narrowing(exclude: follow.exclude, maxMinutes: follow.maxMinutes)
        var base = command
        if case .llm = command, tagged, let (kind, method) = Self.tagRequest(follow) {
            narrowing.tag = follow.tag
            narrowing.notTag = follow.notTag
            // "칼로리 낮은 야식", "빨리 되는 아침 메뉴": said of the tag's recipes.
            if follow.quick, narrowing.maxMinutes == nil { narrowing.maxMinutes = FollowUpCues.quickMinutes }
            let maxKcal = follow.maxKcal ?? (follow.light ? FollowUpCues.lightKcal : nil)
            // "매운 요리 추천해줘", "두부로 매운 거", "아이들이 먹을 만한 반찬", "손님 올 때 뭐 해먹지": a tag,
            // what it is for, a kind and what is had, nothing else.
            guard follow.exclude.isEmpty || !follow.named.isEmpty else { return command }
            if follow.named.isEmpty {
                var search = RecipeSearch(query: "", kind: kind, method: method, maxKcal: maxKcal)
                search.narrowing = narrowing
                return .search(search)
            }
            // "소세지랑 양파 있는데 술안주 뭐 있음": foods and an occasion — ideas with the foods, the occasion said only.
            if let tag = narrowing.tag, !FollowUpCues.verifiableTags.contains(tag) { narrowing.tag = nil }
            if let tag = narrowing.notTag, !FollowUpCues.verifiableTags.contains(tag) { narrowing.notTag = nil }
            var filter = MatchFilter(kind: kind, method: method, maxKcal: maxKcal)
            filter.narrowing = narrowing
            return .recommend(ingredients: dedupe(follow.named), filter: filter)
        }
        if case .recommend = command {} else if case .search = command {} else {
            guard !follow.exclude.isEmpty || follow.maxMinutes != nil else { return command }
            guard !follow.rest.isEmpty, follow.rest != line else { return command }
            base = parse(follow.rest, today: today).command
        }
        // Beside foods or a name, only a tag the ingredients tell; alone, any.
        let told = { (tag: String?) in tag.flatMap { FollowUpCues.verifiableTags.contains($0) ? $0 : nil } }
        switch base {
        case .recommend(let asked, var filter):
            let kept = asked.filter { !follow.exclude.contains($0.canonical ?? $0.word) }
            guard !kept.isEmpty || asked.isEmpty else { return command }
            narrowing.tag = asked.isEmpty ? follow.tag : told(follow.tag)
            narrowing.notTag = asked.isEmpty ? follow.notTag : told(follow.notTag)
            guard !narrowing.isEmpty else { return command }
            // "오늘 아침 뭐 먹지", "손님 오는데 뭐 해먹지": nothing named, a tag asked: the tag's recipes, as
            // `반찬 뭐 먹지` lists the side dishes; from the fridge only when the line says so.
            if asked.isEmpty, narrowing.tag != nil || narrowing.notTag != nil, !Self.saysFromWhatIsHad(line) {
                var search = RecipeSearch(query: "", kind: filter.kind, method: filter.method, maxKcal: filter.maxKcal)
                search.narrowing = narrowing
                return .search(search)
            }
            filter.narrowing = narrowing
            // "국 말고 반찬으로 두부 요리": the kind the line asks for, read with what it leaves out.
            if filter.kind == nil { filter.kind = follow.kind }
            if filter.method == nil { filter.method = follow.method }
            return .recommend(ingredients: kept, filter: filter)
        case .search(var search):
            let all = search.query.split(separator: " ")
            let words = all.filter { word in
                !follow.exclude.contains(lexicon.canonicalName(word) ?? String(word)) && !follow.tagWords.contains(String(word))
            }
            // A line of one unknown word is searched by name, unless the word was a tag (`비건`, `간식`).
            if search.bare {
                guard tagged, words.isEmpty, !all.isEmpty else { return command }
                search.bare = false
            }
            search.query = words.joined(separator: " ")
            narrowing.tag = words.isEmpty ? follow.tag : told(follow.tag)
            narrowing.notTag = words.isEmpty ? follow.notTag : told(follow.notTag)
            guard !narrowing.isEmpty else { return command }
            search.narrowing = narrowing
            return .search(search)
        default:
            return command
        }
    }

    /// The food a word starts with when the rest is particles (`무는요`: 무 + 는 + 요), the longest first.
    func foodBeforeParticles(_ word: String) -> (ingredient: Ingredient, kind: NameKind)? {
        let chars = Array(word)
        guard chars.count >= 2, chars.count <= 8, Self.isHangulWord(word) else { return nil }
        for cut in stride(from: chars.count - 1, through: 1, by: -1) {
            let rest = String(chars[cut...])
            let bare = rest.endsBytes(with: "요") && rest.count > 1 ? String(rest.dropLast()) : rest
            guard KoreanParticles.isParticles(bare), let hit = lexicon.lookup(String(chars[..<cut])) else { continue }
            return hit
        }
        return nil
    }

    /// Whether a line asks from what there is (`냉장고에 있는 걸로`, `있는 재료로`, `with what I have`).
    static func saysFromWhatIsHad(_ line: String) -> Bool {
        let lower = line.lowercased()
        return Vocabulary.namesTheFridge(line) || FollowUpCues.onlyHaveKorean.contains { lower.contains($0) }
            || FollowUpCues.onlyHaveEnglish.contains { lower.contains($0) }
    }

    /// Whether the words after position `last` allow what came before rather than ask for it.
    static func allows(after last: Int, _ texts: [String]) -> Bool {
        var j = last + 1
        while j < texts.count, ["거", "것", "것도", "거도", "건", "도"].contains(texts[j]) { j += 1 }
        guard j < texts.count else { return false }
        let after = texts[j...].prefix(2).joined(separator: " ")
        return FollowUpCues.tagAllowedAfter.contains { after.startsBytes(with: $0) }
            || texts[last].endsBytes(with: "도") && texts[j].startsBytes(with: "괜찮")
    }

    /// The kind and method of a line read as a request for a tag's recipes, when every word the
    /// follow-up reading left is a kind or method word, a word of asking for ideas or a word of whom
    /// or when the tag is for; `nil` when some other word is left.
    static func tagRequest(_ follow: FollowUp) -> (String?, String?)? {
        var kind = follow.kind, method = follow.method
        for word in follow.leftovers {
            if Vocabulary.whatToCookWords.contains(word) || FollowUpCues.tagContextWords.contains(word)
                || Vocabulary.havingWords.contains(word) { continue }
            let forms = withoutEndings(word)
            if let k = forms.lazy.compactMap({ Vocabulary.kinds[$0] }).first {
                kind = kind ?? k
            } else if let m = forms.lazy.compactMap({ Vocabulary.methods[$0] }).first {
                method = method ?? m
            } else {
                return nil
            }
        }
        return (kind, method)
    }

    /// Whether `line` may hold what `followUp` reads as leaving out or a time limit: a digit (`30분
    /// 안에`, `under 20 minutes`), or the text of a leaving-out cue (`빼고`, `없이`, `안`, `without`, `no`).
    /// A cheap test that is true whenever `followUp` finds either (it may be true when it finds neither).
    static func mayNarrow(_ line: String) -> Bool {
        if line.utf8.contains(where: { $0 >= 0x30 && $0 <= 0x39 }) { return true }
        let lower = line.lowercased()
        return narrowingTexts.contains { lower.contains($0) }
    }

    private static let narrowingTexts = FollowUpCues.excludeAfterKorean + ["안", "free"] + Array(FollowUpCues.excludeBeforeEnglish)
        + FollowUpCues.quickEnglish + FollowUpCues.quickKorean.map { String($0.prefix(2)) } + FollowUpCues.lightEnglish
        + FollowUpCues.lightKorean.map { String($0.prefix(3)) }
        + FollowUpCues.tags.flatMap { cue in (cue.korean + cue.english + cue.not + cue.notEnglish).map { $0.split(separator: " ").first.map(String.init) ?? $0 } }

    /// Words that may stand beside `처음부터` / `start over`.
    static let resetFillers: Set<String> = ["다시", "시작", "하자", "할게", "해줘", "해", "좀", "그냥", "let's", "lets", "please", "again",
                                            "yori", "ok", "okay", "let", "s", "us", "할래", "하고", "싶어", "시작하자", "시작해", "시작할게",
                                            "할게요", "해요", "할래요", "시작할게요", "시작해요", "하죠", "갈게요", "갈게"]

    /// A word for a kind of dish (`찌개`, `튀김`, `반찬`, `soups`) that a line may leave out
    /// (`찌개 말고`, `no soups`): kept as it is, for `Narrowing.allows` to match names and kinds.
    static func dishWord(_ word: String) -> String? {
        guard !word.isEmpty else { return nil }
        if Vocabulary.kinds[word] != nil || Narrowing.dishFamilies.contains(word) { return word }
        if word.hasSuffix("s"), Vocabulary.kinds[String(word.dropLast())] != nil { return String(word.dropLast()) }
        return nil
    }

    /// A word for a whole category (`고기`, `meat`, `해물`), left out with every food it covers.
    private func generalFood(_ word: String) -> String? {
        guard !word.isEmpty, let hit = lexicon.lookup(word), hit.ingredient.isGeneral else { return nil }
        return hit.ingredient.name
    }

    private func food(_ word: String) -> String? {
        guard !word.isEmpty else { return nil }
        if let hit = lexicon.lookup(word), !hit.ingredient.isGeneral { return hit.ingredient.name }
        return nil
    }

    /// `국으로만` → [`국으로만`, `국`]: the word and what it is without a follow-up ending.
    static func withoutEndings(_ word: String) -> [String] {
        var words = [word]
        // `볶음으로요`, `찌개로요`: the polite 요 first, then the ending before it.
        let bases = word.endsBytes(with: "요") && word.count > 2 ? [word, String(word.dropLast())] : [word]
        for base in bases {
            if base != word { words.append(base) }
            for ending in FollowUpCues.kindEndings where base.endsBytes(with: ending) && base.count > ending.count {
                let stem = String(base.dropLast(ending.count))
                words.append(stem)
                for more in ["요리", "류"] where stem.endsBytes(with: more) && stem.count > more.count { words.append(String(stem.dropLast(more.count))) }
            }
        }
        return words
    }

    /// The word that leaves out what `at` names: an exclusion word after it, past the nouns of a
    /// thing (`매운 거 빼고`, `매운건 말고`), or an English one before it (`no spicy`, `nothing spicy`).
    static func leftOut(_ at: Set<Int>, _ texts: [String]) -> Set<Int>? {
        guard let first = at.min(), let last = at.max() else { return nil }
        var j = last + 1
        while j < texts.count, ["거", "건", "것", "걸", "거는", "것은", "음식", "요리", "메뉴", "종류", "건요"].contains(texts[j]) { j += 1 }
        if j < texts.count, FollowUpCues.excludeAfterKorean.contains(where: { texts[j].startsBytes(with: $0) }) {
            return Set((last + 1)...j)
        }
        // `매운 걸 못 먹어요`, `매운 건 싫어`, `매운 거 안 먹어`: what the eater cannot or will not have.
        if j < texts.count, FollowUpCues.refusalKorean.contains(where: { texts[j].startsBytes(with: $0) }) {
            let end = j + 1 < texts.count && ["못", "안"].contains(texts[j]) ? j + 1 : j
            return Set((last + 1)...end)
        }
        // The cue word itself may carry the exclusion (`매운거빼고`).
        if let word = texts[last...].first, FollowUpCues.excludeAfterKorean.contains(where: { word.endsBytes(with: $0) && word.utf8.count > $0.utf8.count }) {
            return []
        }
        if first > 0, FollowUpCues.excludeBeforeEnglish.contains(texts[first - 1]) || texts[first - 1] == "nothing" {
            return [first - 1]
        }
        return nil
    }

    /// The token positions of the first of `phrases` found: Korean words match as prefixes
    /// (`빼고요`), English words whole.
    static func phrase(in texts: [String], _ phrases: [String], korean: Bool) -> Set<Int>? {
        for phrase in phrases {
            let words = phrase.split(separator: " ").map(String.init)
            guard !words.isEmpty, words.count <= texts.count else { continue }
            for start in 0...(texts.count - words.count) {
                let fits = words.indices.allSatisfy { k in
                    korean ? texts[start + k].startsBytes(with: words[k]) : texts[start + k] == words[k]
                        || (k == words.count - 1 && texts[start + k] == words[k] + "?")
                }
                if fits { return Set(start..<(start + words.count)) }
            }
        }
        return nil
    }
}
