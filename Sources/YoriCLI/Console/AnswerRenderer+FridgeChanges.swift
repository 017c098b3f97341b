import YoriKit

extension AnswerRenderer {
    /// `대파 → 냉동으로 옮겼어요 · 냉동 기준 30일 → 12월 24일 (D-30)`, with a warning when the
    /// food has no recommended time in its new place or its date has already passed.
    func fridgeMoved(_ moves: [FridgeMove], today: LocalDay, _ lang: UserLanguage) -> String {
        moves.map { move in
            let item = move.item
            // A part of a lot moved says how much (`닭가슴살 1팩 → 냉동`).
            let name = display(item.name, lang) + (move.part ? " " + amount(item.quantity, item.unit, lang, of: item.canonical) : "")
            let place = placeName(item.place, lang)
            let date = item.expires.map { dateText($0, today: today, lang) } ?? ""
            let dday = ddayStyled(item.daysLeft(today: today), lang)
            if move.alreadyThere {
                let when = item.expires == nil ? "" : lang.pick(" (기한 \(date), \(dday))", " (expires \(date), \(dday))")
                return lang.pick(Hangul.attach(name, "은", "는") + " 이미 \(place)에 있어요\(when). 바꾼 건 없어요.",
                                 "\(name) is already in the \(place)\(when); nothing changed.")
            }
            let expiry: String = switch move.expiry {
            case .shelfLife(let days):
                lang.pick("\(place) 기준 \(SpokenDuration.text(days: days, .ko)) → \(date) (\(dday))", "\(SpokenDuration.text(days: days, .en)) in the \(place) → \(date) (\(dday))")
            case .shelfLifeSinceAdded(let days, let added):
                lang.pick("\(place) 기준 \(SpokenDuration.text(days: days, .ko)), 넣은 날(\(dateText(added, today: today, lang)))부터 → \(date) (\(dday))",
                          "\(SpokenDuration.text(days: days, .en)) in the \(place), counted from \(dateText(added, today: today, lang)) when it was added → \(date) (\(dday))")
            case .userDate:
                lang.pick("기한 \(date) (\(dday)) — 직접 정한 날짜라 그대로 뒀어요", "expires \(date) (\(dday)) — your own date, kept")
            case .kept, .unchanged:
                lang.pick("기한 \(date) (\(dday)) 그대로", "expiry \(date) (\(dday)) kept")
            case .shortened:
                lang.pick("기한을 오늘로 당겼어요 (\(dday))", "expiry moved up to today (\(dday))")
            case .shortest(let days):
                lang.pick("가장 짧은 추천 기간 \(SpokenDuration.text(days: days, .ko)) 기준 → \(date) (\(dday))",
                          "the shortest recommended time, \(SpokenDuration.text(days: days, .en)) → \(date) (\(dday))")
            case .none:
                lang.pick("기한 없음", "no expiry date")
            }
            let moved = lang.pick("\(name) → " + Hangul.attach(place, "으로", "로") + " 옮겼어요", "Moved \(name) to the \(place)")
            var line = moved + " · " + expiry
            if move.overdue {
                let overdue = ExpiryAlert.dday(item.daysLeft(today: today), lang)
                line += "\n  " + style.error(item.place == .freezer
                    ? lang.pick("⚠ 기한이 이미 지났어요 (\(overdue)). 얼린다고 상한 음식이 안전해지지는 않으니 버리는 게 좋아요.",
                                "⚠ Its date has already passed (\(overdue)). Freezing does not make spoiled food safe; better throw it away.")
                    : lang.pick("⚠ 기한이 이미 지났어요 (\(overdue)). 옮겨도 기한은 그대로예요. 먹기 전에 상태를 꼭 확인하세요.",
                                "⚠ Its date has already passed (\(overdue)); moving it does not change that. Check it before eating."))
            }
            if move.unsuitable {
                line += "\n  " + unsuitablePlaceWarning(name, item.place, doNotFreeze: move.doNotFreeze, lang)
            } else if move.doNotFreeze {
                line += "\n  " + style.missing(lang.pick("⚠ 냉동하면 맛과 식감이 상해요.", "⚠ This does not freeze well."))
            }
            return line
        }.joined(separator: "\n")
    }

    /// What `fridge edit` changed: `두부 (#3) 고쳤어요: 기한 11월 30일 → 12월 2일 · 수량 1모 → 2모`.
    func fridgeEdited(before: FridgeItem, after: FridgeItem, today: LocalDay, _ lang: UserLanguage) -> String {
        func date(_ item: FridgeItem) -> String {
            item.expires.map { dateText($0, today: today, lang) + " (" + ExpiryAlert.dday(item.daysLeft(today: today), lang) + ")" }
                ?? lang.pick("없음", "none")
        }
        func text(_ value: String?) -> String { value.map { "'\($0)'" } ?? lang.pick("없음", "none") }
        var changes: [String] = []
        if before.name != after.name {
            changes.append(lang.pick("이름 ", "name ") + display(before.name, lang) + " → " + display(after.name, lang))
        }
        if before.quantity != after.quantity || before.unit != after.unit {
            let none = lang.pick("없음", "none")
            let old = before.quantity == nil ? none : amount(before.quantity, before.unit, lang, of: before.canonical)
            let new = after.quantity == nil ? none : amount(after.quantity, after.unit, lang, of: after.canonical)
            changes.append(lang.pick("수량 ", "amount ") + old + " → " + new)
        }
        if before.expires != after.expires || before.expiresSetByUser != after.expiresSetByUser {
            changes.append(lang.pick("기한 ", "expires ") + date(before) + " → " + date(after))
        }
        if before.note != after.note {
            changes.append(lang.pick("메모 ", "note ") + text(before.note) + " → " + text(after.note))
        }
        let name = display(after.name, lang) + " (#\(after.id))"
        guard !changes.isEmpty else {
            return lang.pick("\(name): 바뀐 게 없어요.", "\(name): nothing changed.")
        }
        return lang.pick("\(name) 고쳤어요", "Changed \(name)") + "\n" + changes.map { "  " + $0 }.joined(separator: "\n")
    }
}

extension AnswerRenderer {
    /// `우유 뜯었어`: the opened day, and what it did to the date (shortened to the opened life,
    /// kept because it was sooner, or no opened life known), with where the opened pack belongs.
    /// One pack of several: `우유 2팩 중 1팩을 …`, and the unopened rest on a line of its own. An
    /// opening that leaves the pack past its date or due today says so (`⚠ … (D+1 지남)`).
    func fridgeOpened(_ openings: [FridgeOpening], _ lang: UserLanguage) -> String {
        openings.map { opening in
            let item = opening.item
            let today = opening.item.opened ?? item.added
            let name = display(item.name, lang)
            let date = item.expires.map { dateText($0, today: today, lang) } ?? ""
            let opened = item.opened.map { dateText($0, today: today, lang) } ?? ""
            // What was opened: the lot, or one pack of it (`우유 2팩 중 1팩`, `1 pack of milk (of 2 packs)`).
            let what: (ko: String, en: String)
            if opening.rest != nil, let total = opening.total, let one = item.amount {
                what = ("\(name) \(amount(total, .ko, of: item.canonical)) 중 " + Hangul.attach(amount(one, .ko, of: item.canonical), "을", "를"),
                        "\(amount(one, .en, of: item.canonical)) of \(name) (of \(amount(total, .en, of: item.canonical)))")
            } else {
                what = (Hangul.attach(name, "을", "를"), name)
            }
            var line: String = switch opening.expiry {
            case .shortened(let days):
                lang.pick(what.ko + " \(opened)에 뜯었어요. 뜯은 뒤 \(SpokenDuration.text(days: days, .ko)) → 기한을 \(date)로 당겼어요",
                          "Opened \(what.en) on \(opened): \(SpokenDuration.text(days: days, .en)) once opened → expires \(date)")
            case .kept(let days):
                // The same day as the opened life gives is not "sooner": say it keeps.
                item.expires == item.opened.map({ $0.adding(days: days) })
                    ? lang.pick(what.ko + " \(opened)에 뜯었어요. 뜯은 뒤 \(SpokenDuration.text(days: days, .ko))이면 기한 \(date) 그대로예요",
                                "Opened \(what.en) on \(opened): \(SpokenDuration.text(days: days, .en)) once opened is its date, \(date), so it stays")
                    : lang.pick(what.ko + " \(opened)에 뜯었어요. 기한 \(date)이 뜯은 뒤 \(SpokenDuration.text(days: days, .ko))보다 빨라서 그대로예요",
                                "Opened \(what.en) on \(opened): its date, \(date), is sooner than \(SpokenDuration.text(days: days, .en)) once opened, so it stays")
            case .noOpenedLife:
                lang.pick(what.ko + " \(opened)에 뜯었다고 적었어요. 뜯은 뒤 기한이 따로 없어 날짜는 그대로예요",
                          "Noted \(what.en) as opened on \(opened); yori has no opened life for it, so the date stays")
            case .alreadyOpened:
                lang.pick(Hangul.attach(name, "은", "는") + " 이미 \(opened)에 뜯은 거예요. 바꾼 건 없어요",
                          name.prefix(1).uppercased() + name.dropFirst() + " was already opened on \(opened); nothing changed")
            }
            // Opened some days back, or on a date that had nearly run out: past its date, or due today.
            switch opening.leftDue {
            case .past:
                line += "\n  " + style.error(lang.pick(
                    "⚠ 기한이 이미 지났어요 (\(ExpiryAlert.dday(opening.daysLeft, lang))). 먹기 전에 상태를 꼭 확인하세요.",
                    "⚠ It is already past its date (\(ExpiryAlert.dday(opening.daysLeft, lang))). Check it before eating."))
            case .today:
                line += "\n  " + style.error(lang.pick("⚠ 오늘까지예요 (D-day). 오늘 안에 드세요.", "⚠ It is due today (D-day): use it today."))
            default:
                break
            }
            if let rest = opening.rest {
                let left = amount(rest.quantity, rest.unit, lang, of: rest.canonical)
                let when = rest.expires.map { dateText($0, today: today, lang) }
                line += "\n  " + lang.pick(
                    "나머지 " + Hangul.attach(left, "은", "는") + " 안 뜯은 채 따로 적어 뒀어요"
                        + (when.map { " (기한 \($0) 그대로)" } ?? ""),
                    (rest.quantity == 1 ? "\(left) stays unopened, listed on its own" : "\(left) stay unopened, listed on their own")
                        + (when.map { " (still expires \($0))" } ?? ""))
            }
            if let place = opening.keepIn {
                line += "\n  " + style.missing("⚠ " + lang.pick(
                    "뜯은 뒤에는 " + ["fridge": "냉장실", "freezer": "냉동실", "pantry": "실온"][place.rawValue, default: ""] + "에 두세요: yori fridge move \(item.id) --\(place.rawValue)",
                    "Keep it in the \(placeName(place, lang)) once opened: yori fridge move \(item.id) --\(place.rawValue)"))
            }
            return line
        }.joined(separator: "\n")
    }
}
