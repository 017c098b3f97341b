import YoriKit

extension AnswerRenderer {
    /// Where a recipe comes from, with attribution.
    static func sourceLine(_ source: RecipeSource, _ lang: UserLanguage) -> String {
        switch source {
        case .builtin: lang.pick("yori 내장 레시피", "yori built-in recipe")
        case .imported: lang.pick("식품의약품안전처 식품안전나라 공공데이터 (COOKRCP01)",
                                  "Ministry of Food and Drug Safety, FoodSafetyKorea open data (COOKRCP01)")
        case .user: lang.pick("내 레시피", "my recipe")
        }
    }

    /// The source line of one recipe: for an imported one, with its COOKRCP01 RCP_SEQ.
    static func attribution(_ recipe: Recipe, _ lang: UserLanguage) -> String {
        if recipe.source == .user, let origin = recipe.basedOn {
            let original = Recipe(source: origin.source, sourceRef: origin.ref, name: "", nameEnglish: "", kind: "", method: "",
                                  ingredients: [], steps: [])
            return lang.pick("내 레시피 · \(attribution(original, lang)) 기반", "my recipe, based on \(attribution(original, lang))")
        }
        guard recipe.source == .imported else { return sourceLine(recipe.source, lang) }
        if let url = recipe.sourceURL { return lang.pick("웹에서 가져온 레시피: \(url)", "imported from \(url)") }
        if !recipe.sourceRef.allSatisfy(\.isNumber) {
            return lang.pick("가져온 레시피 (\(recipe.sourceRef))", "imported recipe (\(recipe.sourceRef))")
        }
        return lang.pick("식품의약품안전처 식품안전나라 공공데이터 (COOKRCP01, RCP_SEQ \(recipe.sourceRef))",
                         "Ministry of Food and Drug Safety, FoodSafetyKorea open data (COOKRCP01, RCP_SEQ \(recipe.sourceRef))")
    }

    func searchResults(_ page: SearchPage, _ lang: UserLanguage) -> String {
        let what = [page.search.query.isEmpty ? nil : "'\(page.typed ?? page.search.query)'",
                    page.search.kind.map { Labels.kind($0, lang) }, page.search.method.map { Labels.method($0, lang) }]
            .compactMap { $0 }.joined(separator: " · ")
        guard !page.recipes.isEmpty else {
            if page.total > 0 { return lang.pick("더 보여 드릴 레시피가 없어요 (모두 \(page.total)개).", "No more recipes (\(page.total) in all).") }
            if !page.suggestions.isEmpty { return Self.didYouMean(page.search.query, page.suggestions, lang) }
            return lang.pick("\(what.isEmpty ? "" : what + ": ")찾는 레시피가 없어요. 다른 이름이나 재료로 찾아보세요 (예: yori search 김치).",
                             "\(what.isEmpty ? "" : what + ": ")no recipe found. Try another name or ingredient (e.g. yori search kimchi).")
        }
        let pages = (page.total + page.limit - 1) / page.limit
        let pageNote = pages > 1 ? lang.pick(" (\(page.page)/\(pages)쪽)", " (page \(page.page) of \(pages))") : ""
        var lines = [style.bold(refinedHeader(page, lang) ?? lang.pick("\(what.isEmpty ? "레시피" : what) 검색 결과 \(page.total)개",
                                          what.isEmpty ? "All \(page.total) recipe\(page.total == 1 ? "" : "s")"
                                              : "\(page.total) recipe\(page.total == 1 ? "" : "s") for \(what)") + pageNote)]
        let titles = page.recipes.map { listTitle($0, lang) }
        let width = min(titleColumn, titles.map { DisplayWidth.of($0) }.max() ?? 0)
        // Numbered across pages (page 2 of 3 a page: 4, 5, 6), as `2번 보여줘` counts them.
        let first = page.firstNumber
        let digits = String(first + page.recipes.count - 1).count
        for (i, recipe) in page.recipes.enumerated() {
            let n = first + i
            if let narrow = self.width, narrow < TerminalWidth.narrow {  // one recipe per line
                lines.append(TextLayout.fit("\(n). " + style.bold(titles[i]) + " #\(recipe.id)", width: narrow))
                continue
            }
            let rank = String(repeating: " ", count: digits - String(n).count) + "\(n)."
            var info = Labels.kind(recipe.kind, lang) + " · " + Labels.method(recipe.method, lang)
            if let kcal = recipe.kcal.flatMap(RecipeLimits.whole) { info += " · \(kcal)kcal" }
            if recipe.source == .user { info += " · " + Self.sourceLine(.user, lang) }
            let name = DisplayWidth.pad(DisplayWidth.truncate(titles[i], to: width), to: width)
            lines.append(" \(rank) \(style.bold(name))  \(style.dim(info))  \(style.dim("#\(recipe.id)"))")
        }
        lines.append(style.dim(Self.listHint(example: Self.hintNumber(first: first, count: page.recipes.count),
                                             more: page.hasMore ? page.limit : nil, lang)))
        return lines.joined(separator: "\n")
    }

    /// The other recipes of the same name: "같은 이름의 레시피: #12, #1045 — yori show 1045".
    static func sameNameNote(id: Int64, others: [Recipe], command: String, _ lang: UserLanguage) -> String {
        let ids = others.map { "#\($0.id)" }.joined(separator: ", ")
        let next = others[0].id
        return command == "show"
            ? lang.pick("같은 이름의 레시피: \(ids) (지금은 #\(id)) — yori show \(next)",
                        "Other recipes with this name: \(ids) (this is #\(id)) — yori show \(next)")
            : lang.pick("같은 이름의 레시피가 더 있어요: \(ids) — #\(id)로 기록했어요 (다른 것: yori cooked \(next))",
                        "Other recipes share this name: \(ids) — logged #\(id) (for another: yori cooked \(next))")
    }

    /// "혹시 불고기?" for a name or query that found nothing.
    static func didYouMean(_ asked: String, _ suggestions: [SpellingSuggester.Suggestion], _ lang: UserLanguage) -> String {
        let ko = suggestions.map(\.name).joined(separator: ", ")
        let en = suggestions.map { $0.nameEnglish.isEmpty ? $0.name : "\($0.name) (\($0.nameEnglish))" }.joined(separator: ", ")
        let first = suggestions[0]
        return lang.pick("'\(asked)' 레시피는 없어요. 혹시 \(ko)? — yori show \(first.name.contains(" ") ? "\"\(first.name)\"" : first.name)",
                         "No recipe named '\(asked)'. Did you mean \(en)? — yori show \(first.name.contains(" ") ? "\"\(first.name)\"" : first.name)")
    }

    /// The number a list's hint uses as its example: the second shown, or the only one.
    static func hintNumber(first: Int, count: Int) -> Int { count >= 2 ? first + 1 : first }

    /// The line under a list: how to see one (with a number the list has) and, when there is
    /// a next page, how to get it.
    static func listHint(example n: Int, more: Int?, _ lang: UserLanguage) -> String {
        if let more {
            return lang.pick("'\(n)번 보여줘'로 자세히 · 'more'/'더 보여줘'로 다음 \(more)개",
                             "'show \(n)' for details · 'more' for the next \(more)")
        }
        return lang.pick("'\(n)번 보여줘'로 자세히 볼 수 있어요", "'show \(n)' for details")
    }

    func recipeDetail(_ recipe: Recipe, sameName others: [Recipe] = [], scale: RecipeScale? = nil, _ lang: UserLanguage) -> String {
        var lines: [String] = []
        if !others.isEmpty {
            lines.append(style.missing(Self.sameNameNote(id: recipe.id, others: others, command: "show", lang)))
        }
        if lang == .en, Hangul.containsHangul(recipe.name) {
            lines.append(style.bold(englishName(recipe)) + " " + style.dim("(\(recipe.name))"))
        } else {
            lines.append(style.bold(recipe.name) + (recipe.nameEnglish.isEmpty ? "" : " " + style.dim("(\(recipe.nameEnglish))")))
        }
        var facts = [Labels.kind(recipe.kind, lang), Labels.method(recipe.method, lang)]
        if let scale {
            facts.append(Self.scaleFact(scale, lang))
        } else if let servings = recipe.servings {
            facts.append(lang.pick("\(servings)인분", "serves \(servings)"))
        }
        if let minutes = recipe.minutes { facts.append(lang.pick("\(minutes)분", "\(minutes) min")) }
        if let kcal = recipe.kcal.flatMap(RecipeLimits.whole) { facts.append(lang.pick("1인분 \(kcal)kcal", "\(kcal) kcal/serving")) }
        lines.append(style.dim(facts.joined(separator: " · ")))
        if let n = recipe.nutrition {
            func grams(_ value: Double?, _ ko: String, _ en: String, _ unit: String) -> String? {
                value.map { lang.pick(ko, en) + " " + FridgeError.format(($0 * 10).rounded() / 10) + unit }
            }
            let parts = [grams(n.carbsGrams, "탄수화물", "carbs", "g"), grams(n.proteinGrams, "단백질", "protein", "g"),
                         grams(n.fatGrams, "지방", "fat", "g"), grams(n.sodiumMilligrams, "나트륨", "sodium", "mg")].compactMap { $0 }
            if !parts.isEmpty { lines.append(style.dim(lang.pick("영양 (1인분): ", "Nutrition (per serving): ") + parts.joined(separator: " · "))) }
        }
        let groups = IngredientGroup.allCases.map { group in (group, recipe.ingredients.filter { $0.group == group }) }
        // Amounts in one column (by display width: Hangul is two columns); a name too wide for it
        // gets its amount on the next line, in the column.
        let names = recipe.ingredients.map { ingredientName($0, lang) }
        let width = min(Self.ingredientColumn, names.map { DisplayWidth.of($0) }.max() ?? 0)
        for (group, items) in groups where !items.isEmpty {
            lines.append(style.accent(Self.groupLabel(group, lang)))
            for item in items {
                let name = ingredientName(item, lang)
                let amount = lang == .en ? RecipeEnglish.amount(of: item, lexicon: lexicon) : item.amount
                if amount.isEmpty {
                    lines.append("  " + name)
                } else if DisplayWidth.of(name) > width {
                    lines.append("  " + name)
                    lines.append("  " + String(repeating: " ", count: width) + "  " + amount)
                } else {
                    lines.append("  " + DisplayWidth.pad(name, to: width) + "  " + amount)
                }
            }
        }
        let (steps, stepsLanguage) = recipe.steps(lang)
        if !steps.isEmpty {
            lines.append(style.accent(lang.pick("만드는 법", "Steps")))
            if let scale, scale.factor != 1 {
                // The steps' amounts are scaled with the ingredients (`RecipeScaling.step`); times and heat are not.
                lines.append(style.dim(lang.pick("(만드는 법의 재료 양도 맞췄어요. 시간과 온도는 원래 레시피 그대로예요.)",
                                                 "(Amounts in the steps are scaled too; times and temperatures are as written.)")))
            }
            if lang == .en, stepsLanguage == .ko, steps.contains(where: Hangul.containsHangul) {
                lines.append(style.dim(Self.koreanStepsNote(recipe)))
                if offersTranslation, recipe.source != .user {
                    lines.append(style.dim("(To translate them once with the AI, kept for next time: show \(recipe.id) --translate)"))
                }
            }
            let digits = String(steps.count).count
            // A long step wraps at spaces under its own text (`지퍼 백에` never splits).
            let hanging = String(repeating: " ", count: digits + 3)
            for (i, step) in steps.enumerated() {
                let number = String(repeating: " ", count: 1 + digits - String(i + 1).count) + "\(i + 1). "
                lines += TextLayout.wrap(step, width: self.width, first: number, rest: hanging)
            }
        }
        if let tip = recipe.tip(lang), !tip.isEmpty {
            lines += TextLayout.wrap(tip, width: self.width, first: style.accent(lang.pick("팁", "Tip")) + "  ", rest: "    ")
        }
        if let tip = recipe.reductionTip(lang), !tip.isEmpty {
            lines += TextLayout.wrap(TerminalSanitizer.clean(tip), width: self.width,
                                     first: style.accent(lang.pick("저감 팁", "Low-sodium tip")) + "  ", rest: "    ")
        }
        if let photo = recipe.images.first(where: { $0.role == .main }) ?? recipe.images.first {
            lines.append(style.dim(lang.pick("사진: ", "Photo: ") + TerminalSanitizer.clean(photo.url)))
        }
        lines.append(style.dim(lang.pick("출처: ", "Source: ") + Self.attribution(recipe, lang) + " · #\(recipe.id)"))
        return lines.joined(separator: "\n")
    }

    /// The servings of a scaled recipe and how it was scaled: `4인분 (2인분 레시피를 2배로)`,
    /// `serves 4 (scaled ×2 from 2)`; `양 2배` / `amounts ×2` for a recipe that does not say how many it makes.
    static func scaleFact(_ scale: RecipeScale, _ lang: UserLanguage) -> String {
        let factor = factorText(scale.factor)
        guard let from = scale.from, let to = scale.to else {
            return lang.pick("양 \(scale.factor == 0.5 ? "반" : factor + "배")", "amounts ×\(factor)")
        }
        let servings = FridgeError.format(to)
        if scale.factor == 1 { return lang.pick("\(servings)인분 (레시피 그대로)", "serves \(servings) (as written)") }
        let korean = scale.factor == 0.5 ? "를 반으로" : factor.contains("/") ? "의 \(factor)배" : "를 \(factor)배로"
        return lang.pick("\(servings)인분 (\(from)인분 레시피\(korean))", "serves \(servings) (scaled ×\(factor) from \(from))")
    }

    /// A factor as a header says it: `2`, `1.5`, `0.5`, else a fraction (`4/3`, `2/3`).
    static func factorText(_ factor: Double) -> String {
        if abs(factor * 10 - (factor * 10).rounded()) < 1e-9 { return FridgeError.format(factor) }
        for d in 2...12 {
            let n = (factor * Double(d)).rounded()
            if abs(n / Double(d) - factor) < 1e-9 { return "\(Int(n))/\(d)" }
        }
        return FridgeError.format((factor * 100).rounded() / 100)
    }

    /// The widest a recipe's name is shown in a list: 28 columns, less on a narrow terminal
    /// (a third of it), so the kind, method and id still fit beside it.
    var titleColumn: Int {
        guard let width else { return 28 }
        return max(8, min(28, width / 3))
    }

    /// The widest ingredient name the amount column makes room for.
    static let ingredientColumn = 22

    private func ingredientName(_ item: RecipeIngredient, _ lang: UserLanguage) -> String {
        let name = display(item.canonical ?? item.name, lang)
        guard let prep = item.prep else { return name }
        return "\(name) (\(lang == .en ? item.prepEnglish ?? RecipeEnglish.prep(prep) : prep))"
    }

    /// The line over Korean steps in an English answer: why they are in Korean.
    static func koreanStepsNote(_ recipe: Recipe) -> String {
        switch recipe.source {
        case .user: "(Your recipe, shown as you wrote it.)"
        case .imported, .builtin: "(The source has these steps in Korean only.)"
        }
    }

    static func groupLabel(_ group: IngredientGroup, _ lang: UserLanguage) -> String {
        switch group {
        case .main: lang.pick("주재료", "Main")
        case .secondary: lang.pick("부재료", "Other")
        case .seasoning: lang.pick("양념", "Seasoning")
        }
    }

    func cookbookText(_ answer: Answer, _ lang: UserLanguage) -> String {
        switch answer {
        case .searchResults(let page): return searchResults(page, lang)
        case .recipeDetail(let recipe, let others, let scale): return recipeDetail(recipe, sameName: others, scale: scale, lang)
        case .recipeNotFound(let name, let suggestions) where !suggestions.isEmpty:
            return Self.didYouMean(name, suggestions, lang)
        case .recipeNotFound(let name, _):
            return lang.pick("'\(name)' 레시피를 찾지 못했어요. 이름 일부나 재료로 찾아보세요: yori search \(name)",
                             "No recipe named '\(name)'. Search by part of the name or an ingredient: yori search \(name)")
        case .bookmarked(let recipe, let on, let changed):
            let name = recipeName(recipe, lang)
            if on { return changed ? lang.pick("북마크했어요: \(name)", "Bookmarked \(name).")
                                   : lang.pick("이미 북마크에 있어요: \(name)", "\(name) is already bookmarked.") }
            return changed ? lang.pick("북마크를 지웠어요: \(name)", "Removed the bookmark on \(name).")
                           : lang.pick("북마크에 없어요: \(name)", "\(name) was not bookmarked.")
        case .bookmarkList(let recipes):
            guard !recipes.isEmpty else { return lang.pick("북마크한 레시피가 없어요. 예: yori bookmark 계란말이", "No bookmarks yet, e.g. yori bookmark \"rolled omelette\"") }
            // The kinds in one column (by display width: Hangul is two columns), as long as names allow.
            let titles = recipes.map { title($0, lang) }
            let width = min(Self.ingredientColumn * 2, titles.map { DisplayWidth.of($0) }.max() ?? 0)
            return ([style.bold(lang.pick("북마크 \(recipes.count)개", "\(recipes.count) bookmark\(recipes.count == 1 ? "" : "s")"))]
                + zip(recipes, titles).map { recipe, title in
                    "- " + DisplayWidth.pad(title, to: width) + "  " + style.dim(Labels.kind(recipe.kind, lang) + " · #\(recipe.id)")
                })
                .joined(separator: "\n")
        case .cookedLogged(let entry, let others):
            var text = lang.pick("기록했어요: \(entry.day) \(entry.recipeName)", "Logged: \(entry.day) \(cookedName(entry, lang))")
            if let rating = entry.rating { text += " " + Self.stars(rating) }
            if let note = entry.note { text += " — \(note)" }
            if !others.isEmpty, let id = entry.recipeID {
                text += "\n" + style.missing(Self.sameNameNote(id: id, others: others, command: "cooked", lang))
            }
            return text
        case .cookingLog(let log):
            guard !log.isEmpty else { return lang.pick("요리 기록이 없어요. 예: yori cooked 계란말이 --rating 4", "Nothing cooked yet, e.g. yori cooked \"rolled omelette\" --rating 4") }
            return ([style.bold(lang.pick("요리 기록 \(log.count)개", "Cooked \(log.count) time\(log.count == 1 ? "" : "s")"))] + log.map { entry in
                "- \(entry.day)  \(cookedName(entry, lang))" + (entry.rating.map { "  " + Self.stars($0) } ?? "")
                    + (entry.note.map { style.dim("  \($0)") } ?? "")
            }).joined(separator: "\n")
        case .recipeSaved(let recipe, let change):
            let name = recipe.name
            switch change {
            case .added: return lang.pick("내 레시피로 저장했어요: \(name) (#\(recipe.id))", "Saved as my recipe: \(name) (#\(recipe.id))")
            case .copied: return lang.pick("내 레시피로 복사했어요: \(name) (#\(recipe.id)) · yori recipe edit \(recipe.id) …",
                                           "Copied as my recipe: \(name) (#\(recipe.id)) · yori recipe edit \(recipe.id) …")
            case .edited: return lang.pick("고쳤어요: \(name) (#\(recipe.id))", "Updated \(name) (#\(recipe.id))")
            case .removed: return lang.pick("지웠어요: \(name)", "Removed \(name).")
            }
        case .recipeRefused(let refusal): return style.error(Self.refusal(refusal, lang))
        default: return ""
        }
    }

    /// A cooking-log line's dish in `lang`: in English the recipe's English name, else one made
    /// from the Korean (`DishNameEnglish`: a dish family and its ingredients, or a romanization).
    func cookedName(_ entry: CookedEntry, _ lang: UserLanguage) -> String {
        guard lang == .en, Hangul.containsHangul(entry.recipeName) else { return entry.recipeName }
        return entry.recipeNameEnglish.isEmpty ? DishNameEnglish.name(entry.recipeName, lexicon: lexicon) : entry.recipeNameEnglish
    }

    /// Only the user's own recipes change; in English the English name (quoted in the command
    /// when it has spaces).
    static func notUserRecipe(_ name: String, _ source: RecipeSource, english: String, _ lang: UserLanguage) -> String {
        let shown = english.isEmpty ? name : english
        let argument = shown.contains(" ") ? "\"\(shown)\"" : shown
        return lang.pick("\(Hangul.attach(name, "은", "는")) \(sourceLine(source, .ko))라서 고치거나 지울 수 없어요. \(Hangul.quoted("yori recipe copy \(name)", "으로", "로")) 내 레시피를 만드세요.",
                         "\(shown) is a \(sourceLine(source, .en)); only your own recipes can be changed. Copy it first: yori recipe copy \(argument)")
    }

    static func refusal(_ refusal: RecipeRefusal, _ lang: UserLanguage) -> String {
        switch refusal {
        case .noRecipe: lang.pick("어떤 레시피인지 모르겠어요. 먼저 찾아보세요: yori search 김치 (그다음 '2번 보여줘')",
                                  "Which recipe? Search first: yori search kimchi (then 'show 2')")
        case .notInList(let n, let count, let first) where first > 1:
            lang.pick("목록에는 \(first)–\(first + count - 1)번이 있어요 (\(n)번은 없어요). 그중에서 골라 주세요.",
                      "The list shows \(first)–\(first + count - 1) (there is no \(n)). Pick one of those.")
        case .notInList(let n, let count, _):
            count == 1
                ? lang.pick("목록에는 1개뿐이에요 (\(n)번은 없어요). '1번 보여줘'로 보세요.",
                            "The list has only 1 recipe (there is no \(n)). Try 'show 1'.")
                : lang.pick("목록에는 \(count)개뿐이에요 (\(n)번은 없어요). 1–\(count)번 중에서 골라 주세요.",
                            "The list has only \(EnglishGrammar.count(count, "recipe")) (there is no \(n)). Pick 1–\(count).")
        case .noSuchID(let id): lang.pick("#\(id) 레시피는 없어요. 이름이나 재료로 찾아보세요: yori search 김치",
                                          "There is no recipe #\(id). Search by name or ingredient: yori search kimchi")
        case .noSearch: lang.pick("이어서 볼 검색이 없어요. 먼저 찾아보세요: 반찬 뭐 있어?", "No search to continue. Search first: show me soups")
        case .noSuchPage(let n, let pages):
            lang.pick("\(n)페이지는 없어요. 목록은 \(pages)페이지까지예요.",
                      "There is no page \(n): the list has \(EnglishGrammar.count(pages, "page")).")
        case .notUserRecipe(let name, let source, let english): notUserRecipe(name, source, english: english, lang)
        case .invalid(let error): error.message(lang)
        case .badRating(let n): lang.pick("별점은 1–5 사이여야 해요 (받은 값: \(n))", "The rating must be 1–5 (got \(n))")
        case .unknownServings(let recipe):
            lang.pick("\(recipe.name) 레시피에는 몇 인분인지 나와 있지 않아서 인분에 맞출 수 없어요. 배수로는 돼요 (예: 2배로).",
                      "\(recipe.nameEnglish.isEmpty ? recipe.name : recipe.nameEnglish) does not say how many it serves, so it cannot be scaled to servings. A multiple works (e.g. double it).")
        }
    }

    static func stars(_ rating: Int) -> String {
        String(repeating: "★", count: min(max(rating, 0), 5)) + String(repeating: "☆", count: max(0, 5 - max(rating, 0)))
    }
}
