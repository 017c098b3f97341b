/// English labels for the COOKRCP01 kinds and methods yori stores in Korean.
public enum RecipeLabels {
    public static func kind(_ kind: String, _ language: UserLanguage) -> String {
        guard language == .en else { return kind }
        return [
            "반찬": "side dish", "국&찌개": "soup & stew", "밥": "rice", "일품": "one-dish meal",
            "후식": "dessert", "기타": "other",
        ][kind] ?? kind
    }

    public static func method(_ method: String, _ language: UserLanguage) -> String {
        guard language == .en else { return method }
        return [
            "끓이기": "simmer", "굽기": "pan-fry/grill", "볶기": "stir-fry", "찌기": "steam",
            "튀기기": "deep-fry", "기타": "other", "무침": "dressed (무침)",
        ][method] ?? method
    }
}
