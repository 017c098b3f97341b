/// Recipe amounts and preparations in English, for English answers: `1/3작은술` → `1/3 tsp`,
/// `2쪽` → `2 cloves`, `4개` → `4`, `약간` → `a little`; `다진` → `minced`, `채 썬` → `julienned`.
/// Words it does not know stay as written (better Korean than a wrong word).
public enum RecipeEnglish {
    /// Recipe units: (singular, plural); an empty word drops the unit (`4개` → `4`).
    public static let units: [String: (String, String)] = [
        "큰술": ("Tbsp", "Tbsp"), "큰스푼": ("Tbsp", "Tbsp"), "밥숟가락": ("Tbsp", "Tbsp"), "T": ("Tbsp", "Tbsp"),
        "작은술": ("tsp", "tsp"), "작은스푼": ("tsp", "tsp"), "찻숟가락": ("tsp", "tsp"), "t": ("tsp", "tsp"),
        "숟가락": ("spoon", "spoons"), "스푼": ("spoon", "spoons"), "컵": ("cup", "cups"), "종이컵": ("paper cup", "paper cups"),
        "개": ("", ""), "알": ("", ""), "모": ("block", "blocks"), "쪽": ("piece", "pieces"), "톨": ("piece", "pieces"),
        "줌": ("handful", "handfuls"), "꼬집": ("pinch", "pinches"), "방울": ("drop", "drops"), "공기": ("bowl", "bowls"),
        "조각": ("piece", "pieces"), "토막": ("piece", "pieces"), "인분": ("serving", "servings"), "마리": ("whole", "whole"),
        "장": ("sheet", "sheets"), "대": ("stalk", "stalks"), "뿌리": ("root", "roots"), "줄기": ("stem", "stems"),
        "잎": ("leaf", "leaves"), "봉지": ("bag", "bags"), "봉": ("bag", "bags"), "팩": ("pack", "packs"), "캔": ("can", "cans"),
        "병": ("bottle", "bottles"), "단": ("bunch", "bunches"), "포기": ("head", "heads"), "송이": ("cluster", "clusters"),
        "덩이": ("chunk", "chunks"), "통": ("whole", "whole"), "줄": ("roll", "rolls"), "근": ("geun", "geun"),
    ]

    /// Units whose English word depends on the food: 쪽 is a clove of garlic, a knob of ginger and a piece
    /// of chicken breast; 장 a leaf of lettuce, a slice of bread and a sheet of laver. For each unit, rows of
    /// foods (canonical names, or lexicon categories for all their foods) and the word; the first row naming
    /// the food, then the first naming its category, wins; any other food takes the unit's word in `units`.
    public static let unitsByFood: [String: [(foods: Set<String>, one: String, many: String)]] = [
        "쪽": [(["마늘"], "clove", "cloves"), (["생강"], "knob", "knobs"), (["과일"], "slice", "slices")],
        "톨": [(["마늘"], "clove", "cloves"), (["생강"], "knob", "knobs")],
        "장": [(["김", "어묵", "유부", "라이스페이퍼", "다시마"], "sheet", "sheets"), (["만두피"], "wrapper", "wrappers"),
              (["또띠아"], "tortilla", "tortillas"), (["채소", "월계수잎"], "leaf", "leaves"),
              (["식빵", "햄", "치즈", "슬라이스치즈", "페퍼로니", "육류"], "slice", "slices")],
        "통": [(["채소"], "head", "heads"), (["과일"], "whole", "whole")],
        "송이": [(["브로콜리", "콜리플라워"], "head", "heads"), (["포도"], "bunch", "bunches"), (["버섯"], "", "")],
        "줄": [(["베이컨", "단무지", "햄", "맛살", "게맛살"], "strip", "strips"), (["가래떡"], "stick", "sticks"), (["김밥"], "roll", "rolls")],
        "마리": [(["수산물"], "", "")],
    ]

    /// The English (singular, plural) of `unit` counting `food` (a canonical name) of `category`:
    /// `unitsByFood` for the food or its category, else `units`; `nil` for a unit with no English word.
    public static func unit(_ unit: String, food: String? = nil, category: String? = nil) -> (String, String)? {
        if let rows = unitsByFood[unit] {
            if let food, let row = rows.first(where: { $0.foods.contains(food) }) { return (row.one, row.many) }
            if let category, let row = rows.first(where: { $0.foods.contains(category) }) { return (row.one, row.many) }
        }
        return units[unit]
    }

    /// Amount words that stand alone (also the shopping list's amounts without a number).
    public static let words: [String: String] = [
        "약간": "a little", "조금": "a little", "소량": "a little", "적당량": "as needed", "적량": "as needed",
        "적당히": "as needed", "취향껏": "to taste", "기호에": "to taste", "기호에 따라": "to taste",
        "한 꼬집": "a pinch", "한꼬집": "a pinch", "씩": "each", "각": "each", "과": "and", "와": "and", "따라": "", "또는": "or", "반": "half", "이상": "or more", "정도": "about",
    ]

    /// An ingredient line's amount in English, its units in the words for that food (`unitsByFood`).
    public static func amount(of item: RecipeIngredient, lexicon: IngredientLexicon?) -> String {
        let food = item.canonical ?? lexicon?.canonicalName(item.name)
        return amount(item.amount, food: food ?? item.name, category: food.flatMap { lexicon?.ingredient(named: $0)?.category })
    }

    /// An amount as written, with its Korean units and words in English; `food` and `category` choose
    /// the word of a unit that depends on them (`unitsByFood`).
    public static func amount(_ text: String, food: String? = nil, category: String? = nil) -> String {
        var out = ""
        var run = ""
        /// The number just before the run (for the plural), as written.
        func number(before end: String) -> Double? {
            func isNumeral(_ c: Character) -> Bool { c.isNumber || c == "." || c == "/" || isVulgar(c) }
            let reversed = Array(end.reversed().drop { $0 == " " })
            var count = reversed.prefix(while: isNumeral).count
            // `1 1/2`, `1 and 1/2`: the whole number before a fraction belongs to it.
            if reversed.prefix(count).contains("/") {
                for joiner in [" ", " dna "] where reversed.count > count + joiner.count
                    && String(reversed[count..<(count + joiner.count)]) == joiner && reversed[count + joiner.count].isNumber {
                    count += joiner.count
                    count += reversed[count...].prefix(while: \.isNumber).count
                    break
                }
            }
            let written = String(reversed.prefix(count).reversed()).replacing(" and ", with: " ")
            return ShoppingAmount.leadingNumber(written).flatMap { $0.1.isEmpty ? $0.0 : nil }
        }
        func flush() {
            guard !run.isEmpty else { return }
            defer { run = "" }
            if let (one, many) = unit(run, food: food, category: category) {
                let n = number(before: out)
                let word = (n ?? 1) > 1 ? many : one
                if word.isEmpty { return }
                if n != nil, out.last != " " { out += " " }
                out += word
            } else if let word = words[run] {
                if !out.isEmpty, out.last != " ", out.last != "(", !word.isEmpty { out += " " }
                out += word
            } else {
                out += run
            }
        }
        for ch in text {
            if ch.unicodeScalars.allSatisfy({ Hangul.isSyllable($0) }) || (ch == "T" || ch == "t") && run.isEmpty && isUnitLetter(ch, in: text) {
                run.append(ch)
            } else {
                flush()
                out.append(ch)
            }
        }
        flush()
        return String(out.split(separator: " ", omittingEmptySubsequences: true).joined(separator: " "))
    }

    /// `1T`, `1t`: the letter is a unit only right after a number and alone.
    private static func isUnitLetter(_ ch: Character, in text: String) -> Bool {
        text.contains(where: \.isNumber) && !text.contains { $0.isLetter && $0.isASCII && $0 != "T" && $0 != "t" }
    }

    private static func isVulgar(_ ch: Character) -> Bool { "½⅓⅔¼¾⅕⅛".contains(ch) }

    /// Preparations: the resolver's words (`IngredientNameResolver.prepPrefixes`) and the ones
    /// COOKRCP01 writes.
    public static let preps: [String: String] = [
        "다진": "minced", "곱게 다진": "finely minced", "잘게 다진": "finely minced", "굵게 다진": "coarsely chopped",
        "다져 놓은": "minced", "다져놓은": "minced", "채 썬": "julienned", "채썬": "julienned", "채친": "julienned",
        "가늘게 채 썬": "finely julienned", "돌려 깎아 채 썬": "peeled and julienned", "송송 썬": "sliced", "송송썬": "sliced",
        "어슷 썬": "sliced diagonally", "어슷썬": "sliced diagonally", "깍둑 썬": "diced", "깍둑썬": "diced",
        "얇게 썬": "thinly sliced", "잘게 썬": "finely chopped", "굵게 썬": "thickly sliced", "편 썬": "sliced", "편썬": "sliced",
        "나박 썬": "cut in thin squares", "반달 썬": "cut in half-moons", "길게 썬": "cut lengthwise", "작게 썬": "cut small",
        "큼직하게 썬": "cut in large pieces", "동그랗게 썬": "cut in rounds", "세모나게 썬": "cut in triangles",
        "한입 크기로 썬": "bite-sized", "토막 낸": "cut into chunks", "토막낸": "cut into chunks", "썬": "sliced",
        "데쳐 썬": "blanched and sliced", "삶아 으깬": "boiled and mashed", "삶은": "boiled", "데친": "blanched",
        "볶은": "toasted", "구운": "roasted", "구워 부순": "toasted and crushed", "으깬": "mashed", "갈은": "ground",
        "간": "grated", "곱게 간": "finely grated", "강판에 간": "grated", "손질한": "cleaned", "손질된": "cleaned",
        "해감한": "cleaned", "불린": "soaked", "절인": "salted", "얼린": "frozen", "녹인": "melted", "해동한": "thawed",
        "우린": "steeped", "찐": "steamed", "푼": "beaten", "껍질 벗긴": "peeled", "껍질 깐": "peeled", "씨 뺀": "seeded",
        "씨를 뺀": "seeded", "마른": "dried", "말린": "dried", "찢은": "torn", "저민": "thinly sliced",
        "얇게 저민": "thinly sliced", "칼집 낸": "scored", "포 뜬": "filleted", "달게 조린": "candied", "끓는": "boiling",
        "뜨거운": "hot", "찬": "cold", "미지근한": "lukewarm", "통": "whole", "통조림": "canned", "덩어리": "in a chunk",
        "잎만": "leaves only", "국물째": "with its liquid",
    ]

    /// A preparation in English: known words, `4cm 길이로 썬` → `cut in 4cm lengths`, else as written.
    public static func prep(_ text: String) -> String {
        if let known = preps[text] { return known }
        if text.hasSuffix(" 길이로 썬") { return "cut in \(text.dropLast(6)) lengths" }
        if text.hasSuffix(" 크기로 썬") { return "cut in \(text.dropLast(6)) pieces" }
        return text
    }
}
