import Testing
@testable import YoriCLI
@testable import YoriKit

/// `show` in English: preparations and units in English, and the amount column kept aligned.
@Suite struct RecipeEnglishTests {
    let lexicon = try! Builtin.lexicon()
    var renderer: AnswerRenderer { AnswerRenderer(style: .plain, lexicon: lexicon) }

    @Test func unitsAndAmountWords() {
        #expect(RecipeEnglish.amount("1큰술") == "1 Tbsp")
        #expect(RecipeEnglish.amount("1/3작은술") == "1/3 tsp")
        #expect(RecipeEnglish.amount("2컵") == "2 cups" && RecipeEnglish.amount("1/2컵") == "1/2 cup")
        #expect(RecipeEnglish.amount("4개") == "4" && RecipeEnglish.amount("1모") == "1 block")
        #expect(RecipeEnglish.amount("3쪽", food: "마늘") == "3 cloves" && RecipeEnglish.amount("1줌") == "1 handful")
        #expect(RecipeEnglish.amount("약간") == "a little" && RecipeEnglish.amount("적당량") == "as needed")
        #expect(RecipeEnglish.amount("20g(1⅓큰술)") == "20g(1⅓ Tbsp)")
        #expect(RecipeEnglish.amount("25g씩") == "25g each")
        #expect(RecipeEnglish.amount("200g") == "200g" && RecipeEnglish.amount("10cm") == "10cm")
    }

    /// A unit's English word depends on the food (`RecipeEnglish.unitsByFood`, a table): 쪽 is a clove only of
    /// garlic, 장 a leaf of a vegetable and a slice of bread; a food no row names takes the unit's own word.
    @Test func unitsDependOnTheFood() {
        func amount(_ name: String, _ written: String) -> String {
            RecipeEnglish.amount(of: RecipeIngredient(name: name, canonical: lexicon.canonicalName(name), amount: written, group: .main),
                                 lexicon: lexicon)
        }
        #expect(amount("마늘", "3쪽") == "3 cloves" && amount("깐마늘", "1쪽") == "1 clove")
        #expect(amount("닭가슴살", "2쪽") == "2 pieces" && amount("생강", "1쪽") == "1 knob" && amount("생강", "2톨") == "2 knobs")
        #expect(amount("깻잎", "10장") == "10 leaves" && amount("식빵", "2장") == "2 slices" && amount("김", "2장") == "2 sheets")
        #expect(amount("양배추", "1/4통") == "1/4 head" && amount("수박", "1통") == "1 whole")
        #expect(amount("베이컨", "3줄") == "3 strips" && amount("새우", "10마리") == "10" && amount("닭", "1마리") == "1 whole")
        #expect(RecipeEnglish.amount("2쪽") == "2 pieces")  // no food said: not a clove
    }

    /// A mixed number counts as more than one: `1 1/2 cups`, `1½ cups`, `1 and 1/2 cups` (`1과 1/2컵`).
    @Test func mixedNumbersArePlural() {
        #expect(RecipeEnglish.amount("1 1/2컵") == "1 1/2 cups" && RecipeEnglish.amount("1½컵") == "1½ cups")
        #expect(RecipeEnglish.amount("1과 1/2컵") == "1 and 1/2 cups" && RecipeEnglish.amount("½컵") == "½ cup")
    }

    /// The parts of a recipe (`steps only`, `what are the ingredients`) read as the full view does in
    /// English: English steps, names, preparations and units; no Hangul in any built-in recipe's parts.
    @Test func recipePartsInEnglishAreEnglish() throws {
        let recipes = try BuiltinRecipes.load(lexicon: lexicon)
        for recipe in recipes {
            for part in ["steps", "ingredients"] {
                let text = renderer.dialogue(.recipePart(recipe, part: part), .en)
                #expect(!Hangul.containsHangul(text), "\(recipe.sourceRef) \(part): \(text.split(separator: "\n").first { Hangul.containsHangul(String($0)) } ?? "")")
            }
        }
        let omelette = try #require(recipes.first { $0.name == "계란말이" })
        let ingredients = renderer.dialogue(.recipePart(omelette, part: "ingredients"), .en)
        #expect(ingredients.contains("- egg 4\n") && ingredients.contains("salt 1/3 tsp") && ingredients.contains("cooking oil 1 Tbsp"))
        #expect(renderer.dialogue(.recipePart(omelette, part: "steps"), .en).contains(omelette.stepsEnglish[0]))
        // Korean answers keep the Korean.
        #expect(renderer.dialogue(.recipePart(omelette, part: "ingredients"), .ko).contains("계란 4개"))
        #expect(renderer.dialogue(.recipePart(omelette, part: "steps"), .ko).contains(omelette.steps[0]))
    }

    @Test func preparations() {
        #expect(RecipeEnglish.prep("다진") == "minced" && RecipeEnglish.prep("채 썬") == "julienned")
        #expect(RecipeEnglish.prep("송송 썬") == "sliced" && RecipeEnglish.prep("간") == "grated")
        #expect(RecipeEnglish.prep("4cm 길이로 썬") == "cut in 4cm lengths")
        #expect(RecipeEnglish.prep("알 수 없는") == "알 수 없는")  // unknown: as written
    }

    @Test func showInEnglishAlignsAmountsAndTranslates() {
        let recipe = Recipe(id: 7, source: .imported, sourceRef: "327", name: "삼색소면", nameEnglish: "", kind: "일품", method: "끓이기",
                            ingredients: [
                                RecipeIngredient(name: "가지색 소면(분홍, 초록, 흰색) 각", canonical: nil, amount: "25g씩", group: .main),
                                RecipeIngredient(name: "대파", canonical: "대파", amount: "1/2대", group: .main, prep: "송송 썬"),
                                RecipeIngredient(name: "마늘", canonical: "마늘", amount: "2쪽", group: .seasoning, prep: "다진"),
                                RecipeIngredient(name: "간장", canonical: "간장", amount: "1큰술", group: .seasoning),
                            ], steps: ["끓인다"])
        let text = renderer.recipeDetail(recipe, .en)
        #expect(text.contains("green onion (sliced)") && text.contains("1/2 stalk"))
        #expect(text.contains("garlic (minced)") && text.contains("2 cloves") && text.contains("1 Tbsp"))
        // Every amount starts in the same column, the long name's on the line below it.
        let lines = text.split(separator: "\n").map(String.init)
        let columns = ["25g each", "1/2 stalk", "2 cloves", "1 Tbsp"].map { amount -> Int in
            let line = lines.first { $0.hasSuffix(amount) } ?? ""
            return DisplayWidth.of(String(line.dropLast(amount.count)))
        }
        #expect(Set(columns).count == 1 && columns[0] > 0)
        #expect(lines.contains { $0.hasPrefix("  가지색 소면") && !$0.contains("25g") })
        // Korean answers keep the amounts as written.
        #expect(renderer.recipeDetail(recipe, .ko).contains("1큰술"))
    }

    @Test func builtinRecipeShowsInTheAnswersLanguage() throws {
        let recipes = try BuiltinRecipes.load(lexicon: lexicon)
        for recipe in recipes {
            let english = renderer.recipeDetail(recipe, .en)
            let steps = english.split(separator: "\n").drop { $0 != "Steps" }
            #expect(!steps.isEmpty && !steps.contains { Hangul.containsHangul($0) && !$0.hasPrefix("Source") },
                    "\(recipe.sourceRef): Hangul in the English steps")
            #expect(english.hasPrefix(recipe.nameEnglish + " (" + recipe.name + ")"))
            let korean = renderer.recipeDetail(recipe, .ko)
            #expect(recipe.steps.allSatisfy { korean.contains($0) } && !korean.contains(recipe.stepsEnglish[0]))
            if let tip = recipe.tipEnglish { #expect(english.contains("Tip  " + tip) && korean.contains("팁  " + recipe.tip!)) }
        }
        let rice = try #require(recipes.first { $0.sourceRef == "kimchi-bokkeumbap" })
        let text = renderer.recipeDetail(rice, .en)
        #expect(text.contains("kimchi (\(rice.ingredients[1].prepEnglish!))"))
    }

    @Test func koreanStepsInAnEnglishAnswerSayWhy() {
        var recipe = Recipe(id: 3, source: .imported, sourceRef: "12", name: "두부조림", nameEnglish: "Braised tofu", kind: "반찬",
                            method: "끓이기", ingredients: [RecipeIngredient(name: "두부", canonical: "두부", amount: "1모", group: .main)],
                            steps: ["두부를 썬다", "조린다"])
        #expect(renderer.recipeDetail(recipe, .en).contains(AnswerRenderer.koreanStepsNote(recipe)))
        #expect(!renderer.recipeDetail(recipe, .ko).contains(AnswerRenderer.koreanStepsNote(recipe)))
        recipe.source = .user
        #expect(renderer.recipeDetail(recipe, .en).contains("Your recipe"))
        // A user's recipe written in English needs no note.
        recipe.steps = ["Slice the tofu.", "Braise it."]
        #expect(!renderer.recipeDetail(recipe, .en).contains("Your recipe"))
    }

    @Test func jsonFollowsTheAnswersLanguage() throws {
        let recipes = try BuiltinRecipes.load(lexicon: lexicon)
        let rice = try #require(recipes.first { $0.sourceRef == "kimchi-bokkeumbap" })
        let en = renderer.recipeJSON(rice, language: .en).serialized()
        let ko = renderer.recipeJSON(rice, language: .ko).serialized()
        #expect(en.contains("\"text_language\":\"en\"") && ko.contains("\"text_language\":\"ko\""))
        #expect(en.contains(JSONValue.string(rice.stepsEnglish[0]).serialized()) && !en.contains(JSONValue.string(rice.steps[0]).serialized()))
        #expect(ko.contains(JSONValue.string(rice.steps[0]).serialized()))
    }
}
