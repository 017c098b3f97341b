extension IngredientLineParser {
    /// A part of one line: a heading, or a segment of items between commas.
    enum Piece: Equatable {
        case heading(String)
        case segment(String)
    }

    /// Splits one line at commas outside brackets, and at heading markers: `[…]`, a colon
    /// (`양념장 :`), a leading `(…)` note, a dash between a heading and its items.
    func scanLine(_ line: String) -> [Piece] {
        let chars = Array(line.unicodeScalars)
        var pieces: [Piece] = []
        var current: [Unicode.Scalar] = []
        func flush() {
            let text = MessyText.trimmed(AmountScanner.text(current[...]))
            if !text.isEmpty { pieces.append(.segment(text)) }
            current = []
        }
        var i = 0
        while i < chars.count {
            let c = chars[i]
            switch c {
            case "(":
                if let close = AmountScanner.closing(chars, from: i, limit: chars.count) {
                    let content = chars[(i + 1)..<close]
                    let opensSegment = MessyText.trimmed(AmountScanner.text(current[...])).isEmpty
                    let more = chars[(close + 1)...].contains { $0 != " " && $0 != "," }
                    if opensSegment, more, !Self.isAmountNote(content), content.count <= 20 {
                        pieces.append(.heading(AmountScanner.text(content)))  // (반죽재료) 통밀가루 50g
                    } else {
                        current += chars[i...close]
                    }
                    i = close + 1
                    continue
                }
                current.append(c)
            case "[":
                if let close = AmountScanner.closing(chars, from: i, limit: chars.count) {
                    flush()
                    pieces.append(.heading(AmountScanner.text(chars[(i + 1)..<close])))
                    i = close + 1
                    continue
                }
                // An unclosed `[` is a typo (`[소스소개 저나트륨겨자소스:`): drop it.
            case "]", ")":
                break  // unmatched closers
            case ",", ";":
                flush()
            case ":":
                let ratio = i > 0 && i + 1 < chars.count && AmountScanner.isDigit(chars[i - 1])
                    && AmountScanner.isDigit(chars[i + 1])
                if ratio {
                    current.append(c)
                } else {
                    pieces += splitAtHeading(AmountScanner.text(current[...]), always: true)
                    current = []
                }
            case "-":
                let text = MessyText.trimmed(AmountScanner.text(current[...]))
                let previous: Unicode.Scalar? = i > 0 ? chars[i - 1] : nil
                let next: Unicode.Scalar? = i + 1 < chars.count ? chars[i + 1] : nil
                if text.isEmpty {
                    break  // a bullet
                } else if let previous, let next, AmountScanner.isNumeral(previous), AmountScanner.isNumeral(next) {
                    current.append(c)  // 1-2개
                } else if previous == " " || next == " " || next == nil {
                    let split = splitAtHeading(text, always: false)
                    if split.isEmpty {
                        current.append(c)
                    } else {
                        pieces += split
                        current = []
                    }
                } else {
                    current.append(c)
                }
            default:
                current.append(c)
            }
            i += 1
        }
        flush()
        return pieces
    }

    /// The text before a heading marker: items up to the last amount, then the heading
    /// (`김 0.5g - 양념된장` → `김 0.5g`, heading `양념된장`). Without any amount the whole
    /// text is the heading — after a colon always, before a dash only when short.
    /// Returns `[]` when the text is not split (a long dash-joined phrase).
    private func splitAtHeading(_ text: String, always: Bool) -> [Piece] {
        let chars = Array(MessyText.trimmed(text).unicodeScalars)
        guard !chars.isEmpty else { return [] }
        var lastEnd: Int?
        var pos = 0
        while let start = AmountScanner.firstAmountStart(chars, in: pos..<chars.count) {
            let end = AmountScanner.amountEnd(chars, from: start, limit: chars.count)
            lastEnd = end
            pos = max(end, start + 1)
        }
        if lastEnd == nil {
            // Bracketed amounts count too: `마늘(10g) 육수` ends at the bracket.
            var i = 0
            while i < chars.count {
                if chars[i] == "(", let close = AmountScanner.closing(chars, from: i, limit: chars.count) {
                    if Self.isAmountNote(chars[(i + 1)..<close]) { lastEnd = close + 1 }
                    i = close + 1
                } else {
                    i += 1
                }
            }
        }
        guard let lastEnd else {
            let heading = IngredientNameResolver.cleanEnds(AmountScanner.text(chars[...]))
            if always || (heading.count <= 20 && !heading.isEmpty) { return heading.isEmpty ? [] : [.heading(heading)] }
            return []
        }
        let items = MessyText.trimmed(AmountScanner.text(chars[..<lastEnd]))
        let heading = IngredientNameResolver.cleanEnds(AmountScanner.text(chars[lastEnd...]))
        if heading.isEmpty { return [.segment(items)] }
        return [.segment(items), .heading(heading)]
    }

    /// The headings and items of one segment (`고구마 100g(2/3개)`, `참기름 3g 두릅 8g`,
    /// `닭고기(가슴살, 200g)`, `소금 약간`, `재료 닭가슴살(150g)`, `대나무꼬치`).
    func parseSegment(_ segment: String, opensLine: Bool) -> [Token] {
        let chars = Array(segment.unicodeScalars)
        var tokens: [Token] = []
        var pos = 0
        var items = 0
        while let start = AmountScanner.firstAmountStart(chars, in: pos..<chars.count) {
            let end = AmountScanner.amountEnd(chars, from: start, limit: chars.count)
            let name = MessyText.trimmed(AmountScanner.text(chars[pos..<start]))
            let amount = MessyText.trimmed(AmountScanner.text(chars[start..<end]))
            if name.isEmpty || !name.contains(where: \.isLetter) {
                // An amount with no name continues the one before (`또띠아8인치 30g`).
                if let last = tokens.indices.last, case .item(let n, let a) = tokens[last] {
                    tokens[last] = .item(n, a + " " + amount)
                }
            } else {
                tokens += named(name, amount: amount, runOn: items > 0)
            }
            items += 1
            pos = max(end, start + 1)
        }
        let rest = MessyText.trimmed(AmountScanner.text(chars[pos...]))
        if !rest.isEmpty { tokens += parseBracketedAmounts(rest, runOn: items > 0) }
        return tokens
    }

    /// Items whose amounts are in brackets (`닭가슴살(150g) 당근(10g)`), and what is left:
    /// after an amount, a heading (`… 10g(2작은술) 소스`); otherwise an item with no amount.
    private func parseBracketedAmounts(_ text: String, runOn: Bool) -> [Token] {
        let chars = Array(text.unicodeScalars)
        var tokens: [Token] = []
        var pos = 0
        var runOn = runOn
        var i = 0
        while i < chars.count {
            guard chars[i] == "(", let close = AmountScanner.closing(chars, from: i, limit: chars.count) else {
                i += 1
                continue
            }
            let content = chars[(i + 1)..<close]
            if Self.isAmountNote(content) {
                let (notes, amount) = Self.splitNoteAndAmount(AmountScanner.text(content))
                var name = MessyText.trimmed(AmountScanner.text(chars[pos..<i]))
                if !notes.isEmpty { name += "(" + notes + ")" }
                // Words after the bracket still belong to the name: 쇠고기(등심 160g) 슬라이스.
                if name.contains(where: \.isLetter) { tokens += named(name, amount: amount, runOn: runOn) }
                runOn = true
                pos = close + 1
            }
            i = close + 1
        }
        let rest = MessyText.trimmed(AmountScanner.text(chars[pos...]))
        guard !rest.isEmpty else { return tokens }
        if runOn, IngredientHeading.isHeadingWord(rest) || resolver.canonical(of: rest) == nil {
            return tokens + [.heading(rest)]
        }
        return tokens + named(rest, amount: "", runOn: runOn)
    }

    /// `가슴살, 200g` → note `가슴살`, amount `200g`; `150g` → no note. When the parts do not
    /// split cleanly (`흰자, 노른자 각각 1장`), all of it is the amount.
    static func splitNoteAndAmount(_ content: String) -> (note: String, amount: String) {
        let parts = content.split(separator: ",").map { MessyText.trimmed($0) }.filter { !$0.isEmpty }
        guard parts.count >= 2, let last = parts.last, let first = last.first, AmountScanner.isNumeral(first),
              parts.dropLast().allSatisfy({ !AmountScanner.hasDigit($0) }) else {
            return ("", MessyText.trimmed(content))
        }
        return (parts.dropLast().joined(separator: ", "), last)
    }

    /// An item, after taking a heading off the front of its name when there is one:
    /// `재료 닭가슴살`, `양념 맛술`, `블루베리소스 블루베리잼`, and after a missing comma
    /// `… 3g 주먹밥 데친꼬막살`.
    private func named(_ name: String, amount: String, runOn: Bool) -> [Token] {
        let words = Self.words(name)
        guard words.count >= 2, resolver.lexicon.canonicalName(name) == nil else { return [.item(name, amount)] }
        let first = words[0]
        let rest = words.dropFirst().joined(separator: " ")
        let isModifier = IngredientNameResolver.qualifiers.contains(first)
            || IngredientNameResolver.prepPrefixes.contains(first)
        if !isModifier, IngredientHeading.isHeadingWord(first) {
            return [.heading(first), .item(rest, amount)]
        }
        if runOn, !isModifier, resolver.canonical(of: first) == nil, resolver.canonical(of: rest) != nil,
           resolver.canonical(of: name) == resolver.canonical(of: rest), !IngredientNameResolver.formWords.contains(words[1]) {
            return [.heading(first), .item(rest, amount)]
        }
        return [.item(name, amount)]
    }

    /// Words split at spaces outside brackets.
    static func words(_ text: String) -> [String] {
        var words: [String] = []
        var current = ""
        var depth = 0
        for c in text {
            if c == "(" || c == "[" { depth += 1 } else if c == ")" || c == "]" { depth = max(0, depth - 1) }
            if c == " " && depth == 0 {
                if !current.isEmpty { words.append(current) }
                current = ""
            } else {
                current.append(c)
            }
        }
        if !current.isEmpty { words.append(current) }
        return words
    }
}
