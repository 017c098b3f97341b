import YoriKit

extension AnswerRenderer {
    /// `오늘 소비기한: 두부 · 3일 남음: 대파 외 1개`: one group per alert level, most urgent first.
    func expirySummary(_ report: ExpiringReport, _ lang: UserLanguage) -> String {
        report.groups.map { level, items in
            let days = Set(items.compactMap { $0.daysLeft(today: report.today) })
            let same = days.count == 1 ? days.first : nil
            let label: String = switch level {
            case .past: lang.pick("기한 지남", "past its date")
            case .today: lang.pick("오늘 소비기한", "due today")
            case .within3, .within7:
                if let same {
                    lang.pick("\(same)일 남음", same == 1 ? "1 day left" : "\(same) days left")
                } else {
                    level == .within3 ? lang.pick("3일 이내", "within 3 days") : lang.pick("7일 이내", "within 7 days")
                }
            case .later: lang.pick("나중", "later")
            }
            let first = display(items[0].name, lang)
            let more = items.count > 1 ? lang.pick(" 외 \(items.count - 1)개", " and \(items.count - 1) more") : ""
            return "\(label): \(first)\(more)"
        }.joined(separator: " · ")
    }

    func expiring(_ report: ExpiringReport, _ lang: UserLanguage) -> String {
        guard !report.groups.isEmpty else {
            if report.withinDays < 0 {  // "유통기한 지난 거 다 버렸어" with nothing past its date
                return lang.pick("기한이 지난 재료가 없어요. 아무것도 버리지 않았어요.", "Nothing in the fridge is past its date; nothing was thrown away.")
            }
            return lang.pick("\(report.withinDays)일 안에 기한이 다가오는 재료가 없어요.", "Nothing expires within \(EnglishGrammar.count(report.withinDays, "day")).")
        }
        let items = report.groups.flatMap(\.1)
        var rows: [[String]] = [["D-day", lang.pick("이름", "item"), lang.pick("보관", "place"), lang.pick("기한", "expires")]]
        for item in items {
            rows.append([ExpiryAlert.dday(item.daysLeft(today: report.today), lang),
                         DisplayWidth.truncate(display(item.name, lang), to: Self.fridgeNameColumns),
                         placeName(item.place, lang), item.expires.map { dateText($0, today: report.today, lang) } ?? "-"])
        }
        return ([expirySummary(report, lang)] + table(rows, flexible: [1]) { ddayStyled(items[$0].daysLeft(today: report.today), lang) })
            .joined(separator: "\n")
    }

    func storageTips(_ tips: [StorageTipAnswer], _ lang: UserLanguage) -> String {
        tips.map { tip in
            let name = display(tip.ingredient, lang)
            func days(_ row: ShelfLife) -> String {
                [StoragePlace.fridge, .freezer, .pantry].compactMap { place in
                    row.days(in: place).map { "\(placeName(place, lang)) " + SpokenDuration.text(days: $0, lang) }
                }.joined(separator: " · ")
            }
            var lines: [String] = []
            if let row = tip.shelfLife, let place = tip.place {
                // `냉동은?` after a tip: that place first.
                let said = row.days(in: place).map { "\(placeName(place, lang)) " + SpokenDuration.text(days: $0, lang) }
                    ?? placeName(place, lang) + lang.pick(": 권하지 않아요", ": not recommended")
                lines.append(style.bold(name) + " — " + said)
                if place == .freezer, row.doNotFreeze { lines.append("  " + style.missing(lang.pick("냉동하지 마세요.", "Do not freeze."))) }
                if !row.tip(lang).isEmpty { lines.append("  " + row.tip(lang)) }
            } else if let row = tip.shelfLife {
                let shown = days(row)
                let dishName = lang == .en ? tip.dishEnglish.map { $0.isEmpty ? lang.pick(name, "this dish") : $0 } ?? name : name
                let general = ["남은 음식", "leftovers"].contains(tip.ingredient)
                let what = tip.leftoverDish && !general ? dishName + lang.pick(" (만든 요리)", " (cooked dish)") : dishName
                lines.append(style.bold(what) + (shown.isEmpty ? "" : " — " + shown))
                if !row.tip(lang).isEmpty { lines.append("  " + row.tip(lang)) }
                if let after = lang == .ko ? row.afterOpeningKorean : row.afterOpeningEnglish {
                    // Most texts say it already (`개봉 후 물에 담가…`, `Once opened, …`): no label twice.
                    let saysSo = ["개봉 후", "개봉하면", "뜯은 뒤", "뜯으면", "after opening", "once opened"].contains {
                        after.lowercased().hasPrefix($0)
                    }
                    lines.append("  " + (saysSo ? "" : lang.pick("개봉 후: ", "After opening: ")) + after)
                }
                if row.doNotFreeze { lines.append("  " + style.missing(lang.pick("냉동하지 마세요.", "Do not freeze."))) }
            } else if let (category, defaults) = tip.categoryDefault {
                let shown = days(defaults)
                lines.append(style.bold(name) + (shown.isEmpty ? "" : " — " + shown))
                lines.append("  " + style.dim(lang.pick(
                    "이 재료만의 보관법은 아직 없어서 \(FoodCategory.label(category, lang)) 분류의 보수적인 기본 기간을 보여 드려요.",
                    "No advice for this one yet: these are yori's cautious defaults for \(FoodCategory.label(category, lang)).")))
            } else if !tip.ownTips.isEmpty {
                lines.append(style.bold(name))
            } else {
                lines.append(style.bold(name) + " — " + lang.pick("보관 방법 정보가 없어요.", "yori has no storage advice for it."))
            }
            // The lots kept: their own dates answer "until when" better than the table.
            if let today = tip.today {
                var kept: [String] = []
                for item in tip.stored {
                    var facts: [String] = []
                    if let expires = item.expires {
                        facts.append(lang.pick("\(dateText(expires, today: today, lang))까지", "use by \(dateText(expires, today: today, lang))")
                                     + " (" + ddayStyled(item.daysLeft(today: today), lang) + ")")
                    }
                    if let opened = item.opened {
                        facts.append(lang.pick("\(dateText(opened, today: today, lang))에 뜯음", "opened \(dateText(opened, today: today, lang))"))
                    }
                    let what = display(tip.ingredient, lang) + (item.quantity == nil ? "" : " " + amount(item.quantity, item.unit, lang, of: item.canonical))
                    kept.append("  " + lang.pick("보관 중: ", "Yours: ") + what + " (" + placeName(item.place, lang) + ")"
                                + (facts.isEmpty ? "" : " · " + facts.joined(separator: " · ")))
                }
                lines.insert(contentsOf: kept, at: min(1, lines.count))
            }
            for own in tip.ownTips {
                let text = own.text.split(separator: "\n", omittingEmptySubsequences: false).joined(separator: "\n    ")
                lines.append("  " + (own.source == "user" ? lang.pick("내 팁: ", "my tip: ") : lang.pick("AI 팁: ", "AI tip: ")) + text)
            }
            if let answer = tip.fromModel {
                lines.append(modelFooter(answer, remaining: tip.remaining, warning: nil, limit: quotaLimit, lang))
            }
            if tip.needsModel {
                if let problem = tip.modelProblem {
                    lines.append("  " + text(Reply(problem, language: lang)))
                }
                // A name of several words must be quoted to stay one argument.
                let name = tip.ingredient.contains(where: \.isWhitespace) ? "\"\(tip.ingredient)\"" : tip.ingredient
                lines.append("  " + lang.pick("직접 팁을 남기려면: yori tip add \(name) \"…\"",
                                              "Add your own: yori tip add \(name) \"…\""))
                if tip.modelProblem == nil && tip.categoryDefault == nil { lines.append("  " + style.dim(Self.configureHint(lang))) }
            }
            return lines.joined(separator: "\n")
        }.joined(separator: "\n")
    }
}
