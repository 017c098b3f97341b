import YoriKit

extension AnswerRenderer {
    func placeName(_ place: StoragePlace, _ lang: UserLanguage) -> String {
        lang == .ko ? place.korean : place.rawValue
    }

    /// `11월 27일` / `Nov 27` (with the year when it is not this year's).
    func dateText(_ day: LocalDay, today: LocalDay, _ lang: UserLanguage) -> String {
        let months = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]
        let base = lang == .ko ? "\(day.month)월 \(day.day)일" : "\(months[day.month - 1]) \(day.day)"
        guard day.year != today.year else { return base }
        return lang == .ko ? "\(day.year)년 \(base)" : "\(base), \(day.year)"
    }

    func amount(_ quantity: Double?, _ unit: String?) -> String {
        guard let quantity else { return "" }
        let number = FridgeError.format(quantity)
        return number + (unit ?? "")
    }

    func ddayStyled(_ days: Int?, _ lang: UserLanguage) -> String {
        let text = ExpiryAlert.dday(days, lang)
        switch ExpiryAlert(daysLeft: days) {
        case .past, .today: return style.error(text)
        case .within3: return style.missing(text)
        default: return text
        }
    }

    func fridgeAdded(_ added: [(item: FridgeItem, expiry: FridgePlanner.ExpirySource)], _ lang: UserLanguage) -> String {
        added.map { item, source in
            let today = item.added
            let head = display(item.name, lang) + (item.quantity == nil ? "" : " " + amount(item.quantity, item.unit))
            let place = placeName(item.place, lang)
            let left = item.daysLeft(today: today)
            switch source {
            case .given(let isPast):
                var line = "\(head) → \(place) · " + lang.pick("기한 ", "expires ")
                    + dateText(item.expires!, today: today, lang) + " (\(ddayStyled(left, lang)))"
                if isPast {
                    line += "\n  " + style.error(lang.pick("⚠ 이미 지난 날짜예요. 그래도 넣었어요.", "⚠ That date has passed; added anyway."))
                }
                return line
            case .shelfLife(let days):
                return "\(head) → \(place) · " + lang.pick(
                    "\(place) 기준 \(days)일 → \(dateText(item.expires!, today: today, lang))로 넣었어요",
                    "\(days) days in the \(place) → \(dateText(item.expires!, today: today, lang))") + " (\(ddayStyled(left, lang)))"
            case .none:
                return "\(head) → \(place) · " + lang.pick("이 보관 장소의 추천 기간이 없어 기한 없이 넣었어요",
                                                          "no recommended time for that place, so no date")
            }
        }.joined(separator: "\n")
    }

    func fridgeList(_ listing: FridgeListing, _ lang: UserLanguage) -> String {
        let title = listing.place.map { placeName($0, lang) } ?? lang.pick("냉장고", "Fridge")
        guard !listing.items.isEmpty else {
            return lang.pick("\(title)가 비어 있어요. 예: 냉장고에 두부 한 모 넣었어", "\(title) is empty. Try: bought 10 eggs")
        }
        var rows: [[String]] = [[lang.pick("D-day", "D-day"), lang.pick("이름", "item"), lang.pick("수량", "amount"),
                                 lang.pick("보관", "place"), lang.pick("기한", "expires"), "#"]]
        for item in listing.items {
            let left = item.daysLeft(today: listing.today)
            rows.append([ExpiryAlert.dday(left, lang), display(item.name, lang), amount(item.quantity, item.unit),
                         placeName(item.place, lang),
                         item.expires.map { dateText($0, today: listing.today, lang) } ?? "-", "\(item.id)"])
        }
        var lines = [style.bold(lang.pick("\(title) (\(listing.items.count)개)", "\(title) (\(listing.items.count) item\(listing.items.count == 1 ? "" : "s"))"))]
        lines += table(rows, styleFirstColumn: { i in ddayStyled(listing.items[i].daysLeft(today: listing.today), lang) })
        lines.append(lang.pick("분류별", "By category"))
        let width = listing.categories.map { DisplayWidth.of($0.category) }.max() ?? 0
        let most = listing.categories.map(\.count).max() ?? 1
        for (category, count) in listing.categories {
            let bar = String(repeating: "█", count: max(1, count * 20 / most))
            lines.append("  " + DisplayWidth.pad(category, to: width) + "  " + style.accent(bar) + " \(count)")
        }
        return lines.joined(separator: "\n")
    }

    /// Rows aligned by display width; the header row is dimmed, `styleFirstColumn`
    /// colours the first cell of data row `i`.
    func table(_ rows: [[String]], styleFirstColumn: (Int) -> String) -> [String] {
        let columns = rows.map(\.count).max() ?? 0
        let widths = (0..<columns).map { c in rows.map { c < $0.count ? DisplayWidth.of($0[c]) : 0 }.max() ?? 0 }
        return rows.enumerated().map { r, row in
            let cells = row.enumerated().map { c, cell -> String in
                let padded = c == row.count - 1 ? cell : DisplayWidth.pad(cell, to: widths[c])
                if r == 0 { return style.dim(padded) }
                if c == 0 { return styleFirstColumn(r - 1) + String(repeating: " ", count: widths[0] - DisplayWidth.of(cell)) }
                return padded
            }
            return " " + cells.joined(separator: "  ")
        }
    }

    func fridgeConsumed(_ results: [FridgeConsumption], _ lang: UserLanguage) -> String {
        results.map { r in
            let name = display(r.name, lang)
            let taken = r.plan.taken.map { " " + amount($0, r.plan.unit) } ?? ""
            var line: String
            if r.kind == .discard {
                line = lang.pick("\(name)\(taken) 버렸어요. 버린 기록에 남겼어요.", "Threw away \(name)\(taken); noted in the waste history.")
            } else {
                line = lang.pick("\(name)\(taken) 썼어요.", "Used \(name)\(taken).")
            }
            if let short = r.plan.shortBy {
                line += " " + style.missing(lang.pick("(있던 만큼 모두 썼어요. 요청보다 \(amount(short, r.plan.unit)) 모자랐어요)",
                                                      "(that was all there was: \(amount(short, r.plan.unit)) short)"))
            }
            if r.remainingLots == 0 {
                line += " " + lang.pick("이제 " + Hangul.attach(name, "은", "는") + " 없어요.", "No \(name) left.")
            } else if let remaining = r.remaining {
                line += " " + lang.pick("남은 \(name): \(amount(remaining, r.plan.unit))", "\(name) left: \(amount(remaining, r.plan.unit))")
            }
            return line
        }.joined(separator: "\n")
    }

    /// `오늘 소비기한: 두부 · 3일 남음: 대파 외 1개`.
    func expirySummary(_ report: ExpiringReport, _ lang: UserLanguage) -> String {
        report.groups.map { level, items in
            let label: String = switch level {
            case .past: lang.pick("기한 지남", "past date")
            case .today: lang.pick("오늘 소비기한", "due today")
            case .within3: lang.pick("3일 이내", "within 3 days")
            case .within7: lang.pick("7일 이내", "within 7 days")
            case .later: lang.pick("나중", "later")
            }
            let first = display(items[0].name, lang)
            let more = items.count > 1 ? lang.pick(" 외 \(items.count - 1)개", " +\(items.count - 1) more") : ""
            return "\(label): \(first)\(more)"
        }.joined(separator: " · ")
    }

    func expiring(_ report: ExpiringReport, _ lang: UserLanguage) -> String {
        guard !report.groups.isEmpty else {
            return lang.pick("\(report.withinDays)일 안에 기한이 다가오는 재료가 없어요.", "Nothing expires within \(report.withinDays) days.")
        }
        let items = report.groups.flatMap(\.1)
        var rows: [[String]] = [["D-day", lang.pick("이름", "item"), lang.pick("보관", "place"), lang.pick("기한", "expires")]]
        for item in items {
            rows.append([ExpiryAlert.dday(item.daysLeft(today: report.today), lang), display(item.name, lang),
                         placeName(item.place, lang), item.expires.map { dateText($0, today: report.today, lang) } ?? "-"])
        }
        return ([expirySummary(report, lang)] + table(rows) { ddayStyled(items[$0].daysLeft(today: report.today), lang) })
            .joined(separator: "\n")
    }

    func storageTips(_ tips: [StorageTipAnswer], _ lang: UserLanguage) -> String {
        tips.map { tip in
            let name = display(tip.ingredient, lang)
            var lines: [String] = []
            if let row = tip.shelfLife {
                let days = [StoragePlace.fridge, .freezer, .pantry].compactMap { place in
                    row.days(in: place).map { "\(placeName(place, lang)) \($0)" + lang.pick("일", " days") }
                }
                lines.append(style.bold(name) + (days.isEmpty ? "" : " — " + days.joined(separator: " · ")))
                if !row.tip(lang).isEmpty { lines.append("  " + row.tip(lang)) }
                if let after = lang == .ko ? row.afterOpeningKorean : row.afterOpeningEnglish {
                    lines.append("  " + lang.pick("개봉 후: ", "After opening: ") + after)
                }
                if row.doNotFreeze { lines.append("  " + style.missing(lang.pick("냉동하지 마세요.", "Do not freeze."))) }
            } else if !tip.ownTips.isEmpty {
                lines.append(style.bold(name))
            } else {
                lines.append(style.bold(name) + " — " + lang.pick("보관 방법 정보가 없어요.", "yori has no storage advice for it."))
            }
            for own in tip.ownTips {
                let text = own.text.split(separator: "\n", omittingEmptySubsequences: false).joined(separator: "\n    ")
                lines.append("  " + (own.source == "user" ? lang.pick("내 팁: ", "my tip: ") : lang.pick("AI 팁: ", "AI tip: ")) + text)
            }
            if let answer = tip.fromModel {
                lines.append(modelFooter(answer, remaining: tip.remaining, warning: nil, limit: quotaLimit, lang))
            }
            if !tip.hasAdvice {
                if let problem = tip.modelProblem {
                    lines.append("  " + text(Reply(problem, language: lang)))
                }
                lines.append("  " + lang.pick("직접 팁을 남기려면: yori tip add \(tip.ingredient) \"…\"",
                                              "Add your own: yori tip add \(tip.ingredient) \"…\""))
                if tip.modelProblem == nil { lines.append("  " + style.dim(Self.configureHint(lang))) }
            }
            return lines.joined(separator: "\n")
        }.joined(separator: "\n")
    }
}
