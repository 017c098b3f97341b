import Testing
@testable import YoriKit

@Suite struct RequestParserTests {
    let parser = RequestParser(lexicon: try! Builtin.lexicon())
    let today = LocalDay(iso: "2026-11-22")!

    func parse(_ line: String) -> ParsedLine { parser.parse(line, today: today) }

    /// The canonical names (or unknown words) of a recommend command, else nil.
    func ingredients(_ line: String) -> [String]? {
        guard case .recommend(let asked, _) = parse(line).command else { return nil }
        return asked.map { $0.canonical ?? "?" + $0.word }
    }

    @Test(arguments: [
        ("대파랑 계란으로 뭐 만들 수 있어?", ["대파", "계란"]),
        ("what can I cook with 대파 and 계란", ["대파", "계란"]),
        ("what can I make with eggs and scallions", ["계란", "대파"]),
        ("대파 계란", ["대파", "계란"]),
        ("돼지 고기랑 김치로 뭐 해먹지?", ["돼지고기", "김치"]),
        ("두부를 넣어서 뭐 만들 수 있을까", ["두부"]),
        ("달걀하고 파로 뭐 해 먹을까", ["계란", "대파"]),
        ("양파랑 파프리카로 요리 추천해줘", ["양파", "파프리카"]),
        ("고추장으로 뭐 만들지", ["고추장"]),
        ("감자, 당근, 양파", ["감자", "당근", "양파"]),
        ("recipes with tofu, kimchi", ["두부", "김치"]),
        ("cook 감자 양파", ["감자", "양파"]),
        ("Cook green onion, egg", ["대파", "계란"]),
        ("용과랑 계란으로 뭐 만들어?", ["?용과", "계란"]),
        ("계란이랑 계란으로 뭐 만들지", ["계란"]),
    ])
    func understandsCookingRequests(_ line: String, _ expected: [String]) {
        #expect(ingredients(line) == expected, "\(line)")
    }

    @Test func neverFindsAWordInsideALongerOne() {
        #expect(ingredients("양파로 뭐 만들지") == ["양파"])
        #expect(ingredients("파슬리로 뭐 만들지") == ["파슬리"])
        #expect(ingredients("고춧가루로 뭐 만들지") == ["고춧가루"])
        #expect(ingredients("배추로 뭐 만들지") == ["배추"])
        #expect(ingredients("김치로 뭐 만들지") == ["김치"])
    }

    @Test(arguments: ["what is umami", "오늘 날씨 어때?", "랑 으로", "국물 요리 맛있게 끓이는 비결이 뭐야"])
    func leavesOtherRequestsToTheFallback(_ line: String) {
        guard case .llm = parse(line).command else {
            Issue.record("\(line) → \(parse(line).command)")
            return
        }
    }

    @Test func aRecipeNameIsNotItsIngredient() {
        #expect(parse("계란말이").command == .search(RecipeSearch(query: "계란말이")))
        #expect(parse("계란말이 레시피 보여줘").command == .show(.name("계란말이")))
    }

    @Test func recognisesControlWords() {
        for word in ["help", "도움말", "?", "HELP"] { #expect(parse(word).command == .help) }
        for word in ["exit", "quit", "종료", ":q"] { #expect(parse(word).command == .quit) }
        for blank in ["", "   ", "\t"] {
            let command = parse(blank).command
            #expect(command == .empty || command == .help, "\(blank)")
        }
        #expect(parse("!.,").command == .chitchat(.symbols))  // punctuation alone: nothing to ask
    }

    @Test func cookWithoutIngredientsAsksForThem() {
        #expect(parse("cook").command == .recommend(ingredients: []))
    }

    @Test func detectsTheLanguage() {
        #expect(parse("대파랑 계란으로 뭐 만들 수 있어?").language == .ko)
        #expect(parse("what can I cook with eggs").language == .en)
        // The words around the ingredients decide, not the presence of Hangul.
        #expect(parse("what can I cook with 대파").language == .en)
        #expect(parse("can I substitute 고추장 with gochugaru?").language == .en)
        #expect(parse("egg 두 개랑 scallion 하나 있어").language == .ko)
        #expect(parse("dragon fruit 어떻게 보관해").language == .ko)
        #expect(parse("cook 감자 양파").language == .ko)
    }

    @Test func survivesHostileInput() {
        let long = String(repeating: "대파랑 계란으로 ", count: 20_000)
        if case .recommend(let asked, _) = parse(long).command {
            #expect(asked.map(\.canonical) == ["대파", "계란"])
        } else {
            Issue.record("a long list of ingredients is still a request")
        }
        for odd in ["\u{0}\u{1}\u{7F}", "🍳🥚", "ㅋㅋㅋㅋ", "\u{202E}evil", "a\u{301}\u{301}\u{301}"] {
            _ = parse(odd)
        }
    }

    @Test func argumentsKeepUnknownWords() {
        let asked = parser.ingredients(fromArguments: ["용과", "계란"])
        #expect(asked.map(\.word) == ["용과", "계란"])
        #expect(asked.map(\.canonical) == [nil, "계란"])
        #expect(asked[1].nameKind == .canonical)
        #expect(parser.ingredients(fromArguments: ["달걀"]).first?.nameKind == .synonym)
    }
}

@Suite struct ShoppingParseTests {
    let parser = RequestParser(lexicon: try! Builtin.lexicon())

    func parse(_ line: String) -> Command { parser.parse(line, today: LocalDay(iso: "2026-11-22")!).command }

    @Test func shoppingLines() {
        #expect(parse("2번 부족한 재료 장보기 목록에 넣어줘") == .shopAddMissing(.number(2)))
        #expect(parse("add the missing ingredients of 1 to my shopping list") == .shopAddMissing(.number(1)))
        #expect(parse("장보기 목록 보여줘") == .shopList)
        #expect(parse("shop done 대파") == .shopDone([AskedIngredient("대파", lexicon: parser.lexicon)]))
        #expect(parse("장 다 봤어") == .shopBought)
        guard case .shopAdd(let items) = parse("장보기 목록에 대파 한 단 추가") else {
            Issue.record("expected shop_add")
            return
        }
        #expect(items.first?.ingredient.canonical == "대파" && items.first?.quantity == 1 && items.first?.unit == "단")
    }
}
