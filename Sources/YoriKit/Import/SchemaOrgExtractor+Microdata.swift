extension SchemaOrgExtractor {
    /// Elements without an end tag.
    static let voidElements: Set<String> = ["area", "base", "br", "col", "embed", "hr", "img", "input", "link", "meta",
                                            "param", "source", "track", "wbr"]

    /// One `itemprop` value found inside a `Recipe` item.
    struct Property {
        var name: String
        var value: String
        /// The `itemtype` of the nearest item around the property (not the property's own item).
        var scope: String
        /// Whether the property element is itself an item (`itemscope`).
        var isItem: Bool
    }

    /// An open element while scanning.
    private struct Open {
        var name: String
        var props: [String]
        var scope: String?
        var text = ""
        var inRecipe: Bool
    }

    /// The recipe marked up with schema.org microdata (`itemtype=".../Recipe"`, `itemprop`).
    static func microdata(_ tokens: [HTMLScanner.Token]) -> SchemaOrgRecipe? {
        var stack: [Open] = []
        var props: [Property] = []
        var sawRecipe = false
        func nearestScope(_ below: Int) -> String {
            for k in stride(from: below - 1, through: 0, by: -1) { if let s = stack[k].scope { return s } }
            return ""
        }
        func typeName(_ itemtype: String) -> String {
            itemtype.split(whereSeparator: { $0 == "/" || $0 == " " }).last.map(String.init) ?? itemtype
        }
        for token in tokens {
            switch token {
            case .start(let name, _, let selfClosing):
                let inRecipe = stack.last?.inRecipe == true
                let isScope = token.attribute("itemscope") != nil
                let scope = isScope ? typeName(token.attribute("itemtype") ?? "Thing") : nil
                let names = (token.attribute("itemprop") ?? "").split(separator: " ").map(String.init)
                let opensRecipe = scope == "Recipe"
                if opensRecipe { sawRecipe = true }
                if WebText.blockTags.contains(name) { for k in stack.indices where !stack[k].props.isEmpty { stack[k].text += "\n" } }
                if voidElements.contains(name) || selfClosing {
                    if inRecipe, !names.isEmpty {
                        let value = token.attribute("content") ?? token.attribute("datetime") ?? token.attribute("src")
                            ?? token.attribute("href") ?? ""
                        for prop in names {
                            props.append(Property(name: prop, value: value, scope: nearestScope(stack.count), isItem: false))
                        }
                    }
                    continue
                }
                var open = Open(name: name, props: inRecipe ? names : [], scope: scope, inRecipe: inRecipe || opensRecipe)
                if inRecipe, !names.isEmpty, let direct = token.attribute("content") ?? token.attribute("datetime") {
                    for prop in names {
                        props.append(Property(name: prop, value: direct, scope: nearestScope(stack.count), isItem: isScope))
                    }
                    open.props = []
                }
                stack.append(open)
            case .end(let name):
                guard let index = stack.lastIndex(where: { $0.name == name }) else { continue }
                while stack.count > index {
                    let closed = stack.removeLast()
                    for prop in closed.props {
                        props.append(Property(name: prop, value: closed.text, scope: nearestScope(stack.count),
                                              isItem: closed.scope != nil))
                    }
                }
                if WebText.blockTags.contains(name) { for k in stack.indices where !stack[k].props.isEmpty { stack[k].text += "\n" } }
            case .text(let text):
                for k in stack.indices where !stack[k].props.isEmpty { stack[k].text += text }
            case .raw: break
            }
        }
        guard sawRecipe else { return nil }
        func values(_ names: Set<String>, scope: String = "Recipe") -> [Property] {
            props.filter { names.contains($0.name) && $0.scope == scope }
        }
        let name = values(["name"]).map { WebText.clean($0.value) }.first { !$0.isEmpty } ?? ""
        var recipe = SchemaOrgRecipe(origin: .microdata, name: name)
        recipe.ingredientLines = values(["recipeIngredient", "ingredients"]).flatMap { WebText.lines($0.value) }
        var steps: [String] = []
        for prop in props where prop.scope == "Recipe" && prop.name == "recipeInstructions" && !prop.isItem {
            steps += WebText.lines(prop.value)
        }
        if steps.isEmpty {
            steps = props.filter { $0.name == "text" && ($0.scope == "HowToStep" || $0.scope == "HowToDirection") }
                .flatMap { WebText.lines($0.value) }
        }
        recipe.steps = steps
        recipe.yield = values(["recipeYield"]).map { WebText.clean($0.value) }.first { !$0.isEmpty }
        recipe.totalMinutes = values(["totalTime"]).first.flatMap { ISODuration.minutes(WebText.clean($0.value)) }
        recipe.prepMinutes = values(["prepTime"]).first.flatMap { ISODuration.minutes(WebText.clean($0.value)) }
        recipe.cookMinutes = values(["cookTime"]).first.flatMap { ISODuration.minutes(WebText.clean($0.value)) }
        recipe.image = values(["image"]).compactMap { httpURL($0.value) }.first
        recipe.url = values(["url"]).compactMap { httpURL($0.value) }.first
        recipe.description = values(["description"]).map { WebText.clean($0.value) }.first { !$0.isEmpty }
        recipe.calories = number(values(["calories"], scope: "NutritionInformation").first?.value)
        return recipe
    }
}
