import YoriKit

/// Why an export document could not be imported (nothing was).
public enum ExportImportError: Error, Equatable, UserFacingError {
    /// Not a yori export (no `format: yori-export`).
    case notAnExport
    /// Written by a newer yori, in a format version this one does not know.
    case newerVersion(found: Int64, known: Int64)
    /// One row cannot be stored: the table (or section), its position from 1, and why.
    case damagedRow(section: String, row: Int, reason: ExportDamage)
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
            language.pick("\(section)의 \(row)번째 항목이 망가져 있어요: \(reason.ko)", "\(section) row \(row) is damaged: \(reason.en)")
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
                    try check("bookmarks", index, row)
                    guard let id = try recipeID(row["recipe"]) else { counts.unresolved += 1; continue }
                    if try db.scalar("SELECT 1 FROM bookmarks WHERE recipe_id = ?", [.integer(id)]) != nil {
                        counts.skipped += 1
                        continue
                    }
                    try insert("bookmarks", index, ["recipe_id": .integer(id), "created": Self.sql(row["created"] ?? .null)],
                               counts: &counts)
                }
                for (index, row) in (document["cooking_log"]?.items ?? []).enumerated() {
                    try check("cooking_log", index, row)
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
            try check(table, index, row)
            guard case .object(let pairs) = row else { continue }
            var values: [String: SQLValue] = [:]
            for (key, value) in pairs where columns.contains(where: { $0.name == key && !$0.isRowID }) {
                guard Self.isScalar(value) else {
                    throw ExportImportError.damagedRow(section: table, row: index + 1,
                                                       reason: ExportDamage(ko: "\(key) 값이 단순한 값이 아니에요", en: "\(key) is not a plain value"))
                }
                values[key] = Self.sql(value)
            }
            let identity = keyColumns.isEmpty ? values : values.filter { keyColumns.contains($0.key) }
            // A numbered row (a fridge lot) whose number holds the same lot (name, day added) is that
            // lot, changed since the export (eggs eaten): what is there now stays. Elsewhere its number
            // is kept when free, so `fridge use 7` still means it.
            if YoriExport.numberedTables.contains(table), case .int(let id) = row["id"] ?? .null {
                let there = try db.rows("SELECT name, added FROM \(table) WHERE id = ?", [SQLValue.integer(id)]) { ($0.string(0), $0.string(1)) }.first
                if let there, SQLValue.text(there.0) == values["name"], SQLValue.text(there.1) == values["added"] {
                    counts.skipped += 1
                    continue
                }
                if try exists(table, identity) { counts.skipped += 1; continue }
                if there == nil { values["id"] = .integer(id) }
                try insert(table, index, values, counts: &counts)
                continue
            }
            if try exists(table, identity) { counts.skipped += 1; continue }
            try insert(table, index, values, counts: &counts)
        }
    }

    /// Refuses a row that is not an object, or one with a value its column cannot hold: not a
    /// plain value, or not of the column's kind (`YoriExport.fields`: a date, a number in its
    /// range, one of a set of words, text).
    private func check(_ table: String, _ index: Int, _ row: JSONValue) throws {
        guard case .object(let pairs) = row else {
            throw ExportImportError.damagedRow(section: table, row: index + 1, reason: ExportDamage(ko: "객체가 아니에요", en: "not an object"))
        }
        var values: [String: JSONValue] = [:]
        for (key, value) in pairs where YoriExport.fields[table]?[key] != nil {
            guard Self.isScalar(value) else {
                throw ExportImportError.damagedRow(section: table, row: index + 1,
                                                   reason: ExportDamage(ko: "\(key) 값이 단순한 값이 아니에요", en: "\(key) is not a plain value"))
            }
            values[key] = value
        }
        for column in try columns(of: table) where column.required && !column.isRowID && YoriExport.fields[table]?[column.name] != nil
            && (values[column.name] ?? .null) == .null {
            throw ExportImportError.damagedRow(section: table, row: index + 1,
                                               reason: ExportDamage(ko: "\(column.name) 값이 없어요", en: "\(column.name) is missing"))
        }
        if let problem = YoriExport.problem(in: table, values) {
            throw ExportImportError.damagedRow(section: table, row: index + 1, reason: problem)
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
            throw ExportImportError.damagedRow(section: table, row: index + 1, reason: ExportDamage(error.message))
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
    struct DamagedRecipe: Error { let reason: ExportDamage }

    /// A recipe of the document, every field checked as the plain tables' are: text is text,
    /// numbers are numbers in range, words are in their sets; a field yori never writes that
    /// way makes the entry damaged rather than being dropped.
    static func recipe(fromJSON item: JSONValue) throws(DamagedRecipe) -> Recipe {
        func damaged(_ ko: String, _ en: String) -> DamagedRecipe { DamagedRecipe(reason: ExportDamage(ko: ko, en: en)) }
        guard case .object = item else { throw damaged("객체가 아니에요", "not an object") }
        guard let source = item["source"]?.stringValue.flatMap(RecipeSource.init(rawValue:)), source != .builtin else {
            throw damaged("source 값이 없거나 imported/user가 아니에요", "source is missing or not imported/user")
        }
        guard let ref = item["source_ref"]?.stringValue, !ref.isEmpty else { throw damaged("source_ref 값이 없어요", "source_ref is missing") }
        guard let name = item["name"]?.stringValue, !name.allSatisfy(\.isWhitespace) else { throw damaged("name 값이 없어요", "name is missing") }
        /// A text field: a string, or nothing (null or absent).
        func text(_ value: JSONValue?, _ key: String) throws(DamagedRecipe) -> String? {
            switch value ?? .null {
            case .null: return nil
            case .string(let s): return s
            default: throw damaged("\(key) 값이 글자가 아니에요", "\(key) is not text")
            }
        }
        func int(_ key: String) throws(DamagedRecipe) -> Int? {
            switch item[key] ?? .null {
            case .null: return nil
            case .int(let i) where i >= 0 && i < 1_000_000: return Int(i)
            default: throw damaged("\(key) 값이 0–999999 사이의 정수가 아니에요", "\(key) is not a whole number in 0–999999")
            }
        }
        func double(_ value: JSONValue?, _ key: String) throws(DamagedRecipe) -> Double? {
            switch value ?? .null {
            case .null: return nil
            case .int(let i) where i >= 0: return Double(i)
            case .double(let d) where d.isFinite && d >= 0: return d
            default: throw damaged("\(key) 값이 0 이상의 수가 아니에요", "\(key) is not a number of 0 or more")
            }
        }
        func list(_ key: String) throws(DamagedRecipe) -> [JSONValue] {
            switch item[key] ?? .null {
            case .null: return []
            case .array(let items): return items
            default: throw damaged("\(key) 값이 목록이 아니에요", "\(key) is not a list")
            }
        }
        var ingredients: [RecipeIngredient] = []
        for line in try list("ingredients") {
            guard case .object = line, let lineName = line["name"]?.stringValue, !lineName.allSatisfy(\.isWhitespace),
                  let group = line["group"]?.stringValue.flatMap(IngredientGroup.init(rawValue:)) else {
                throw damaged("재료 하나에 name이나 group(주재료, 부재료, 양념)이 없어요", "an ingredient has no name or group (주재료, 부재료, 양념)")
            }
            ingredients.append(RecipeIngredient(name: lineName, canonical: try text(line["canonical"], "ingredients.canonical"),
                                                amount: try text(line["amount"], "ingredients.amount") ?? "",
                                                group: group, prep: try text(line["prep"], "ingredients.prep")))
        }
        let steps = try list("steps").map { (step: JSONValue) throws(DamagedRecipe) -> String in
            guard let text = step.stringValue else { throw damaged("조리 단계 하나가 글자가 아니에요", "a step is not text") }
            return text
        }
        let tags = try list("tags").map { (tag: JSONValue) throws(DamagedRecipe) -> String in
            guard let text = tag.stringValue else { throw damaged("태그 하나가 글자가 아니에요", "a tag is not text") }
            return text
        }
        let images = try list("images").map { (image: JSONValue) throws(DamagedRecipe) -> RecipeImage in
            guard case .object = image, let url = image["url"]?.stringValue,
                  let role = image["role"]?.stringValue.flatMap(RecipeImage.Role.init(rawValue:)) else {
                throw damaged("사진 하나에 url이나 role(main, thumbnail, step)이 없어요", "an image has no url or role (main, thumbnail, step)")
            }
            let step: Int64
            switch image["step"] ?? .null {
            case .null: step = 0
            case .int(let i) where i >= 0 && i < 1_000: step = i
            default: throw damaged("사진의 step 값이 0–999 사이의 정수가 아니에요", "an image's step is not a whole number in 0–999")
            }
            return RecipeImage(role: role, step: Int(step), url: url)
        }
        let n = item["nutrition"]
        switch n ?? .null {
        case .null, .object: break
        default: throw damaged("nutrition 값이 객체가 아니에요", "nutrition is not an object")
        }
        let nutrition = RecipeNutrition(weightGrams: try double(n?["weight_g"], "weight_g"), carbsGrams: try double(n?["carbs_g"], "carbs_g"),
                                        proteinGrams: try double(n?["protein_g"], "protein_g"), fatGrams: try double(n?["fat_g"], "fat_g"),
                                        sodiumMilligrams: try double(n?["sodium_mg"], "sodium_mg"))
        var recipe = Recipe(
            source: source, sourceRef: ref, name: name, nameEnglish: try text(item["name_en"], "name_en") ?? "",
            kind: try text(item["kind"], "kind") ?? "기타", method: try text(item["method"], "method") ?? "기타",
            servings: try int("servings"), minutes: try int("minutes"), kcal: try double(item["kcal"], "kcal"), tags: tags,
            ingredients: ingredients, steps: steps, tip: try text(item["tip"], "tip"), nutrition: nutrition.isEmpty ? nil : nutrition,
            images: images, reductionTip: try text(item["reduction_tip"], "reduction_tip"))
        switch item["based_on"] ?? .null {
        case .null: break
        case let origin:
            guard case .object = origin, let s = origin["source"]?.stringValue.flatMap(RecipeSource.init(rawValue:)),
                  let r = origin["source_ref"]?.stringValue, !r.isEmpty else {
                throw damaged("based_on에 올바른 source와 source_ref가 없어요", "based_on has no valid source and source_ref")
            }
            recipe.basedOn = RecipeOrigin(source: s, ref: r)
        }
        recipe.sourceURL = try text(item["source_url"], "source_url")
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
