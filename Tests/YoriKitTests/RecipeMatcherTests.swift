import Testing
@testable import YoriKit

@Suite struct RecipeMatcherTests {
    let lexicon = try! Builtin.lexicon()
    var matcher: RecipeMatcher { RecipeMatcher(lexicon: lexicon) }

    func recipe(_ id: Int64, _ name: String, _ items: [String]) -> Recipe {
        Recipe(id: id, source: .user, sourceRef: "\(id)", name: name, nameEnglish: "", kind: "반찬", method: "기타",
               ingredients: items.map {
                   RecipeIngredient(name: $0, canonical: lexicon.canonicalName($0), amount: "", group: .main)
               }, steps: ["a", "b", "c"])
    }

    func asked(_ words: String...) -> [AskedIngredient] { words.map { AskedIngredient($0, lexicon: lexicon) } }

    @Test func rateLeavesStaplesOut() throws {
        let r = recipe(1, "계란말이", ["계란", "대파", "당근", "소금", "식용유"])
        let m = try #require(matcher.match(r, asked: asked("계란", "대파")))
        #expect(abs(m.rate - 2.0 / 3.0) < 1e-9)
        #expect(m.missing == ["당근"])
        #expect(Set(m.staples) == ["소금", "식용유"])
        #expect(m.matched.map(\.level) == [.exact, .exact])
    }

    @Test func synonymsAndRelativesMatchWithTheirLevel() throws {
        let r = recipe(1, "파전", ["대파", "계란", "밀가루"])
        let bySynonym = try #require(matcher.match(r, asked: asked("scallion", "달걀")))
        #expect(bySynonym.matched.map(\.level) == [.synonym, .synonym])
        let byRelative = try #require(matcher.match(r, asked: asked("쪽파")))
        #expect(byRelative.matched.first?.level == .related)
        #expect(byRelative.rate < 1.0 / 3.0 + 1e-9)
        // 삼겹살 is pork: a recipe's 돼지고기 counts as had, in full; not the other way round.
        let pork = recipe(2, "제육볶음", ["돼지고기", "양파"])
        let byKind = try #require(matcher.match(pork, asked: asked("삼겹살")))
        #expect(byKind.matched.first?.level == .covers && byKind.relatedOnly == 0)
        #expect(abs(byKind.rate - 0.5) < 1e-9)
        // A generic food covers in full the cuts a cook uses it for (accepted-kinds.tsv).
        let belly = recipe(3, "삼겹살구이", ["삼겹살", "상추"])
        let byGeneric = try #require(matcher.match(belly, asked: asked("돼지고기")))
        #expect(byGeneric.matched.first?.level == .covers && byGeneric.relatedOnly == 0)
        // Not every kind: 돼지갈비 is a different dish to a cook, so only a relative.
        let ribs = recipe(4, "돼지갈비찜", ["돼지갈비", "무"])
        let byRelative2 = try #require(matcher.match(ribs, asked: asked("돼지고기")))
        #expect(byRelative2.matched.first?.level == .related && byRelative2.relatedOnly == 1)
    }

    /// A kind up the chain counts too (실고추 → 건고추 → 고추), and a recipe using the kind
    /// and the rest of what was asked ranks with the ones using everything as such.
    @Test func narrowerKindsCountAsTheBroaderIngredient() throws {
        #expect(lexicon.covered(by: "실고추").isSuperset(of: ["건고추", "고추", "채소"]))
        #expect(lexicon.covered(by: "삼겹살") == ["돼지고기", "고기"])
        #expect(lexicon.covered(by: "돼지고기") == ["고기"])
        let recipes = [recipe(1, "두부김치", ["돼지고기", "김치", "두부"]), recipe(2, "김치전", ["김치", "부침가루"]),
                       recipe(3, "삼겹살김치", ["삼겹살", "김치", "두부", "양파"])]
        let ranked = matcher.rank(recipes, asked: asked("삼겹살", "김치"), limit: 10)
        // Both use both (삼겹살 counts for the recipe's 돼지고기): 두부김치, an everyday dish, first.
        #expect(ranked.map(\.recipe.name) == ["두부김치", "삼겹살김치", "김치전"])
        #expect(ranked[0].askedUsed == 2 && ranked[0].relatedOnly == 0)
    }

    /// General words name a category: asked, they match its ingredients as relatives; listed in
    /// a recipe, any ingredient of the category has them.
    @Test func generalWordsMatchTheirCategory() throws {
        for (word, name) in [("고기", "고기"), ("meat", "고기"), ("야채", "채소"), ("vegetables", "채소"), ("해산물", "해물"),
                             ("seafood", "해물"), ("국수", "면"), ("noodles", "면")] {
            let hit = try #require(lexicon.lookup(word), "\(word)")
            #expect(hit.ingredient.name == name && hit.ingredient.isGeneral)
        }
        #expect(!lexicon.ingredients.contains { $0.isGeneral })
        let cases: [(String, String)] = [("고기", "돼지고기"), ("고기", "삼겹살"), ("고기", "소고기"), ("채소", "애호박"),
                                         ("해산물", "새우"), ("해물", "오징어"), ("면", "소면"), ("noodles", "쌀국수")]
        for (have, recipeItem) in cases {
            let m = try #require(matcher.match(recipe(1, "x", [recipeItem, "감자"]), asked: asked(have)), "\(have) → \(recipeItem)")
            #expect(m.matched.first?.level == .related, "\(have) → \(recipeItem)")
        }
        let anyMeat = try #require(matcher.match(recipe(1, "x", ["고기", "감자"]), asked: asked("닭고기")))
        #expect(anyMeat.matched.first?.level == .covers)
        // Only the lexicon's categories count: 고추장 is no vegetable, 두부 no meat, 김 no seafood.
        #expect(matcher.match(recipe(1, "x", ["고추장", "두부"]), asked: asked("채소")) == nil)
        #expect(matcher.match(recipe(1, "x", ["두부", "고추장"]), asked: asked("고기")) == nil)
        #expect(matcher.match(recipe(1, "x", ["김", "두부"]), asked: asked("해산물")) == nil)
        // Searching for one finds recipes using any ingredient of its category.
        let term = SearchTerm(AskedIngredient("해산물", lexicon: lexicon), lexicon: lexicon)
        #expect(term.keys.isSuperset(of: ["해물", "새우", "오징어"]) && !term.keys.contains("김"))
    }

    /// 쌀 and 밥 are one food in two forms: either counts as the other.
    @Test func riceAndCookedRiceStandForEachOther() throws {
        for (have, recipeItem) in [("쌀", "밥"), ("밥", "쌀"), ("rice", "밥")] {
            let m = try #require(matcher.match(recipe(1, "x", [recipeItem, "계란"]), asked: asked(have)), "\(have) → \(recipeItem)")
            #expect(m.matched.first?.level == .covers)
        }
        let fried = recipe(1, "계란볶음밥", ["밥", "계란", "대파"])
        #expect(matcher.rank([fried], asked: asked("쌀", "계란"), limit: 1).first?.askedUsed == 2)
    }

    @Test func falseFriendsNeverMatch() {
        let cases: [(String, String)] = [("대파", "양파"), ("대파", "파프리카"), ("대파", "파슬리"), ("고추", "고추장"),
                                         ("고추", "고춧가루"), ("배", "배추"), ("무", "무순"), ("김", "김치")]
        for (have, recipeItem) in cases {
            #expect(matcher.match(recipe(1, "x", [recipeItem, "감자"]), asked: asked(have)) == nil, "\(have) ≠ \(recipeItem)")
        }
    }

    /// Staples are assumed in stock: naming one neither requires it nor counts it in the rate
    /// (this used to count a named staple as matched, which let 소금·물 list 유자차 at 67%).
    @Test func namedStaplesAreNeverRequiredNorCounted() throws {
        let r = recipe(1, "찐감자", ["감자", "소금", "설탕", "물"])
        #expect(lexicon.ingredient(named: "소금")?.isStaple == true)
        #expect(matcher.match(r, asked: asked("소금")) == nil)
        #expect(matcher.plan(RecipeQuery(asked: asked("소금", "물"))).roles.isEmpty)
        let m = try #require(matcher.match(r, asked: asked("감자")))
        #expect(m.rate == 1 && m.missing.isEmpty && Set(m.staples) == ["소금", "설탕", "물"])
        // A staple the user took off the list counts like any ingredient.
        var mine = matcher
        mine.stapleOverrides = ["설탕": false]
        let sweet = try #require(mine.match(r, asked: asked("감자")))
        #expect(sweet.missing == ["설탕"] && abs(sweet.rate - 0.5) < 1e-9)
    }

    @Test func ranksRecipesUsingMoreAskedIngredientsFirst() {
        let recipes = [
            recipe(1, "대파볶음", ["대파"]),
            recipe(2, "계란말이", ["계란", "대파", "당근"]),
            recipe(3, "계란찜", ["계란", "대파"]),
            recipe(4, "감자조림", ["감자"]),
        ]
        let ranked = matcher.rank(recipes, asked: asked("계란", "대파"), limit: 10)
        #expect(ranked.map(\.recipe.name) == ["계란찜", "계란말이", "대파볶음"])
        #expect(matcher.rank(recipes, asked: asked("계란", "대파"), limit: 2).count == 2)
    }

    @Test func usingBothThenScoreThenSoonestDue() {
        let recipes = [
            recipe(1, "두부조림", ["두부", "대파", "마늘"]),
            recipe(2, "두부부침", ["두부", "계란"]),
            recipe(3, "두부계란국", ["두부", "계란", "애호박"]),
        ]
        let asked = asked("두부", "계란")
        let both = matcher.rank(recipes, asked: asked, limit: 10)
        #expect(both.map(\.recipe.id).last == 1 && both.prefix(2).allSatisfy { $0.askedUsed == 2 })
        // 두부계란국 says both in its name; 두부부침 is an everyday dish lacking less.
        #expect(both.prefix(2).map(\.score) == both.prefix(2).map(\.score).sorted(by: >))
        // With 애호박 about to go bad, the soup that uses it up wins among equals.
        let withFridge = self.asked("두부", "계란", "애호박")
        let due = matcher.rank(recipes, asked: withFridge, limit: 10, daysLeft: ["애호박": 1])
        #expect(due.first?.recipe.id == 3)
        #expect(due.first?.dueItems.map(\.name) == ["애호박"])
    }

    @Test func filtersNarrowTheList() {
        var soup = recipe(1, "계란국", ["계란", "대파"])
        soup.kind = "국&찌개"
        soup.kcal = 120
        var side = recipe(2, "계란말이", ["계란", "대파", "당근"])
        side.kcal = 300
        let asked = asked("계란", "대파")
        #expect(matcher.rank([soup, side], asked: asked, limit: 10, filter: MatchFilter(strict: true)).map(\.recipe.id) == [1])
        #expect(matcher.rank([soup, side], asked: asked, limit: 10, filter: MatchFilter(kind: "반찬")).map(\.recipe.id) == [2])
        #expect(matcher.rank([soup, side], asked: asked, limit: 10, filter: MatchFilter(maxKcal: 200)).map(\.recipe.id) == [1])
        #expect(matcher.rank([soup, side], asked: asked, limit: 10, filter: MatchFilter(maxMissing: 0)).count == 1)
    }

    @Test func unknownWordsMatchByName() throws {
        let r = recipe(1, "용과샐러드", ["용과", "요거트"])
        let m = try #require(matcher.match(r, asked: asked("용과")))
        #expect(m.matched.map(\.name) == ["용과"])
    }

    @Test func builtinSetAnswersTheFirstQuestion() throws {
        let recipes = try BuiltinRecipes.load(lexicon: lexicon)
        let ranked = matcher.rank(recipes, asked: asked("대파", "계란"), limit: 10)
        #expect(ranked.count == 10)
        let top = try #require(ranked.first)
        #expect(Set(top.matched.map(\.name)).isSuperset(of: ["대파", "계란"]))
        for (i, pair) in zip(ranked, ranked.dropFirst()).enumerated() {
            let (a, b) = pair
            // Tiers first; within one, the score (the first five may be spread over dishes).
            #expect(a.askedUsed > b.askedUsed || a.askedUsed == b.askedUsed && (a.relatedOnly < b.relatedOnly
                || a.relatedOnly == b.relatedOnly && (i < DishScorer.diversityPlaces || a.score >= b.score)),
                    "\(a.recipe.name) before \(b.recipe.name)")
        }
        #expect(ranked.contains { $0.recipe.name == "계란말이" })
    }
}
