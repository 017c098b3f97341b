extension FridgePlanner {
    /// Takes a share of what is stored (`우유 반 마셨어`, `used half of the tofu`: 0.5): the
    /// share of the total in the unit of the first-expiring lot with an amount (lots in
    /// other units of the same kind count, converted), first-expiring-first as `consume`
    /// does. When no lot has an amount, nothing can be worked out: the lots stay and the
    /// answer says their amount is unknown.
    public func consume(share: Double, of request: FridgeItemRequest, from lots: [FridgeItem]) throws(FridgeError) -> Consumption {
        let name = lots.first?.name ?? request.ingredient.canonical ?? request.ingredient.word
        guard !lots.isEmpty else { throw .notInFridge(name) }
        guard share > 0, share <= 1, share.isFinite else { throw .badQuantity(share) }
        let ordered = Self.firstExpiringFirst(lots)
        guard let first = ordered.first(where: { $0.quantity != nil }) else {
            var unknown = Consumption()
            unknown.fromUnknownAmount = true
            return unknown
        }
        let unit = first.unit ?? "개"
        let category = first.canonical.flatMap { table.lexicon.ingredient(named: $0)?.category }
        let family = FridgeAmount.family(of: unit, category: category)
        let total = ordered.reduce(0.0) { sum, lot in
            guard let have = lot.quantity, FridgeAmount.family(of: lot.unit, category: category) == family,
                  let converted = FridgeAmount.convert(have, from: lot.unit, to: unit, category: category) else { return sum }
            return sum + converted
        }
        var wanted = request
        wanted.share = nil
        wanted.quantity = total * share
        wanted.unit = unit
        return try consume(wanted, from: lots)
    }
}
