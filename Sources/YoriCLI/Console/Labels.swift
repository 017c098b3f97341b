import YoriKit

/// English labels for the COOKRCP01 kinds and methods yori stores in Korean (`RecipeLabels`).
enum Labels {
    static func kind(_ kind: String, _ language: UserLanguage) -> String { RecipeLabels.kind(kind, language) }
    static func method(_ method: String, _ language: UserLanguage) -> String { RecipeLabels.method(method, language) }
}
