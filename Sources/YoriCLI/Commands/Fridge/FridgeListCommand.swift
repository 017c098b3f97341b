import ArgumentParser
import YoriKit

/// `yori fridge list`.
struct FridgeListCommand: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "list", abstract: "List items (default: soonest expiry first).")

    @OptionGroup var global: GlobalOptions
    @Option(help: "Order by expiry, name, place or category (names as shown: English names with --lang en).")
    var sort: FridgeListing.Order = .expiry
    @Option(help: "Only this place: fridge, freezer or pantry (냉장, 냉동, 실온).") var place: String?
    @Option(help: "Only this category: vegetables, meat, seafood, dairy, … or 채소, 육류, 수산물, 유제품, …")
    var category: String?

    func run() throws {
        // `--place pantry`, `--category xyz` are keywords, not the user's language: only Korean
        // ones (`--place 냉장`) say something; otherwise the locale decides.
        let korean = [place, category].compactMap { $0 }.filter { LiveApp.language(of: [$0]) == .ko }
        try FridgeCommand.run(global, words: korean, references: false) { app, session, _ in
            let lang = app.language
            let storage = try FridgeCommand.place(place, language: lang)
            var wanted: String?
            if let category {
                guard let named = FoodCategory.named(category) else {
                    let known = FoodCategory.all.map { lang == .ko ? $0.korean : $0.english }.joined(separator: ", ")
                    throw AppFailure(status: .badInput, message: lang.pick(
                        "모르는 분류예요: '\(category)'. 분류: \(known)", "unknown category '\(category)'. Categories: \(known)"))
                }
                wanted = named
            }
            let reply = session.answer(.fridgeList(storage: storage), language: lang)
            guard case .fridgeList(var listing) = reply.answer else { return try app.emit(reply, command: nil, input: nil) }
            let lexicon = session.shelfLife.lexicon
            if let wanted { listing = listing.filtered(category: wanted, lexicon: lexicon) }
            listing = listing.sorted(sort, language: reply.language, lexicon: lexicon)
            try app.emit(Reply(.fridgeList(listing), language: reply.language), command: .fridgeList(storage: storage), input: nil)
        }
    }
}

extension FridgeListing.Order: ExpressibleByArgument {}
