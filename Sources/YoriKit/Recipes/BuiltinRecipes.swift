#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// The recipes that ship inside yori (Data/builtin/recipes/*.json).
public enum BuiltinRecipes {
    /// Every built-in recipe, in file order, with canonical names resolved through `lexicon`, made
    /// from the arrays `Scripts/embed-data` precomputed from the JSON files (`BuiltinTables.recipeStrings`,
    /// `recipeFields`): a new database is seeded without decoding any JSON. `BuiltinDataTests`
    /// checks the result equals what the JSON files decode to.
    public static func load(lexicon: IngredientLexicon) throws(BuiltinDataError) -> [Recipe] {
        let texts = BuiltinTables.recipeStrings
        let fields = BuiltinTables.recipeFields
        var s = 0
        var f = 0
        func string() -> String {
            defer { s += 1 }
            return texts[s]
        }
        func strings(_ count: Int32) -> [String] {
            defer { s += Int(count) }
            return Array(texts[s..<(s + Int(count))])
        }
        var recipes: [Recipe] = []
        recipes.reserveCapacity(400)
        while f + 7 <= fields.count {
            let flags = fields[f]
            let (servings, minutes) = (fields[f + 1], fields[f + 2])
            let (tagCount, lineCount, stepCount, englishStepCount) = (fields[f + 3], fields[f + 4], fields[f + 5], fields[f + 6])
            f += 7
            let (slug, name, nameEnglish, kind, method) = (string(), string(), string(), string(), string())
            let kcal = flags & 4 != 0 ? Double(string()) : nil
            let tags = strings(tagCount)
            var lines: [RecipeIngredient] = []
            lines.reserveCapacity(Int(lineCount))
            for _ in 0..<lineCount {
                let lineFlags = fields[f]
                f += 1
                let (lineName, amount, groupName) = (string(), string(), string())
                guard let group = IngredientGroup(rawValue: groupName) else {
                    throw .malformed("recipes", "\(slug): group '\(groupName)'")
                }
                let prep = lineFlags & 1 != 0 ? string() : nil
                let prepEnglish = lineFlags & 2 != 0 ? string() : nil
                lines.append(RecipeIngredient(name: lineName, canonical: lexicon.canonicalName(lineName), amount: amount,
                                              group: group, prep: prep, prepEnglish: prepEnglish))
            }
            let steps = strings(stepCount)
            let stepsEnglish = strings(englishStepCount)
            var recipe = Recipe(
                source: .builtin, sourceRef: slug, name: name, nameEnglish: nameEnglish, kind: kind, method: method,
                servings: flags & 1 != 0 ? Int(servings) : nil, minutes: flags & 2 != 0 ? Int(minutes) : nil,
                kcal: kcal, tags: tags, ingredients: lines, steps: steps, tip: flags & 8 != 0 ? string() : nil)
            recipe.stepsEnglish = stepsEnglish
            recipe.tipEnglish = flags & 16 != 0 ? string() : nil
            recipes.append(recipe)
        }
        guard s == texts.count, f == fields.count else { throw .malformed("recipes", "precomputed arrays do not add up") }
        return recipes
    }

    /// The built-in recipes' names as lexicon keys (`두부김치`, `kimchistew` is not one: Korean
    /// names only), read from the precomputed arrays without making the recipes, on first use:
    /// a dish the parser must not read as foods typed together or as a misspelled food.
    /// `BuiltinDataTests` checks it against `load`.
    public static let nameKeys: Set<String> = {
        let texts = BuiltinTables.recipeStrings
        let fields = BuiltinTables.recipeFields
        var s = 0
        var f = 0
        var names = Set<String>()
        // The layout `load` reads: per recipe 7 numbers, then its strings and its lines' numbers.
        while f + 7 <= fields.count {
            let flags = fields[f]
            let (tagCount, lineCount, stepCount, englishStepCount) = (fields[f + 3], fields[f + 4], fields[f + 5], fields[f + 6])
            f += 7
            names.insert(IngredientLexicon.key(texts[s + 1]))  // slug, name, English name, kind, method
            s += 5 + (flags & 4 != 0 ? 1 : 0) + Int(tagCount)
            for _ in 0..<lineCount {
                let lineFlags = fields[f]
                f += 1
                s += 3 + (lineFlags & 1 != 0 ? 1 : 0) + (lineFlags & 2 != 0 ? 1 : 0)
            }
            s += Int(stepCount) + Int(englishStepCount) + (flags & 8 != 0 ? 1 : 0) + (flags & 16 != 0 ? 1 : 0)
        }
        return names
    }()

    /// The recipes of JSON files in the built-in format, with canonical names resolved through `lexicon`.
    public static func load(lexicon: IngredientLexicon, files: [(name: String, json: String)])
        throws(BuiltinDataError) -> [Recipe] {
        var recipes: [Recipe] = []
        for file in files {
            let rows: [Row]
            do {
                rows = try JSONDecoder().decode([Row].self, from: Data(file.json.utf8))
            } catch {
                throw .malformed(file.name, String(describing: error))
            }
            for row in rows {
                var recipe = Recipe(
                    source: .builtin, sourceRef: row.slug, name: row.name, nameEnglish: row.name_en,
                    kind: row.kind, method: row.method, servings: row.servings, minutes: row.minutes,
                    kcal: row.kcal, tags: row.tags ?? [],
                    ingredients: row.ingredients.map {
                        RecipeIngredient(name: $0.name, canonical: lexicon.canonicalName($0.name),
                                         amount: $0.amount, group: $0.group, prep: $0.prep, prepEnglish: $0.prep_en)
                    },
                    steps: row.steps, tip: row.tip)
                recipe.stepsEnglish = row.steps_en ?? []
                recipe.tipEnglish = row.tip_en
                recipes.append(recipe)
            }
        }
        return recipes
    }

    private struct Row: Decodable {
        let slug: String
        let name: String
        let name_en: String
        let kind: String
        let method: String
        let servings: Int?
        let minutes: Int?
        let kcal: Double?
        let tags: [String]?
        let ingredients: [Line]
        let steps: [String]
        let steps_en: [String]?
        let tip: String?
        let tip_en: String?
    }

    private struct Line: Decodable {
        let name: String
        let amount: String
        let group: IngredientGroup
        let prep: String?
        let prep_en: String?
    }
}

/// Built-in data that cannot be read: a build problem, reported clearly instead of a crash.
public enum BuiltinDataError: Error, CustomStringConvertible {
    case malformed(String, String)
    case lexicon(LexiconError)

    public var description: String {
        switch self {
        case .malformed(let file, let why): "built-in data \(file) is broken: \(why)"
        case .lexicon(let error): "built-in data: \(error)"
        }
    }
}
