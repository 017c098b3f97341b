/// Fridge requests yori refuses, with the reason. Nothing is changed when one is raised.
public enum FridgeError: Error, Equatable, Sendable {
    case badQuantity(Double)
    case unknownUnit(String)
    /// Nothing of that name in the fridge (using, discarding or moving it is bad input).
    case notInFridge(String)
    /// The ingredient is stored only in units that do not convert to the asked one
    /// (팩 when asked in L).
    case unitMismatch(name: String, stored: [FridgeAmount], asked: String)
    case noSuchItem(Int64)

    /// The message in `language`; `name` shows an ingredient (its English name in English
    /// answers) and `amount` an amount.
    public func message(_ language: UserLanguage, name: (String) -> String = { $0 },
                        amount: (FridgeAmount) -> String = { FridgeAmount.format($0.quantity) + $0.unit }) -> String {
        switch self {
        case .badQuantity(let q):
            return language.pick("수량은 0보다 커야 해요 (\(Self.format(q))). 아무것도 바꾸지 않았어요.",
                                 "The quantity must be more than zero (\(Self.format(q))). Nothing was changed.")
        case .unknownUnit(let unit):
            return language.pick(
                "'\(unit)'은(는) 모르는 단위예요. 쓸 수 있는 단위: 개, 모, 봉지, 팩, 단, 병, 캔, g, kg, ml, L 등. 아무것도 바꾸지 않았어요.",
                "'\(unit)' is not a unit yori knows. Use: 개 (pieces), 모, 봉지, 팩, 단, 병, 캔, g, kg, ml, L … Nothing was changed.")
        case .notInFridge(let item):
            let shown = name(item)
            return language.pick("냉장고에 " + Hangul.attach(shown, "이", "가") + " 없어요. 아무것도 바꾸지 않았어요.",
                                 "There is no \(shown) in the fridge. Nothing was changed.")
        case .unitMismatch(let item, let stored, let asked):
            let shown = name(item)
            let have = stored.map(amount).joined(separator: ", ")
            let example = stored.first.map { amount(FridgeAmount(1, $0.unit)) } ?? ""
            return language.pick(
                "냉장고의 \(shown): \(have) — \(asked) 단위로는 뺄 수 없어요. 있는 단위로 말해 주세요 (예: \(example)). 아무것도 바꾸지 않았어요.",
                "The \(shown) in the fridge is \(have), which cannot be counted in \(asked). Give the amount in that unit (e.g. \(example)). Nothing was changed.")
        case .noSuchItem(let id):
            return language.pick("\(id)번 항목이 없어요. 번호는 'yori fridge'의 # 칸에 있어요.",
                                 "There is no item \(id). The numbers are in the # column of 'yori fridge'.")
        }
    }

    /// `2`, `0.5`.
    public static func format(_ q: Double) -> String { FridgeAmount.format(q) }
}
