/// An amount in one unit (`1L`, `500ml`, `2팩`). Amounts convert only within a family
/// of units (g, kg, 근; ml, L, 컵 of 200 ml); every counter (개, 팩, 모, …) is a family of its own, so
/// yori never adds numbers of different units.
public struct FridgeAmount: Equatable, Sendable {
    public var quantity: Double
    public var unit: String

    public init(_ quantity: Double, _ unit: String) {
        self.quantity = quantity
        self.unit = unit
    }

    /// What a unit measures: mass, volume, or a count of one kind of thing.
    public enum Family: Hashable, Sendable {
        case mass
        case volume
        case count(String)
    }

    /// The family of `unit` (`nil`, an item counted without a unit, counts in 개). Eggs are
    /// sold by the 판 (a tray of 30) or in packs of so many 구, and eaten by the 개, so for eggs
    /// the three are one family.
    public static func family(of unit: String?, category: String? = nil) -> Family {
        switch unit ?? "개" {
        case "g", "kg", "근": .mass
        case "ml", "L", "컵": .volume  // 컵: the 200 ml cup of yori's recipes (`우유 한 컵 마셨어`)
        case "판" where category == eggCategory: .count("개")
        case "구" where category == eggCategory: .count("개")  // 30구: thirty eggs
        case "알" where category == eggCategory: .count("개")  // 3알: three eggs
        case let counter: .count(counter)
        }
    }

    /// The lexicon category of eggs, whose 판 is 30 개.
    static let eggCategory = "달걀"
    /// Eggs in a 판.
    static let eggsPerTray: Double = 30

    /// How many grams (mass), millilitres (volume) or pieces (a counter) one `unit` is.
    /// 근 is 600 g for meat, fish and anything else, and 375 g for vegetables and fruit
    /// (the two 근 Korean markets use).
    public static func baseFactor(of unit: String?, category: String?) -> Double {
        switch unit ?? "개" {
        case "kg", "L": 1000
        case "컵": 200
        case "근": category == "채소" || category == "과일" ? 375 : 600
        case "판" where category == eggCategory: eggsPerTray
        default: 1
        }
    }

    /// The most of `unit` yori keeps or takes in one request: 100 kg or 100 L (in any unit of
    /// the family), 1,000 of a counter. More is a typo (`99999999999모`), never an amount of food.
    public static func largest(in unit: String) -> Double {
        switch unit {
        case "g", "ml": 100_000
        case "kg", "L": 100
        case "근": 100
        case "컵": 500
        default: 1_000
        }
    }

    /// The least of any unit yori keeps: amounts are kept to 1/1000 (`rounded`), so less would be nothing.
    public static let smallest = 0.001

    /// `quantity` of `from` in `to`, or `nil` when the two units do not convert.
    public static func convert(_ quantity: Double, from: String?, to: String?, category: String?) -> Double? {
        guard family(of: from, category: category) == family(of: to, category: category) else { return nil }
        return rounded(quantity * baseFactor(of: from, category: category) / baseFactor(of: to, category: category))
    }

    /// Sums the amounts that share a unit, in the order each unit first appears
    /// (`1L, 500ml, 1L` → `2L, 500ml`); different units are never added up.
    public static func totals(_ amounts: [FridgeAmount]) -> [FridgeAmount] {
        var result: [FridgeAmount] = []
        for amount in amounts {
            if let i = result.firstIndex(where: { $0.unit == amount.unit }) {
                result[i].quantity = rounded(result[i].quantity + amount.quantity)
            } else {
                result.append(amount)
            }
        }
        return result
    }

    /// Rounds away floating-point dust (0.30000000000000004 → 0.3): amounts are kept to 1/1000.
    public static func rounded(_ quantity: Double) -> Double {
        // Past 10^12 a Double has no thousandths to round, and scaling by 1000 would make some up
        // (99999999999999 came back as 99999999999999.02).
        abs(quantity) < 1e12 ? (quantity * 1000).rounded() / 1000 : quantity.rounded()
    }

    /// `2`, `0.5`, `1.25`.
    public static func format(_ quantity: Double) -> String {
        let q = rounded(quantity)
        if q == q.rounded() && abs(q) < 1e15 { return String(Int64(q)) }
        var text = String(q)
        if text.contains("e") { return text }
        while text.hasSuffix("0") { text.removeLast() }
        return text
    }
}

extension FridgeItem {
    /// The item's amount, when it has one (an amount without a unit counts in 개).
    public var amount: FridgeAmount? {
        quantity.map { FridgeAmount($0, unit ?? "개") }
    }
}
