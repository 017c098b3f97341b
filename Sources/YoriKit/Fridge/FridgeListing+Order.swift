extension FridgeListing {
    /// How `fridge list --sort` orders the items.
    public enum Order: String, CaseIterable, Sendable {
        /// Soonest expiry first, items without a date last (the default).
        case expiry
        /// By the name as shown: the English name in English answers.
        case name
        /// Fridge, freezer, pantry; soonest expiry first within each.
        case place
        /// By category as shown, then by name.
        case category
    }

    /// The lexicon category of an item (`기타` for free-text items).
    public static func category(of item: FridgeItem, lexicon: IngredientLexicon) -> String {
        item.canonical.flatMap { lexicon.ingredient(named: $0)?.category } ?? "기타"
    }

    /// Item count per category, largest first, then by category name.
    public static func categoryCounts(_ items: [FridgeItem], lexicon: IngredientLexicon) -> [(category: String, count: Int)] {
        var counts: [String: Int] = [:]
        for item in items { counts[category(of: item, lexicon: lexicon), default: 0] += 1 }
        return counts.sorted { $0.value != $1.value ? $0.value > $1.value : $0.key < $1.key }
            .map { (category: $0.key, count: $0.value) }
    }

    /// Only the items of `category` (a lexicon category such as 채소), with the chart counted again.
    public func filtered(category: String, lexicon: IngredientLexicon) -> FridgeListing {
        let kept = items.filter { Self.category(of: $0, lexicon: lexicon) == category }
        var listing = FridgeListing(items: kept, today: today, place: place,
                                    categories: Self.categoryCounts(kept, lexicon: lexicon))
        listing.category = category
        listing.ingredients = ingredients
        return listing
    }

    /// The items in `order`, names and categories compared as they are shown in `language`.
    public func sorted(_ order: Order, language: UserLanguage, lexicon: IngredientLexicon) -> FridgeListing {
        let base = FridgePlanner.firstExpiringFirst(items)
        let rank = Dictionary(uniqueKeysWithValues: base.enumerated().map { ($1.id, $0) })
        func name(_ item: FridgeItem) -> String {
            let shown = language == .en ? lexicon.ingredient(named: item.name)?.displayName(.en) ?? item.name : item.name
            return shown.lowercased()
        }
        func label(_ item: FridgeItem) -> String {
            FoodCategory.label(Self.category(of: item, lexicon: lexicon), language).lowercased()
        }
        let places = StoragePlace.allCases
        let ordered: [FridgeItem]
        switch order {
        case .expiry:
            ordered = base
        case .name:
            ordered = base.sorted { (name($0), rank[$0.id]!) < (name($1), rank[$1.id]!) }
        case .place:
            ordered = base.sorted {
                (places.firstIndex(of: $0.place)!, rank[$0.id]!) < (places.firstIndex(of: $1.place)!, rank[$1.id]!)
            }
        case .category:
            ordered = base.sorted { (label($0), name($0), rank[$0.id]!) < (label($1), name($1), rank[$1.id]!) }
        }
        var listing = FridgeListing(items: ordered, today: today, place: place, categories: categories)
        listing.category = self.category
        listing.ingredients = ingredients
        return listing
    }
}
