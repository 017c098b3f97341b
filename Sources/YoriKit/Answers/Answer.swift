/// What yori says back: a value that the console renders as text or JSON.
public enum Answer: Sendable {
    /// Recipes for the asked ingredients (possibly none).
    case recipes(Recommendation)
    /// How to talk to yori.
    case help
    /// Nothing local understood the line.
    case notUnderstood(text: String)
    /// A cooking request without any ingredient.
    case needIngredients
    /// Understood, but this version of yori cannot do it yet.
    case notAvailable(intent: String)
    /// Input yori refuses, with the reason.
    case badInput(BadInput)
    /// Something on yori's side failed (the database, the built-in data).
    case failure(message: String)

    /// How the answer went; decides the exit code in one-shot mode.
    public var status: AnswerStatus {
        switch self {
        case .recipes(let r): r.matches.isEmpty ? .nothingFound : .answered
        case .help: .answered
        case .needIngredients: .nothingFound
        case .notUnderstood, .badInput, .notAvailable: .badInput
        case .failure: .failure
        }
    }
}

/// The outcome class of an answer.
public enum AnswerStatus: String, Sendable {
    case answered
    case nothingFound = "nothing_found"
    case badInput = "bad_input"
    case failure
}

/// Recipes found for a set of ingredients.
public struct Recommendation: Sendable {
    public let asked: [AskedIngredient]
    public let matches: [RecipeMatch]

    public init(asked: [AskedIngredient], matches: [RecipeMatch]) {
        self.asked = asked
        self.matches = matches
    }

    /// Asked words the lexicon does not know; searched for by name, and reported.
    public var unknownWords: [String] { asked.filter { $0.canonical == nil }.map(\.word) }
}

/// Input that yori cannot take.
public enum BadInput: Sendable, Equatable {
    case emptyQuestion
    case invalidUTF8
    case tooLong(bytes: Int)
}

/// An answer with the language it should be given in.
public struct Reply: Sendable {
    public let answer: Answer
    public let language: UserLanguage

    public init(_ answer: Answer, language: UserLanguage) {
        self.answer = answer
        self.language = language
    }
}
