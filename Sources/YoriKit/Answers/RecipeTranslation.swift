/// How `show N --translate` went.
public enum RecipeTranslation: Sendable, Equatable {
    /// Translated now by the model and kept with the recipe; `remaining` calls are left today.
    case translated(model: String, remaining: Int?)
    /// The recipe already has its steps in English: no call was made.
    case alreadyEnglish
    /// A user's own recipe is shown as written: nothing to translate.
    case ownRecipe
    /// The model could not be asked (quota spent, told to wait, no endpoint, bad settings).
    case unavailable(ModelUnavailable)
    /// The call failed, was cut off, or the reply was not a whole translation; the reason
    /// in the user's language. Nothing was stored.
    case failed(String)

    /// Whether the recipe now has its steps in English.
    public var inEnglish: Bool {
        switch self {
        case .translated, .alreadyEnglish: true
        default: false
        }
    }
}
