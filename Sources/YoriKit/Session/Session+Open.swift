extension Session {
    /// Marks packs opened on `day` (today when `nil`): for each item, the first-expiring lot not
    /// yet opened; one pack of a lot of several, the unopened rest split off as a lot of its own
    /// (`FridgePlanner.open`). All are planned before any write, so a refused one (not in the
    /// fridge, a day after today) changes nothing; the caller runs it in one write transaction.
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
        let rests = openings.compactMap(\.rest)
        if !rests.isEmpty {
            let stored = try fridge.splitOff(rests)
            var next = stored.makeIterator()
            for i in openings.indices where openings[i].rest != nil { openings[i].rest = next.next() }
        }
        return .fridgeOpened(openings)
    }
}
