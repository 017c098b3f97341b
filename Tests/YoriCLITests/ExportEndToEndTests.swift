import Foundation
import Testing

/// `yori export` and `yori import` of an export: a fresh database gives the same answers, a
/// second import adds nothing, a damaged or newer export imports nothing.
@Suite(.serialized) final class ExportEndToEndTests {
    let yori = BinaryRunner()

    deinit { yori.cleanUp() }

    func json(_ result: BinaryRunner.Result) throws -> Any {
        try JSONSerialization.jsonObject(with: Data(result.stdout.utf8))
    }

    /// What the user sees of their data, as JSON (ids differ between databases, so they are dropped).
    func answers(_ db: String) throws -> [String] {
        try [["fridge", "--json"], ["shop", "--json"], ["bookmarks", "--json"], ["cooked", "--json"],
             ["tip", "대파", "--json"], ["show", "우리집 계란말이", "--json"]].map { args in
            let r = try yori.run(args + ["--db", db, "--lang", "ko"])
            #expect(r.status == 0, "\(args): \(r.stderr)")
            return r.stdout.replacing(/"id":\d+/, with: "\"id\":0").replacing(/#\d+/, with: "#0")
        }
    }

    @Test func anExportRestoresIntoAFreshDatabaseAndMergesWithoutDuplicates() throws {
        let first = yori.temp + "/first.sqlite3"
        for args in [["fridge", "add", "두부", "1모"], ["fridge", "add", "우유", "1L", "--expires", "2026-11-30"],
                     ["fridge", "use", "두부"], ["shop", "add", "대파", "2단"], ["bookmark", "계란말이"],
                     ["cooked", "계란말이", "--rating", "5", "--note", "파를 더 넣자"], ["tip", "add", "대파", "키친타월로 감싸서 지퍼백에"],
                     ["recipe", "add", "--from", "계란말이", "--name", "우리집 계란말이"], ["bookmark", "우리집 계란말이"],
                     ["ask", "두부로 뭐 만들어"]] {
            let r = try yori.run(args + ["--db", first])
            #expect(r.status == 0 || r.status == 1, "\(args): \(r.stderr)")
        }
        let file = yori.temp + "/export.json"
        let written = try yori.run("export", file, "--db", first, "--lang", "en")
        #expect(written.status == 0, "\(written.stderr)")
        let document = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: file))) as? [String: Any])
        #expect(document["format"] as? String == "yori-export" && document["version"] as? Int == 1)
        #expect((document["fridge_events"] as? [Any])?.count ?? 0 >= 3)
        #expect((document["chat_turns"] as? [Any])?.isEmpty == false)
        #expect(!String(decoding: try Data(contentsOf: URL(fileURLWithPath: file)), as: UTF8.self).contains("api_key"))

        let fresh = yori.temp + "/fresh.sqlite3"
        let restored = try yori.run("import", file, "--db", fresh, "--json")
        #expect(restored.status == 0, "\(restored.stderr)")
        #expect(try answers(fresh) == answers(first))
        // Again, and into the original: nothing doubles.
        for db in [fresh, first] {
            let again = try #require(try json(try yori.run("import", file, "--db", db, "--json")) as? [String: Any])
            #expect((again["added"] as? [String: Any])?.isEmpty == true, "\(again)")
        }
        #expect(try answers(fresh) == answers(first))

        let folder = yori.temp + "/csv"
        #expect(try yori.run("export", "--format", "csv", folder, "--db", first).status == 0)
        let fridgeCSV = try String(contentsOfFile: folder + "/fridge_items.csv", encoding: .utf8)
        #expect(fridgeCSV.hasPrefix("id,name,") && fridgeCSV.contains("우유"))
        #expect(FileManager.default.fileExists(atPath: folder + "/recipe_steps.csv"))
        #expect(try yori.run("export", file, "--db", first).status == 2, "an existing file is not replaced")
    }

    @Test func damagedOrNewerExportsImportNothing() throws {
        let db = yori.temp + "/db.sqlite3"
        _ = try yori.run("fridge", "add", "두부", "--db", db)
        let file = yori.temp + "/export.json"
        #expect(try yori.run("export", file, "--db", db).status == 0)
        var document = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: file))) as? [String: Any])
        func attempt(_ name: String) throws -> BinaryRunner.Result {
            let path = yori.temp + "/" + name
            // Keep "format" first, as yori writes it.
            let rest = document.filter { $0.key != "format" }
            let body = String(decoding: try JSONSerialization.data(withJSONObject: rest), as: UTF8.self)
            try ("{\"format\":\"yori-export\"," + body.dropFirst()).write(toFile: path, atomically: true, encoding: .utf8)
            return try yori.run("import", path, "--db", yori.temp + "/target.sqlite3", "--lang", "en")
        }
        document["shopping_items"] = [["name": "대파", "amount": "1단", "checked": 0, "added": "2026-11-20"],
                                      ["name": "양파", "checked": 0]]
        let damaged = try attempt("damaged.json")
        #expect(damaged.status == 2)
        #expect(damaged.stderr.contains("shopping_items row 2 is damaged: added is missing"), "\(damaged.stderr)")
        let fridge = try yori.run("fridge", "--db", yori.temp + "/target.sqlite3", "--json")
        #expect(!fridge.stdout.contains("두부"), "nothing of the damaged file was imported")
        document["shopping_items"] = []
        document["fridge_items"] = [["name": "두부", "place": "closet", "added": "2026-11-20"]]
        #expect(try attempt("bad-place.json").stderr.contains("fridge_items row 1 is damaged"))
        // A value of the wrong kind is refused like a constraint, never stored as nothing.
        let lot: [String: Any] = ["name": "두부", "quantity": 1, "unit": "모", "place": "fridge", "added": "2026-11-20",
                                  "expires": "2026-11-27"]
        for (key, value, reason) in [("expires", "not-a-date" as Any, "expires is not a valid date (YYYY-MM-DD): \"not-a-date\""),
                                     ("quantity", "lots", "quantity is not a number above zero: \"lots\"")] {
            document["fridge_items"] = [lot.merging([key: value]) { $1 }]
            let refused = try attempt("bad-\(key).json")
            #expect(refused.status == 2)
            #expect(refused.stderr.contains("fridge_items row 1 is damaged: \(reason). Nothing was imported."), "\(refused.stderr)")
            #expect(refused.stdout.isEmpty)
            #expect(try yori.run("fridge", "--db", yori.temp + "/target.sqlite3", "--json").status == 1, "nothing imported")
        }
        document["fridge_items"] = [lot.merging(["expires": "2026-13-01"]) { $1 }]
        _ = try attempt("bad-ko.json")
        let korean = try yori.run("import", yori.temp + "/bad-ko.json", "--db", yori.temp + "/target.sqlite3", "--lang", "ko")
        #expect(korean.status == 2)
        #expect(korean.stderr.contains("fridge_items의 1번째 항목이 망가져 있어요: expires 값이 올바른 날짜(YYYY-MM-DD)가 아니에요"),
                "\(korean.stderr)")
        document["fridge_items"] = []
        document["version"] = 99
        let newer = try attempt("newer.json")
        #expect(newer.status == 2)
        #expect(newer.stderr.contains("written by a newer yori (version 99"))
    }
}
