/// One line of the shopping list.
public struct ShoppingItem: Equatable, Sendable {
    public var id: Int64
    /// The canonical name when the lexicon knows it, otherwise the text given.
    public var name: String
    public var canonical: String?
    /// As a recipe writes it (`1/2대`), or as the user said; may be empty.
    public var amount: String
    /// The recipe it is for, if any.
    public var recipe: String?
    /// Checked off in the shop.
    public var checked: Bool
    public var added: LocalDay
    /// What to buy for `amount`, in units a shop sells (`PurchaseUnits`), when the session
    /// worked it out; not stored.
    public var toBuy: String?
    /// Ticked by a purchase (`양파 샀어`): already in the fridge, so `shop bought` only clears it.
    public var bought: Bool

    public init(id: Int64 = 0, name: String, canonical: String?, amount: String = "", recipe: String? = nil,
                checked: Bool = false, added: LocalDay, bought: Bool = false) {
        self.id = id
        self.name = name
        self.canonical = canonical
        self.amount = amount
        self.recipe = recipe
        self.checked = checked
        self.added = added
        self.bought = bought
    }

    /// Two amounts of the same ingredient as one: summed when both are numbers in the same
    /// unit (`1단` + `2단` = `3단`, `1/6개` + `1/6개` = `1/3개`), words kept once (`약간`),
    /// otherwise both kept (`1단 + 1/2대`); an empty one adds nothing (`ShoppingAmount.merged`).
    public static func mergedAmount(_ a: String, _ b: String) -> String {
        ShoppingAmount.merged(a, b)
    }

    /// The recipes this line is for (several when amounts of different recipes were merged).
    public var recipes: [String] {
        recipe.map { $0.components(separatedBy: Self.recipeSeparator) } ?? []
    }

    /// Between the names of the recipes a merged line is for.
    public static let recipeSeparator = " · "

    /// The amount to show: what to buy when known, else the need as written (tidy).
    public var shownAmount: String { toBuy ?? ShoppingAmount.tidy(amount) }

    /// The list as plain text for copying: `- [ ] 대파 1단 (계란말이)`.
    public static func plainText(_ items: [ShoppingItem]) -> String {
        items.map { item in
            "- [\(item.checked ? "x" : " ")] \(item.name)" + (item.shownAmount.isEmpty ? "" : " \(item.shownAmount)")
                + (item.recipe.map { " (\($0))" } ?? "")
        }.joined(separator: "\n")
    }
}
