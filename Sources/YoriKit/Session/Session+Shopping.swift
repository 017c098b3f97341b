extension Session {
    func addMissingToShopping(_ reference: RecipeReference?) throws -> Answer {
        let match: RecipeMatch?
        switch reference {
        case .number(let n) where n == RecipeReference.lastInList:
            match = lastMatches.last
        case .number(let n):
            match = n >= 1 && n <= lastMatches.count ? lastMatches[n - 1] : nil
        case .name(let name):
            match = try store.recipeNamed(name).flatMap { matcher.match($0, asked: fridgeAsked()) ?? unmatched($0) }
        case nil:
            match = lastMatches.first
        }
        guard let match else { return .shoppingRefused(.noRecipe) }
        let today = clock.today()
        let amounts = Dictionary(match.recipe.ingredients.map { ($0.canonical ?? $0.name, $0.amount) }, uniquingKeysWith: { a, _ in a })
        let items = match.missing.map { name in
            ShoppingItem(name: name, canonical: shelfLife.lexicon.ingredient(named: name)?.name, amount: amounts[name] ?? "",
                         recipe: match.recipe.name, added: today)
        }
        guard !items.isEmpty else { return .shoppingRefused(.nothingMissing(match.recipe.name)) }
        let added = try shopping.add(items)
        return .shoppingList(try shopping.items(), added: added)
    }

    func addToShopping(_ requests: [FridgeItemRequest]) throws -> Answer {
        let today = clock.today()
        let items = requests.map { request in
            ShoppingItem(name: request.ingredient.canonical ?? request.ingredient.word, canonical: request.ingredient.canonical,
                         amount: request.quantity.map { FridgeError.format($0) + (request.unit ?? "") } ?? "", added: today)
        }
        let added = try shopping.add(items)
        return .shoppingList(try shopping.items(), added: added)
    }

    func checkOff(_ names: [AskedIngredient]) throws -> Answer {
        var changed = 0
        for name in names { changed += try shopping.check(name.canonical ?? name.word) }
        guard changed > 0 else { return .shoppingRefused(.notOnList(names.map { $0.canonical ?? $0.word })) }
        return .shoppingList(try shopping.items(), added: [])
    }

    /// Checked items go into the fridge with their default place and expiry.
    func buyChecked() throws -> Answer {
        let checked = try shopping.items().filter(\.checked)
        guard !checked.isEmpty else { return .shoppingRefused(.nothingChecked) }
        let planner = planner
        let planned = try checked.map { item in
            try planner.newItem(FridgeItemRequest(ingredient: AskedIngredient(word: item.name, canonical: item.canonical,
                                                                              nameKind: item.canonical == nil ? nil : .canonical)))
        }
        try shopping.buyChecked(planned.map(\.0))
        return .fridgeAdded(planned.map { ($0.0, $0.1) })
    }

    private func fridgeAsked() -> [AskedIngredient] {
        ((try? fridge.items()) ?? []).map { AskedIngredient(word: $0.name, canonical: $0.canonical, nameKind: .canonical) }
    }

    /// A recipe none of whose ingredients are at hand: everything non-staple is missing.
    func unmatched(_ recipe: Recipe) -> RecipeMatch {
        let missing = recipe.ingredients.compactMap { line -> String? in
            let name = line.canonical ?? line.name
            return matcher.isStaple(name) ? nil : name
        }
        return RecipeMatch(recipe: recipe, rate: 0, matched: [], missing: missing, staples: [], askedUsed: 0)
    }
}

/// Why a shopping request did nothing.
public enum ShoppingRefusal: Equatable, Sendable {
    case noRecipe
    case nothingMissing(String)
    case notOnList([String])
    case nothingChecked
}
