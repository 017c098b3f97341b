/// Nutrition facts of one serving, as the source states them (COOKRCP01 `INFO_*`).
/// Energy stays in `Recipe.kcal`; every value here is optional because sources omit them.
public struct RecipeNutrition: Hashable, Sendable {
    /// Weight of a serving in grams (`INFO_WGT`).
    public var weightGrams: Double?
    /// Carbohydrate in grams (`INFO_CAR`).
    public var carbsGrams: Double?
    /// Protein in grams (`INFO_PRO`).
    public var proteinGrams: Double?
    /// Fat in grams (`INFO_FAT`).
    public var fatGrams: Double?
    /// Sodium in milligrams (`INFO_NA`).
    public var sodiumMilligrams: Double?

    public init(weightGrams: Double? = nil, carbsGrams: Double? = nil, proteinGrams: Double? = nil,
                fatGrams: Double? = nil, sodiumMilligrams: Double? = nil) {
        self.weightGrams = weightGrams
        self.carbsGrams = carbsGrams
        self.proteinGrams = proteinGrams
        self.fatGrams = fatGrams
        self.sodiumMilligrams = sodiumMilligrams
    }

    /// No value is known.
    public var isEmpty: Bool {
        weightGrams == nil && carbsGrams == nil && proteinGrams == nil && fatGrams == nil && sodiumMilligrams == nil
    }
}
