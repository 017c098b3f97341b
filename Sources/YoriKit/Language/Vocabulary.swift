/// The words the parser's rules look for, in one place.
enum Vocabulary {
    static let quit: Set<String> = ["exit", "quit", "q", ":q", "bye", "종료", "끝", "나가기", "그만", "/exit", "/quit"]
    static let help: Set<String> = [
        "도와주세요", "도와줘요", "도와줄래", "헬프", "헬프 미", "헬프미", "도움이 필요해", "help pls", "help please",
        "help", "h", "/help", "도움말", "도움", "도와줘", "사용법", "명령어", "뭘 할 수 있어", "뭘 할 수 있니",
        "뭐 할 수 있어", "뭘 할 수 있나요", "무엇을 할 수 있나요", "what can you do", "how does this work",
        "commands", "usage", "help me", "도움말 좀", "도움 좀", "도움말 보여줘", "사용법 알려줘", "너 뭐 할 수 있어",
        "넌 뭐 할 수 있어", "너 뭘 할 수 있어", "넌 뭘 할 수 있어", "너 뭐 할 줄 알아", "what do you do", "how do i use this",
        "how do i use you", "what are the commands",
    ]
    static let history: Set<String> = [
        "history", "/history", "기록", "히스토리", "대화 기록", "대화기록", "지난 대화", "이전 대화", "기록 보여줘",
        "대화 기록 보여줘", "chat history", "show history", "show my history", "show chat history", "기록 좀 보여줘",
        "내 기록", "past questions", "previous questions",
    ]
    static let quotaWords = ["quota", "/quota", "몇 번 남", "몇번 남", "몇 번 더", "몇번 더", "남은 횟수", "할당량", "사용량", "호출 횟수",
                             "calls left", "requests left", "how many calls", "how many questions", "limit left",
                             "daily limit", "usage today", "ai 몇 번", "ai 몇번", "ai 사용", "how many ai", "ai requests", "ai calls",
                             "ai 횟수", "남은 ai", "ai 남", "질문 몇 번", "몇 번 물어"]

    static let choseong: Set<Unicode.Scalar> = Set("ㄱㄲㄴㄷㄸㄹㅁㅂㅃㅅㅆㅇㅈㅉㅊㅋㅌㅍㅎ".unicodeScalars)

    // Intent cues: Korean as word prefixes, English as whole words or phrases.
    static let tipKorean = ["보관", "저장법", "보존", "오래 두", "오래두", "신선하게", "냉장보관", "냉동보관", "실온보관", "상온보관"]
    static let tipEnglish: Set<String> = ["store", "storing", "stored", "storage", "keep", "keeping", "preserve"]
    static let discardKorean = ["버렸", "버려", "버림", "버릴", "폐기", "갖다 버", "상해서 버", "상했", "상해 버렸", "상해버렸", "썩었",
                                "썩어 버렸", "썩어버렸", "곰팡이 폈", "곰팡이 피었", "곰팡이 생겼", "곰팡이가", "쉬어 버렸", "쉬어버렸",
                                "깨졌", "깨뜨렸", "깨트렸", "쏟았", "엎었", "흘렸"]
    /// English phrases that say food was lost (`the milk went bad`).
    static let discardPhrases = ["went bad", "gone bad", "gone off", "went off", "went moldy", "gone moldy", "turned sour",
                                 "went sour", "gone sour", "spilled", "dropped the", "got rid of", "get rid of"]
    static let discardEnglish: Set<String> = ["threw", "throw", "thrown", "tossed", "toss", "discard", "discarded",
                                              "binned", "dumped", "trashed", "spoiled", "spoilt", "rotten", "rotted", "moldy", "chucked", "ditched", "junked",
                                              "mouldy"]
    static let useKorean = ["먹었", "썼", "써버렸", "사용했", "다 썼", "소비했", "다썼", "먹어버렸", "먹음", "씀", "마셨", "마심",
                            "마셔버렸"]
    /// A verb of cooking glued to 먹었 (`끓여먹었어`, `구워 먹었어`): eaten, even though
    /// `끓여먹` alone asks for ideas.
    static let eatenCompoundKorean = ["여먹었", "워먹었", "아먹었", "쳐먹었", "벼먹었", "여 먹었", "워 먹었", "아 먹었", "쳐 먹었",
                                      "벼 먹었", "여먹음", "워먹음", "아먹음"]
    /// `I'm out of eggs`, `ran out of soy sauce`, `계란 다 떨어졌어`: none left.
    static let runOutEnglish = ["m out of", "re out of", "ran out of", "run out of", "all out of", "out of stock"]
    static let runOutKorean = ["다 떨어졌", "다 떨어짐", "떨어졌어", "바닥났", "바닥 났", "다 먹었", "다 썼"]
    /// Words that describe an item before its English name (`2 rotten tomatoes`): never a name.
    static let itemAdjectives: Set<String> = ["rotten", "old", "moldy", "mouldy", "spoiled", "leftover", "fresh", "ripe", "overripe",
                                              "bad", "expired", "stale", "wilted", "big", "small", "large", "whole", "frozen", "raw"]
    static let useEnglish: Set<String> = ["used", "ate", "eaten", "finished", "consumed", "drank"]
    static let addKorean = ["넣었", "넣어", "넣음", "넣을", "넣는", "추가", "샀", "사왔", "사 왔", "구매", "구입", "들여놨", "채워", "보충", "등록",
                            "뒀", "둬", "두었", "놔뒀", "놔 뒀", "놨", "놓았", "보관했", "보관해 뒀", "보관해뒀", "얼려 뒀", "얼려뒀",
                            "얼렸", "쟁여", "쟁였", "쟁임", "사옴", "받았", "받아왔", "받아 왔", "얻어왔", "얻어 왔", "보내주셨", "보내 주셨"]
    static let addEnglish: Set<String> = ["bought", "add", "added", "put", "purchased", "stocked", "picked", "got", "buy", "grabbed",
                                          "stuck", "stashed", "popped", "placed"]
    /// Places food is bought (`got some scallions at the market`, `picked up tofu from the store`): said after
    /// `at`/`from`, they make `got`, `picked up` and `grabbed` a purchase (`RequestParser.saysShop`).
    static let shopsEnglish: Set<String> = [
        "market", "markets", "store", "stores", "shop", "shops", "supermarket", "grocery", "groceries", "grocer", "grocers",
        "mart", "costco", "butcher", "butchers", "butcher's", "bakery", "deli", "fishmonger", "greengrocer",
    ]
    static let expiryWords = ["유통기한", "소비기한", "기한", "까지"]
    static let expiryNouns = ["유통기한", "소비기한", "기한"]
    /// An adding verb that ends a sentence (`샀어`, `넣었다`): the purchase is told, not background (`샀는데`).
    static let finishedAddKorean: Set<String> = ["샀어", "샀다", "샀음", "샀어요", "샀습니다", "사왔어", "사왔다", "사옴", "넣었어",
                                                 "넣었다", "넣었음", "넣었어요", "넣어놨어", "넣어뒀어"]
    static let expiryEnglish: Set<String> = ["expires", "expiry", "expiration", "until", "by"]
    static let expiringKorean = ["임박", "상하", "상할", "상해", "곧 상", "지난", "지났", "지나는", "지날", "만료", "먹어야", "써야", "처리해야",
                                 "유통기한 얼마", "유통기한이 얼마", "기한 남은", "기한이 얼마", "버려야", "기한 끝나", "기한이 끝나", "기한 끝날",
                                 "기한 다 된", "기한 다 되", "기한 다 돼", "기한 지나는",
                                 "곧 끝나", "끝나가", "끝나 가", "끝나는 거", "끝나는 것"]
    static let expiringEnglish = ["expiring", "expire", "expires soon", "going bad", "go bad", "goes bad", "use soon",
                                  "need to use", "have to use", "use up this", "use first", "eat first", "going off", "go off",
                                  "goes off",
                                  "use up soon", "about to expire", "expired", "eat soon", "spoil", "spoiling"]
    /// Verbs of changing what is stored (`유통기한 내일로 바꿔줘`, `change the date`).
    static let changeKorean = ["바꿔", "바꾸", "바꿨", "변경", "수정", "고쳐", "고치"]
    static let changeEnglish: Set<String> = ["change", "update", "correct", "fix"]
    /// Whether a line names the fridge or a place in it (`냉장고 재료로`, `from my fridge`, `냉파`).
    static func namesTheFridge(_ line: String) -> Bool {
        let lowered = line.lowercased()
        return fridgeKorean.contains { lowered.contains($0) } || ["fridge", "freezer", "냉파", "털어"].contains { lowered.contains($0) }
    }
    static let fridgeKorean = ["냉장고", "냉동실", "냉동고", "냉장실", "실온", "상온", "팬트리", "찬장"]
    static let fridgeEnglish: Set<String> = ["fridge", "freezer", "pantry", "refrigerator", "cupboard", "inventory"]
    /// "What I have now" (`지금 가지고 있는 재료 알려줘`, `내가 가진 재료`): the inventory.
    static let haveNowKorean = ["가지고 있는 재료", "가지고 있는 거", "갖고 있는 재료", "갖고 있는 거", "가진 재료", "있는 재료 알려",
                                "있는 재료 보여", "있는 재료 뭐", "있는 재료가 뭐", "남은 재료 알려", "남은 재료 보여", "남은 재료 뭐"]
    static let listCues = ["뭐", "뭐가", "뭐있", "보여", "목록", "리스트", "확인", "있어", "있나", "있니", "들었", "들어있", "남았", "남은",
                           "list", "show", "what's", "whats", "what", "inventory", "contents", "check"]
    static let shoppingKorean = ["장보기", "장 볼", "장볼", "장 다 봤", "장 봤", "장봤", "쇼핑", "살 거", "살거", "살 것", "살것", "사야 할", "사야할", "구매 목록", "장바구니",
                                 // `우유 사야 돼`, `계란 사와야 함`: to buy.
                                 "사야 돼", "사야돼", "사야 해", "사야해", "사야겠", "사야 겠", "사야함", "사야 함", "사와야", "사 와야", "사야 되", "사야되"]
    static let shoppingEnglish = ["shopping", "shop", "grocery", "groceries", "buy list", "to buy"]
    static let missingWords = ["부족한", "없는 재료", "모자란", "빠진", "missing", "lacking"]
    /// Taking items off the shopping list (`장보기에서 대파 빼줘`, `… 지워줘`).
    static let shopRemoveKorean = ["빼줘", "빼 줘", "빼", "지워", "삭제", "없애", "제거"]
    /// What was bought, as a thing (`산 거`, `장 본 거`, `what I bought`): put away with a verb of
    /// putting, it is the checked shopping list going into the fridge (`산 거 냉장고에 넣어줘`).
    static let boughtThingsKorean = ["산 거", "산 것", "산 걸", "산거", "산걸", "사 온 거", "사온 거", "사온거", "사 온 것", "장 본 거",
                                     "장본 거", "장본거", "장 봐 온 거", "장봐온 거", "구매한 거", "구입한 거"]
    static let boughtThingsEnglish = ["what i bought", "what i got", "the groceries", "my groceries", "the things i bought",
                                      "everything i bought"]
    static let putAwayKorean = ["넣어", "넣자", "넣을", "정리", "채워"]
    /// The whole list bought, said without naming it (`다 샀어`): `shop bought`.
    static let boughtEverythingKorean = ["다 샀", "전부 샀", "모두 샀", "다 사 왔", "다 사왔", "전부 사왔", "전부 사 왔"]
    /// Emptying the shopping list (`장보기 목록 다 지워줘`, `장보기 목록 비워줘`, `clear the shopping list`).
    static let clearListKorean = ["비워", "비우", "다 지워", "다 빼", "다 삭제", "다 없애", "전부 지워", "전부 빼", "전부 삭제",
                                  "모두 지워", "모두 빼", "모두 삭제", "싹 지워", "싹 다", "싹 비워", "초기화"]
    static let clearListEnglish: Set<String> = ["clear", "empty", "wipe"]
    /// `remove everything`, `delete all`: the whole list.
    static let everythingEnglish: Set<String> = ["everything", "all"]
    /// The checked lines of the list (`체크한 거 지워줘`, `remove the checked items`).
    static let checkedThingsKorean = ["체크한", "체크 한", "체크된", "체크 된", "체크해 둔", "체크해둔"]
    static let checkedThingsEnglish: Set<String> = ["checked", "ticked"]
    static let putAwayEnglish: Set<String> = ["put", "away", "store", "stock", "unpack"]
    /// Ticking a line of the shopping list, said without naming the list (`cross off milk`).
    static let checkOffEnglish = ["cross off", "check off", "tick off", "mark off", "cross out"]
    static let checkWords = ["체크", "done", "check", "got", "완료", "샀"]
    static let bookmarkKorean = ["북마크", "즐겨찾기", "즐찾", "스크랩"]
    static let bookmarkEnglish: Set<String> = ["bookmark", "bookmarks", "favorite", "favourite", "favorites", "favourites", "star",
                                               "save", "unbookmark", "unsave", "unstar", "unfavorite", "unfavourite"]
    /// Recipes marked, said as a modifier (`my saved recipes`, `bookmarked recipes`, `찜한 레시피`): the list of bookmarks.
    static let savedEnglish: Set<String> = ["saved", "bookmarked", "favorited", "favourited", "starred"]
    /// Words of marking (`저장해둔`, `즐겨찾기 해놓은`, `찜한`, `찜 목록`): a word that is one of them, with a modifier
    /// ending glued on or as the next word (`markedTails`), or with a word of listing after it. Whole words only:
    /// `갈비찜 한 번` is a dish.
    static let markedHeads = ["저장", "북마크", "즐겨찾기", "찜", "스크랩"]
    static let markedTails: Set<String> = ["한", "해둔", "해놓은", "된", "해뒀던", "했던", "한거", "해둔거", "해놓은거", "목록", "리스트"]
    static let copyKorean = ["복사", "카피"]
    static let copyEnglish: Set<String> = ["copy", "/copy", "clipboard"]
    static let copyIngredientsKorean = ["재료"]
    static let copyIngredientsEnglish: Set<String> = ["ingredients", "ingredient"]
    static let copyStepsKorean = ["조리 순서", "조리순서", "순서", "단계", "만드는 법", "만드는법", "조리법"]
    static let copyStepsEnglish: Set<String> = ["steps", "step", "method", "instructions"]
    static let copyShoppingKorean = ["장보기", "장 볼", "장볼", "쇼핑", "살 것", "살 거", "살것", "구매 목록"]
    static let copyShoppingEnglish: Set<String> = ["shopping", "groceries", "grocery"]
    static let showKorean = ["보여", "보기", "볼래", "열어", "자세히", "레시피", "만드는 법", "만드는법", "만드는 방법", "만드는방법",
                             "조리법", "어떻게 만들"]
    /// Show words that mean "show" even next to a request for ideas.
    static let strongShowKorean = ["보여", "보기", "볼래", "열어", "자세히"]
    /// Show words that only count when no ingredient is named ("알려줘" also asks for recipes).
    static let weakShowKorean = ["알려줘", "알려 줘"]
    static let showEnglish: Set<String> = ["show", "open", "view", "display", "see", "details", "detail"]
    /// Words that always mean "search", even with ingredients in the line.
    static let searchVerbsKorean = ["찾아", "검색", "찾기", "들어간", "들어가는"]
    static let searchVerbsEnglish: Set<String> = ["search", "find", "look", "browse"]
    /// Words that mean "list" when no ingredient is named (반찬 뭐 있어?).
    static let searchKorean = ["찾아", "검색", "찾기", "종류", "뭐 있", "뭐가 있", "뭐있", "어떤 게", "어떤게", "목록", "리스트", "들어간", "들어가는"]
    static let searchEnglish: Set<String> = ["search", "find", "look", "list", "browse", "recipes", "dishes", "ideas"]
    /// Cues of a stand-in for a food (`대파 없으면 뭐로 대신해?`, `instead of green onion`).
    static let substituteKorean = ["대신", "대체", "없으면 뭐로", "없으면 뭘로", "없으면 뭐 써", "없으면 뭘 써", "없을 땐 뭐", "없을 때 뭐",
                                   "없는데 뭐로", "없는데 뭘로", "없으면 뭐 넣", "없으면 뭘 넣", "없을 땐 뭐 넣"]
    static let substituteEnglish = ["instead of", "use instead", "instead?", "substitute", "substitutes", "substitution", "replace", "replacement for",
                                    "swap", "alternative to", "alternative for", "alternatives to", "in place of", "stand in for"]
    /// Words that say what there is, besides the foods (`시금치가 많이 남았어요`, `감자 잔뜩 있어요`).
    static let havingWords: Set<String> = ["남았어", "남았어요", "남았는데", "남았음", "남음", "남아", "남아있어", "남아있어요", "남아서",
                                           "남은", "있어요", "있습니다", "있는데요", "많이", "많아", "많아요", "잔뜩", "엄청", "쫌", "조금씩",
                                           "뿐이야", "뿐인데", "밖에"]
    /// Words a line asking what to cook may have besides (`오늘 저녁 뭐 먹지`, `dinner ideas for tonight`).
    static let whatToCookWords: Set<String> = [
        "오늘", "내일", "저녁", "점심", "아침", "주말", "밤", "오늘밤", "저녁에", "점심에", "뭐", "뭘", "무엇", "뭐가", "먹지", "먹을까", "해먹지",
        "먹나", "먹냐", "해먹나", "해먹냐", "먹지?", "있음",
        "해먹을까", "만들까", "만들지", "메뉴", "추천", "추천해줘", "추천해", "추천해주세요", "부탁", "부탁해", "부탁드려요", "부탁해요", "좀", "요리",
        "what", "should", "shall", "make", "cook", "eat", "for", "dinner", "lunch", "breakfast", "supper", "tonight", "today",
        "ideas", "idea", "suggest", "suggestions", "recommend", "something", "anything", "i", "we", "can", "do", "me", "any",
        "give", "good", "meal", "food", "have", "이번엔", "오늘은", "내일은", "자취생", "자취", "혼밥", "혼자", "간단한", "간단하게", "쉬운", "easy", "simple", "quick",
    ]
    static let recommendKorean = ["뭐 만들", "뭘 만들", "뭐만들", "뭐 해먹", "뭘 해먹", "뭐해먹", "뭐 해 먹", "뭐 먹", "뭘 먹", "만들 수",
                                  "만들수", "해먹", "요리 추천", "추천", "만들어 먹", "만들까", "만들지", "해 먹", "뭐 할까",
                                  "요리해", "요리할", "요리 할", "반찬 만들", "메뉴", "뭐 하지", "뭐하지", "뭘 하지", "요리 뭐",
                                  "요리 좀", "요리 알려", "뭐 해 먹", "뭐 먹지", "할 만한", "할만한", "만들 만한", "만들만한",
                                  "먹을 만한", "끓일까", "끓여 먹", "끓여먹", "뭐 끓", "뭘 끓", "뭐 볶", "뭘 볶", "뭐 하면", "뭘 하면",
                                  "있으면 뭐", "있는데 뭐", "뭐 가능", "털어", "냉파", "냉털", "파먹", "끓일 수", "끓일수", "볶을 수", "구울 수",
                                  "해 먹을 수", "해먹을 수", "만들 요리", "만들 음식", "만들 반찬", "만들 국", "만들 거", "만들 것",
                                  "만들 만", "만들 메뉴", "할 요리", "할 수 있는 요리", "써서 만들", "써서 만드", "이용한 요리",
                                  "이용해서 만들", "활용한 요리", "활용 요리", "활용해서", "넣은 요리", "들어갈 요리", "만들 수 있는",
                                  // "뭐 할 수 있어", "빨리 할 수 있는 거", "뭐 하는 게 좋아", "있음 뭐 ㄱ", "국 하나 만들고 싶어"
                                  "뭐 할 수", "뭘 할 수", "할 수 있는 거", "할 수 있는 게", "할 수 있는 것", "할수있는",
                                  "뭐 하는 게", "뭘 하는 게", "뭐가 좋을", "뭐 해야", "있음 뭐", "만들고 싶", "해먹고 싶",
                                  "해 먹고 싶", "응용", "요리 가능", "뭐 없나", "뭐 없을까", "만한 거", "만한 게", "만한 요리",
                                  "만한 거 있", "줄 만한", "만들어 줄", "만들어줄", "뭐 만들면", "뭘 만들면",
                                  // "뭘 해야 할지", "뭐 할지 모르겠어", "어떤 요리 하면 좋을까", "무슨 메뉴가 좋아"
                                  "뭘 해야", "뭐 할지", "뭘 할지", "뭐 해먹을지", "뭘 해먹을지", "어떤 요리", "무슨 요리", "어떤 메뉴",
                                  "무슨 메뉴", "어떤 음식", "무슨 음식"]
    /// Verbs of buying: a day said with one is when the food came, not when it expires.
    static let boughtKorean = ["샀", "산 ", "사왔", "사 왔", "사옴", "장 봐", "장봐", "장 봤", "장봤", "장 보고", "구매", "구입", "받았",
                               "받아왔", "받아 왔"]
    /// Buying told as done, as a word begins (`샀어`, `사왔어`, `구매했어`), or as two (`사 왔어`,
    /// `장 봤어`): a day to come said right before one is no expiry but a purchase day that cannot
    /// be (`두부 내일 샀어`).
    static let boughtDoneKorean = ["샀", "사왔", "사옴", "장봤", "구매했", "구입했", "받았", "받아왔"]
    static let boughtDoneEnglish: Set<String> = ["bought", "purchased"]
    static let boughtDoneKoreanPairs: [(String, String)] = [("사", "왔"), ("장", "봤"), ("받아", "왔"), ("구매", "했"), ("구입", "했")]
    /// "From what I have" (`있는 재료로`, `남은 재료로`, `있는 걸로`): a request for ideas from the fridge.
    static let fromWhatIHaveKorean = ["남은 재료", "있는 재료", "있는 걸로", "있는걸로", "있는 거로", "있는거로", "있는 것으로",
                                      // "있는 거 대충 넣고 해먹을 만한 거": what there is, used
                                      "있는 거 대충", "있는거 대충", "있는 거 넣고", "있는 거 가지고", "있는거 가지고", "있는 거 갖고"]
    /// Storage questions that name a place or a length of time (`바나나 냉장고에 넣어도 돼?`,
    /// `삼겹살 냉동하면 얼마나 가요?`): storage advice even though they also sound like adding.
    static let tipQuestionKorean = ["넣어도 돼", "넣어도 되", "넣어둬도", "넣어 둬도", "둬도 돼", "둬도 되", "냉동해도", "냉장해도",
                                    "얼려도", "얼마나 가", "며칠 가", "며칠이나", "얼마나 오래", "얼마 동안", "얼마동안",
                                    "얼마나 둬", "얼마나 두", "며칠 둬", "며칠 두", "며칠까지", "언제까지 둬", "언제까지 두", "오래 가",
                                    "언제까지 먹", "보관 기간", "보관기간", "개봉 후 며칠", "개봉후 며칠", "개봉 후 얼마",
                                    "개봉후 얼마", "뜯고 며칠", "뜯은 뒤 며칠", "뜯은 후 며칠"]
    /// English storage questions (`can I freeze cooked rice`, `does ketchup need to be refrigerated?`).
    static let tipQuestionEnglish: Set<String> = ["freeze", "freezing", "refrigerate", "refrigerated", "refrigeration",
                                                  "last", "lasts", "keeps", "good for"]
    /// Words that make a storage word describe the inventory (`실온 보관 중인 거`), not ask for advice.
    static let storedNowKorean = ["보관 중", "보관중", "보관된", "보관돼", "보관되어", "보관하고 있", "보관 중인", "보관중인"]
    /// Adding words that win over a storage word (`라면 5개 실온 보관으로 추가해줘`).
    static let strongAddKorean = ["추가", "샀", "사왔", "넣었", "넣어줘", "넣어 줘", "넣어놔", "등록", "구매", "구입", "보관했",
                                  "보관해 뒀", "보관해뒀", "뒀", "두었", "놔뒀"]
    /// Whole-line help questions (`무슨 기능 있어요?`, `이거 어떻게 쓰는 거야?`).
    static let helpKorean = ["기능", "어떻게 쓰", "어떻게 써", "어떻게 사용", "사용 방법", "사용방법", "쓰는 법", "쓰는법", "뭐 할 줄",
                             "사용법", "설명서", "사용설명"] + helpAbilityKorean
    /// Asking what to ask (`what can i ask you`): help even though `what can i` asks for ideas elsewhere.
    static let helpAskEnglish = ["what can i ask", "what should i ask", "what do i ask", "what can we ask"]
    /// Words for yori itself (`이거 뭐하는 앱이야`): with a question word and no food, a question about what it does.
    static let appNouns = ["앱", "어플", "프로그램", "요리봇", "봇"]
    /// What the assistant can do, asked of it (`뭐 할 수 있는지 알려줘`, `너 할 수 있는 게 뭐야`): with no food
    /// named these are help, even though `뭐 할 수` with a food asks for ideas.
    static let helpAbilityKorean = ["할 수 있는지", "할 수 있는 게 뭐", "할 수 있는 거 뭐", "할 수 있는게 뭐", "할수있는게 뭐",
                                    "할 줄 아는", "할 줄 알아", "할줄 아는", "할줄알아"]
    /// English questions about yori itself (`how do I use yori`, `what can you help with`, `what are your features`).
    static let helpEnglish = ["use yori", "use this app", "use this thing", "yori do", "yori work", "does this work", "this app do",
                              "app work", "app do", "need help", "help me", "get help",
                              "you help with", "can you help", "can you do", "your features", "yori's features", "features",
                              "functions", "capabilities", "what do you do"]
    static let recommendEnglish: Set<String> = ["cook", "make", "recipe", "recipes", "prepare", "suggest", "suggestions", "ideas",
                                                "cooking", "making"]
    /// English verbs of cooking that are phrases (`throw together`, `whip up`): never a discard.
    static let cookingPhrasesEnglish = ["throw together", "throw something together", "toss together", "whip up", "put together",
                                        "rustle up", "knock up", "fix up"]
    /// Names of meals: with `with`/`using`/`ideas` after them (`a good dinner with shrimp`, `lunch ideas`), or after
    /// `figure out`/`help with`, they ask for ideas (`Cues.asksForAMeal`).
    static let mealNouns: Set<String> = ["dinner", "lunch", "breakfast", "supper", "brunch", "meal", "meals", "snack", "snacks",
                                         "dessert", "desserts", "side", "sides", "dish", "dishes"]
    static let afterMealNouns: Set<String> = ["with", "using", "ideas", "idea", "suggestions", "suggestion"]
    /// English phrases that ask for recipes.
    static let recommendPhrases = ["what can i", "what should i", "what to cook", "ideas for", "dish with", "dishes with",
                                   "any ideas", "some ideas", "ideas?", "what now", "now what", "what do i do with",
                                   "what to do with", "what to make", "what could i",
                                   "meal with", "meals with", "something with", "anything with", "use up", "using my", "what s for",
                                   "whats for", "what is for", "what to eat", "what should we",
                                   "for dinner with", "for lunch with", "for breakfast with", "anything i can", "something i can",
                                   "what i can", "anything we can", "something we can",
                                   "whats good", "what's good", "what is good", "what would be good", "what goes well"]
        + cookingPhrasesEnglish
        // "something easy for dinner, i got shrimp": a dish wanted, described.
        + ["something", "anything"].flatMap { head in
            ["easy", "quick", "simple", "light", "tasty", "healthy", "for dinner", "for lunch", "for breakfast",
             "for supper"].map { "\(head) \($0)" }
        }
    /// Questions about ingredients that are not requests for recipes: left to the model.
    static let openQuestionKorean = ["대신", "차이", "왜 ", "궁합", "건강에", "먹어도 돼", "먹어도 되", "칼로리가", "영양", "어울리",
                                     "어울릴", "곁들", "얼마나 넣", "삶을 때", "볶을 때", "끓일 때", "구울 때", "튀길 때", "할 때",
                                     "바삭하게", "부드럽게", "비린내", "잡내"]
    /// Leaving a food out (`양파 빼고 추천해줘`): an open question only when what is left out is a
    /// food (`이거 말고 두부로 …` and `오븐 없이` leave out no food).
    static let exclusionKorean = ["없이", "빼고", "말고", "제외", "안 들어간", "안들어간", "안 들어가는", "안들어가는", "안 넣은", "안넣은"]
    static let exclusionEnglish: Set<String> = ["without", "except", "excluding"]
    /// English phrases that ask what goes with a dish (`what's a good side to serve with galbi jjim?`).
    static let pairingEnglish = ["serve with", "serve it with", "goes with", "go with", "goes well", "side for", "sides for",
                                 "pair with", "pairs with", "side dish for", "side dishes for"]
    static let openQuestionEnglish: Set<String> = ["substitute", "instead", "replace", "difference", "why", "pair", "pairs",
                                                   "wine", "healthy", "healthier", "safe", "nutrition", "calories", "vs",
                                                   "crispier", "crispy", "crunchier", "tender", "tenderer", "softer",
                                                   "juicier", "fix", "tips", "trick", "tricks", "goes", "less", "salty",
                                                   "saltier", "bland", "bitter"]
    static let pronouns: Set<String> = ["그거", "그것", "이거", "이것", "저거", "저것", "그", "이", "저", "걔", "that", "this",
                                        "it", "one", "that one", "this one", "그걸", "이걸", "그거요", "그레시피", "거", "것",
                                        "꺼", "걸", "이걸", "저걸", "요거", "요걸"]

    /// Kind words → COOKRCP01 kind.
    static let kinds: [String: String] = [
        "반찬": "반찬", "밑반찬": "반찬", "밥반찬": "반찬", "side": "반찬", "sides": "반찬", "banchan": "반찬",
        "국": "국&찌개", "찌개": "국&찌개", "탕": "국&찌개", "국물": "국&찌개", "국물요리": "국&찌개", "국&찌개": "국&찌개",
        "soup": "국&찌개", "soups": "국&찌개", "stew": "국&찌개", "stews": "국&찌개",
        "밥": "밥", "밥요리": "밥", "rice": "밥",
        "일품": "일품", "one-dish": "일품", "메인": "일품", "메인요리": "일품", "mains": "일품",
        "후식": "후식", "디저트": "후식", "간식": "후식", "dessert": "후식", "desserts": "후식", "snack": "후식",
        "snacks": "후식",
    ]
    /// Kind words that also name the dishes of the kind, by the end of their names (`찌개`: 김치찌개,
    /// 된장찌개): a search of the kind by that word lists those first, not every soup by name.
    static let kindNames: [String: String] = ["찌개": "국&찌개", "탕": "국&찌개", "전골": "국&찌개"]
    /// Words glued after a kind word that leave it a kind (`일품요리`, `반찬류`, `국물 요리`).
    static let kindTails = ["요리", "류", "메뉴"]
    /// Families of dishes known by a word in their names (면, 덮밥, pasta): searched by that
    /// word, since COOKRCP01's kinds put them under 일품 or 밥 with others.
    static let dishFamilies: [String: String] = [
        "면": "면 국수 파스타", "면요리": "면 국수 파스타", "면류": "면 국수 파스타", "국수": "국수", "국수요리": "국수",
        "noodle": "noodles pasta", "noodles": "noodles pasta",
        "파스타": "파스타", "pasta": "pasta", "pastas": "pasta", "덮밥": "덮밥", "덮밥류": "덮밥", "rice-bowl": "덮밥",
        "볶음밥": "볶음밥", "fried-rice": "볶음밥", "샐러드": "샐러드", "salad": "salad", "salads": "salad", "죽": "죽",
        "porridge": "porridge", "김밥": "김밥", "전골": "전골", "샌드위치": "샌드위치", "sandwich": "sandwich",
        "sandwiches": "sandwich", "비빔밥": "비빔밥",
    ]
    /// A family of dishes named in a follow-up, in Korean words (the recipes' names are Korean; an
    /// imported recipe has no English name): `noodles only` keeps 면, 국수 and 파스타 dishes.
    static let familiesByWord: [String: String] = [
        "면": "면 국수 파스타", "면요리": "면 국수 파스타", "면류": "면 국수 파스타", "국수": "국수", "국수요리": "국수",
        "noodle": "면 국수 파스타", "noodles": "면 국수 파스타", "파스타": "파스타", "pasta": "파스타", "pastas": "파스타",
        "덮밥": "덮밥", "덮밥류": "덮밥", "rice-bowl": "덮밥", "볶음밥": "볶음밥", "fried-rice": "볶음밥", "샐러드": "샐러드",
        "salad": "샐러드", "salads": "샐러드", "죽": "죽", "porridge": "죽", "김밥": "김밥", "전골": "전골",
        "샌드위치": "샌드위치", "sandwich": "샌드위치", "sandwiches": "샌드위치", "비빔밥": "비빔밥",
    ]
    /// How an English answer names a family.
    static let familyEnglish: [String: String] = [
        "면 국수 파스타": "noodles", "국수": "noodles", "파스타": "pasta", "덮밥": "rice bowls", "볶음밥": "fried rice",
        "샐러드": "salads", "죽": "porridge", "김밥": "gimbap", "전골": "hot pots", "샌드위치": "sandwiches", "비빔밥": "bibimbap",
    ]

    /// Method words → COOKRCP01 method.
    static let methods: [String: String] = [
        "볶음": "볶기", "볶기": "볶기", "볶음요리": "볶기", "stir-fry": "볶기", "stir-fried": "볶기", "stirfry": "볶기",
        "구이": "굽기", "굽기": "굽기", "부침": "굽기", "전": "굽기", "grilled": "굽기", "grill": "굽기", "baked": "굽기",
        "찜": "찌기", "찌기": "찌기", "찜요리": "찌기", "steamed": "찌기", "steam": "찌기",
        "튀김": "튀기기", "튀기기": "튀기기", "튀김요리": "튀기기", "fried": "튀기기", "deep-fried": "튀기기",
        "deep-fry": "튀기기", "fry": "튀기기", "stir-fries": "볶기", "stir fry": "볶기",
        "조림": "끓이기", "끓이기": "끓이기", "boiled": "끓이기", "simmered": "끓이기", "braised": "끓이기",
        "boil": "끓이기", "simmer": "끓이기", "braise": "끓이기", "bake": "굽기", "pan-fry": "굽기", "pan-fried": "굽기",
        "roast": "굽기", "roasted": "굽기",
        // Not a stored method: names ending in 무침, 나물, 겉절이, 생채, 샐러드 (`RecipeCategory.dressed`).
        "무침": "무침", "무침요리": "무침", "무침류": "무침",
    ]

    /// Words that carry no ingredient, name or query: question words, verbs, time words.
    static let fillers: Set<String> = [
        // How the cook feels, said before asking (`ㅈㄴ피곤 뭐해먹지`, `배고픈데 뭐 먹지`, `so tired, what can I make`).
        "피곤", "피곤해", "피곤한데", "배고파", "배고픈데", "귀찮아", "귀찮은데", "존나", "진짜", "너무", "완전", "tired", "hungry",
        "starving", "lazy", "가능한", "가능한거", "가능한것", "가능", "ㄱ",
        "혹시", "뭐", "뭘", "무엇", "뭐가", "뭐로", "뭐를", "수", "있어", "있을까", "있나", "있지", "있니", "있어요", "있나요", "있을까요",
        "만들", "만들어", "만들까", "만들지", "만들기", "해", "해서", "먹지", "해먹지", "해먹을까", "먹을까", "먹을", "것", "거",
        "요리", "레시피", "추천", "추천해줘", "추천해", "알려줘", "알려", "줘", "좀", "나", "저", "우리", "오늘", "내일", "저녁", "점심",
        "아침", "야식", "그리고", "및", "또", "집에", "지금", "있는", "걸로", "거로", "것으로", "하나", "다", "좀", "정도", "쯤",
        "보여줘", "보여", "보여주세요", "보여 줘", "찾아줘", "찾아", "찾아봐", "검색", "검색해줘", "검색해", "종류", "어떤", "게", "주세요",
        "해줘", "줄래", "있었지", "알려주세요", "하는", "법", "방법", "들어간", "들어가는", "넣은", "요리들", "메뉴", "뭐뭐", "부탁해",
        "what", "can", "i", "we", "you", "cook", "make", "with", "and", "or", "the", "a", "an", "some", "to",
        "recipe", "recipes", "for", "dinner", "lunch", "breakfast", "tonight", "today", "using", "use", "have",
        "got", "is", "are", "do", "could", "should", "please", "me", "my", "something", "anything", "dish",
        "dishes", "of", "in", "from", "give", "show", "ideas", "idea", "meal", "quick", "easy", "prepare",
        "looks", "look", "sounds", "seems", "nice", "great", "yummy", "tasty", "interesting", "ok", "okay", "later", "nah",
        "cool", "lol", "yeah", "yo",
        "search", "find", "look", "for", "up", "list", "all", "any", "there", "that", "which", "how", "open",
        "view", "let", "see", "want", "would", "like", "need", "some", "it", "on", "about", "by", "your",
        "suggest", "tell", "good", "recipe?", "be", "다시", "again", "once", "more", "목록", "리스트", "자세히", "자세하게", "보관", "보관법",
        "전부", "모두", "다른", "좋은", "맛있는", "간단한", "쉬운", "마지막", "마지막으로", "처음", "먼저", "방금", "아까", "이따",
        "있고", "있구", "있고요", "있구요", "있음", "있다", "있어서", "있는데", "있네", "있거든", "있거든요", "있어용", "only", "just",
        "ideas?", "now", "also", "too", "any",
        // "3명이서 먹을 건데", "what food do I have right now", "what recipes did I save"
        "건데", "건데요", "거라", "거라서", "having", "did", "does", "right", "food", "foods", "stuff",
        "좋아", "좋아요", "좋을까", "좋을까요", "좋지", "좋겠어", "좋겠다", "괜찮아", "괜찮을까",
        // Chat initials and cries that say nothing (`ㄱㄱ` = let's go, `ㅠㅠ`).
        "ㄱㄱ", "ㄱㄱㄱ", "ㅠ", "ㅠㅠ", "ㅜㅜ", "pls", "plz",
    ]
    /// English small talk that is not a recipe name.
    static let englishChatter: Set<String> = [
        "hello", "hi", "hey", "thanks", "thank", "ok", "okay", "yes", "no", "yeah", "nope", "bye", "sorry", "what", "why",
        "how", "who", "when", "where", "test", "lol",
    ]
    /// Whole lines that list the fridge.
    /// (`list` and `ls` alone are command words: `CommandHint`.)
    static let listLines: Set<String> = ["inventory", "목록", "재고", "fridge", "냉장고", "my fridge"]

    /// Words of a fridge or tip line that never name an ingredient, whatever the lexicon
    /// says (verbs and question words around an unknown name: `how do I store …`).
    static let notNames: Set<String> = [
        "어떻게", "보관해", "보관해요", "보관하면", "보관", "보관법", "보관해야", "해", "돼", "되나요", "좋아", "좋을까", "오래",
        "store", "keep", "storing", "keeping", "preserve", "how", "long", "does", "do", "should", "best", "way", "어디", "어디에",
        "얼마", "얼마나", "같이", "함께", "안", "팁", "꿀팁", "방법", "fresh", "freshest", "better", "longer", "longest", "where",
        "together", "tip", "tips", "idea", "ideas", "good", "ok", "okay", "fine",
        // 되다 in its chat and question forms (`냉동해도 됨?`), and English helpers (`how long will it last there?`).
        "됨", "되나", "될까", "될까요", "되죠", "돼요", "되니", "되냐", "괜찮아", "괜찮나요", "괜찮을까", "괜찮을까요",
        "will", "would", "it", "there", "them", "they", "that", "this", "can", "i", "is", "are", "for", "in",
        // `김치찌개 남은 거 얼려도 돼?`: what is left of a dish is the dish.
        "남은", "남은거", "남았는데", "남았어", "남았어요", "만든", "해둔", "끓인", "끓여둔",
        // `감자조림은 냉장고에서 며칠 가요?`, `며칠 두고 먹어도 되나`: how long, never what.
        "며칠", "며칠이나", "며칠까지", "며칠간", "며칠동안", "두고", "먹어도", "먹어", "가요", "돼요?", "last", "keep",
    ]
    /// Kitchen tools and appliances: never an ingredient (`에어프라이어로 뭐 해먹지` is a question for
    /// the model, not a recipe search for an unknown ingredient).
    static let toolWords: Set<String> = [
        "에어프라이어", "에프", "전자레인지", "전자렌지", "렌지", "오븐", "밥솥", "전기밥솥", "압력솥", "압력밥솥", "프라이팬", "후라이팬",
        "냄비", "찜기", "토스터", "믹서", "믹서기", "airfryer", "fryer", "microwave", "oven", "toaster", "blender",
    ]
    /// Words that are never food, whatever a line does with them: people, times of day,
    /// numbers said as words (`cook for my family tonight`, `오늘 저녁 아이 간식`). They never
    /// become an unknown ingredient.
    static let notFood: Set<String> = [
        "family", "families", "kids", "kid", "children", "child", "people", "person", "persons", "guests", "guest", "friends",
        "friend", "wife", "husband", "mom", "dad", "baby", "toddler", "everyone", "everybody", "roommate", "party", "crowd",
        "tonight", "today", "tomorrow", "weekend", "morning", "evening", "night", "week", "dinner", "lunch", "breakfast",
        "brunch", "supper", "meal", "meals", "servings", "serving", "portion", "portions",
        "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten", "twelve", "dozen",
        "가족", "식구", "아이", "아이들", "애들", "애", "아기", "아들", "딸", "남편", "아내", "와이프", "엄마", "아빠", "손님", "친구",
        "친구들", "자취생", "혼자", "둘이", "우리", "다같이", "모두", "사람", "사람들", "인분", "명", "오늘", "내일", "모레", "어제",
        "저녁", "점심", "아침", "야식", "주말", "평일", "이번주", "오늘밤", "밤새", "새벽", "끼니", "한끼", "식사", "혼밥",
        // Words of a bound (`500칼로리 이하로`, `10분 이내`): how much, never what.
        "이하", "미만", "이상", "이내", "초과",
        // Words of deciding (`메뉴 고민`, `뭐 먹을지 생각 중`): about the choice, never food.
        "고민", "고민중", "고민 중", "생각중", "결정", "선택",
        // Pronouns and the pieces of English contractions (`they're good until …`).
        "they", "them", "he", "she", "we", "us", "re", "ve", "ll", "everything", "nothing", "everyone's",
    ]
    /// Foods that, typed right after another food, name a dish of it (`김치라면`, `새우만두`,
    /// `토마토파스타`): a word ending in one is kept whole, never read as two foods
    /// (`RequestParser.respelled`); 김치 is none (`돼지고기김치` is pork and kimchi).
    static let dishTailFoods: Set<String> = [
        "라면", "국수", "만두", "카레", "커리", "파스타", "스파게티", "피자", "우동", "냉면", "수제비", "떡국", "샐러드", "김밥",
        "초밥", "케이크", "토스트", "샌드위치", "와플", "푸딩", "젤리", "수프", "스프", "잡채", "떡볶이", "칼국수", "쫄면",
    ]
    /// Words a look-alike vowel or a letter away from a food's name, never read as a misspelled
    /// food (`RequestParser.respelled`): 근데 (but) is no 근대, 매주 (every week) no 메주. The
    /// first rows are every dictionary word one look-alike vowel from a food (read anywhere);
    /// then everyday words a jamo away from one (read only in a line of foods).
    static let typoProof: Set<String> = [
        "교수", "근데", "금테", "대개", "대계", "매주", "버텨", "식해", "야구", "언어", "외무", "요리", "요트", "우우", "유동",
        "적체", "채다", "포고", "표면", "호모", "휴지",
        "대충", "없음", "있음", "혹시", "제일", "조금", "생각", "감사", "계산", "대화",
        // English words a letter from a food (a 100k-word dictionary read by these rules), but
        // the forms of the foods themselves (`peppers`, `chickens`).
        "applies", "barely", "beacon", "began", "beget", "beret", "beset", "bribe", "bride", "brief", "brier", "brine",
        "calms", "camper", "capes", "carbs", "champions", "choke", "claim", "claims", "clamp", "clamps", "cloven", "clover",
        "coves", "depressing", "digressing", "drill", "dumping", "fetal", "fires", "founder", "furies", "gapes", "larger",
        "match", "mayor", "meant", "oaths", "parade", "parley", "peaks", "peals", "pearl", "pearls", "pleas", "plumb",
        "plume", "plump", "preach", "preaches", "presto", "prickle", "raising", "rotund", "salon", "searching", "shake",
        "shalt", "shrank", "slake", "snake", "solve", "spasm", "spite", "spouts", "stake", "stole", "stripling", "sultan",
        "waiter", "warps", "waster", "whine", "wince", "wrapt", "wrings", "chill", "match", "mayor", "pearl", "clamp", "drill",
        // Words made of a food's name that say something else (`too salty`, `minced`).
        "beefy", "buttery", "cheesed", "chickened", "coked", "corny", "creamy", "fishy", "floundered", "floury", "lemony",
        "limed", "meaty", "milky", "minced", "minty", "mushroomed", "noodled", "penned", "peppery", "peppier", "riced",
        "salty", "skated", "soled", "squashy", "starchy", "stocky", "sugary", "vinegary", "watery", "wined", "yeasty",
    ]
    /// What is left of an English contraction after its apostrophe (`what's`, `I'd`, `we're`).
    static let contractionPieces: Set<String> = ["s", "d", "m", "t", "re", "ve", "ll"]
    static let fillerPrefixes = ["만들", "해먹", "추천", "알려", "먹을", "요리해", "있을", "보여", "찾아", "검색"]
}
