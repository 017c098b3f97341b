import YoriKit

extension AnswerRenderer {
    func placeName(_ place: StoragePlace, _ lang: UserLanguage) -> String {
        lang == .ko ? place.korean : place.rawValue
    }

    /// The place as the subject of a sentence: 냉장실, 냉동실, 실온 보관 / the fridge, …
    func placeTitle(_ place: StoragePlace, _ lang: UserLanguage) -> String {
        switch place {
        case .fridge: lang.pick("냉장실", "The fridge")
        case .freezer: lang.pick("냉동실", "The freezer")
        case .pantry: lang.pick("실온 보관", "The pantry")
        }
    }

    /// `11월 27일` / `Nov 27` (with the year when it is not this year's).
    func dateText(_ day: LocalDay, today: LocalDay, _ lang: UserLanguage) -> String {
        let months = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]
        let base = lang == .ko ? "\(day.month)월 \(day.day)일" : "\(months[day.month - 1]) \(day.day)"
        guard day.year != today.year else { return base }
        return lang == .ko ? "\(day.year)년 \(base)" : "\(base), \(day.year)"
    }

    /// English words for the counters yori stores in Korean: (singular, plural).
    /// Fridge counters in English: the recipe units (`RecipeEnglish.units`), except that a
    /// stored 개 is counted in pieces (`10 pcs`, where a recipe's `4개` is just `4`) and a 통 of
    /// 된장 is a tub; plus counters only shops use (`판`, `개입`).
    static let englishUnits: [String: (String, String)] = RecipeEnglish.units.merging([
        "개": ("pc", "pcs"), "알": ("pc", "pcs"), "통": ("tub", "tubs"), "판": ("tray", "trays"),
        "덩어리": ("chunk", "chunks"), "개입": ("-pack", "-pack"),
        "상자": ("box", "boxes"), "박스": ("box", "boxes"), "망": ("net bag", "net bags"), "묶음": ("bundle", "bundles"),
    ]) { _, fridge in fridge }

    /// The English counter for `unit` of `ingredient`: the word for that food or its category where the
    /// recipe units have one (`RecipeEnglish.unitsByFood`: 통 is a head of cabbage, a whole watermelon; 쪽 a
    /// clove of garlic), else the fridge's (a tub of 된장); `nil` for a unit with no English word.
    func englishCounter(_ unit: String, of ingredient: String?) -> (String, String)? {
        guard let counter = Self.englishUnits[unit] else { return nil }
        let food = ingredient.flatMap { lexicon.canonicalName($0) } ?? ingredient
        let category = food.flatMap { lexicon.ingredient(named: $0)?.category }
        if let rows = RecipeEnglish.unitsByFood[unit],
           rows.contains(where: { row in food.map(row.foods.contains) == true || category.map(row.foods.contains) == true }),
           let word = RecipeEnglish.unit(unit, food: food, category: category), !word.0.isEmpty {
            return word
        }
        return counter
    }

    /// `2개`, `300g` / `2 pcs`, `300g`, `1 block`: metric units stay glued to the number;
    /// in English answers a counter is an English word where there is one. `of` names the
    /// ingredient when the word depends on it: 통 is a head of cabbage or garlic, a whole
    /// watermelon, and a tub of 된장.
    func amount(_ amount: FridgeAmount, _ lang: UserLanguage, of ingredient: String? = nil) -> String {
        let number = FridgeAmount.format(amount.quantity)
        // "두부 반 모 썼어": 반 모, not 0.5모 (`SpokenAmount`).
        if lang == .ko, let spoken = SpokenAmount.korean(amount.quantity, unit: amount.unit) { return spoken }
        guard lang == .en, let (one, many) = englishCounter(amount.unit, of: ingredient) else { return number + amount.unit }
        if one.hasPrefix("-") { return number + one }
        if one == "pc", let spoken = SpokenAmount.english(amount.quantity, one: "piece", many: "pcs") { return spoken }
        if let spoken = SpokenAmount.english(amount.quantity, one: one, many: many) { return spoken }
        return number + " " + (amount.quantity == 1 ? one : many)
    }

    /// An optional quantity and unit (`""` without a quantity).
    func amount(_ quantity: Double?, _ unit: String?, _ lang: UserLanguage = .ko, of ingredient: String? = nil) -> String {
        guard let quantity else { return "" }
        return amount(FridgeAmount(quantity, unit ?? "개"), lang, of: ingredient)
    }

    /// Amounts in several units: `1L, 500ml`.
    func amounts(_ amounts: [FridgeAmount], _ lang: UserLanguage, of ingredient: String? = nil) -> String {
        amounts.map { amount($0, lang, of: ingredient) }.joined(separator: ", ")
    }

    /// A refused fridge request, with names and units in the user's language.
    func fridgeRefusal(_ error: FridgeError, _ lang: UserLanguage) -> String {
        error.message(lang, name: { display($0, lang) }, amount: { amount($0, lang) })
    }

    func ddayStyled(_ days: Int?, _ lang: UserLanguage) -> String {
        let text = ExpiryAlert.dday(days, lang)
        switch ExpiryAlert(daysLeft: days) {
        case .past, .today: return style.error(text)
        case .within3: return style.missing(text)
        default: return text
        }
    }

    /// `⚠ 두부는 실온 보관을 권하지 않아요 …`: the food has no recommended time in `place`.
    func unsuitablePlaceWarning(_ name: String, _ place: StoragePlace, doNotFreeze: Bool, _ lang: UserLanguage) -> String {
        var text = lang.pick(Hangul.attach(name, "은", "는") + " \(placeName(place, lang)) 보관을 권하지 않아요 (추천 보관 기간이 없어요).",
                             "\(name) is not meant to be kept in the \(placeName(place, lang)) (no recommended time there).")
        if doNotFreeze { text += lang.pick(" 냉동하면 맛과 식감이 상해요.", " It does not freeze well.") }
        if place == .pantry {
            text += lang.pick(" 실온에서는 빨리 상하니 오늘 쓰거나 냉장하세요.", " It spoils fast at room temperature: use it today or refrigerate it.")
        }
        return style.missing("⚠ " + text)
    }

    func fridgeAdded(_ added: [(item: FridgeItem, expiry: FridgePlanner.ExpirySource)], ticked: [ShoppingItem] = [],
                     today: LocalDay, _ lang: UserLanguage) -> String {
        var lines = fridgeAddedLines(added, today: today, lang)
        // "용과", "dragon fruit": kept as written, and said so.
        let unknown = added.filter { $0.item.canonical == nil }.map(\.item.name)
        if let last = unknown.last {
            let names = unknown.map { "'\($0)'" }.joined(separator: ", ")
            lines += "\n" + style.dim(lang.pick(
                names + Hangul.attach(last, "은", "는").dropFirst(last.count) + " 재료 사전에 없는 이름이에요 — 적은 그대로 넣었어요.",
                "\(names): not in yori's ingredient list — kept as written."))
        }
        if !ticked.isEmpty { lines += "\n" + tickedLine(ticked, lang) }
        return lines
    }

    /// `장보기 목록에서 체크했어요: 양파 1개 (두부김치)` / `Checked off the shopping list: onion 1 (…)`:
    /// the line as the list shows it (what to buy, when known).
    func tickedLine(_ ticked: [ShoppingItem], _ lang: UserLanguage) -> String {
        let names = ticked.map { item in
            display(item.name, lang) + (item.shownAmount.isEmpty ? "" : " " + shoppingAmount(item.shownAmount, lang, of: item.canonical ?? item.name))
                + (item.recipe.map { " (\(dishName($0, lang, english: item.recipeEnglish)))" } ?? "")
        }
        return "✓ " + lang.pick("장보기 목록에서 체크했어요: ", "Checked off the shopping list: ") + names.joined(separator: ", ")
    }

    private func fridgeAddedLines(_ added: [(item: FridgeItem, expiry: FridgePlanner.ExpirySource)], today: LocalDay,
                                  _ lang: UserLanguage) -> String {
        added.map { item, source in
            let name = display(item.name, lang)
            let head = name + (item.quantity == nil ? "" : " " + amount(item.quantity, item.unit, lang, of: item.canonical ?? item.name))
            let place = placeName(item.place, lang)
            let left = item.daysLeft(today: today)
            let date = item.expires.map { dateText($0, today: today, lang) } ?? ""
            switch source {
            case .given(let isPast):
                var line = "\(head) → \(place) · " + lang.pick("기한 ", "expires ") + date + " (\(ddayStyled(left, lang)))"
                if isPast {
                    line += "\n  " + style.error(lang.pick("⚠ 이미 지난 날짜예요. 그래도 넣었어요.", "⚠ That date has passed; added anyway."))
                }
                return line
            case .shelfLife(let days):
                return "\(head) → \(place) · " + lang.pick("\(place) 기준 \(SpokenDuration.text(days: days, .ko)) → \(date)로 넣었어요",
                                                          "\(SpokenDuration.text(days: days, .en)) in the \(place) → \(date)") + " (\(ddayStyled(left, lang)))"
            case .shelfLifeSinceBought(let days, let isPast):
                // "어제 산 두부": the time counts from the day it was bought.
                let bought = dateText(item.added, today: today, lang)
                var line = "\(head) → \(place) · " + lang.pick(
                    "\(place) 기준 \(SpokenDuration.text(days: days, .ko)), 산 날(\(bought))부터 → \(date)로 넣었어요",
                    "\(SpokenDuration.text(days: days, .en)) in the \(place), counted from \(bought) when it was bought → \(date)")
                    + " (\(ddayStyled(left, lang)))"
                if isPast {
                    line += "\n  " + style.error(lang.pick("⚠ 산 날부터 치면 추천 보관 기간이 이미 지났어요. 먹기 전에 상태를 꼭 확인하세요.",
                                                            "⚠ Counted from the day it was bought, its recommended time is over. Check it before eating."))
                }
                return line
            case .unsuitablePlace(let days, let doNotFreeze):
                let basis = days == 0 ? lang.pick("오늘까지로 잡았어요", "set to today")
                    : lang.pick("가장 짧은 추천 기간 \(SpokenDuration.text(days: days, .ko)) 기준 → \(date)", "the shortest recommended time, \(SpokenDuration.text(days: days, .en)) → \(date)")
                return "\(head) → \(place) · \(basis) (\(ddayStyled(left, lang)))\n  "
                    + unsuitablePlaceWarning(name, item.place, doNotFreeze: doNotFreeze, lang)
            case .none:
                return "\(head) → \(place) · " + lang.pick("추천 보관 기간을 몰라 기한 없이 넣었어요. 'yori fridge edit \(item.id) --expires …'로 정할 수 있어요",
                                                          "no recommended time known, so no date; set one with 'yori fridge edit \(item.id) --expires …'")
            }
        }.joined(separator: "\n")
    }

    func fridgeList(_ listing: FridgeListing, _ lang: UserLanguage) -> String {
        guard !listing.items.isEmpty else {
            if !listing.ingredients.isEmpty {
                let names = listing.ingredients.map { display($0, lang) }
                let where_ = listing.place.map { placeTitle($0, lang) } ?? lang.pick("냉장고", "the fridge")
                return lang.pick("\(where_)에 " + Hangul.attach(names.joined(separator: ", "), "이", "가") + " 없어요.",
                                 "No \(names.joined(separator: ", ")) in \(where_.lowercased()).")
            }
            if let category = listing.category {
                let label = FoodCategory.label(category, lang)
                let where_ = listing.place.map { placeTitle($0, lang) } ?? lang.pick("냉장고", "the fridge")
                return lang.pick("\(where_)에 \(label) 분류의 재료가 없어요.", "No \(label) in \(where_.lowercased()).")
            }
            if let place = listing.place {
                return lang.pick(Hangul.attach(placeTitle(place, lang), "이", "가") + " 비어 있어요.", "\(placeTitle(place, lang)) is empty.")
            }
            return lang.pick("냉장고가 비어 있어요. 예: 냉장고에 두부 한 모 넣었어", "The fridge is empty. Try: bought 10 eggs")
        }
        let title = listing.place.map { place in
            let name = placeName(place, lang)
            return name.prefix(1).uppercased() + name.dropFirst()  // "Freezer (2 items)"
        } ?? lang.pick("냉장고", "Fridge")
        var heading = listing.category.map { title + " · " + FoodCategory.label($0, lang) } ?? title
        if !listing.ingredients.isEmpty { heading += " · " + listing.ingredients.map { display($0, lang) }.joined(separator: ", ") }
        // "계란 몇 개 남았어?": the eggs in all, across lots and trays (5개 + 1판 = 35개), not the lots.
        var total: [FridgeAmount] = []
        if !listing.ingredients.isEmpty, Set(listing.items.map(\.name)).count == 1 {
            let category = listing.items.first?.canonical.flatMap { lexicon.ingredient(named: $0)?.category }
            total = FridgeAmount.combined(listing.items.compactMap(\.amount), category: category)
        }
        var rows: [[String]] = [["D-day", lang.pick("이름", "item"), lang.pick("수량", "amount"),
                                 lang.pick("보관", "place"), lang.pick("기한", "expires"), "#"]]
        for item in listing.items {
            let left = item.daysLeft(today: listing.today)
            rows.append([ExpiryAlert.dday(left, lang), DisplayWidth.truncate(display(item.name, lang), to: Self.fridgeNameColumns),
                         amount(item.quantity, item.unit, lang, of: item.canonical ?? item.name),
                         placeName(item.place, lang),
                         item.expires.map { dateText($0, today: listing.today, lang) } ?? "-", "\(item.id)"])
        }
        let count = listing.items.count
        let of = listing.items.first?.canonical
        var lines = [style.bold(total.isEmpty
            ? lang.pick("\(heading) (\(count)개)", "\(heading) (\(count) item\(count == 1 ? "" : "s"))")
            : lang.pick("\(heading): 모두 \(amounts(total, lang, of: of))" + (count > 1 ? " (\(count)곳에 나눠 있어요)" : ""),
                        "\(heading): \(amounts(total, lang, of: of)) in all" + (count > 1 ? " (in \(count) lots)" : "")))]
        lines += table(rows, flexible: [1], droppable: [3], styleFirstColumn: { i in ddayStyled(listing.items[i].daysLeft(today: listing.today), lang) })
        // The chart is for the whole inventory, not an answer about one ingredient.
        if !listing.categories.isEmpty, listing.ingredients.isEmpty {
            lines.append(lang.pick("분류별", "By category"))
            lines += categoryChart(listing.categories, lang)
        }
        return lines.joined(separator: "\n")
    }

    /// The widest a name is shown in the fridge table (12 Hangul syllables): a longer one ends
    /// in `…`, so the table keeps within 80 columns; its `#` still names the item.
    static let fridgeNameColumns = 24

    /// The per-category bar chart: labels padded by display width (Hangul is two columns),
    /// the largest category 20 blocks long.
    func categoryChart(_ categories: [(category: String, count: Int)], _ lang: UserLanguage) -> [String] {
        // Largest first, then by the label as shown (English labels in English answers).
        let categories = categories.sorted {
            $0.count != $1.count ? $0.count > $1.count : FoodCategory.label($0.category, lang) < FoodCategory.label($1.category, lang)
        }
        let labels = categories.map { FoodCategory.label($0.category, lang) }
        let width = labels.map { DisplayWidth.of($0) }.max() ?? 0
        let most = categories.map(\.count).max() ?? 1
        // 20 blocks for the largest, fewer when the terminal is narrow (label, count and spaces beside it).
        let longest = self.width.map { max(4, min(20, $0 - width - 8)) } ?? 20
        return zip(labels, categories).map { label, entry in
            let bar = String(repeating: "█", count: max(1, entry.count * longest / most))
            return "  " + DisplayWidth.pad(label, to: width) + "  " + style.accent(bar) + " \(entry.count)"
        }
    }

    /// Rows aligned by display width; the header row is dimmed, `styleFirstColumn`
    /// colours the first cell of data row `i`.
    ///
    /// With a `width`, the table keeps within it: the widest columns give way first (their
    /// cells cut with `…`, never below `minimumColumn`); below `TerminalWidth.narrow` columns
    /// each row becomes one line of its cells joined with ` · `, without the header.
    ///
    /// `droppable` columns (in the order given) go whole before any cell would be cut below
    /// `minimumColumn`: at 40 columns the fridge keeps its `#` and dates and drops the place.
    func table(_ rows: [[String]], flexible: Set<Int> = [], droppable: [Int] = [], styleFirstColumn: (Int) -> String) -> [String] {
        var rows = rows, flexible = flexible
        func widthsOf(_ rows: [[String]]) -> [Int] {
            let columns = rows.map(\.count).max() ?? 0
            return (0..<columns).map { c in rows.map { c < $0.count ? DisplayWidth.of($0[c]) : 0 }.max() ?? 0 }
        }
        if let width, width >= TerminalWidth.narrow {
            var order = droppable
            while let c = order.first {
                let widths = widthsOf(rows)
                let room = width - 1 - 2 * max(0, widths.count - 1)
                let least = widths.enumerated().map { i, w in flexible.isEmpty || flexible.contains(i) ? min(w, Self.minimumColumn) : w }
                guard least.reduce(0, +) > room else { break }
                rows = rows.map { row in c < row.count ? Array(row[..<c] + row[(c + 1)...]) : row }
                flexible = Set(flexible.compactMap { $0 == c ? nil : $0 > c ? $0 - 1 : $0 })
                order = order.dropFirst().map { $0 > c ? $0 - 1 : $0 }
            }
        }
        let columns = rows.map(\.count).max() ?? 0
        var widths = widthsOf(rows)
        if let width, width < TerminalWidth.narrow {
            return rows.dropFirst().enumerated().map { r, row in
                let first = row.first.map { _ in styleFirstColumn(r) } ?? ""
                let rest = row.dropFirst().filter { !$0.isEmpty && $0 != "-" }
                return TextLayout.fit(([first] + rest).joined(separator: " · "), width: width)
            }
        }
        if let width {
            let room = width - 1 - 2 * max(0, columns - 1)
            widths = Self.fitted(Self.fitted(widths, within: room, only: flexible), within: room)
        }
        return rows.enumerated().map { r, row in
            let cells = row.enumerated().map { c, original -> String in
                let cell = DisplayWidth.of(original) > widths[c] ? DisplayWidth.truncate(original, to: widths[c]) : original
                let padded = c == row.count - 1 ? cell : DisplayWidth.pad(cell, to: widths[c])
                if r == 0 { return style.dim(padded) }
                if c == 0 { return styleFirstColumn(r - 1) + String(repeating: " ", count: max(0, widths[0] - DisplayWidth.of(cell))) }
                return padded
            }
            return TextLayout.fit(" " + cells.joined(separator: "  "), width: width)
        }
    }

    /// The narrowest a table column is cut to when the table must shrink.
    static let minimumColumn = 6

    /// Column widths summing to at most `total`: the widest column loses a column at a time,
    /// none below `minimumColumn` (or its own width, if smaller); with `only`, only those
    /// columns (the free text: names, questions), so dates and numbers stay whole while they can.
    static func fitted(_ widths: [Int], within total: Int, only: Set<Int> = []) -> [Int] {
        var widths = widths
        var excess = widths.reduce(0, +) - total
        while excess > 0 {
            let candidates = widths.indices.filter { widths[$0] > minimumColumn && (only.isEmpty || only.contains($0)) }
            guard let widest = candidates.max(by: { widths[$0] < widths[$1] }) else { break }
            widths[widest] -= 1
            excess -= 1
        }
        return widths
    }

    /// Metric units, glued to the number in English too (`300g of pork`).
    static let metricUnits: Set = ["g", "kg", "mg", "ml", "mL", "L", "l", "cc", "cm"]

    /// An amount of an ingredient as English says it: `3 eggs`, `half a block of tofu`,
    /// `2 pieces of tofu`, `300g of pork`, `1 head of cabbage`.
    func englishAmount(_ amount: FridgeAmount, of ingredient: String) -> String {
        let noun = display(ingredient, .en)
        let countable = englishCountable(ingredient)
        if Self.metricUnits.contains(amount.unit) {
            return EnglishGrammar.amount(amount.quantity, unit: amount.unit, metric: true, of: noun)
        }
        guard let (one, many) = englishCounter(amount.unit, of: ingredient) else {
            return EnglishGrammar.number(amount.quantity) + amount.unit + " " + noun
        }
        if one == "pc" || one == "whole" || one.hasPrefix("-") {
            return EnglishGrammar.amount(amount.quantity, unit: nil, of: noun, countable: countable)
        }
        // "a pack of eggs", "a bag of potatoes", but "a block of tofu".
        return EnglishGrammar.amount(amount.quantity, unit: one, of: countable ? EnglishGrammar.plural(noun) : noun,
                                     unitPlural: many)
    }

    /// Whether an ingredient is counted in English (`eggs`; not `tofu`, `garlic`): its English names
    /// have a plural.
    func englishCountable(_ ingredient: String) -> Bool {
        let noun = display(ingredient, .en)
        let english = lexicon.ingredient(named: ingredient)?.english ?? []
        return english.isEmpty || english.contains(EnglishGrammar.plural(noun)) && EnglishGrammar.plural(noun) != noun
    }

    /// A sentence begun with an amount: `Half a block of tofu left.`
    static func sentence(_ text: String) -> String {
        guard let first = text.first else { return text }
        return first.uppercased() + text.dropFirst()
    }

    /// Several amounts of one ingredient: `1L and 500ml of milk` reads as `1L of milk and 500ml of milk`.
    func englishAmounts(_ amounts: [FridgeAmount], of ingredient: String) -> String {
        amounts.map { englishAmount($0, of: ingredient) }.joined(separator: " and ")
    }

    func fridgeConsumed(_ results: [FridgeConsumption], _ lang: UserLanguage) -> String {
        results.map { r in
            let name = display(r.name, lang)
            let taken = r.plan.taken.isEmpty ? "" : " " + amounts(r.plan.taken, lang, of: r.name)
            // English: `Used 3 eggs.`, `Threw away half a block of tofu`, `Used the tofu.` (no amount said).
            let what = r.plan.taken.isEmpty ? "the \(name)" : englishAmounts(r.plan.taken, of: r.name)
            var line: String
            if r.kind == .discard {
                line = lang.pick("\(name)\(taken) 버렸어요. 버린 기록에 남겼어요.", "Threw away \(what); noted in the waste history.")
            } else {
                line = lang.pick("\(name)\(taken) 썼어요.", "Used \(what).")
            }
            if let short = r.plan.shortBy {
                // English names what was asked, in the words it was asked in: "Used 30 eggs" with a bare
                // "30 pcs short" read as if 30 had been asked.
                let asked = r.plan.asked.map { "you asked for \(englishAmount($0, of: r.name)), " } ?? ""
                line += " " + style.missing(lang.pick("(있던 만큼 모두 썼어요. 요청보다 \(amount(short, lang, of: r.name)) 모자랐어요)",
                                                      "(that was all there was: \(asked)\(englishAmount(short, of: r.name)) short)"))
            }
            if r.remainingLots == 0 {
                let none = englishCountable(r.name) ? EnglishGrammar.plural(name) : name
                line += " " + lang.pick("이제 " + Hangul.attach(name, "은", "는") + " 없어요.", "No \(none) left.")
            } else if !r.remaining.isEmpty {
                line += " " + lang.pick("남은 \(name): \(amounts(r.remaining, lang, of: r.name))",
                                        Self.sentence(englishAmounts(r.remaining, of: r.name)) + " left.")
            } else if r.plan.fromUnknownAmount {
                line += " " + lang.pick("남은 양을 몰라서 그대로 뒀어요 (다 썼으면: yori fridge use \(r.name)).",
                                        "Its amount is unknown, so it stays (used it all? yori fridge use \(r.name)).")
            }
            return line
        }.joined(separator: "\n")
    }
}
