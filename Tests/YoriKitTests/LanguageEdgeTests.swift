import Testing
@testable import YoriKit

/// The language layer's edges: cleaning, the fixed subcommands' words, `--expires` dates,
/// invalid dates, and parse time on a line at the length cap.
@Suite struct LanguageEdgeTests {
    let parser = RequestParser(lexicon: try! Builtin.lexicon())
    let today = LocalDay(iso: "2026-11-22")!  // a Sunday

    func parse(_ line: String) -> ParsedLine { parser.parse(line, today: today) }

    @Test func controlCharactersNeverReachAName() {
        #expect(InputCleaner.clean("용과\u{1B}[41m랑") == "용과랑")
        #expect(InputCleaner.clean("\u{FEFF}대파") == "대파")
        #expect(InputCleaner.clean("대파\u{7}계란") == "대파 계란")
        #expect(InputCleaner.clean("a\u{1B}]0;title\u{7}b") == "ab")
        #expect(InputCleaner.clean("\u{9B}31m두부") == "두부")
        #expect(InputCleaner.clean("plain 대파") == "plain 대파")
        guard case .recommend(let asked, _) = parse("용과\u{1B}[41m랑 계란으로 뭐 만들어").command else {
            Issue.record("expected recommend")
            return
        }
        #expect(asked.map(\.word) == ["용과", "계란"])
        #expect(!parse("\u{1B}[2J\u{1B}[H두부 \u{1B}[31m김치").json.serialized().contains("2J"))
    }

    @Test func argumentsAreReadLikeAChatLine() {
        func items(_ words: String...) -> [String] {
            parser.items(fromArguments: words, today: today).map { item in
                [item.name ?? item.ingredient.canonical ?? item.ingredient.word,
                 item.quantity.map { FridgeError.format($0) } ?? "-", item.unit ?? "-", item.expires?.description ?? "-"]
                    .joined(separator: "|")
            }
        }
        #expect(items("두부", "한", "모") == ["두부|1|모|-"])
        #expect(items("두부", "반", "모") == ["두부|0.5|모|-"])
        #expect(items("대파", "2대") == ["대파|2|대|-"])
        #expect(items("half a block of tofu") == ["두부|0.5|모|-"])
        #expect(items("dragon fruit") == ["dragon fruit|-|-|-"])
        #expect(items("할머니 된장", "1통") == ["할머니 된장|1|통|-"])
        #expect(items("계란", "-2") == ["계란|-2|개|-"])
        #expect(items("용과", "한", "개", "계란", "10개") == ["용과|1|개|-", "계란|10|개|-"])
        #expect(items("우유", "2", "bottles") == ["우유|2|병|-"])
        #expect(items("우유", "내일까지") == ["우유|-|-|2026-11-23"])
        #expect(items("🍳").isEmpty)
        #expect(items("").isEmpty)
        let grandma = parser.items(fromArguments: ["할머니 된장"], today: today)
        #expect(grandma.first?.ingredient.canonical == "된장")
        #expect(parser.ingredients(fromArguments: ["dragon fruit"]).map(\.word) == ["dragon fruit"])
        #expect(parser.ingredients(fromArguments: ["green onion, egg"]).map(\.canonical) == ["대파", "계란"])
        #expect(parser.ingredients(fromArguments: ["dragon", "fruit"]).count == 2)
    }

    @Test(arguments: [
        ("내일모레", "2026-11-24"), ("내일 모레", "2026-11-24"), ("어제", "2026-11-21"), ("yesterday", "2026-11-21"),
        ("next friday", "2026-11-27"), ("the day after tomorrow", "2026-11-24"), ("삼일 뒤", "2026-11-25"),
        ("이번 달말", "2026-11-30"), ("다다음주 금요일", "2026-12-04"), ("next week", "2026-11-29"),
        ("3일", "2026-11-25"), ("일주일", "2026-11-29"), ("열흘 뒤", "2026-12-02"), ("한 달 뒤", "2026-12-22"),
        ("in 2 weeks", "2026-12-06"), ("11.30", "2026-11-30"), ("2026-11-30", "2026-11-30"), ("3 days from now", "2026-11-25"),
        // A day of the month with 까지 is the coming one, never a span; a dotted month.day after an expiry word.
        ("30일까지", "2026-11-30"), ("5일까지", "2026-12-05"), ("유통기한 30일까지", "2026-11-30"), ("유통기한 12.3", "2026-12-03"), ("12.3까지", "2026-12-03"),
    ])
    func expiresTakesEveryChatForm(_ text: String, _ expected: String) {
        #expect(DateParser.parse(text, today: today)?.description == expected, "\(text)")
    }

    /// English dates with the month's name in the usual orders, with or without a year; short
    /// weekday names and a span alone, as `--expires` takes them.
    @Test(arguments: [
        ("Mar 1 2027", "2027-03-01"), ("March 1, 2027", "2027-03-01"), ("1 March 2027", "2027-03-01"),
        ("1st of March 2027", "2027-03-01"), ("the 1st of march 2027", "2027-03-01"), ("Mar 1st", "2027-03-01"),
        ("February 29, 2028", "2028-02-29"), ("feb 29 2028", "2028-02-29"), ("dec 3", "2026-12-03"), ("30 nov 2026", "2026-11-30"),
        ("expires mar 1 2027", "2027-03-01"), ("use by 1 march 2027", "2027-03-01"),
        ("on friday", "2026-11-27"), ("mon", "2026-11-23"), ("fri", "2026-11-27"), ("Tue", "2026-11-24"), ("on sat", "2026-11-28"),
        ("expires on fri", "2026-11-27"), ("until wed", "2026-11-25"), ("next fri", "2026-11-27"),
        ("3 days", "2026-11-25"), ("a week", "2026-11-29"), ("two weeks", "2026-12-06"), ("a month", "2026-12-22"),
        ("3 일", "2026-11-25"), ("한 달", "2026-12-22"), ("2개월", "2027-01-22"),
    ])
    func expiresTakesEnglishDatesAndSpans(_ text: String, _ expected: String) {
        #expect(DateParser.parse(text, today: today)?.description == expected, "\(text)")
    }

    @Test func englishDatesInAChatLineKeepTheirYear() {
        func expiry(_ line: String) -> String {
            guard case .fridgeAdd(let items) = parse(line).command else { return "not an add: \(parse(line).command)" }
            return items.map { $0.expires?.description ?? "invalid: \($0.invalidExpiry ?? "-")" }.joined(separator: ",")
        }
        #expect(expiry("bought milk, expires Feb 29 2028") == "2028-02-29")
        #expect(expiry("bought milk, expires March 1, 2027") == "2027-03-01")
        #expect(expiry("bought milk, expires 1st of march 2027") == "2027-03-01")
        #expect(expiry("bought milk, expires on fri") == "2026-11-27")
        #expect(expiry("bought milk, expires Feb 29 2027") == "invalid: feb 29 2027")
        // A short weekday name with no word of when before it is no date.
        #expect(DateParser(today: today).find(Tokenizer.tokens("i sat on the couch").map(Token.init)) == nil)
    }

    @Test(arguments: [
        ("3일 전", "2026-11-19"), ("3일전에", "2026-11-19"), ("사흘 전", "2026-11-19"), ("일주일 전", "2026-11-15"),
        ("2주 전", "2026-11-08"), ("한 달 전", "2026-10-22"), ("3 days ago", "2026-11-19"), ("a week ago", "2026-11-15"),
        ("two weeks ago", "2026-11-08"), ("a month ago", "2026-10-22"), ("11 months ago", "2025-12-22"),
    ])
    func daysGoneByCountBack(_ text: String, _ expected: String) {
        #expect(DateParser.parse(text, today: today)?.description == expected, "\(text)")
    }

    /// A day word keeps its day under a particle of topic or addition (`어제는`, `어제도`, `지난주에는`);
    /// last week is a week ago, its weekday the one of the week before this (weeks start on Monday).
    @Test(arguments: [
        ("어제는", "2026-11-21"), ("어제도", "2026-11-21"), ("그저께는", "2026-11-20"), ("오늘은", "2026-11-22"),
        ("내일은", "2026-11-23"), ("금요일엔", "2026-11-27"), ("지난주", "2026-11-15"), ("지난주에는", "2026-11-15"),
        ("지난 주", "2026-11-15"), ("저번주 금요일", "2026-11-13"), ("지난주 금요일에", "2026-11-13"), ("지지난주", "2026-11-08"),
    ])
    func dayWordsKeepTheirDayUnderParticles(_ text: String, _ expected: String) {
        #expect(DateParser.parse(text, today: today)?.description == expected, "\(text)")
    }

    /// Only a word that is then a day loses its particle: `남은` keeps its 은, `포도` its 도, `지난` alone is no week.
    @Test func particlesComeOffOnlyDayWords() {
        #expect(DateParser.dateStem("남은") == "남은")
        #expect(DateParser.dateStem("포도") == "포도")
        #expect(DateParser.parse("지난", today: today) == nil)
        #expect(DateParser(today: today).find(Tokenizer.tokens("유통기한 지난 거 버려야 해").map(Token.init)) == nil)
    }

    @Test func aSpanBeforeTheExpiryStillCountsAhead() {
        // "유통기한 3일 전" is three days left, not three days ago.
        guard case .fridgeAdd(let items) = parse("우유 유통기한 3일 전이야").command else {
            Issue.record("not an add")
            return
        }
        #expect(items.map { $0.expires?.description } == ["2026-11-25"])
    }

    @Test func theWordsOfADateAreNoAmount() {
        func items(_ line: String) -> [String] {
            guard case .fridgeAdd(let items) = parse(line).command else { return ["not an add"] }
            return items.map { "\($0.ingredient.canonical ?? "?")|\($0.quantity.map { String(Int($0)) } ?? "-")" }
        }
        #expect(items("bought eggs 3 days ago") == ["계란|-"])
        #expect(items("bought 6 eggs 2 days ago") == ["계란|6"])
        #expect(items("계란 10개 사흘 전에 샀어") == ["계란|10"])
        #expect(items("bought eggs, they expire 3 days from now") == ["계란|-"])
        // Two dates in one line: neither is an amount.
        #expect(items("got 500g of pork belly 2 days ago, expires in 3 days") == ["삼겹살|500"])
        guard case .fridgeOpen(let opened, let day) = parse("opened 2 packs of milk 3 days ago").command else {
            Issue.record("not an opening")
            return
        }
        #expect(opened.map(\.quantity) == [2])
        #expect(day?.description == "2026-11-19")
    }

    /// A day gone by in a line that adds is when it was bought, beside any expiry the line gives;
    /// a span after an expiry word still counts ahead.
    @Test(arguments: [
        ("어제 두부 샀어", "2026-11-21", nil), ("계란 10개 사흘 전에 샀어", "2026-11-19", nil),
        ("bought eggs 3 days ago", "2026-11-19", nil), ("I got milk yesterday", "2026-11-21", nil),
        ("어제 산 우유, 유통기한 12월 3일", "2026-11-21", "2026-12-03"), ("유통기한 12월 3일인 우유 어제 샀어", "2026-11-21", "2026-12-03"),
        ("bought milk yesterday, expires dec 3", "2026-11-21", "2026-12-03"),
        ("got 500g of pork belly 2 days ago, expires in 3 days", "2026-11-20", "2026-11-25"),
        ("오늘 산 두부 유통기한 일주일", nil, "2026-11-29"), ("우유 유통기한 3일 전이야", nil, "2026-11-25"),
        ("두부 샀어", nil, nil),
        // A day to come said right before a verb of buying done is a purchase day (which the
        // fridge refuses); after it, or said with until, it is the expiry.
        ("두부 내일 샀어", "2026-11-23", nil), ("두부 모레 사 왔어", "2026-11-24", nil), ("우유 샀어, 모레", nil, "2026-11-24"),
        ("I bought tofu tomorrow", "2026-11-23", nil), ("bought milk, expires tomorrow", nil, "2026-11-23"),
        ("내일까지인 우유 샀어", nil, "2026-11-23"), ("bought milk, good until tomorrow", nil, "2026-11-23"),
    ] as [(String, String?, String?)])
    func aDayGoneByIsWhenItWasBought(_ line: String, _ bought: String?, _ expires: String?) {
        guard case .fridgeAdd(let items) = parse(line).command else {
            Issue.record("\(line): \(parse(line).command)")
            return
        }
        #expect(items.map { $0.bought?.description } == [bought], "\(line)")
        #expect(items.map { $0.expires?.description } == [expires], "\(line)")
    }

    @Test func impossibleDatesAreNamedNotDropped() {
        for (text, shown) in [("13월 45일", "13월 45일"), ("2월 30일", "2월 30일"), ("2026-02-30", "2026-02-30"), ("11/31", "11/31"),
                              ("feb 30", "feb 30"), ("Feb 29 2027", "feb 29 2027"), ("February 30, 2028", "february 30 2028"),
                              ("31 feb", "31 feb"), ("29th of feb 2027", "29th of feb 2027")] {
            #expect(DateParser.parse(text, today: today) == nil, "\(text)")
            let tokens = Tokenizer.tokens(text).map(Token.init)
            #expect(DateParser(today: today).findInvalid(tokens)?.0 == shown, "\(text)")
        }
        #expect(DateParser(today: today).findInvalid(Tokenizer.tokens("돼지고기 1.5 kg 샀어").map(Token.init)) == nil)
        // A date value wholly month.day (`--expires 12.3`, `1.5`) is one; in a line, 1.5 is an amount.
        #expect(DateParser.parse("12.3", today: today)?.description == "2026-12-03")
        #expect(DateParser.parse("1.5", today: today)?.description == "2027-01-05")
    }

    @Test func nameLinesAreSearchesAndNonsenseIsNot() {
        #expect(parse("blorp").command == .search(RecipeSearch(query: "blorp", bare: true)))
        #expect(parse("계란말이").command == .search(RecipeSearch(query: "계란말이")))
        #expect(parse("kimchi stew").command == .search(RecipeSearch(query: "kimchi stew")))
        for line in ["xyzzy 블라블라", "뭐라는거야 진짜", "완전 진짜"] {
            #expect(parse(line).command == .llm(text: line), "\(line)")
        }
        // Laughter, symbols and keyboard mash ask nothing: never the model.
        for (line, kind) in [("asdf qwer", SmallTalk.mash), ("ㅋㅋㅋㅋ", .laughter), ("🍳🥚", .symbols), ("?!", .symbols), ("ㅁㄴㅇㄹ", .mash),
                             ("lol", .laughter), ("고마워요", .thanks), ("hi there", .greeting)] {
            #expect(parse(line).command == .chitchat(kind), "\(line)")
        }
    }

    @Test func parseTimeGrowsWithTheWords() {
        // A quadratic step would take minutes on these; each must stay far below that.
        let clock = ContinuousClock()
        for unit in ["a ", "대파랑 계란으로 ", "김치찌개 어떻게 만들어 ", "how do i make a "] {
            let line = String(repeating: unit, count: 65_536 / unit.utf8.count)
            let elapsed = clock.measure { _ = parse(line) }
            #expect(elapsed < .seconds(20), "\(unit): \(elapsed)")
        }
    }

    // MARK: Amounts: order, measures, unreadable numbers

    func argumentItems(_ words: String...) -> [String] {
        parser.items(fromArguments: words, today: today).map { item in
            [item.name ?? item.ingredient.canonical ?? item.ingredient.word,
             item.quantity.map { FridgeError.format($0) } ?? item.invalidAmount ?? "-", item.unit ?? "-"].joined(separator: "|")
        }
    }

    func chatItems(_ line: String) -> [String] {
        let items: [FridgeItemRequest]
        switch parse(line).command {
        case .fridgeAdd(let found), .fridgeUse(let found): items = found
        default: return ["not a fridge line: \(parse(line).command)"]
        }
        return items.map { item in
            [item.ingredient.canonical ?? item.ingredient.word,
             item.quantity.map { FridgeError.format($0) } ?? item.invalidAmount ?? "-", item.unit ?? "-"].joined(separator: "|")
        }
    }

    /// In English a number counts the word after it, whether the list is joined by commas or
    /// by "and"; a number the item before has taken (`tofu 2 eggs 3`) stays with it, and
    /// Korean keeps its amount after the name.
    @Test func anEnglishAmountBelongsToTheWordAfterIt() {
        #expect(chatItems("bought 5 potatoes, 2 onions, 3 carrots") == ["감자|5|개", "양파|2|개", "당근|3|개"])
        #expect(chatItems("bought 5 potatoes and 2 onions and 3 carrots") == ["감자|5|개", "양파|2|개", "당근|3|개"])
        #expect(chatItems("I used 4 eggs, 1 onion") == ["계란|4|개", "양파|1|개"])
        #expect(chatItems("bought 2 apples, 3 dragon fruits") == ["사과|2|개", "dragon fruit|3|개"])
        #expect(argumentItems("3", "apples,", "2", "bananas") == ["사과|3|개", "바나나|2|개"])
        #expect(argumentItems("tofu", "2", "eggs", "3") == ["두부|2|개", "계란|3|개"])
        #expect(argumentItems("tofu", "2") == ["두부|2|개"])
        #expect(chatItems("감자 5개, 양파 2개, 당근 3개 샀어") == ["감자|5|개", "양파|2|개", "당근|3|개"])
        #expect(argumentItems("두부", "1모", "계란", "2") == ["두부|1|모", "계란|2|개"])
        guard case .shopAdd(let items) = parse("add 3 onions, 2 carrots to my shopping list").command else {
            Issue.record("expected shop_add")
            return
        }
        #expect(items.map { "\($0.ingredient.canonical ?? "?")|\($0.quantity.map(FridgeError.format) ?? "-")" } == ["양파|3", "당근|2"])
    }

    /// Pounds, ounces, gallons, quarts and pints are read in grams and millilitres; a unit or
    /// package word is never an item (`a pack of 10 eggs` is 10 eggs).
    @Test func imperialMeasuresAreReadInMetricAndUnitsAreNeverItems() {
        #expect(chatItems("I bought 2 lbs of chicken") == ["닭고기|907|g"])
        #expect(chatItems("bought a pound of beef") == ["소고기|454|g"])
        #expect(chatItems("bought 8 oz of cheese") == ["치즈|227|g"])
        #expect(chatItems("bought 16oz of beef") == ["소고기|454|g"])
        #expect(chatItems("bought a gallon of milk") == ["우유|3785|ml"])
        #expect(chatItems("bought a quart of milk") == ["우유|946|ml"])
        #expect(chatItems("bought a pint of cream") == ["생크림|473|ml"])
        #expect(chatItems("bought a pack of 10 eggs") == ["계란|10|개"])
        #expect(chatItems("bought a 2lb bag of carrots") == ["당근|1|봉지"])
        #expect(chatItems("닭고기 2 lbs 샀어") == ["닭고기|907|g"])
        #expect(parse("닭고기 2 lbs 샀어").json.serialized().contains(#""language":"ko""#))
        #expect(argumentItems("chicken", "2lb") == ["닭고기|907|g"])
        #expect(argumentItems("lbs") == [])
        #expect(QuantityParser.measured(0.1, factor: 28.35) == 2.8)
    }

    /// Only numbers as people write them are amounts: `1e9`, `NaN`, `inf` and `0x10` beside an
    /// item are unreadable (refused), never dropped; thousands separators and a leading point read.
    @Test func machineNumbersAreUnreadableAmounts() {
        #expect(QuantityParser.number("1,000") == 1000)
        #expect(QuantityParser.number("12,500.5") == 12500.5)
        #expect(QuantityParser.number("-2") == -2)
        #expect(QuantityParser.number(".5") == 0.5)
        for word in ["1e9", "nan", "inf", "infinity", "0x10", "1,00", "1,0000", "1.", "1.2.3"] {
            #expect(QuantityParser.number(word) == nil, "\(word)")
        }
        #expect(argumentItems("tofu", "1e9") == ["두부|1e9|-"])
        #expect(argumentItems("rice", "NaN") == ["쌀|nan|-"])
        #expect(argumentItems("rice", "inf") == ["쌀|inf|-"])
        #expect(argumentItems("rice", "0x10") == ["쌀|0x10|-"])
        #expect(chatItems("bought 3 eggs, 1e9 onions") == ["계란|3|개", "양파|1e9|-"])
        #expect(argumentItems("rice", "1,000g") == ["쌀|1000|g"])
        #expect(argumentItems("rice", "1,000", "g") == ["쌀|1000|g"])
        #expect(argumentItems("rice", ".5kg") == ["쌀|0.5|kg"])
        #expect(chatItems("쌀 1,000g 샀어") == ["쌀|1000|g"])
        // A comma between numbers that is no thousands separator still separates them.
        #expect(Tokenizer.tokens("5 potatoes, 2 onions") == ["5", "potatoes", "2", "onions"])
        #expect(Tokenizer.tokens("1,2 1,000g") == ["1", "2", "1,000g"])
    }

}
