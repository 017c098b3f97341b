/// A recipe as a web page or JSON file states it (schema.org `Recipe`), before yori reads
/// its ingredient lines: plain text fields, cleaned of HTML.
public struct SchemaOrgRecipe: Sendable, Equatable {
    /// Where the fields were found.
    public enum Origin: String, Sendable, Equatable {
        case jsonLD = "json-ld"
        case microdata
        /// The page's headings and lists (no schema.org markup).
        case pageStructure = "page"
        case cooklang
    }

    public var origin: Origin
    public var name: String
    public var ingredientLines: [String]
    public var steps: [String]
    public var yield: String?
    public var totalMinutes: Int?
    public var prepMinutes: Int?
    public var cookMinutes: Int?
    public var description: String?
    /// The page's own address (`url`, canonical link), when it states one.
    public var url: String?
    public var image: String?
    public var keywords: [String]
    public var calories: Double?
    public var nutrition: RecipeNutrition?
    /// The page's `<h1>`, when read from the page's structure.
    public var heading: String?

    public init(origin: Origin, name: String, ingredientLines: [String] = [], steps: [String] = [], yield: String? = nil,
                totalMinutes: Int? = nil, prepMinutes: Int? = nil, cookMinutes: Int? = nil, description: String? = nil,
                url: String? = nil, image: String? = nil, keywords: [String] = [], calories: Double? = nil,
                nutrition: RecipeNutrition? = nil) {
        self.origin = origin
        self.name = name
        self.ingredientLines = ingredientLines
        self.steps = steps
        self.yield = yield
        self.totalMinutes = totalMinutes
        self.prepMinutes = prepMinutes
        self.cookMinutes = cookMinutes
        self.description = description
        self.url = url
        self.image = image
        self.keywords = keywords
        self.calories = calories
        self.nutrition = nutrition
    }

    /// Minutes in all: `totalTime`, else preparation plus cooking.
    public var minutes: Int? {
        if let totalMinutes, totalMinutes > 0 { return totalMinutes }
        let sum = (prepMinutes ?? 0) + (cookMinutes ?? 0)
        return sum > 0 ? sum : nil
    }

    /// Servings: the first whole number of `recipeYield` (`4 servings`, `"6"`, `8 slices`).
    public var servings: Int? {
        guard let yield else { return nil }
        var digits = ""
        for c in yield {
            if c.isASCII, c.isNumber { digits.append(c) } else if !digits.isEmpty { break }
        }
        return Int(digits).flatMap { $0 > 0 && $0 < 10_000 ? $0 : nil }
    }
}
