/// Reads an ingredient name as a recipe writes it: separates the preparation
/// (`다진 대파` → 대파, 다진; `마늘다진것` → 마늘, 다진) and finds the lexicon's
/// canonical name, looking past qualifiers the lexicon does not list (`저염간장` → 간장,
/// `국물용 멸치` → 멸치, `쇠고기(등심)` → 소고기).
///
/// The written name is kept (minus the preparation): it is what the recipe says. An
/// ingredient the lexicon does not know keeps `canonical == nil`; the fallbacks only ever
/// drop words, never guess a different ingredient from a substring.
struct IngredientNameResolver: Sendable {
    let lexicon: IngredientLexicon

    /// A written name, split into the name, its canonical form and its preparation.
    struct Resolved: Equatable {
        var name: String
        var canonical: String?
        var prep: String?
    }

    /// How an ingredient is cut or cooked, written before the name; longest first.
    /// One-syllable words (간, 찐, 푼, 썬) only count when a space follows (간장 is not 간 + 장).
    static let prepPrefixes: [String] = [
        "곱게 다진", "굵게 다진", "잘게 다진", "곱게 간", "강판에 간", "껍질 벗긴", "껍질 깐", "씨 뺀", "씨를 뺀",
        "채 썬", "채썬", "송송 썬", "송송썬", "어슷 썬", "어슷썬", "깍둑 썬", "깍둑썬", "얇게 썬", "잘게 썬",
        "굵게 썬", "편 썬", "편썬", "나박 썬", "반달 썬", "길게 썬", "한입 크기로 썬", "토막 낸", "토막낸",
        "삶아 으깬", "다져 놓은", "다져놓은", "데쳐 썬",
        "다진", "삶은", "데친", "볶은", "구운", "으깬", "갈은", "손질한", "손질된", "불린", "절인", "얼린",
        "녹인", "해동한", "채친", "우린",
        "간", "찐", "푼", "썬",
    ].sorted { $0.count > $1.count }

    /// Preparation written after the name with 것: `마늘다진것`, `돼지고기 다진 것`, `바질마른것`.
    static let prepBeforeGeot: [String] = [
        "다져 놓은", "다져놓은", "채 썬", "채썬", "다진", "갈은", "마른", "모른", "말린", "삶은", "데친", "으깬",
        "볶은", "구운", "불린", "손질한", "손질된", "우린", "간", "썬",
    ].sorted { $0.count > $1.count }

    /// Words that qualify an ingredient without changing what it is, tried away only when
    /// the whole name is unknown (`저염간장` → 간장, `빨강 파프리카` → 파프리카).
    static let qualifiers: [String] = [
        "저나트륨", "저염", "무염", "저지방", "무지방", "무가당", "국산", "수입", "냉동", "냉장", "유기농", "시판",
        "국물용", "다시용", "육수용", "찌개용", "구이용", "요리용", "샐러드용", "장식용", "고명용", "통조림", "캔",
        "마른", "말린", "건", "생", "햇", "깐", "통", "볶음", "미니", "어린", "베이비", "작은", "큰", "굵은", "가는",
        "흰", "검은", "검정", "노란", "노랑", "빨간", "빨강", "주황", "초록", "녹색", "붉은", "자색", "청", "홍",
        "적", "황", "백", "흑", "알", "다진", "슬라이스", "손질된", "익은", "신선한", "국내산", "조선", "토종", "재래", "날",
    ].sorted { $0.count > $1.count }

    /// Words after a name that say which part or form of it (`표고버섯 기둥`, `쇠고기 슬라이스`).
    static let formWords: Set<String> = [
        "슬라이스", "기둥", "다짐육", "채", "잎", "줄기", "살", "살코기", "조각", "토막", "큐브", "덩어리", "편", "다진것",
    ]

    /// Qualifiers the lexicon spells as a one-syllable prefix: 마른 표고버섯 = 건표고버섯.
    static let qualifierSpellings: [(String, String)] = [
        ("마른", "건"), ("말린", "건"), ("빨간", "홍"), ("빨강", "홍"), ("붉은", "홍"), ("검은", "흑"), ("검정", "흑"),
        ("흰", "백"), ("하얀", "백"),
    ]

    /// Splits `written` into its name, canonical name and preparation.
    func resolve(_ written: String) -> Resolved {
        var name = Self.cleanEnds(written)
        var prep: String?
        if let (rest, word) = Self.splitPrepSuffix(name) {
            name = rest
            prep = word
        } else if let (word, rest) = Self.splitPrepPrefix(name) {
            name = rest
            prep = word
        }
        return Resolved(name: name, canonical: canonical(of: name), prep: prep)
    }

    /// The lexicon's name for `name`, trying it whole, without bracketed notes, without
    /// qualifiers, and by its head word.
    func canonical(of name: String) -> String? {
        if let found = lexicon.canonicalName(name) { return found }
        let core = Self.cleanEnds(Self.withoutBrackets(name))
        guard !core.isEmpty else { return nil }
        if core != name, let found = lexicon.canonicalName(core) { return found }
        for (written, spelled) in Self.qualifierSpellings where core.hasPrefix(written) {
            if let found = lexicon.canonicalName(spelled + core.dropFirst(written.count)) { return found }
        }
        if let found = withoutQualifiers(core) { return found }
        let words = core.split(separator: " ").map(String.init)
        if words.count >= 2 {
            // Korean puts the head noun last (국물용 멸치, 콩 삶은 물, 돼지고기 목심), unless the
            // first word is an ingredient the last one is not a kind of (녹차 우린 물).
            let head = lexicon.canonicalName(words[words.count - 1]) ?? withoutQualifiers(words[words.count - 1])
            let first = lexicon.canonicalName(words[0])
            if let head, let first, head != first, lexicon.ingredient(named: head)?.broader != first {
                // A sub-dish title glued to the line (톳 무침양념 설탕, 밥 밑간 참기름): words in
                // between that neither prepare nor name an ingredient mean the last one is it.
                let between = words.dropFirst().dropLast()
                let titled = !between.isEmpty && between.allSatisfy { word in
                    !Self.prepPrefixes.contains(word) && !Self.prepBeforeGeot.contains(word) && lexicon.canonicalName(word) == nil
                }
                return titled ? head : first
            }
            if let head { return head }
            // …unless the words after the first name a part of it: 표고버섯 기둥.
            if words.dropFirst().allSatisfy(Self.formWords.contains), let found = lexicon.canonicalName(words[0]) {
                return found
            }
        }
        if let (rest, _) = Self.splitPrepPrefix(core), let found = lexicon.canonicalName(rest) { return found }
        return nil
    }

    /// Tries `name` without up to two leading qualifiers.
    private func withoutQualifiers(_ name: String) -> String? {
        var current = name
        for _ in 0..<2 {
            guard let rest = Self.dropQualifier(current) else { return nil }
            if let found = lexicon.canonicalName(rest) { return found }
            current = rest
        }
        return nil
    }

    /// `name` without one leading qualifier, or `nil` when it starts with none. One-syllable
    /// qualifiers (생, 건, 홍) need at least two syllables left, so 생강 never becomes 강.
    static func dropQualifier(_ name: String) -> String? {
        for word in qualifiers where name.utf8.starts(with: word.utf8) {
            let rest = cleanEnds(String(name.dropFirst(word.count)))
            if rest.count >= 2 || (word.count >= 2 && !rest.isEmpty) { return rest }
        }
        return nil
    }

    static func splitPrepPrefix(_ name: String) -> (prep: String, rest: String)? {
        for word in prepPrefixes where name.utf8.starts(with: word.utf8) {
            let after = name.dropFirst(word.count)
            let spaced = after.first == " "
            if word.count == 1 && !spaced { continue }
            let rest = cleanEnds(String(after))
            if rest.isEmpty || rest.first == "(" { continue }
            return (word, rest)
        }
        return nil
    }

    static func splitPrepSuffix(_ name: String) -> (rest: String, prep: String)? {
        guard name.utf8.reversed().starts(with: "것".utf8.reversed()) else { return nil }
        let before = cleanEnds(String(name.dropLast()))
        for word in prepBeforeGeot where before.utf8.reversed().starts(with: word.utf8.reversed()) {
            let rest = cleanEnds(String(before.dropLast(word.count)))
            guard !rest.isEmpty else { continue }
            // 간 needs a word before it that is not part of 간 itself (닭간 is liver, not 닭 + 간).
            if word.count == 1 && !before.dropLast(word.count).hasSuffix(" ") && rest.count < 2 { continue }
            return (rest, word == "모른" ? "마른" : word)
        }
        return nil
    }

    /// `name` without `(…)` and `[…]` notes.
    static func withoutBrackets(_ name: String) -> String {
        var out = ""
        var depth = 0
        for c in name {
            if c == "(" || c == "[" { depth += 1; continue }
            if c == ")" || c == "]" { depth = max(0, depth - 1); continue }
            if depth == 0 { out.append(c) }
        }
        return MessyText.collapsingSpaces(out)
    }

    private static let edgeNoise: Set<Character> = [
        " ", "\n", "-", "*", "+", "·", "•", "●", "○", "■", "□", "◆", "◇", "▶", "▷", "★", "☆", "※", "'", "\"", "~",
        ".", ":", ";", "/", ",", "ㆍ", "_", "#", "=",
    ]

    /// `text` without bullets, quotes and stray punctuation at either end; an unmatched
    /// `(` or `)` at an end goes too.
    static func cleanEnds(_ text: String) -> String {
        var s = Substring(MessyText.collapsingSpaces(text))
        var changed = true
        while changed {
            changed = false
            while let c = s.first, edgeNoise.contains(c) { s = s.dropFirst(); changed = true }
            while let c = s.last, edgeNoise.contains(c) { s = s.dropLast(); changed = true }
            let opens = s.filter { $0 == "(" }.count, closes = s.filter { $0 == ")" }.count
            if opens < closes, let c = s.first, c == ")" { s = s.dropFirst(); changed = true }
            if opens < closes, let c = s.last, c == ")" { s = s.dropLast(); changed = true }
            if opens > closes, let c = s.last, c == "(" { s = s.dropLast(); changed = true }
            if opens > closes, let c = s.first, c == "(" { s = s.dropFirst(); changed = true }
        }
        return String(s)
    }
}

extension IngredientLexicon {
    /// The canonical name of an ingredient name as a recipe writes it (the preparation
    /// already split off), looking past qualifiers: how `import` and `recipe add` file a line,
    /// so a stored line can be filed again when the lexicon changes.
    public func canonical(ofWritten name: String) -> String? {
        IngredientNameResolver(lexicon: self).canonical(of: name)
    }
}
