import Foundation
import Testing
@testable import YoriKit

/// Storage that matches the food (issue 19): the pantry days in the shelf-life table against a
/// list of pantry-safe foods written for the review (Fixtures/pantry-safe.txt).
@Suite struct ShelfLifePantryTests {
    let table = try! Builtin.shelfLife()
    let lexicon = try! Builtin.lexicon()
    let today = LocalDay(iso: "2026-11-25")!

    /// The list: foods, `*categories`, and after `[perishable]` foods that must not keep a month out.
    struct PantryList {
        var safe: Set<String> = []
        var categories: Set<String> = []
        var perishable: Set<String> = []
    }

    static func list() throws -> PantryList {
        let text = try String(contentsOf: Fixtures.root.appendingPathComponent("Tests/YoriKitTests/Fixtures/pantry-safe.txt"),
                              encoding: .utf8)
        var list = PantryList()
        var inPerishable = false
        for line in text.split(separator: "\n") where !line.hasPrefix("#") {
            if line == "[perishable]" { inPerishable = true; continue }
            for word in line.split(separator: " ").map(String.init) {
                if inPerishable { list.perishable.insert(word) }
                else if word.hasPrefix("*") { list.categories.insert(String(word.dropFirst())) }
                else { list.safe.insert(word) }
            }
        }
        return list
    }

    /// A month or more at room temperature.
    static let pantrySafeDays = 30

    @Test func everyPantrySafeRowIsOnTheListAndEveryListedFoodKeepsInThePantry() throws {
        let list = try Self.list()
        #expect(list.safe.count >= 150)
        for name in table.ingredients {
            let days = table.row(for: name)?.pantryDays ?? 0
            if days >= Self.pantrySafeDays {
                #expect(list.safe.contains(name), "\(name) keeps \(days) days in the pantry but is not on the pantry-safe list")
            }
        }
        for name in list.safe {
            #expect(lexicon.ingredient(named: name) != nil, "\(name) is not in the lexicon")
            let days = table.shelfLife(for: name).pantryDays ?? 0
            #expect(days >= Self.pantrySafeDays, "\(name) is listed pantry-safe but keeps \(days) days in the pantry")
        }
    }

    /// Ingredients without a row of their own keep pantry days only by a category the list names,
    /// and the foods listed perishable never get a month at room temperature.
    @Test func defaultsAndPerishablesKeepOutOfThePantry() throws {
        let list = try Self.list()
        for ingredient in lexicon.ingredients where table.row(for: ingredient.name) == nil {
            let days = table.shelfLife(for: ingredient.name).pantryDays ?? 0
            if days >= Self.pantrySafeDays {
                #expect(list.categories.contains(ingredient.category),
                        "\(ingredient.name) (\(ingredient.category)) gets \(days) pantry days from a category not on the list")
            }
        }
        #expect(list.perishable.count >= 20)
        for name in list.perishable {
            #expect(lexicon.ingredient(named: name) != nil, "\(name) is not in the lexicon")
            #expect(!list.safe.contains(name), "\(name) is both pantry-safe and perishable")
            let days = table.shelfLife(for: name).pantryDays ?? 0
            #expect(days < Self.pantrySafeDays, "\(name) is perishable but keeps \(days) days in the pantry")
        }
    }

    /// The issue's cases: sauces for months in the pantry unopened (no "due today", no warning),
    /// kimchi for months in the fridge, rice and ramyeon for months in the pantry.
    @Test(arguments: [
        ("고추장", StoragePlace.pantry, 365), ("된장", .pantry, 365), ("간장", .pantry, 365), ("쌈장", .pantry, 180),
        ("김치", .fridge, 90), ("쌀", .pantry, 180), ("라면", .pantry, 90), ("간장", .fridge, 180),
        ("밀가루", .pantry, 180), ("맥주", .pantry, 90),
    ])
    func keepsForMonths(_ name: String, _ place: StoragePlace, _ atLeast: Int) throws {
        let planner = FridgePlanner(table: table, today: today)
        let (item, source) = try planner.newItem(FridgeItemRequest(
            ingredient: AskedIngredient(word: name, canonical: name, nameKind: .canonical), quantity: 1, unit: "통", storage: place))
        guard case .shelfLife(let days) = source else { Issue.record("\(name) in the \(place): \(source)"); return }
        #expect(days >= atLeast, "\(name): \(days) days in the \(place)")
        #expect(planner.alerts([item]).isEmpty, "\(name) raises an alert the day it is added")
    }
}
