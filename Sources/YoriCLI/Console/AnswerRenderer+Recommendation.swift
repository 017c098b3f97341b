import YoriKit

extension AnswerRenderer {
    /// A page of `cook` recipes: the ones using every named ingredient under their own heading,
    /// then the ones using some; each with its rate, what you have (✓, ≈ a relative), what the
    /// fridge adds, what is missing, the staples, and the fridge items it uses up.
    func recipes(_ r: Recommendation, _ lang: UserLanguage) -> String {
        var lines: [String] = []
        if let notice = Self.unknownNotice(r.unknownWords, lang) { lines.append(style.dim(notice)) }
        let staples = r.namedStaples.map { display($0.canonical ?? $0.word, lang) }
        if r.onlyStaples {
            lines.append(onlyStaples(staples, fridgeCount: r.fridgeCount, lang))
            return lines.joined(separator: "\n")
        }
        if !staples.isEmpty {
            lines.append(style.dim(lang.pick(
                Hangul.attach(staples.joined(separator: "·"), "은", "는") + " 늘 있다고 치는 기본 재료라 따로 따지지 않았어요.",
                "\(staples.joined(separator: ", ")): pantry staples, assumed in stock, so not required.")))
        }
        let required = r.required.map { display($0.canonical ?? $0.word, lang) }
        let what = r.fromFridge ? lang.pick("냉장고 재료", "what is in your fridge") : Self.shortList(required, lang)
        guard !r.matches.isEmpty else {
            if r.total > 0 {
                lines.append(lang.pick("더 보여 드릴 레시피가 없어요 (모두 \(r.total)개).", "No more recipes (\(r.total) in all)."))
            } else {
                lines.append(lang.pick(
                    Hangul.attach(what, "으로", "로") + " 만들 수 있는 요리를 찾지 못했어요. 재료를 바꾸거나 줄여서 다시 물어보세요.",
                    "No recipe uses \(what). Try fewer or other ingredients."))
            }
            return lines.joined(separator: "\n")
        }
        let pages = (r.total + r.limit - 1) / max(1, r.limit)
        let pageNote = pages > 1 ? lang.pick(" (\(r.page)/\(pages)쪽)", " (page \(r.page) of \(pages))") : ""
        lines.append(style.bold(refinedHeader(r, lang) ?? lang.pick(
            Hangul.attach(what, "으로", "로") + " 만들 수 있는 요리 \(r.total)개",
            "\(r.total) recipe\(r.total == 1 ? "" : "s") with \(what)")) + pageNote)
        // Headings where the order changes kind: recipes using all named ingredients, those
        // using all only with a close relative standing in (≈), and those using some.
        let several = !r.fromFridge && required.count > 1
        let compact = compactList(r)
        let titles = r.matches.map { listTitle($0.recipe, lang) }
        let width = min(titleColumn, titles.map { DisplayWidth.of($0) }.max() ?? 0)
        // Numbered across pages (page 2 of 3 a page: 4, 5, 6), as `2번 보여줘` counts them.
        let first = (r.page - 1) * r.limit + 1
        let number = String(first + r.matches.count - 1).count
        var last: Section?
        for (i, match) in r.matches.enumerated() {
            let section: Section = r.fromFridge ? .all
                : match.askedUsed < required.count ? .some : match.relatedOnly > 0 ? .withRelatives : .all
            let wanted = last == nil ? (section != .all || several && r.complete < r.total) : section != last
            if wanted { lines.append(style.accent(heading(section, required: required, r, lang))) }
            last = section
            if compact {
                lines += compactRecipeLines(match, rank: first + i, digits: number, title: titles[i], width: width, lang)
            } else {
                lines += recipeLines(match, rank: first + i, digits: number, title: titles[i], width: width, fromFridge: r.fromFridge, lang)
            }
        }
        if !compact, r.matches.contains(where: { $0.matched.contains { $0.level == .related } }) {
            lines.append(style.dim(lang.pick("≈ 비슷한 재료로 대신: 괄호 안이 가진 재료예요", "≈ a close relative stands in: yours is in brackets")))
        }
        if let people = r.filter.servings {
            lines.append(style.dim(lang.pick("\(people)인분 기준: 번호로 고르면 \(people)인분으로 양을 맞춰 보여 드려요.",
                                             "For \(people): a recipe picked by number is shown scaled to serve \(people).")))
        }
        let hint = Self.listHint(example: Self.hintNumber(first: first, count: r.matches.count), more: r.hasMore ? r.limit : nil, lang)
        lines.append(style.dim(hint + (compact ? lang.pick(" · '자세히'로 재료까지", " · 'in detail' for every ingredient") : "")))
        return lines.joined(separator: "\n")
    }

    /// A recipe's name in a list's name column: in English `Kimchi stew (김치찌개)` when it fits,
    /// else the English name alone, so a cut never leaves half a Korean word (`(참치김…`).
    func listTitle(_ recipe: Recipe, _ lang: UserLanguage) -> String {
        let full = title(recipe, lang)
        guard lang == .en, full != recipe.name, DisplayWidth.of(full) > titleColumn else { return full }
        return englishName(recipe)
    }

    /// Whether a `cook` list is shown two lines a recipe: on a terminal of known width (a pipe
    /// without `COLUMNS` keeps the full view), unless asked in full (`--long`, `자세히`).
    func compactList(_ r: Recommendation) -> Bool {
        width != nil && !longLists && !r.detailed
    }

    /// A recipe in two lines: its name with match rate and kind, then what is missing (and
    /// what in the fridge is past its date), each cut to the width rather than wrapped, so ten
    /// recipes fit a 40-row terminal.
    private func compactRecipeLines(_ match: RecipeMatch, rank n: Int, digits: Int, title: String, width: Int,
                                    _ lang: UserLanguage) -> [String] {
        let rank = String(repeating: " ", count: digits - String(n).count) + "\(n)."
        let percent = "\(Int((match.rate * 100).rounded()))%"
        let rate = String(repeating: " ", count: max(0, 4 - percent.count)) + percent
        let kind = Labels.kind(match.recipe.kind, lang)
        let indent = String(repeating: " ", count: digits + 3)
        if let narrow = self.width, narrow < TerminalWidth.narrow {
            let missing = match.missing.isEmpty ? lang.pick("다 있어요", "nothing missing")
                : lang.pick("없는 재료 ", "missing ") + match.missing.map { display($0, lang) }.joined(separator: ", ")
            return [TextLayout.fit("\(rank) " + style.bold(title) + " " + style.accent(percent) + " " + style.dim(kind), width: narrow),
                    TextLayout.fit(indent + missing, width: narrow)]
        }
        let name = DisplayWidth.pad(DisplayWidth.truncate(title, to: width), to: width)
        let first = " \(rank) \(style.bold(name))  \(style.accent(rate))  \(style.dim(kind))"
        var second = indent
        if match.missing.isEmpty {
            second += style.matched(lang.pick("재료가 다 있어요", "you have everything"))
        } else {
            second += lang.pick("없는 재료: ", "missing: ") + style.missing(match.missing.map { display($0, lang) }.joined(separator: ", "))
        }
        if !match.expiredItems.isEmpty {
            second += "  " + style.missing("⚠ " + match.expiredItems.map { display($0.name, lang) }.joined(separator: ", "))
        }
        return [TextLayout.fit(first, width: self.width), TextLayout.fit(second, width: self.width)]
    }

    /// How many unknown words a notice names before "외 N개".
    static let unknownShown = 10

    /// The words the lexicon does not know, in one line however many there are:
    /// `'용과'는 모르는 재료예요 — …`, or `모르는 재료 500개: xyz0, …, xyz9 외 490개 — …`.
    static func unknownNotice(_ words: [String], _ lang: UserLanguage) -> String? {
        guard let first = words.first else { return nil }
        if words.count == 1 {
            return lang.pick("'\(first)'" + (Hangul.endsWithFinalConsonant(first) ? "은" : "는") + " 모르는 재료예요 — 이름 그대로 찾아봤어요.",
                             "I don't know '\(first)' as an ingredient; I searched for it by name.")
        }
        return lang.pick("모르는 재료 \(words.count)개: \(shortList(words, lang, separator: ", ")) — 이름 그대로 찾아봤어요.",
                         "\(words.count) unknown ingredients: \(shortList(words, lang)); I searched for them by name.")
    }

    /// Names joined, the first `unknownShown` of a long list and how many more
    /// (`a·b·c`, `xyz0, …, xyz9 외 490개`, `… and 490 more`).
    static func shortList(_ names: [String], _ lang: UserLanguage, separator: String? = nil) -> String {
        let shown = names.prefix(unknownShown).joined(separator: separator ?? lang.pick(names.count > unknownShown ? ", " : "·", ", "))
        let rest = names.count - min(names.count, unknownShown)
        return rest == 0 ? shown : shown + lang.pick(" 외 \(rest)개", " and \(rest) more")
    }

    private enum Section { case all, withRelatives, some }

    private func heading(_ section: Section, required: [String], _ r: Recommendation, _ lang: UserLanguage) -> String {
        let names = Self.shortList(required, lang)
        switch section {
        case .all:
            return required.count > 1
                ? lang.pick(Hangul.attach(names, "을", "를") + " 모두 쓰는 요리 \(r.complete)개", "Using all of \(names) (\(r.complete))")
                : lang.pick(Hangul.attach(names, "을", "를") + " 쓰는 요리", "Using \(names)")
        case .withRelatives:
            return lang.pick("≈ 비슷한 재료로 대신하는 요리", "≈ With a close relative standing in")
        case .some:
            return lang.pick("일부만 쓰는 요리 \(r.total - r.complete)개", "Using some of them (\(r.total - r.complete))")
        }
    }

    private func recipeLines(_ match: RecipeMatch, rank n: Int, digits: Int, title: String, width: Int, fromFridge: Bool,
                             _ lang: UserLanguage) -> [String] {
        let rank = String(repeating: " ", count: digits - String(n).count) + "\(n)."
        let name = DisplayWidth.pad(DisplayWidth.truncate(title, to: width), to: width)
        let percent = "\(Int((match.rate * 100).rounded()))%"
        let rate = String(repeating: " ", count: max(0, 4 - percent.count)) + percent
        let info = Labels.kind(match.recipe.kind, lang) + " · " + Labels.method(match.recipe.method, lang)
        var lines = [" \(rank) \(style.bold(name))  \(style.accent(rate))  \(style.dim(info))"]
        let indent = String(repeating: " ", count: digits + 3)
        func label(_ ko: String, _ en: String) -> String { DisplayWidth.pad(lang.pick(ko, en), to: 10) }
        func have(_ items: [MatchedIngredient]) -> String {
            items.map { item in
                // A relative shows what the recipe wants and, in brackets, what stands in; so
                // does a kind of it (✓돼지고기(삼겹살)).
                switch item.level {
                case .related: style.matched("≈" + display(item.name, lang)) + "(" + display(item.askedName, lang) + ")"
                case .covers where item.askedName != item.name:
                    style.matched("✓" + display(item.name, lang)) + "(" + display(item.askedName, lang) + ")"
                default: style.matched("✓" + display(item.name, lang))
                }
            }.joined(separator: " ")
        }
        let named = fromFridge ? match.matched : match.matched.filter { !$0.fromFridge }
        let fridge = fromFridge ? [] : match.matched.filter(\.fromFridge)
        lines.append(indent + label("있는 재료", "you have") + have(named))
        if !fridge.isEmpty { lines.append(indent + label("냉장고", "in fridge") + have(fridge)) }
        let missing = match.missing.map { display($0, lang) }
        lines.append(indent + label("없는 재료", "missing")
            + (missing.isEmpty ? lang.pick("없음", "nothing") : style.missing(missing.joined(separator: ", "))))
        if !match.staples.isEmpty {
            lines.append(indent + style.dim(label("기본 양념", "staples") + match.staples.map { display($0, lang) }.joined(separator: ", ")))
        }
        if !match.dueItems.isEmpty {
            let due = match.dueItems.map { display($0.name, lang) + " " + ExpiryAlert.dday($0.daysLeft, lang) }
            lines.append(indent + label("곧 쓸 것", "use first") + style.missing(due.joined(separator: ", ")))
        }
        // Food past its date never lifts a recipe; it is named as a warning (check it first).
        for item in match.expiredItems {
            lines.append(indent + style.missing(Self.pastDate(display(item.name, lang), daysLeft: item.daysLeft, lang)))
        }
        return lines
    }

    /// `⚠ 돼지고기 기한 1일 지남`, `⚠ pork: 1 day past its date`.
    static func pastDate(_ name: String, daysLeft: Int, _ lang: UserLanguage) -> String {
        let days = max(1, -daysLeft)
        return lang.pick("⚠ \(name) 기한 \(days)일 지남", "⚠ \(name): \(days) day\(days == 1 ? "" : "s") past its date")
    }

    /// Only staples were named (소금이랑 물): nothing to choose by, so say what would help.
    private func onlyStaples(_ staples: [String], fridgeCount: Int, _ lang: UserLanguage) -> String {
        let names = staples.joined(separator: lang.pick("·", ", "))
        let fridgeHint = fridgeCount > 0
            ? lang.pick(" 냉장고 재료로 찾으려면 재료 없이 'yori cook'(또는 '냉장고 재료로 뭐 만들지?')이라고 해 보세요.",
                        " To cook from your fridge, run 'yori cook' with no ingredients.")
            : lang.pick(" 냉장고에 재료를 넣어 두면 재료 없이 'yori cook'으로 찾을 수도 있어요 (예: 냉장고에 두부 한 모 넣었어).",
                        " Or put what you have in the fridge (bought 10 eggs) and run 'yori cook' with no ingredients.")
        return lang.pick(
            Hangul.attach(names, "은", "는") + " 늘 있다고 치는 기본 재료예요. 이것만으로는 요리를 고를 수 없으니 주재료를 하나 이상 알려 주세요 (예: 감자 소금)." + fridgeHint,
            "\(names): pantry staples yori assumes you have, so they cannot choose a dish. Name a main ingredient too (e.g. potato salt)." + fridgeHint)
    }
}
