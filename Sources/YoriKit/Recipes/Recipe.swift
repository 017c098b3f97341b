/// Where a recipe came from.
public enum RecipeSource: String, Sendable, Codable, CaseIterable {
    /// Shipped with yori, written by its authors.
    case builtin
    /// Imported from the 식품안전나라 COOKRCP01 data.
    case imported
    /// Written by the user.
    case user
}

/// The part an ingredient plays in a recipe.
public enum IngredientGroup: String, Sendable, Codable, CaseIterable {
    case main = "주재료"
    case secondary = "부재료"
    case seasoning = "양념"
}

/// One ingredient line of a recipe.
public struct RecipeIngredient: Hashable, Sendable {
    /// The name as the recipe writes it.
    public var name: String
    /// The lexicon's canonical name, when the lexicon knows the ingredient.
    public var canonical: String?
    public var amount: String
    public var group: IngredientGroup
    /// How it is prepared (다진, 채 썬), if said.
    public var prep: String?
    /// `prep` in English (built-in recipes, stored translations).
    public var prepEnglish: String?

    public init(name: String, canonical: String?, amount: String, group: IngredientGroup, prep: String? = nil,
                prepEnglish: String? = nil) {
        self.name = name
        self.canonical = canonical
        self.amount = amount
        self.group = group
        self.prep = prep
        self.prepEnglish = prepEnglish
    }
}

/// A recipe as yori stores and shows it.
public struct Recipe: Hashable, Sendable {
    /// The database id; 0 before the recipe is stored.
    public var id: Int64
    public var source: RecipeSource
    /// Identity within its source: a slug for built-in recipes, RCP_SEQ for imports.
    public var sourceRef: String
    public var name: String
    public var nameEnglish: String
    /// 반찬, 국&찌개, 밥, 일품, 후식, 기타.
    public var kind: String
    /// 끓이기, 굽기, 볶기, 찌기, 튀기기, 기타.
    public var method: String
    public var servings: Int?
    public var minutes: Int?
    public var kcal: Double?
    public var tags: [String]
    public var ingredients: [RecipeIngredient]
    public var steps: [String]
    public var tip: String?
    /// `steps` in English, one per step (built-in recipes, and imported ones once translated:
    /// `show N --translate`); empty when there is none.
    public var stepsEnglish: [String] = []
    /// `tip` in English.
    public var tipEnglish: String?
    /// Nutrition per serving beyond `kcal` (imported recipes carry it).
    public var nutrition: RecipeNutrition?
    /// Photos: the finished dish, a thumbnail, and one per step.
    public var images: [RecipeImage]
    /// How to make the dish with less salt (COOKRCP01 `RCP_NA_TIP`, 저감 조리법).
    public var reductionTip: String?
    /// `reductionTip` in English (an imported recipe once translated: `show N --translate`).
    public var reductionTipEnglish: String?
    /// For a user recipe copied from another (`recipe copy`, `recipe add --from`): the recipe
    /// it is based on, whose attribution the copy keeps.
    public var basedOn: RecipeOrigin?
    /// For a recipe imported from the web: the page it came from.
    public var sourceURL: String?

    public init(id: Int64 = 0, source: RecipeSource, sourceRef: String, name: String, nameEnglish: String,
                kind: String, method: String, servings: Int? = nil, minutes: Int? = nil, kcal: Double? = nil,
                tags: [String] = [], ingredients: [RecipeIngredient], steps: [String], tip: String? = nil,
                nutrition: RecipeNutrition? = nil, images: [RecipeImage] = [], reductionTip: String? = nil) {
        self.id = id
        self.source = source
        self.sourceRef = sourceRef
        self.name = name
        self.nameEnglish = nameEnglish
        self.kind = kind
        self.method = method
        self.servings = servings
        self.minutes = minutes
        self.kcal = kcal
        self.tags = tags
        self.ingredients = ingredients
        self.steps = steps
        self.tip = tip
        self.nutrition = nutrition
        self.images = images
        self.reductionTip = reductionTip
    }

    /// What a copy of this recipe is based on: its own origin, or this recipe when it is not the user's.
    public var origin: RecipeOrigin? {
        basedOn ?? (source == .user ? nil : RecipeOrigin(source: source, ref: sourceRef))
    }

    /// The recipe's name in `language`.
    public func displayName(_ language: UserLanguage) -> String {
        language == .en && !nameEnglish.isEmpty ? nameEnglish : name
    }

    /// The key an ingredient line is matched by: its canonical name, else its written name.
    public static func matchKey(_ ingredient: RecipeIngredient) -> String {
        ingredient.canonical ?? IngredientLexicon.key(ingredient.name)
    }
}

/// Where a copied recipe came from: a built-in (by slug) or imported (by RCP_SEQ) recipe.
public struct RecipeOrigin: Hashable, Sendable {
    public var source: RecipeSource
    public var ref: String

    public init(source: RecipeSource, ref: String) {
        self.source = source
        self.ref = ref
    }
}
