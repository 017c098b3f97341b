/// Finds a reference to an item of the last list: `2번`, `2번째`, `두 번째`, `둘째`, `#2`,
/// `no. 2`, `number 2`, `the second one`, `2nd`; `마지막 거`/`the last one` → -1 (the last).
enum ReferenceParser {
    private static let koreanOrdinals: [String: Int] = [
        "첫": 1, "한": 1, "두": 2, "세": 3, "네": 4, "다섯": 5, "여섯": 6, "일곱": 7, "여덟": 8, "아홉": 9, "열": 10,
    ]
    private static let koreanOrdinalWords: [String: Int] = [
        "첫째": 1, "첫번째": 1, "둘째": 2, "두번째": 2, "셋째": 3, "세번째": 3, "넷째": 4, "네번째": 4,
        "다섯째": 5, "다섯번째": 5, "여섯째": 6, "여섯번째": 6, "일곱째": 7, "일곱번째": 7, "여덟째": 8,
        "여덟번째": 8, "아홉째": 9, "아홉번째": 9, "열째": 10, "열번째": 10, "마지막": RecipeReference.lastInList,
        "맨마지막": RecipeReference.lastInList, "마지막꺼": RecipeReference.lastInList, "마지막거": RecipeReference.lastInList,
    ]
    private static let englishOrdinals: [String: Int] = [
        "first": 1, "second": 2, "third": 3, "fourth": 4, "fifth": 5, "sixth": 6, "seventh": 7, "eighth": 8,
        "ninth": 9, "tenth": 10,
    ]

    /// The referenced number and the tokens it used.
    static func find(_ t: [Token]) -> (Int, Range<Int>)? {
        for i in t.indices {
            let word = t[i].text
            // Most words are English words or Hangul that no reference starts with: skip them fast.
            if let first = word.unicodeScalars.first, ("a"..."z").contains(first), englishOrdinals[word] == nil,
               !["no", "number", "num", "nr", "last"].contains(word) {
                continue
            }
            if let n = numbered(word) { return (n, i..<(i + 1)) }
            // `2 번`, `2 번째`: the number and its counter apart.
            if let n = Int(word), n > 0, n < 1000, i + 1 < t.count, ["번", "번째", "번거", "번꺼", "번을", "번이요"].contains(t[i + 1].text) {
                return (n, i..<(i + 2))
            }
            if let n = koreanOrdinalWords[strip(word)] { return (n, i..<(i + 1)) }
            // "처음 거", "처음꺼": the first one ("처음으로 해 봤어" is the first time).
            if word != "처음", strip(word) == "처음" { return (1, i..<(i + 1)) }
            if word == "처음", i + 1 < t.count, ["거", "꺼", "것", "거요", "레시피"].contains(t[i + 1].text) { return (1, i..<(i + 2)) }
            if let n = koreanOrdinals[word], i + 1 < t.count, strip(t[i + 1].text).startsBytes(with: "번째") {
                return (n, i..<(i + 2))
            }
            if word.startsBytes(with: "#"), let n = Int(word.dropFirst()), n > 0 { return (n, i..<(i + 1)) }
            if ["no", "number", "num", "nr"].contains(word), i + 1 < t.count, let n = Int(t[i + 1].text), n > 0 {
                return (n, i..<(i + 2))
            }
            if let n = englishOrdinals[word] ?? ordinalSuffix(word) { return (n, i..<(i + 1)) }
            // "the last one", "show last": the last of the list ("how long does it last" is not).
            if word == "last", i > 0 && ["the", "show", "open", "view"].contains(t[i - 1].text)
                || i + 1 < t.count && ["one", "recipe", "dish", "item"].contains(t[i + 1].text) {
                return (RecipeReference.lastInList, i..<(i + 1))
            }
        }
        return nil
    }

    /// `2번`, `2번째`, `2번거`, `2번을` → 2.
    static func numbered(_ word: String) -> Int? {
        // `일번`, `삼번`: Sino-Korean numbers (not 이번, this time).
        if let n = sinoNumbers[String(word.prefix(1))], word.dropFirst().hasPrefix("번"), word.count <= 4 {
            return n
        }
        let digits = word.prefix { $0.isASCII && $0.isNumber }
        guard !digits.isEmpty, let n = Int(digits), n > 0 else { return nil }
        let rest = word.dropFirst(digits.count)
        return rest.startsBytes(with: "번") ? n : nil
    }

    static let sinoNumbers: [String: Int] = ["일": 1, "삼": 3, "사": 4, "오": 5, "육": 6, "칠": 7, "팔": 8, "구": 9, "십": 10]

    /// `2nd`, `3rd`, `10th` → the number.
    private static func ordinalSuffix(_ word: String) -> Int? {
        for suffix in ["st", "nd", "rd", "th"] where word.endsBytes(with: suffix) {
            if let n = Int(word.dropLast(2)), n > 0, n < 100 { return n }
        }
        return nil
    }

    /// An ordinal word without what follows it (`두번째거` → `두번째`; `세번쨰` typed for 세번째).
    private static func strip(_ word: String) -> String {
        let word = word.replacing("쨰", with: "째")
        for tail in ["거를", "걸로", "거요", "거", "꺼", "것", "걸", "는", "을", "를", "요", "꺼요"]
        where word.endsBytes(with: tail) && word.count > tail.count {
            return String(word.dropLast(tail.count))
        }
        return word
    }
}
