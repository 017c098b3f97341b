/// Turns a recipe read from a web page, a schema.org JSON file or a Cooklang file into a yori
/// recipe (`source: .imported`, `sourceURL` set when the page says where it lives).
///
/// Its identity (`sourceRef`) is the page's address, so importing the same page again updates
/// the recipe instead of adding another; without an address it is `name:` and the title.
public struct WebRecipeImporter: Sendable {
    public let parser: IngredientLineParser

    public init(lexicon: IngredientLexicon) {
        parser = IngredientLineParser(lexicon: lexicon)
    }

    /// The longest step or line kept (a page's "step" of 64 KiB is not a step).
    public static let maxFieldCharacters = 8_000

    /// `found` as a yori recipe. `sourceURL`, when given (the address it was fetched from),
    /// wins over none; the page's own canonical address wins over it.
    public func recipe(from found: SchemaOrgRecipe, sourceURL: String?) -> Recipe {
        let url = found.url ?? sourceURL
        let ref = url.map(Self.identity) ?? "name:" + found.name.lowercased()
        var recipe = Recipe(
            source: .imported, sourceRef: ref, name: String(found.name.prefix(300)), nameEnglish: "",
            kind: "기타", method: "기타", servings: found.servings, minutes: found.minutes, kcal: found.calories,
            tags: found.keywords,
            ingredients: found.ingredientLines.map { parser.parseLine(String($0.prefix(Self.maxFieldCharacters))) },
            steps: found.steps.map { String($0.prefix(Self.maxFieldCharacters)) },
            tip: nil, nutrition: found.nutrition,
            images: found.image.map { [RecipeImage(role: .main, url: $0)] } ?? [])
        recipe.sourceURL = url
        return recipe
    }

    /// A page address as an identity: without its fragment, trailing slash and scheme case,
    /// so `https://x.com/soup/` and `https://x.com/soup#recipe` are the same page.
    public static func identity(_ url: String) -> String {
        var text = SchemaOrgExtractor.withoutFragment(MessyText.trimmed(url))
        while text.hasSuffix("/") { text.removeLast() }
        if let colon = text.firstIndex(of: ":") { text = text[..<colon].lowercased() + text[colon...] }
        return text
    }
}

extension WebRecipeImporter {
    /// A Cooklang file as a recipe: its `title` (else the file's name), its marked ingredients
    /// matched to the lexicon, its paragraphs as steps. Identity: the `source` metadata when it
    /// is a web address, else `cook:` and the file's name.
    public func recipe(fromCooklang document: CooklangParser.Document, fileName: String) -> Recipe {
        let base = fileName.split(separator: "/").last.map(String.init) ?? fileName
        let stem = base.hasSuffix(".cook") ? String(base.dropLast(5)) : base
        let url = document.source.flatMap(SchemaOrgExtractor.httpURL)
        let name = document.title ?? stem
        var recipe = Recipe(
            source: .imported, sourceRef: url.map(Self.identity) ?? "cook:" + stem, name: name, nameEnglish: "",
            kind: "기타", method: "기타", servings: document.servings, minutes: document.minutes, tags: document.tags,
            ingredients: document.ingredients.map { parser.ingredient(name: $0.name, amount: $0.amount, note: $0.note) },
            steps: document.steps)
        recipe.sourceURL = url
        return recipe
    }
}
