extension Recipe {
    /// Why the recipe is spicy: its ingredients that make food hot (`FollowUpCues.tagFoods`), or
    /// the tag alone (`["매운"]`) when its tags say so without one; empty when it is not.
    public var spicyBecause: [String] {
        let hot = FollowUpCues.tagFoods["매운"] ?? []
        var foods: [String] = []
        for line in ingredients {
            if let name = line.canonical, hot.contains(name), !foods.contains(name) { foods.append(name) }
        }
        return foods.isEmpty && tags.contains("매운") ? ["매운"] : foods
    }
}
