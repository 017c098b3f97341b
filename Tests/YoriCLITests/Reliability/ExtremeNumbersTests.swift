import Foundation
import Testing
import YoriStore

/// Numbers from outside — a COOKRCP01 import, `recipe add --from-json`, the database itself —
/// never crash yori: out-of-range values are refused where they enter and dropped where they
/// are read back, and every view of the recipe renders (issue 15, part 3).
@Suite(.serialized) struct ExtremeNumbersTests {
    let yori = BinaryRunner()
    var database: String { yori.temp + "/data/yori/yori.sqlite3" }

    static let extremes = ["9223372036854775807", "-9223372036854775808", "1e300", "-1", "NaN", "inf", "1e-300",
                           "100001", "1000000001", "99999999999999999999999999"]
    static let fields = ["INFO_ENG", "INFO_WGT", "INFO_CAR", "INFO_PRO", "INFO_FAT", "INFO_NA"]

    static func row(_ seq: Int, _ values: [String: String]) -> [String: String] {
        var row = ["RCP_SEQ": "\(seq)", "RCP_NM": "고구마 범위 시험 \(seq)", "RCP_WAY2": "찌기", "RCP_PAT2": "후식",
                   "RCP_PARTS_DTLS": "고구마 200g, 설탕 5g", "MANUAL01": "1. 고구마를 찐다."]
        for (key, value) in values { row[key] = value }
        return row
    }

    /// Every view that shows a recipe, text and JSON, in both languages.
    func renderEveryView(_ label: String, id: Int?) throws {
        var runs: [[String]] = [["search", "고구마"], ["search", "고구마", "--json"], ["search", "sweet potato", "--lang", "en"],
                                ["cook", "고구마"], ["cook", "고구마", "--json"], ["cook", "sweet", "potato", "--lang", "en"],
                                ["cook", "고구마", "--max-kcal", "100"], ["bookmarks"], ["bookmarks", "--json"]]
        if let id {
            runs += [["show", "\(id)"], ["show", "\(id)", "--json"], ["show", "\(id)", "--lang", "en"], ["bookmark", "\(id)"],
                     ["cooked", "\(id)"], ["bookmarks"], ["shop", "add-missing", "\(id)"]]
        }
        for arguments in runs {
            let result = try yori.run(arguments)
            #expect(result.status < 4, "\(label) \(arguments): \(result.status) \(result.stderr)")
            if arguments.contains("--json"), result.status == 0 {
                #expect((try? JSONSerialization.jsonObject(with: result.stdoutBytes)) != nil, "\(label) \(arguments): \(result.stdout)")
            }
        }
        // A chat: a list, a recipe from it, the next page, in pipe mode (text and JSON).
        for extra in [[], ["--json"]] {
            let chat = try yori.run(extra, stdin: Data("고구마로 뭐 만들어?\n1번 보여줘\n더 보여줘\n고구마 검색\nsweet potato recipes\n".utf8))
            #expect(chat.status < 4, "\(label) chat \(extra): \(chat.status) \(chat.stderr)")
        }
    }

    @Test func extremeImportedNumbersAreRefusedAndNothingCrashes() throws {
        defer { yori.cleanUp() }
        var rows: [[String: String]] = [Self.row(9900, ["INFO_ENG": "99999", "INFO_NA": "999999"])]  // the largest allowed
        var seq = 9901
        for field in Self.fields {
            for value in Self.extremes {
                rows.append(Self.row(seq, [field: value]))
                seq += 1
            }
        }
        let file = yori.temp + "/extreme.json"
        let data = try JSONSerialization.data(withJSONObject: ["COOKRCP01": ["total_count": "\(rows.count)", "row": rows]])
        try data.write(to: URL(fileURLWithPath: file))
        let strict = try yori.run("import", file)
        #expect(strict.status == 2, "\(strict.stdout) \(strict.stderr)")
        #expect(strict.stderr.contains("INFO_ENG is out of range: \"9223372036854775807\""), "\(strict.stderr)")
        let lenient = try yori.run("import", file, "--skip-bad", "--json")
        #expect(lenient.status == 0, "\(lenient.stderr)")
        let report = try #require(try JSONSerialization.jsonObject(with: lenient.stdoutBytes) as? [String: Any])
        // Every extreme row is refused (exponents and signs are not numbers in COOKRCP01) but the
        // first and INFO_NA 100001 (mg: in range).
        #expect(report["bad"] as? Int == rows.count - 2, "\(report)")
        #expect(report["new"] as? Int == 2, "\(report)")
        let search = try yori.run("search", "고구마 범위 시험 9900", "--json")
        let found = try #require(try JSONSerialization.jsonObject(with: search.stdoutBytes) as? [String: Any])
        let first = try #require((found["recipes"] as? [[String: Any]])?.first { $0["name"] as? String == "고구마 범위 시험 9900" },
                                 "\(search.stdout)")
        #expect(first["kcal"] as? Int == 99999)
        try renderEveryView("imported", id: first["id"] as? Int)
    }

    /// Values another program wrote into the database are dropped as they are read.
    @Test func extremeStoredNumbersAreDroppedWhenRead() throws {
        defer { yori.cleanUp() }
        let file = yori.temp + "/one.json"
        let rows = [Self.row(9800, ["INFO_ENG": "120"])]
        try JSONSerialization.data(withJSONObject: ["COOKRCP01": ["total_count": "1", "row": rows]])
            .write(to: URL(fileURLWithPath: file))
        #expect(try yori.run("import", file).status == 0)
        let cases: [(String, String)] = [
            ("kcal", "1e300"), ("kcal", "9223372036854775807"), ("kcal", "-1e300"), ("kcal", "9e999"),
            ("servings", "9223372036854775807"), ("servings", "-9223372036854775808"), ("minutes", "9223372036854775807"),
            ("minutes", "-5"), ("weight_g", "1e300"), ("carbs_g", "-9e999"), ("protein_g", "1e308"), ("fat_g", "9e999"),
            ("sodium_mg", "9223372036854775807"), ("kcal", "'lots'"), ("servings", "2.5e18"),
        ]
        for (column, value) in cases {
            do {
                let db = try Database(path: database)
                try db.execute("UPDATE recipes SET \(column) = \(value) WHERE source_ref = '9800'")
            }
            let search = try yori.run("search", "고구마 범위 시험", "--json")
            #expect(search.status == 0, "\(column)=\(value): \(search.status) \(search.stderr)")
            let found = try JSONSerialization.jsonObject(with: search.stdoutBytes) as? [String: Any]
            let recipe = (found?["recipes"] as? [[String: Any]])?.first
            #expect(recipe?["name"] as? String == "고구마 범위 시험 9800", "\(search.stdout)")
            let id = recipe?["id"] as? Int
            try renderEveryView("\(column)=\(value)", id: id)
        }
    }

    @Test func recipeAddRefusesNumbersOutOfRange() throws {
        defer { yori.cleanUp() }
        let cases: [(String, String)] = [("kcal", "1e300"), ("kcal", "9223372036854775807"), ("servings", "9223372036854775807"),
                                         ("minutes", "9223372036854775807"), ("minutes", "100000"), ("servings", "5000"),
                                         ("kcal", "-1"), ("minutes", "1e300"), ("servings", "1e300"),
                                         ("minutes", "2.5"), ("kcal", "9e999"), ("servings", "0"), ("minutes", "-9223372036854775808")]
        for (field, value) in cases {
            let file = yori.temp + "/draft.json"
            let text = """
                {"name": "범위 시험 고구마", "kind": "후식", "method": "찌기", "\(field)": \(value),
                 "ingredients": [{"name": "고구마", "amount": "200g"}], "steps": ["고구마를 찐다."]}
                """
            try text.write(toFile: file, atomically: true, encoding: .utf8)
            let ranges = ["servings": ("from 1 to 1000", "1부터 1000"), "minutes": ("from 1 to 10080", "1부터 10080"),
                          "kcal": ("at most 100000", "100000 이하")]
            // Every case names the field and its range, in the user's language (never "not valid JSON").
            for (language, range) in [("en", ranges[field]!.0), ("ko", ranges[field]!.1)] {
                let result = try yori.run("recipe", "add", "--from-json", file, "--lang", language)
                #expect(result.status == 2, "\(field)=\(value): \(result.status) \(result.stdout) \(result.stderr)")
                #expect(result.stderr.contains(field) && result.stderr.contains(range) && !result.stderr.contains("JSON"),
                        "\(field)=\(value) \(language): \(result.stderr)")
                let hangul = result.stderr.unicodeScalars.contains { (0xAC00...0xD7A3).contains($0.value) }
                #expect(hangul == (language == "ko"), "\(field)=\(value) \(language): \(result.stderr)")
            }
        }
        let search = try yori.run("search", "범위 시험 고구마", "--json")
        let found = try #require(try JSONSerialization.jsonObject(with: search.stdoutBytes) as? [String: Any])
        #expect(!((found["recipes"] as? [[String: Any]]) ?? []).contains { $0["name"] as? String == "범위 시험 고구마" })
    }

    /// A chat's saved place in its lists (page, page size, first number) with numbers no yori
    /// writes: `more` and `3번 보여줘` answer instead of overflowing.
    @Test func extremeStoredListPositionsDoNotOverflow() throws {
        defer { yori.cleanUp() }
        #expect(try yori.run("ask", "김치 검색").status == 0)
        #expect(try yori.run("ask", "계란 대파로 뭐 만들어?").status == 0)
        for value in ["9223372036854775807", "-9223372036854775808", "0", "4611686018427387904"] {
            do {
                let db = try Database(path: database)
                try db.execute("""
                    UPDATE conversation_context SET search_page = \(value), search_limit = \(value), cook_page = \(value),
                        cook_limit = \(value), cook_max_missing = \(value), list_start = \(value)
                    """)
            }
            for line in ["더 보여줘", "3번 보여줘", "more", "김치 검색", "다음 페이지"] {
                let result = try yori.run("ask", line)
                #expect(result.status < 4, "\(value) \(line): \(result.status) \(result.stderr)")
                #expect(!result.stdout.isEmpty || !result.stderr.isEmpty, "\(value) \(line) printed nothing")
            }
        }
    }
}
