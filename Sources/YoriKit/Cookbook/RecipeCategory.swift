/// The COOKRCP01 kinds (RCP_PAT2) and methods (RCP_WAY2) every recipe carries, and the words
/// people use for them: `국`, `찌개`, `soup` for 국&찌개, `side dish` for 반찬, `볶음` for 볶기.
public enum RecipeCategory {
    /// The kinds recipes have (built-in, imported and user recipes alike).
    public static let kinds = RecipeDraft.kinds
    public static let methods = RecipeDraft.methods

    /// 무침: dressed dishes (seasoned and mixed by hand: 무침, 나물, 겉절이, 생채, salads). COOKRCP01
    /// has no such method (they are mostly 기타), so it is a filter on the name, not a stored
    /// method: `--method 무침` finds the recipes whose name ends in one of `dressedEndings`,
    /// whatever their stored method.
    public static let dressed = "무침"
    public static let dressedEndings = ["무침", "나물", "겉절이", "생채", "샐러드"]
    /// The methods `--method` takes: the stored ones and 무침.
    public static let searchMethods = methods.filter { $0 != "기타" } + [dressed, "기타"]

    /// Whether a recipe named `name` with the stored method `stored` passes a method filter.
    public static func fits(name: String, stored: String, method: String) -> Bool {
        guard method == dressed else { return stored == method }
        let bare = String(name.reversed().drop { $0 == " " }.reversed())
        return dressedEndings.contains { bare.hasSuffix($0) }
    }

    /// The kind a word means, or `nil`.
    public static func kind(_ word: String) -> String? {
        let key = normalised(word)
        return kinds.first { normalised($0) == key } ?? extraKinds[key] ?? Vocabulary.kinds[key]
    }

    /// The method a word means, or `nil`.
    public static func method(_ word: String) -> String? {
        let key = normalised(word)
        return searchMethods.first { normalised($0) == key } ?? extraMethods[key] ?? Vocabulary.methods[key]
    }

    /// Lowercased, spaces and `-` `_` dropped, `/` and `·` as `&` (국/찌개 = 국&찌개).
    static func normalised(_ word: String) -> String {
        String(word.lowercased().compactMap { c -> Character? in
            switch c {
            case " ", "-", "_": nil
            case "/", "·", "+": "&"
            default: c
            }
        })
    }

    private static let extraKinds: [String: String] = [
        "sidedish": "반찬", "sidedishes": "반찬", "국찌개": "국&찌개", "국&탕": "국&찌개", "soup&stew": "국&찌개",
        "soupsandstews": "국&찌개", "soups&stews": "국&찌개", "찌개류": "국&찌개", "국류": "국&찌개", "반찬류": "반찬",
        "onedish": "일품", "onedishmeal": "일품", "main": "일품", "maindish": "일품", "일품요리": "일품", "밥류": "밥",
        "ricedish": "밥", "ricedishes": "밥", "other": "기타", "others": "기타", "etc": "기타",
    ]

    private static let extraMethods: [String: String] = [
        "boil": "끓이기", "simmer": "끓이기", "panfry": "굽기", "panfried": "굽기", "bake": "굽기", "roast": "굽기",
        "roasted": "굽기", "pan&fry&grill": "굽기", "deepfry": "튀기기", "deepfried": "튀기기", "other": "기타", "etc": "기타",
        "무침류": "무침", "무침요리": "무침", "나물": "무침", "겉절이": "무침", "생채": "무침", "dressed": "무침", "dress": "무침",
        "seasoned": "무침", "namul": "무침", "muchim": "무침", "salad": "무침", "salads": "무침", "샐러드": "무침",
    ]
}
