extension Session {
    /// Days ahead the alerts and `expiring` look by default (the D-7 alert).
    public static let alertWindow = 7

    var planner: FridgePlanner { FridgePlanner(table: shelfLife, today: clock.today()) }

    func addToFridge(_ requests: [FridgeItemRequest]) throws -> Answer {
        guard !requests.isEmpty else { return .needIngredients }
        let planner = planner
        var planned: [(FridgeItem, FridgePlanner.ExpirySource)] = []
        for request in requests { planned.append(try planner.newItem(request)) }  // all checked before any write
        let stored = try fridge.add(planned.map(\.0))
        return .fridgeAdded(zip(stored, planned).map { ($0, $1.1) })
    }

    func consume(_ requests: [FridgeItemRequest], kind: FridgeEvent.Kind) throws -> Answer {
        guard !requests.isEmpty else { return .needIngredients }
        let planner = planner
        var plans: [(plan: FridgePlanner.Consumption, lots: [FridgeItem])] = []
        for request in requests {
            let name = request.ingredient.canonical ?? request.ingredient.word
            let lots = try fridge.lots(name)
            plans.append((try planner.consume(request, from: lots), lots))  // all planned before any write
        }
        try fridge.consume(plans, kind, clock.today())
        return .fridgeConsumed(try plans.map { plan, lots in
            let name = lots.first?.name ?? ""
            let left = try fridge.lots(name)
            return FridgeConsumption(kind: kind, name: name, plan: plan,
                                     remaining: FridgeAmount.totals(FridgePlanner.firstExpiringFirst(left).compactMap(\.amount)),
                                     remainingLots: left.count)
        })
    }

    func listFridge(place: StoragePlace?) throws -> Answer {
        let items = try fridge.items().filter { place == nil || $0.place == place }
        let categories = FridgeListing.categoryCounts(items, lexicon: shelfLife.lexicon)
        return .fridgeList(FridgeListing(items: items, today: clock.today(), place: place, categories: categories))
    }

    func expiring(within days: Int) throws -> Answer {
        let planner = planner
        return .expiring(ExpiringReport(groups: planner.alerts(try fridge.items(), within: days),
                                        today: planner.today, withinDays: days))
    }

    func storageTips(_ ingredients: [AskedIngredient], language: UserLanguage = .ko,
                     onDelta: @escaping @Sendable (String) -> Void = { _ in }) throws -> Answer {
        guard !ingredients.isEmpty else { return .needIngredients }
        return .storageTips(try ingredients.map { asked in
            let name = asked.canonical ?? asked.word
            let row = asked.canonical.flatMap(shelfLife.row(for:))
            var own = try fridge.tips(name)
            // Nothing known locally: ask the model once, and keep its answer as a tip so the
            // next time is answered locally.
            if row == nil, own.isEmpty, model.model != nil,
               case .model(let answer, _, _) = askModel("\(name) 보관법", kind: .storageTip(ingredient: name),
                                                        language: language, onDelta: onDelta), answer.complete {
                try fridge.addTip(name, answer.text, "llm")
                own = [(answer.text, "llm")]
            }
            // A lexicon ingredient without a row: the category's conservative days.
            let category = row == nil ? asked.canonical.flatMap { shelfLife.lexicon.ingredient(named: $0)?.category } : nil
            return StorageTipAnswer(ingredient: name, shelfLife: row, ownTips: own,
                                    categoryDefault: category.map { ($0, shelfLife.shelfLife(for: name)) })
        })
    }

    /// The REPL's one-line greeting summary of what is due, or `nil` when nothing is.
    public func alertSummary() -> ExpiringReport? {
        guard case .expiring(let report)? = try? expiring(within: Self.alertWindow), !report.groups.isEmpty else {
            return nil
        }
        return report
    }
}
