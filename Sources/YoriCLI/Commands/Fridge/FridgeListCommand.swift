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
        try FridgeCommand.run(global, words: [place, category].compactMap { $0 }) { app, session, _ in
            let lang = app.language
            var storage: StoragePlace?
            if let place {
                guard let p = StoragePlace(rawValue: place.lowercased()) ?? StoragePlace(word: place) else {
                    throw AppFailure(status: .badInput, message: lang.pick(
                        "--place는 fridge, freezer, pantry (냉장, 냉동, 실온) 중 하나예요: '\(place)'",
                        "--place must be fridge, freezer or pantry: '\(place)'"))
                }
                storage = p
            }
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
