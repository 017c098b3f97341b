import Testing
@testable import YoriKit

/// The Korean stemmer (Stemmer, StemmerTable): particles by the context they need, verbs by
/// their endings, and food words that stand for other words.
@Suite struct StemmerTests {
    @Test(arguments: [
        ("대파랑", "대파", ["랑"]), ("계란으로만", "계란", ["으로", "만"]), ("두리안이랑", "두리안", ["이랑"]),
        ("가지를", "가지", ["를"]), ("물로", "물로", []), ("쌀로", "쌀로", []), ("감자는", "감자", ["는"]),
        ("당근을", "당근", ["을"]), ("용과랑", "용과", ["랑"]), ("tofu랑", "tofu", ["랑"]),
        // A particle that does not fit the word before it is no particle.
        ("가지고", "가지고", []), ("오이", "오이", []), ("파이", "파이", []), ("감자을", "감자을", []), ("당근를", "당근를", []),
        ("밥으로", "밥", ["으로"]), ("계란말이", "계란말이", []), ("고양이랑", "고양이", ["랑"]),
    ])
    func splitsParticlesThatFit(_ word: String, _ stem: String, _ particles: [String]) {
        let reading = Stemmer.reading(word) { w in StemmerTable.keptFinalI.contains(where: w.hasSuffix) }
        #expect(reading == Stemmer.Reading(stem: stem, particles: particles))
    }

    @Test func particleFormsFollowTheFinalConsonant() {
        #expect(Stemmer.isParticles("로", after: "물"))
        #expect(!Stemmer.isParticles("으로", after: "물"))
        #expect(Stemmer.isParticles("으로", after: "밥"))
        #expect(!Stemmer.isParticles("로", after: "밥"))
        #expect(Stemmer.isParticles("이랑은", after: "밥"))
        #expect(!Stemmer.isParticles("고", after: "가지"))
    }

    @Test(arguments: ["가지고", "가지다", "먹었어", "하는데", "배고파", "보관하면", "좋아해"])
    func recognisesPredicates(_ word: String) { #expect(Stemmer.isPredicate(word)) }

    @Test(arguments: ["감자", "대파", "tofu", "파", "당근"])
    func nounsAreNoPredicates(_ word: String) { #expect(!Stemmer.isPredicate(word)) }

    @Test func boundNounsAndPhrasesAreNoFood() {
        #expect(Stemmer.isNotFood("게", previous: "하는", previousIsNoun: false, next: "좋아"))
        #expect(Stemmer.isNotFood("게", previous: "먹을", previousIsNoun: false, next: nil))
        #expect(!Stemmer.isNotFood("게", previous: "대게랑", previousIsNoun: true, next: nil))
        #expect(!Stemmer.isNotFood("게", previous: nil, previousIsNoun: false, next: "보관법"))
        #expect(Stemmer.isNotFood("배가", previous: nil, previousIsNoun: false, next: "고파"))
        #expect(!Stemmer.isNotFood("배", previous: "사과", previousIsNoun: true, next: "2개"))
        #expect(Stemmer.isNotFood("밤에", previous: nil, previousIsNoun: false, next: "뭐"))
        #expect(!Stemmer.isNotFood("밤으로", previous: nil, previousIsNoun: false, next: "뭐"))
    }

    /// An auxiliary verb after a verb's 아/어 form (`시어 버린`, `상해 버린`, `삶아 놓은`, `데쳐 둔`) is no food;
    /// after a noun (`바나나 버린 거`) it is the verb itself, and a noun ending in 어 is no verb's form.
    @Test func auxiliaryVerbsAfterAVerbAreNoFood() {
        for (previous, word) in [("시어", "버린"), ("익어", "버린"), ("상해", "버린"), ("삶아", "놓은"), ("데쳐", "둔"), ("말라", "버렸어")] {
            #expect(Stemmer.isNotFood(word, previous: previous, previousIsNoun: false, next: "김치로"), "\(previous) \(word)")
        }
        #expect(!Stemmer.isNotFood("버린", previous: "바나나", previousIsNoun: true, next: "거"))
        #expect(!Stemmer.isNotFood("버린", previous: "김치", previousIsNoun: false, next: "거"))
        #expect(!Stemmer.isNotFood("버린", previous: "익은", previousIsNoun: false, next: "거"))
    }

    /// A question word glued to a verb in the past or the chat's noun form is split off; the present
    /// forms glued are cue words of their own and stay whole.
    @Test func aQuestionWordGluedToAVerbIsSplit() {
        #expect(RequestParser.questionGluedToVerb("뭐해먹었지") == ["뭐", "해먹었지"])
        #expect(RequestParser.questionGluedToVerb("몇개남음") == ["몇개", "남음"])
        #expect(RequestParser.questionGluedToVerb("얼마나남았어") == ["얼마나", "남았어"])
        #expect(RequestParser.questionGluedToVerb("뭐하지") == nil)
        #expect(RequestParser.questionGluedToVerb("뭐해먹지") == nil)
        #expect(RequestParser.questionGluedToVerb("뭐든지") == nil)
    }

    /// A chat verb in the noun form (`삼` = 샀음) is read so only as the line's last word.
    @Test func aChatVerbIsReadOnlyAtTheEnd() {
        #expect(Tokenizer.words("계란 10개 삼").map(\.text) == ["계란", "10개", "샀음"])
        #expect(Tokenizer.words("두부 삼 ㅋㅋ").map(\.text) == ["두부", "샀음", "ㅋㅋ"])
        #expect(Tokenizer.words("삼 일 뒤").map(\.text) == ["삼", "일", "뒤"])
    }

    let parser = RequestParser(lexicon: try! Builtin.lexicon())

    /// An ingredient is found only as a whole word or a word with particles.
    @Test(arguments: [
        ("지금 가지고 있는 재료 알려줘", [String]()), ("대파는 어떻게 보관하는 게 좋아?", ["대파"]), ("가지를 볶아 먹고 싶어", ["가지"]),
        ("배가 고파 뭐 먹지", []), ("배고파", []), ("무슨 요리 있어", []), ("파티 음식 추천", []), ("사과랑 배로 뭐 만들어", ["사과", "배"]),
        ("밤에 뭐 먹지", []), ("두부 먹을 게 없어", ["두부"]), ("오늘 저녁 아이 간식 추천해줘", []),
        // An alias spelled as a food with particles reads as the food (밥이랑 is also a seasoning's name).
        ("밥이랑 김치로 뭐 만들어", ["밥", "김치"]),
    ])
    func findsIngredientsOnlyAsWords(_ line: String, _ expected: [String]) {
        let found = parser.knownIngredients(in: line).map { $0.canonical ?? $0.word }
        #expect(found == expected)
    }

    /// Rows of the stemmer's tables that decide whether a word the lexicon does not know is a
    /// food: 하고 as a verb ending, 용 (what a thing is for), not-food words with particles after
    /// one syllable, and past endings typed with ㅅ.
    @Test(arguments: [
        ("퇴근하고 집 왔는데 계란이랑 김치로 뭐 해먹지", ["계란", "김치"]),
        ("용과하고 계란으로 뭐 만들어", ["용과", "계란"]),
        ("닭가슴살 고구마 식단용으로 뭐 만들지", ["닭가슴살", "고구마"]),
        ("우리 애가 브로콜리를 안 먹는데 브로콜리로 뭐 만들면 먹을까", ["브로콜리"]),
        ("템페 두부 있는데 뭐 만들지", ["템페", "두부"]),
        ("시금치 빨리 먹어야 되는데 뭐 하지", ["시금치"]),
    ])
    func unknownWordsAreFoodOnlyInAList(_ line: String, _ expected: [String]) {
        guard case .recommend(let asked, _) = parser.parse(line, today: LocalDay(iso: "2026-11-22")!).command else {
            Issue.record("\(line) is no request for ideas")
            return
        }
        #expect(asked.map { $0.canonical ?? $0.word } == expected)
    }

    @Test(arguments: [("해먹엇어", "해먹었어"), ("햇어", "했어"), ("샀엇다", "샀었다"), ("만들엇음", "만들었음"), ("버섯", "버섯"),
                      ("lost", "lost")])
    func pastEndingsTypedWithSieutReadAsTheEnding(_ typed: String, _ read: String) {
        #expect(Vocabulary.fixingEnding(typed) == read)
    }
}
