import YoriKit

extension AnswerRenderer {
    func shoppingList(_ items: [ShoppingItem], change: ShoppingAddition, _ lang: UserLanguage) -> String {
        var lines: [String] = []
        func names(_ list: [ShoppingItem], amounts: Bool = false, recipes: Bool = false) -> String {
            list.map { item in
                display(item.name, lang) + (amounts && !item.amount.isEmpty ? " " + shoppingAmount(item.amount, lang, of: item.canonical ?? item.name) : "")
                    + (recipes && item.recipe != nil ? " (\(dishName(item.recipe!, lang, english: item.recipeEnglish)))" : "")
            }.joined(separator: ", ")
        }
        // A recipe's need added as it was shown scaled (`4인분으로`, then `장보기에 넣어줘`) says for how many.
        let basis = change.scale.map { " (" + Self.shoppingBasis($0, lang) + ")" } ?? ""
        if !change.added.isEmpty {
            lines.append(lang.pick("장보기 목록에 넣었어요\(basis): ", "Added to the shopping list\(basis): ") + names(change.added))
        }
        if !change.alreadyThere.isEmpty {
            lines.append(lang.pick("이미 장보기 목록에 있어서 그대로 뒀어요: ", "Already on the shopping list, left as it was: ")
                + names(change.alreadyThere, amounts: true, recipes: true))
        }
        if !change.merged.isEmpty {
            lines.append(lang.pick("이미 목록에 있어서 양을 합쳤어요\(change.added.isEmpty ? basis : ""): ",
                                   "Already on the list, amounts merged\(change.added.isEmpty ? basis : ""): ")
                + names(change.merged, amounts: true))
        }
        if let clearing = change.clearing {
            lines.append(shoppingCleared(change.removed, clearing, lang))
        } else if !change.removed.isEmpty {
            lines.append(lang.pick("장보기 목록에서 뺐어요: ", "Removed from the shopping list: ") + names(change.removed))
        }
        if !change.cleared.isEmpty {
            lines.append(lang.pick("이미 산 거라 냉장고에 또 넣지 않고 목록에서만 뺐어요: ",
                                   "Already bought and in the fridge, so only cleared from the list: ") + names(change.cleared))
        }
        guard !items.isEmpty else {
            return (lines + [lang.pick("장보기 목록이 비어 있어요.", "The shopping list is empty.")]).joined(separator: "\n")
        }
        lines.append(style.bold(shoppingHeader(items, lang)))
        for item in items {
            let box = item.checked ? "[x]" : "[ ]"
            var line = "- \(box) \(display(item.name, lang))"
            if !item.shownAmount.isEmpty { line += " " + shoppingAmount(item.shownAmount, lang, of: item.canonical ?? item.name) }
            if let note = shoppingNote(item, lang) { line += style.dim(" (\(note))") }
            // Below 40 columns one item a line: cut rather than wrapped.
            if let width, width < TerminalWidth.narrow { line = TextLayout.fit(line, width: width) }
            lines.append(item.checked ? style.dim(line) : line)
        }
        return lines.joined(separator: "\n")
    }

    /// The servings a recipe's need was added for: `8인분 기준` / `for 8 servings`; `양 2배 기준` / `amounts ×2` for a
    /// recipe that does not say how many it makes.
    static func shoppingBasis(_ scale: RecipeScale, _ lang: UserLanguage) -> String {
        guard let to = scale.to else {
            let factor = factorText(scale.factor)
            return lang.pick("양 \(scale.factor == 0.5 ? "반" : factor + "배") 기준", "amounts ×\(factor)")
        }
        let servings = FridgeError.format(to)
        return lang.pick("\(servings)인분 기준", to == 1 ? "for 1 serving" : "for \(servings) servings")
    }

    /// `장보기 목록을 비웠어요: 3개 (대파, 양파, 우유)` / `Removed 2 checked items from the shopping list: …`:
    /// how many `shop clear` took off, and which.
    func shoppingCleared(_ removed: [ShoppingItem], _ clearing: ShoppingClearing, _ lang: UserLanguage) -> String {
        let n = removed.count
        let which = removed.map { display($0.name, lang) }.joined(separator: ", ")
        switch (clearing, n) {
        case (.all, 0): return lang.pick("장보기 목록에 지울 항목이 없어요.", "Nothing to clear: the shopping list was empty.")
        case (.checked, 0): return lang.pick("체크한 항목이 없어서 지운 게 없어요.", "No item was checked, so nothing was removed.")
        case (.all, _):
            return lang.pick("장보기 목록을 비웠어요: \(n)개 지웠어요 (\(which))",
                             "Cleared the shopping list: removed \(n) item\(n == 1 ? "" : "s") (\(which))")
        case (.checked, _):
            return lang.pick("체크한 항목 \(n)개를 장보기 목록에서 지웠어요 (\(which))",
                             "Removed \(n) checked item\(n == 1 ? "" : "s") from the shopping list (\(which))")
        }
    }

    /// What a line is for: the recipes' own need when it differs from what to buy, and the
    /// recipes (`필요 1/2개 · 두부김치` / `needs 1/2 · Tofu Kimchi`).
    func shoppingNote(_ item: ShoppingItem, _ lang: UserLanguage) -> String? {
        var parts: [String] = []
        let need = ShoppingAmount.tidy(item.amount)
        // In English a need only yori's Korean can say (`2컵(300g)`) is left out.
        if let buy = item.toBuy, !need.isEmpty, buy != need, lang == .ko || !Hangul.containsHangul(shoppingAmount(need, lang, of: item.canonical ?? item.name)) {
            parts.append(lang.pick("필요 ", "needs ") + shoppingAmount(need, lang, of: item.canonical ?? item.name))
        }
        if let recipe = item.recipe { parts.append(dishName(recipe, lang, english: item.recipeEnglish)) }
        return parts.isEmpty ? nil : parts.joined(separator: " · ")
    }

    /// `shop --plain`: one line per item for a phone's notes — no header, box drawing or
    /// colour; what is still to buy first, then the checked lines marked `✓`.
    func shoppingPlain(_ items: [ShoppingItem], _ lang: UserLanguage) -> String {
        guard !items.isEmpty else { return lang.pick("장보기 목록이 비어 있어요.", "The shopping list is empty.") }
        let ordered = items.filter { !$0.checked } + items.filter(\.checked)
        return ordered.map { item in
            var line = (item.checked ? "✓ " : "- ") + display(item.name, lang)
            if !item.shownAmount.isEmpty { line += " " + shoppingAmount(item.shownAmount, lang, of: item.canonical ?? item.name) }
            if let note = shoppingNote(item, lang) { line += " (\(note))" }
            return line
        }.joined(separator: "\n")
    }

    /// The list as text for copying (`shop --json | jq -r .text`), in the answer's language:
    /// `- [ ] 대파 1단 (계란말이)` / `- [ ] green onion 1 bunch (Rolled omelette)`.
    func shoppingText(_ items: [ShoppingItem], _ lang: UserLanguage) -> String {
        items.map { item in
            "- [\(item.checked ? "x" : " ")] \(display(item.name, lang))"
                + (item.shownAmount.isEmpty ? "" : " " + shoppingAmount(item.shownAmount, lang, of: item.canonical ?? item.name))
                + (item.recipe.map { " (\(dishName($0, lang, english: item.recipeEnglish)))" } ?? "")
        }.joined(separator: "\n")
    }

    /// `장보기 목록 5개 (체크 2개)` / `Shopping list: 5 items (2 checked)`.
    func shoppingHeader(_ items: [ShoppingItem], _ lang: UserLanguage) -> String {
        let checked = items.filter(\.checked).count
        if lang == .ko { return "장보기 목록 \(items.count)개" + (checked > 0 ? " (체크 \(checked)개)" : "") }
        return "Shopping list: \(items.count) item\(items.count == 1 ? "" : "s")" + (checked > 0 ? " (\(checked) checked)" : "")
    }

    /// An amount on the list with tidy numbers (`1/3개`); in English answers the counters and
    /// spoons are English words (`englishUnits`: `1 Tbsp`, `1/2 tsp`, `1 block`), 개 is left
    /// out (`carrot 1/6`) and words without a number are translated (`약간` → `a little`).
    func shoppingAmount(_ text: String, _ lang: UserLanguage, of ingredient: String? = nil) -> String {
        let parts = ShoppingAmount.parts(text)
        guard lang == .en else { return parts.map(\.text).joined(separator: " + ") }
        return parts.map { part in
            guard let quantity = part.quantity else { return RecipeEnglish.words[part.unit] ?? part.unit }
            let number = ShoppingAmount.format(quantity, fraction: part.fraction)
            if part.unit.isEmpty || part.unit == "개" || part.unit == "알" { return number }
            guard let (one, many) = englishCounter(part.unit, of: ingredient) else { return number + part.unit }
            if one.hasPrefix("-") { return number + one }
            return number + " " + (quantity <= 1 ? one : many)
        }.joined(separator: " + ")
    }

    func shoppingRefused(_ refusal: ShoppingRefusal, _ lang: UserLanguage) -> String {
        switch refusal {
        case .noRecipe:
            lang.pick("어떤 요리인지 모르겠어요. 먼저 요리를 찾은 다음 '2번 부족한 재료 장보기 목록에 넣어줘'처럼 말해 주세요.",
                      "Which recipe? Find recipes first, then say e.g. 'add the missing ingredients of 2 to my shopping list'.")
        case .notInList(let n, let count, let first):
            Self.refusal(.notInList(n, count: count, first: first), lang)
        case .nothingMissing(let name):
            lang.pick("\(name)에 부족한 재료가 없어요.", "Nothing is missing for \(name).")
        case .notOnList(let names):
            lang.pick("장보기 목록에 없어요: \(names.map { display($0, lang) }.joined(separator: ", "))",
                      "Not on the shopping list: \(names.map { display($0, lang) }.joined(separator: ", "))")
        case .listEmpty:
            lang.pick("장보기 목록이 비어 있어요. 예: 장보기 목록에 대파 한 단 추가", "The shopping list is empty. e.g. add milk to the shopping list")
        case .nothingChecked:
            lang.pick("체크한 항목이 없어요. 예: yori shop done 대파", "Nothing is checked off. e.g. yori shop done \"green onion\"")
        case .badAmount(let amount):
            lang.pick("양은 0보다 커야 해요: \(amount). 장보기 목록은 그대로예요.",
                      "The amount must be more than zero: \(amount). Nothing was added.")
        case .badName(let name):
            lang.pick("재료 이름이 아니에요: '\(name)'. 글자로 된 이름을 써 주세요 (예: yori shop add 대파 1단).",
                      "'\(name)' is not an ingredient name. Use a name in letters (e.g. yori shop add 'green onion' 1).")
        }
    }
}
