/// A request in one line, every filter named (`두부·김치 · 국&찌개 · 양파 제외`): the header of
/// a refined list, so the user sees what yori now holds.
public enum RequestSummary {
    public static func text(what: String, kind: String?, method: String?, maxKcal: Double?, onlyHave: Bool,
                            narrowing: Narrowing, language lang: UserLanguage, lexicon: IngredientLexicon) -> String {
        func display(_ name: String) -> String {
            guard lang == .en, let ingredient = lexicon.ingredient(named: name) else { return name }
            return ingredient.displayName(.en)
        }
        var parts: [String] = what.isEmpty ? [] : [what]
        if let kind { parts.append(RecipeLabels.kind(kind, lang)) }
        if let family = narrowing.family, let word = family.split(separator: " ").first {
            parts.append(lang.pick(String(word), Vocabulary.familyEnglish[family] ?? "dishes"))
        }
        if let method { parts.append(RecipeLabels.method(method, lang)) }
        if !narrowing.exclude.isEmpty {
            let foods = narrowing.exclude.map(display)
            parts.append(lang.pick(foods.joined(separator: "·") + " 제외", "without " + foods.joined(separator: ", ")))
        }
        if let minutes = narrowing.maxMinutes { parts.append(lang.pick("\(minutes)분 이내", "≤ \(minutes) min")) }
        if let kcal = maxKcal { parts.append(lang.pick("\(Int(kcal))kcal 이하", "≤ \(Int(kcal)) kcal")) }
        if onlyHave { parts.append(lang.pick("있는 재료로만", "nothing to buy")) }
        if let most = narrowing.maxIngredients { parts.append(lang.pick("재료 \(most)개 이하", "≤ " + EnglishGrammar.count(most, "ingredient"))) }
        if let tag = narrowing.tag, let cue = FollowUpCues.tags.first(where: { $0.tag == tag }) {
            parts.append(lang.pick(cue.label.ko, cue.label.en))
        }
        if let tag = narrowing.notTag, let cue = FollowUpCues.tags.first(where: { $0.tag == tag }) {
            parts.append(cue.notLabel.ko.isEmpty ? lang.pick(cue.label.ko + " 제외", "not " + cue.label.en) : lang.pick(cue.notLabel.ko, cue.notLabel.en))
        }
        if !narrowing.notIDs.isEmpty { parts.append(lang.pick("다른 것", "others")) }
        return parts.joined(separator: " · ")
    }

    /// What a `cook` list was asked with: the named ingredients, or the fridge.
    public static func what(_ r: Recommendation, language lang: UserLanguage, lexicon: IngredientLexicon) -> String {
        if r.fromFridge { return lang.pick("냉장고 재료", "your fridge") }
        return r.required.map { item in
            let name = item.canonical ?? item.word
            guard lang == .en, let ingredient = lexicon.ingredient(named: name) else { return name }
            return ingredient.displayName(.en)
        }.joined(separator: "·")
    }

    /// The header of a refined or narrowed `cook` list, without its count; `nil` for the usual one.
    public static func header(_ r: Recommendation, language: UserLanguage, lexicon: IngredientLexicon) -> String? {
        guard r.refines != nil || !r.filter.narrowing.isEmpty else { return nil }
        return text(what: what(r, language: language, lexicon: lexicon), kind: r.filter.kind, method: r.filter.method,
                    maxKcal: r.filter.maxKcal, onlyHave: r.filter.strict, narrowing: r.filter.narrowing, language: language,
                    lexicon: lexicon)
    }

    /// The header of a refined or narrowed search, without its count; `nil` for the usual one.
    public static func header(_ page: SearchPage, language lang: UserLanguage, lexicon: IngredientLexicon) -> String? {
        guard page.refines != nil || !page.search.narrowing.isEmpty else { return nil }
        let summary = text(what: page.search.query.isEmpty ? "" : "'\(page.search.query)'", kind: page.search.kind,
                           method: page.search.method, maxKcal: page.search.maxKcal, onlyHave: page.search.narrowing.onlyHave,
                           narrowing: page.search.narrowing, language: lang, lexicon: lexicon)
        return summary.isEmpty ? lang.pick("레시피", "recipes") : summary
    }
}
