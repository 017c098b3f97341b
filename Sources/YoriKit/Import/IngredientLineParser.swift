/// Reads COOKRCP01's free-text ingredient list (`RCP_PARTS_DTLS`) into ingredient lines:
/// name, amount, group and preparation.
///
/// The text is as messy as people type into a web form, and the parser handles what the
/// real data holds: a sub-dish title or heading on its own line (`고구마죽`, `양념장`),
/// headings before a colon (`●양념장 :`, `- 소스 :`, `주재료: 쌀 90, …`), in brackets
/// (`[케이퍼 살사]`, `(반죽재료)`), before a dash (`닭육수 - 닭 150g`) or at the start of a
/// line (`재료 닭가슴살(150g)`); serving notes (`[1인분]`); HTML (`<br />`, `&frac12;`);
/// amounts after the name (`20g(1⅓큰술)`, `약간`, `소금약간`, `흑미30g`) or in brackets
/// (`닭가슴살(150g)`); missing commas (`참기름 3g 두릅 8g`); and a line broken inside
/// brackets (`(2큰\n술)`).
///
/// Groups follow the headings: seasoning words (양념, 소스, 드레싱, …장) make 양념;
/// 부재료, 고명, 곁들임, 토핑, 육수, 국물 make 부재료; 주재료, 재료, sub-dish titles and the
/// first block before any heading make 주재료. In a block that is not a seasoning block, an
/// ingredient the lexicon files as a seasoning (category 양념 or 장류: 소금, 간장, 참기름, …)
/// is 양념, as yori's own recipes write it.
public struct IngredientLineParser: Sendable {
    let resolver: IngredientNameResolver

    public init(lexicon: IngredientLexicon) {
        resolver = IngredientNameResolver(lexicon: lexicon)
    }

    /// The ingredient lines of `text`, in order. Headings are not lines; a line without
    /// an amount gets `""`.
    public func parse(_ text: String) -> [RecipeIngredient] {
        var out: [RecipeIngredient] = []
        var heading = IngredientHeading.main
        for token in tokens(text) {
            switch token {
            case .heading(let title):
                heading = IngredientHeading(title)
            case .item(let item, let itemAmount):
                let (written, amount) = Self.movingEach(item, itemAmount)
                let resolved = resolver.resolve(written)
                guard resolved.name.contains(where: \.isLetter) else { continue }
                var group = heading.group
                if group != .seasoning, let canonical = resolved.canonical,
                   let category = resolver.lexicon.ingredient(named: canonical)?.category,
                   category == "양념" || category == "장류" {
                    group = .seasoning
                }
                out.append(RecipeIngredient(name: resolved.name, canonical: resolved.canonical,
                                            amount: amount, group: group, prep: resolved.prep))
            }
        }
        return out
    }

    /// `파프리카(빨강/노랑) 각 5g`: 각 (each) belongs to the amount, not the name, or the name is
    /// no ingredient yori knows (and shows `파프리카(빨강/노랑) 각`).
    static func movingEach(_ written: String, _ amount: String) -> (String, String) {
        let words = words(written)
        guard words.count >= 2, let last = words.last, last == "각" || last == "각각" else { return (written, amount) }
        let name = words.dropLast().joined(separator: " ")
        if amount.isEmpty || amount.hasPrefix("각") { return (name, amount.isEmpty ? last : amount) }
        return (name, "각 " + amount)
    }

    /// What the text is made of, in order.
    enum Token: Equatable {
        case heading(String)
        /// A name as written (preparation included) and its amount.
        case item(String, String)
    }

    /// The headings and items of `text`.
    func tokens(_ text: String) -> [Token] {
        let lines = Self.lines(of: text)
        let scanned = lines.map { scanLine($0) }
        var tokens: [Token] = []
        for (index, pieces) in scanned.enumerated() {
            if pieces.count == 1, case .segment(let only) = pieces[0],
               isTitleLine(only, line: lines[index], previous: index > 0 ? lines[index - 1] : nil,
                           next: index + 1 < scanned.count ? scanned[index + 1] : nil) {
                tokens.append(.heading(only))
                continue
            }
            for (position, piece) in pieces.enumerated() {
                switch piece {
                case .heading(let title):
                    let cleaned = IngredientNameResolver.cleanEnds(title)
                    if !cleaned.isEmpty { tokens.append(.heading(cleaned)) }
                case .segment(let segment):
                    tokens += parseSegment(segment, opensLine: position == 0)
                }
            }
        }
        return tokens
    }

    /// A line that is only a few words without any amount, followed by a line of
    /// ingredients, is a heading: a sub-dish title (`고구마죽`) or a group (`양념장`).
    private func isTitleLine(_ segment: String, line: String, previous: String?, next: [Piece]?) -> Bool {
        guard let next, !line.hasSuffix(","), previous?.hasSuffix(",") != true else { return false }
        guard !segmentHasAmount(segment), segment.count <= 30 else { return false }
        return next.contains { piece in
            if case .segment(let s) = piece { return segmentHasAmount(s) }
            return true
        } || next.count > 1
    }

    /// Whether a segment states an amount, outside or inside brackets (`닭가슴살(150g)`).
    func segmentHasAmount(_ segment: String) -> Bool {
        if AmountScanner.hasAmount(segment) { return true }
        let chars = Array(segment.unicodeScalars)
        var i = 0
        while i < chars.count {
            if chars[i] == "(", let close = AmountScanner.closing(chars, from: i, limit: chars.count) {
                if Self.isAmountNote(chars[(i + 1)..<close]) { return true }
                i = close + 1
            } else {
                i += 1
            }
        }
        return false
    }

    /// Whether bracketed text is an amount (`150g`, `가슴살, 200g`, `약간`), not a note (`등심`).
    static func isAmountNote(_ content: ArraySlice<Unicode.Scalar>) -> Bool {
        let chars = Array(content)
        return AmountScanner.hasDigit(content)
            || AmountScanner.firstAmountStart(chars, in: 0..<chars.count) != nil
    }

    /// The non-empty lines of `text` after clean-up, with line breaks inside brackets
    /// joined (`(2큰\n술)`) and serving notes removed.
    static func lines(of text: String) -> [String] {
        var normalized = MessyText.normalized(text)
        if normalized.hasPrefix("\""), normalized.hasSuffix("\""), normalized.count >= 2 {
            normalized = String(normalized.dropFirst().dropLast())
        }
        var joined = String.UnicodeScalarView()
        var depth = 0
        for c in normalized.unicodeScalars {
            if c == "(" || c == "[" { depth += 1 } else if c == ")" || c == "]" { depth = max(0, depth - 1) }
            if c == "\n" && depth > 0 { continue }
            if c == "\n" { depth = 0 }
            joined.append(c)
        }
        return String(joined).split(separator: "\n").map { MessyText.collapsingSpaces(removingServingNotes(String($0))) }
            .filter { !$0.isEmpty }
    }

    /// `line` without `[1인분]`, `( 1인분)`, `(2인분 기준)`, or a leading `1인분`.
    static func removingServingNotes(_ line: String) -> String {
        guard line.unicodeScalars.contains("인") else { return line }
        let chars = Array(line.unicodeScalars)
        var out: [Unicode.Scalar] = []
        var i = 0
        while i < chars.count {
            if chars[i] == "(" || chars[i] == "[", let close = AmountScanner.closing(chars, from: i, limit: chars.count),
               isServingNote(AmountScanner.text(chars[(i + 1)..<close])) {
                i = close + 1
                continue
            }
            out.append(chars[i])
            i += 1
        }
        var text = MessyText.collapsingSpaces(AmountScanner.text(out[...]))
        for opener in ["재료 ", ""] where text.hasPrefix(opener) {
            let rest = text.dropFirst(opener.count)
            if let end = rest.firstIndex(of: " "), isServingNote(String(rest[..<end])) {
                text = opener + rest[rest.index(after: end)...]
                break
            }
        }
        return text
    }

    /// `1인분`, `2~3인분`, `4인 기준`, `1인분 기준`.
    static func isServingNote(_ text: String) -> Bool {
        let t = text.filter { $0 != " " }
        guard let first = t.first, AmountScanner.isNumeral(first) else { return false }
        let rest = t.drop { AmountScanner.isNumeral($0) || $0 == "~" || $0 == "-" || $0 == "." }
        return ["인분", "인분기준", "인기준", "인용", "인분량"].contains(String(rest))
    }
}
