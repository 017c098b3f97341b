/// Finds the recipe in a web page or a JSON(-LD) document, by general means only: schema.org
/// JSON-LD first (`@graph`, arrays, nested `mainEntity`), then schema.org microdata, then the
/// page's own headings and lists.
public enum SchemaOrgExtractor {
    /// Why a page gave no recipe.
    public enum Failure: Error, Equatable, Sendable {
        /// Neither schema.org data nor a recognisable ingredient list and method.
        case noRecipe
        /// The page's only recipe data is JSON-LD that cannot be read.
        case brokenJSONLD(String)
        /// A recipe was found but it has no name.
        case noName
    }

    /// The recipe of an HTML page.
    public static func recipe(html: String) throws(Failure) -> SchemaOrgRecipe {
        let tokens = HTMLScanner.tokens(html)
        var broken: String?
        var found: [SchemaOrgRecipe] = []
        for token in tokens {
            guard case .raw("script", _, let content) = token,
                  token.attribute("type")?.lowercased().contains("ld+json") == true else { continue }
            do {
                found += recipes(inJSON: try LenientJSON.parse(content))
            } catch {
                if MessyText.trimmed(content).isEmpty { continue }
                broken = broken ?? "\(error.reason) at byte \(error.offset)"
            }
        }
        let pageURL = canonicalURL(tokens)
        let fromMicrodata = microdata(tokens)
        let fromPage = pageStructure(tokens)
        let candidates = [best(found), fromMicrodata, fromPage].compactMap { $0 }
        // The first source with a name and something to cook; what it lacks (a page whose
        // JSON-LD has no steps) is taken from the next sources that have it.
        if var recipe = candidates.first(where: { !$0.name.isEmpty && !($0.ingredientLines.isEmpty && $0.steps.isEmpty) }) {
            for other in candidates {
                // Markup whose ingredient "list" is a few words (`Cheese, Pasta`) where the page
                // lists many more lines gives way to the page's list.
                if recipe.ingredientLines.isEmpty || other.ingredientLines.count >= 2 * recipe.ingredientLines.count + 3 {
                    recipe.ingredientLines = other.ingredientLines
                }
                if recipe.steps.isEmpty { recipe.steps = other.steps }
            }
            if recipe.origin == .pageStructure, recipe.ingredientLines.isEmpty || recipe.steps.isEmpty || broken != nil {
                if let broken { throw .brokenJSONLD(broken) }
                throw .noRecipe
            }
            if recipe.url == nil { recipe.url = pageURL }
            return recipe
        }
        if let broken { throw .brokenJSONLD(broken) }
        if !found.isEmpty { throw .noName }
        throw .noRecipe
    }

    /// The recipe of a JSON document holding a schema.org `Recipe` (alone, in an array or a `@graph`).
    public static func recipe(json text: String) throws(Failure) -> SchemaOrgRecipe {
        let value: JSONValue
        do { value = try LenientJSON.parse(text) } catch { throw .brokenJSONLD("\(error.reason) at byte \(error.offset)") }
        let found = recipes(inJSON: value)
        guard let best = best(found) else { throw found.isEmpty ? .noRecipe : .noName }
        return best
    }

    /// Whether a JSON document holds a schema.org `Recipe` anywhere.
    public static func holdsRecipe(_ value: JSONValue) -> Bool { !recipes(inJSON: value).isEmpty }

    /// The named recipe with the most content.
    static func best(_ found: [SchemaOrgRecipe]) -> SchemaOrgRecipe? {
        found.filter { !$0.name.isEmpty }.max { $0.ingredientLines.count + $0.steps.count < $1.ingredientLines.count + $1.steps.count }
    }

    /// Every node typed `Recipe` in a JSON-LD value, at any depth.
    static func recipes(inJSON value: JSONValue) -> [SchemaOrgRecipe] {
        var out: [SchemaOrgRecipe] = []
        func walk(_ value: JSONValue, depth: Int) {
            guard depth < 40 else { return }
            switch value {
            case .array(let items): for item in items { walk(item, depth: depth + 1) }
            case .object(let pairs):
                if isType(value, "Recipe") { out.append(recipe(node: value)) }
                for (key, item) in pairs where key != "recipeInstructions" && key != "recipeIngredient" {
                    walk(item, depth: depth + 1)
                }
            default: break
            }
        }
        walk(value, depth: 0)
        return out
    }

    /// Whether a node's `@type` (a string or a list) names `type` (`Recipe`, `schema:Recipe`,
    /// `http://schema.org/Recipe`).
    static func isType(_ node: JSONValue, _ type: String) -> Bool {
        guard let types = node["@type"] else { return false }
        return types.items.contains { item in
            guard let name = item.text else { return false }
            let last = name.split(whereSeparator: { $0 == "/" || $0 == ":" || $0 == "#" }).last.map(String.init) ?? name
            return last.lowercased() == type.lowercased()
        }
    }

    /// One `Recipe` node's fields.
    static func recipe(node: JSONValue) -> SchemaOrgRecipe {
        let name = firstText(node["name"]) ?? firstText(node["headline"]) ?? ""
        var recipe = SchemaOrgRecipe(origin: .jsonLD, name: WebText.clean(name))
        let ingredients = node["recipeIngredient"] ?? node["ingredients"] ?? .null
        recipe.ingredientLines = ingredients.items.flatMap { item -> [String] in
            guard let text = item.text ?? firstText(item["name"]) ?? firstText(item["text"]) else { return [] }
            return WebText.lines(text)
        }
        recipe.steps = instructions(node["recipeInstructions"] ?? .null, depth: 0)
        recipe.yield = yieldText(node["recipeYield"] ?? node["yield"] ?? .null)
        recipe.totalMinutes = firstText(node["totalTime"]).flatMap(ISODuration.minutes)
        recipe.prepMinutes = firstText(node["prepTime"]).flatMap(ISODuration.minutes)
        recipe.cookMinutes = firstText(node["cookTime"]).flatMap(ISODuration.minutes)
        recipe.description = firstText(node["description"]).map(WebText.clean).flatMap { $0.isEmpty ? nil : $0 }
        recipe.url = firstText(node["url"]).flatMap(httpURL) ?? firstText(node["@id"]).flatMap(httpURL).map(withoutFragment)
        recipe.image = image(node["image"] ?? .null)
        recipe.keywords = keywords(node["keywords"] ?? .null)
        if let facts = node["nutrition"], case .object = facts {
            recipe.calories = number(firstText(facts["calories"]))
            let nutrition = RecipeNutrition(weightGrams: nil, carbsGrams: grams(firstText(facts["carbohydrateContent"])),
                                            proteinGrams: grams(firstText(facts["proteinContent"])),
                                            fatGrams: grams(firstText(facts["fatContent"])),
                                            sodiumMilligrams: grams(firstText(facts["sodiumContent"])).map { value in
                                                firstText(facts["sodiumContent"])?.lowercased().contains("mg") == true
                                                    ? value : value * 1000
                                            })
            recipe.nutrition = nutrition.isEmpty ? nil : nutrition
        }
        return recipe
    }

    /// Steps from `recipeInstructions`: text, lists, `HowToStep`, `HowToSection`, `ItemList`.
    static func instructions(_ value: JSONValue, depth: Int) -> [String] {
        guard depth < 20 else { return [] }
        switch value {
        case .string(let text): return WebText.lines(text)
        case .array(let items): return items.flatMap { instructions($0, depth: depth + 1) }
        case .object:
            // A section's or step's own name is a line of its own (`Make the frosting`), unless
            // it only repeats the start of its text or numbers it (`Step 2`).
            let name = firstText(value["name"]).map(WebText.clean) ?? ""
            // One step object is one step, however many lines its text has.
            let text = (value["text"] ?? value["description"]).flatMap { $0.text }.map(WebText.clean).map { $0.isEmpty ? [] : [$0] } ?? []
            let list = value["itemListElement"].map { instructions($0, depth: depth + 1) } ?? []
            var body = list + text
            guard !name.isEmpty, !startsAlike(body.first ?? "", name) else { return body }
            // A section's name heads its steps; a step's name (`Step 2`, `Make the glaze`) leads its text.
            if list.isEmpty, !body.isEmpty, !isType(value, "HowToSection") {
                body[0] = name + (name.last.map { ":.!?".contains($0) } == true ? " " : ": ") + body[0]
                return body
            }
            return [name] + body
        default: return []
        }
    }

    /// Whether `text` starts with `name` (letters and digits compared, case ignored).
    static func startsAlike(_ text: String, _ name: String) -> Bool {
        func plain(_ s: String) -> String { String(s.lowercased().filter { $0.isLetter || $0.isNumber }) }
        let n = plain(name)
        return !n.isEmpty && plain(text).hasPrefix(n)
    }

    static func plainCount(_ text: String) -> Int { text.filter { $0.isLetter || $0.isNumber }.count }

    /// The first text of a value that may be a string, a number, a list or an object with `@value`.
    static func firstText(_ value: JSONValue?) -> String? {
        guard let value else { return nil }
        for item in value.items {
            if let text = item.text { return text }
            if let inner = item["@value"]?.text { return inner }
        }
        return nil
    }

    static func yieldText(_ value: JSONValue) -> String? {
        let texts = value.items.compactMap(\.text).map(WebText.clean).filter { !$0.isEmpty }
        return texts.first { $0.contains(where: \.isLetter) } ?? texts.first
    }

    static func image(_ value: JSONValue) -> String? {
        for item in value.items {
            if let url = item.text.flatMap(httpURL) { return url }
            if let url = firstText(item["url"] ?? item["contentUrl"] ?? item["@id"]).flatMap(httpURL) { return url }
        }
        return nil
    }

    static func keywords(_ value: JSONValue) -> [String] {
        var seen = Set<String>()
        return value.items.compactMap(\.text).flatMap { $0.split(separator: ",") }
            .map { WebText.clean(String($0)) }
            .filter { !$0.isEmpty && $0.count <= 40 && seen.insert($0.lowercased()).inserted }
            .prefix(20).map { $0 }
    }

    /// The first number in `text` (`516 kcal`, `36,5 g`).
    static func number(_ text: String?) -> Double? {
        guard let text else { return nil }
        var digits = ""
        for c in text {
            if c.isASCII && c.isNumber { digits.append(c) } else if (c == "." || c == ","), !digits.isEmpty, !digits.contains(".") {
                digits.append(".")
            } else if !digits.isEmpty { break }
        }
        if digits.hasSuffix(".") { digits.removeLast() }
        return Double(digits).flatMap { $0.isFinite && $0 >= 0 && $0 < 1e6 ? $0 : nil }
    }

    static func grams(_ text: String?) -> Double? { number(text) }

    /// `text` when it is an http(s) URL.
    static func httpURL(_ text: String) -> String? {
        let t = MessyText.trimmed(text)
        let lower = t.lowercased()
        guard lower.hasPrefix("http://") || lower.hasPrefix("https://"), !t.contains(" ") else { return nil }
        return t
    }

    static func withoutFragment(_ url: String) -> String {
        url.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false).first.map(String.init) ?? url
    }

    /// `<link rel="canonical">`, else `og:url`.
    static func canonicalURL(_ tokens: [HTMLScanner.Token]) -> String? {
        var og: String?
        for token in tokens {
            guard case .start(let name, _, _) = token else { continue }
            if name == "link", token.attribute("rel")?.lowercased() == "canonical",
               let url = token.attribute("href").flatMap(httpURL) { return url }
            if name == "meta", token.attribute("property")?.lowercased() == "og:url", og == nil {
                og = token.attribute("content").flatMap(httpURL)
            }
        }
        return og
    }
}
