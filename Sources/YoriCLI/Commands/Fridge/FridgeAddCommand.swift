import ArgumentParser
import YoriKit

/// `yori fridge add`.
struct FridgeAddCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "add", abstract: "Put an item in (expiry filled in from its shelf life unless given).",
        discussion: """
            The words are read like a chat line: 두부 1모 · 두부 한 모 · 대파 2대 · "half a block of tofu" · \
            계란 10개 우유 1병 (several items). A quoted name of several words is one item: "dragon fruit", \
            "할머니 된장" (kept as written, counted as 된장).
            """)

    @OptionGroup var global: GlobalOptions
    @Argument(parsing: .allUnrecognized, help: ArgumentHelp("The item and how much: 두부 1모, 대파 2대, 300g …",
                                                            valueName: "item"))
    var words: [String] = []
    // `.upToNextOption`: a date of several words needs no quotes (`--expires 3일 뒤`); words after
    // the date go back to the items (`FridgeCommand.dateWords`).
    @Option(parsing: .upToNextOption, help: ArgumentHelp("Expiry date: 11/30, 2026-11-30, 11월 30일, 내일, 내일모레, 3일 뒤, next friday, …", valueName: "date"))
    var expires: [String] = []
    @Option(parsing: .upToNextOption,
            help: ArgumentHelp("The day it was bought, when not today: 어제, 3일 전, 11/25, yesterday, 2 days ago, … (its shelf life counts from it).",
                              valueName: "day"))
    var bought: [String] = []
    @Flag var place: PlaceFlag?
    @Option(name: .customLong("place"), help: "Or the place as a word: fridge, freezer, pantry (냉장, 냉동, 실온), as in 'fridge list'.")
    var placeWord: String?
    @Option(help: "A note.") var note: String?

    func run() throws {
        try FridgeCommand.run(global, words: words.isEmpty ? expires + bought : words, references: false) { app, session, database in
            let today = session.clock.today()
            let (expiresText, afterExpiry) = FridgeCommand.dateWords(expires, today: today)
            let (boughtText, afterBought) = FridgeCommand.dateWords(bought, today: today)
            let expiry = try FridgeCommand.date(expiresText, today: today, language: app.language)
            let boughtOn = try FridgeCommand.date(boughtText, today: today, language: app.language, past: true)
            let chosen = try place?.place ?? FridgeCommand.place(placeWord, language: app.language)
            var requests = try FridgeCommand.items(words + afterExpiry + afterBought, session: session, language: app.language)
            for i in requests.indices {
                if let expiry { requests[i].expires = expiry; requests[i].invalidExpiry = nil }
                if let chosen { requests[i].storage = chosen }
                if let boughtOn { requests[i].bought = boughtOn == today ? nil : boughtOn }
            }
            // The items and their note in one transaction.
            let reply = try database.atomically { () throws -> Reply in
                let reply = session.answer(.fridgeAdd(requests), language: app.language)
                if let note, case .fridgeAdded(let added, _, _) = reply.answer {
                    try database.updateFridgeItems(added.map { var item = $0.item; item.note = note; return item }, day: today)
                }
                return reply
            }
            try app.emit(reply, command: .fridgeAdd(requests), input: nil)
        }
    }
}
