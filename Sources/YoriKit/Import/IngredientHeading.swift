/// A heading inside an ingredient list — `양념장`, `●주재료 :`, `[소스소개]`, `- 고명 :`,
/// `(반죽재료)`, or a sub-dish title on its own line (`고구마죽`) — and the group it sets.
///
/// Seasoning words win over the others (`곁들임 소스` is a sauce); a heading that names
/// no group (a sub-dish title, `반죽`, `재료`) holds main ingredients.
enum IngredientHeading: Equatable, Sendable {
    /// Sauces, dressings, marinades, 양념장: the lines are 양념.
    case seasoning
    /// Garnish, sides, broth, optional extras: 부재료.
    case secondary
    /// 주재료, 재료, or a title: 주재료.
    case main

    static let seasoningWords = [
        "양념", "소스", "드레싱", "드래싱", "시즈닝", "마리네이드", "밑간", "재움", "촛물", "배합초", "초간장",
        "초고추장", "시럽", "글레이즈", "페스토", "살사", "비네그레트", "절임물", "절임장", "소스소개",
    ]
    static let secondaryWords = [
        "부재료", "고명", "곁들", "토핑", "장식", "가니쉬", "가니시", "육수", "국물", "선택", "데코", "기타", "부가",
    ]
    /// Whole words that are headings when they open a line (`재료 닭가슴살(150g)`).
    static let words: Set<String> = [
        "재료", "주재료", "부재료", "필수재료", "양념", "양념장", "소스", "드레싱", "고명", "곁들임", "곁들이", "육수",
        "국물", "토핑", "반죽", "장식", "밑간", "단촛물", "배합초", "선택", "기타", "속재료", "소스재료",
    ]
    /// Endings that make a word a heading (`블루베리소스`, `저염양념`, `반죽재료`).
    static let endings = ["소스", "드레싱", "양념", "양념장", "재료", "육수", "촛물", "반죽", "시럽"]

    /// The group a heading sets.
    init(_ heading: String) {
        let text = Self.core(heading)
        if Self.seasoningWords.contains(where: text.contains) || text.hasSuffix("장") {
            self = .seasoning
        } else if Self.secondaryWords.contains(where: text.contains) {
            self = .secondary
        } else {
            self = .main
        }
    }

    /// The group of ingredient lines under this heading.
    var group: IngredientGroup {
        switch self {
        case .seasoning: .seasoning
        case .secondary: .secondary
        case .main: .main
        }
    }

    /// Whether `word` reads as a heading when it starts a line of ingredients.
    static func isHeadingWord(_ word: String) -> Bool {
        let text = core(word)
        guard !text.isEmpty else { return false }
        return words.contains(text) || endings.contains { text.hasSuffix($0) && text.count > $0.count }
    }

    /// A heading without spaces, notes in brackets, numbering and bullets: `곁들이채소1` → `곁들이채소`.
    static func core(_ heading: String) -> String {
        var text = IngredientNameResolver.withoutBrackets(heading).filter { $0 != " " }
        while let last = text.last, AmountScanner.isDigit(last) { text.removeLast() }
        return IngredientNameResolver.cleanEnds(text)
    }
}
