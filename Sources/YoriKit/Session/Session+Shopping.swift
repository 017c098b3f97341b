extension Session {
    /// Puts what a recipe lacks on the list: for a number in the last `cook` list, what that
    /// list said it lacked (the named ingredients and the fridge counted); for a recipe by name
    /// or from a search, what the fridge lacks for it.
    func addMissingToShopping(_ reference: RecipeReference?) throws -> Answer {
        let recipe: Recipe?
        switch reference {
        case .name(let name):
            // Looked up as `show` does (as written, then searched), and refused as `show` is:
            // no such recipe (with names close to it), no such id, or the list to pick from.
            switch try resolve(reference) {
            case .success(let found): recipe = found
            case .failure(let failure):
                if name.hasPrefix("#"), let id = Int64(name.dropFirst()) { return RecipeLookupFailure.noSuchID(id).answer }
                return failure.answer
            }
        case .number, nil: recipe = self.recipe(at: reference)
        }
        guard let recipe else {
            // `shop add-missing 11` after a list of 10: say which numbers there are.
            if case .number(let n) = reference, let numbers = lastListNumbers {
                return .shoppingRefused(.notInList(n, count: lastList.count, first: numbers.lowerBound))
            }
            return .shoppingRefused(.noRecipe)
        }
        let match = missingMatch(recipe, reference: reference)
        let today = clock.today()
        let (needed, scale) = shoppingScale(recipe, reference: reference)
        let amounts = Dictionary(needed.ingredients.map { ($0.canonical ?? $0.name, $0.amount) }, uniquingKeysWith: { a, _ in a })
        let items = match.missing.map { name in
            ShoppingItem(name: name, canonical: shelfLife.lexicon.ingredient(named: name)?.name, amount: amounts[name] ?? "",
                         recipe: recipe.name, added: today)
        }
        guard !items.isEmpty else { return .shoppingRefused(.nothingMissing(recipe.name)) }
        var change = try shopping.add(items)
        change.scale = scale
        return try shoppingAnswer(change: change)
    }

    /// The recipe as its need goes on the list, and how it was scaled: as last shown when it was shown scaled
    /// (`4인분으로 알려줘`, then `장보기에 넣어줘` or its name), for so many people when it is picked by number
    /// from a `cook` list asked for them (`두부로 4인분 뭐 만들까`, `2번 장보기에`), else as written.
    func shoppingScale(_ recipe: Recipe, reference: RecipeReference?) -> (Recipe, RecipeScale?) {
        if let shown = lastShown, shown.id == recipe.id, let lastScale, lastScale.factor != 1 { return (shown, lastScale) }
        if case .number = reference, lastListSource == .cook, let people = lastCook?.filter.servings, recipe.servings != nil,
           let scaled = scaledRecipe(recipe, .servings(people)), scaled.scale.factor != 1 {
            return (scaled.recipe, scaled.scale)
        }
        return (recipe, nil)
    }

    /// What `recipe` lacks: for a recipe of the last list, however it is named (`2번`, `그거`, its
    /// name), what that list said, against the foods asked for; else what the fridge lacks for it
    /// (staples apart). `shop add-missing` and `없는 재료는?` both ask this.
    func missingMatch(_ recipe: Recipe, reference: RecipeReference?) -> RecipeMatch {
        let listed: RecipeMatch? = switch reference {
        case .number(let n): listIndex(n).flatMap { lastMatches.indices.contains($0) ? lastMatches[$0] : nil }
        default: lastMatches.first { $0.recipe.id == recipe.id }
        }
        return listed.flatMap { $0.recipe.id == recipe.id ? $0 : nil }
            ?? plan(forWords: []).flatMap { $0.match(recipe) } ?? unmatched(recipe)
    }

    /// `없는 재료는?`, `what do I need to buy?` about the recipe in focus: what it lacks and what is
    /// at hand (staples apart), nothing added to the list.
    func missingIngredients(_ recipe: Recipe) -> DialogueAnswer {
        let missing = missingMatch(recipe, reference: .name(String(recipe.id))).missing
        var have: [String] = []
        for line in recipe.ingredients {
            let name = line.canonical ?? line.name
            if !missing.contains(name), !matcher.isStaple(name), !have.contains(name) { have.append(name) }
        }
        return .recipeMissing(recipe, missing: missing, have: have)
    }

    /// Items added by hand. The amount is a number and unit, or text as written (`약간`,
    /// `1큰술`, from `yori shop add`, in `vague`); a name with no letter or digit (`!!`, `🥕`)
    /// or an amount of zero or less is refused, and nothing is added.
    func addToShopping(_ requests: [FridgeItemRequest]) throws -> Answer {
        for request in requests {
            let name = request.name ?? request.ingredient.word
            guard name.contains(where: { $0.isLetter || $0.isNumber }) else { return .shoppingRefused(.badName(name)) }
            if let quantity = request.quantity, quantity <= 0 {
                return .shoppingRefused(.badAmount(FridgeError.format(quantity) + (request.unit ?? "")))
            }
            if let bad = request.vague.flatMap(ShoppingAmount.notPositive) { return .shoppingRefused(.badAmount(bad)) }
        }
        let today = clock.today()
        let items = requests.map { request in
            ShoppingItem(name: request.ingredient.canonical ?? request.ingredient.word, canonical: request.ingredient.canonical,
                         amount: request.quantity.map { ShoppingAmount.format($0) + (request.unit ?? "") }
                            ?? request.vague.map(ShoppingAmount.tidy) ?? "",
                         added: today)
        }
        let change = try shopping.add(items)
        return try shoppingAnswer(change: change)
    }

    func checkOff(_ names: [AskedIngredient]) throws -> Answer {
        var changed = 0
        for name in names { changed += try shopping.check(name.canonical ?? name.word) }
        // Checked already (by hand, or ticked by a purchase): the list as it is, not "not on the list".
        let keys = Set(names.map { purchaseKey(name: $0.word, canonical: $0.canonical) })
        let onList = try shopping.items().contains { keys.contains(purchaseKey(name: $0.name, canonical: $0.canonical)) }
        guard changed > 0 || onList else { return .shoppingRefused(.notOnList(names.map { $0.canonical ?? $0.word })) }
        return try shoppingAnswer()
    }

    /// Takes items off the list; when one of the names is not on it, nothing is removed.
    func removeFromShopping(_ names: [AskedIngredient]) throws -> Answer {
        let items = try shopping.items()
        func key(_ name: AskedIngredient) -> String? {
            [name.canonical, name.word].compactMap { $0 }.first { key in
                items.contains { $0.name == key || $0.canonical == key }
            }
        }
        let missing = names.filter { key($0) == nil }
        guard missing.isEmpty, !names.isEmpty else {
            return .shoppingRefused(.notOnList(missing.map { $0.canonical ?? $0.word }))
        }
        var removed: [ShoppingItem] = []
        for name in names { if let key = key(name) { removed += try shopping.remove(key) } }
        return try shoppingAnswer(change: ShoppingAddition(removed: removed))
    }

    /// Checked items go into the fridge with their default place and expiry, and their amount:
    /// counted when it reads as one (`1L`, `2개`, `300g`), else kept as the item's note (`1/2대`).
    /// Lines a purchase already ticked (`양파 샀어`) are in the fridge: they are only cleared.
    /// Other lines of the same ingredients are ticked as bought. With nothing checked, the whole
    /// list was bought (`장 다 봤어`, `다 샀어`): every line is checked off first, then bought the same way.
    func buyChecked() throws -> Answer {
        var all = try shopping.items().filter(\.checked)
        if all.isEmpty {
            let lines = try shopping.items()
            guard !lines.isEmpty else { return .shoppingRefused(.listEmpty) }
            for name in Set(lines.map(\.name)) { _ = try shopping.check(name) }
            all = try shopping.items().filter(\.checked)
            guard !all.isEmpty else { return .shoppingRefused(.nothingChecked) }
        }
        let checked = all.filter { !$0.bought }
        guard !checked.isEmpty else {
            try shopping.buyChecked([])
            var change = ShoppingAddition()
            change.cleared = all
            return try shoppingAnswer(change: change)
        }
        let planner = planner
        let planned = try checked.map { item in
            let ingredient = AskedIngredient(word: item.name, canonical: item.canonical,
                                             nameKind: item.canonical == nil ? nil : .canonical)
            let (amount, written) = purchasedAmount(item)
            var planned = try planner.newItem(FridgeItemRequest(ingredient: ingredient, quantity: amount?.0, unit: amount?.1))
            if amount == nil, !written.isEmpty { planned.0.note = written }
            return planned
        }
        try shopping.buyChecked(planned.map(\.0))
        let ticked = try tickPurchased(planned.map(\.0))
        return .fridgeAdded(planned.map { ($0.0, $0.1) }, ticked: ticked, today: planner.today)
    }

    /// Empties the list, or takes the checked items off it (`shop clear [--done]`, `장보기 목록 다
    /// 지워줘`, `체크한 거 지워줘`): what was removed, and the list as it is now.
    func clearShopping(checkedOnly: Bool) throws -> Answer {
        var change = ShoppingAddition(removed: try shopping.clear(checkedOnly))
        change.clearing = checkedOnly ? .checked : .all
        return try shoppingAnswer(change: change)
    }

    /// What buying a list line brings home: what a shop sells (1개 for a recipe's 1/2개, 1단 for
    /// 1/2대), unless the line already says a whole amount one buys (`1L`, `2개`, `300g`); the
    /// amount when the fridge can count it, and the words either way.
    func purchasedAmount(_ item: ShoppingItem) -> (amount: (Double, String?)?, written: String) {
        let bought = purchaseUnits.toBuy(for: item)
        let whole = QuantityParser.amount(item.amount).map { value, unit in
            value > 0 && (value == value.rounded() || SpokenAmount.metric.contains(unit ?? ""))
                && (unit.map(FridgePlanner.units.contains) ?? true)
        } ?? false
        let written = whole || bought.isEmpty ? item.amount : bought
        let amount = QuantityParser.amount(written).flatMap { value, unit in
            value > 0 && (unit.map(FridgePlanner.units.contains) ?? true) ? (value, unit) : nil
        }
        return (amount, written)
    }

    /// The list as it is now, with what to buy worked out for each line and for the lines the
    /// request changed.
    func shoppingAnswer(change: ShoppingAddition = .none) throws -> Answer {
        func priced(_ items: [ShoppingItem]) -> [ShoppingItem] {
            items.map { item in
                var item = item
                let buy = purchaseUnits.toBuy(for: item)
                item.toBuy = buy.isEmpty ? nil : buy
                item.recipeEnglish = recipesInEnglish(item)
                return item
            }
        }
        return .shoppingList(priced(try shopping.items()),
                             change: {
                                 var shown = ShoppingAddition(added: priced(change.added), merged: priced(change.merged),
                                                              alreadyThere: priced(change.alreadyThere),
                                                              removed: priced(change.removed))
                                 shown.cleared = priced(change.cleared)
                                 shown.scale = change.scale
                                 shown.clearing = change.clearing
                                 return shown
                             }())
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
    /// A number that is not in the last list (`shop add-missing 11` after ten recipes).
    case notInList(Int, count: Int, first: Int)
    case nothingMissing(String)
    case notOnList([String])
    case nothingChecked
    /// `장 다 봤어` with nothing on the list.
    case listEmpty
    /// An amount of zero or less (`0개`), as written.
    case badAmount(String)
    /// A name with no letter or digit in it (`!!`, `🥕`).
    case badName(String)

    /// A request yori cannot take as given (exit 2), rather than one that found nothing.
    public var isBadInput: Bool {
        switch self {
        case .badAmount, .badName: true
        case .noRecipe, .notInList, .nothingMissing, .notOnList, .nothingChecked, .listEmpty: false
        }
    }
}
