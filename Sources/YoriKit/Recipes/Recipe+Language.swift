/// A recipe's text in the answer's language: the English steps, tip and preparations when the
/// recipe has them (every built-in recipe; an imported one once translated), else the Korean.
/// A user's own recipe is always shown as written.
extension Recipe {
    /// Whether the recipe has its steps in English: one English step per step, and not the user's
    /// (an edited copy's steps no longer match the English it was copied with).
    public var hasEnglishSteps: Bool {
        source != .user && !steps.isEmpty && stepsEnglish.count == steps.count
    }

    /// The steps in `language`, and the language they are in.
    public func steps(_ language: UserLanguage) -> (steps: [String], language: UserLanguage) {
        language == .en && hasEnglishSteps ? (stepsEnglish, .en) : (steps, .ko)
    }

    /// The tip in `language`: the English one when there is one, else as written.
    public func tip(_ language: UserLanguage) -> String? {
        language == .en && source != .user ? (tipEnglish ?? tip) : tip
    }

    /// The low-sodium tip in `language`: the English one when there is one (once translated), else as written.
    public func reductionTip(_ language: UserLanguage) -> String? {
        language == .en && source != .user ? (reductionTipEnglish ?? reductionTip) : reductionTip
    }

    /// The preparation of `item` in `language`, when the recipe has it in English (`nil`:
    /// none in English; the caller may translate the Korean word by word).
    public func prepEnglish(_ item: RecipeIngredient) -> String? {
        source == .user ? nil : item.prepEnglish
    }

    /// The same recipe without any English text (a user's copy of a built-in or imported one).
    public var withoutEnglish: Recipe {
        var copy = self
        copy.stepsEnglish = []
        copy.tipEnglish = nil
        copy.reductionTipEnglish = nil
        copy.ingredients = ingredients.map { var line = $0; line.prepEnglish = nil; return line }
        return copy
    }
}
