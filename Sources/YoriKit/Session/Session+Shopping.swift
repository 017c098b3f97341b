extension Session {
    /// Puts what a recipe lacks on the list: for a number in the last `cook` list, what that
    /// list said it lacked (the named ingredients and the fridge counted); for a recipe by name
    /// or from a search, what the fridge lacks for it.
    func addMissingToShopping(_ reference: RecipeReference?) throws -> Answer {
        let recipe: Recipe?
        switch reference {
        case .name(let name): recipe = try store.recipeNamed(name)
        case .number, nil: recipe = self.recipe(at: reference)
        }
        guard let recipe else { return .shoppingRefused(.noRecipe) }
        let listed: RecipeMatch? = switch reference {
        case .number(let n): listIndex(n).flatMap { lastMatches.indices.contains($0) ? lastMatches[$0] : nil }
        case nil: lastMatches.first { $0.recipe.id == recipe.id }
        default: nil
        }
        let match = listed.flatMap { $0.recipe.id == recipe.id ? $0 : nil }
            ?? plan(forWords: []).flatMap { $0.match(recipe) } ?? unmatched(recipe)
        let today = clock.today()
        let amounts = Dictionary(recipe.ingredients.map { ($0.canonical ?? $0.name, $0.amount) }, uniquingKeysWith: { a, _ in a })
        let items = match.missing.map { name in
            ShoppingItem(name: name, canonical: shelfLife.lexicon.ingredient(named: name)?.name, amount: amounts[name] ?? "",
                         recipe: recipe.name, added: today)
        }
        guard !items.isEmpty else { return .shoppingRefused(.nothingMissing(recipe.name)) }
        let change = try shopping.add(items)
        return .shoppingList(try shopping.items(), added: change.added, merged: change.merged)
    }

    func addToShopping(_ requests: [FridgeItemRequest]) throws -> Answer {
        let today = clock.today()
        let items = requests.map { request in
            ShoppingItem(name: request.ingredient.canonical ?? request.ingredient.word, canonical: request.ingredient.canonical,
                         amount: request.quantity.map { FridgeError.format($0) + (request.unit ?? "") } ?? "", added: today)
        }
        let change = try shopping.add(items)
        return .shoppingList(try shopping.items(), added: change.added, merged: change.merged)
    }

    func checkOff(_ names: [AskedIngredient]) throws -> Answer {
        var changed = 0
        for name in names { changed += try shopping.check(name.canonical ?? name.word) }
        guard changed > 0 else { return .shoppingRefused(.notOnList(names.map { $0.canonical ?? $0.word })) }
        return .shoppingList(try shopping.items(), added: [])
    }

    /// Checked items go into the fridge with their default place and expiry, and their amount:
    /// counted when it reads as one (`1L`, `2개`, `300g`), else kept as the item's note (`1/2대`).
    func buyChecked() throws -> Answer {
        let checked = try shopping.items().filter(\.checked)
        guard !checked.isEmpty else { return .shoppingRefused(.nothingChecked) }
        let planner = planner
        let planned = try checked.map { item in
            let ingredient = AskedIngredient(word: item.name, canonical: item.canonical,
                                             nameKind: item.canonical == nil ? nil : .canonical)
            let amount = QuantityParser.amount(item.amount).flatMap { value, unit in
                value > 0 && (unit.map(FridgePlanner.units.contains) ?? true) ? (value, unit) : nil
            }
            var planned = try planner.newItem(FridgeItemRequest(ingredient: ingredient, quantity: amount?.0, unit: amount?.1))
            if amount == nil, !item.amount.isEmpty { planned.0.note = item.amount }
            return planned
        }
        try shopping.buyChecked(planned.map(\.0))
        return .fridgeAdded(planned.map { ($0.0, $0.1) })
    }

    /// A recipe none of whose ingredients are at hand: everything non-staple is missing.
    func unmatched(_ recipe: Recipe) -> RecipeMatch {
        let missing = recipe.ingredients.compactMap { line -> String? in
            let name = line.canonical ?? line.name
            return matcher.isStaple(name) ? nil : name
        }
        return RecipeMatch(recipe: recipe, matched: [], missing: missing, staples: [], askedUsed: 0, exactUsed: 0, points: 0,
                           counted: missing.count)
    }
}

/// Why a shopping request did nothing.
public enum ShoppingRefusal: Equatable, Sendable {
    case noRecipe
    case nothingMissing(String)
    case notOnList([String])
    case nothingChecked
}
