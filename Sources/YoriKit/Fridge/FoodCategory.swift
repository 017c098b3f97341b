/// The lexicon's food categories (채소, 육류, …) by their Korean and English names, for
/// `fridge --category` and the list's per-category chart.
public enum FoodCategory {
    /// Every category the lexicon uses, with its English label, in the lexicon's order.
    public static let all: [(korean: String, english: String)] = [
        ("채소", "vegetables"), ("버섯", "mushrooms"), ("과일", "fruit"), ("육류", "meat"), ("수산물", "seafood"),
        ("해조류", "seaweed"), ("유제품", "dairy"), ("달걀", "eggs"), ("두류", "beans & tofu"), ("곡류", "grains"),
        ("면", "noodles"), ("떡", "rice cakes"), ("가공식품", "processed foods"), ("양념", "seasonings"),
        ("장류", "sauces & pastes"), ("견과", "nuts & seeds"), ("음료", "drinks"), ("기타", "other"),
    ]

    /// Other words people use for a category (singulars, everyday Korean words).
    static let otherNames: [String: String] = [
        "vegetable": "채소", "veg": "채소", "veggies": "채소", "야채": "채소", "채소류": "채소",
        "mushroom": "버섯", "버섯류": "버섯",
        "fruits": "과일", "과일류": "과일",
        "meats": "육류", "고기": "육류", "고기류": "육류",
        "fish": "수산물", "seafoods": "수산물", "sea food": "수산물", "해산물": "수산물", "생선": "수산물",
        "seaweeds": "해조류", "해조": "해조류",
        "dairy products": "유제품", "milk products": "유제품",
        "egg": "달걀", "계란": "달걀", "계란류": "달걀", "알류": "달걀",
        "beans": "두류", "bean": "두류", "tofu": "두류", "legumes": "두류", "soy": "두류", "콩": "두류", "콩류": "두류",
        "grain": "곡류", "cereals": "곡류", "곡물": "곡류",
        "noodle": "면", "pasta": "면", "면류": "면",
        "rice cake": "떡", "tteok": "떡", "떡류": "떡",
        "processed": "가공식품", "processed food": "가공식품", "가공": "가공식품",
        "seasoning": "양념", "spices": "양념", "condiments": "양념", "조미료": "양념",
        "sauces": "장류", "pastes": "장류", "jang": "장류", "장": "장류",
        "nuts": "견과", "nut": "견과", "seeds": "견과", "견과류": "견과",
        "drink": "음료", "beverages": "음료", "beverage": "음료", "음료수": "음료",
        "others": "기타", "misc": "기타", "etc": "기타",
    ]

    /// The category a word names (`vegetables`, `Vegetable`, `야채`, `채소` → 채소), or `nil`.
    public static func named(_ word: String) -> String? {
        let key = word.trimmingCharacters(in: [" "]).lowercased()
        if let found = all.first(where: { $0.korean == key || $0.english == key }) { return found.korean }
        return otherNames[key]
    }

    /// The category's name in `language` (categories yori does not know are shown as they are).
    public static func label(_ category: String, _ language: UserLanguage) -> String {
        guard language == .en else { return category }
        return all.first { $0.korean == category }?.english ?? category
    }
}
