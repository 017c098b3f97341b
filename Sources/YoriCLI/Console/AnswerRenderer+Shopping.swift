import YoriKit

extension AnswerRenderer {
    func shoppingList(_ items: [ShoppingItem], added: [ShoppingItem], merged: [ShoppingItem] = [], _ lang: UserLanguage) -> String {
        var lines: [String] = []
        if !added.isEmpty {
            lines.append(lang.pick("장보기 목록에 넣었어요: ", "Added to the shopping list: ")
                + added.map { display($0.name, lang) }.joined(separator: ", "))
        }
        if !merged.isEmpty {
            lines.append(lang.pick("이미 목록에 있어서 양을 합쳤어요: ", "Already on the list, amounts merged: ")
                + merged.map { display($0.name, lang) + ($0.amount.isEmpty ? "" : " \($0.amount)") }.joined(separator: ", "))
        }
        guard !items.isEmpty else {
            return (lines + [lang.pick("장보기 목록이 비어 있어요.", "The shopping list is empty.")]).joined(separator: "\n")
        }
        lines.append(style.bold(lang.pick("장보기 목록 (\(items.count))", "Shopping list (\(items.count))")))
        for item in items {
            let box = item.checked ? "[x]" : "[ ]"
            var line = "- \(box) \(display(item.name, lang))"
            if !item.amount.isEmpty { line += " \(item.amount)" }
            if let recipe = item.recipe { line += style.dim(" (\(recipe))") }
            lines.append(item.checked ? style.dim(line) : line)
        }
        return lines.joined(separator: "\n")
    }

    func shoppingRefused(_ refusal: ShoppingRefusal, _ lang: UserLanguage) -> String {
        switch refusal {
        case .noRecipe:
            lang.pick("어떤 요리인지 모르겠어요. 먼저 요리를 찾은 다음 '2번 부족한 재료 장보기 목록에 넣어줘'처럼 말해 주세요.",
                      "Which recipe? Find recipes first, then say e.g. 'add the missing ingredients of 2 to my shopping list'.")
        case .nothingMissing(let name):
            lang.pick("\(name)에 부족한 재료가 없어요.", "Nothing is missing for \(name).")
        case .notOnList(let names):
            lang.pick("장보기 목록에 없어요: \(names.joined(separator: ", "))", "Not on the shopping list: \(names.joined(separator: ", "))")
        case .nothingChecked:
            lang.pick("체크한 항목이 없어요. 예: yori shop done 대파", "Nothing is checked off. e.g. yori shop done 대파")
        }
    }
}
