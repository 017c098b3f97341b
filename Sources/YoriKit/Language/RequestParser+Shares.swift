/// Parts and vague amounts of an item: `우유 반`, `두부 절반`, `두부 1/2`, `half the milk`
/// (a share of what is stored), `김치 조금`, `some kimchi` (no number at all).
extension RequestParser {
    /// A share written next to an item: after it in Korean (`우유 반`, `두부 절반을`, `우유 1/2`,
    /// `3분의 1`), before it in English (`half the milk`, `half of the tofu`, `a third of the
    /// cheese`); with the tokens it uses.
    static func share(_ tokens: [Token], around range: Range<Int>) -> (Double, Range<Int>)? {
        let after = range.upperBound
        if after < tokens.count {
            let token = tokens[after]
            // "반 모" is half a block (an amount), "우유 반" half of the milk.
            let counted = after + 1 < tokens.count && QuantityParser.unit(of: tokens[after + 1].text) != nil
            if !counted, let share = QuantityParser.koreanShares[token.text] ?? QuantityParser.koreanShares[token.stem] {
                // "반 정도", "반쯤": the word after says "about".
                let about = after + 1 < tokens.count && ["정도", "쯤", "가량"].contains(tokens[after + 1].stem)
                return (share, after..<(after + (about ? 2 : 1)))
            }
            if let (value, rest) = QuantityParser.fraction(token.text), KoreanParticles.isParticles(rest), value > 0, value < 1 {
                return (value, after..<(after + 1))
            }
            // 3분의 1, 삼분의 일
            if token.text.hasSuffix("분의"), after + 1 < tokens.count,
               let whole = Self.smallNumber(String(token.text.dropLast(2))), let part = Self.smallNumber(tokens[after + 1].stem),
               whole >= 2, part >= 1, part < whole {
                return (Double(part) / Double(whole), after..<(after + 2))
            }
        }
        var i = range.lowerBound - 1
        while i >= 0, Self.determiners.contains(tokens[i].text) { i -= 1 }
        guard i >= 0 else { return nil }
        if let share = QuantityParser.englishShares[tokens[i].text] {
            // "a third", "one quarter", "three quarters"
            var first = i
            var value = share
            if i > 0, ["a", "one"].contains(tokens[i - 1].text) { first = i - 1 }
            if tokens[i].text == "quarters", i > 0, tokens[i - 1].text == "three" { value = 0.75; first = i - 1 }
            return (value, first..<range.lowerBound)
        }
        if tokens[i].text == "quarters", i > 0, tokens[i - 1].text == "three" { return (0.75, (i - 1)..<range.lowerBound) }
        if tokens[i].text == "thirds", i > 0, tokens[i - 1].text == "two" { return (2.0 / 3, (i - 1)..<range.lowerBound) }
        return nil
    }

    /// A vague amount next to an item (`김치 조금`, `김치 좀`, `some kimchi`, `a little milk`,
    /// `a bit of the tofu`), as written, with the tokens it uses.
    static func vague(_ tokens: [Token], around range: Range<Int>) -> (String, Range<Int>)? {
        let after = range.upperBound
        // "몇 개", "한두 개", "서너 개"
        if after + 1 < tokens.count, tokens[after].text == "몇" || QuantityParser.koreanVague.contains(tokens[after].text),
           QuantityParser.unit(of: tokens[after + 1].text) != nil {
            return (tokens[after].text + " " + tokens[after + 1].stem, after..<(after + 2))
        }
        // "한두개", "서너개"
        if after < tokens.count, let word = QuantityParser.koreanVague.first(where: { tokens[after].text.hasPrefix($0) }),
           QuantityParser.unit(of: String(tokens[after].text.dropFirst(word.count))) != nil {
            return (tokens[after].text, after..<(after + 1))
        }
        if after < tokens.count, QuantityParser.koreanVague.contains(tokens[after].text)
            || QuantityParser.koreanVague.contains(tokens[after].stem) {
            return (tokens[after].stem, after..<(after + 1))
        }
        // "몇 개", "두세 개", "한두 개": how many is not said
        if after + 1 < tokens.count, QuantityParser.koreanRanges.contains(tokens[after].text),
           QuantityParser.unit(of: tokens[after + 1].text) != nil {
            return (tokens[after].text + " " + tokens[after + 1].stem, after..<(after + 2))
        }
        var i = range.lowerBound - 1
        while i >= 0, Self.determiners.contains(tokens[i].text) { i -= 1 }
        guard i >= 0, QuantityParser.englishVague.contains(tokens[i].text) else { return nil }
        let first = i > 0 && ["a", "some"].contains(tokens[i - 1].text) && tokens[i].text != "some" ? i - 1 : i
        return (tokens[first...i].map(\.text).joined(separator: " "), first..<range.lowerBound)
    }

    /// Words between an English share and its item (`half of the milk`).
    static let determiners: Set<String> = ["the", "my", "of", "your", "our", "that", "this", "those", "these", "his", "her"]

    /// `3`, `삼`, `세`, `일`: a small whole number in digits or Korean.
    static func smallNumber(_ word: String) -> Int? {
        if let n = Int(word) { return n }
        let sino: [String: Int] = ["일": 1, "이": 2, "삼": 3, "사": 4, "오": 5, "육": 6, "칠": 7, "팔": 8, "구": 9, "십": 10]
        return sino[word] ?? QuantityParser.koreanNumbers[word].map { Int($0) }
    }

    /// Whether a word is a share or a vague amount (never an ingredient or a name).
    static func isShareOrVague(_ token: Token) -> Bool {
        QuantityParser.koreanShares[token.text] != nil || QuantityParser.koreanShares[token.stem] != nil
            || QuantityParser.koreanVague.contains(token.text) || QuantityParser.koreanVague.contains(token.stem)
            || QuantityParser.englishShares[token.text] != nil || token.text == "quarters" || token.text == "thirds"
            || QuantityParser.englishVague.contains(token.text)
    }
}
