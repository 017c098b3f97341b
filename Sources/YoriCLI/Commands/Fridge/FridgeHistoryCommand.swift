import ArgumentParser
import YoriKit

/// `yori fridge history`.
struct FridgeHistoryCommand: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "history", abstract: "What was added, used, thrown away and moved.")

    @OptionGroup var global: GlobalOptions
    @Option(help: "How many events to show.") var limit = 30

    func run() throws {
        try FridgeCommand.run(global) { app, session, database in
            let lang = app.language
            let events = try database.fridgeEvents(limit: max(1, limit))
            let renderer = try app.renderer()
            if global.json {
                app.console.line(JSONValue.array(events.map { e in
                    .object([("day", .string(e.day.description)), ("kind", .string(e.kind.rawValue)),
                             ("ingredient", .string(e.name)), ("quantity", e.quantity.map(JSONValue.double) ?? .null),
                             ("unit", .optional(e.unit)), ("place", .optional(e.place?.rawValue))])
                }).serialized())
                return
            }
            guard !events.isEmpty else {
                app.console.line(lang.pick("아직 기록이 없어요.", "No history yet."))
                throw ExitCode(ExitStatus.nothingFound.rawValue)
            }
            let kinds: [FridgeEvent.Kind: (String, String)] = [
                .add: ("넣음", "added"), .use: ("씀", "used"), .discard: ("버림", "discarded"), .move: ("옮김", "moved"),
            ]
            var rows = [[lang.pick("날짜", "day"), lang.pick("무엇", "what"), lang.pick("재료", "item"),
                         lang.pick("수량", "amount"), lang.pick("보관", "place")]]
            for e in events {
                let kind = kinds[e.kind].map { lang.pick($0.0, $0.1) } ?? e.kind.rawValue
                rows.append([e.day.description, kind, renderer.display(e.name, lang), renderer.amount(e.quantity, e.unit, lang, of: e.canonical),
                             e.place.map { renderer.placeName($0, lang) } ?? ""])
            }
            app.console.line(renderer.table(rows) { rows[$0 + 1][0] }.joined(separator: "\n"))
            _ = session
        }
    }
}
