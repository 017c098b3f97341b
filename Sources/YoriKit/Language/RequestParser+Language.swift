/// Which language a line is written in: the words around the ingredients decide.
extension RequestParser {
    /// `what can I cook with 두부 and 김치` is English; `egg 두 개랑 scallion 하나 있어` is Korean.
    ///
    /// Ingredient names are left out (people write them in either script); the other
    /// words — the frame of the sentence — are counted by script, words the lexicon does not
    /// know at half weight (they may be names too; Korean verb forms count whole), metric
    /// amounts and English units after a number (`2 bottles`) not at all, a Korean particle on an ingredient
    /// (`fridge에`, `두부랑`) as Korean. Command words (`cook`, `show`, `bookmark`) do not
    /// count: they are typed the same in both. On a tie the last frame word decides; with no frame at all, any Hangul
    /// makes the line Korean.
    func language(_ tokens: [Token], scan: Scan, line: String) -> UserLanguage {
        var covered = Set<Int>()
        var unknown = Set<Int>()
        for entry in scan.entries {
            switch entry {
            case .known(_, let range, _): covered.formUnion(range)
            case .unknown(_, _, let index): unknown.insert(index)
            }
        }
        var korean = 0.0, english = 0.0
        var last: UserLanguage?
        for (i, token) in tokens.enumerated() {
            if covered.contains(i) {
                if !token.particles.isEmpty { korean += 1; last = .ko }
                continue
            }
            if tokens.count > 1, Self.commandWords.contains(token.text) { continue }
            // Metric amounts (`1L`, `300g`) are written the same in both; a Korean counter
            // (`10개`) is Korean.
            if !Self.isHangulWord(token.text), token.text.first?.isNumber == true || Self.isAmountWord(token) { continue }
            // `우유 2 bottles 샀어`: an English unit after a number belongs to the amount, not the frame.
            if i > 0, QuantityParser.isEnglishUnit(token.text), QuantityParser.amount(tokens[i - 1].text) != nil { continue }
            // An unknown word may be a name, so it counts half; a Korean verb form (`버렸어`) is frame.
            let weight = unknown.contains(i) && !Self.looksLikeVerb(token.stem) ? 0.5 : 1
            if Self.isHangulWord(token.text) {
                korean += weight
                last = .ko
            } else if token.text.unicodeScalars.contains(where: { ("a"..."z").contains($0) }) {
                english += weight
                last = .en
            }
        }
        if korean == 0 && english == 0 { return UserLanguage.detect(line) }
        if korean != english { return korean > english ? .ko : .en }
        return last ?? UserLanguage.detect(line)
    }

    /// Command words that work in either language (`cook 감자 양파`, `show 3`).
    static let commandWords: Set<String> = [
        "cook", "show", "open", "search", "find", "bookmark", "save", "tip", "copy", "cooked", "help", "shop", "ai",
    ]
}
