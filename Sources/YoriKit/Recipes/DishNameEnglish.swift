/// A readable English name for a dish that has none (imported and user recipes), so an English
/// list never shows bare Hangul: the dish family in English with what it is made of, as far as
/// the lexicon knows the words (`카레닭 룰라이드` → `Curry chicken roulade`, `두부조림` →
/// `Braised tofu`); the family alone when other words are unknown (`Soup`); else the name
/// romanized (`Dakgalbi`). Lists show it with the Korean after it: `Braised tofu (두부조림)`.
public enum DishNameEnglish {
    /// A dish family: the Korean ending, the English with `{}` for what it is made of, and the
    /// English for the family alone.
    struct Family {
        let suffix: String
        let template: String
        let alone: String
    }

    /// Longest endings first is not needed: the longest matching ending wins.
    static let families: [Family] = [
        ("볶음밥", "{} fried rice", "Fried rice"), ("덮밥", "{} rice bowl", "Rice bowl"), ("비빔밥", "{} bibimbap", "Bibimbap"),
        ("주먹밥", "{} rice balls", "Rice balls"), ("김밥", "{} gimbap", "Gimbap"), ("초밥", "{} sushi", "Sushi"),
        ("영양밥", "{} rice", "Rice"), ("솥밥", "{} pot rice", "Pot rice"), ("밥", "{} rice", "Rice"),
        ("냉국", "chilled {} soup", "Chilled soup"), ("국", "{} soup", "Soup"), ("탕", "{} soup", "Soup"),
        ("수프", "{} soup", "Soup"), ("스프", "{} soup", "Soup"), ("찌개", "{} stew", "Stew"), ("전골", "{} hot pot", "Hot pot"),
        ("죽", "{} porridge", "Porridge"), ("볶음", "stir-fried {}", "Stir-fry"), ("구이", "grilled {}", "Grilled dish"),
        ("장조림", "soy-braised {}", "Soy-braised dish"), ("조림", "braised {}", "Braised dish"),
        ("찜", "steamed {}", "Steamed dish"), ("무침", "seasoned {}", "Seasoned salad"), ("나물", "{} namul", "Namul"),
        ("부침개", "{} pancake", "Pancake"), ("부침", "pan-fried {}", "Pan-fried dish"), ("전", "{} pancakes", "Pancakes"),
        ("튀김", "fried {}", "Fritters"), ("강정", "crispy glazed {}", "Crispy glazed bites"), ("샐러드", "{} salad", "Salad"),
        ("김치", "{} kimchi", "Kimchi"), ("깍두기", "{} kkakdugi", "Kkakdugi"), ("장아찌", "pickled {}", "Pickles"),
        ("피클", "{} pickles", "Pickles"), ("말이", "{} rolls", "Rolls"), ("롤", "{} rolls", "Rolls"),
        ("룰라이드", "{} roulade", "Roulade"), ("꼬치", "{} skewers", "Skewers"), ("산적", "{} skewers", "Skewers"),
        ("샌드위치", "{} sandwich", "Sandwich"), ("버거", "{} burger", "Burger"), ("피자", "{} pizza", "Pizza"),
        ("파스타", "{} pasta", "Pasta"), ("스파게티", "{} spaghetti", "Spaghetti"), ("국수", "{} noodles", "Noodles"),
        ("칼국수", "{} kalguksu", "Knife-cut noodles"), ("냉면", "{} cold noodles", "Cold noodles"), ("면", "{} noodles", "Noodles"),
        ("만두", "{} dumplings", "Dumplings"), ("떡볶이", "{} tteokbokki", "Tteokbokki"), ("떡", "{} rice cake", "Rice cake"),
        ("케이크", "{} cake", "Cake"), ("케익", "{} cake", "Cake"), ("쿠키", "{} cookies", "Cookies"), ("머핀", "{} muffins", "Muffins"),
        ("빵", "{} bread", "Bread"), ("푸딩", "{} pudding", "Pudding"), ("젤리", "{} jelly", "Jelly"), ("양갱", "{} jelly", "Jelly"),
        ("주스", "{} juice", "Juice"), ("스무디", "{} smoothie", "Smoothie"), ("라떼", "{} latte", "Latte"), ("차", "{} tea", "Tea"),
        ("화채", "{} punch", "Fruit punch"), ("소스", "{} sauce", "Sauce"), ("드레싱", "{} dressing", "Dressing"),
        ("완자", "{} patties", "Patties"), ("볼", "{} balls", "Balls"), ("스테이크", "{} steak", "Steak"),
        ("커틀릿", "{} cutlet", "Cutlet"), ("까스", "{} cutlet", "Cutlet"), ("가스", "{} cutlet", "Cutlet"),
        ("그라탕", "{} gratin", "Gratin"), ("리조또", "{} risotto", "Risotto"), ("카나페", "{} canapés", "Canapés"),
        ("무스", "{} mousse", "Mousse"), ("타르트", "{} tart", "Tart"), ("파이", "{} pie", "Pie"), ("수육", "boiled {}", "Boiled meat"),
        ("편육", "pressed {}", "Pressed meat"), ("숙회", "parboiled {}", "Parboiled dish"),
        ("냉채", "cold {} salad", "Cold salad"), ("겉절이", "fresh {} kimchi", "Fresh kimchi"), ("쌈", "{} wraps", "Wraps"),
        ("밥전", "{} rice pancakes", "Rice pancakes"), ("오믈렛", "{} omelette", "Omelette"), ("볶이", "stir-fried {}", "Stir-fry"),
        ("카레", "{} curry", "Curry"), ("라이스", "{} rice", "Rice"), ("무쌈", "{} radish wraps", "Radish wraps"),
    ].map { Family(suffix: $0.0, template: $0.1, alone: $0.2) }

    /// Describing words a dish name uses that are not ingredients.
    static let words: [String: String] = [
        "매콤": "spicy", "매운": "spicy", "매콤한": "spicy", "달콤": "sweet", "달콤한": "sweet", "새콤": "tangy", "새콤달콤": "sweet and sour",
        "간장": "soy", "고추장": "gochujang", "된장": "doenjang", "크림": "cream", "치즈": "cheese", "모둠": "assorted", "모듬": "assorted",
        "오색": "five-color", "삼색": "three-color", "영양": "nourishing", "건강": "healthy", "저염": "low-salt", "수제": "homemade",
        "미니": "mini", "구운": "roasted", "훈제": "smoked", "마늘": "garlic", "카레": "curry", "닭": "chicken", "소": "beef",
        "돼지": "pork", "해물": "seafood", "채소": "vegetable", "야채": "vegetable", "버섯": "mushroom", "과일": "fruit", "곡물": "grain",
        "잡곡": "multigrain", "현미": "brown rice", "찹쌀": "sweet rice", "통": "whole", "궁중": "royal", "전통": "traditional",
        "퓨전": "fusion", "냉": "cold", "온": "warm", "떡": "rice cake", "묵": "jelly", "김": "laver", "두부": "tofu",
    ]

    /// The English name of `name`: as it is when it has no Hangul.
    public static func name(_ name: String, lexicon: IngredientLexicon) -> String {
        let trimmed = name.split(separator: " ").joined(separator: " ")
        guard Hangul.containsHangul(trimmed) else { return trimmed }
        let solid = trimmed.filter { $0 != " " }
        let family = families.filter { solid.hasSuffix($0.suffix) && solid.count >= $0.suffix.count }
            .max { $0.suffix.count < $1.suffix.count }
        let rest = family.map { String(solid.dropLast($0.suffix.count)) } ?? solid
        if let family {
            if rest.isEmpty { return capitalized(family.alone) }
            if let made = translate(rest, lexicon: lexicon) {
                return capitalized(family.template.replacing("{}", with: made))
            }
            return capitalized(family.alone)
        }
        if let made = translate(rest, lexicon: lexicon) { return capitalized(made) }
        return capitalized(Romanizer.romanize(trimmed))
    }

    /// `rest` word by word in English (the longest known word first), or `nil` when any part is
    /// not known. Letters and numbers that are not Hangul are kept.
    static func translate(_ rest: String, lexicon: IngredientLexicon) -> String? {
        let chars = Array(rest)
        var out: [String] = []
        var i = 0
        while i < chars.count {
            if !chars[i].unicodeScalars.contains(where: Hangul.isHangul) {
                var j = i
                while j < chars.count, !chars[j].unicodeScalars.contains(where: Hangul.isHangul) { j += 1 }
                let kept = String(String(chars[i..<j]).drop { " &,+()·-".contains($0) }.reversed().drop { " &,+()·-".contains($0) }.reversed())
                if !kept.isEmpty { out.append(kept) }
                i = j
                continue
            }
            var found: (String, Int)?
            for length in stride(from: min(8, chars.count - i), through: 1, by: -1) {
                let piece = String(chars[i..<i + length])
                if let english = words[piece] ?? english(piece, lexicon) { found = (english, length); break }
            }
            guard let (english, length) = found else { return nil }
            if out.last != english { out.append(english) }
            i += length
        }
        return out.isEmpty ? nil : out.joined(separator: " ")
    }

    private static func english(_ piece: String, _ lexicon: IngredientLexicon) -> String? {
        guard piece.count >= 2 || ["닭", "무", "배", "김", "파", "쑥", "밤", "잣", "콩", "팥", "게", "굴", "귤", "감"].contains(piece),
              let (ingredient, _) = lexicon.lookup(piece) else { return nil }
        return ingredient.english.first
    }

    private static func capitalized(_ text: String) -> String {
        guard let first = text.first else { return text }
        return first.uppercased() + text.dropFirst()
    }
}
