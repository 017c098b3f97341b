import Testing
@testable import YoriKit

/// Follow-up cues (`FollowUpCues`) and what a narrowing leaves out (`Narrowing`).
@Suite struct FollowUpTests {
    static let lexicon = try! Builtin.lexicon()
    let parser = RequestParser(lexicon: lexicon)

    /// The parse skips the follow-up reading when `mayNarrow` says a line cannot leave anything out
    /// or set a time: over every line of the development table and the dialogue cues, whenever the
    /// follow-up finds either, `mayNarrow` must have said yes.
    @Test func theCheapNarrowingTestMissesNoNarrowing() {
        let lines = UtteranceTableTests.cases.map(\.text) + [
            "양파 빼고", "양파빼고 두부로 뭐 만들어", "without onion", "no pork or beef", "30분 안에 되는 거", "under 20 minutes",
            "20 minutes or less", "마늘 안 들어간 거", "파 없이 만들 수 있는 거", "except garlic", "hold the onions", "１５분 안에",
        ]
        var narrowing = 0
        for line in lines {
            let cleaned = Hangul.composed(InputCleaner.clean(line))
            let follow = parser.followUp(cleaned)
            guard !follow.exclude.isEmpty || follow.maxMinutes != nil else { continue }
            narrowing += 1
            #expect(RequestParser.mayNarrow(cleaned), "\(line)")
        }
        #expect(narrowing >= 10)
    }

    struct Row: Sendable, CustomTestStringConvertible {
        let line: String
        var kind: String? = nil
        var method: String? = nil
        var exclude: [String] = []
        var minutes: Int? = nil
        var onlyHave = false
        var simpler = false
        var somethingElse = false
        var onlyFollowUp = true
        var testDescription: String { line }
    }

    static let rows: [Row] = [
        Row(line: "국 종류로", kind: "국&찌개"), Row(line: "반찬으로만", kind: "반찬"), Row(line: "only soups", kind: "국&찌개"),
        Row(line: "볶음으로", method: "볶기"), Row(line: "something fried", method: "튀기기"),
        Row(line: "양파 빼고", exclude: ["양파"]), Row(line: "양파빼고", exclude: ["양파"]), Row(line: "양파랑 마늘 빼고", exclude: ["양파", "마늘"]),
        Row(line: "without onion", exclude: ["양파"]), Row(line: "no pork", exclude: ["돼지고기"]),
        Row(line: "no onion or garlic", exclude: ["양파", "마늘"]), Row(line: "대파 안 들어간 거", exclude: ["대파"]),
        Row(line: "milk free please", exclude: ["우유"]), Row(line: "meat-free", exclude: ["고기"]),
        Row(line: "take out the onions", exclude: ["양파"]), Row(line: "remove onion", exclude: ["양파"]),
        Row(line: "30분 안에 되는 거", minutes: 30), Row(line: "20분 이내로", minutes: 20), Row(line: "under 20 minutes", minutes: 20),
        Row(line: "1시간 안에", minutes: 60), Row(line: "15 minutes or less", minutes: 15),
        Row(line: "있는 걸로만", onlyHave: true), Row(line: "only what I have", onlyHave: true),
        Row(line: "더 간단한 거", simpler: true), Row(line: "something simpler", simpler: true),
        Row(line: "다른 거", somethingElse: true), Row(line: "something else", somethingElse: true),
        // A line with an ingredient of its own is a request, not only a follow-up.
        Row(line: "양파 빼고 두부로 뭐 만들어", exclude: ["양파"], onlyFollowUp: false),
        // Unmarked: a kind word on its own asks anew.
        Row(line: "국 종류 보여줘", onlyFollowUp: false),
    ]

    @Test(arguments: rows) func readsTheCues(_ row: Row) {
        let f = parser.followUp(row.line)
        #expect(f.kind == row.kind)
        #expect(f.method == row.method)
        #expect(f.exclude == row.exclude)
        #expect(f.maxMinutes == row.minutes)
        #expect(f.onlyHave == row.onlyHave)
        #expect(f.simpler == row.simpler)
        #expect(f.somethingElse == row.somethingElse)
        if row.onlyFollowUp { #expect(f.isOnlyFollowUp, "\(f.named) \(f.leftovers)") } else { #expect(!f.isOnlyFollowUp) }
    }

    @Test func resetAndPointingAreTheirOwnCues() {
        for line in ["처음부터", "새로", "처음부터 다시", "start over", "let's start over"] { #expect(parser.followUp(line).reset, "\(line)") }
        for line in ["새로 산 두부", "start over the soup"] { #expect(!parser.followUp(line).reset, "\(line)") }
        for line in ["이거 북마크해줘", "그거 재료 장보기에", "방금 그거", "bookmark it", "copy its ingredients"] {
            #expect(parser.followUp(line).pointsBack, "\(line)")
        }
        #expect(parser.followUp("냉동은?").place == .freezer)
        #expect(parser.followUp("what about the freezer?").place == .freezer)
        #expect(parser.followUp("재료만").part == "ingredients")
        #expect(parser.followUp("몇 인분이야?").part == "servings")
    }

    func recipe(_ lines: [(String, String?)], minutes: Int? = nil) -> Recipe {
        Recipe(id: 1, source: .builtin, sourceRef: "r", name: "r", nameEnglish: "r", kind: "반찬", method: "굽기", minutes: minutes,
               ingredients: lines.map { RecipeIngredient(name: $0.0, canonical: $0.1, amount: "", group: .main) }, steps: ["a"])
    }

    @Test func leavingOutCoversKindsOfTheFoodUnknownLinesAndStaples() {
        let lexicon = Self.lexicon
        let pork = Narrowing(exclude: ["돼지고기"])
        #expect(!pork.allows(recipe([("삼겹살", "삼겹살"), ("김치", "김치")]), lexicon: lexicon))
        #expect(pork.allows(recipe([("김치", "김치"), ("두부", "두부")]), lexicon: lexicon))
        #expect(!Narrowing(exclude: ["양파"]).allows(recipe([("양파즙", nil)]), lexicon: lexicon))
        #expect(!Narrowing(exclude: ["간장"]).allows(recipe([("간장", "간장"), ("두부", "두부")]), lexicon: lexicon))
        // 파 is no part of 양파.
        #expect(Narrowing(exclude: ["대파"]).allows(recipe([("양파", "양파")]), lexicon: lexicon))
        #expect(!Narrowing(maxMinutes: 20).allows(recipe([("두부", "두부")], minutes: 30), lexicon: lexicon))
        #expect(!Narrowing(maxMinutes: 20).allows(recipe([("두부", "두부")]), lexicon: lexicon))
        #expect(Narrowing(maxMinutes: 20).allows(recipe([("두부", "두부")], minutes: 15), lexicon: lexicon))
        // Staples do not count as ingredients for `simpler`.
        #expect(Narrowing(maxIngredients: 1).allows(recipe([("두부", "두부"), ("소금", "소금"), ("간장", "간장")]), lexicon: lexicon))
        #expect(!Narrowing(maxIngredients: 1).allows(recipe([("두부", "두부"), ("김치", "김치")]), lexicon: lexicon))
    }

    @Test func dietTagsAreToldByWhatARecipeDoesNotUse() throws {
        let lexicon = Self.lexicon
        func has(_ tag: String, _ lines: [(String, String?)]) -> Bool {
            var narrowing = Narrowing()
            narrowing.tag = tag
            return narrowing.allowsTags(recipe(lines), tagged: [], notTagged: nil, lexicon: lexicon)
        }
        #expect(has("채식", [("두부", "두부"), ("계란", "계란"), ("우유", "우유")]))
        #expect(!has("비건", [("두부", "두부"), ("계란", "계란")]))
        #expect(has("비건", [("두부", "두부"), ("애호박", "애호박"), ("채소육수", "채소육수")]))
        // A kind of a left-out food (멸치액젓 is 액젓), a whole category (삼겹살 is 육류), a line the
        // lexicon does not know that names one (소고기다짐육양념).
        #expect(!has("채식", [("두부", "두부"), ("멸치액젓", "멸치액젓")]))
        #expect(!has("채식", [("삼겹살", "삼겹살")]))
        #expect(!has("채식", [("두부", "두부"), ("소고기다짐육양념", nil)]))
        #expect(!has("유제품없음", [("버터", "버터"), ("감자", "감자")]))
        #expect(has("유제품없음", [("계란", "계란"), ("감자", "감자")]))
        // A recipe tagged so counts whatever it uses; one with no ingredients is not told.
        var vegan = Narrowing()
        vegan.tag = "비건"
        #expect(vegan.allowsTags(recipe([("계란", "계란")]), tagged: [1], notTagged: nil, lexicon: lexicon))
        #expect(!has("채식", []))
    }

    @Test func whatIsWantedInsteadAndPlainerWordings() {
        // After what is left out, the next word is what is wanted instead.
        let instead = parser.followUp("국 말고 반찬")
        #expect(instead.exclude == ["국"] && instead.kind == "반찬" && instead.isOnlyFollowUp)
        #expect(parser.followUp("국말고 반찬").kind == "반찬")
        #expect(parser.followUp("국 말고 메인 요리로").kind == "일품")
        #expect(parser.followUp("국물있는거").kind == "국&찌개")
        #expect(parser.followUp("a soup please").kind == "국&찌개")
        let mild = parser.followUp("is there anything similar that's not spicy?")
        #expect(mild.notTag == "매운" && mild.isOnlyFollowUp, "\(mild.leftovers)")
        #expect(parser.followUp("not too spicy please").notTag == "매운")
        let cut = parser.followUp("썰어 둔 무는요?")
        #expect(cut.named.map(\.canonical) == ["무"] && cut.leftovers.isEmpty, "\(cut.named) \(cut.leftovers)")
        // A kind word on its own still asks anew.
        #expect(parser.followUp("국 종류 보여줘").kind == nil)
    }

    @Test func aTagAllowedIsNotATagAsked() {
        #expect(parser.followUp("spicy is fine").tag == nil)
        #expect(parser.followUp("매운 것도 괜찮아").tag == nil)
        #expect(parser.followUp("매운 거").tag == "매운")
        #expect(parser.followUp("채식으로").tag == "채식")
        #expect(parser.followUp("vegetarian only").tag == "채식")
        #expect(parser.followUp("애들 먹을 만한 걸로").tag == "아이반찬")
        // 아이스크림 starts with 아이, and is no child.
        #expect(parser.followUp("아이스크림").tag == nil)
    }

    @Test func aBrokenOrOldStoredStateIsIgnored() throws {
        for stored in ["{not json", #"{"version": 99, "tipFor": []}"#, #"{"version": 1, "request": {"source": "nope"}}"#] {
            var s = Session(lexicon: Self.lexicon, store: .inMemory([]), clock: .fixed(LocalDay(iso: "2026-11-22")!))
            s.context.loadDialogue = { _ in stored }
            s.restoreContext()
            #expect(s.dialogue == DialogueState())
            // The conversation goes on: a first-line refinement is a search, as ever.
            #expect(s.handle("국 종류로").command.intent == "search")
        }
    }
}
