import ArgumentParser
import YoriKit

/// `yori fridge list`.
struct FridgeListCommand: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "list", abstract: "List items (default: soonest expiry first).")

    enum Sort: String, ExpressibleByArgument, CaseIterable { case expiry, name, place, category }

    @OptionGroup var global: GlobalOptions
    @Option(help: "Order by expiry, name, place or category.") var sort: Sort = .expiry
    @Option(help: "Only this place: fridge, freezer or pantry.") var place: String?
    @Option(help: "Only this lexicon category (채소, 육류, …).") var category: String?

    func run() throws {
        try FridgeCommand.run(global) { app, session, _ in
            var storage: StoragePlace?
            if let place {
                guard let p = StoragePlace(rawValue: place) ?? StoragePlace(word: place) else {
                    throw AppFailure(status: .badInput, message: app.language.pick(
                        "--place는 fridge, freezer, pantry 중 하나예요", "--place must be fridge, freezer or pantry"))
                }
                storage = p
            }
            let reply = session.answer(.fridgeList(storage: storage), language: app.language)
            guard case .fridgeList(let listing) = reply.answer else { return try app.emit(reply, command: nil, input: nil) }
            let lexicon = session.shelfLife.lexicon
            func categoryOf(_ item: FridgeItem) -> String {
                item.canonical.flatMap { lexicon.ingredient(named: $0)?.category } ?? "기타"
            }
            var items = listing.items.filter { category == nil || categoryOf($0) == category }
            switch sort {
            case .expiry: break
            case .name: items.sort { $0.name < $1.name }
            case .place: items.sort { ($0.place.rawValue, $0.name) < ($1.place.rawValue, $1.name) }
            case .category: items.sort { (categoryOf($0), $0.name) < (categoryOf($1), $1.name) }
            }
            let shown = FridgeListing(items: items, today: listing.today, place: listing.place,
                                      categories: category == nil ? listing.categories : listing.categories.filter { $0.category == category })
            try app.emit(Reply(.fridgeList(shown), language: reply.language), command: .fridgeList(storage: storage), input: nil)
        }
    }
}
