import YoriKit

/// The fridge's history and monthly stats (`yori fridge history/stats`, and the chat's
/// `버린 거 기록 보여줘`, `버린 음식 통계`), and the subcommand guides of the chat.
extension AnswerRenderer {
    /// One row per event: day, what happened, item, amount, place.
    func fridgeHistory(_ events: [FridgeEvent], _ lang: UserLanguage, kind: FridgeEvent.Kind? = nil) -> String {
        guard !events.isEmpty else {
            switch kind {
            case .discard?: return lang.pick("아직 버린 기록이 없어요.", "Nothing thrown away yet.")
            case .use?: return lang.pick("아직 쓴 기록이 없어요.", "Nothing used yet.")
            case .add?: return lang.pick("아직 넣은 기록이 없어요.", "Nothing added yet.")
            case .move?: return lang.pick("아직 옮긴 기록이 없어요.", "Nothing moved yet.")
            case nil: return lang.pick("아직 기록이 없어요.", "No history yet.")
            }
        }
        let kinds: [FridgeEvent.Kind: (String, String)] = [
            .add: ("넣음", "added"), .use: ("씀", "used"), .discard: ("버림", "discarded"), .move: ("옮김", "moved"),
        ]
        var rows = [[lang.pick("날짜", "day"), lang.pick("무엇", "what"), lang.pick("재료", "item"),
                     lang.pick("수량", "amount"), lang.pick("보관", "place")]]
        for e in events {
            let kind = kinds[e.kind].map { lang.pick($0.0, $0.1) } ?? e.kind.rawValue
            rows.append([e.day.description, kind, DisplayWidth.truncate(display(e.name, lang), to: Self.fridgeNameColumns), amount(e.quantity, e.unit, lang, of: e.canonical),
                         e.place.map { placeName($0, lang) } ?? ""])
        }
        return table(rows, flexible: [2], droppable: [4]) { rows[$0 + 1][0] }.joined(separator: "\n")
    }

    /// Per month: used, thrown away, the waste share as a bar; then the most wasted items.
    func fridgeStats(_ stats: FridgeStats, _ lang: UserLanguage) -> String {
        guard !stats.months.isEmpty else { return lang.pick("아직 쓰거나 버린 기록이 없어요.", "Nothing used or thrown away yet.") }
        var rows = [[lang.pick("월", "month"), lang.pick("씀", "used"), lang.pick("버림", "wasted"), lang.pick("버린 비율", "waste")]]
        for m in stats.months {
            let bar = String(repeating: "█", count: Int((m.wasteShare * 10).rounded()))
            rows.append([m.month, "\(m.used)", "\(m.discarded)", "\(Int((m.wasteShare * 100).rounded()))% " + bar])
        }
        var lines = table(rows) { rows[$0 + 1][0] }
        if !stats.mostWasted.isEmpty {
            lines.append(lang.pick("자주 버린 재료: ", "Most wasted: ")
                + stats.mostWasted.map { "\(display($0.name, lang)) \($0.count)" }.joined(separator: ", "))
        }
        return lines.joined(separator: "\n")
    }

    func fridgeHistoryJSON(_ events: [FridgeEvent]) -> JSONValue {
        .array(events.map { e in
            .object([("day", .string(e.day.description)), ("kind", .string(e.kind.rawValue)),
                     ("ingredient", .string(e.name)), ("quantity", e.quantity.map(JSONValue.double) ?? .null),
                     ("unit", .optional(e.unit)), ("place", .optional(e.place?.rawValue))])
        })
    }

    func fridgeStatsJSON(_ stats: FridgeStats) -> [(String, JSONValue)] {
        [
            ("months", .array(stats.months.map {
                .object([("month", .string($0.month)), ("used", .int(Int64($0.used))),
                         ("discarded", .int(Int64($0.discarded))), ("waste_share", .double(($0.wasteShare * 1000).rounded() / 1000))])
            })),
            ("most_wasted", .array(stats.mostWasted.map {
                .object([("ingredient", .string($0.name)), ("count", .int(Int64($0.count)))])
            })),
        ]
    }

    func fridgeMovedJSON(_ moves: [FridgeMove], today: LocalDay) -> JSONValue {
        .array(moves.map { move in
            .object(fridgeItemPairs(move.item, today: today) + [
                ("from", .string(move.from.rawValue)), ("expiry_source", .string(Self.moveSource(move.expiry))),
                ("unsuitable_place", .bool(move.unsuitable)), ("do_not_freeze", .bool(move.doNotFreeze)),
                ("overdue", .bool(move.overdue)), ("already_there", .bool(move.alreadyThere)),
            ])
        })
    }

    static func moveSource(_ expiry: FridgeMove.Expiry) -> String {
        switch expiry {
        case .userDate: "given"
        case .shelfLife: "shelf_life"
        case .shelfLifeSinceAdded: "shelf_life_since_added"
        case .kept: "kept"
        case .unchanged: "unchanged"
        case .shortened: "today"
        case .shortest: "shortest_shelf_life"
        case .none: "none"
        }
    }

    /// How to do what a `guide` line asked about.
    func guide(_ topic: HelpTopic, _ lang: UserLanguage) -> String {
        switch topic {
        case .recipeAdd:
            return lang.pick("""
                내 레시피는 yori recipe로 추가해요:
                  yori recipe add                       질문에 답하며 한 단계씩 (터미널에서)
                  yori recipe add --from-json 파일.json  JSON 파일에서 (docs/DATA.md 형식)
                  yori recipe copy 계란말이              있는 레시피를 복사해서 고치기
                """, """
                Add your own recipe with yori recipe:
                  yori recipe add                       step by step, answering questions (on a terminal)
                  yori recipe add --from-json FILE.json  from a JSON file (the docs/DATA.md format)
                  yori recipe copy 계란말이              start from a copy of an existing recipe
                """)
        }
    }
}
