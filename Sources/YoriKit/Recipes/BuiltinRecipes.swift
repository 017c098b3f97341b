#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// The recipes that ship inside yori, decoded from the embedded JSON files.
public enum BuiltinRecipes {
    /// Every built-in recipe, in file order, with canonical names resolved through `lexicon`.
    public static func load(lexicon: IngredientLexicon, files: [(name: String, json: String)] = BuiltinData.recipeFiles)
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
