/// How a recipe ingredient was matched to something the user has.
public enum MatchLevel: String, Sendable, Comparable, Codable {
    /// The same ingredient, named by its canonical name.
    case exact
    /// The same ingredient under another name (달걀 for 계란, scallion for 대파).
    case synonym
    /// What the user has is a kind of the recipe's ingredient, or the same food in another
    /// form, so it counts as having it: 삼겹살 for 돼지고기, 돼지고기 for a recipe's 고기,
    /// 쌀 for 밥 (`IngredientLexicon.covered(by:)`).
    case covers
    /// A different but close ingredient from the lexicon's relations: a relative (쪽파 for
    /// 대파), a narrower kind (돼지고기 for 삼겹살: not every pork is belly) or any ingredient
    /// of a general word's category (돼지고기 for 고기).
    case related

    /// Points in a whole ingredient.
    public static let fullPoints = 5
    /// A synonym is the same food under another word, so it counts in full; the level is
    /// kept apart only to show the user why something matched.
    public static let synonymPoints = 5
    /// A kind of the recipe's ingredient is that ingredient (삼겹살 is pork): in full.
    public static let coversPoints = 5
    /// A relative changes the dish (쪽파 is milder than 대파), so it counts for less (0.6 of
    /// an ingredient), enough to lift such recipes above ones missing the ingredient
    /// entirely; the ranking also puts them below the others.
    public static let relatedPoints = 3

    /// What one recipe ingredient matched at this level is worth in a match rate, in fifths
    /// of an ingredient. Whole numbers keep the rate exact, so the store's SQL and the
    /// matcher order equal rates the same way (see `RecipeOrder`).
    public var points: Int {
        switch self {
        case .exact: Self.fullPoints
        case .synonym: Self.synonymPoints
        case .covers: Self.coversPoints
        case .related: Self.relatedPoints
        }
    }

    /// Whether an asked ingredient matched at this level counts as used as such (not only
    /// through a relative standing in) when ranking.
    public var countsAsHaving: Bool { self != .related }

    /// Share of one ingredient this level is worth in a match rate (1.0 or 0.6).
    public var weight: Double { Double(points) / Double(Self.fullPoints) }

    private var rank: Int {
        switch self {
        case .exact: 0
        case .synonym: 1
        case .covers: 2
        case .related: 3
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
    /// The word as typed when it was not `word` itself: a misspelling read as the lexicon word
    /// `word` (`게란` for 계란, `chiken` for chicken), or words typed without spaces read as the
    /// lexicon words in them (`대파계란` for 대파 and for 계란). The answer says how it was read.
    public let written: String?

    public init(word: String, canonical: String?, nameKind: NameKind?, written: String? = nil) {
        self.word = word
        self.canonical = canonical
        self.nameKind = nameKind
        self.written = written
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
