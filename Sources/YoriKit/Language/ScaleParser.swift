/// A recipe asked for so many people or so many times over: `4인분으로 알려줘`, `4인분 기준으로 재료 알려주세요`,
/// `재료를 2배로 하면요?`, `반으로 줄여줘`, `for 4 people`, `make it for 4`, `double it`, `halve it`, and with a
/// recipe named, `김치찌개 4인분 레시피`, `2번 3인분으로 보여줘`, `show 계란말이 for 4` (docs/LANGUAGE.md, "Scaling").
/// The words are tables here; `RequestParser.scaledShow` decides whether the line is about a recipe.
enum ScaleParser {
    /// The ask and the tokens that say it: people (`ServingsParser`), or a multiple (`2배로`, `두 배`,
    /// `반으로`, `절반만`, `double`, `twice`, `halve`, `half the recipe`, `x2`, `scale it to 6`).
    static func find(_ tokens: [Token]) -> (ask: ServingsAsk, indices: Set<Int>)? {
        if let factor = factor(tokens) { return factor }
        if let people = ServingsParser.find(tokens), ServingsAsk.servingsRange.contains(people.count) {
            return (.servings(people.count), people.indices)
        }
        // "scale it to 6", "adjust the recipe to 3": a bare number after `to`, with a verb of scaling.
        if tokens.contains(where: { englishScaleVerbs.contains($0.text) }),
           let to = tokens.indices.first(where: { $0 + 1 < tokens.count && tokens[$0].text == "to" && Int(tokens[$0 + 1].text) != nil }),
           let n = Int(tokens[to + 1].text), ServingsAsk.servingsRange.contains(n) {
            return (.servings(n), [to, to + 1])
        }
        return nil
    }

    /// A multiple of the recipe said in the line.
    static func factor(_ tokens: [Token]) -> (ask: ServingsAsk, indices: Set<Int>)? {
        for (i, token) in tokens.enumerated() {
            let text = token.text
            // 2배, 2배로, 1.5배만; 두 배로, 세 배
            if let cut = text.firstIndex(of: "배"), cut != text.startIndex, factorEndings.contains(String(text[text.index(after: cut)...])),
               let n = QuantityParser.number(text[..<cut]), ServingsAsk.factorRange.contains(n) {
                return (.factor(n), [i])
            }
            if text.hasPrefix("배"), factorEndings.contains(String(text.dropFirst())), i > 0,
               let n = QuantityParser.number(tokens[i - 1].text) ?? QuantityParser.koreanNumbers[tokens[i - 1].text],
               n != 0.5, ServingsAsk.factorRange.contains(n) {
                return (.factor(n), [i - 1, i])
            }
            // 반으로, 절반만: half the recipe (never `반 모`, a half of something).
            if halfKorean.contains(text) { return (.factor(0.5), [i]) }
            if let n = englishFactors[text] { return (.factor(n), [i]) }
            // x2, 2x, ×3
            if let n = timesSign(text), ServingsAsk.factorRange.contains(n) { return (.factor(n), [i]) }
            // "half the recipe", "make half", "cut it in half", "half of it"
            if text == "half", i + 1 == tokens.count || ["the", "it", "of", "a", "recipe", "portion", "please", "batch"].contains(tokens[i + 1].text)
                && (i + 2 >= tokens.count || !["block", "blocks", "pack", "cup", "bottle", "onion", "can"].contains(tokens[i + 2].text)) {
                return (.factor(0.5), [i])
            }
        }
        return nil
    }

    /// `x2`, `2x`, `×2`: a multiple.
    static func timesSign(_ text: String) -> Double? {
        for sign in ["x", "×"] {
            if text.hasPrefix(sign), let n = QuantityParser.number(text.dropFirst(sign.count)) { return n }
            if text.hasSuffix(sign), let n = QuantityParser.number(text.dropLast(sign.count)) { return n }
        }
        return nil
    }

    /// What may follow 배 in a multiple (`2배로`, `2배만`, `2배요`).
    static let factorEndings: Set<String> = ["", "로", "로요", "로만", "만", "요", "씩", "가", "를", "으로"]
    /// Half the recipe in Korean: the whole word (`반 모` is a half of something).
    static let halfKorean: Set<String> = ["반으로", "반만", "절반으로", "절반만", "반으로요", "절반으로요", "반절로", "반절만"]
    static let englishFactors: [String: Double] = [
        "double": 2, "doubled": 2, "twice": 2, "triple": 3, "tripled": 3, "quadruple": 4, "quadrupled": 4, "halve": 0.5,
        "halved": 0.5,
    ]
    static let englishScaleVerbs: Set<String> = ["scale", "adjust", "resize", "change", "convert"]

    /// Words that make a line about the recipe shown, with a scale: `재료`, `레시피`, `it`, `recipe`, and the
    /// Korean verbs of telling and changing (`알려줘`, `줄여줘`, `하면요`).
    static let recipeWords: Set<String> = [
        "재료", "레시피", "분량", "양", "기준", "이거", "그거", "이걸", "그걸", "이것", "그것", "요리법", "조리법",
        "it", "this", "that", "recipe", "ingredients", "amounts", "amount", "quantities", "scale", "scaled", "adjust", "resize",
        "version", "batch", "double", "triple", "halve",
    ]
    static let recipeVerbPrefixes = ["알려", "보여", "줄여", "줄이", "늘려", "늘리", "바꿔", "바꾸", "맞춰", "맞추", "해줘", "해 줘", "해주",
                                     "하면", "만들면", "계산", "다시", "만큼"]
    /// Words said around a scale that add nothing (`좀`, `please`, `the`).
    static let fillers: Set<String> = [
        "좀", "그럼", "그러면", "다시", "이", "그", "만", "로", "으로", "요", "해", "줘", "주세요", "어떻게", "돼", "돼요", "되나요",
        "먹을", "먹기", "먹을거면", "먹으려면",
        "the", "a", "for", "please", "me", "show", "make", "can", "could", "you", "to", "what", "are", "is", "if", "i", "we", "so",
        "how", "much", "many", "do", "need", "would", "be", "up", "down", "of", "give", "now", "ok", "okay", "then", "and",
        "tell", "just", "instead", "as", "in", "cut", "people", "persons", "servings", "serving", "portions", "one", "whole",
    ]

    /// Whether a word left beside a scale says the line is about the recipe (`재료`, `it`, `알려줘`).
    static func isRecipeWord(_ token: Token) -> Bool {
        token.isAny(recipeWords) || token.starts(with: recipeVerbPrefixes)
    }

    static func isFiller(_ token: Token) -> Bool {
        token.isAny(fillers) || !token.text.contains(where: \.isLetter)
    }
}

extension RequestParser {
    /// A recipe asked for at a scale (`ScaleParser`): the recipe shown (`4인분으로 알려줘`, `double it`:
    /// the other words only say it is the recipe, or nothing) or the one the rest of the line shows
    /// (`김치찌개 4인분 레시피`, `2번 3인분으로`, `show 계란말이 for 4`, `kimchi stew for 4`: the line read
    /// again without the scale is `show`, or a search by name alone). Anything else (`4인분 뭐 만들까`,
    /// `밥 2인분 남았어`) is read as before, its people kept as `servings` of a request for ideas.
    func scaledShow(_ tokens: [Token], today: LocalDay) -> Command? {
        guard let (ask, indices) = ScaleParser.find(tokens) else { return nil }
        let rest = tokens.indices.filter { !indices.contains($0) }.map { tokens[$0] }
        if rest.allSatisfy({ ScaleParser.isFiller($0) || ScaleParser.isRecipeWord($0) }),
           rest.isEmpty || rest.contains(where: ScaleParser.isRecipeWord) || { if case .factor = ask { true } else { false } }() {
            return .show(ReferenceParser.find(rest).map { .number($0.0) }, scale: ask)
        }
        let text = rest.map(\.text).joined(separator: " ")
        switch parse(text, today: today).command {
        case .show(let reference?, nil):
            return .show(reference, scale: ask)
        case .search(let search) where !search.query.isEmpty && search.kind == nil && search.method == nil && search.maxKcal == nil
            && search.narrowing.isEmpty && !Hangul.isChoseongQuery(search.query):
            return .show(.name(search.query), scale: ask)
        default:
            return nil
        }
    }
}

extension RequestParser {
    /// A scale said at the end of a command's words (`yori show 계란말이 4인분`, `… 2배`, `… for 4`): the ask
    /// and the words before it; `nil` when the last words say no scale on their own.
    public func scaleAsk(endingWords words: [String]) -> (ask: ServingsAsk, rest: [String])? {
        for count in [2, 1] where words.count > count {
            let tail = Tokenizer.words(Hangul.composed(InputCleaner.clean(words.suffix(count).joined(separator: " "))))
            if let (ask, indices) = ScaleParser.find(tail), indices.count == tail.count {
                return (ask, Array(words.dropLast(count)))
            }
        }
        return nil
    }

    /// A people count among a command's words (`yori cook 대파 계란 4인분`, `… 4 people`; one word or two that say
    /// only that): the count and the other words; `nil` when none does.
    public func servings(amongWords words: [String]) -> (count: Int, rest: [String])? {
        for i in words.indices {
            for count in [2, 1] where i + count <= words.count {
                let part = Tokenizer.words(Hangul.composed(InputCleaner.clean(words[i..<(i + count)].joined(separator: " "))))
                if let (people, indices) = ServingsParser.find(part), indices.count == part.count,
                   ServingsAsk.servingsRange.contains(people) {
                    return (people, Array(words[..<i] + words[(i + count)...]))
                }
            }
        }
        return nil
    }
}
