/// How a request is worded beyond its foods: a kind word that names its dishes (`찌개`), and a
/// line that only asks what to cook (`오늘 저녁 뭐 먹지`).
extension RequestParser {
    /// `찌개`, `탕 종류`: a kind word that also names its dishes lists those dishes (김치찌개, 된장찌개 …),
    /// not the whole kind in name order (`Vocabulary.kindNames`); `국이나 찌개` is the kind.
    static func namingTheKind(_ command: Command, _ tokens: [Token]) -> Command {
        guard case .search(var search) = command, search.query.isEmpty, search.narrowing.isEmpty, let kind = search.kind else {
            return command
        }
        let kindWords = tokens.compactMap { token in ([token.stem] + withoutEndings(token.text)).first { Vocabulary.kinds[$0] != nil } }
        guard kindWords.count == 1, let word = kindWords.first, Vocabulary.kindNames[word] == kind else { return command }
        search.namedBy = word
        return .search(search)
    }

    /// A word of a line that asks what to cook and says nothing more: fillers, a meal or a day,
    /// and the words of asking (`오늘 저녁 뭐 먹지`, `what should I make for dinner`).
    static func saysOnlyWhatToCook(_ token: Token) -> Bool {
        if isFiller(token.text) || isFiller(token.stem) || !hasLetters(token.text) { return true }
        if Vocabulary.whatToCookWords.contains(token.text) || Vocabulary.whatToCookWords.contains(token.stem) { return true }
        let glued = token.text
        return Vocabulary.recommendKorean.contains { cue in
            let bare = cue.filter { $0 != " " }
            return bare.count >= 2 && (glued.hasPrefix(bare) || glued.hasSuffix(bare))
        }
    }
}
