/// Lines that move through the pages of the last list other than to the next one (that is
/// `more`): `이전 페이지`, `3페이지`, `page 3`, `세 번째 페이지`, `첫 페이지`, `last page`, `go back`.
extension RequestParser {
    /// Words for a page.
    static let pageWords: Set<String> = ["페이지", "page", "쪽", "pg", "p"]
    /// Words that point a page word at the one before (`이전 페이지`, `previous page`); the
    /// first two also alone (`이전`, `previous`).
    static let previousPageWords: Set<String> = ["이전", "previous", "prev", "전", "앞", "지난"]
    /// Words of going back (`back`, `뒤로`, `돌아가`): with a page word the page before (`back a
    /// page`); alone back to the list (`go back` after a recipe).
    static let backWords: Set<String> = ["back", "뒤로", "뒤", "돌아가", "돌아가줘", "돌아가자", "돌아갈래"]
    /// Words of the first page (`첫 페이지`, `처음으로`, `first page`) and of the last (`마지막 페이지`).
    static let firstPageWords: Set<String> = ["첫", "처음", "맨앞", "맨처음", "first", "start", "beginning", "top"]
    static let lastPageWords: Set<String> = ["마지막", "끝", "맨끝", "맨뒤", "맨마지막", "last", "final", "end"]
    /// Words such a line may carry besides: going, showing, fillers (with `moreWords`).
    static let pageFillers: Set<String> = ["to", "go", "goto", "a", "the", "of", "list", "results", "jump", "turn", "open",
                                           "목록", "리스트", "결과", "다시", "again", "가", "가자", "가줘", "가기", "넘어가", "넘어가줘", "넘겨", "넘겨줘", "이동", "으로", "로", "번째", "번"]
    static let pageVerbPrefixes = ["넘어가", "넘겨", "이동", "가줘", "가자"]
    /// Ordinals of a page (`세 번째 페이지`, `third page`).
    private static let pageOrdinals: [String: Int] = [
        "첫": 1, "두": 2, "세": 3, "네": 4, "다섯": 5, "여섯": 6, "일곱": 7, "여덟": 8, "아홉": 9, "열": 10,
        "first": 1, "second": 2, "third": 3, "fourth": 4, "fifth": 5, "sixth": 6, "seventh": 7, "eighth": 8, "ninth": 9,
        "tenth": 10,
    ]

    /// The page a short line asks for, or nil. Every word must be a page word, a number or
    /// ordinal, a word of direction, or a filler; a number needs a page word beside it (`3`
    /// alone is the third recipe), and a direction alone is only `back`/`이전`/`뒤로`.
    static func pageMove(_ tokens: [Token]) -> PageMove? {
        guard tokens.count <= 6 else { return nil }
        var page = false, previous = false, back = false, first = false, last = false
        var number: Int?
        for token in tokens {
            let (text, stem) = (token.text, token.stem)
            if pageWords.contains(text) || pageWords.contains(stem) {
                page = true
            } else if let (n, rest) = leadingNumber(text), pageWords.contains(rest) || pageWords.contains(Token(rest).stem) {
                // `3페이지`, `3페이지로`, `3쪽`, `p3` is written the other way round (below).
                number = n; page = true
            } else if text.count > 1, let n = Int(text.drop { $0 == "p" }), text.first == "p", n > 0 {
                number = n; page = true  // `p3`
            } else if let n = Int(text), n > 0, n < 1000 {
                guard number == nil else { return nil }
                number = n
            } else if let n = pageOrdinals[text] ?? pageOrdinals[stem] ?? ordinalPage(text) {
                if n == 1, firstPageWords.contains(text) { first = true } else { number = n }
            } else if previousPageWords.contains(text) || previousPageWords.contains(stem) {
                previous = true
            } else if backWords.contains(text) || backWords.contains(stem) || token.starts(with: ["돌아가"]) {
                back = true
            } else if firstPageWords.contains(text) || firstPageWords.contains(stem) {
                first = true
            } else if lastPageWords.contains(text) || lastPageWords.contains(stem) {
                last = true
            } else if !(pageFillers.contains(text) || pageFillers.contains(stem) || moreWords.contains(text)
                        || moreWords.contains(stem) || token.starts(with: moreVerbPrefixes)
                        || token.starts(with: pageVerbPrefixes)) {
                return nil
            }
        }
        // `세 번째 페이지`: an ordinal's `번째` is a filler; `2번` alone is a recipe, never a page.
        if let number { return page ? .number(number) : nil }
        if last { return page ? .last : nil }
        if first { return page || tokens.contains { $0.text == "처음으로" || $0.text == "처음부터" } ? .first : nil }
        // `이전`, `previous`, `back a page`; `전`, `앞` alone are no page.
        if previous && (page || tokens.contains { ["이전", "previous", "prev"].contains($0.text) }) || back && page {
            return .previous
        }
        // `back`, `go back`, `뒤로 가줘`, `목록으로 돌아가`; `back ribs` never reaches here (ribs is no filler).
        return back ? .back : nil
    }

    /// `3페이지` → (3, `페이지`).
    private static func leadingNumber(_ word: String) -> (Int, String)? {
        let digits = word.prefix { $0.isASCII && $0.isNumber }
        guard !digits.isEmpty, digits.count < word.count, let n = Int(digits), n > 0 else { return nil }
        return (n, String(word.dropFirst(digits.count)))
    }

    /// `3rd`, `2nd`, `세번째`, `3번째` → the number.
    private static func ordinalPage(_ word: String) -> Int? {
        if word.hasSuffix("번째"), word.count > 2 {
            let head = String(word.dropLast(2))
            return pageOrdinals[head] ?? Int(head).flatMap { $0 > 0 && $0 < 1000 ? $0 : nil }
        }
        for suffix in ["st", "nd", "rd", "th"] where word.hasSuffix(suffix) {
            if let n = Int(word.dropLast(2)), n > 0, n < 1000 { return n }
        }
        return nil
    }
}
