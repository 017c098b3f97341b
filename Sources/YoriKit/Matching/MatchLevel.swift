/// How a recipe ingredient was matched to something the user has.
public enum MatchLevel: String, Sendable, Comparable, Codable {
    /// The same ingredient, named by its canonical name.
    case exact
    /// The same ingredient under another name (달걀 for 계란, scallion for 대파).
    case synonym
    /// A different but close ingredient from the lexicon's relations
    /// (삼겹살 for 돼지고기, 쪽파 for 대파).
    case related

    /// What one recipe ingredient matched at this level is worth in a match rate, in fifths
    /// of an ingredient. Whole numbers keep the rate exact, so the store's SQL and the
    /// matcher order equal rates the same way (see `RecipeOrder`).
    public var points: Int {
        switch self {
        // A synonym is the same food under another word, so it counts in full; the
        // level is kept apart only to show the user why something matched.
        case .exact, .synonym: 5
        // A relative changes the dish (쪽파 is milder than 대파), so it counts for less
        // (0.6 of an ingredient), enough to lift such recipes above ones missing the
        // ingredient entirely; the ranking also puts them below exact matches.
        case .related: 3
        }
    }

    /// Points in a whole ingredient.
    public static let fullPoints = 5

    /// Share of one ingredient this level is worth in a match rate (1.0 or 0.6).
    public var weight: Double { Double(points) / Double(Self.fullPoints) }

    private var rank: Int {
        switch self {
        case .exact: 0
        case .synonym: 1
        case .related: 2
        }
    }

    public static func < (a: MatchLevel, b: MatchLevel) -> Bool { a.rank < b.rank }
}

/// An ingredient the user said they have.
public struct AskedIngredient: Hashable, Sendable {
    /// The word as the user wrote it, particles removed (`달걀`, `용과`).
    public let word: String
    /// The lexicon's canonical name, or `nil` for a word the lexicon does not know.
    public let canonical: String?
    /// Whether `word` was the canonical name or a synonym of it.
    public let nameKind: NameKind?

    public init(word: String, canonical: String?, nameKind: NameKind?) {
        self.word = word
        self.canonical = canonical
        self.nameKind = nameKind
    }

    /// Recognises `word` through the lexicon.
    public init(_ word: String, lexicon: IngredientLexicon) {
        if let hit = lexicon.lookup(word) {
            self.init(word: word, canonical: hit.ingredient.name, nameKind: hit.kind)
        } else {
            self.init(word: word, canonical: nil, nameKind: nil)
        }
    }

    /// The key recipe ingredients are compared with.
    public var key: String { canonical ?? IngredientLexicon.key(word) }
}
