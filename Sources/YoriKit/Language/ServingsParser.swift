/// How many people a meal is for: `4인분`, `네 명`, `4명이서`, `네 식구`, `for four`,
/// `for 4 people`, `a family of four`, `serves 4`. People are servings, never ingredients.
enum ServingsParser {
    /// The number of people and the tokens that say it.
    /// `4인분이면?`, `4인분이라면요`: the count said as a condition (what if it were for 4).
    static let conditionalEndings: Set<String> = ["이면", "이면요", "이라면", "이라면요", "면", "면요"]

    static func find(_ tokens: [Token]) -> (count: Int, indices: Set<Int>)? {
        let words = tokens.map(\.text)
        for (i, token) in tokens.enumerated() {
            let text = token.text
            // 4인분, 4인, 4명, 4명이서, 4식구, 2인분으로
            let chars = Array(text)
            // The count before the unit is at most a few characters (99, 열두), so only those cuts
            // are tried: a long word is never re-read from every position.
            for unit in ["인분", "식구", "인", "명"] {
                for cut in 1..<max(1, min(chars.count, 5)) where String(chars[cut..<min(chars.count, cut + unit.count)]) == unit {
                    let head = String(chars[..<cut]), tail = String(chars[(cut + unit.count)...])
                    guard let n = Int(head) ?? koreanCount(head), (1...99).contains(n),
                          tail.isEmpty || ["이서", "서", "이", "분"].contains(tail) || Stemmer.isParticles(tail)
                            || conditionalEndings.contains(tail) else { continue }
                    return (n, [i])
                }
            }
            // 네 명, 두 사람, 네 식구, 4 people, 4 servings
            if i + 1 < tokens.count, let n = Int(text) ?? koreanCount(text) ?? QuantityParser.englishNumbers[text].map(Int.init),
               (1...99).contains(n), personWords.contains(tokens[i + 1].stem) || personWords.contains(tokens[i + 1].text) {
                return (n, [i, i + 1])
            }
            // 둘이 먹을 건데, 셋이서, 넷이: a native count with 이(서) is people (`둘이` = the two of us).
            if let n = peopleCounts[text] { return (n, [i]) }
            // 식구 넷, 가족 4명 (the 명 form is above)
            if ["식구", "가족"].contains(token.stem), i + 1 < tokens.count, let n = koreanCount(tokens[i + 1].stem) ?? Int(tokens[i + 1].text) {
                return (n, [i, i + 1])
            }
            // for four, for 4, family of four, serves 4, feeds 6
            if ["for", "of", "serves", "serve", "feeds", "feed"].contains(text), i + 1 < tokens.count {
                var j = i + 1
                let n = Int(words[j]) ?? QuantityParser.englishNumbers[words[j]].map(Int.init)
                guard let n, (1...99).contains(n) else { continue }
                let person = j + 1 < tokens.count && personWords.contains(words[j + 1])
                if person { j += 1 }
                // "for 4" alone only at the end of a line or before people ("2 cans for 4 dollars" is no meal).
                // "dinner for two, I have salmon": a new clause starts after the count.
                let ends = j + 1 == tokens.count || ["people", "persons", "tonight", "today", "please", "i", "we", "and", "so",
                                                     "but", "what", "any", "anything", "something"].contains(words[j + 1])
                    || words[j + 1] == "for" || words[j + 1] == "with"
                if person || text != "for" || ends, text != "of" || i > 0 && ["family", "group", "party"].contains(words[i - 1]) {
                    return (n, Set(i...j).union(text == "of" ? [i - 1] : []))
                }
            }
        }
        return nil
    }

    /// Words for people after a count.
    static let personWords: Set<String> = ["명", "명이", "명이서", "사람", "식구", "인분", "people", "persons", "person", "servings",
                                           "serving", "guests", "adults", "kids"]

    /// A native count with 이 or 이서, alone: the number of people eating.
    static let peopleCounts: [String: Int] = ["둘이", "셋이", "넷이", "다섯이", "여섯이", "둘이서", "셋이서", "넷이서", "다섯이서",
                                               "여섯이서"].reduce(into: [:]) { table, word in
        let head = word.hasSuffix("이서") ? String(word.dropLast(2)) : String(word.dropLast())
        table[word] = ["둘": 2, "셋": 3, "넷": 4, "다섯": 5, "여섯": 6][head]
    }

    /// 하나…열 (and 한/두/세/네 before a counter), 혼자 1, 둘이 2.
    static func koreanCount(_ word: String) -> Int? {
        let counts: [String: Int] = ["한": 1, "하나": 1, "두": 2, "둘": 2, "세": 3, "셋": 3, "네": 4, "넷": 4, "다섯": 5, "여섯": 6,
                                     "일곱": 7, "여덟": 8, "아홉": 9, "열": 10, "둘이": 2, "셋이": 3, "넷이": 4]
        return counts[word]
    }
}
