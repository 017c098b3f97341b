import YoriKit

/// Why an export document could not be imported (nothing was).
public enum ExportImportError: Error, Equatable, UserFacingError {
    /// Not a yori export (no `format: yori-export`).
    case notAnExport
    /// Written by a newer yori, in a format version this one does not know.
    case newerVersion(found: Int64, known: Int64)
    /// One row cannot be stored: the table (or section), its position from 1, and why.
    case damagedRow(section: String, row: Int, reason: String)
    case database(StoreError)

    public func message(_ language: UserLanguage) -> String {
        switch self {
        case .notAnExport:
            language.pick("yori 내보내기 파일이 아니에요 (format이 yori-export가 아님).",
                          "this is not a yori export (its format is not yori-export).")
        case .newerVersion(let found, let known):
            language.pick("더 새로운 yori가 만든 내보내기 파일이에요 (버전 \(found), 이 yori는 \(known)까지 읽어요). yori를 업데이트하세요.",
                          "this export was written by a newer yori (version \(found); this one reads up to \(known)). Update yori.")
        case .damagedRow(let section, let row, let reason):
            language.pick("\(section)의 \(row)번째 항목이 망가져 있어요: \(reason)", "\(section) row \(row) is damaged: \(reason)")
        case .database(let error):
            error.message(language)
        }
    }
}

/// What an export import added (rows already present are skipped, never duplicated).
public struct ExportImportCounts: Sendable, Equatable {
    /// Rows added, by section (`recipes`, `bookmarks`, `fridge_items`, …).
    public var added: [String: Int] = [:]
    /// Rows already in the database.
    public var skipped = 0
    /// Bookmarks and log lines of recipes this database does not have (kept by name in the log).
    public var unresolved = 0
}

extension YoriDatabase {
    /// Imports an export document (`yori export`) in one transaction: every section is merged
    /// into what is there, rows already present are skipped, and one damaged row stops it all
    /// with nothing stored. Recipes are matched by (source, source_ref) — the user's own by
    /// name and content, since their references are only unique within one database.
    public func importExport(_ document: JSONValue) throws(ExportImportError) -> ExportImportCounts {
        guard document["format"]?.text == YoriExport.format else { throw .notAnExport }
        guard case .int(let version) = document["version"] ?? .null else { throw .notAnExport }
        guard version <= YoriExport.version else { throw .newerVersion(found: version, known: YoriExport.version) }
        do {
            return try db.transaction {
                var counts = ExportImportCounts()
                let identities = try importRecipes(document["recipes"]?.items ?? [], counts: &counts)
                func recipeID(_ value: JSONValue?) throws -> Int64? {
                    guard let value, case .object = value, let source = value["source"]?.text,
                          let ref = value["source_ref"]?.text else { return nil }
                    if let mapped = identities["\(source)\u{1F}\(ref)"] { return mapped }
                    return try db.scalar("SELECT id FROM recipes WHERE source = ? AND source_ref = ?",
                                         [.text(source), .text(ref)])?.int
                }
                for (index, row) in (document["bookmarks"]?.items ?? []).enumerated() {
                    guard let id = try recipeID(row["recipe"]) else { counts.unresolved += 1; continue }
                    if try db.scalar("SELECT 1 FROM bookmarks WHERE recipe_id = ?", [.integer(id)]) != nil {
                        counts.skipped += 1
                        continue
                    }
                    try insert("bookmarks", index, ["recipe_id": .integer(id), "created": Self.sql(row["created"] ?? .null)],
                               counts: &counts)
                }
                for (index, row) in (document["cooking_log"]?.items ?? []).enumerated() {
                    let id = try recipeID(row["recipe"])
                    if id == nil, row["recipe"].map({ $0 != .null }) == true { counts.unresolved += 1 }
                    var values: [String: SQLValue] = ["recipe_id": id.map(SQLValue.integer) ?? .null]
                    for key in ["recipe_name", "day", "rating", "note"] { values[key] = Self.sql(row[key] ?? .null) }
                    if try exists("cooking_log", values.filter { $0.key != "recipe_id" }) { counts.skipped += 1; continue }
                    try insert("cooking_log", index, values, counts: &counts)
                }
                for table in YoriExport.plainTables {
                    try importPlain(table, rows: document[table]?.items ?? [], counts: &counts)
                }
                return counts
            }
        } catch let error as ExportImportError {
            throw error
        } catch let error as SQLiteError {
            throw .database(.sqlite(path: path, error))
        } catch {
            throw .database(.sqlite(path: path, SQLiteError(code: 1, message: String(describing: error))))
        }
    }

    /// The rows of one plain table: each is added unless an equal row (or one with the same
    /// key, for tables keyed by a name) is there.
    private func importPlain(_ table: String, rows: [JSONValue], counts: inout ExportImportCounts) throws {
        let columns = try columns(of: table)
        let keyColumns = try db.rows("PRAGMA table_info(\(table))") { ($0.string(1), $0.int(5)) }
            .filter { $0.1 > 0 && $0.0 != "id" }.map(\.0)
        for (index, row) in rows.enumerated() {
            guard case .object(let pairs) = row else {
                throw ExportImportError.damagedRow(section: table, row: index + 1, reason: "not an object")
            }
            var values: [String: SQLValue] = [:]
            for (key, value) in pairs where columns.contains(where: { $0.name == key && !$0.isRowID }) {
                guard Self.isScalar(value) else {
                    throw ExportImportError.damagedRow(section: table, row: index + 1, reason: "\(key) is not a plain value")
                }
                values[key] = Self.sql(value)
            }
            for column in columns where column.required && !column.isRowID && (values[column.name] ?? .null) == .null {
                throw ExportImportError.damagedRow(section: table, row: index + 1, reason: "\(column.name) is missing")
            }
            let identity = keyColumns.isEmpty ? values : values.filter { keyColumns.contains($0.key) }
            if try exists(table, identity) { counts.skipped += 1; continue }
            try insert(table, index, values, counts: &counts)
        }
    }

    /// Whether `table` has a row with exactly these values (NULL matches NULL).
    private func exists(_ table: String, _ values: [String: SQLValue]) throws -> Bool {
        guard !values.isEmpty else { return false }
        let keys = values.keys.sorted()
        let condition = keys.map { "\"\($0)\" IS ?" }.joined(separator: " AND ")
        return try db.scalar("SELECT 1 FROM \(table) WHERE \(condition) LIMIT 1", keys.map { values[$0]! }) != nil
    }

    /// Inserts one row; a constraint it breaks names the row.
    private func insert(_ table: String, _ index: Int, _ values: [String: SQLValue], counts: inout ExportImportCounts) throws {
        let keys = values.keys.sorted()
        let names = keys.map { "\"\($0)\"" }.joined(separator: ", ")
        let marks = Array(repeating: "?", count: keys.count).joined(separator: ", ")
        do {
            try db.run("INSERT INTO \(table) (\(names)) VALUES (\(marks))", keys.map { values[$0]! })
        } catch {
            throw ExportImportError.damagedRow(section: table, row: index + 1, reason: error.message)
        }
        counts.added[table, default: 0] += 1
    }

    /// Recipes of the document: imported ones by identity (updated when they differ), the
    /// user's own matched by name and content or added under a new reference. Returns the id
    /// each document identity now has.
    private func importRecipes(_ items: [JSONValue], counts: inout ExportImportCounts) throws -> [String: Int64] {
        var ids: [String: Int64] = [:]
        let writer = try RecipeWriter(db)
        for (index, item) in items.enumerated() {
            let recipe: Recipe
            do { recipe = try Self.recipe(fromJSON: item) } catch {
                throw ExportImportError.damagedRow(section: "recipes", row: index + 1, reason: error.reason)
            }
            let key = "\(recipe.source.rawValue)\u{1F}\(recipe.sourceRef)"
            if recipe.source == .user {
                let candidates = try db.rows("SELECT source_ref, id FROM recipes WHERE source = 'user' AND name = ?",
                                             [.text(recipe.name)]) { ($0.string(0), $0.int(1)) }
                if let same = try candidates.first(where: { candidate in
                    var copy = recipe
                    copy.sourceRef = candidate.0
                    return try self.recipe(source: .user, ref: candidate.0).map { stored in
                        var stored = stored
                        stored.sourceURL = copy.sourceURL
                        return stored.fingerprint == copy.fingerprint
                    } ?? false
                }) {
                    ids[key] = same.1
                    counts.skipped += 1
                    continue
                }
                var fresh = recipe
                fresh.sourceRef = "user-\((try db.scalar(RecipeWriter.nextID)?.int) ?? 1)"
                let id = try writer.write(fresh)
                try db.run("UPDATE recipes SET source_url = ? WHERE id = ?", [SQLValue(fresh.sourceURL), .integer(id)])
                ids[key] = id
                counts.added["recipes", default: 0] += 1
                continue
            }
            let stored = try db.rows("SELECT id, fingerprint FROM recipes WHERE source = ? AND source_ref = ?",
                                     [.text(recipe.source.rawValue), .text(recipe.sourceRef)]) { ($0.int(0), $0.optionalString(1)) }.first
            if let stored, stored.1 == recipe.fingerprint {
                ids[key] = stored.0
                counts.skipped += 1
                continue
            }
            let id = try writer.write(recipe)
            try db.run("UPDATE recipes SET source_url = ? WHERE id = ?", [SQLValue(recipe.sourceURL), .integer(id)])
            ids[key] = id
            counts.added["recipes", default: 0] += 1
        }
        return ids
    }

    /// A damaged recipe entry, in a few words.
    struct DamagedRecipe: Error { let reason: String }

    static func recipe(fromJSON item: JSONValue) throws(DamagedRecipe) -> Recipe {
        guard case .object = item else { throw DamagedRecipe(reason: "not an object") }
        guard let source = item["source"]?.text.flatMap(RecipeSource.init(rawValue:)), source != .builtin else {
            throw DamagedRecipe(reason: "source is missing or not imported/user")
        }
        guard let ref = item["source_ref"]?.text, !ref.isEmpty else { throw DamagedRecipe(reason: "source_ref is missing") }
        guard let name = item["name"]?.text, !name.isEmpty else { throw DamagedRecipe(reason: "name is missing") }
        func int(_ key: String) throws(DamagedRecipe) -> Int? {
            switch item[key] ?? .null {
            case .null: return nil
            case .int(let i) where i >= 0 && i < 1_000_000: return Int(i)
            default: throw DamagedRecipe(reason: "\(key) is not a whole number")
            }
        }
        func double(_ value: JSONValue?) throws(DamagedRecipe) -> Double? {
            switch value ?? .null {
            case .null: return nil
            case .int(let i): return Double(i)
            case .double(let d) where d.isFinite && d >= 0: return d
            default: throw DamagedRecipe(reason: "a number is not a number")
            }
        }
        var ingredients: [RecipeIngredient] = []
        for line in item["ingredients"]?.items ?? [] {
            guard let lineName = line["name"]?.text, let group = line["group"]?.text.flatMap(IngredientGroup.init(rawValue:)) else {
                throw DamagedRecipe(reason: "an ingredient has no name or group")
            }
            ingredients.append(RecipeIngredient(name: lineName, canonical: line["canonical"]?.text, amount: line["amount"]?.text ?? "",
                                                group: group, prep: line["prep"]?.text))
        }
        let steps = try (item["steps"]?.items ?? []).map { (step: JSONValue) throws(DamagedRecipe) -> String in
            guard let text = step.text else { throw DamagedRecipe(reason: "a step is not text") }
            return text
        }
        let n = item["nutrition"]
        let nutrition = RecipeNutrition(weightGrams: try double(n?["weight_g"]), carbsGrams: try double(n?["carbs_g"]),
                                        proteinGrams: try double(n?["protein_g"]), fatGrams: try double(n?["fat_g"]),
                                        sodiumMilligrams: try double(n?["sodium_mg"]))
        var recipe = Recipe(
            source: source, sourceRef: ref, name: name, nameEnglish: item["name_en"]?.text ?? "",
            kind: item["kind"]?.text ?? "기타", method: item["method"]?.text ?? "기타", servings: try int("servings"),
            minutes: try int("minutes"), kcal: try double(item["kcal"]), tags: (item["tags"]?.items ?? []).compactMap(\.text),
            ingredients: ingredients, steps: steps, tip: item["tip"]?.text, nutrition: nutrition.isEmpty ? nil : nutrition,
            images: (item["images"]?.items ?? []).compactMap { image in
                guard let url = image["url"]?.text, let role = image["role"]?.text.flatMap(RecipeImage.Role.init(rawValue:)) else {
                    return nil
                }
                return RecipeImage(role: role, step: Int(image["step"]?.text ?? "0") ?? 0, url: url)
            },
            reductionTip: item["reduction_tip"]?.text)
        if let origin = item["based_on"], let s = origin["source"]?.text.flatMap(RecipeSource.init(rawValue:)),
           let r = origin["source_ref"]?.text {
            recipe.basedOn = RecipeOrigin(source: s, ref: r)
        }
        recipe.sourceURL = item["source_url"]?.text
        return recipe
    }

    static func isScalar(_ value: JSONValue) -> Bool {
        switch value {
        case .array, .object: false
        default: true
        }
    }

    static func sql(_ value: JSONValue) -> SQLValue {
        switch value {
        case .null, .array, .object: .null
        case .bool(let b): .integer(b ? 1 : 0)
        case .int(let i): .integer(i)
        case .double(let d): .real(d)
        case .string(let s): .text(s)
        }
    }
}
