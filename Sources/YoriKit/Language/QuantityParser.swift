/// Reads amounts like `2개`, `두 개`, `한 모`, `반 모`, `300g`, `10 eggs`, `half a block of tofu`.
public enum QuantityParser {
    /// A whole amount on its own (`2`, `2개`, `두 개`, `반모`, `300 g`, `-1`): value and unit, if any.
    public static func amount(_ text: String) -> (Double, String?)? {
        let compact = String(text.filter { !$0.isWhitespace }).lowercased()
        if let amount = glued(compact) { return amount }
        if let value = koreanNumbers[compact] { return (value, nil) }
        return nil
    }

    /// Korean numeral words (the forms used before a counter), up to 59: `열두 개`, `스무 개`, `서른 개`.
    static let koreanNumbers: [String: Double] = {
        let ones: [String: Double] = [
            "한": 1, "하나": 1, "두": 2, "둘": 2, "세": 3, "셋": 3, "네": 4, "넷": 4, "다섯": 5, "여섯": 6,
            "일곱": 7, "여덟": 8, "아홉": 9,
        ]
        let tens: [String: Double] = ["열": 10, "스물": 20, "서른": 30, "마흔": 40, "쉰": 50]
        var numbers = ones.merging(tens) { a, _ in a }.merging(["석": 3, "스무": 20, "반": 0.5]) { a, _ in a }
        for (ten, t) in tens { for (one, o) in ones { numbers[ten + one] = t + o } }
        return numbers
    }()
    /// Native numerals that stand alone as an amount (`양파 하나`, `버터 둘`): no counter needed.
    /// (한/두/세/네/반 need one; 열 and 네 are also other words.)
    static let standaloneNumbers: [String: Double] = [
        "하나": 1, "둘": 2, "셋": 3, "넷": 4, "다섯": 5, "여섯": 6, "일곱": 7, "여덟": 8, "아홉": 9,
    ]
    /// Counters kept as written.
    static let counters = [
        "봉지", "포기", "송이", "덩이", "덩어리", "마리", "개입", "개", "모", "봉", "팩", "단", "병", "캔", "쪽", "알", "장", "컵",
        "통", "줄", "판", "근", "대", "뿌리", "톨", "공기", "상자", "박스", "망", "묶음", "줌", "조각",
    ]
    /// Metric units and their spellings.
    static let metric: [String: String] = [
        "g": "g", "그램": "g", "kg": "kg", "킬로": "kg", "킬로그램": "kg", "ml": "ml", "밀리리터": "ml", "l": "L",
        "리터": "L",
    ]
    static let englishNumbers: [String: Double] = {
        var numbers: [String: Double] = [
            "a": 1, "an": 1, "one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7, "eight": 8,
            "nine": 9, "ten": 10, "eleven": 11, "twelve": 12, "thirteen": 13, "fourteen": 14, "fifteen": 15,
            "sixteen": 16, "seventeen": 17, "eighteen": 18, "nineteen": 19, "half": 0.5, "dozen": 12,
        ]
        let ones = ["one", "two", "three", "four", "five", "six", "seven", "eight", "nine"]
        for (ten, t) in [("twenty", 20.0), ("thirty", 30), ("forty", 40), ("fifty", 50)] {
            numbers[ten] = t
            for (i, one) in ones.enumerated() { numbers[ten + "-" + one] = t + Double(i + 1) }
        }
        return numbers
    }()
    static let englishUnits: [String: String] = [
        "block": "모", "blocks": "모", "can": "캔", "cans": "캔", "bunch": "단", "bunches": "단", "bottle": "병",
        "bottles": "병", "clove": "쪽", "cloves": "쪽", "pack": "팩", "packs": "팩", "package": "팩",
        "packages": "팩", "carton": "팩", "cartons": "팩", "bag": "봉지", "bags": "봉지", "head": "포기",
        "heads": "포기", "sheet": "장", "sheets": "장", "cup": "컵", "cups": "컵", "glass": "컵", "glasses": "컵", "mug": "컵", "slice": "장", "slices": "장", "piece": "개", "pieces": "개",
        "g": "g", "gram": "g", "grams": "g", "kg": "kg", "kilo": "kg", "kilos": "kg", "ml": "ml", "l": "L",
        "liter": "L", "liters": "L", "litre": "L", "litres": "L", "tray": "판", "trays": "판",
        "tub": "통", "tubs": "통", "box": "상자", "boxes": "상자",
    ]
    /// Imperial and US measures, read into the metric unit yori keeps: that unit and how many
    /// of it one measure is (`2 lbs of chicken` → 907 g, `a gallon of milk` → 3785 ml).
    /// A cup stays 컵 (`englishUnits`), a unit yori keeps as written.
    static let measures: [String: (unit: String, factor: Double)] = {
        let table: [([String], String, Double)] = [
            (["lb", "lbs", "pound", "pounds"], "g", 453.6),
            (["oz", "ounce", "ounces"], "g", 28.35),
            (["gallon", "gallons", "gal"], "ml", 3785.41),
            (["quart", "quarts", "qt"], "ml", 946.35),
            (["pint", "pints"], "ml", 473.18),
        ]
        var measures: [String: (unit: String, factor: Double)] = [:]
        for (spellings, unit, factor) in table { for spelling in spellings { measures[spelling] = (unit, factor) } }
        return measures
    }()

    /// The unit an English word names and how many of it one is: a counter or metric unit
    /// (`cans` → 캔, 1), or a measure converted to g or ml (`lbs` → g, 453.6).
    static func englishUnit(_ word: String) -> (unit: String, factor: Double)? {
        if let unit = englishUnits[word] { return (unit, 1) }
        return measures[word]
    }

    /// Whether a word is an English unit or measure (`cans`, `lbs`): never an item.
    static func isEnglishUnit(_ word: String) -> Bool { englishUnit(word) != nil }

    /// `value` of a unit `factor` times the one kept: whole grams or millilitres, and a tenth
    /// below ten (2 lbs → 907 g, 1 oz → 28 g, 0.1 oz → 2.8 g).
    static func measured(_ value: Double, factor: Double) -> Double {
        guard factor != 1 else { return value }
        let kept = value * factor
        return kept >= 10 ? kept.rounded() : (kept * 10).rounded() / 10
    }

    /// A number as people write it: digits with an optional sign, one decimal point and
    /// thousands separators in groups of three (`2`, `-1`, `0.5`, `.5`, `1,000`, `12,500.5`).
    /// The other spellings a machine reads as numbers (`1e9`, `nan`, `inf`, `0x10`) are no amount.
    public static func number<S: StringProtocol>(_ text: S) -> Double? {
        var chars = Array(text)
        let negative = chars.first == "-"
        if negative { chars.removeFirst() }
        let point = chars.firstIndex(of: ".") ?? chars.count
        let whole = chars[..<point]
        let fraction = point < chars.count ? chars[(point + 1)...] : []
        guard !whole.isEmpty || !fraction.isEmpty, point == chars.count || !fraction.isEmpty,
              fraction.allSatisfy({ $0.isASCII && $0.isNumber }) else { return nil }
        let groups = whole.isEmpty ? [] : whole.split(separator: ",", omittingEmptySubsequences: false)
        guard groups.allSatisfy({ !$0.isEmpty && $0.allSatisfy { $0.isASCII && $0.isNumber } }) else { return nil }
        if groups.count > 1 {
            guard groups[0].count <= 3, groups.dropFirst().allSatisfy({ $0.count == 3 }) else { return nil }
        }
        let plain = String(groups.joined()) + (fraction.isEmpty ? "" : "." + String(fraction))
        guard let value = Double(plain) else { return nil }
        return negative ? -value : value
    }

    /// A word a machine reads as a number but no one writes as an amount (`1e9`, `NaN`, `inf`,
    /// `0x10`): beside an item it is a mistyped amount, never a name or a number.
    public static func machineNumber(_ word: String) -> Bool {
        Double(word) != nil && number(word) == nil
    }

    /// An amount glued into one word (`2개`, `300g`, `1.5kg`, `한모`, `반모를`): value and unit.
    static func glued(_ word: String) -> (Double, String?)? {
        if let (value, rest) = fraction(word) {
            if rest.isEmpty { return (value, nil) }
            return unit(of: rest).map { (value, $0) }
        }
        let chars = Array(word)
        var i = chars.first == "-" ? 1 : 0
        while i < chars.count, chars[i].isASCII, chars[i].isNumber || chars[i] == "." || chars[i] == "," { i += 1 }
        if i == 1 && chars.first == "-" { i = 0 }
        if i > 0 {
            guard let value = number(String(chars[0..<i])) else { return nil }
            let rest = String(chars[i...])
            if rest.isEmpty { return (value, nil) }
            // `2lb`, `16oz`: a measure, kept in grams or millilitres.
            if let (unit, factor) = measures[rest] { return (measured(value, factor: factor), unit) }
            guard let unit = unit(of: rest) else { return nil }
            return (value, unit)
        }
        for (numeral, value) in koreanNumbers where word.startsBytes(with: numeral) {
            let rest = String(word.dropFirst(numeral.count))
            if !rest.isEmpty, let unit = unit(of: rest), unit != "g", unit != "kg", unit != "ml", unit != "L" {
                return (value, unit)
            }
        }
        return nil
    }

    /// `1/2`, `3/4컵`, `½`, `1½`: a fraction at the start of a word, and the rest.
    static func fraction(_ word: String) -> (Double, String)? {
        let chars = Array(word)
        var i = 0
        var whole = 0.0
        while i < chars.count, chars[i].isASCII, chars[i].isNumber { whole = whole * 10 + Double(chars[i].wholeNumberValue!); i += 1 }
        if i < chars.count, let glyph = fractionGlyphs[chars[i]] {
            return (whole + glyph, String(chars[(i + 1)...]))
        }
        guard i > 0, i < chars.count, chars[i] == "/" else { return nil }
        var j = i + 1
        var denominator = 0.0
        while j < chars.count, chars[j].isASCII, chars[j].isNumber { denominator = denominator * 10 + Double(chars[j].wholeNumberValue!); j += 1 }
        // 1/2 and 3/4 are fractions; 11/30 (a day) and 1/0 are not.
        guard j > i + 1, denominator >= 2, denominator <= 8, whole < denominator else { return nil }
        return (whole / denominator, String(chars[j...]))
    }

    static let fractionGlyphs: [Character: Double] = [
        "½": 0.5, "⅓": 1.0 / 3, "⅔": 2.0 / 3, "¼": 0.25, "¾": 0.75, "⅕": 0.2, "⅖": 0.4, "⅗": 0.6, "⅘": 0.8,
        "⅙": 1.0 / 6, "⅚": 5.0 / 6, "⅛": 0.125, "⅜": 0.375, "⅝": 0.625, "⅞": 0.875,
    ]

    /// Words that take a part of what is stored rather than an amount (`우유 반`, `두부 절반`).
    static let koreanShares: [String: Double] = [
        "반": 0.5, "절반": 0.5, "반쯤": 0.5, "반만": 0.5, "반절": 0.5, "반틈": 0.5, "반정도": 0.5, "절반쯤": 0.5, "절반만": 0.5,
        "반이나": 0.5, "절반이나": 0.5, "반을": 0.5, "절반을": 0.5, "반은": 0.5, "절반은": 0.5, "반이": 0.5, "절반이": 0.5,
    ]
    /// English shares before an item (`half the milk`, `a third of the tofu`).
    static let englishShares: [String: Double] = ["half": 0.5, "third": 1.0 / 3, "quarter": 0.25, "halfway": 0.5]
    /// Words that give no number (`김치 조금`, `some kimchi`): a use or discard asks how much.
    static let koreanVague: Set<String> = [
        "한두", "두세", "서너", "두어", "너덧", "너댓", "네댓", "대여섯", "두서너", "예닐곱", "몇몇",
        "조금", "좀", "약간", "살짝", "일부", "조금만", "좀만", "약간만", "쪼금", "쪼끔", "쬐끔", "조끔", "적당히", "몇개", "조금씩",
        "일부만", "얼마", "얼마간",
    ]
    /// Numerals that give a range, not a number (`두세 개`): as vague as `몇 개`.
    static let koreanRanges: Set<String> = ["몇", "한두", "두세", "두어", "서너", "세네", "너덧", "네다섯", "대여섯", "예닐곱", "일고여덟"]
    static let englishVague: Set<String> = ["some", "little", "bit", "part", "few", "portion", "several", "bits"]

    /// The unit a word names (`개를` → 개, `kg` → kg), particles allowed after it.
    static func unit(of word: String) -> String? {
        if let m = metric[word] { return m }
        for counter in counters where word.startsBytes(with: counter) {
            if KoreanParticles.isParticles(word.dropFirst(counter.count)) || word.dropFirst(counter.count) == "씩" {
                return counter
            }
        }
        // `계란 30구`: eggs are sold by 구, one egg each.
        if word.startsBytes(with: "구"), KoreanParticles.isParticles(word.dropFirst()) { return "개" }
        for (spelling, unit) in metric where word.startsBytes(with: spelling) {
            if KoreanParticles.isParticles(word.dropFirst(spelling.count)) { return unit }
        }
        return nil
    }

    /// A Korean amount starting at `tokens[i]`: the value, unit and how many tokens it used.
    static func korean(_ tokens: [Token], at i: Int) -> (Double, String?, Int)? {
        guard let (value, unit, used) = koreanWhole(tokens, at: i) else { return nil }
        // `두부 반쪽`: half of one, in the unit it is kept in (쪽 of garlic too), not a garlic clove.
        if value == 0.5, unit == "쪽", tokens[i].text.hasPrefix("반") { return (value, nil, used) }
        // `사과 한 개 반`, `돼지고기 1근 반`: and a half.
        if unit != nil, i + used < tokens.count, tokens[i + used].text.startsBytes(with: "반"),
           KoreanParticles.isParticles(tokens[i + used].text.dropFirst()) {
            return (value + 0.5, unit, used + 1)
        }
        return (value, unit, used)
    }

    private static func koreanWhole(_ tokens: [Token], at i: Int) -> (Double, String?, Int)? {
        guard i < tokens.count else { return nil }
        let word = tokens[i].text
        // `1리터짜리 하나`, `10개들이 한 팩`: the size of a package, then how many packages.
        if word.endsBytes(with: "짜리") || word.endsBytes(with: "들이"), let (value, unit, used) = korean(tokens, at: i + 1) {
            return (value, unit, used + 1)
        }
        if let value = standaloneNumbers[word] ?? standaloneNumbers[tokens[i].stem],
           !(i + 1 < tokens.count && unit(of: tokens[i + 1].text) != nil) {
            return (value, nil, 1)
        }
        // `x4`, `×4`
        if let mark = word.first, mark == "x" || mark == "×", let value = number(word.dropFirst()), value > 0 {
            return (value, nil, 1)
        }
        if let (value, unit) = glued(word) {
            // `우유 1L 두 개`, `생수 2L 6병`: the size of a package, then how many packages.
            if let unit, metric.values.contains(unit), let (count, counter, used) = korean(tokens, at: i + 1),
               let counter, !metric.values.contains(counter) {
                return (count, counter, used + 1)
            }
            // `2개`, `2 개`, `2 bottles`, `2 lbs` (in grams)
            if unit == nil, i + 1 < tokens.count {
                if let next = self.unit(of: tokens[i + 1].text) { return (value, next, 2) }
                if let (next, factor) = englishUnit(tokens[i + 1].text) { return (measured(value, factor: factor), next, 2) }
            }
            return (value, unit, 1)
        }
        if let value = koreanNumbers[word], i + 1 < tokens.count, let unit = unit(of: tokens[i + 1].text) {
            return (value, unit, 2)
        }
        return nil
    }

    /// `2xyz`, `3뭉치`: a number with a unit yori does not know, as written, so a fridge
    /// request can be refused with the unit named rather than stored without its amount.
    /// Words that count something else (`3일`, `2번`, `5점`, `2인분`) are not amounts.
    static func written(_ word: String) -> (Double, String)? {
        let digits = word.prefix { $0.isASCII && ($0.isNumber || $0 == "." || $0 == ",") }
        guard !digits.isEmpty, let value = number(digits) else { return nil }
        let rest = String(word.dropFirst(digits.count))
        guard !rest.isEmpty, rest.count <= 6, rest.allSatisfy(\.isLetter), unit(of: rest) == nil else { return nil }
        let (stem, _) = RequestParser.stripParticles(rest)
        guard !notUnits.contains(where: { stem == $0 || (RequestParser.isHangulWord($0) && rest.startsBytes(with: $0)) }) else {
            return nil
        }
        return (value, stem)
    }

    /// `1e9모`, `1.2.3kg`, `2x3개`: a word that starts with a digit and ends in a unit but is
    /// no amount yori can read — a mistyped amount, never a name (`3분카레` ends in no unit).
    public static func malformed(_ word: String) -> Bool {
        if machineNumber(word) { return true }
        guard let first = word.first, first.isASCII, first.isNumber, glued(word) == nil, written(word) == nil else {
            return false
        }
        return (counters + metric.keys).contains { word.count > $0.count && word.endsBytes(with: $0) }
    }

    /// Counted things that are no amount of food.
    private static let notUnits = [
        "일", "주", "번", "점", "시", "분", "초", "월", "년", "살", "인분", "인", "등", "위", "차", "회", "도", "st", "nd", "rd", "th",
        "x", "개월", "달", "명", "층", "호", "km", "m", "cm", "mm",
    ]

    /// An English amount ending just before `tokens[end]` (`10 eggs`, `a dozen eggs`,
    /// `half a block of tofu`, `2 cans of tuna`, `500 g beef`): value, unit, first token used.
    /// Words between `of` and an item that say whose or which it is (`of the`, `of my`).
    static let determiners: Set<String> = ["the", "my", "our", "that", "this", "those", "these"]

    static func english(_ tokens: [Token], before end: Int) -> (Double, String, Int)? {
        var i = end - 1
        // "2 rotten tomatoes": a word describing the item sits between.
        while i > 0, Vocabulary.itemAdjectives.contains(tokens[i].text) { i -= 1 }
        guard i >= 0 else { return nil }
        // "200g of the ground beef", "half of my tofu": a determiner after `of` belongs to the item.
        if i > 0, determiners.contains(tokens[i].text), tokens[i - 1].text == "of" { i -= 1 }
        if tokens[i].text == "of" { i -= 1 }
        guard i >= 0 else { return nil }
        var unit: String?
        var factor = 1.0
        if let (u, f) = englishUnit(tokens[i].text) {
            (unit, factor) = (u, f)
            i -= 1
            // "a 2lb bag of carrots", "two 500g packs": the size of a package, then how many packages.
            if i > 0, let (_, size) = glued(tokens[i].text), let size, metric.values.contains(size),
               number(tokens[i - 1].text) != nil || englishNumbers[tokens[i - 1].text] != nil {
                i -= 1
            }
        } else if tokens[i].text.allSatisfy(\.isASCII), let (value, u) = glued(tokens[i].text), let u {
            // `500g beef`; never `2개` (a Korean amount follows its own ingredient: 당근 2개, 애호박).
            return (value, u, i)
        }
        guard i >= 0 else { return nil }
        var value: Double
        if let written = number(tokens[i].text) {
            value = written
        } else if let number = englishNumbers[tokens[i].text] {
            value = number
            // "a dozen", "half a", "two dozen"
            if tokens[i].text == "dozen", i > 0, let n = englishNumbers[tokens[i - 1].text] ?? Self.number(tokens[i - 1].text) {
                value = n * 12
                i -= 1
            } else if ["a", "an"].contains(tokens[i].text), i > 0, tokens[i - 1].text == "half" {
                value = 0.5
                i -= 1
            }
        } else {
            return nil
        }
        return (measured(value, factor: factor), unit ?? "개", i)
    }
}
