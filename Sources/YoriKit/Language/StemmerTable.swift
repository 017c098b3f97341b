/// The data the Korean stemmer reads (docs/LANGUAGE.md, "Stemming"): particles (조사) and
/// endings (어미) with the context each may follow, bound nouns that only stand after a verb
/// in its noun-modifying form, and food words that are other words in a fixed phrase.
/// Change the language here, not in the rules.
enum StemmerTable {
    /// What a suffix may follow: the last syllable of the word before it.
    enum After: Sendable {
        /// Anything (하고, 에, 도, 만, …).
        case any
        /// A syllable with a final consonant (받침): 이랑, 과, 을, 이, 은, 으로.
        case consonant
        /// A syllable without one: 랑, 와, 를, 가, 는.
        case vowel
        /// No final consonant, or ㄹ (로: 파로, 물로).
        case vowelOrRieul
        /// A final consonant other than ㄹ (으로: 밥으로, never 물으로).
        case consonantNotRieul
    }

    struct Suffix: Sendable {
        let text: String
        let after: After
        /// A particle that lists things used or combined (랑, 하고, 로): the word before it is an ingredient in a request.
        let listing: Bool

        init(_ text: String, _ after: After = .any, listing: Bool = false) {
            self.text = text
            self.after = after
            self.listing = listing
        }
    }

    /// 조사 and the light words that attach to a noun, up to three stacked (`계란으로만`).
    static let particles: [Suffix] = [
        Suffix("이랑", .consonant, listing: true), Suffix("랑", .vowel, listing: true), Suffix("하고", listing: true),
        Suffix("과", .consonant, listing: true), Suffix("와", .vowel, listing: true),
        Suffix("으로", .consonantNotRieul, listing: true), Suffix("로", .vowelOrRieul, listing: true),
        Suffix("이나", .consonant, listing: true), Suffix("나", .vowel, listing: true),
        Suffix("을", .consonant), Suffix("를", .vowel), Suffix("이", .consonant), Suffix("가", .vowel),
        Suffix("은", .consonant), Suffix("는", .vowel), Suffix("에서"), Suffix("에"), Suffix("도"), Suffix("만"),
        Suffix("까지"), Suffix("부터"), Suffix("밖에"), Suffix("의"), Suffix("이요", .consonant), Suffix("요"),
        Suffix("이든", .consonant), Suffix("든지"), Suffix("든"), Suffix("들"), Suffix("좀"), Suffix("뿐인데"), Suffix("뿐이야"), Suffix("뿐이에요"), Suffix("뿐이라"), Suffix("뿐"),
        Suffix("한테"), Suffix("에게"), Suffix("처럼"), Suffix("보다"), Suffix("이랑은", .consonant), Suffix("만으로", listing: true),
    ]

    /// Particles that are also a verb ending after a verbal noun: `퇴근하고` (하다 + 고, "after work"),
    /// `운동하고`. On a word the lexicon does not know they list it only before another food
    /// (`용과하고 계란으로`), never before a verb (`퇴근하고 왔는데`).
    static let verbalParticles: Set<String> = ["하고"]

    /// Noun endings that say what a thing is for, not what it is (`식단용으로`, `도시락용`, `아이용`):
    /// a word the lexicon does not know ending in one is never an ingredient.
    static let purposeEndings = ["용"]

    /// Word endings whose final 이 is part of the word, not a particle (계란말이, 떡볶이, 오이).
    static let keptFinalI = ["말이", "볶이", "구이", "절이", "튀기", "무침이", "파이", "오이", "라이", "고양이", "목이", "꽂이", "떡꼬치"]

    /// 어미 that end a verb or adjective (`가지고`, `먹었어`, `하는데`, `배고파`): a word ending in
    /// one, whose stem is no noun, is a predicate and never the name of a food or a dish.
    static let endings: [String] = [
        "는데", "었", "았", "었어", "았어", "어요", "해요", "해", "데", "지만", "니까", "죠", "까", "다", "야", "냐", "니",
        "지", "게", "려고", "러", "면서", "했", "해서", "할까", "하면", "려면", "으면", "다면", "러면", "자면", "려", "워", "줘",
        "요", "래", "봐", "와", "돼", "싶어", "냈어", "했어", "였어", "겼어", "웠어", "쳤어", "졌어", "렸어", "셨어", "했음",
        "냈음", "지고", "고서", "고파", "고픈", "고프", "었고", "았고", "하고서",
        // 봐서, 와서 (아서/어서: "and so"); 해둬, 해놔 (두어/놓아: "keep it so").
        "서", "둬", "놔",
        // 넣어놨더라, 했던가 (recalling: "was it …").
        "더라", "던가", "더라고",
    ]

    /// Endings that turn a verb into a modifier of the noun after it (`하는`, `먹을`, `좋은`):
    /// the noun after such a word may be a bound noun.
    static let modifierEndings: [String] = ["는", "은", "던", "을", "할", "한", "될", "된", "랑"]

    /// Nouns that only stand after a modifier (`하는 게 좋아`, `먹을 거`, `하는 김에`): there
    /// they are 것/수/김…, never a food, even when the lexicon has the same word (게 crab, 김 laver).
    static let boundNouns: Set<String> = ["게", "거", "걸", "건", "것", "게요", "거야", "거지", "수", "데", "줄", "때", "적", "김",
                                          "김에", "만큼", "뻔", "척", "듯", "채", "대로"]

    /// Food words that are another word before a fixed next word (`배가 고파`: the stomach;
    /// `밤에`: at night): the word (with its particles) and how the next word starts.
    static let phrases: [(word: String, next: [String])] = [
        ("배", ["고파", "고프", "고픈", "불러", "부르", "불렀", "아파", "아프", "터지"]),
        ("배가", ["고파", "고프", "고픈", "불러", "부르", "불렀", "아파", "아프", "터지"]),
        ("배는", ["고파", "고프", "고픈", "불러", "부르"]),
        ("감이", ["안", "잡", "와", "오"]),
        ("감", ["잡", "안 와"]),
        // "밥 반찬", "밥도둑": dishes to go with rice, not rice to cook with
        ("밥", ["반찬", "도둑"]),
    ]

    /// Auxiliary verbs (보조용언) after a verb's 아/어 form — 버리다 (done, for good), 놓다 and 두다 (done
    /// ahead) — as their forms start: `시어 버린`, `익어 버렸어`, `상해 버린`, `삶아 놓은`, `데쳐 둔`. They
    /// only say how the verb before ended, so they are never a food or a name.
    static let auxiliaryVerbs: [String] = ["버리", "버린", "버렸", "버려", "버림", "버릴", "놓은", "놓았", "놓고", "놓인", "놨", "놔",
                                           "둔", "뒀", "둬", "두었", "두고"]

    /// The vowels a verb's 아/어 form ends in, on a syllable with no final consonant: 삶아 (ㅏ), 상해 (ㅐ),
    /// 시어 (ㅓ), 데쳐 (ㅕ), 봐 (ㅘ), 돼 (ㅙ), 구워 (ㅝ) — the Unicode vowel indexes (ㅏ 0 … ㅣ 20).
    static let connectiveVowels: Set<UInt32> = [0, 1, 4, 6, 9, 10, 14]

    /// Food words that are another word with a particle (`밤에` at night, `밤새`): never the food.
    static let notFoodWithParticle: [String: Set<String>] = [
        "밤": ["에", "에는", "엔", "새", "까지", "마다"],
    ]
}
