/// Words of asking how a dish is made and of dish names (`김치찌개 어떻게 만들어?`, `kimchi stew recipe`).
extension Vocabulary {
    /// Cues that ask how a dish (named before them) is made: `김치찌개 어떻게 만들어?`,
    /// `된장찌개 끓이는 법`, `계란말이 재료 뭐야`, `잡채 만들고 싶어`.
    static let howToKorean = [
        "어떻게 만들", "어떻게 끓", "어떻게 요리", "어떻게 구워", "어떻게 굽", "어떻게 볶", "어떻게 무쳐", "어떻게 무치", "어떻게 부쳐",
        "어떻게 쪄", "어떻게 조려", "어떻게 튀겨", "어떻게 해 먹", "어떻게 해먹", "어떻게 담가", "어떻게 담그",
        "만드는 법", "만드는법", "만드는 방법", "만드는방법", "끓이는 법", "끓이는법", "끓이는 방법", "굽는 법", "볶는 법",
        "무치는 법", "부치는 법", "조리는 법", "해 먹는 법", "해먹는 법", "담그는 법", "만들기", "조리법", "레시피",
        "굽는법", "볶는법", "무치는법", "부치는법", "조리는법", "해먹는법", "담그는법", "싸는 법", "싸는법", "삶는 법", "삶는법",
        "찌는 법", "찌는법", "튀기는 법", "튀기는법", "말아 먹는 법", "끓이는 방법", "굽는 방법", "볶는 방법", "싸는 방법", "삶는 방법",
        "만들고 싶", "끓이고 싶", "해 먹고 싶", "해먹고 싶", "먹고 싶", "만들어 보고 싶", "만들어보고 싶",
        "재료 뭐", "재료가 뭐", "재료는 뭐", "재료 알려", "재료가 어떻게", "뭐 들어가", "뭐가 들어가", "뭐가 필요", "뭐 필요",
    ] + howToWeakKorean
    /// How-to cues that name no cooking verb (`계란말이 하는 법`, `감자조림 어떻게 해요`): they ask
    /// how a dish is made only when a word of the line names a dish.
    static let howToWeakKorean = ["하는 법", "하는법", "하는 방법", "하는방법", "어떻게 해", "어떻게 하", "재료"]
    /// Words of a how-to line that are not part of the dish's name: question words and the
    /// verbs of cooking in their forms (`만드는`, `끓여`, `끓이는`), matched as prefixes.
    static let howToWordPrefixes = [
        "어떻게", "만들", "만드", "끓이", "끓여", "끓일", "끓는", "구워", "구울", "굽는", "굽고", "볶는", "볶아", "볶을", "무쳐",
        "무치", "부쳐", "부치", "조려", "조리", "튀겨", "튀기는", "해먹", "싶", "들어가", "들어", "필요", "알려", "보여", "가르쳐",
        "설명", "레시피", "재료", "담가", "담그", "요리해", "요리하", "하는", "싸는", "삶는", "삶아", "찌는",
    ]
    /// Whole words of a how-to line that are not part of the dish's name.
    static let howToWords: Set<String> = [
        "해", "하는", "법", "방법", "뭐", "뭘", "뭐가", "뭐야", "뭐예요", "뭔가요", "뭐지", "좀", "요리", "먹고", "먹는", "먹어",
        "보고", "순서", "과정", "어떻게", "알고", "해서", "하면", "돼", "되나요", "나", "제일", "맛있게", "쉽게", "집에서",
        "해요", "해야", "해야돼", "해야 돼", "하나요", "해야해", "하지", "하죠",
    ]
    /// English verbs of a how-to question (`how do I make …`, `how to cook …`).
    static let howToVerbsEnglish: Set<String> = ["make", "cook", "prepare", "bake", "fry", "grill", "boil", "do"]
    /// Words an English dish name does not start or end with.
    static let dishNameTrim: Set<String> = [
        "a", "an", "the", "some", "my", "please", "tonight", "today", "at", "home", "properly", "quickly", "easily", "well",
        "good", "best", "really", "me", "i", "you", "we", "exactly", "korean-style", "again", "show", "give", "find", "get",
        "open", "tell", "need",
    ]
    /// Endings of Korean dish names (찌개, 국, 볶음, 말이, …): a word ending in one names a dish,
    /// even when yori has no recipe of that name.
    static let dishSuffixesKorean = [
        "찌개", "국", "탕", "전골", "볶음", "구이", "조림", "무침", "말이", "찜", "전", "밥", "죽", "면", "국수", "떡", "김치",
        "나물", "샐러드", "튀김", "부침", "부침개", "냉채", "장아찌", "쌈", "롤", "초밥", "케이크", "빵", "수프", "스프", "카레",
        "파스타", "라면", "만두", "볶이", "강정", "부각", "겉절이", "백숙", "수육", "편육", "보쌈", "잡채", "갈비", "불고기", "후라이",
        "프라이",
        "스튜", "리조또", "그라탕", "토스트", "샌드위치", "피자", "와플", "전병", "떡국", "비빔", "냉면", "우동", "짬뽕", "짜장",
        "덮밥", "김밥", "주먹밥", "오믈렛", "스테이크", "까스", "커틀릿", "가스", "푸딩", "젤리", "식혜", "수정과", "화채", "찐빵",
    ]
    /// English dish words (and romanised Korean dish words): `kimchi stew`, `galbi jjim`.
    static let dishWordsEnglish: Set<String> = [
        "stew", "stews", "soup", "soups", "pancake", "pancakes", "salad", "curry", "pasta", "noodles", "noodle", "omelette",
        "omelet", "fried", "stir-fried", "stir-fry", "braised", "steamed", "grilled", "roasted", "bowl", "rolls", "roll",
        "casserole", "porridge", "dumplings", "dumpling", "cake", "pie", "bread", "sandwich", "pizza", "risotto", "jjigae",
        "jjim", "guk", "gook", "tang", "bap", "bokkeum", "bokkeumbap", "jeon", "jorim", "muchim", "namul", "gui", "kimbap",
        "gimbap", "bibimbap", "bulgogi", "japchae", "tteokbokki", "galbi", "jjigae", "juk", "buchimgae", "mandu", "ramyeon",
        "bossam", "samgyetang", "haejangguk", "naengmyeon", "doenjang-jjigae", "kimchi-jjigae", "skewers", "tacos",
        "burger", "burgers", "stir-fries", "chowder", "gratin", "quiche", "tart", "cookies", "muffins",
    ]
    /// Words that say whose or what kind an item is (`할머니 된장`, `국산 콩`, `유기농 계란`):
    /// kept with the ingredient as its written name.
    static let qualifiers: Set<String> = [
        "할머니", "외할머니", "친할머니", "엄마", "어머니", "시어머니", "장모님", "친정", "시댁", "이모", "고모", "아빠", "시골", "고향",
        "집", "우리집", "옆집", "수제", "국산", "국내산", "수입", "유기농", "무농약", "친환경", "햇", "토종", "재래", "재래식",
        "집된장", "옛날", "전통", "홈메이드", "organic", "homemade", "home-made",
        // Where it was grown (`제주 당근`, `국내 돼지고기`); `제주산` is a qualifier by its ending.
        "제주", "제주도", "국내", "강원도", "강원", "청송", "횡성", "완도", "통영", "의성", "해남", "나주", "호주", "미국", "칠레",
        "노르웨이", "캐나다", "뉴질랜드", "스페인",
    ]
    /// Endings that make a word a qualifier (`엄마표`, `제주산`, `할머니네`).
    static let qualifierEndings = ["표", "산", "네", "께서"]
}
