import Testing
@testable import YoriKit

/// 초성, the new intents (more, cooked), and the session's search/show/bookmark/cooked.
@Suite struct RecipeBookTests {
    let lexicon = try! Builtin.lexicon()
    let today = LocalDay(iso: "2026-11-22")!

    @Test func choseongOfNames() {
        #expect(Hangul.choseong("계란말이") == "ㄱㄹㅁㅇ")
        #expect(Hangul.choseong("된장 찌개") == "ㄷㅈㅉㄱ")
        #expect(Hangul.choseong("ㄱㄴ kimchi 김") == "ㄱㄴㄱ")
        #expect(Hangul.isChoseongQuery("ㄷㅈ ㅉㄱ") && !Hangul.isChoseongQuery("ㄷ장") && !Hangul.isChoseongQuery(" "))
        #expect(SearchRank.ofChoseong("된장찌개", query: "ㄷㅈㅉㄱ") == .exactName)
        #expect(SearchRank.ofChoseong("된장찌개", query: "ㄷㅈ") == .namePrefix)
        #expect(SearchRank.ofChoseong("된장찌개", query: "ㅉㄱ") == .nameContains)
        #expect(SearchRank.ofChoseong("계란말이", query: "ㄱㄹㅁㄹ") == .ingredient)  // one consonant off
        #expect(SearchRank.ofChoseong("계란말이", query: "ㄱㄹ ㄹㄹ") == nil)
    }

    func parse(_ line: String) -> Command { RequestParser(lexicon: lexicon).parse(line, today: today).command }

    @Test func parsesMoreAndCooked() {
        #expect(parse("more") == .more)
        #expect(parse("더 보여줘") == .more)
        #expect(parse("다음") == .more)
        #expect(parse("계란말이 해먹었어, 별점 4") == .cooked(recipe: .name("계란말이"), rating: 4, note: nil))
        #expect(parse("2번 만들었어 5점") == .cooked(recipe: .number(2), rating: 5, note: nil))
        #expect(parse("그거 해먹었어 메모: 좀 짰음") == .cooked(recipe: nil, rating: nil, note: "좀 짰음"))
        #expect(parse("cooked 계란말이 rating 3") == .cooked(recipe: .name("계란말이"), rating: 3, note: nil))
        #expect(parse("계란 2개 먹었어").intent == "fridge_use")
        #expect(parse("ㄱㄹㅁㄹ") == .search(RecipeSearch(query: "ㄱㄹㅁㄹ")))
    }

    @Test func parsesPagesOtherThanTheNext() {
        for line in ["3페이지", "3 페이지 보여줘", "page 3", "go to page 3", "세 번째 페이지", "세번째 페이지로 가줘", "3rd page", "p3",
                     "3쪽"] {
            #expect(parse(line) == .page(.number(3)), "\(line)")
        }
        for line in ["이전 페이지", "previous page", "앞 페이지", "이전", "prev", "back a page", "전 페이지 보여줘"] {
            #expect(parse(line) == .page(.previous), "\(line)")
        }
        for line in ["back", "go back", "뒤로", "뒤로 가줘", "목록으로 돌아가"] { #expect(parse(line) == .page(.back), "\(line)") }
        for line in ["첫 페이지", "first page", "처음으로"] { #expect(parse(line) == .page(.first), "\(line)") }
        for line in ["마지막 페이지", "last page", "끝 페이지로"] { #expect(parse(line) == .page(.last), "\(line)") }
        // A number alone, an ordinal of a recipe, the last recipe, the next page: not these.
        #expect(parse("3") == .show(.number(3)))
        #expect(parse("세 번째 거") == .show(.number(3)))
        #expect(parse("마지막 거") == .show(.number(RecipeReference.lastInList)))
        #expect(parse("다음 페이지") == .more)
        #expect(parse("back ribs").intent == "recommend")
        #expect(parse("이전 기록").intent != "page")
    }

    var recipes: [Recipe] {
        func r(_ id: Int64, _ name: String, _ kind: String, _ items: [String], kcal: Double? = nil) -> Recipe {
            Recipe(id: id, source: .builtin, sourceRef: "r\(id)", name: name, nameEnglish: "", kind: kind, method: "굽기",
                   kcal: kcal, ingredients: items.map { RecipeIngredient(name: $0, canonical: lexicon.canonicalName($0), amount: "1", group: .main) },
                   steps: ["a"])
        }
        return [r(1, "계란말이", "반찬", ["계란", "대파"], kcal: 180), r(2, "계란찜", "반찬", ["계란"], kcal: 120),
                r(3, "파전", "반찬", ["다진대파를", "밀가루"]), r(4, "된장찌개", "국&찌개", ["된장", "두부"], kcal: 180),
                r(5, "스크램블드에그", "반찬", ["계란"])]
    }

    func session(limit: Int = 2) -> Session {
        var s = Session(lexicon: lexicon, store: .inMemory(recipes), clock: .fixed(today), limit: limit)
        s.cookbook = .inMemory(recipes)
        return s
    }

    @Test func aKindWordThatNamesItsDishesListsThoseDishes() throws {
        func soup(_ id: Int64, _ name: String) -> Recipe {
            Recipe(id: id, source: .builtin, sourceRef: "s\(id)", name: name, nameEnglish: "", kind: "국&찌개", method: "끓이기",
                   ingredients: [RecipeIngredient(name: "물", canonical: "물", amount: "1", group: .main)], steps: ["a"])
        }
        let soups = [soup(1, "갈비탕"), soup(2, "감자국"), soup(3, "김치찌개"), soup(4, "된장찌개")]
        var s = Session(lexicon: lexicon, store: .inMemory(soups), clock: .fixed(today), limit: 10)
        // The parse is the kind (its query slot stays empty); the list is the dishes named 찌개.
        guard case .search(let search) = parse("찌개 뭐 있어") else { Issue.record("no search"); return }
        #expect(search.query.isEmpty && search.kind == "국&찌개" && search.namedBy == "찌개")
        guard case .searchResults(let page) = s.handle("찌개 뭐 있어").reply.answer else { Issue.record("no page"); return }
        #expect(page.recipes.map(\.name) == ["김치찌개", "된장찌개"])
        // Two kind words: the whole kind.
        guard case .searchResults(let all) = s.handle("국이나 찌개 종류 뭐 있어?").reply.answer else { Issue.record("no page"); return }
        #expect(all.total == 4)
    }

    @Test func searchRanksPagesAndFeedsReferences() throws {
        var s = session()
        _ = s.handle("계란 들어간 반찬 찾아줘")
        guard case .searchResults(let page)? = s.lastSearch.map(Answer.searchResults) else { Issue.record("no search"); return }
        #expect(page.total == 3)
        #expect(page.recipes.map(\.name) == ["계란말이", "계란찜"])  // name prefix before ingredient only
        #expect(s.recipe(at: .number(2))?.name == "계란찜")
        let (command, reply) = s.handle("더 보여줘")
        #expect(command == .more)
        guard case .searchResults(let next) = reply.answer else { Issue.record("no page"); return }
        #expect(next.page == 2 && next.recipes.map(\.name) == ["스크램블드에그"] && !next.hasMore)
        // Page 2 is numbered on (3), and 2 still means what page 1 showed as 2; 4 was never shown.
        #expect(s.recipe(at: .number(3))?.name == "스크램블드에그" && s.recipe(at: .number(2))?.name == "계란찜")
        #expect(s.handle("4번 보여줘").reply.answer.status == .nothingFound)
        // Two syllables inside a longer written ingredient.
        var t = session(limit: 10)
        guard case .searchResults(let pa) = t.handle("대파 들어간 요리 찾아줘").reply.answer else { Issue.record("x"); return }
        #expect(Set(pa.recipes.map(\.name)) == ["계란말이", "파전"])
        guard case .searchResults(let soups) = t.handle("국 종류 보여줘").reply.answer else { Issue.record("x"); return }
        #expect(soups.recipes.map(\.name) == ["된장찌개"])
    }

    @Test func showBookmarkAndCookedUseTheLastList() throws {
        var s = session()
        #expect(s.handle("그거 보여줘").reply.answer.status == .nothingFound)
        _ = s.handle("ㄷㅈㅉㄱ")
        guard case .recipeDetail(let shown, _, _) = s.handle("1번 보여줘").reply.answer else { Issue.record("no detail"); return }
        #expect(shown.name == "된장찌개" && s.lastShown?.name == "된장찌개")
        guard case .bookmarked(let marked, true, true) = s.handle("그거 즐겨찾기").reply.answer else { Issue.record("no mark"); return }
        #expect(marked.id == 4)
        guard case .cookedLogged(let entry, _) = s.handle("계란말이 해먹었어, 별점 5").reply.answer else { Issue.record("no log"); return }
        #expect(entry.recipeID == 1 && entry.rating == 5 && entry.day == today)
        #expect(try s.cookbook.preferences() == [4: 1.0, 1: 1.0])
        #expect(s.handle("없는요리 레시피 보여줘").reply.answer.status == .nothingFound)
    }

    @Test func preferencesLiftARecipeByTheirPoints() {
        let matcher = RecipeMatcher(lexicon: lexicon)
        let asked = [AskedIngredient(word: "계란", canonical: "계란", nameKind: .canonical)]
        let two = recipes.filter { [2, 5].contains($0.id) }  // 계란찜, 스크램블드에그
        let plain = matcher.rank(two, asked: asked, limit: 5)
        #expect(plain.map(\.recipe.id) == [2, 5])  // 계란찜: an everyday classic whose name says 계란
        // A preference is worth `preference` points per 1.0: more than the gap lifts 스크램블드에그.
        let perOne = Double(matcher.ranking.points("preference"))
        let gap = Double(plain[0].score - plain[1].score)
        #expect(perOne > 0 && gap > 0)
        #expect(matcher.rank(two, asked: asked, limit: 5, preferences: [5: (gap + 1) / perOne]).map(\.recipe.id) == [5, 2])
        #expect(matcher.rank(two, asked: asked, limit: 5, preferences: [5: (gap - 1) / perOne]).map(\.recipe.id) == [2, 5])
        #expect(matcher.rank(two, asked: asked, limit: 5, preferences: [2: -(gap + 1) / perOne]).map(\.recipe.id) == [5, 2])
        #expect(CookedEntry.preference(rating: 1) == -1 && CookedEntry.preference(rating: 4) == 0.5)
    }

    @Test func draftsAreValidatedByField() throws {
        let ok = try RecipeDraft.decode(#"{"name":"파계란","kind":"반찬","method":"볶기","ingredients":[{"name":"파","amount":"1대"}],"steps":["볶는다"]}"#)
        let recipe = try ok.recipe(lexicon: lexicon)
        #expect(recipe.source == .user && recipe.ingredients[0].canonical == "대파")
        func field(_ json: String) -> String? {
            do { _ = try RecipeDraft.decode(json).recipe(lexicon: lexicon); return nil } catch { return error.field }
        }
        #expect(field(#"{"kind":"반찬","ingredients":[{"name":"a"}],"steps":["b"]}"#) == "name")
        #expect(field(#"{"name":"x","kind":"국","ingredients":[{"name":"a"}],"steps":["b"]}"#) == "kind")
        #expect(field(#"{"name":"x","method":"굽","ingredients":[{"name":"a"}],"steps":["b"]}"#) == "method")
        #expect(field(#"{"name":"x","ingredients":[],"steps":["b"]}"#) == "ingredients")
        #expect(field(#"{"name":"x","ingredients":[{"name":"a"}],"steps":[]}"#) == "steps")
        // Numbers no field allows name the field (never "not valid JSON"); a string is the wrong type.
        for (json, named) in [(#""minutes":1e300"#, "minutes"), (#""servings":2.5"#, "servings"), (#""kcal":9e999"#, "kcal"),
                              (#""minutes":"30""#, "minutes"), (#""kcal":-1"#, "kcal")] {
            #expect(field(#"{"name":"x",\#(json),"ingredients":[{"name":"a"}],"steps":["b"]}"#) == named, "\(json)")
        }
        #expect(field(#"{"name":"x","ingredients":[{"name":"a","group":"x"}],"steps":["b"]}"#) == "ingredients.0.group")
        #expect(field(#"{"name":3}"#) == "name")
        #expect(RecipeDraft.ingredientLine("다진 마늘 1큰술")?.name == "다진 마늘")
        #expect(RecipeDraft.ingredientLine("소금")?.amount == "")
    }
}
