import Testing
@testable import YoriKit

/// Table tests for the shapes COOKRCP01 ingredient text takes, written for yori.
@Suite struct IngredientLineParserTests {
    static let parser = IngredientLineParser(lexicon: try! Builtin.lexicon())

    /// One expected line: `group|name|amount`, then optionally `|prep` and `|canonical`
    /// (`-` for none). Without them: no prep, and the canonical name is the name.
    static func lines(_ text: String) -> [String] {
        parser.parse(text).map(describe)
    }

    static func describe(_ i: RecipeIngredient) -> String {
        let group = switch i.group {
        case .main: "주"
        case .secondary: "부"
        case .seasoning: "양"
        }
        var out = "\(group)|\(i.name)|\(i.amount)"
        if i.prep != nil || i.canonical != i.name { out += "|" + (i.prep ?? "") }
        if i.canonical != i.name { out += "|" + (i.canonical ?? "-") }
        return out
    }

    @Test(arguments: [
        // A sub-dish title on its own line, a group heading line, 20g(1⅓큰술), 약간.
        ("불고기 덮밥\n쇠고기 100g, 밥 210g(1공기)\n양념장\n간장 20g(1⅓큰술), 설탕 약간",
         ["주|쇠고기|100g||소고기", "주|밥|210g(1공기)", "양|간장|20g(1⅓큰술)", "양|설탕|약간"]),
        // ● headings before a colon.
        ("●주재료 : 돼지고기 200g, 양파 1/2개\n●양념장 : 고추장 2큰술, 다진 마늘 1작은술",
         ["주|돼지고기|200g", "주|양파|1/2개", "양|고추장|2큰술", "양|마늘|1작은술|다진"]),
        // [1인분] and <br> line breaks.
        ("[1인분] 두부 100g<br>대파 10g<br />●양념 : 간장 5g",
         ["주|두부|100g", "주|대파|10g", "양|간장|5g"]),
        // Preparation before or after the name; synonyms.
        ("다진 대파 10g, 쇠고기 50g, 소고기 50g, 달걀 1개, 마늘다진것 5g, 돼지고기 다진 것 30g, 채 썬 당근 20g",
         ["주|대파|10g|다진", "주|쇠고기|50g||소고기", "주|소고기|50g", "주|달걀|1개||계란", "주|마늘|5g|다진",
          "주|돼지고기|30g|다진", "주|당근|20g|채 썬"]),
        // Amounts glued to the name, amount words, number words, 1컵 반, 정도.
        ("흑미30g, 소금약간, 후추 적당량, 양파 반 개, 물 2컵 반, 참기름 1/2큰술 정도",
         ["주|흑미|30g", "양|소금|약간", "양|후추|적당량", "주|양파|반 개", "주|물|2컵 반", "양|참기름|1/2큰술 정도"]),
        // Amounts in brackets, and notes in brackets that stay with the name.
        ("닭고기(가슴살, 120g), 쇠고기(등심) 슬라이스 100g, 대구(손질된 것) 90g(2토막), 황태(채) 15g",
         ["주|닭고기(가슴살)|120g||닭고기", "주|쇠고기(등심) 슬라이스|100g||소고기", "주|대구(손질된 것)|90g(2토막)||대구",
          "주|황태(채)|15g||황태"]),
        // A dash before a heading and its colon; a missing comma.
        ("가지 30g, 두부 20g- 초간장 : 간장 5g 식초 3g",
         ["주|가지|30g", "주|두부|20g", "양|간장|5g", "양|식초|3g"]),
        // Headings in brackets and parentheses.
        ("(반죽재료) 밀가루 100g, 물 60ml\n(속재료) 부추 50g [찍어먹는 소스] 간장 10g, 식초 5g",
         ["주|밀가루|100g", "주|물|60ml", "주|부추|50g", "양|간장|10g", "양|식초|5g"]),
        // A heading word opening a line, amounts in brackets.
        ("재료 두부(100g), 애호박(30g)\n단촛물 식초(15g), 설탕(10g)",
         ["주|두부|100g", "주|애호박|30g", "양|식초|15g", "양|설탕|10g"]),
        // A heading before a dash; headings inside one long line.
        ("육수 - 멸치 10g, 다시마 5g, 물 500ml 고명 - 달걀 1개, 쪽파 약간",
         ["부|멸치|10g", "부|다시마|5g", "부|물|500ml", "부|달걀|1개||계란", "부|쪽파|약간"]),
        // A line broken inside brackets; HTML entities.
        ("빵가루 30g(2큰\n술), 물 500ml(2&frac12;컵)", ["주|빵가루|30g(2큰술)", "주|물|500ml(2½컵)"]),
        // A heading left at the end of a line, after an amount.
        ("감자 100g, 식용유 5g(1작은술) 소스\n케첩 20g", ["주|감자|100g", "양|식용유|5g(1작은술)", "양|케첩|20g"]),
        // Bare numbers are grams; a space before the unit; a numbered heading.
        ("주재료: 쌀 90, 무 20 g(3×3×1cm)\n곁들이채소1 : 양상추 20g",
         ["주|쌀|90", "주|무|20 g(3×3×1cm)", "부|양상추|20g"]),
        // Unknown ingredients keep canonical nil; lines without amounts keep "".
        ("용과 50g, 대나무꼬치", ["주|용과|50g||-", "주|대나무꼬치|||-"]),
        // Qualifiers the lexicon does not list are looked past, the written name is kept.
        ("저염간장 5g, 국물용 멸치 10g(5마리), 마른 표고버섯 2개, 빨강 파프리카 20g",
         ["양|저염간장|5g||간장", "주|국물용 멸치|10g(5마리)||국물용멸치", "주|마른 표고버섯|2개||건표고버섯",
          "주|빨강 파프리카|20g||파프리카"]),
        // A sub-dish title glued before the first ingredient of its line names no ingredient.
        ("재료 두부(150g)\n두부 조림양념 간장(10g), 설탕(3g)\n밥 밑간 들기름(4g)\n녹차 우린 물(90g)",
         ["주|두부|150g", "양|두부 조림양념 간장|10g||간장", "양|설탕|3g", "양|밥 밑간 들기름|4g||들기름",
          "주|녹차 우린 물|90g||녹차"]),
        // "또는" keeps the alternative in the amount.
        ("우유 200ml(1컵) 또는 두유 200ml", ["주|우유|200ml(1컵) 또는 두유 200ml"]),
        // Quotes around the whole text, an unclosed bracket, a stray </span>.
        ("\"배 80g, 통후추 0.5g[시럽]</span><br /> 꿀 10g\"",
         ["주|배|80g", "양|통후추|0.5g", "양|꿀|10g"]),
    ])
    func parsesTheMessyShapes(_ text: String, _ expected: [String]) {
        #expect(Self.lines(text) == expected, "\(text)")
    }

    /// 각 (each) after a name belongs to the amount: the name is then an ingredient yori
    /// knows (`파프리카(빨강/노랑) 각 5g` is 파프리카, as the real COOKRCP01 file writes it).
    @Test func eachAfterANameGoesToTheAmount() {
        let lines = Self.parser.parse("오이 10g, 파프리카(빨강/노랑) 각 5g, 검정깨묵 각각 25g")
        #expect(lines.map(\.canonical) == ["오이", "파프리카", nil])
        #expect(lines.map(\.amount) == ["10g", "각 5g", "각 25g"])
        #expect(!lines.contains { $0.name.hasSuffix("각") })
        #expect(IngredientLineParser.movingEach("생각", "2g") == ("생각", "2g"))
        #expect(IngredientLineParser.movingEach("팔각", "1개") == ("팔각", "1개"))
    }

    @Test func seasoningsInAMainBlockAreGroupedAsSeasoning() {
        // No heading at all: the lexicon decides which lines are seasoning.
        #expect(Self.lines("두부 100g, 소금 약간, 참기름 1작은술, 물 200ml")
                == ["주|두부|100g", "양|소금|약간", "양|참기름|1작은술", "주|물|200ml"])
    }

    @Test func headingsSetGroups() {
        #expect(IngredientHeading("양념장") == .seasoning)
        #expect(IngredientHeading("곁들임 소스") == .seasoning)
        #expect(IngredientHeading("유자꿀 드레싱") == .seasoning)
        #expect(IngredientHeading("고명") == .secondary)
        #expect(IngredientHeading("멸치육수") == .secondary)
        #expect(IngredientHeading("주재료") == .main)
        #expect(IngredientHeading("고구마죽") == .main)
        #expect(IngredientHeading("곁들이채소2") == .secondary)
    }

    @Test func emptyAndJunkTextGiveNoLines() {
        #expect(Self.lines("").isEmpty)
        #expect(Self.lines("  \n , ,\n").isEmpty)
        #expect(Self.lines("[1인분]").isEmpty)
    }

    @Test func neverTrapsOnOddText() {
        for text in ["(((", ")))", "[[]]", "::::", "- - -", "1/", "½", "가(", "a:b:c", "1:1", "<br", "&frac12", "&#99999999;"] {
            _ = Self.parser.parse(text)
        }
    }
}
