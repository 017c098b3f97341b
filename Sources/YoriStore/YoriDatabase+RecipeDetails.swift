import YoriKit

extension YoriDatabase {
    /// One recipe with everything stored about it (ingredients, steps, tags, nutrition,
    /// images, tips), by its identity; `nil` when there is none.
    public func recipe(source: RecipeSource, ref: String) throws(StoreError) -> Recipe? {
        do {
            let found = try db.rows("""
                SELECT id, source, source_ref, name, name_en, kind, method, servings, minutes, kcal, tip,
                       weight_g, carbs_g, protein_g, fat_g, sodium_mg, reduction_tip, based_on_source, based_on_ref, tip_en,
                       source_url, reduction_tip_en
                FROM recipes WHERE source = ? AND source_ref = ?
                """, [.text(source.rawValue), .text(ref)]) { row -> Recipe in
                var recipe = Self.recipe(row)
                let nutrition = RecipeLimits.sanitized(RecipeNutrition(
                    weightGrams: row[11].double, carbsGrams: row[12].double, proteinGrams: row[13].double,
                    fatGrams: row[14].double, sodiumMilligrams: row[15].double))
                recipe.nutrition = nutrition.isEmpty ? nil : nutrition
                recipe.reductionTip = row.optionalString(16)
                if let source = row.optionalString(17).flatMap(RecipeSource.init(rawValue:)), let ref = row.optionalString(18) {
                    recipe.basedOn = RecipeOrigin(source: source, ref: ref)
                }
                recipe.tipEnglish = row.optionalString(19)
                recipe.sourceURL = row.optionalString(20)
                recipe.reductionTipEnglish = row.optionalString(21)
                return recipe
            }
            guard var recipe = found.first else { return nil }
            let id = SQLValue.integer(recipe.id)
            recipe.ingredients = try db.rows("""
                SELECT name, canonical, amount, grp, prep, prep_en FROM recipe_ingredients WHERE recipe_id = ? ORDER BY position
                """, [id]) { row in
                RecipeIngredient(name: row.string(0), canonical: row.optionalString(1), amount: row.string(2),
                                 group: IngredientGroup(rawValue: row.string(3)) ?? .secondary, prep: row.optionalString(4),
                                 prepEnglish: row.optionalString(5))
            }
            let steps = try db.rows("SELECT text, text_en FROM recipe_steps WHERE recipe_id = ? ORDER BY position", [id]) {
                ($0.string(0), $0.optionalString(1))
            }
            recipe.steps = steps.map(\.0)
            // English only when every step has it (a translation is stored whole or not at all).
            let english = steps.compactMap(\.1)
            recipe.stepsEnglish = english.count == steps.count ? english : []
            recipe.tags = try db.rows("SELECT tag FROM recipe_tags WHERE recipe_id = ? ORDER BY tag", [id]) { $0.string(0) }
            recipe.images = try db.rows("""
                SELECT role, step, url FROM recipe_images WHERE recipe_id = ?
                ORDER BY CASE role WHEN 'main' THEN 0 WHEN 'thumbnail' THEN 1 ELSE 2 END, step
                """, [id]) { row in
                RecipeImage(role: RecipeImage.Role(rawValue: row.string(0)) ?? .step, step: Int(row.int(1)), url: row.string(2))
            }
            return recipe
        } catch {
            throw StoreError.sqlite(path: path, error)
        }
    }
}
