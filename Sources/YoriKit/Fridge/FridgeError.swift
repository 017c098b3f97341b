/// Fridge requests yori refuses, with the reason. Nothing is changed when one is raised.
public enum FridgeError: Error, Equatable, Sendable {
    case badQuantity(Double)
    /// More than anyone keeps or takes at once (`계란 99999999999개`): the amount asked and
    /// the largest one yori takes in that unit (`FridgeAmount.largest`).
    case tooMuch(FridgeAmount, largest: FridgeAmount)
    /// Less than yori keeps (amounts are kept to 1/1000, `FridgeAmount.rounded`): `0.0001g`
    /// would be stored as nothing. The amount asked and the smallest one kept in its unit.
    case tooLittle(FridgeAmount, smallest: FridgeAmount)
    case unknownUnit(String)
    /// An amount yori cannot read (`1e9모`), as written.
    case unreadableAmount(String)
    /// Nothing of that name in the fridge (using, discarding or moving it is bad input).
    case notInFridge(String)
    /// The ingredient is stored only in units that do not convert to the asked one
    /// (팩 when asked in L).
    case unitMismatch(name: String, stored: [FridgeAmount], asked: String)
    case noSuchItem(Int64)
    /// A name with no letter or digit (`🍳`, `!!!`, an empty one), as written.
    case badName(String)
    /// A name longer than `FridgeError.longestName` characters: how many it has.
    case nameTooLong(Int)
    /// An expiry date more than `FridgeError.furthestDate` days from today either way
    /// (`9999-12-31`, `3000년 1월 1일`): a typo, never a date on food.
    case farDate(LocalDay)
    /// An opened day after today (`fridge open 우유 --on 내일`).
    case openedInFuture(LocalDay)
    /// A day of buying after today (`fridge add 두부 --bought 내일`).
    case boughtInFuture(LocalDay)
    /// A line that dates an ingredient stored in several lots (`우유 유통기한 내일까지야` with two
    /// milks): which one is not said, so the item numbers are given for `fridge edit N --expires`.
    case whichLot(String, ids: [Int64])
    /// A food not stored, of which several kinds are (`put the chicken in the freezer` with 닭다리살 and
    /// 닭가슴살): which one is not said, so they are named. The food asked and the kinds stored.
    case whichKind(String, kinds: [String])

    /// The message in `language`; `name` shows an ingredient (its English name in English
    /// answers) and `amount` an amount.
    public func message(_ language: UserLanguage, name: (String) -> String = { $0 },
                        amount: (FridgeAmount) -> String = { FridgeAmount.format($0.quantity) + $0.unit }) -> String {
        switch self {
        case .badQuantity(let q):
            return language.pick("수량은 0보다 커야 해요 (\(Self.format(q))). 아무것도 바꾸지 않았어요.",
                                 "The quantity must be more than zero (\(Self.format(q))). Nothing was changed.")
        case .tooMuch(let asked, let largest):
            return language.pick("수량이 너무 커요 (\(amount(asked))). 한 번에 \(amount(largest))까지 적을 수 있어요. 아무것도 바꾸지 않았어요.",
                                 "That amount is too large (\(amount(asked))): at most \(amount(largest)) at a time. Nothing was changed.")
        case .tooLittle(let asked, let smallest):
            let written = String(asked.quantity)
            return language.pick("수량이 너무 작아요 (\(written)). \(amount(smallest))부터 적을 수 있어요. 아무것도 바꾸지 않았어요.",
                                 "That amount is too small (\(written)): at least \(amount(smallest)). Nothing was changed.")
        case .unreadableAmount(let text):
            return language.pick("수량을 알 수 없어요: '\(text)' (예: 2, 2개, 1모, 300g). 아무것도 바꾸지 않았어요.",
                                 "cannot read the amount '\(text)' (e.g. 2, 2 pcs, 1 block, 300g). Nothing was changed.")
        case .unknownUnit(let unit):
            return language.pick(
                "\(Hangul.quoted(unit, "은", "는")) 모르는 단위예요. 쓸 수 있는 단위: 개, 모, 봉지, 팩, 단, 병, 캔, g, kg, ml, L 등. 아무것도 바꾸지 않았어요.",
                "'\(unit)' is not a unit yori knows. Use: pcs, blocks, bags, packs, bunches, bottles, cans, cups, g, kg, ml, L … Nothing was changed.")
        case .notInFridge(let item):
            let shown = name(item)
            return language.pick("냉장고에 " + Hangul.attach(shown, "이", "가") + " 없어요. 아무것도 바꾸지 않았어요.",
                                 "There is no \(shown) in the fridge. Nothing was changed.")
        case .unitMismatch(let item, let stored, let asked):
            let shown = name(item)
            let have = stored.map(amount).joined(separator: ", ")
            let example = stored.first.map { amount(FridgeAmount(1, $0.unit)) } ?? ""
            return language.pick(
                "냉장고의 \(shown): \(have) — \(asked) 단위로는 뺄 수 없어요. 있는 단위로 말해 주세요 (예: \(example)). 아무것도 바꾸지 않았어요.",
                "The \(shown) in the fridge is \(have); it cannot be taken as \(amount(FridgeAmount(1, asked))). Give the amount in its unit (e.g. \(example)). Nothing was changed.")
        case .badName(let text):
            let shown = text.trimmingWhitespace
            return shown.isEmpty
                ? language.pick("재료 이름이 비어 있어요. 예: 두부, 계란. 아무것도 바꾸지 않았어요.",
                                "The name is empty, e.g. tofu, egg. Nothing was changed.")
                : language.pick("\(Hangul.quoted(shown, "은", "는")) 재료 이름으로 쓸 수 없어요. 글자로 적어 주세요 (예: 계란). 아무것도 바꾸지 않았어요.",
                                "'\(shown)' cannot be an item's name: write it in letters (e.g. egg). Nothing was changed.")
        case .nameTooLong(let count):
            return language.pick("이름이 너무 길어요 (\(count)자). \(Self.longestName)자까지 적을 수 있어요. 아무것도 바꾸지 않았어요.",
                                 "That name is too long (\(EnglishGrammar.count(count, "character"))): at most \(Self.longestName). Nothing was changed.")
        case .farDate(let day):
            return language.pick("날짜가 너무 멀어요 (\(day)). 오늘부터 앞뒤 10년 안의 날짜를 적어 주세요. 아무것도 바꾸지 않았어요.",
                                 "That date is too far off (\(day)): give one within 10 years of today. Nothing was changed.")
        case .openedInFuture(let day):
            return language.pick("뜯은 날이 오늘 뒤예요 (\(day)). 오늘이나 지난 날짜를 적어 주세요. 아무것도 바꾸지 않았어요.",
                                 "The opened day is after today (\(day)): give today or a past day. Nothing was changed.")
        case .boughtInFuture(let day):
            return language.pick("산 날이 오늘 뒤예요 (\(day)). 오늘이나 지난 날짜를 적어 주세요. 아무것도 바꾸지 않았어요.",
                                 "The day it was bought is after today (\(day)): give today or a past day. Nothing was changed.")
        case .whichLot(let item, let ids):
            let shown = name(item)
            let numbers = ids.map { "#\($0)" }.joined(separator: ", ")
            let first = ids.first.map(String.init) ?? "N"
            return language.pick(
                "냉장고에 \(shown) 항목이 \(ids.count)개 있어요 (\(numbers)). 어느 것인지 번호로 정해 주세요: yori fridge edit \(first) --expires 날짜. 아무것도 바꾸지 않았어요.",
                "There are \(ids.count) lots of \(shown) in the fridge (\(numbers)). Say which by its number: yori fridge edit \(first) --expires DATE. Nothing was changed.")
        case .whichKind(let item, let kinds):
            let shown = name(item)
            let listed = kinds.map(name).joined(separator: ", ")
            let first = kinds.first.map(name) ?? shown
            return language.pick(
                "냉장고에 " + Hangul.attach(shown, "은", "는") + " 없고 그 종류가 \(kinds.count)가지 있어요: \(listed). 어느 것인지 이름으로 말해 주세요 (예: \(first)). 아무것도 바꾸지 않았어요.",
                "There is no \(shown) as such in the fridge, but \(EnglishGrammar.count(kinds.count, "kind")) of it: \(listed). Say which by its name (e.g. \(first)). Nothing was changed.")
        case .noSuchItem(let id):
            return language.pick("\(id)번 항목이 없어요. 번호는 'yori fridge'의 # 칸에 있어요.",
                                 "There is no item \(id). The numbers are in the # column of 'yori fridge'.")
        }
    }

    /// Refuses an amount that is not a number above zero (`badQuantity`), less than
    /// `FridgeAmount.smallest` (`tooLittle`: it would be kept as nothing) or more than
    /// `FridgeAmount.largest` of `unit` (`tooMuch`; an amount without a unit counts in 개).
    public static func check(_ quantity: Double?, unit: String?) throws(FridgeError) {
        guard let quantity else { return }
        guard quantity > 0, quantity.isFinite else { throw .badQuantity(quantity) }
        let unit = unit ?? "개"
        if FridgeAmount.rounded(quantity) == 0 {
            throw .tooLittle(FridgeAmount(quantity, unit), smallest: FridgeAmount(FridgeAmount.smallest, unit))
        }
        let largest = FridgeAmount.largest(in: unit)
        if quantity > largest { throw .tooMuch(FridgeAmount(quantity, unit), largest: FridgeAmount(largest, unit)) }
    }

    /// How many days from today an expiry date may be, either way (about 10 years: salt and
    /// 된장 keep a few years at most).
    public static let furthestDate = 3653

    /// Refuses an expiry date more than `furthestDate` days from `today`.
    public static func check(date: LocalDay?, today: LocalDay) throws(FridgeError) {
        if let date, abs(today.days(until: date)) > furthestDate { throw .farDate(date) }
    }

    /// The longest name an item or a tip may have, in characters.
    public static let longestName = 40

    /// Refuses a name an item or tip cannot have: empty, with no letter or digit (`🍳`), or
    /// longer than `longestName` characters.
    public static func check(name: String) throws(FridgeError) {
        let trimmed = name.trimmingWhitespace
        guard trimmed.unicodeScalars.contains(where: { $0.properties.isAlphabetic || ("0"..."9").contains($0) }) else {
            throw .badName(name)
        }
        if trimmed.count > longestName { throw .nameTooLong(trimmed.count) }
    }

    /// `2`, `0.5`.
    public static func format(_ q: Double) -> String { FridgeAmount.format(q) }
}

extension String {
    /// The text without whitespace at either end.
    var trimmingWhitespace: String {
        String(drop(while: \.isWhitespace).reversed().drop(while: \.isWhitespace).reversed())
    }
}
