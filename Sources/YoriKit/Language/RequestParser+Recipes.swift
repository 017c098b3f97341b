/// The recipe-book intents: the next page of a search, and "I cooked this".
extension RequestParser {
    /// Whole lines that ask for the next page of the last search.
    static let moreLines: Set<String> = [
        "more", "next", "next page", "show more", "more please", "다음", "다음 페이지", "다음거", "더", "더 보여줘", "더보여줘",
        "더 보여 줘", "더 보여주세요", "더 줘", "더 있어", "더 없어", "다음 거", "다음 것", "계속", "show me more", "more results",
        "more recipes", "more please", "give me more", "next one", "next ones", "keep going", "더 알려줘", "더 추천해줘",
        "더 보여줄래", "다른 것도", "다른 거 더", "다른 것도 보여줘", "다른 거 더 보여줘", "다음 페이지 보여줘", "more ideas",
        "다른 거", "다른거", "다른 거 보여줘", "다른거 보여줘", "다른 거 추천해줘", "다른거 추천해줘", "다른 거 없어", "다른거 없어",
        "딴 거", "딴거", "딴 거 보여줘", "딴거 보여줘", "딴 거 추천해줘", "딴거 추천해줘", "다른 메뉴", "다른 메뉴 추천해줘",
        "something else", "anything else", "other ones", "show me others", "show me other ones", "different ones",
        "more options", "other options", "any others", "what else",
    ]

    /// `more`, `더 보여줘`, `다음`: the words of the line, trimmed of `?`/`!` by the tokenizer; or a
    /// short line of a word of going on (`moreHeads`) and only words of the page, of showing and
    /// fillers (`다음 페이지 ㄱㄱ`, `more results please`, `다른 레시피도 보여줘`, `더 보여줄 수 있어?`).
    static func isMore(_ whole: String, tokens: [Token]) -> Bool {
        if moreLines.contains(whole) { return true }
        guard tokens.count <= 6 else { return false }
        var head = false
        for token in tokens {
            if moreHeads.contains(token.text) || moreHeads.contains(token.stem) {
                head = true
            } else if !(moreWords.contains(token.text) || moreWords.contains(token.stem) || token.starts(with: moreVerbPrefixes)) {
                return false
            }
        }
        return head
    }

    /// Words that say "go on": the next page, more, others.
    static let moreHeads: Set<String> = ["more", "next", "다음", "담", "더", "더보기", "계속", "또", "다른", "딴", "다른거", "딴거",
                                         "다음거", "다음꺼", "담거", "else", "other", "others", "another"]
    /// Words a line asking for more may carry besides: what comes next (page, results, ones), showing, fillers.
    static let moreWords: Set<String> = ["페이지", "page", "pages", "거", "꺼", "것", "레시피", "메뉴", "요리", "결과", "목록",
                                         "results", "recipes", "options", "ones", "one", "ideas", "dishes", "please", "pls", "plz",
                                         "좀", "ㄱㄱ", "me", "show", "give", "any", "some", "something", "anything", "what", "있어",
                                         "없어", "있나", "없나", "뭐", "그", "수", "있어요", "있나요", "없어요", "the", "장", "ok",
                                         "okay", "응", "그래", "ㅇㅇ", "got", "have", "you", "is", "there", "do", "are"]
    static let moreVerbPrefixes = ["보여", "추천", "알려", "줘", "주세요", "부탁", "볼래", "볼게", "볼 수"]

    /// Korean cues that a dish was cooked (as opposed to an ingredient used: 먹었어 = fridge_use).
    static let cookedKorean = ["해먹었", "해 먹었", "만들어 먹었", "만들어먹었", "요리했", "만들었", "해먹음", "해 먹음",
                               "만들어먹음", "만들어봤", "만들어 봤", "해봤", "해 봤", "해먹어봤", "해 먹어 봤", "해먹어 봤"]

    /// Past verbs of cooking that log a dish when one is named (`김치찌개 끓였어`, `잡채 했는데`).
    static let cookedDishVerbs = ["끓였", "끓여 먹었", "끓여먹었", "볶았", "볶아 먹었", "볶아먹었", "구웠", "구워 먹었", "구워먹었", "부쳤",
                                  "부쳐 먹었", "무쳤", "쪄 먹었", "쪘", "했어", "했는데", "했음", "했다", "했지롱"]

    /// Words after a line-initial `made` that make it no dish cooked (`made a mess`, `made it`, `made sure`).
    static let notMadeObjects: Set<String> = ["a", "an", "it", "me", "you", "sure", "up", "sense", "that", "this", "my", "no",
                                              "some", "the", "too", "so", "mistake", "mistakes"]

    /// How a dish was cooked, never part of its name: a Korean adverb (`맛있게`, `간단하게`, `든든히`:
    /// three syllables or more ending in 게 or 히, unknown to the lexicon; 꽃게 and 대게 are food) or
    /// one of `cookingAdverbs` (`대충`, `같이`).
    func isHowItWasCooked(_ token: Token) -> Bool {
        let text = token.text
        if Self.cookingAdverbs.contains(text) { return true }
        guard text.count >= 3, text.hasSuffix("게") || text.hasSuffix("히"), Self.isHangulWord(text) else { return false }
        return lexicon.lookup(key: text) == nil && !Self.isDishWord(token)
    }
    static let cookingAdverbs: Set<String> = ["대충", "빨리", "같이", "함께", "혼자", "많이", "조금", "잔뜩", "너무", "정말", "진짜",
                                              "완전", "겨우", "드디어", "간만에", "제대로"]

    /// Verb forms before 먹었 (`끓여 먹었어`) and words of when, none part of a dish's name.
    static let cookingForms: Set<String> = ["끓여", "볶아", "구워", "부쳐", "무쳐", "쪄", "삶아", "데워", "또", "직접", "처음", "오랜만에"]
    static let whenWords: Set<String> = ["주말", "아까", "방금", "저번", "지난번", "요즘", "점심", "저녁", "아침", "낮", "밤", "새벽"]

    /// `계란말이 해먹었어, 별점 4`, `2번 만들었어 5점 메모: 짰음`, `cooked 계란말이 rating 4`,
    /// `어제 된장찌개 해 먹었어` (logged on yesterday), `김치찌개 먹었어 별점 5` (a rating makes
    /// eating a dish a log line), `… 별점 5 맛있었음` (words after the rating are the note).
    func cooked(_ tokens: [Token], cue: Cues, line: String, today: LocalDay) -> Command? {
        // "can I freeze cooked rice?" asks about food, it does not log a dish.
        let englishCooked = cue.english(["cooked"]) && !RequestParser.isEnglishQuestion(tokens)
        let rated = tokens.contains { ["별점", "평점", "rating", "rated"].contains($0.stem) }
            && (cue.korean(["먹었", "먹음"]) || cue.english(["ate", "had", "made"]))
        // "김치찌개 끓였어", "제육볶음 했어": a verb of cooking in the past with a dish (not an ingredient) named.
        let cookedDish = cue.korean(Self.cookedDishVerbs) && !RequestParser.isQuestion(line, tokens)
            && tokens.contains { Self.isDishWord($0) && lexicon.lookup(key: $0.stem) == nil && lexicon.lookup(key: $0.text) == nil }
        // "made bulgogi yesterday": the subject left out, as people type.
        let madeFirst = tokens.first?.text == "made" && tokens.count >= 2
            && (tokens.dropFirst().contains(where: Self.isDishWord) || !Self.notMadeObjects.contains(tokens[1].text))
        guard cue.korean(Self.cookedKorean) || englishCooked || cue.phrase(["i made", "made it"]) || rated || cookedDish || madeFirst else {
            return nil
        }
        // "떡이랑 어묵 있는데 뭐 해먹음?": a question word with a form that is not past (해먹음) asks what to cook.
        if !rated, !englishCooked, !cookedDish, !madeFirst, !cue.korean(Self.cookedPastKorean),
           tokens.contains(where: { ["뭐", "뭘", "무엇", "무슨"].contains($0.stem) }) {
            return nil
        }
        var note = Self.note(in: line)
        let noteStart = tokens.firstIndex { ["메모", "note", "notes"].contains($0.stem) } ?? tokens.count
        // "어제 된장찌개 해 먹었어": the day it was cooked (a day to come is not one).
        var day: LocalDay?
        var dateTokens = 0..<0
        if let (found, range) = DateParser(today: today).find(Array(tokens[..<noteStart])), found <= today {
            day = found == today ? nil : found
            dateTokens = range
        }
        var rating: Int?
        var words: [String] = []
        var afterRating: [String] = []
        var afterVerb = false
        // Where a comma or full stop closes a clause ("I made pancakes, the kids loved it"): the
        // dish is named before it, and a clause after it that is no rating or day is how it was.
        let clauseStarts = Self.clauseStarts(line, tokenCount: tokens.count)
        var i = 0
        while i < noteStart {
            let token = tokens[i]
            let text = token.text
            if dateTokens.contains(i) { i += 1; continue }
            if clauseStarts.contains(i), !words.isEmpty { afterVerb = true }
            if ["별점", "평점", "rating", "rated", "score", "star", "stars"].contains(token.stem) {
                if i + 1 < noteStart, let n = Self.ratingNumber(tokens[i + 1].text) { rating = n; i += 2; continue }
                i += 1
                continue
            }
            if let n = Self.ratingNumber(text), text.hasSuffix("점") || text.hasSuffix("/5") || text.hasPrefix("★")
                || (i + 1 < noteStart && ["stars", "star", "점"].contains(tokens[i + 1].text)) {
                rating = n
                i += 1
                continue
            }
            // Once the note has begun, it is kept as written: "needs more garlic", "좀 짰어" (its
            // small words are how it was, not fillers to drop).
            if !afterRating.isEmpty, rating != nil || afterVerb {
                afterRating.append(token.text)
                i += 1
                continue
            }
            let isCue = (Self.cookedKorean + Self.cookedDishVerbs).contains { text.hasPrefix($0.filter { $0 != " " }) }
                || ["해", "먹었어", "먹었다", "먹었음", "먹었어요", "cooked", "made", "i", "we", "today", "yesterday", "오늘",
                    "어제", "점", "and", "gave", "it", "을", "를", "ate", "had", "out", "of"].contains(text)
                || text.hasPrefix("먹었") || text.hasPrefix("만들어") || Self.cookingForms.contains(text)
                || Self.whenWords.contains(token.stem)
                // Before the verb, how it was cooked (`김치찌개 맛있게 해먹었어`); after it, the note's words.
                || !afterVerb && afterRating.isEmpty && rating == nil && isHowItWasCooked(token)
            // "계란말이 해먹었어 맛있었다", "cooked japchae, it was great": words after the verb, or from
            // "it was" on, once the dish is named, are how it was.
            if !words.isEmpty, isCue && ((Self.cookedKorean + Self.cookedDishVerbs).contains(where: { text.hasPrefix($0.filter { $0 != " " }) })
                || text.hasPrefix("먹었")) || ["it", "was", "tasted", "turned"].contains(text) {
                if afterRating.isEmpty, !isCue || text == "it" { afterRating.append(token.text); afterVerb = true; i += 1; continue }
                afterVerb = true
            }
            if afterVerb, rating == nil, !afterRating.isEmpty, !isCue || ["it", "was"].contains(text) {
                afterRating.append(token.text)  // "it was great": the note as written
                i += 1
                continue
            }
            // "점심에 떡볶이": a meal word is when, not part of the name.
            // A small word right after the rating begins the note ("3 stars, way too sweet", "별점 4, 좀 짰어").
            if !isCue, rating != nil || afterVerb, !words.isEmpty, Self.ratingNumber(text) == nil, RequestParser.hasLetters(text),
               RequestParser.isFiller(text) || RequestParser.isFiller(token.stem), i + 1 < noteStart {
                afterRating.append(token.text)
                i += 1
                continue
            }
            if !isCue && !RequestParser.isFiller(text) && !RequestParser.isFiller(token.stem) {
                // Words after the rating or the verb, once the dish is named, are how it was.
                if (rating != nil || afterVerb) && !words.isEmpty { afterRating.append(token.text) } else { words.append(token.stem) }
            }
            i += 1
        }
        if note == nil, !afterRating.isEmpty {
            note = Self.asWritten(afterRating, in: line) ?? afterRating.joined(separator: " ")
        }
        let reference: RecipeReference?
        if let (n, _) = ReferenceParser.find(Array(tokens[..<noteStart])) {
            reference = .number(n)
        } else {
            let name = words.filter { !Vocabulary.pronouns.contains($0) && ReferenceParser.numbered($0) == nil }
            reference = name.isEmpty ? nil : .name(name.joined(separator: " "))
        }
        return .cooked(recipe: reference, rating: rating, note: note, day: day)
    }

    /// The indexes of the tokens that begin a clause after a comma or full stop in `line` (the
    /// tokens of the text before each mark, counted); none when the count disagrees with `tokenCount`.
    static func clauseStarts(_ line: String, tokenCount: Int) -> Set<Int> {
        guard line.contains(where: { $0 == "," || $0 == "." }) else { return [] }
        var starts: Set<Int> = []
        var prefix = ""
        for ch in line {
            if ch == "," || ch == "." && !(prefix.last?.isNumber ?? false) {
                let count = Tokenizer.tokens(prefix).count
                if count > 0, count < tokenCount { starts.insert(count) }
            }
            prefix.append(ch)
        }
        return Tokenizer.tokens(line).count == tokenCount ? starts : []
    }

    /// The end of `line` whose words are `words`, as typed (`perfect, would make again!`), or `nil`
    /// when the words do not end the line (a rating after them) or the line is long.
    static func asWritten(_ words: [String], in line: String) -> String? {
        let characters = Array(line)
        guard characters.count <= 400, let first = words.first?.first else { return nil }
        for start in characters.indices.reversed() where characters[start].lowercased().first == first.lowercased().first
            && (start == 0 || !characters[start - 1].isLetter && !characters[start - 1].isNumber) {
            let tail = String(characters[start...]).trimmingCharacters(in: [" "])
            if Tokenizer.tokens(tail) == words { return tail }
        }
        return nil
    }

    /// `4`, `4점`, `4/5`, `★★★★` → 4 when 1…5.
    static func ratingNumber(_ word: String) -> Int? {
        if !word.isEmpty, word.allSatisfy({ $0 == "★" }) { return word.count <= 5 ? word.count : nil }
        var digits = word
        for suffix in ["점", "/5"] where digits.hasSuffix(suffix) { digits = String(digits.dropLast(suffix.count)) }
        guard let n = Int(digits), (1...5).contains(n) else { return nil }
        return n
    }

    /// The text after `메모`/`note` (and a `:`), if any.
    static func note(in line: String) -> String? {
        let chars = Array(line)
        let lower = chars.map { $0.lowercased() }
        for cue in ["메모", "note"] {
            let needle = cue.map { String($0) }
            guard lower.count >= needle.count else { continue }
            for start in 0...(lower.count - needle.count) where Array(lower[start..<(start + needle.count)]) == needle {
                let rest = String(chars[(start + needle.count)...]).trimmingCharacters(in: [" ", ":", "\"", "'", "“", "”", ","])
                return rest.isEmpty ? nil : rest
            }
        }
        return nil
    }
}
