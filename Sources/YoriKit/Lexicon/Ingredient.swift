/// One ingredient of the lexicon: a canonical Korean name and every word that means it.
public struct Ingredient: Hashable, Sendable {
    /// Canonical Korean name without spaces (`돼지고기`); the ingredient's identity.
    public let name: String
    /// English names, lowercase; the first is the display name (`egg`, `eggs`).
    public let english: [String]
    /// Other Korean names and spellings (`달걀`).
    public let aliases: [String]
    public let category: String
    public let storage: StoragePlace
    /// Assumed in stock (소금, 간장, 물, …): not counted in a match rate.
    public let isStaple: Bool
    /// The broader ingredient this is a kind of (삼겹살 → 돼지고기).
    public let broader: String?
    /// Close relatives that can stand in for it (대파 → 쪽파, 실파).
    public let related: [String]
    /// The same food in another form, which counts as having it (쌀 ↔ 밥); kept both ways.
    public let sameFood: [String]
    /// For a general word (고기, 채소, 해물, 면): the lexicon categories it names. A general
    /// word is in the lexicon's lookups but not in `IngredientLexicon.ingredients`.
    public let covers: [String]

    public init(name: String, english: [String], aliases: [String], category: String,
                storage: StoragePlace, isStaple: Bool, broader: String?, related: [String],
                sameFood: [String] = [], covers: [String] = []) {
        self.name = name
        self.english = english
        self.aliases = aliases
        self.category = category
        self.storage = storage
        self.isStaple = isStaple
        self.broader = broader
        self.related = related
        self.sameFood = sameFood
        self.covers = covers
    }

    /// A word for a whole category (고기), not one ingredient.
    public var isGeneral: Bool { !covers.isEmpty }

    /// The name to show in `language`; in English with the names of peoples capitalised
    /// (`Korean zucchini`, `Thai fish sauce`: the lexicon keeps its words lower-case for matching).
    public func displayName(_ language: UserLanguage) -> String {
        guard language == .en, let english = english.first else { return name }
        return english.split(separator: " ", omittingEmptySubsequences: false).map { word in
            Self.properAdjectives.contains(String(word)) ? word.prefix(1).uppercased() + word.dropFirst() : String(word)
        }.joined(separator: " ")
    }

    /// Words English always writes with a capital.
    static let properAdjectives: Set<String> = [
        "korean", "chinese", "japanese", "thai", "vietnamese", "italian", "french", "english", "indian", "mexican",
        "spanish", "german", "american", "cajun", "worcestershire", "dijon", "parmesan",
    ]
}

/// Where an item is kept.
public enum StoragePlace: String, Sendable, CaseIterable, Codable {
    case fridge, freezer, pantry

    /// 냉장 / 냉동 / 실온 (and the English words) to a place.
    public init?(word: String) {
        switch word {
        case "냉장", "냉장실", "냉장고", "fridge", "refrigerator": self = .fridge
        case "냉동", "냉동실", "냉동고", "freezer": self = .freezer
        case "실온", "상온", "팬트리", "찬장", "pantry", "cupboard", "room temperature": self = .pantry
        default: return nil
        }
    }

    public var korean: String {
        switch self {
        case .fridge: "냉장"
        case .freezer: "냉동"
        case .pantry: "실온"
        }
    }
}
