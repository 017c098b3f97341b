/// How long a cooked dish keeps once made (`잡채가 남았는데 어떻게 보관해?`): one rule for every dish, by the
/// USDA's advice for cooked leftovers (fridge 3–4 days, freezer 2–3 months), in yori's own words. A dish is a
/// recipe's name, or a word that ends in a family of dishes (찌개, 볶음, 무침, …).
public enum LeftoverDish {
    public static func shelfLife(_ dish: String) -> ShelfLife {
        ShelfLife(ingredient: dish, fridgeDays: 3, freezerDays: 60, pantryDays: nil,
                  tipKorean: "한 김 식으면 2시간 안에 밀폐 용기에 담아 냉장하고 3~4일 안에 먹어요. 국·찌개·볶음은 한 번 먹을 만큼 나눠 얼리면 "
                      + "두 달쯤 가요. 데울 때는 속까지 김이 나게 충분히 데우고, 데운 건 다시 넣어 두지 말아요.",
                  tipEnglish: "Once it has cooled a little, put it in a sealed box in the fridge within 2 hours and eat it within 3–4 days. "
                      + "Soups, stews and stir-fries freeze for about two months in single portions. Reheat until steaming all the "
                      + "way through, and do not keep what was reheated.")
    }

    /// Words for cooked food in general (`남은 음식`, `leftovers`).
    public static let generalWords: Set<String> = ["음식", "요리", "반찬", "남은음식", "food", "dishes", "meals"]

    /// Whether `word` names a dish rather than a food: a recipe is named so (`isRecipe`), or it ends in a family of dishes
    /// and is longer than the family word.
    public static func isDish(_ word: String, isRecipe: Bool) -> Bool {
        let bare = word.filter { $0 != " " }
        guard bare.count >= 2, bare.unicodeScalars.contains(where: Hangul.isSyllable) else { return false }
        if Narrowing.dishFamilies.contains(where: { bare.hasSuffix($0) && bare.count > $0.count }) { return true }
        return isRecipe
    }
}
