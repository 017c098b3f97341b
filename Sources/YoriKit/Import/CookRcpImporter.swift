/// Turns COOKRCP01 rows into yori recipes (`source: .imported`, `sourceRef` = `RCP_SEQ`).
///
/// Pure: no database, no files. Each row becomes a recipe or a list of problems naming
/// the row and the field; the caller decides whether one bad row stops the import.
public struct CookRcpImporter: Sendable {
    public let parser: IngredientLineParser
    public let cleaner: StepCleaner

    public init(lexicon: IngredientLexicon) {
        parser = IngredientLineParser(lexicon: lexicon)
        cleaner = StepCleaner(lexicon: lexicon)
    }

    /// The nutrition fields: (field, is it required to be a number when present).
    static let numberFields = ["INFO_ENG", "INFO_WGT", "INFO_CAR", "INFO_PRO", "INFO_FAT", "INFO_NA"]

    /// One row's outcome.
    public enum Converted: Sendable {
        case recipe(Recipe, warnings: [CookRcpRowWarning])
        case rejected([CookRcpRowProblem])
    }

    /// Converts every row, in order. A second row with an `RCP_SEQ` already seen is a
    /// problem (it would silently replace the first).
    public func convert(_ rows: [CookRcpRow]) -> CookRcpConversion {
        var out = CookRcpConversion()
        out.recipes.reserveCapacity(rows.count)
        var firstRow: [String: Int] = [:]
        for row in rows {
            switch recipe(from: row) {
            case .rejected(let problems):
                out.problems += problems
            case .recipe(let recipe, let warnings):
                if let first = firstRow[recipe.sourceRef] {
                    out.problems.append(CookRcpRowProblem(row: row.number, seq: recipe.sourceRef, name: recipe.name,
                                                          field: "RCP_SEQ", reason: .duplicate(firstRow: first)))
                    continue
                }
                firstRow[recipe.sourceRef] = row.number
                out.recipes.append(recipe)
                out.warnings += warnings
            }
        }
        return out
    }

    /// One row as a recipe, or why it cannot be one.
    public func recipe(from row: CookRcpRow) -> Converted {
        if let found = row.notAnObject {
            return .rejected([CookRcpRowProblem(row: row.number, reason: .notAnObject(found))])
        }
        let name = MessyText.collapsingSpaces(row["RCP_NM"])
        let rawSeq = row["RCP_SEQ"]
        let seq = rawSeq.allSatisfy(AmountScanner.isDigit) ? Int(rawSeq).flatMap { $0 > 0 ? String($0) : nil } : nil
        var problems: [CookRcpRowProblem] = []
        func problem(_ field: String?, _ reason: CookRcpRowProblem.Reason) {
            problems.append(CookRcpRowProblem(row: row.number, seq: seq, name: name.isEmpty ? nil : name,
                                              field: field, reason: reason))
        }
        for item in row.unreadable where Self.isUsed(item.field) { problem(item.field, .notText(item.found)) }
        for (field, value) in row.fields.sorted(by: { $0.key < $1.key })
        where Self.isUsed(field) && value.utf8.count > Self.maxFieldBytes {
            problem(field, .tooLong(bytes: value.utf8.count))
        }
        let unreadable = Set(row.unreadable.map(\.field))
        if !unreadable.contains("RCP_SEQ") {
            if rawSeq.isEmpty { problem("RCP_SEQ", .missing) } else if seq == nil { problem("RCP_SEQ", .badSequence(rawSeq)) }
        }
        if name.isEmpty && !unreadable.contains("RCP_NM") { problem("RCP_NM", .missing) }
        var numbers: [String: Double] = [:]
        for field in Self.numberFields where !row[field].isEmpty {
            guard let value = Self.number(row[field]) else { problem(field, .notANumber(row[field])); continue }
            let range = RecipeLimits.range(ofImportField: field)
            // INFO_ENG 9223372036854775807 or 1e300: refused here, never stored.
            guard range.contains(value) else { problem(field, .outOfRange(row[field], max: range.upperBound)); continue }
            numbers[field] = value
        }
        guard problems.isEmpty, let seq else { return .rejected(problems) }

        var warnings: [CookRcpRowWarning] = []
        func warn(_ kind: CookRcpRowWarning.Kind) {
            warnings.append(CookRcpRowWarning(row: row.number, seq: seq, name: name, kind: kind))
        }
        let parts = row["RCP_PARTS_DTLS"]
        let ingredients = parts.isEmpty ? [] : parser.parse(parts)
        if parts.isEmpty { warn(.noIngredients) } else if ingredients.isEmpty { warn(.ingredientsUnreadable) }

        var steps: [String] = []
        var images: [RecipeImage] = []
        for (number, key) in Self.stepKeys(of: row) {
            let text = cleaner.clean(row[key])
            guard !text.isEmpty else { continue }
            let imageField = "MANUAL_IMG" + (number < 10 ? "0" : "") + String(number)
            if let url = Self.url(row[imageField], field: imageField, warn: warn) {
                images.append(RecipeImage(role: .step, step: steps.count, url: url))
            }
            steps.append(text)
        }
        if steps.isEmpty { warn(.noSteps) }
        var pictures: [RecipeImage] = []
        if let url = Self.url(row["ATT_FILE_NO_MAIN"], field: "ATT_FILE_NO_MAIN", warn: warn) {
            pictures.append(RecipeImage(role: .main, url: url))
        }
        if let url = Self.url(row["ATT_FILE_NO_MK"], field: "ATT_FILE_NO_MK", warn: warn) {
            pictures.append(RecipeImage(role: .thumbnail, url: url))
        }
        let nutrition = RecipeNutrition(weightGrams: numbers["INFO_WGT"], carbsGrams: numbers["INFO_CAR"],
                                        proteinGrams: numbers["INFO_PRO"], fatGrams: numbers["INFO_FAT"],
                                        sodiumMilligrams: numbers["INFO_NA"])
        let tip = cleaner.cleanText(row["RCP_NA_TIP"])
        let recipe = Recipe(
            source: .imported, sourceRef: seq, name: name, nameEnglish: "",
            kind: row["RCP_PAT2"].isEmpty ? "기타" : MessyText.collapsingSpaces(row["RCP_PAT2"]),
            method: row["RCP_WAY2"].isEmpty ? "기타" : MessyText.collapsingSpaces(row["RCP_WAY2"]),
            kcal: numbers["INFO_ENG"], tags: Self.tags(row["HASH_TAG"]), ingredients: ingredients, steps: steps,
            nutrition: nutrition.isEmpty ? nil : nutrition, images: pictures + images,
            reductionTip: tip.isEmpty ? nil : tip)
        return .recipe(recipe, warnings: warnings)
    }

    /// The longest text a field may hold. The longest in the 1,318-recipe dump is about
    /// 800 bytes; a field of megabytes is a broken or hostile file, not a recipe.
    public static let maxFieldBytes = 64 * 1024

    /// Whether the importer reads `field` (an unreadable field it ignores is no problem).
    static func isUsed(_ field: String) -> Bool {
        ["RCP_SEQ", "RCP_NM", "RCP_PAT2", "RCP_WAY2", "HASH_TAG", "RCP_PARTS_DTLS", "RCP_NA_TIP",
         "ATT_FILE_NO_MAIN", "ATT_FILE_NO_MK"].contains(field)
            || numberFields.contains(field) || field.hasPrefix("MANUAL")
    }

    /// `MANUAL01`…`MANUAL20` (and any further) in step order, with their numbers.
    static func stepKeys(of row: CookRcpRow) -> [(Int, String)] {
        row.fields.keys.compactMap { key -> (Int, String)? in
            guard key.hasPrefix("MANUAL"), let n = Int(key.dropFirst(6)), n > 0 else { return nil }
            return (n, key)
        }.sorted { $0.0 < $1.0 }
    }

    /// A non-negative number, allowing thousands commas (`1,234.5`); `nil` otherwise.
    static func number(_ text: String) -> Double? {
        let plain = text.filter { $0 != "," && $0 != " " }
        guard !plain.isEmpty, plain.allSatisfy({ AmountScanner.isDigit($0) || $0 == "." }),
              let value = Double(plain), value.isFinite, value >= 0 else { return nil }
        return value
    }

    /// `HASH_TAG` as tags: split at commas, `#` and spaces, without repeats.
    static func tags(_ text: String) -> [String] {
        var seen = Set<String>()
        return text.split { $0 == "," || $0 == "#" || $0 == " " || $0 == "/" }
            .map(String.init).filter { seen.insert($0).inserted }
    }

    /// The field as an image URL, `nil` when empty; a value that is not http(s) is warned about.
    static func url(_ text: String, field: String, warn: (CookRcpRowWarning.Kind) -> Void) -> String? {
        guard !text.isEmpty else { return nil }
        let lower = text.lowercased()
        guard lower.hasPrefix("http://") || lower.hasPrefix("https://"), !text.contains(" ") else {
            warn(.notAURL(field: field))
            return nil
        }
        return text
    }
}
