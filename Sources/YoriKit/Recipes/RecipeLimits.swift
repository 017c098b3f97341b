/// The ranges yori accepts for a recipe's numbers, wherever they come from: a COOKRCP01
/// import, `recipe add --from-json`, or a database read back (which another program, or an
/// older yori, may have written). A number outside its range is refused where it enters
/// (import, `recipe add`) and dropped where it is read, so no later step — rounding for a
/// table, converting for JSON, adding up — can overflow.
public enum RecipeLimits {
    /// Servings a recipe makes.
    public static let servings: ClosedRange<Int> = 1...1_000
    /// Minutes a recipe takes: up to a week (long ferments).
    public static let minutes: ClosedRange<Int> = 1...10_080
    /// Energy per serving, kcal.
    public static let kcal: ClosedRange<Double> = 0...100_000
    /// Weight, carbohydrate, protein, fat per serving, grams.
    public static let grams: ClosedRange<Double> = 0...100_000
    /// Sodium per serving, milligrams.
    public static let sodiumMilligrams: ClosedRange<Double> = 0...1_000_000

    /// The range for a COOKRCP01 number field (`INFO_ENG` kcal, `INFO_NA` mg, the others grams).
    public static func range(ofImportField field: String) -> ClosedRange<Double> {
        switch field {
        case "INFO_ENG": kcal
        case "INFO_NA": sodiumMilligrams
        default: grams
        }
    }

    /// `value` when it is finite and within `range`, else `nil`.
    public static func checked(_ value: Double?, _ range: ClosedRange<Double>) -> Double? {
        guard let value, value.isFinite, range.contains(value) else { return nil }
        return value
    }

    /// `value` when it is within `range`, else `nil`.
    public static func checked<N: BinaryInteger>(_ value: N?, _ range: ClosedRange<Int>) -> Int? {
        guard let value, let int = Int(exactly: value), range.contains(int) else { return nil }
        return int
    }

    /// The recipe with every number outside its range dropped (as if unknown).
    public static func sanitized(_ recipe: Recipe) -> Recipe {
        var recipe = recipe
        recipe.servings = checked(recipe.servings, servings)
        recipe.minutes = checked(recipe.minutes, minutes)
        recipe.kcal = checked(recipe.kcal, kcal)
        recipe.nutrition = recipe.nutrition.map(sanitized)
        return recipe
    }

    public static func sanitized(_ nutrition: RecipeNutrition) -> RecipeNutrition {
        RecipeNutrition(weightGrams: checked(nutrition.weightGrams, grams), carbsGrams: checked(nutrition.carbsGrams, grams),
                        proteinGrams: checked(nutrition.proteinGrams, grams), fatGrams: checked(nutrition.fatGrams, grams),
                        sodiumMilligrams: checked(nutrition.sodiumMilligrams, sodiumMilligrams))
    }

    /// `value` rounded to a whole number for display, or `nil` when it is not finite or
    /// too large for an `Int` (the renderers' guard; stored values are already in range).
    public static func whole(_ value: Double) -> Int? {
        let rounded = value.rounded()
        guard rounded.isFinite, abs(rounded) < 1e15 else { return nil }
        return Int(rounded)
    }
}
