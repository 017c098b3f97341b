import YoriKit

/// The prompts yori sends, named after their files in `Prompts/` (and in a user's
/// `$XDG_CONFIG_HOME/yori/prompts/`), with the placeholders the code fills for each.
///
/// Callers pass every placeholder, writing `PromptName.none` — `(none)`, the word the
/// English prompts use, whatever the user's language — for an empty section.
public enum PromptName: String, CaseIterable, Sendable {
    /// yori's persona and rules: `language` (`PromptName.languageValue`), `today` (YYYY-MM-DD).
    case system
    /// A free question: the fridge, what expires, matching recipes, recent turns, the question.
    case question
    /// One dish to cook now from the fridge.
    case fridgeRecipe = "fridge-recipe"
    /// How to store an ingredient, next to yori's own tip.
    case storageTip = "storage-tip"
    /// A recipe's Korean steps and tip into English (`show N --translate`), sent without the
    /// system prompt (whose rules are for answers, not translations).
    case translateRecipe = "translate-recipe"
    /// Added to the system prompt when the model reads a line yori's rules could not
    /// (the fallback reader): the command set in words; the tool carries the schema.
    case reader

    /// The placeholders the code provides for this prompt: the only ones a template
    /// (built in or the user's) may use.
    public var placeholders: Set<String> {
        switch self {
        case .system: ["language", "today"]
        case .question: ["fridge", "expiring", "matches", "history", "question"]
        case .fridgeRecipe: ["fridge", "expiring", "matches", "history", "question"]
        case .storageTip: ["ingredient", "known_tip", "question"]
        case .translateRecipe: ["name", "steps", "tip", "low_sodium_tip"]
        case .reader: ["today"]
        }
    }

    /// What an empty section is filled with (the prompts say parts marked so are empty).
    public static let none = "(none)"

    /// The file name: `system.md`.
    public var fileName: String { rawValue + ".md" }

    /// The `language` value for the system prompt.
    public static func languageValue(_ language: UserLanguage) -> String {
        language.pick("Korean (한국어)", "English")
    }
}
