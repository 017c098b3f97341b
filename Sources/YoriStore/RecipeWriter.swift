import YoriKit

/// Saves recipes with their ingredients, steps, tags and images by (source, source_ref),
/// preparing its statements once: one writer serves a whole transaction of recipes
/// (seeding, importing) instead of re-preparing seven statements per recipe.
final class RecipeWriter {
    private let db: Database
    private let upsertRecipe: Statement
    private let findID: Statement
    private let clearChildren: [Statement]
    private let insertLine: Statement
    private let insertStep: Statement
    private let insertTag: Statement
    private let insertImage: Statement
    private let countKeys: Statement
    /// `staple_keys` as the transaction found it when the writer was made, as bytes: counted as
    /// SQLite compares text (a byte for byte match, not Swift's canonical equivalence).
    private let stapleKeys: Set<[UInt8]>

    /// The id a new recipe gets: past every recipe there is and every one ever removed
    /// (`meta.recipe_id_high`, kept by migration `016-recipe-id-high-water`), so an id is never reused.
    static let nextID = """
        SELECT max(coalesce((SELECT max(id) FROM recipes), 0),
                   coalesce((SELECT CAST(value AS INTEGER) FROM meta WHERE key = 'recipe_id_high'), 0)) + 1
        """

    init(_ db: Database) throws(SQLiteError) {
        self.db = db
        upsertRecipe = try db.prepare("""
            INSERT INTO recipes (id, source, source_ref, name, name_en, kind, method, servings, minutes, kcal, tip,
                                 weight_g, carbs_g, protein_g, fat_g, sodium_mg, reduction_tip, fingerprint,
                                 based_on_source, based_on_ref, tip_en)
            VALUES ((\(Self.nextID)), ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
            ON CONFLICT (source, source_ref) DO UPDATE SET
                name = excluded.name, name_en = excluded.name_en, kind = excluded.kind,
                method = excluded.method, servings = excluded.servings, minutes = excluded.minutes,
                kcal = excluded.kcal, tip = excluded.tip, weight_g = excluded.weight_g,
                carbs_g = excluded.carbs_g, protein_g = excluded.protein_g, fat_g = excluded.fat_g,
                sodium_mg = excluded.sodium_mg, reduction_tip = excluded.reduction_tip,
                fingerprint = excluded.fingerprint, based_on_source = excluded.based_on_source,
                based_on_ref = excluded.based_on_ref, tip_en = excluded.tip_en,
                reduction_tip_en = NULL,  -- a translation (show --translate) does not outlive a change
                updated_at = strftime('%Y-%m-%dT%H:%M:%SZ', 'now')
            """)
        findID = try db.prepare("SELECT id FROM recipes WHERE source = ? AND source_ref = ?")
        var clears: [Statement] = []
        for table in ["recipe_ingredients", "recipe_steps", "recipe_tags", "recipe_images"] {
            clears.append(try db.prepare("DELETE FROM \(table) WHERE recipe_id = ?"))
        }
        clearChildren = clears
        insertLine = try db.prepare("""
            INSERT INTO recipe_ingredients (recipe_id, position, name, canonical, match_key, amount, grp, prep, prep_en)
            VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)
            """)
        insertStep = try db.prepare("INSERT INTO recipe_steps (recipe_id, position, text, text_en) VALUES (?, ?, ?, ?)")
        insertTag = try db.prepare("INSERT OR IGNORE INTO recipe_tags (recipe_id, tag) VALUES (?, ?)")
        insertImage = try db.prepare("INSERT OR REPLACE INTO recipe_images (recipe_id, role, step, url) VALUES (?, ?, ?, ?)")
        // How many distinct ingredients a recipe has, and how many of them are staples: lets
        // `cook` count what is missing in SQL (`YoriDatabase.recipeCandidates`). Counted here from
        // the lines being written: SQL's count(DISTINCT …) builds two temporary b-trees per recipe,
        // which was a third of seeding a new database.
        countKeys = try db.prepare("""
            INSERT INTO recipe_key_counts (recipe_id, key_count, staple_count) VALUES (?, ?, ?)
            ON CONFLICT (recipe_id) DO UPDATE SET key_count = excluded.key_count, staple_count = excluded.staple_count
            """)
        stapleKeys = Set(try db.rows("SELECT key FROM staple_keys") { Array($0.string(0).utf8) })
    }

    /// Inserts or updates `recipe`, replacing its lines, steps, tags and images.
    /// - Parameter fingerprint: `recipe.fingerprint`, when the caller has it already.
    /// - Returns: the recipe's id (unchanged when it already existed).
    @discardableResult
    func write(_ recipe: Recipe, fingerprint: String? = nil) throws(SQLiteError) -> Int64 {
        let n = recipe.nutrition
        // A user's recipe is shown as written: English copied with it would not follow its edits.
        let english = recipe.source == .user ? recipe.withoutEnglish : recipe
        // A recipe seen before keeps its id and has its lines replaced; a new one has none to
        // clear (four deletes per recipe were a tenth of seeding a new database).
        try findID.reset([.text(recipe.source.rawValue), .text(recipe.sourceRef)])
        let existing = try findID.step() ? Row(statement: findID)[0].int : nil
        try findID.reset()
        try run(upsertRecipe, [
            .text(recipe.source.rawValue), .text(recipe.sourceRef), .text(recipe.name),
            .text(recipe.nameEnglish), .text(recipe.kind), .text(recipe.method),
            SQLValue(recipe.servings), SQLValue(recipe.minutes), SQLValue(recipe.kcal), SQLValue(recipe.tip),
            SQLValue(n?.weightGrams), SQLValue(n?.carbsGrams), SQLValue(n?.proteinGrams), SQLValue(n?.fatGrams),
            SQLValue(n?.sodiumMilligrams), SQLValue(recipe.reductionTip), .text(fingerprint ?? recipe.fingerprint),
            SQLValue(recipe.basedOn?.source.rawValue), SQLValue(recipe.basedOn?.ref), SQLValue(english.tipEnglish),
        ])
        let id: Int64
        if let existing {
            id = existing
            for clear in clearChildren { try run(clear, [.integer(id)]) }
        } else {
            id = db.lastInsertRowID
        }
        var keys: Set<[UInt8]> = []
        for (i, item) in recipe.ingredients.enumerated() {
            let key = Recipe.matchKey(item)
            keys.insert(Array(key.utf8))
            try run(insertLine, [.integer(id), .integer(Int64(i)), .text(item.name), SQLValue(item.canonical),
                                 .text(key), .text(item.amount), .text(item.group.rawValue),
                                 SQLValue(item.prep), SQLValue(english.ingredients[i].prepEnglish)])
        }
        let stepsEnglish = english.hasEnglishSteps ? english.stepsEnglish : []
        for (i, text) in recipe.steps.enumerated() {
            try run(insertStep, [.integer(id), .integer(Int64(i)), .text(text), SQLValue(stepsEnglish.isEmpty ? nil : stepsEnglish[i])])
        }
        try run(countKeys, [.integer(id), .integer(Int64(keys.count)), .integer(Int64(keys.intersection(stapleKeys).count))])
        for text in recipe.tags { try run(insertTag, [.integer(id), .text(text)]) }
        for item in recipe.images {
            try run(insertImage, [.integer(id), .text(item.role.rawValue), .integer(Int64(item.step)), .text(item.url)])
        }
        return id
    }

    private func run(_ statement: Statement, _ values: [SQLValue]) throws(SQLiteError) {
        try statement.reset(values)
        while try statement.step() {}
    }
}
