import YoriKit

extension YoriDatabase {
    /// Inserts or updates a recipe by its (source, source_ref) identity, with everything
    /// it holds (ingredients, steps, tags, nutrition, images) and its fingerprint.
    /// - Returns: the recipe's id (unchanged when it already existed).
    @discardableResult
    func upsert(_ recipe: Recipe) throws(SQLiteError) -> Int64 {
        let n = recipe.nutrition
        try db.run("""
            INSERT INTO recipes (source, source_ref, name, name_en, kind, method, servings, minutes, kcal, tip,
                                 weight_g, carbs_g, protein_g, fat_g, sodium_mg, reduction_tip, fingerprint)
            VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
            ON CONFLICT (source, source_ref) DO UPDATE SET
                name = excluded.name, name_en = excluded.name_en, kind = excluded.kind,
                method = excluded.method, servings = excluded.servings, minutes = excluded.minutes,
                kcal = excluded.kcal, tip = excluded.tip, weight_g = excluded.weight_g,
                carbs_g = excluded.carbs_g, protein_g = excluded.protein_g, fat_g = excluded.fat_g,
                sodium_mg = excluded.sodium_mg, reduction_tip = excluded.reduction_tip,
                fingerprint = excluded.fingerprint,
                updated_at = strftime('%Y-%m-%dT%H:%M:%SZ', 'now')
            """, [
                .text(recipe.source.rawValue), .text(recipe.sourceRef), .text(recipe.name),
                .text(recipe.nameEnglish), .text(recipe.kind), .text(recipe.method),
                SQLValue(recipe.servings), SQLValue(recipe.minutes), SQLValue(recipe.kcal), SQLValue(recipe.tip),
                SQLValue(n?.weightGrams), SQLValue(n?.carbsGrams), SQLValue(n?.proteinGrams), SQLValue(n?.fatGrams),
                SQLValue(n?.sodiumMilligrams), SQLValue(recipe.reductionTip), .text(recipe.fingerprint),
            ])
        guard let id = try db.scalar("SELECT id FROM recipes WHERE source = ? AND source_ref = ?",
                                     [.text(recipe.source.rawValue), .text(recipe.sourceRef)])?.int else {
            throw SQLiteError(code: 1, message: "recipe \(recipe.sourceRef) vanished while saving")
        }
        for table in ["recipe_ingredients", "recipe_steps", "recipe_tags", "recipe_images"] {
            try db.run("DELETE FROM \(table) WHERE recipe_id = ?", [.integer(id)])
        }
        let line = try db.prepare("""
            INSERT INTO recipe_ingredients (recipe_id, position, name, canonical, match_key, amount, grp, prep)
            VALUES (?, ?, ?, ?, ?, ?, ?, ?)
            """)
        for (i, item) in recipe.ingredients.enumerated() {
            try line.reset([.integer(id), .integer(Int64(i)), .text(item.name), SQLValue(item.canonical),
                            .text(Recipe.matchKey(item)), .text(item.amount), .text(item.group.rawValue),
                            SQLValue(item.prep)])
            while try line.step() {}
        }
        let step = try db.prepare("INSERT INTO recipe_steps (recipe_id, position, text) VALUES (?, ?, ?)")
        for (i, text) in recipe.steps.enumerated() {
            try step.reset([.integer(id), .integer(Int64(i)), .text(text)])
            while try step.step() {}
        }
        let tag = try db.prepare("INSERT OR IGNORE INTO recipe_tags (recipe_id, tag) VALUES (?, ?)")
        for text in recipe.tags {
            try tag.reset([.integer(id), .text(text)])
            while try tag.step() {}
        }
        if !recipe.images.isEmpty {
            let image = try db.prepare("INSERT OR REPLACE INTO recipe_images (recipe_id, role, step, url) VALUES (?, ?, ?, ?)")
            for item in recipe.images {
                try image.reset([.integer(id), .text(item.role.rawValue), .integer(Int64(item.step)), .text(item.url)])
                while try image.step() {}
            }
        }
        return id
    }

    /// Recipes having an ingredient whose match key is in `keys`, with their ingredients
    /// and tags (steps are not loaded: matching does not need them).
    public func recipes(usingAnyOf keys: Set<String>) throws(StoreError) -> [Recipe] {
        guard !keys.isEmpty else { return [] }
        let sortedKeys = keys.sorted()
        let marks = Array(repeating: "?", count: sortedKeys.count).joined(separator: ", ")
        let wanted = "SELECT DISTINCT recipe_id FROM recipe_ingredients WHERE match_key IN (\(marks))"
        let values = sortedKeys.map { SQLValue.text($0) }
        do {
            var recipes = try db.rows("""
                SELECT id, source, source_ref, name, name_en, kind, method, servings, minutes, kcal, tip
                FROM recipes WHERE id IN (\(wanted)) ORDER BY id
                """, values, Self.recipe)
            var index: [Int64: Int] = [:]
            for (i, r) in recipes.enumerated() { index[r.id] = i }
            let lines = try db.rows("""
                SELECT recipe_id, name, canonical, amount, grp, prep FROM recipe_ingredients
                WHERE recipe_id IN (\(wanted)) ORDER BY recipe_id, position
                """, values) { row in
                (row.int(0), RecipeIngredient(
                    name: row.string(1), canonical: row.optionalString(2), amount: row.string(3),
                    group: IngredientGroup(rawValue: row.string(4)) ?? .secondary, prep: row.optionalString(5)))
            }
            for (id, line) in lines { if let i = index[id] { recipes[i].ingredients.append(line) } }
            return recipes
        } catch {
            throw StoreError.sqlite(path: path, error)
        }
    }

    /// Number of stored recipes from `source`.
    public func recipeCount(source: RecipeSource? = nil) throws(StoreError) -> Int {
        do {
            if let source {
                return Int(try db.scalar("SELECT count(*) FROM recipes WHERE source = ?", [.text(source.rawValue)])?.int ?? 0)
            }
            return Int(try db.scalar("SELECT count(*) FROM recipes")?.int ?? 0)
        } catch {
            throw StoreError.sqlite(path: path, error)
        }
    }

    static func recipe(_ row: Row) -> Recipe {
        Recipe(id: row.int(0), source: RecipeSource(rawValue: row.string(1)) ?? .user, sourceRef: row.string(2),
               name: row.string(3), nameEnglish: row.string(4), kind: row.string(5), method: row.string(6),
               servings: row[7].int.map(Int.init), minutes: row[8].int.map(Int.init), kcal: row[9].double,
               ingredients: [], steps: [], tip: row.optionalString(10))
    }
}
