import YoriKit

/// The export document (`yori export`), its format described in docs/DATA.md.
public enum YoriExport {
    /// The format's name and the version this yori writes and reads.
    public static let format = "yori-export"
    public static let version: Int64 = 1

    /// Tables exported row by row (every column but a row id), in a fixed order.
    /// `conversations` comes before `chat_turns`, whose rows name a conversation.
    static let plainTables = ["fridge_items", "fridge_events", "shopping_items", "staple_overrides", "ingredient_tips",
                              "conversations", "chat_turns"]
    /// Tables whose row id is exported too: a fridge item's number (`fridge use 7`) names it, so an
    /// import keeps the numbers where they are free and knows a lot it holds already.
    static let numberedTables: Set<String> = ["fridge_items"]
}

extension YoriDatabase {
    /// Every user datum as one JSON document: fridge lots and their history, the shopping list,
    /// staple choices, tips, conversations, bookmarks, the cooking log (with ratings), and every
    /// recipe that is not built in (the user's own, imported ones), plus `settings` (no secrets).
    /// Recipes are named by (source, source_ref), never by database id, so the document can be
    /// imported into any database.
    public func exportDocument(settings: [(String, JSONValue)], exportedAt: String) throws(StoreError) -> JSONValue {
        try reading {
            var tables: [(String, JSONValue)] = []
            for table in YoriExport.plainTables {
                tables.append((table, .array(try plainRows(of: table))))
            }
            let identities = try db.rows("SELECT id, source, source_ref, name FROM recipes") { row in
                (row.int(0), JSONValue.object([("source", .string(row.string(1))), ("source_ref", .string(row.string(2))),
                                               ("name", .string(row.string(3)))]))
            }
            let byID = Dictionary(identities, uniquingKeysWith: { first, _ in first })
            let bookmarks = try db.rows("SELECT recipe_id, created FROM bookmarks ORDER BY created, recipe_id") { row in
                JSONValue.object([("recipe", byID[row.int(0)] ?? .null), ("created", .string(row.string(1)))])
            }
            let log = try db.rows("SELECT recipe_id, recipe_name, day, rating, note FROM cooking_log ORDER BY id") { row in
                JSONValue.object([("recipe", row[0].int.flatMap { byID[$0] } ?? .null), ("recipe_name", .string(row.string(1))),
                                  ("day", .string(row.string(2))), ("rating", row[3].int.map(JSONValue.int) ?? .null),
                                  ("note", .optional(row.optionalString(4)))])
            }
            let refs = try db.rows("SELECT source, source_ref FROM recipes WHERE source != 'builtin' ORDER BY id") {
                ($0.string(0), $0.string(1))
            }
            var recipes: [JSONValue] = []
            for (source, ref) in refs {
                guard let kind = RecipeSource(rawValue: source), let recipe = try recipe(source: kind, ref: ref) else { continue }
                recipes.append(Self.recipeJSON(recipe))
            }
            return .object([
                ("format", .string(YoriExport.format)), ("version", .int(YoriExport.version)),
                ("exported_at", .string(exportedAt)),
                ("database_schema", .int(Int64(Schema.migrations.count))),
                ("settings", .object(settings)),
                ("recipes", .array(recipes)), ("bookmarks", .array(bookmarks)), ("cooking_log", .array(log)),
            ] + tables)
        }
    }

    /// The columns of `table`, with whether each is the integer row id, and whether each must
    /// be given (NOT NULL without a default).
    func columns(of table: String) throws(SQLiteError) -> [(name: String, isRowID: Bool, required: Bool)] {
        try db.rows("PRAGMA table_info(\(table))") { row in
            let type = row.string(2).uppercased()
            let isRowID = row.int(5) == 1 && type == "INTEGER" && row.string(1) == "id"
            return (row.string(1), isRowID, row.int(3) == 1 && row[4] == .null)
        }
    }

    /// Every row of a plain table as an object of its columns (without the row id, except in
    /// `numberedTables`), oldest first.
    func plainRows(of table: String) throws(SQLiteError) -> [JSONValue] {
        let all = try columns(of: table)
        let kept = all.filter { !$0.isRowID || YoriExport.numberedTables.contains(table) }.map(\.name)
        let list = kept.map { "\"\($0)\"" }.joined(separator: ", ")
        // Tables without a row id (WITHOUT ROWID, keyed by a name) in key order.
        let order = all.contains { $0.isRowID } ? "id" : "1"
        return try db.rows("SELECT \(list) FROM \(table) ORDER BY \(order)") { row in
            JSONValue.object(kept.enumerated().map { index, name in (name, Self.json(row[Int32(index)])) })
        }
    }

    static func json(_ value: SQLValue) -> JSONValue {
        switch value {
        case .null: .null
        case .integer(let i): .int(i)
        case .real(let d): .double(d)
        case .text(let s): .string(s)
        }
    }

    /// A recipe as the export writes it.
    static func recipeJSON(_ recipe: Recipe) -> JSONValue {
        func number(_ value: Double?) -> JSONValue { value.map(JSONValue.double) ?? .null }
        let n = recipe.nutrition
        return .object([
            ("source", .string(recipe.source.rawValue)), ("source_ref", .string(recipe.sourceRef)),
            ("name", .string(recipe.name)), ("name_en", .string(recipe.nameEnglish)),
            ("kind", .string(recipe.kind)), ("method", .string(recipe.method)),
            ("servings", recipe.servings.map { .int(Int64($0)) } ?? .null),
            ("minutes", recipe.minutes.map { .int(Int64($0)) } ?? .null), ("kcal", number(recipe.kcal)),
            ("tags", .strings(recipe.tags)),
            ("ingredients", .array(recipe.ingredients.map { item in
                .object([("name", .string(item.name)), ("canonical", .optional(item.canonical)), ("amount", .string(item.amount)),
                         ("group", .string(item.group.rawValue)), ("prep", .optional(item.prep))])
            })),
            ("steps", .strings(recipe.steps)), ("tip", .optional(recipe.tip)),
            ("nutrition", n.map { n in
                .object([("weight_g", number(n.weightGrams)), ("carbs_g", number(n.carbsGrams)),
                         ("protein_g", number(n.proteinGrams)), ("fat_g", number(n.fatGrams)),
                         ("sodium_mg", number(n.sodiumMilligrams))])
            } ?? .null),
            ("images", .array(recipe.images.map { .object([("role", .string($0.role.rawValue)), ("step", .int(Int64($0.step))),
                                                            ("url", .string($0.url))]) })),
            ("reduction_tip", .optional(recipe.reductionTip)),
            ("based_on", recipe.basedOn.map { .object([("source", .string($0.source.rawValue)), ("source_ref", .string($0.ref))]) }
                ?? .null),
            ("source_url", .optional(recipe.sourceURL)),
        ])
    }
}
