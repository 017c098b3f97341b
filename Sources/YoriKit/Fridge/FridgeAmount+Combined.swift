extension FridgeAmount {
    /// The amounts added up across units of one family, each family in its smallest unit among
    /// them, in the order each family first appears: eggs in 개 and 판 are counted in 개
    /// (5개 + 1판 = 35개), 1kg + 500g = 1500g; counters of different kinds stay apart (2팩, 3개).
    public static func combined(_ amounts: [FridgeAmount], category: String?) -> [FridgeAmount] {
        var families: [(family: Family, unit: String, base: Double)] = []
        for amount in amounts {
            let family = family(of: amount.unit, category: category)
            let base = amount.quantity * baseFactor(of: amount.unit, category: category)
            if let i = families.firstIndex(where: { $0.family == family }) {
                families[i].base += base
                if baseFactor(of: amount.unit, category: category) < baseFactor(of: families[i].unit, category: category) {
                    families[i].unit = amount.unit
                }
            } else {
                families.append((family, amount.unit, base))
            }
        }
        return families.map { FridgeAmount(rounded($0.base / baseFactor(of: $0.unit, category: category)), $0.unit) }
    }
}
