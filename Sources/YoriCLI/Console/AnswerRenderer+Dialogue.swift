import YoriKit

/// The conversation's own answers, and the header that names a whole refined request
/// (`두부·김치 · 국&찌개 · 양파 제외: 6개`).
extension AnswerRenderer {
    func dialogue(_ answer: DialogueAnswer, _ lang: UserLanguage) -> String {
        switch answer {
        case .reset:
            return lang.pick("처음부터 다시 시작해요. 무엇을 만들어 볼까요?", "Starting over. What shall we cook?")
        case .nothingToPointAt:
            return lang.pick("어떤 레시피를 말하는지 모르겠어요. 먼저 레시피를 보거나 번호로 골라 주세요 (예: 2번 보여줘).",
                             "I'm not sure which recipe you mean. Show one first, or pick it by number (e.g. show 2).")
        case .nothingLeft(let tried, let kept):
            return lang.pick("맞는 레시피가 없어요 (\(requestSummary(tried, lang))). 앞의 목록(\(requestSummary(kept, lang)))을 그대로 둘게요.",
                             "No recipe fits \(requestSummary(tried, lang)). The list before (\(requestSummary(kept, lang))) stays.")
        case .recipeMissing(let recipe, let missing, let have):
            return recipeMissing(recipe, missing: missing, have: have, lang)
        case .recipePart(let recipe, let part):
            let name = lang == .en && !recipe.nameEnglish.isEmpty ? recipe.nameEnglish : recipe.name
            switch part {
            case "servings":
                guard let servings = recipe.servings else {
                    return lang.pick("\(name): 몇 인분인지 나와 있지 않아요.", "\(name): the recipe does not say how many it serves.")
                }
                return lang.pick("\(name): \(servings)인분이에요.", "\(name) serves \(servings).")
            case "time", "kcal", "spicy":
                return recipeFact(recipe, part: part, name: name, lang)
            // The parts read as the full view and `copy` do: the English steps, names, preparations and
            // units in an English answer (`Session.copyText`).
            case "steps":
                var lines = [style.bold(name)]
                if lang == .en, recipe.steps(lang).language == .ko, recipe.steps.contains(where: Hangul.containsHangul) {
                    lines.append(style.dim(Self.koreanStepsNote(recipe)))
                }
                return (lines + [Session.copyText(.steps, of: recipe, missing: [], language: lang, lexicon: lexicon)]).joined(separator: "\n")
            default:
                let servings = recipe.servings.map { lang.pick(" (\($0)인분)", " (serves \($0))") } ?? ""
                return [style.bold(name + lang.pick(" 재료", " — ingredients") + servings),
                        Session.copyText(.ingredients, of: recipe, missing: [], language: lang, lexicon: lexicon)].joined(separator: "\n")
            }
        }
    }

    /// `된장찌개에 없는 재료 3개 (기본 양념 제외)` and each with the recipe's amount, what is at hand, and how
    /// to put them on the list; or that nothing is missing.
    func recipeMissing(_ recipe: Recipe, missing: [String], have: [String], _ lang: UserLanguage) -> String {
        let name = lang == .en && !recipe.nameEnglish.isEmpty ? recipe.nameEnglish : recipe.name
        let names = { (list: [String]) in list.map { display($0, lang) }.joined(separator: ", ") }
        guard !missing.isEmpty else {
            return lang.pick("\(name): 재료가 다 있어요 (기본 양념 제외).", "\(name): you have everything it needs (staples aside).")
        }
        var lines = [style.bold(lang.pick("\(name)에 없는 재료 \(missing.count)개 (기본 양념 제외)",
                                          "\(name): \(missing.count) missing (staples aside)"))]
        for food in missing {
            let amount = recipe.ingredients.first { ($0.canonical ?? $0.name) == food }?.amount ?? ""
            lines.append("- " + display(food, lang) + (amount.isEmpty ? "" : " " + shoppingAmount(amount, lang, of: food)))
        }
        if !have.isEmpty { lines.append(lang.pick("있는 재료: ", "At hand: ") + names(have)) }
        lines.append(style.dim(lang.pick("장보기 목록에 넣으려면: 없는 재료 장보기에 넣어줘",
                                         "To put them on the shopping list: add the missing ingredients to my shopping list")))
        return lines.joined(separator: "\n")
    }

    /// `두부·김치 · 국&찌개 · 양파 제외`: what was asked and every filter on it.
    func requestSummary(_ request: DialogueRequest, _ lang: UserLanguage) -> String {
        let names = request.ingredients.map { display(lexicon.canonicalName($0) ?? $0, lang) }
        let what = request.source == .search ? (request.query.isEmpty ? "" : "'\(request.query)'")
            : names.isEmpty ? lang.pick("냉장고 재료", "your fridge") : names.joined(separator: "·")
        return filterSummary(what: what, kind: request.filters.kind, method: request.filters.method, maxKcal: request.filters.maxKcal,
                             onlyHave: request.filters.onlyHave, narrowing: request.filters.narrowing, lang)
    }

    func filterSummary(what: String, kind: String?, method: String?, maxKcal: Double?, onlyHave: Bool, narrowing: Narrowing,
                       _ lang: UserLanguage) -> String {
        RequestSummary.text(what: what, kind: kind, method: method, maxKcal: maxKcal, onlyHave: onlyHave, narrowing: narrowing,
                            language: lang, lexicon: lexicon)
    }

    /// The header of a refined or narrowed `cook` list, or `nil` for the usual one.
    func refinedHeader(_ r: Recommendation, _ lang: UserLanguage) -> String? {
        RequestSummary.header(r, language: lang, lexicon: lexicon).map {
            $0 + lang.pick(": \(r.total)개", ": \(r.total) recipe\(r.total == 1 ? "" : "s")")
        }
    }

    /// The header of a refined or narrowed search, or `nil` for the usual one.
    func refinedHeader(_ page: SearchPage, _ lang: UserLanguage) -> String? {
        RequestSummary.header(page, language: lang, lexicon: lexicon).map {
            $0 + lang.pick(": \(page.total)개", ": \(page.total) recipe\(page.total == 1 ? "" : "s")")
        }
    }

    /// The effective filters and what a list refined, for `--json`.
    func filterPairs(kind: String?, method: String?, maxKcal: Double?, onlyHave: Bool, narrowing: Narrowing,
                     refines: String?) -> [(String, JSONValue)] {
        [("kind", .optional(kind)), ("method", .optional(method)), ("exclude", .strings(narrowing.exclude)),
         ("max_minutes", narrowing.maxMinutes.map { .int(Int64($0)) } ?? .null),
         ("max_kcal", maxKcal.map(JSONValue.double) ?? .null), ("only_have", .bool(onlyHave)),
         ("max_ingredients", narrowing.maxIngredients.map { .int(Int64($0)) } ?? .null),
         ("tag", .optional(narrowing.tag)), ("not_tag", .optional(narrowing.notTag)), ("family", .optional(narrowing.family)),
         ("refines", .optional(refines))]
    }

    /// The JSON fields of a conversation answer.
    func dialoguePairs(_ answer: DialogueAnswer, reply: Reply) -> [(String, JSONValue)] {
        var pairs: [(String, JSONValue)] = []
        if let code = answer.errorCode { pairs.append(("error", .string(code))) }
        switch answer {
        case .recipePart(let recipe, let part):
            pairs += [("part", .string(part)), ("recipe", recipeSummaryJSON(recipe)),
                      ("servings", recipe.servings.map { .int(Int64($0)) } ?? .null),
                      ("minutes", recipe.minutes.map { .int(Int64($0)) } ?? .null), ("kcal", recipe.kcal.map(JSONValue.double) ?? .null),
                      ("spicy", .bool(!recipe.spicyBecause.isEmpty))]
        case .recipeMissing(let recipe, let missing, let have):
            pairs += [("part", "missing"), ("recipe", recipeSummaryJSON(recipe)),
                      ("missing", .strings(missing)), ("have", .strings(have))]
        case .nothingLeft(_, let kept):
            pairs.append(("kept", .string(kept.text)))
        case .reset, .nothingToPointAt: break
        }
        pairs.append(("message", .string(AnswerRenderer(style: .plain, lexicon: lexicon).text(reply))))
        return pairs
    }
}
