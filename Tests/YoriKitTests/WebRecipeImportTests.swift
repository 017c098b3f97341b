import Foundation
import Testing
@testable import YoriKit

/// Reading recipes from web pages, schema.org JSON and Cooklang, on small pages written for
/// these tests (no page of `../shared` is copied here).
@Suite struct WebRecipeImportTests {
    static let lexicon = try! Builtin.lexicon()

    @Test func scannerReadsTagsAttributesEntitiesAndRawScripts() {
        let tokens = HTMLScanner.tokens("""
            <!DOCTYPE html><!-- a <p> in a comment --><P Class='a' data-x=1 hidden>Tom &amp; Jerry&#39;s &frac12;&nbsp;cup &bogus;</p>
            <script type="application/ld+json">{"a": "<b>"}</script><br/><img src="x.png" alt="a > b">
            """)
        #expect(tokens.contains(.start(name: "p", attributes: [.init("class", "a"), .init("data-x", "1"), .init("hidden", "")],
                                      selfClosing: false)))
        #expect(tokens.contains(.text("Tom & Jerry's ½ cup &bogus;")))
        #expect(tokens.contains(.raw(name: "script", attributes: [.init("type", "application/ld+json")], content: #"{"a": "<b>"}"#)))
        #expect(tokens.contains(.start(name: "br", attributes: [], selfClosing: true)))
        #expect(tokens.contains(.start(name: "img", attributes: [.init("src", "x.png"), .init("alt", "a > b")], selfClosing: false)))
        #expect(!tokens.contains { if case .text(let t) = $0 { t.contains("comment") } else { false } })
        // Broken markup never traps: an unclosed tag, a lone `<`, an unclosed script.
        _ = HTMLScanner.tokens("<p class=\"x>a < b <script>never closed")
    }

    @Test(arguments: [
        ("PT1H30M", 90), ("P0DT0H35M", 35), ("PT90M", 90), ("P1D", 1440), ("PT0.5H", 30), ("45", 45), ("PT20M30S", 21),
    ])
    func isoDurations(_ text: String, _ minutes: Int) {
        #expect(ISODuration.minutes(text) == minutes)
    }

    @Test(arguments: ["", "1H", "PTM", "P1Q", "soon"])
    func notDurations(_ text: String) {
        #expect(ISODuration.minutes(text) == nil)
    }

    static let graphPage = """
        <html><head><link rel="canonical" href="https://cook.example/pancakes/">
        <script type="application/ld+json">
        {"@context": "https://schema.org", "@graph": [
          {"@type": "WebPage", "name": "Pancakes | Example Kitchen"},
          {"@type": ["Recipe", "NewsArticle"], "name": "Fluffy Pancakes &amp; Syrup",
           "recipeYield": ["4", "4 servings"], "prepTime": "PT10M", "cookTime": "PT15M",
           "recipeIngredient": ["1 1/2 cups flour, sifted", "2 eggs", "Salt, to taste"],
           "recipeInstructions": [
             {"@type": "HowToSection", "name": "Make the batter", "itemListElement": [
               {"@type": "HowToStep", "text": "Whisk the flour and salt."},
               {"@type": "HowToStep", "name": "Eggs", "text": "<p>Beat in the eggs.</p>"}]},
             {"@type": "HowToStep", "text": "Fry in a hot pan,\\n turning once.",}
           ],
           "nutrition": {"@type": "NutritionInformation", "calories": "320 kcal", "proteinContent": "9 g",
                         "sodiumContent": "0.4 g"},
           "image": {"@type": "ImageObject", "url": "https://cook.example/p.jpg"},
           "keywords": "breakfast, sweet"}
        ]}
        </script></head><body><h1>Something else</h1></body></html>
        """

    @Test func jsonLDGraphWithSectionsDurationsYieldAndNutrition() throws {
        let found = try SchemaOrgExtractor.recipe(html: Self.graphPage)
        #expect(found.origin == .jsonLD)
        #expect(found.name == "Fluffy Pancakes & Syrup")
        #expect(found.ingredientLines == ["1 1/2 cups flour, sifted", "2 eggs", "Salt, to taste"])
        #expect(found.steps == ["Make the batter", "Whisk the flour and salt.", "Eggs: Beat in the eggs.", "Fry in a hot pan, turning once."])
        #expect(found.servings == 4 && found.yield == "4 servings")
        #expect(found.minutes == 25)
        #expect(found.calories == 320)
        #expect(found.nutrition?.proteinGrams == 9 && found.nutrition?.sodiumMilligrams == 400)
        #expect(found.image == "https://cook.example/p.jpg")
        #expect(found.url == "https://cook.example/pancakes/")
        #expect(found.keywords == ["breakfast", "sweet"])
        let recipe = WebRecipeImporter(lexicon: Self.lexicon).recipe(from: found, sourceURL: "https://elsewhere.example/x")
        #expect(recipe.sourceRef == "https://cook.example/pancakes", "the page's own address is its identity")
        #expect(recipe.sourceURL == "https://cook.example/pancakes/")
        #expect(recipe.kcal == 320 && recipe.servings == 4 && recipe.minutes == 25)
        #expect(recipe.images.map(\.url) == ["https://cook.example/p.jpg"])
    }

    @Test func aJSONFileWithAnArrayOfNodes() throws {
        let found = try SchemaOrgExtractor.recipe(json: """
            [{"@type": "Person", "name": "Kim"}, {"@context": "http://schema.org", "@type": "http://schema.org/Recipe",
              "name": "김치찌개", "recipeIngredient": ["김치 200g", "돼지고기 100g"], "recipeInstructions": "김치를 볶는다.\\n물을 붓고 끓인다."}]
            """)
        #expect(found.name == "김치찌개")
        #expect(found.steps == ["김치를 볶는다.", "물을 붓고 끓인다."])
        #expect(throws: SchemaOrgExtractor.Failure.noRecipe) { try SchemaOrgExtractor.recipe(json: #"{"@type": "Person"}"#) }
        #expect(throws: SchemaOrgExtractor.Failure.self) { try SchemaOrgExtractor.recipe(json: #"{"@type": "Recipe", "name": }"#) }
    }

    @Test func microdataWhenThereIsNoJSONLD() throws {
        let found = try SchemaOrgExtractor.recipe(html: """
            <div itemscope itemtype="http://schema.org/Recipe">
              <h1 itemprop="name">Cucumber Salad</h1>
              <meta itemprop="totalTime" content="PT15M"><span itemprop="recipeYield">2 servings</span>
              <ul><li itemprop="recipeIngredient">1 cucumber, sliced</li><li itemprop="recipeIngredient">2 tbsp rice vinegar</li></ul>
              <ol><li itemprop="recipeInstructions" itemscope itemtype="http://schema.org/HowToStep"><span itemprop="text">Slice the cucumber.</span></li>
                  <li itemprop="recipeInstructions" itemscope itemtype="http://schema.org/HowToStep"><span itemprop="text">Toss with <b>vinegar</b>.</span></li></ol>
            </div>
            """)
        #expect(found.origin == .microdata)
        #expect(found.name == "Cucumber Salad")
        #expect(found.ingredientLines == ["1 cucumber, sliced", "2 tbsp rice vinegar"])
        #expect(found.steps == ["Slice the cucumber.", "Toss with vinegar."])
        #expect(found.totalMinutes == 15 && found.servings == 2)
    }

    @Test func thePagesOwnHeadingsAndListsAsALastResort() throws {
        let found = try SchemaOrgExtractor.recipe(html: """
            <html><head><title>블로그</title></head><body><h1>두부조림</h1><p>맛있어요.</p>
            <h2>재료</h2><ul><li>두부 1모</li><li>간장 2큰술</li></ul>
            <h2>만드는 법</h2><ol><li>두부를 썬다.</li><li>간장을 넣고 졸인다.</li></ol>
            <h2>댓글</h2><ul><li>좋아요</li></ul></body></html>
            """)
        #expect(found.origin == .pageStructure)
        #expect(found.name == "두부조림")
        #expect(found.ingredientLines == ["두부 1모", "간장 2큰술"])
        #expect(found.steps == ["두부를 썬다.", "간장을 넣고 졸인다."])
    }

    @Test func pagesWithoutARecipeOrWithBrokenJSONLDAreRefused() {
        #expect(throws: SchemaOrgExtractor.Failure.noRecipe) {
            try SchemaOrgExtractor.recipe(html: "<html><h1>About us</h1><p>We like food.</p></html>")
        }
        #expect {
            try SchemaOrgExtractor.recipe(html: #"<script type="application/ld+json">{"@type": "Recipe", "name": "x",</script>"#)
        } throws: { error in
            if case .brokenJSONLD = error as? SchemaOrgExtractor.Failure { true } else { false }
        }
    }

    @Test func lenientJSONAcceptsWhatPagesWrite() throws {
        let value = try LenientJSON.parse("/*<![CDATA[*/ {\"a\": \"line\nbreak\", \"b\": [1, 2.5, true, null,], \"c\": \"\\u00e9\\ud83c\\udf73\"} /*]]>*/")
        #expect(value["a"]?.text == "line break")
        #expect(value["b"]?.items.count == 4)
        #expect(value["c"]?.text == "é🍳")
        #expect(throws: LenientJSON.Failure.self) { try LenientJSON.parse("{\"a\" 1}") }
        #expect(throws: LenientJSON.Failure.self) { try LenientJSON.parse(String(repeating: "[", count: 500)) }
    }

    @Test(arguments: [
        ("1 1/2 cups flour, sifted", "flour", "1 1/2 cups", "sifted", "밀가루"),
        ("2 eggs", "eggs", "2", nil, "계란"),
        ("Salt, to taste", "Salt", "", "to taste", "소금"),
        ("4 cloves of garlic (minced)", "garlic", "4 cloves of", "minced", "마늘"),
        ("1/2 gallon(s) milk", "milk", "1/2 gallon(s)", nil, "우유"),
        ("200 g Mehl", "Mehl", "200 g", nil, nil),
        ("a pinch of sugar", "sugar", "a pinch of", nil, "설탕"),
        ("다진 마늘 1큰술", "마늘", "1큰술", "다진", "마늘"),
        ("Freshly ground black pepper", "Freshly ground black pepper", "", nil, "후추"),
    ] as [(String, String, String, String?, String?)])
    func ingredientLinesAreSplit(_ line: String, _ name: String, _ amount: String, _ note: String?, _ canonical: String?) {
        let item = IngredientLineParser(lexicon: Self.lexicon).parseLine(line)
        #expect(item.name == name, "\(line)")
        #expect(item.amount == amount, "\(line)")
        #expect(item.prep == note, "\(line)")
        #expect(item.canonical == canonical, "\(line)")
    }

    @Test func cooklangFiles() {
        let document = CooklangParser.parse("""
            >> title: Simple Omelette
            >> servings: 2
            >> time: 10 minutes
            -- a comment line

            Crack @eggs{3} into a #bowl{} and add @salt. [- ignore this -]
            Beat well.

            Melt @butter{10%g} in a #frying pan{}, pour in the eggs and cook ~{3%minutes}.
            Add more @salt{1%pinch}.
            """)
        #expect(document.title == "Simple Omelette")
        #expect(document.servings == 2 && document.minutes == 10)
        #expect(document.steps == ["Crack eggs into a bowl and add salt. Beat well.",
                                   "Melt butter in a frying pan, pour in the eggs and cook 3 minutes. Add more salt."])
        #expect(document.ingredients.map(\.name) == ["eggs", "salt", "butter"])
        #expect(document.ingredients.map(\.amount) == ["3", "1 pinch", "10 g"])
        let recipe = WebRecipeImporter(lexicon: Self.lexicon).recipe(fromCooklang: document, fileName: "dir/omelette.cook")
        #expect(recipe.sourceRef == "cook:omelette")
        #expect(recipe.ingredients.map(\.canonical) == ["계란", "소금", "버터"])
    }
}
