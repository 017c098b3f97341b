/// What a shop sells, for rounding a recipe's need on the shopping list to something one can
/// buy (`양파 1/2개` → `1개`, `대파 1/2대` → `1단`, `두부 1/2모` → `1모`, `돼지고기 250g` → `300g`).
/// Rows live in Data/builtin/purchase-units.tsv (docs/DATA.md); the list keeps the need as the
/// recipes wrote it (merged across recipes), and this turns the merged need into what to buy.
public struct PurchaseUnits: Sendable {
    struct Row: Equatable, Sendable {
        var buyUnit: String
        /// How many of `countedIn` make one `buyUnit`; `nil` with an empty `countedIn`.
        var per: Double?
        /// The unit of the need this row converts; empty: any other need is one buy unit.
        var countedIn: String
    }

    /// By ingredient, and by category as `*채소`.
    private let rows: [String: [Row]]
    private let lexicon: IngredientLexicon?

    /// No rows: needs are only rounded up to whole counted units.
    public static let none = PurchaseUnits(rows: [:], lexicon: nil)

    init(rows: [String: [Row]], lexicon: IngredientLexicon?) {
        self.rows = rows
        self.lexicon = lexicon
    }

    /// Reads `key  buy_unit  per  counted_in` rows; a key is an ingredient of `lexicon` or a
    /// category with a leading `*`.
    public init(tsv: String, lexicon: IngredientLexicon) throws(LexiconError) {
        var rows: [String: [Row]] = [:]
        var sawHeader = false
        let categories = Set(FoodCategory.all.map(\.korean))
        for (offset, raw) in tsv.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let line = raw.hasSuffix("\r") ? raw.dropLast() : raw
            if line.allSatisfy({ $0 == " " || $0 == "\t" }) || line.first == "#" { continue }
            let cols = line.split(separator: "\t", omittingEmptySubsequences: false).map { String($0).trimmingCharacters(in: [" "]) }
            if !sawHeader {
                sawHeader = true
                if cols.first == "key" { continue }
            }
            guard cols.count == 4, !cols[1].isEmpty else {
                throw .malformedLine(offset + 1, "purchase units: expected key, buy_unit, per, counted_in")
            }
            let key = cols[0]
            if key.hasPrefix("*") {
                guard categories.contains(String(key.dropFirst())) else { throw .unknownReference("purchase units", key) }
            } else if lexicon.ingredient(named: key) == nil {
                throw .unknownReference("purchase units", key)
            }
            var per: Double?
            if !cols[2].isEmpty {
                guard let n = Double(cols[2]), n > 0, !cols[3].isEmpty else {
                    throw .malformedLine(offset + 1, "purchase units: per must be a positive number with counted_in")
                }
                per = n
            }
            rows[key, default: []].append(Row(buyUnit: cols[1], per: per, countedIn: cols[3]))
        }
        self.init(rows: rows, lexicon: lexicon)
    }

    /// Units counted in whole pieces: a part of one is bought as one (`1/2개` → `1개`).
    public static let countedUnits: Set<String> = [
        "개", "알", "모", "단", "대", "팩", "봉지", "봉", "통", "병", "캔", "마리", "포기", "장", "줄", "쪽", "톨", "송이",
        "묶음", "뿌리", "개입", "판", "덩이", "토막", "조각", "공기",
    ]

    /// Sealed packages a shop sells as they are: a need counted in one (`1캔(150g)` of 참치, `1병`
    /// of 우유) is bought in that package when the food's rows have no conversion for it.
    static let packageUnits: Set<String> = ["캔", "병", "봉지", "봉", "팩", "통", "개입", "상자", "박스", "망", "판"]

    /// The package unit of a need's unit, without a note in brackets (`캔(150g)` → `캔`).
    static func packageUnit(_ unit: String) -> String? {
        let base = String(unit.prefix { $0 != "(" }).trimmingCharacters(in: [" "])
        return packageUnits.contains(base) ? base : nil
    }

    /// What to buy for a list line: a line a recipe put there holds the recipe's need, rounded to
    /// what is sold; a line the user added (no recipe) holds what they asked to buy, so a count of
    /// pieces in it is never made fewer (`우유 2개` stays 2개, not one 팩 that covers any need).
    public func toBuy(for item: ShoppingItem) -> String {
        toBuy(item.amount, ingredient: item.canonical, asked: item.recipe == nil)
    }

    /// What to buy for `need` (an amount as the list keeps it, parts joined by ` + `) of an
    /// ingredient: whole buy units for a food with rows (its own, else its category's), else
    /// the need with parts of counted units rounded up. Empty when there is nothing to say.
    /// - Parameter asked: the amount is what the user asked to buy, not a recipe's need: a count
    ///   in 개 (or none) is of the things sold, kept as a package is, rather than one buy unit
    ///   for "any other" need — a recipe's `만두 10개` is one 팩, the user's `우유 2개` is two of them.
    public func toBuy(_ need: String, ingredient canonical: String?, asked: Bool = false) -> String {
        let parts = ShoppingAmount.parts(need)
        let category = canonical.flatMap { lexicon?.ingredient(named: $0)?.category }
        guard let rows = canonical.flatMap({ rows[$0] }) ?? category.flatMap({ rows["*" + $0] }),
              let buy = rows.first?.buyUnit else {
            return Self.roundedUp(parts)
        }
        let anyOther = rows.contains { $0.countedIn.isEmpty }
        var units = 0.0
        var left: [ShoppingAmount.Part] = []
        for var part in parts {
            // `1캔(150g)`: a package with its weight noted in brackets counts as the package.
            if part.quantity == nil, let (value, rest) = ShoppingAmount.leadingNumber(part.unit), let package = Self.packageUnit(rest) {
                part = ShoppingAmount.Part(quantity: value, unit: package)
            }
            guard let quantity = part.quantity else {
                if !anyOther { left.append(part) }
                continue
            }
            let unit = part.unit.isEmpty ? "개" : part.unit
            let package = Self.packageUnit(unit) ?? (asked && unit == "개" ? part.unit : nil)
            if unit == buy {
                units += quantity
            } else if let row = rows.first(where: { $0.countedIn == unit }), let per = row.per {
                units += quantity / per
            } else if buy == "g" || buy == "ml", SpokenAmount.metric.contains(unit) || unit == "근",
                      let converted = FridgeAmount.convert(quantity, from: unit, to: buy, category: category) {
                units += converted  // 1/2근 of pork is 300g
            } else if let converted = FridgeAmount.convert(quantity, from: unit, to: buy, category: category) {
                units += converted  // eggs: 30구 and 1판 are 30개 each
            } else if let package {
                // 참치 1캔 is bought as a can, not as the food's loose unit (never `1마리`).
                if let i = left.firstIndex(where: { $0.unit == package && $0.quantity != nil }) {
                    left[i].quantity! += quantity
                } else {
                    left.append(ShoppingAmount.Part(quantity: quantity, unit: package))
                }
            } else if !anyOther {
                left.append(part)
            }
        }
        var amount = Self.whole(units, buy)
        if amount == nil, anyOther, left.isEmpty { amount = Self.whole(1, buy) }
        let rest = Self.roundedUp(left)
        return [amount ?? "", rest].filter { !$0.isEmpty }.joined(separator: " + ")
    }

    /// `units` of `buy` rounded up to what is sold: whole units, grams and millilitres by the 100.
    private static func whole(_ units: Double, _ buy: String) -> String? {
        guard units > 1e-9, units.isFinite, units < 1e9 else { return nil }
        if buy == "g" || buy == "ml" {
            return ShoppingAmount.format((units / 100 - 1e-9).rounded(.up) * 100) + buy
        }
        return ShoppingAmount.format((units - 1e-9).rounded(.up)) + buy
    }

    /// The parts with parts of counted units rounded up (`1/2개` → `1개`), others as written.
    static func roundedUp(_ parts: [ShoppingAmount.Part]) -> String {
        parts.map { part in
            guard let quantity = part.quantity, quantity.isFinite, quantity < 1e9,
                  countedUnits.contains(part.unit.isEmpty ? "개" : part.unit) else { return part.text }
            return ShoppingAmount.Part(quantity: (quantity - 1e-9).rounded(.up), unit: part.unit).text
        }.joined(separator: " + ")
    }
}
