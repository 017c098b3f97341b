import YoriKit

extension AnswerRenderer {
    /// `yori show --json`: the recipe in full, with its source and attribution.
    /// `steps`, `tip` and each `prep` are in `language` when the recipe has them in it (else as
    /// written); `text_language` says which.
    public func recipeJSON(_ recipe: Recipe, language: UserLanguage = .ko) -> JSONValue {
        let (steps, stepsLanguage) = recipe.steps(language)
        return .object([
            ("id", .int(recipe.id)), ("name", .string(recipe.name)), ("name_en", .string(recipe.nameEnglish)),
            ("kind", .string(recipe.kind)), ("method", .string(recipe.method)),
            ("servings", recipe.servings.map { .int(Int64($0)) } ?? .null),
            ("minutes", recipe.minutes.map { .int(Int64($0)) } ?? .null),
            ("kcal", recipe.kcal.map(JSONValue.double) ?? .null), ("tags", .strings(recipe.tags)),
            ("ingredients", .array(recipe.ingredients.map { item in
                .object([("name", .string(item.name)), ("canonical", .optional(item.canonical)),
                         ("amount", .string(item.amount)), ("group", .string(item.group.rawValue)),
                         ("prep", .optional(language == .en ? recipe.prepEnglish(item) ?? item.prep : item.prep))])
            })),
            ("steps", .strings(steps)), ("tip", .optional(recipe.tip(language))),
            ("text_language", .string(stepsLanguage.rawValue)),
            ("nutrition", recipe.nutrition.map { n in
                .object([("weight_g", n.weightGrams.map(JSONValue.double) ?? .null),
                         ("carbs_g", n.carbsGrams.map(JSONValue.double) ?? .null),
                         ("protein_g", n.proteinGrams.map(JSONValue.double) ?? .null),
                         ("fat_g", n.fatGrams.map(JSONValue.double) ?? .null),
                         ("sodium_mg", n.sodiumMilligrams.map(JSONValue.double) ?? .null)])
            } ?? .null),
            ("reduction_tip", .optional(recipe.reductionTip(language))),
            ("images", .array(recipe.images.map { .object([("role", .string($0.role.rawValue)), ("step", .int(Int64($0.step))),
                                                            ("url", .string($0.url))]) })),
            ("source", .string(recipe.source.rawValue)), ("source_ref", .string(recipe.sourceRef)),
            ("rcp_seq", recipe.source == .imported && recipe.sourceURL == nil && recipe.sourceRef.allSatisfy(\.isNumber)
                ? .string(recipe.sourceRef) : .null),
            ("source_url", .optional(recipe.sourceURL)),
            ("attribution", .string(Self.attribution(recipe, language))),
            ("based_on", recipe.basedOn.map { .object([("source", .string($0.source.rawValue)), ("source_ref", .string($0.ref))]) } ?? .null),
        ])
    }

    /// How a shown recipe was scaled: its own servings, the servings shown, the factor its amounts were multiplied by.
    func scaleJSON(_ scale: RecipeScale) -> JSONValue {
        .object([("from", scale.from.map { .int(Int64($0)) } ?? .null), ("to", scale.to.map(JSONValue.double) ?? .null),
                 ("factor", .double(scale.factor))])
    }

    /// A recipe in a list (search results, bookmarks): no steps.
    func recipeSummaryJSON(_ recipe: Recipe) -> JSONValue {
        .object([("id", .int(recipe.id)), ("name", .string(recipe.name)), ("name_en", .string(recipe.nameEnglish)),
                 ("kind", .string(recipe.kind)), ("method", .string(recipe.method)),
                 ("kcal", recipe.kcal.map(JSONValue.double) ?? .null), ("minutes", recipe.minutes.map { .int(Int64($0)) } ?? .null),
                 ("source", .string(recipe.source.rawValue))])
    }

    func suggestionJSON(_ s: SpellingSuggester.Suggestion) -> JSONValue {
        .object([("id", .int(s.id)), ("name", .string(s.name)), ("name_en", .string(s.nameEnglish))])
    }

    func cookedJSON(_ entry: CookedEntry) -> JSONValue {
        .object([("id", .int(entry.id)), ("recipe_id", entry.recipeID.map(JSONValue.int) ?? .null),
                 ("recipe", .string(entry.recipeName)),
                 ("recipe_en", .string(entry.recipeNameEnglish.isEmpty ? DishNameEnglish.name(entry.recipeName, lexicon: lexicon)
                                                                       : entry.recipeNameEnglish)),
                 ("day", .string(entry.day.description)),
                 ("rating", entry.rating.map { .int(Int64($0)) } ?? .null), ("note", .optional(entry.note))])
    }

    /// The JSON fields of a recipe-book answer.
    func cookbookPairs(_ reply: Reply) -> [(String, JSONValue)] {
        switch reply.answer {
        case .searchResults(let page):
            return [("query", .string(page.search.query)), ("kind", .optional(page.search.kind)),
                    ("method", .optional(page.search.method)), ("page", .int(Int64(page.page))),
                    ("limit", .int(Int64(page.limit))), ("total", .int(Int64(page.total))), ("has_more", .bool(page.hasMore)),
                    ("first_number", .int(Int64(page.firstNumber))),
                    ("recipes", .array(page.recipes.map(recipeSummaryJSON))),
                    ("suggestions", .array(page.suggestions.map(suggestionJSON)))]
        case .recipeDetail(let recipe, let others, let scale):
            return [("recipe", recipeJSON(recipe, language: reply.language)), ("same_name", .array(others.map(recipeSummaryJSON))),
                    ("scale", scale.map(scaleJSON) ?? .null)]
        case .bookmarked(let recipe, let on, let changed):
            return [("recipe", recipeSummaryJSON(recipe)), ("bookmarked", .bool(on)), ("changed", .bool(changed))]
        case .bookmarkList(let recipes): return [("recipes", .array(recipes.map(recipeSummaryJSON)))]
        case .cookedLogged(let entry, let others):
            return [("entry", cookedJSON(entry)), ("same_name", .array(others.map(recipeSummaryJSON)))]
        case .cookingLog(let log): return [("entries", .array(log.map(cookedJSON)))]
        case .recipeSaved(let recipe, let change):
            return [("change", .string(change.rawValue)), ("recipe", recipeJSON(recipe, language: reply.language))]
        case .recipeNotFound(_, let suggestions):
            return [("message", .string(AnswerRenderer(style: .plain, lexicon: lexicon).text(reply))),
                    ("suggestions", .array(suggestions.map(suggestionJSON)))]
        case .recipeRefused: return [("message", .string(AnswerRenderer(style: .plain, lexicon: lexicon).text(reply)))]
        default: return []
        }
    }
}
