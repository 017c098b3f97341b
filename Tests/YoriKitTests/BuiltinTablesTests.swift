import Testing
@testable import YoriKit

/// The precomputed tables (`BuiltinTables+Generated.swift`, written by `Scripts/embed-data`) are
/// exactly what the TSV readers make of the embedded data files: a stale or drifting generator
/// fails here, not at a user's start.
@Suite struct BuiltinTablesTests {
    @Test func theLexiconEqualsTheOneReadFromItsText() throws {
        let parsed = try Builtin.parsedFromText().lexicon
        let built = try Builtin.lexicon()
        #expect(built.ingredients == parsed.ingredients, "run Scripts/embed-data")
        #expect(built.generalWords == parsed.generalWords, "run Scripts/embed-data")
        #expect(built.keyTable == parsed.keyTable, "run Scripts/embed-data (or its key rule drifted from IngredientLexicon.key)")
        #expect(built.longestKey == parsed.longestKey)
    }

    @Test func everyWordLooksUpAsWhenReadFromText() throws {
        let parsed = try Builtin.parsedFromText().lexicon
        let built = try Builtin.lexicon()
        for entry in parsed.ingredients + parsed.generalWords {
            #expect(built.ingredient(named: entry.name) == entry)
            for word in [entry.name] + entry.aliases + entry.english {
                #expect(built.lookup(word)?.ingredient == parsed.lookup(word)?.ingredient, "\(word)")
                #expect(built.lookup(word)?.kind == parsed.lookup(word)?.kind, "\(word)")
            }
            #expect(built.relatives(of: entry.name) == parsed.relatives(of: entry.name))
            #expect(built.covered(by: entry.name) == parsed.covered(by: entry.name))
        }
        #expect(built.ingredient(named: "달걀") == nil && built.lookup("달걀")?.ingredient.name == "계란")
        #expect(built.ingredient(named: "없는재료") == nil && built.lookup("없는 재료") == nil)
    }

    @Test func theStorageTableEqualsTheOneReadFromItsText() throws {
        let parsed = try Builtin.parsedFromText().shelfLife
        let built = try Builtin.shelfLife()
        #expect(built == parsed, "run Scripts/embed-data")
        #expect(built.ingredients == parsed.ingredients.sorted())
        for name in parsed.ingredients { #expect(built.row(for: name) == parsed.row(for: name)) }
        #expect(built.row(for: "없는재료") == nil)
    }

    @Test func theRankingTablesEqualThoseReadFromTheirText() throws {
        let parsed = try DishRanking(files: BuiltinData.rankingFiles.map { ($0.name, $0.tsv) })
        #expect(try DishRanking.builtinResult.get() == parsed, "run Scripts/embed-data")
    }

    @Test func aKeyTableReadFromTextFindsEveryKeyItHolds() throws {
        let lexicon = try IngredientLexicon(tsv: "ko\ten\taliases\tcategory\tstorage\tstaple\tbroader\trelated\n"
            + "계란\tegg|Eggs\t달걀\t달걀\t냉장\tn\t\t\nLA갈비\tla galbi\t\t육류\t냉장\tn\t\t\n")
        #expect(lexicon.lookup("EGGS")?.ingredient.name == "계란" && lexicon.lookup("달 걀")?.kind == .synonym)
        #expect(lexicon.lookup("계란")?.kind == .canonical)
        #expect(lexicon.ingredient(named: "LA갈비")?.english == ["la galbi"] && lexicon.lookup("la갈비") != nil)
        #expect(lexicon.lookup("egg yolk") == nil)
    }
}
