/// Recommended storage for an ingredient: days per place, and how to keep it.
public struct ShelfLife: Equatable, Sendable {
    public let ingredient: String
    public let fridgeDays: Int?
    public let freezerDays: Int?
    public let pantryDays: Int?
    public let tipKorean: String
    public let tipEnglish: String
    public let doNotFreeze: Bool
    public let afterOpeningKorean: String?
    public let afterOpeningEnglish: String?

    public init(ingredient: String, fridgeDays: Int?, freezerDays: Int?, pantryDays: Int?, tipKorean: String = "",
                tipEnglish: String = "", doNotFreeze: Bool = false, afterOpeningKorean: String? = nil,
                afterOpeningEnglish: String? = nil) {
        self.ingredient = ingredient
        self.fridgeDays = fridgeDays
        self.freezerDays = freezerDays
        self.pantryDays = pantryDays
        self.tipKorean = tipKorean
        self.tipEnglish = tipEnglish
        self.doNotFreeze = doNotFreeze
        self.afterOpeningKorean = afterOpeningKorean
        self.afterOpeningEnglish = afterOpeningEnglish
    }

    /// Recommended days in `place`, if that place suits the food.
    public func days(in place: StoragePlace) -> Int? {
        switch place {
        case .fridge: fridgeDays
        case .freezer: freezerDays
        case .pantry: pantryDays
        }
    }

    /// The place to use when the user names none: the lexicon's default if it has days,
    /// else the first place with days (fridge, freezer, pantry).
    public func defaultPlace(preferring preferred: StoragePlace) -> StoragePlace {
        if days(in: preferred) != nil { return preferred }
        return [StoragePlace.fridge, .freezer, .pantry].first { days(in: $0) != nil } ?? preferred
    }

    public func tip(_ language: UserLanguage) -> String { language == .ko ? tipKorean : tipEnglish }
}
