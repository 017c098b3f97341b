import Foundation
import Testing
@testable import YoriKit

/// Amounts written in a recipe's steps scale with its ingredients (`RecipeScaling.step`); times,
/// temperatures, sizes, ratios, counts of times and amounts for one piece never do.
@Suite struct RecipeStepScalingTests {
    static let foods = ["물", "간장", "대파", "마늘", "계란", "깻잎", "사과", "레몬", "egg", "green onion", "garlic", "perilla leaf"]

    @Test(arguments: [
        // Measures scale wherever they stand, written as the ingredients' amounts are.
        ("물 2컵을 붓고 10분간 끓인다.", 2.0, "물 4컵을 붓고 10분간 끓인다."),
        ("간장 1/2큰술과 설탕 1작은술을 넣는다.", 2, "간장 1큰술과 설탕 2작은술을 넣는다."),
        ("물 1컵 반을 붓는다.", 2, "물 3컵을 붓는다."),
        ("물 2컵반을 넣고", 2, "물 5컵을 넣고"),
        ("끓어오르면 1/2~1컵 정도의 찬물을 붓는다.", 2, "끓어오르면 1~2컵 정도의 찬물을 붓는다."),
        ("과즙(100~120ml)을 넣고", 2, "과즙(200~240ml)을 넣고"),
        ("물(200g)과 다시마를 넣고", 1.5, "물(300g)과 다시마를 넣고"),
        ("육수200g과 배추를 넣는다", 2, "육수400g과 배추를 넣는다"),
        ("물 1.5L와 닭을 넣는다", 2, "물 3L와 닭을 넣는다"),
        ("물 ⅔컵에 된장을 푼다", 2, "물 1⅓컵에 된장을 푼다"),
        ("물 반 컵을 남겨 둔다.", 2, "물 1컵을 남겨 둔다."),
        ("물 반컵을 넣어 삶는다.", 2, "물 1컵을 넣어 삶는다."),
        ("뜨거운 물 한 컵을 붓는다.", 3, "뜨거운 물 3컵을 붓는다."),
        ("간장 2T를 넣는다", 0.5, "간장 1T를 넣는다"),
        ("물 1과 1/2컵을 붓는다", 2, "물 3컵을 붓는다"),
        // Counts scale only right after a food of the recipe.
        ("냄비에 물과 대파 1대, 통마늘을 넣는다.", 2, "냄비에 물과 대파 2대, 통마늘을 넣는다."),
        ("통마늘 10쪽, 생강을 넣는다.", 2, "통마늘 20쪽, 생강을 넣는다."),
        ("대파 한 대를 넣고", 2, "대파 2대를 넣고"),
        ("레몬 1개로 즙을 낸다.", 2, "레몬 2개로 즙을 낸다."),
        ("계란프라이 두 개를 부친다.", 2, "계란프라이 4개를 부친다."),
        ("반죽을 6개로 분할한다.", 2, "반죽을 6개로 분할한다."),
        ("사과는 8조각으로 잘라 씨를 뺀다.", 2, "사과는 8조각으로 잘라 씨를 뺀다."),
        ("연어는 길게 2장으로 포를 뜬다.", 2, "연어는 길게 2장으로 포를 뜬다."),
        ("등 쪽 2~3마디에 있는 내장을 뺀다.", 2, "등 쪽 2~3마디에 있는 내장을 뺀다."),
        ("모두 넣고 1단으로 믹싱한다.", 2, "모두 넣고 1단으로 믹싱한다."),
        ("오이 한쪽 끝을 남긴다.", 2, "오이 한쪽 끝을 남긴다."),
        ("숟가락 2개로 모양을 만든다.", 2, "숟가락 2개로 모양을 만든다."),
        // Never: temperatures, times, sizes, shares, ratios, counts of times, references to steps.
        ("180℃로 달군 기름에 3분간 튀긴다.", 2, "180℃로 달군 기름에 3분간 튀긴다."),
        ("170도 기름에 1시간 30분 정도 끓인다.", 2, "170도 기름에 1시간 30분 정도 끓인다."),
        ("사방 2cm 크기로 썰고 4등분한다.", 2, "사방 2cm 크기로 썰고 4등분한다."),
        ("3x3cm로 썬다", 2, "3x3cm로 썬다"),
        ("간장과 설탕을 1:1 비율로 섞는다.", 2, "간장과 설탕을 1:1 비율로 섞는다."),
        ("2~3번 헹구고 80% 익힌다.", 2, "2~3번 헹구고 80% 익힌다."),
        ("물을 2배로 붓고 1의 재료를 넣는다.", 2, "물을 2배로 붓고 1의 재료를 넣는다."),
        ("3개월 숙성한다.", 2, "3개월 숙성한다."),
        // An amount for one piece, a portion, a pattern: left.
        ("반죽을 20g씩 떼어 빚는다.", 2, "반죽을 20g씩 떼어 빚는다."),
        ("적당량(25g)씩 떼어 빚는다.", 2, "적당량(25g)씩 떼어 빚는다."),
        ("깻잎을 2~3장씩 겹쳐 놓는다.", 2, "깻잎을 2~3장씩 겹쳐 놓는다."),
        ("150g으로 분할 후 중간발효 20분을 한다.", 2, "150g으로 분할 후 중간발효 20분을 한다."),
        ("끓인다. (물 1인 기준 : 350ml)", 2, "끓인다. (물 1인 기준 : 350ml)"),
        ("근대위에 밥을 약 30g 올리고 싼다.", 2, "근대위에 밥을 약 30g 올리고 싼다."),
        ("알배추 한 장, 깻잎 두 장 순서로 반복해서 쌓는다.", 2, "알배추 한 장, 깻잎 두 장 순서로 반복해서 쌓는다."),
        // English: measures (plural as the number), counts of a food, number words.
        ("Pour in 1 cup of water and simmer for 10 minutes.", 2, "Pour in 2 cups of water and simmer for 10 minutes."),
        ("Season with 1 tbsp soy sauce and 1/2 tsp sugar.", 2, "Season with 2 tbsp soy sauce and 1 tsp sugar."),
        ("Reserve 2 cups of the pasta water.", 0.5, "Reserve 1 cup of the pasta water."),
        ("Pour a cup of hot water over it.", 2, "Pour 2 cups of hot water over it."),
        ("Coat in flour, 1 beaten egg and breadcrumbs, fry in 170C oil.", 2, "Coat in flour, 2 beaten eggs and breadcrumbs, fry in 170C oil."),
        ("Add 10 garlic cloves and one green onion.", 2, "Add 20 garlic cloves and 2 green onions."),
        ("Pour 550ml of water into a pot.", 2, "Pour 1100ml of water into a pot."),
        ("Cook for 3-4 minutes, cut into 2cm pieces.", 2, "Cook for 3-4 minutes, cut into 2cm pieces."),
        ("Add half a cup of milk.", 2, "Add half a cup of milk."),
        ("Press 3 eggs into each bowl.", 2, "Press 3 eggs into each bowl."),
        ("Stack one perilla leaf and repeat.", 2, "Stack one perilla leaf and repeat."),
        // Nothing to do.
        ("물 2컵을 붓는다.", 1, "물 2컵을 붓는다."), ("", 2, ""),
    ] as [(String, Double, String)])
    func stepAmountsScale(_ step: String, _ factor: Double, _ scaled: String) {
        #expect(RecipeScaling.step(step, by: factor, foods: Self.foods) == scaled)
    }

    /// The rule is two tables, kept apart: a unit is scaled or never, not both.
    @Test func unitTablesDoNotOverlap() {
        #expect(RecipeScaling.stepMeasures.isDisjoint(with: RecipeScaling.stepNever))
        #expect(RecipeScaling.stepCounts.isDisjoint(with: RecipeScaling.stepNever))
        #expect(RecipeScaling.stepMeasures.isDisjoint(with: RecipeScaling.stepCounts))
        #expect(RecipeScaling.spokenMeasures.isSubset(of: RecipeScaling.stepMeasures))
        for unit in ["분", "초", "시간", "℃", "도", "cm", "등분", "번", "배", "minutes", "hours"] {
            #expect(RecipeScaling.stepNever.contains(unit), "\(unit)")
        }
    }

    func stew() -> Recipe {
        var recipe = Recipe(id: 7, source: .user, sourceRef: "stew", name: "소고기국", nameEnglish: "Beef soup", kind: "국&찌개", method: "끓이기",
               servings: 2,
               ingredients: [RecipeIngredient(name: "소고기", canonical: "소고기", amount: "200g", group: .main),
                             RecipeIngredient(name: "대파", canonical: "대파", amount: "1대", group: .secondary),
                             RecipeIngredient(name: "물", canonical: "물", amount: "2컵", group: .seasoning)],
               steps: ["냄비에 물 2컵을 붓고 30분간 끓인다.", "대파 1대를 넣고 2cm로 썰어 올린다.", "그릇에 담는다."])
        recipe.stepsEnglish = ["Pour 2 cups of water into a pot and simmer for 30 minutes.",
                               "Add 1 green onion and top with 2cm pieces.", "Serve in a bowl of 2 cups."]
        return recipe
    }

    /// `Recipe.scaled` scales the steps with the amounts; a translated step follows its step (the third is left:
    /// its step has no amount, so its English has none either).
    @Test func aScaledRecipeHasScaledSteps() throws {
        let four = try #require(stew().scaled(.servings(4), englishFoods: ["green onion"]))
        #expect(four.recipe.steps == ["냄비에 물 4컵을 붓고 30분간 끓인다.", "대파 2대를 넣고 2cm로 썰어 올린다.", "그릇에 담는다."])
        #expect(four.recipe.stepsEnglish == ["Pour 4 cups of water into a pot and simmer for 30 minutes.",
                                             "Add 2 green onions and top with 2cm pieces.", "Serve in a bowl of 2 cups."])
        #expect(stew().scaled(.servings(2))?.recipe.steps == stew().steps)
    }

    /// In a chat, `4인분으로 알려줘` shows the steps for four: the water the ingredients say is what the step pours.
    @Test func theSessionShowsScaledSteps() throws {
        var session = Session(lexicon: try Builtin.lexicon(), store: .inMemory([stew()]), fridge: .holding([]),
                              clock: .fixed(LocalDay(iso: "2026-11-22")!), limit: 10)
        _ = session.handle("소고기국 보여줘")
        guard case .recipeDetail(let recipe, _, let scale) = session.handle("4인분으로 알려줘").reply.answer else {
            Issue.record("not a recipe")
            return
        }
        #expect(scale?.factor == 2 && recipe.ingredients.last?.amount == "4컵")
        #expect(recipe.steps.first == "냄비에 물 4컵을 붓고 30분간 끓인다.")
        #expect(recipe.stepsEnglish[1] == "Add 2 green onions and top with 2cm pieces.")
    }
}

/// The steps of the 1,318 public COOKRCP01 recipes doubled (skipped when `../shared/data` is absent): how many
/// hold an amount that scales, and that no time, temperature, size or count of times is ever changed.
@Suite(.enabled(if: Fixtures.hasSharedCookRcp, "needs ../shared/data/cookrcp01"))
struct SharedCookRcpStepScalingTests {
    @Test func stepsScaleAndTimesNeverDo() throws {
        let document = try CookRcpDocument.decode(try Data(contentsOf: Fixtures.sharedCookRcp))
        let recipes = CookRcpImporter(lexicon: try Builtin.lexicon()).convert(document.rows).recipes
        var steps = 0, changed = 0
        for recipe in recipes {
            let foods = recipe.ingredients.flatMap { [$0.name, $0.canonical ?? ""] }
            for step in recipe.steps {
                steps += 1
                let doubled = RecipeScaling.step(step, by: 2, foods: foods)
                if doubled != step { changed += 1 }
                #expect(Self.neverScaled(doubled) == Self.neverScaled(step), "\(recipe.sourceRef): \(step) → \(doubled)")
            }
        }
        // 288 of 8,213 steps when written (2021 data); hand-checked, see docs/LANGUAGE.md "Scaling".
        #expect(steps > 8_000 && (250...330).contains(changed), "\(changed) of \(steps)")
    }

    /// Every number written before a time, temperature, size, share or count of times, in order.
    static func neverScaled(_ text: String) -> [String] {
        let chars = Array(text)
        var found: [String] = []
        var i = 0
        while i < chars.count {
            guard chars[i].isNumber else { i += 1; continue }
            var j = i
            while j < chars.count, chars[j].isNumber || chars[j] == "." || chars[j] == "/" { j += 1 }
            var k = j
            if k < chars.count, chars[k] == " " { k += 1 }
            let rest = String(chars[k..<min(chars.count, k + 2)])
            if ["분", "초", "시간", "℃", "°", "도", "cm", "mm", "등분", "번", "배", "%", "회"].contains(where: rest.hasPrefix) {
                found.append(String(chars[i..<j]) + rest)
            }
            i = j
        }
        return found
    }
}
