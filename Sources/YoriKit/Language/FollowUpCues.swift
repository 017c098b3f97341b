/// The cue words of follow-ups (`docs/LANGUAGE.md`, "Conversation"), as data: a phrasing is
/// a row here, read by `RequestParser.followUp(_:)`.
enum FollowUpCues {
    /// Endings a kind or method word may carry in a follow-up (`국으로만`, `반찬으로`, `볶음요리로`).
    static let kindEndings = ["종류로만", "종류로", "종류만", "종류", "있는거로", "있는걸로", "있는거", "있는걸", "있는것", "으로만", "로만", "으로", "로",
                              "만", "이요", "요", "은", "는", "류"]

    /// A word after a kind or method that makes it a narrowing (`국 종류로`, `볶음 위주로`).
    static let narrowingNextKorean = ["종류로", "종류만", "위주로", "위주", "쪽으로", "으로만", "로만", "으로", "로", "요리로", "요리만",
                                      "있는", "같은", "계열"]
    /// English words that make a kind or method word a narrowing (`only soups`, `something fried`).
    static let narrowingEnglish: Set<String> = ["only", "just", "something", "ones", "instead", "rather", "preferably", "please", "a", "an"]

    /// Korean words that leave out the food before them (`양파 빼고`, `양파빼고`, `양파 없이`).
    static let excludeAfterKorean = ["빼고", "빼구", "빼서", "빼줘", "빼", "말고", "없이", "제외하고", "제외", "안들어간", "안넣은", "없는"]
    /// English words that leave out the food after them (`without onion`, `no pork`).
    static let excludeBeforeEnglish: Set<String> = ["without", "no", "except", "minus", "skip", "excluding", "hold", "not",
                                                    "remove", "out"]  // `remove onion`, `take out the onions`

    /// A time limit: the word after the minutes (`30분 안에`, `20분 이내`, `10분컷`).
    static let withinKorean = ["안에", "안으로", "안쪽", "이내", "이내로", "이하", "내로", "내", "컷", "만에", "이면", "미만", "까지"]
    static let minuteUnitsEnglish: Set<String> = ["minutes", "minute", "mins", "min", "m"]
    static let withinEnglish: Set<String> = ["under", "within", "in", "less", "below", "max", "most", "fewer"]

    /// Nothing to buy.
    static let onlyHaveKorean = ["있는 걸로만", "있는걸로만", "있는 걸로", "있는걸로", "있는 것만", "있는것만", "있는 거로만", "있는거로만",
                                 "있는 거로", "있는 재료로만", "있는 재료로", "있는 재료만", "있는 것으로만", "안 사도", "안사도",
                                 "장 안 봐도", "장 안보고", "살 거 없이", "살거 없이", "사러 안"]
    /// The forms without 만 (`있는 걸로`): with a request for ideas in the same line they ask from
    /// what there is (`냉장고에 있는 걸로 뭐 해먹지`), not for only that.
    static let onlyHaveLooseKorean = ["있는 걸로", "있는걸로", "있는 거로", "있는거로", "있는 재료로", "있는 것으로"]
    static let onlyHaveEnglish = ["only what i have", "with what i have", "just what i have", "what i have", "nothing to buy",
                                  "no shopping", "without shopping", "without buying", "no buying", "what i've got", "what i got"]

    /// Fewer ingredients.
    static let simplerKorean = ["더 간단한", "더간단한", "간단한 거", "간단한거", "간단한 걸로", "간단하게", "더 쉬운", "쉬운 거", "쉬운거",
                                "재료 적은", "재료 덜", "재료가 적은", "덜 복잡한", "간단한 걸"]
    static let simplerEnglish = ["simpler", "easier", "something simple", "simple ones", "fewer ingredients", "less ingredients",
                                 "less complicated", "something easy", "easy ones"]

    /// The next ones not yet shown.
    static let somethingElseKorean = ["다른 거", "다른거", "다른 건", "다른건", "딴 거", "딴거", "다른 것", "다른 메뉴", "다른 레시피",
                                      "다른 걸로", "다른걸로", "다른 요리"]
    static let somethingElseEnglish = ["something else", "anything else", "other ones", "others", "different ones",
                                       "other options", "something different", "other recipes", "other dishes"]

    /// Starting over.
    static let resetKorean = ["처음부터", "새로", "새로 시작", "다시 처음", "다시 시작", "초기화", "리셋"]
    static let resetEnglish = ["start over", "start again", "reset", "new conversation", "from scratch", "start fresh"]

    /// Pointing back at the recipe in focus.
    static let pointingKorean = ["방금 그거", "방금거", "방금 거", "이거", "그거", "저거", "이걸", "그걸", "저걸", "이것", "그것",
                                 "요거", "요걸", "이 레시피", "그 레시피", "이 요리", "그 요리"]
    static let pointingEnglish = ["it", "its", "that one", "this one", "that recipe", "this recipe", "that", "this", "the one"]

    /// Verbs that change a list, said right after a shopping-list answer (`대파는 빼줘`, `대파 지워줘`,
    /// `take the milk off`; `양파도 추가해줘`, `양파 넣어줘`, `add onions too`): Korean ones start a word (a
    /// word with a past ending is what was done, not asked: `넣었어`, `추가했어`), English ones are words.
    static let listRemoveKorean = ["빼줘", "빼 줘", "빼주", "빼 주", "빼요", "빼라", "빼자", "지워", "지우", "삭제", "없애", "제거"]
    static let listRemoveEnglish: Set<String> = ["remove", "delete", "drop", "scratch"]
    /// `take X off`: both words, anywhere in the line.
    static let listRemovePairEnglish: [(String, String)] = [("take", "off"), ("cross", "out")]
    static let listAddKorean = ["추가", "넣어줘", "넣어 줘", "넣어주", "넣어 주", "넣자", "넣을래", "담아"]
    static let listAddEnglish: Set<String> = ["add", "put"]
    static let listPastKorean = ["했", "었", "놨", "뒀", "됐"]
    /// How a line is read again as said of the shopping list (`장보기 목록 대파는 빼줘`, `shopping list: take
    /// 대파 off`): Korean first, then English.
    static let shoppingListContexts = ["장보기 목록", "shopping list:"]

    /// English words that add to what was asked (`I also have rice`, `eggs too`).
    static let alsoEnglish: Set<String> = ["also", "too", "plus", "additionally"]

    /// What the recipe in focus lacks (`없는 재료는?`, `what do I need to buy?`): a part of its own.
    static let missingPart = "missing"

    /// A part of the recipe in focus (`재료만`, `몇 인분이야?`); the first row found wins, so the
    /// missing ones come before `재료는`.
    static let partsKorean: [(String, String)] = [
        ("없는 재료", missingPart), ("부족한 재료", missingPart), ("모자란 재료", missingPart), ("빠진 재료", missingPart),
        ("없는 거 뭐", missingPart), ("없는 게 뭐", missingPart), ("뭐 사야", missingPart), ("뭘 사야", missingPart),
        ("사야 할 재료", missingPart), ("사야 하는 재료", missingPart), ("사야 될 재료", missingPart), ("살 재료", missingPart),
        ("재료만", "ingredients"), ("재료는", "ingredients"), ("재료 뭐", "ingredients"), ("재료 알려", "ingredients"),
        ("뭐 들어가", "ingredients"), ("몇 인분", "servings"), ("몇인분", "servings"), ("몇 명", "servings"),
        ("몇명", "servings"), ("순서만", "steps"), ("만드는 법만", "steps"), ("만드는법만", "steps"), ("조리법만", "steps"),
        ("재료 목록", "ingredients"), ("재료 리스트", "ingredients"), ("재료 list", "ingredients"), ("재료가 뭐", "ingredients"),
        ("필요한 재료", "ingredients"), ("만드는 법", "steps"), ("만드는법", "steps"), ("순서 알려", "steps"),
        ("몇 분", "time"), ("몇분", "time"), ("얼마나 걸", "time"), ("시간 얼마나", "time"), ("시간이 얼마나", "time"),
        ("조리시간", "time"), ("조리 시간", "time"), ("걸리는 시간", "time"), ("시간은", "time"), ("오래 걸", "time"),
        ("칼로리", "kcal"), ("열량", "kcal"), ("kcal", "kcal"), ("살 쪄", "kcal"), ("살쪄", "kcal"),
        ("매워", "spicy"), ("맵나", "spicy"), ("매운가", "spicy"), ("매운 거야", "spicy"), ("매운거야", "spicy"), ("맵지 않아", "spicy"),
        ("안 매워", "spicy"), ("많이 매", "spicy"),
    ]
    static let partsEnglish: [(String, String)] = [
        ("what do i need to buy", missingPart), ("what do i have to buy", missingPart), ("what should i buy", missingPart),
        ("what do i need to get", missingPart), ("what am i missing", missingPart), ("what's missing", missingPart),
        ("what is missing", missingPart), ("missing ingredients", missingPart), ("what don't i have", missingPart),
        ("what do i lack", missingPart),
        ("just the ingredients", "ingredients"), ("only the ingredients", "ingredients"), ("ingredients only", "ingredients"),
        ("what are the ingredients", "ingredients"), ("what goes in", "ingredients"), ("the ingredients", "ingredients"),
        ("how many servings", "servings"), ("how many people", "servings"), ("how many does it serve", "servings"),
        ("serves how many", "servings"), ("how many portions", "servings"),
        ("just the steps", "steps"), ("only the steps", "steps"), ("steps only", "steps"),
        ("how long does it take", "time"), ("how long will it take", "time"), ("how long does that take", "time"),
        ("how long does this take", "time"), ("how long to make", "time"), ("how long to cook", "time"), ("cooking time", "time"),
        ("how much time", "time"), ("how many minutes", "time"), ("how many calories", "kcal"), ("calories", "kcal"),
        ("kcal", "kcal"), ("is it spicy", "spicy"), ("is that spicy", "spicy"), ("is this spicy", "spicy"), ("how spicy", "spicy"),
        ("ingredients", "ingredients"), ("the steps", "steps"), ("what's in it", "ingredients"), ("whats in it", "ingredients"),
        ("what is in it", "ingredients"),
    ]

    /// A place asked about after a storage tip (`냉동은?`, `what about the freezer?`).
    static let placeWords: [(String, StoragePlace)] = [
        ("냉동실", .freezer), ("냉동고", .freezer), ("냉동", .freezer), ("얼려", .freezer), ("얼리", .freezer),
        ("freezer", .freezer), ("freeze", .freezer), ("frozen", .freezer), ("freezing", .freezer),
        ("냉장실", .fridge), ("냉장고", .fridge), ("냉장", .fridge), ("fridge", .fridge), ("refrigerator", .fridge),
        ("실온", .pantry), ("상온", .pantry), ("pantry", .pantry), ("room temperature", .pantry), ("counter", .pantry),
    ]

    /// After a storage tip, what makes a line about the fridge a look inside it, not the tip for
    /// that place (`냉장고 보여줘`, `냉장고에 뭐 있어?`, `what's in the fridge`; `냉동실은?` still asks
    /// the tip): words of showing or having, or the appliance's name alone.
    static let fridgeListingKorean = ["보여", "뭐 있", "뭐있", "뭐가 있", "뭐 남", "뭐가 남", "목록", "확인", "열어"]
    static let fridgeListingEnglish = ["what's in", "what is in", "whats in", "show", "list", "what do i have", "what have i got",
                                       "open"]
    static let appliances: Set<String> = ["냉장고", "냉동고", "냉장실", "냉동실", "fridge", "freezer", "refrigerator",
                                          "the fridge", "my fridge", "the freezer", "my freezer"]
    /// After a storage tip, what makes a line that names a food ask the same of it (`두부는?`,
    /// `what about tofu?`, `and eggs?`): a question mark, a topic particle or these words.
    static let sameQuestionEnglish = ["what about", "how about", "and"]

    /// Quick, said without a number (`빨리 되는 거`, `something quick`): at most `quickMinutes`.
    static let quickKorean = ["빨리 되는", "빨리되는", "빨리 할", "빨리 만들", "금방 되는", "금방되는", "금방 만들", "후딱", "빨리 먹을"]
    static let quickEnglish = ["quick", "quickly", "fast", "in a hurry", "speedy"]
    static let quickMinutes = 20
    /// Light, said without a number (`칼로리 낮은 거`, `low calorie`): at most `lightKcal` a serving.
    static let lightKorean = ["칼로리 낮은", "칼로리 적은", "저칼로리", "칼로리가 낮은", "칼로리가 적은", "살 안 찌는", "살 안찌는"]
    static let lightEnglish = ["low calorie", "low-calorie", "low cal", "low-cal", "lighter", "light"]
    static let lightKcal: Double = 400

    /// The built-in recipes' tags a list can be narrowed to (`매운 거`, `아침 메뉴로`, `breakfast ones`) or
    /// by (`안 매운 거`, `not spicy`), with how the header names them.
    struct TagCue: Sendable {
        let tag: String
        let korean: [String]
        let english: [String]
        var not: [String] = []
        var notEnglish: [String] = []
        let label: (ko: String, en: String)
        var notLabel: (ko: String, en: String) = ("", "")
    }
    static let tags: [TagCue] = [
        TagCue(tag: "매운", korean: ["매운", "매콤", "얼큰", "칼칼"], english: ["spicy"],
               not: ["안 매운", "안매운", "맵지 않은", "맵지않은", "맵지 않게", "맵지않게", "안 맵게", "덜 매운", "덜 맵게"],
               notEnglish: ["not spicy", "not too spicy", "not very spicy", "less spicy", "not so spicy", "mild", "non-spicy"],
               label: ("매운 것", "spicy"), notLabel: ("안 매운 것", "not spicy")),
        TagCue(tag: "아침", korean: ["아침"], english: ["breakfast"], label: ("아침", "breakfast")),
        TagCue(tag: "도시락", korean: ["도시락"], english: ["lunchbox", "packed lunch"], label: ("도시락", "lunchbox")),
        TagCue(tag: "다이어트", korean: ["다이어트"], english: ["diet"], label: ("다이어트", "diet")),
        TagCue(tag: "술안주", korean: ["술안주", "안주"], english: ["with drinks", "bar snack", "drinking"], label: ("술안주", "with drinks")),
        TagCue(tag: "해장", korean: ["해장"], english: ["hangover"], label: ("해장", "hangover")),
        TagCue(tag: "비건", korean: ["비건", "완전 채식", "완전채식"], english: ["vegan"], label: ("비건", "vegan")),
        TagCue(tag: "채식", korean: ["채식", "베지테리언", "고기 없는 요리", "고기 없는 메뉴"],
               english: ["vegetarian", "veggie", "meatless"], label: ("채식", "vegetarian")),
        TagCue(tag: "유제품없음", korean: ["유제품 없는", "유제품 빼고", "유제품 없이", "유제품 안 들어간", "유제품 안들어간"],
               english: ["dairy free", "dairy-free", "no dairy", "without dairy", "non-dairy"],
               label: ("유제품 없는 것", "dairy-free")),
        TagCue(tag: "야식", korean: ["야식"], english: ["late-night", "midnight snack"], label: ("야식", "late-night")),
        // "아이" alone is the start of 아이스크림: the words are whole enough not to be.
        TagCue(tag: "아이반찬", korean: ["아이들", "애들", "아이반찬", "아이 반찬", "아이용", "아이가", "아이랑", "어린이", "유아"],
               english: ["kids", "kid", "kid-friendly", "children", "child", "toddler"], label: ("아이들용", "for kids")),
        TagCue(tag: "손님상", korean: ["손님", "집들이"], english: ["guests", "dinner party", "to impress"],
               label: ("손님상", "for guests")),
        TagCue(tag: "밑반찬", korean: ["밑반찬", "저장반찬", "저장 반찬"], english: ["make-ahead", "make ahead"],
               label: ("밑반찬", "make-ahead")),
        TagCue(tag: "보양", korean: ["보양", "몸보신", "기력"], english: ["restorative", "stamina"], label: ("보양", "restorative")),
        TagCue(tag: "분식", korean: ["분식"], english: ["street food"], label: ("분식", "street food")),
        TagCue(tag: "명절", korean: ["명절", "추석", "설날"], english: ["holiday", "festive"], label: ("명절", "holiday")),
        TagCue(tag: "여름", korean: ["여름", "더운 날", "더울 때"], english: ["summer", "hot day", "hot weather"], label: ("여름", "summer")),
        TagCue(tag: "겨울", korean: ["겨울", "추운 날", "추울 때"], english: ["winter", "cold day", "cold weather"], label: ("겨울", "winter")),
        TagCue(tag: "비오는날", korean: ["비 오는", "비오는", "비 올 때", "비올때"], english: ["rainy"], label: ("비 오는 날", "rainy day")),
    ]

    /// Tags a recipe can be told to have by its ingredients (`dietRules`, `tagFoods`): a request
    /// that names foods is narrowed by these only (`두부로 매운 거`, `vegetarian dishes with tofu`);
    /// an occasion (`아침`, `손님`) beside foods says when, and would hide the imported recipes, which
    /// carry no tags.
    static var verifiableTags: Set<String> { Set(dietRules.keys).union(tagFoods.keys) }

    /// Words after a tag that allow it rather than ask for it (`spicy is fine`, `매운 것도 괜찮아`).
    static let tagAllowedAfter = ["is fine", "is ok", "is okay", "ok", "okay", "fine", "괜찮", "상관없", "상관 없"]

    /// Words after a food that want it in the recipes (`된장 들어간 걸로`, `두부 넣은 거`).
    static let includesKorean = ["들어간", "들어가는", "넣은", "넣는", "넣어서", "들어있는"]

    /// Words after a tag that refuse it (`매운 걸 못 먹어요`, `매운 건 싫어`).
    static let refusalKorean = ["못", "싫", "안먹", "안 먹", "별로"]

    /// A food said to be lacking, with a recipe in focus (`양파 없는데`, `I don't have onions`).
    static let lackingKorean = ["없는데", "없어", "없음", "없네", "없다", "떨어졌", "다 떨어"]
    static let lackingEnglish = ["don't have", "dont have", "do not have", "out of", "ran out of", "no more", "haven't got"]
    /// A substitution asked of the food talked about (`what can I use instead?`).
    static let insteadEnglish = ["instead", "substitute", "replace it", "swap it", "use in its place"]

    /// Words around a tag that say whom or when it is for, nothing more (`손님 올 때`, `아이들이 먹을
    /// 만한`, `for my kids`): a line of a tag and these asks for the tag's recipes.
    static let tagContextWords: Set<String> = [
        "올", "오는", "올때", "때", "날", "날에", "먹을", "먹일", "먹이기", "줄", "해줄", "싸줄", "만들어줄", "위한", "위해", "용", "좋은", "좋을",
        "어울리는", "만한", "먹기", "할", "많이", "다", "같이", "함께", "이번", "이번주", "주", "주말", "매일", "있음", "있나",
        "뭐", "만들면", "좋을까요", "좋을까", "해두면", "해 두면", "my", "our", "the", "for", "to", "who", "on", "a", "day", "night",
    ]

    /// Tags that count a recipe with another tag too: a recipe for kids' snacks is for kids, a vegan
    /// one is vegetarian.
    static let tagIncludes: [String: [String]] = [
        "아이반찬": ["아이간식"], "보양": ["보양식"], "밑반찬": ["저장반찬"], "채식": ["비건"],
    ]

    /// Tags a recipe has by what it does not use, whatever its tags say: categories of the lexicon
    /// and foods (canonical, or a kind of them by `broader`) that a recipe with the tag never has.
    /// A line the lexicon does not know counts when its name holds one of `words`.
    struct DietRule: Sendable {
        let categories: Set<String>
        let foods: Set<String>
        let words: [String]
    }
    static let dietRules: [String: DietRule] = {
        let meatAndFish = DietRule(
            categories: ["육류", "수산물"],
            foods: ["어묵", "맛살", "베이컨", "햄", "소시지", "액젓", "젓갈", "굴소스", "치킨스톡", "비프스톡", "코인육수", "해물육수",
                    "생선육수", "냉면육수", "멸치육수", "닭육수", "소고기육수", "사골육수", "젤라틴"],
            words: ["고기", "사골", "햄", "베이컨", "소시지", "어묵", "멸치", "새우", "오징어", "참치", "젓", "치킨"])
        let animal = DietRule(
            categories: meatAndFish.categories.union(["유제품", "달걀"]),
            foods: meatAndFish.foods.union(["꿀", "마요네즈"]),
            words: meatAndFish.words + ["우유", "치즈", "버터", "계란", "달걀", "크림", "마요"])
        return [
            "채식": meatAndFish,
            "비건": animal,
            "유제품없음": DietRule(categories: ["유제품"], foods: [], words: ["우유", "치즈", "버터", "크림", "요거트", "요구르트"]),
        ]
    }()

    /// Foods that give a recipe a tag whatever its tags say (canonical names).
    static let tagFoods: [String: Set<String>] = [
        "매운": ["고춧가루", "고추장", "청양고추", "홍고추", "고추기름", "건고추", "할라피뇨", "스리라차", "마라소스", "두반장"],
    ]

    /// Words a follow-up may carry besides its cues (they say nothing more).
    static let fillers: Set<String> = [
        "만한", "할만한", "만한거", "먹을만한", "한", "ㄴㄴ", "노노", "아뇨", "아니요", "아니야", "됨", "되냐", "되니",
        "뭐예요", "뭐에요", "뭔가요", "뭐죠", "뭐임", "뭐냐", "있음", "있나", "있냐", "없나",
        "돼", "돼요", "되나", "되나요", "될까", "될까요", "되지", "괜찮아", "괜찮아요", "괜찮나요", "가능해", "가능해요", "okay?", "fine",
        "거", "것", "걸", "걸로", "거로", "건", "되는", "되는거", "되는 거", "할", "수", "있는", "만", "좀", "더", "요리", "레시피", "메뉴",
        "종류", "종류로", "해줘", "보여줘", "알려줘", "추천", "추천해줘", "찾아줘", "해", "줘", "만들", "만드는", "만들어", "할래", "먹을",
        "그럼", "그러면", "그리고", "아니", "음", "흠", "혹시", "말고는", "은", "는", "요", "로", "으로", "뭐", "뭐야", "뭐있어", "있어",
        "것만", "거만", "거요", "걸로요", "하는", "하는거", "되는걸로", "되는거로", "거로요", "만요", "것으로", "가능한", "수있는",
        "only", "just", "something", "some", "the", "a", "an", "ones", "one", "recipes", "recipe", "dishes", "dish", "please",
        "show", "me", "make", "what", "with", "can", "i", "give", "any", "and", "then", "but", "okay", "ok", "so", "now",
        "how", "about", "instead", "that", "are", "food", "foods", "meals", "meal", "options", "to", "cook", "of", "in", "for",
        "kind", "type", "less", "than", "or", "take", "takes", "taking", "done", "ready", "be", "it", "maybe", "let's", "lets",
        "see", "try", "without", "no", "under", "similar", "같은", "같은거", "비슷한", "there", "that's", "s", "is", "anything", "else", "too", "within", "max", "at", "most", "calories", "kcal", "이하", "이하로", "아래", "미만",
        "이내", "안에", "만", "정도", "쯤", "빨리", "quick", "fast", "quickly", "up", "something's", "those", "these", "them",
        // "썰어 둔 무는요?", "데쳐서 얼려 두면?": how the food was made ready, after a tip
        "썰어", "썬", "둔", "놓은", "데친", "데쳐서", "삶은", "삶아서", "자른", "잘라", "손질한", "다진", "씻은", "익힌",
        "cut", "chopped", "sliced", "cooked", "peeled", "blanched", "boiled",
        // "냉장고에 넣으면?", "실온에 두면?": asking of a place, after a tip
        "넣으면", "두면", "넣어두면", "보관하면", "놔두면", "if", "put", "keep", "store", "stored", "kept",
    ]
}
