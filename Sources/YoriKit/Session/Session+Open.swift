extension Session {
    /// Marks packs opened on `day` (today when `nil`): for each item, the first-expiring lot not
    /// yet opened. All are planned before any write, so a refused one (not in the fridge, a day
    /// after today) changes nothing.
    func open(_ requests: [FridgeItemRequest], on day: LocalDay?) throws -> Answer {
        guard !requests.isEmpty else { return .needIngredients }
        let planner = planner
        var openings: [FridgeOpening] = []
        for request in requests {
            let name = request.ingredient.canonical ?? request.ingredient.word
            guard let lot = FridgePlanner.lotToOpen(try fridge.lots(name)) else { throw FridgeError.notInFridge(name) }
            openings.append(try planner.open(lot, on: day))
        }
        let changed = openings.filter { $0.expiry != .alreadyOpened }.map(\.item)
        if !changed.isEmpty { try fridge.update(changed, planner.today) }
        return .fridgeOpened(openings)
    }
}
