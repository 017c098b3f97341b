import Testing
@testable import YoriKit
@testable import YoriStore

/// Importing an export document: every value is checked against its column's kind, and one
/// bad value stops the import with nothing stored.
@Suite struct ExportImportStoreTests {
    /// One valid row in every section.
    static let sections: [String: String] = [
        "recipes": #"{"source": "user", "source_ref": "user-1", "name": "우리집 계란말이", "name_en": "", "kind": "반찬", "method": "굽기", "servings": 2, "minutes": 15, "kcal": 180, "tags": ["아침"], "ingredients": [{"name": "계란", "canonical": "계란", "amount": "4개", "group": "주재료", "prep": null}], "steps": ["계란을 풀어요.", "부쳐요.", "말아요."], "tip": null, "nutrition": null, "images": [{"role": "step", "step": 2, "url": "https://example.com/2.jpg"}], "reduction_tip": null, "based_on": {"source": "builtin", "source_ref": "gyeran-mari"}, "source_url": null}"#,
        "bookmarks": #"{"recipe": {"source": "user", "source_ref": "user-1", "name": "우리집 계란말이"}, "created": "2026-11-20T10:00:00Z"}"#,
        "cooking_log": #"{"recipe": null, "recipe_name": "계란말이", "day": "2026-11-22", "rating": 5, "note": "맛있음"}"#,
        "fridge_items": #"{"name": "두부", "canonical": "두부", "quantity": 1, "unit": "모", "place": "fridge", "added": "2026-11-20", "expires": "2026-11-27", "expires_by_user": 0, "note": null, "opened": null}"#,
        "fridge_events": #"{"kind": "add", "name": "두부", "canonical": "두부", "quantity": 1, "unit": "모", "day": "2026-11-20", "place": "fridge", "batch": null}"#,
        "shopping_items": #"{"name": "대파", "canonical": "대파", "amount": "1단", "recipe": null, "checked": 0, "added": "2026-11-20", "bought": 0}"#,
        "staple_overrides": #"{"ingredient": "설탕", "staple": 0}"#,
        "ingredient_tips": #"{"ingredient": "대파", "text": "뿌리째 세워 둬요.", "source": "user", "created": "2026-11-20T10:00:00Z"}"#,
        "conversations": #"{"name": "저녁", "created_at": "2026-11-20T10:00:00.123Z", "last_used_at": "2026-11-21T10:00:00.456Z"}"#,
        "chat_turns": #"{"conversation": "저녁", "asked_at": "2026-11-21T10:00:00.456Z", "day": "2026-11-21", "question": "대파 계란", "question_key": "대파 계란", "intent": "recommend", "answer": "계란말이", "route": "local", "model": null, "elapsed_ms": 3, "prompt_tokens": null, "completion_tokens": null, "complete": 1, "failed": 0, "reading": null}"#,
    ]

    /// The document with `section`'s row changed by `change` (JSON text of the row).
    static func document(_ section: String? = nil, _ change: (String) -> String = { $0 }) throws -> JSONValue {
        let order = ["recipes", "bookmarks", "cooking_log"] + YoriExport.plainTables
        let body = order.map { name in
            let row = sections[name]!
            return "\"\(name)\": [\(name == section ? change(row) : row)]"
        }.joined(separator: ", ")
        return try LenientJSON.parse(#"{"format": "yori-export", "version": 1, "#.appending(body + "}"))
    }

    @Test func everyExportedColumnHasAKind() throws {
        let db = try YoriDatabase.inMemory()
        for table in YoriExport.plainTables + ["bookmarks", "cooking_log"] {
            let names = try db.columns(of: table).filter { !$0.isRowID && $0.name != "recipe_id" }.map(\.name)
            for name in names {
                #expect(YoriExport.fields[table]?[name] != nil, "\(table).\(name) has no kind in YoriExport.fields")
            }
        }
    }

    @Test func aValidDocumentImportsEverySection() throws {
        let db = try YoriDatabase.inMemory()
        let counts = try db.importExport(try Self.document())
        #expect(counts.added.values.reduce(0, +) == Self.sections.count, "\(counts)")
    }

    @Test func aFridgeLotKeepsItsNumberAndIsKnownAgainWhenChangedSince() throws {
        let db = try YoriDatabase.inMemory()
        let day = LocalDay(iso: "2026-11-20")!
        let lots = try db.addFridgeItems([FridgeItem(name: "두부", canonical: "두부", quantity: 1, unit: "모", place: .fridge, added: day, expires: nil),
                                          FridgeItem(name: "계란", canonical: "계란", quantity: 10, unit: "개", place: .fridge, added: day, expires: nil)])
        let document = try db.exportDocument(settings: [], exportedAt: "2026-11-20T10:00:00Z")
        #expect(document["fridge_items"]?.items.compactMap { $0["id"] } == lots.map { JSONValue.int($0.id) })
        // Two eggs eaten since: importing the export again brings no second tray back.
        var eggs = lots[1]
        eggs.quantity = 8
        try db.updateFridgeItems([eggs], day: day)
        let again = try db.importExport(document)
        #expect(again.added["fridge_items", default: 0] == 0)
        #expect(Dictionary(uniqueKeysWithValues: try db.fridgeItems().map { ($0.name, $0.quantity ?? 0) }) == ["두부": 1, "계란": 8])
        // Into another database the numbers stay.
        let other = try YoriDatabase.inMemory()
        _ = try other.importExport(document)
        #expect(try other.fridgeItems().map { $0.id }.sorted() == lots.map { $0.id }.sorted())
    }

    /// (section, the text replaced, its replacement, what the reason names)
    static let badValues: [(String, String, String, String)] = [
        ("fridge_items", #""expires": "2026-11-27""#, #""expires": "not-a-date""#, "expires is not a valid date"),
        ("fridge_items", #""expires": "2026-11-27""#, #""expires": "2026-02-30""#, "expires is not a valid date"),
        ("fridge_items", #""opened": null"#, #""opened": "11/20""#, "opened is not a valid date"),
        ("fridge_items", #""added": "2026-11-20""#, #""added": 20261120"#, "added is not a valid date"),
        ("fridge_items", #""quantity": 1"#, #""quantity": "lots""#, "quantity is not a number above zero"),
        ("fridge_items", #""quantity": 1"#, #""quantity": -1"#, "quantity is not a number above zero"),
        ("fridge_items", #""quantity": 1"#, #""quantity": 1000000000"#, "quantity:"),
        ("fridge_items", #""expires_by_user": 0"#, #""expires_by_user": 2"#, "expires_by_user is not 0 or 1"),
        ("fridge_items", #""place": "fridge""#, #""place": "roof""#, "place must be one of fridge, freezer, pantry"),
        ("fridge_items", #""name": "두부""#, #""name": 5"#, "name is not text"),
        ("fridge_items", #""name": "두부""#, #""name": " ""#, "name is empty"),
        ("fridge_events", #""kind": "add""#, #""kind": "eat""#, "kind must be one of"),
        ("fridge_events", #""day": "2026-11-20""#, #""day": "yesterday""#, "day is not a valid date"),
        ("fridge_events", #""batch": null"#, #""batch": "b""#, "batch is not a whole number"),
        ("shopping_items", #""checked": 0"#, #""checked": "yes""#, "checked is not 0 or 1"),
        ("shopping_items", #""added": "2026-11-20""#, #""added": "2026-11-20T10:00:00Z""#, "added is not a valid date"),
        ("staple_overrides", #""staple": 0"#, #""staple": 3"#, "staple is not 0 or 1"),
        ("ingredient_tips", #""source": "user""#, #""source": "web""#, "source must be one of user, llm"),
        ("ingredient_tips", #""created": "2026-11-20T10:00:00Z""#, #""created": "now""#, "created is not a valid time"),
        ("conversations", #""last_used_at": "2026-11-21T10:00:00.456Z""#, #""last_used_at": "2026-11-21 25:00:00""#,
         "last_used_at is not a valid time"),
        ("chat_turns", #""elapsed_ms": 3"#, #""elapsed_ms": -3"#, "elapsed_ms is not a whole number"),
        ("chat_turns", #""prompt_tokens": null"#, #""prompt_tokens": "many""#, "prompt_tokens is not a whole number"),
        ("chat_turns", #""route": "local""#, #""route": "web""#, "route must be one of local, cache, model"),
        ("chat_turns", #""complete": 1"#, #""complete": 2"#, "complete is not 0 or 1"),
        ("chat_turns", #""question": "대파 계란", "#, "", "question is missing"),
        ("cooking_log", #""rating": 5"#, #""rating": 9"#, "rating is not a whole number in 1–5"),
        ("cooking_log", #""rating": 5"#, #""rating": "5""#, "rating is not a whole number in 1–5"),
        ("cooking_log", #""day": "2026-11-22""#, #""day": "soon""#, "day is not a valid date"),
        ("bookmarks", #""created": "2026-11-20T10:00:00Z""#, #""created": "2026-11-20""#, "created is not a valid time"),
        ("recipes", #""servings": 2"#, #""servings": "two""#, "servings is not a whole number"),
        ("recipes", #""tags": ["아침"]"#, #""tags": [1]"#, "a tag is not text"),
        ("recipes", #""name_en": """#, #""name_en": 5"#, "name_en is not text"),
        ("recipes", #""role": "step""#, #""role": "hero""#, "an image has no url or role"),
        ("recipes", #""step": 2"#, #""step": "two""#, "an image's step"),
        ("recipes", #""based_on": {"source": "builtin", "source_ref": "gyeran-mari"}"#, #""based_on": "gyeran-mari""#,
         "based_on has no valid source"),
        ("recipes", #""kcal": 180"#, #""kcal": "lots""#, "kcal is not a number"),
    ]

    @Test(arguments: badValues.indices)
    func aValueOfTheWrongKindStopsTheImportWithNothingStored(_ index: Int) throws {
        let (section, old, new, reason) = Self.badValues[index]
        let db = try YoriDatabase.inMemory()
        let document = try Self.document(section) { row in
            #expect(row.contains(old), "\(old) not in \(section)")
            return row.replacing(old, with: new)
        }
        #expect {
            try db.importExport(document)
        } throws: { error in
            guard case .damagedRow(let table, let row, let why) = error as? ExportImportError else { return false }
            #expect(table == section && row == 1)
            #expect(why.en.contains(reason), "\(why.en)")
            #expect(!why.ko.isEmpty && why.ko != why.en || why.en.hasPrefix("CHECK"))
            return true
        }
        let stored = try db.exportDocument(settings: [], exportedAt: "now")
        for name in YoriExport.plainTables { #expect(stored[name]?.items.isEmpty == true, "\(name) was written") }
        #expect(stored["recipes"]?.items.isEmpty == true)
    }
}
