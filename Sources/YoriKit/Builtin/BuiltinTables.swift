/// The built-in tables as values, made from the flat arrays `Scripts/embed-data` writes into
/// `BuiltinTables+Generated.swift`: slicing arrays, no text to split or check.
enum BuiltinTables {
    /// Numbers per ingredient in `ingredientFields`: where its strings start, how many English
    /// names, aliases, relatives, same foods and covered categories follow its name, category
    /// (and broader name), its storage place (0 fridge, 1 freezer, 2 pantry), staple, has-broader.
    static let fieldsPerIngredient = 9

    static let ingredients = entries(ingredientStrings, ingredientFields)
    static let generalWords = entries(generalStrings, generalFields)
    static let lexiconKeys = LexiconKeyTable(keys: keyTexts, values: keyValues, slots: keySlots, longest: longestKey)

    static func entries(_ strings: [String], _ fields: [Int32]) -> [Ingredient] {
        var out: [Ingredient] = []
        out.reserveCapacity(fields.count / fieldsPerIngredient)
        // Read in place: no array per row and none for a single string or an empty list
        // (a start makes a thousand of these; the allocations were most of their cost).
        for row in stride(from: 0, to: fields.count, by: fieldsPerIngredient) {
            func field(_ i: Int) -> Int { Int(fields[row + i]) }
            var next = field(0)
            func one() -> String {
                defer { next += 1 }
                return strings[next]
            }
            func take(_ count: Int) -> [String] {
                guard count > 0 else { return [] }
                defer { next += count }
                return Array(strings[next..<(next + count)])
            }
            let name = one()
            let category = one()
            let broader = field(8) == 1 ? one() : nil
            let english = take(field(1)), aliases = take(field(2)), related = take(field(3)), same = take(field(4))
            let covers = take(field(5))
            let storage: StoragePlace = field(6) == 1 ? .freezer : field(6) == 2 ? .pantry : .fridge
            out.append(Ingredient(name: name, english: english, aliases: aliases, category: category, storage: storage,
                                  isStaple: field(7) == 1, broader: broader, related: related, sameFood: same, covers: covers))
        }
        return out
    }

    /// `shelfLifeStrings` holds 5 strings a row (name, tips in Korean and English, after opening in
    /// Korean and English, empty for none), `shelfLifeFields` 4 numbers (days in the fridge,
    /// freezer and pantry, -1 for none; 1 when it must not be frozen).
    static let shelfLife: [ShelfLife] = (0..<(shelfLifeFields.count / 4)).map { i in
        func s(_ k: Int) -> String { shelfLifeStrings[i * 5 + k] }
        func f(_ k: Int) -> Int { Int(shelfLifeFields[i * 4 + k]) }
        return ShelfLife(ingredient: s(0), fridgeDays: f(0) < 0 ? nil : f(0), freezerDays: f(1) < 0 ? nil : f(1),
                         pantryDays: f(2) < 0 ? nil : f(2), tipKorean: s(1), tipEnglish: s(2), doNotFreeze: f(3) == 1,
                         afterOpeningKorean: s(3).isEmpty ? nil : s(3), afterOpeningEnglish: s(4).isEmpty ? nil : s(4))
    }

    /// The ranking tables' lines (`rankingRows`: file, line number and column count per line).
    static var rankingTables: [(name: String, rows: [(line: Int, columns: [String])])] {
        var tables = rankingFileNames.map { (name: $0, rows: [(line: Int, columns: [String])]()) }
        var next = 0
        for i in stride(from: 0, to: rankingRows.count, by: 3) {
            let count = Int(rankingRows[i + 2])
            tables[Int(rankingRows[i])].rows.append((Int(rankingRows[i + 1]), Array(rankingStrings[next..<(next + count)])))
            next += count
        }
        return tables
    }
}
