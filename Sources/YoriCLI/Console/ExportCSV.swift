import YoriKit

/// An export document as CSV files, one per table (RFC 4180: a header row, fields quoted when
/// they hold a comma, quote or line break). Recipes are split into `recipes.csv`,
/// `recipe_ingredients.csv` and `recipe_steps.csv`; a recipe a row refers to is named by its
/// source, reference and name.
enum ExportCSV {
    static func files(of document: JSONValue) -> [(String, String)] {
        var out: [(String, String)] = []
        func table(_ name: String, _ rows: [[(String, JSONValue)]]) {
            var columns: [String] = []
            for row in rows { for (key, _) in row where !columns.contains(key) { columns.append(key) } }
            var lines = [columns.map(field).joined(separator: ",")]
            for row in rows {
                let values = Dictionary(row, uniquingKeysWith: { first, _ in first })
                lines.append(columns.map { cell(values[$0] ?? .null) }.joined(separator: ","))
            }
            out.append((name + ".csv", lines.joined(separator: "\r\n") + "\r\n"))
        }
        func pairs(_ value: JSONValue) -> [(String, JSONValue)] {
            if case .object(let p) = value { return p }
            return []
        }
        func flatten(_ row: JSONValue) -> [(String, JSONValue)] {
            pairs(row).flatMap { key, value -> [(String, JSONValue)] in
                guard key == "recipe" else { return [(key, value)] }
                return [("recipe_source", value["source"] ?? .null), ("recipe_ref", value["source_ref"] ?? .null),
                        ("recipe_name_at_export", value["name"] ?? .null)]
            }
        }
        let recipes = document["recipes"]?.items ?? []
        table("recipes", recipes.map { pairs($0).filter { $0.0 != "ingredients" && $0.0 != "steps" } })
        table("recipe_ingredients", recipes.flatMap { recipe in
            (recipe["ingredients"]?.items ?? []).enumerated().map { index, line in
                [("recipe_source", recipe["source"] ?? .null), ("recipe_ref", recipe["source_ref"] ?? .null),
                 ("position", .int(Int64(index + 1)))] + pairs(line)
            }
        })
        table("recipe_steps", recipes.flatMap { recipe in
            (recipe["steps"]?.items ?? []).enumerated().map { index, step in
                [("recipe_source", recipe["source"] ?? .null), ("recipe_ref", recipe["source_ref"] ?? .null),
                 ("position", .int(Int64(index + 1))), ("text", step)]
            }
        })
        table("bookmarks", (document["bookmarks"]?.items ?? []).map(flatten))
        table("cooking_log", (document["cooking_log"]?.items ?? []).map(flatten))
        if case .object(let tables) = document {
            for (name, value) in tables where !["recipes", "bookmarks", "cooking_log", "settings"].contains(name) {
                if case .array(let rows) = value { table(name, rows.map(pairs)) }
            }
        }
        table("settings", pairs(document["settings"] ?? .null).map { [("key", .string($0.0)), ("value", $0.1)] })
        return out
    }

    static func cell(_ value: JSONValue) -> String {
        switch value {
        case .null: ""
        case .string(let s): field(s)
        case .array, .object: field(value.serialized())
        default: value.serialized()
        }
    }

    static func field(_ text: String) -> String {
        guard text.contains(where: { $0 == "," || $0 == "\"" || $0 == "\n" || $0 == "\r" }) else { return text }
        return "\"" + text.replacing("\"", with: "\"\"") + "\""
    }
}
