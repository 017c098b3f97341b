extension SchemaOrgExtractor {
    /// What a heading announces.
    enum Section { case ingredients, steps, other }

    /// Heading words for an ingredient list and for the method, in the languages yori's users
    /// cook in (matched case-insensitively, anywhere in a short heading).
    static let ingredientWords = ["ingredient", "zutaten", "ingrédient", "ingredientes", "ingredienti", "ingrediënten",
                                  "ingredienser", "hozzávalók", "suroviny", "sastojci", "składniki", "재료", "材料", "食材", "用料"]
    static let stepWords = ["instruction", "direction", "method", "preparation", "steps", "how to make", "zubereitung",
                            "préparation", "preparación", "preparazione", "bereiding", "werkwijze", "elaboración", "procedimiento", "procedimento", "gör så här", "elkészítés", "postup", "priprema", "tillagning", "valmistus", "만드는 법", "만드는법",
                            "조리 순서", "조리순서", "조리법", "만들기", "做法", "步骤", "作り方"]

    static func section(ofHeading text: String) -> Section {
        let lower = text.lowercased()
        guard lower.count <= 60 else { return .other }
        if ingredientWords.contains(where: lower.contains) { return .ingredients }
        if stepWords.contains(where: lower.contains) { return .steps }
        return .other
    }

    /// A recipe read from the page's own structure: the `<h1>` (else `og:title`, else
    /// `<title>`) as its name, the list after an ingredients heading, and the list (or
    /// paragraphs) after a method heading; `nil` when it has none of them.
    static func pageStructure(_ tokens: [HTMLScanner.Token]) -> SchemaOrgRecipe? {
        var title: String?
        var ogTitle: String?
        var pageTitle: String?
        var headingLevel: String?
        var headingText = ""
        var inTitle = false
        var section = Section.other
        var sectionLevel = 6
        var ingredients: [String] = []
        var steps: [String] = []
        var paragraphs: [String] = []
        var item: String?
        var paragraph: String?
        for token in tokens {
            switch token {
            case .start(let name, _, _):
                if ["h1", "h2", "h3", "h4", "h5", "h6"].contains(name) {
                    headingLevel = name
                    headingText = ""
                } else if name == "title" {
                    inTitle = true
                    pageTitle = ""
                } else if name == "li", section != .other {
                    item = ""
                } else if name == "p", section == .steps {
                    paragraph = ""
                } else if name == "br" {
                    item? += " "
                    paragraph? += " "
                } else if name == "meta", token.attribute("property")?.lowercased() == "og:title" {
                    ogTitle = ogTitle ?? token.attribute("content").map(WebText.clean)
                }
            case .end(let name):
                if name == headingLevel {
                    let text = WebText.clean(headingText)
                    let level = Int(name.dropFirst()) ?? 6
                    let kind = Self.section(ofHeading: text)
                    if name == "h1", title == nil, !text.isEmpty {
                        title = text
                    } else if kind == .other, section != .other, level > sectionLevel {
                        // A subheading inside a list or method (`For the sauce`) belongs to it.
                        if section == .steps, !text.isEmpty { paragraphs.append(text) }
                    } else {
                        section = kind
                        sectionLevel = level
                    }
                    headingLevel = nil
                } else if name == "title" {
                    inTitle = false
                } else if name == "li", let text = item.map(WebText.clean) {
                    if !text.isEmpty { section == .ingredients ? ingredients.append(text) : steps.append(text) }
                    item = nil
                } else if name == "p", let text = paragraph.map(WebText.clean) {
                    if !text.isEmpty { paragraphs.append(text) }
                    paragraph = nil
                }
            case .text(let text):
                if headingLevel != nil { headingText += text }
                if inTitle { pageTitle? += text }
                item? += text
                paragraph? += text
            case .raw: break
            }
        }
        if steps.isEmpty { steps = paragraphs }
        let name = title ?? ogTitle ?? pageTitle.map(WebText.clean) ?? ""
        guard !name.isEmpty || !ingredients.isEmpty || !steps.isEmpty || title != nil else { return nil }
        var recipe = SchemaOrgRecipe(origin: .pageStructure, name: name, ingredientLines: ingredients, steps: steps)
        recipe.heading = title
        return recipe
    }
}
