import Foundation
import Testing
import YoriKit

/// User recipes through the binary: ids never reused, names resolved through the lexicon,
/// names refused when empty or taken, and copies that keep their attribution.
@Suite(.serialized) struct UserRecipesEndToEndTests {
    let yori = BinaryRunner()

    func json(_ text: String) throws -> [String: Any] {
        try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
    }

    func write(_ text: String, _ name: String) throws -> String {
        let path = yori.temp + "/" + name
        try text.write(toFile: path, atomically: true, encoding: .utf8)
        return path
    }

    func recipe(_ result: BinaryRunner.Result) throws -> [String: Any] {
        try #require(try json(result.stdout)["recipe"] as? [String: Any])
    }

    /// `cooked` in English names the dish in English: a built-in recipe by its English name, a
    /// recipe with none by a name made from the Korean; the log list too. No Hangul either way.
    @Test func cookedAnswersInEnglishNameTheDishInEnglish() throws {
        let file = try write(#"{"name":"두부조림","kind":"반찬","method":"끓이기","ingredients":[{"name":"두부","amount":"1모"}],"steps":["조린다"]}"#, "t.json")
        let mine = try #require(try recipe(yori.run("recipe", "add", "--from-json", file, "--json"))["id"] as? Int)
        let builtin = try yori.run("cooked", "계란말이", "--lang", "en")
        #expect(builtin.status == 0, "\(builtin.stderr)")
        #expect(builtin.stdout.hasPrefix("Logged: ") && builtin.stdout.lowercased().contains("omelet"), "\(builtin.stdout)")
        let made = try yori.run("cooked", "\(mine)", "--rating", "4", "--lang", "en")
        #expect(made.stdout.contains("Braised tofu"), "\(made.stdout)")
        let list = try yori.run("cooked", "--lang", "en")
        for text in [builtin.stdout, made.stdout, list.stdout] {
            #expect(!text.unicodeScalars.contains { (0xAC00...0xD7A3).contains($0.value) }, "\(text)")
        }
        #expect(list.stdout.contains("Braised tofu") && list.stdout.lowercased().contains("omelet"), "\(list.stdout)")
        // Korean answers are unchanged.
        #expect(try yori.run("cooked", "--lang", "ko").stdout.contains("두부조림"))
        let entries = try #require(try json(yori.run("cooked", "--json").stdout)["entries"] as? [[String: Any]])
        #expect(entries.contains { $0["recipe"] as? String == "두부조림" && $0["recipe_en"] as? String == "Braised tofu" })
    }

    @Test func idsAreNeverReusedAndARemovedRecipeTakesItsBookmarkAlong() throws {
        let file = try write(#"{"name":"용과볶음","kind":"반찬","method":"볶기","ingredients":[{"name":"두부","amount":"1모"}],"steps":["볶는다"]}"#, "a.json")
        let first = try #require(try recipe(yori.run("recipe", "add", "--from-json", file, "--json"))["id"] as? Int)
        #expect(try yori.run("bookmark", "\(first)").status == 0)
        #expect(try yori.run("cooked", "\(first)", "--rating", "5").status == 0)
        #expect(try yori.run("recipe", "rm", "\(first)").status == 0)
        let second = try #require(try recipe(yori.run("recipe", "add", "--from-json", file, "--json"))["id"] as? Int)
        #expect(second > first)
        #expect(try yori.run("show", "\(first)").status == 1)
        // The bookmark went with the removed recipe; the log keeps the name, not the id.
        #expect(try yori.run("bookmarks").status == 1)
        let log = try #require(try json(try yori.run("cooked", "--json").stdout)["entries"] as? [[String: Any]])
        #expect(log.count == 1 && log[0]["recipe_id"] is NSNull && log[0]["recipe"] as? String == "용과볶음")
        // A copy after that is numbered on too.
        let copy = try #require(try recipe(yori.run("recipe", "copy", "계란말이", "--name", "내 계란말이", "--json"))["id"] as? Int)
        #expect(copy > second)
    }

    @Test func ingredientNamesGoThroughTheLexicon() throws {
        let file = try write(#"{"name":"파계란볶음","kind":"반찬","method":"볶기","ingredients":[{"name":"다진 대파","amount":"1대"},{"name":"달걀","amount":"2개"}],"steps":["볶는다"]}"#, "b.json")
        let added = try recipe(yori.run("recipe", "add", "--from-json", file, "--json"))
        let lines = try #require(added["ingredients"] as? [[String: Any]])
        #expect(lines[0]["name"] as? String == "대파" && lines[0]["canonical"] as? String == "대파" && lines[0]["prep"] as? String == "다진")
        #expect(lines[1]["canonical"] as? String == "계란")
        let id = try #require(added["id"] as? Int)
        let edited = try recipe(yori.run("recipe", "edit", "\(id)", "--add-ingredient", "송송 썬 쪽파 1줌", "--json"))
        let added2 = (edited["ingredients"] as? [[String: Any]])?.last
        #expect(added2?["canonical"] as? String == "쪽파" && added2?["prep"] as? String == "송송 썬")
        // `cook 계란` finds it: 달걀 is 계란.
        #expect(try yori.run("cook", "계란", "대파", "--json").stdout.contains("파계란볶음"))
    }

    /// Issue 19: a line with several ingredients keeps every one, each with its amount, and the
    /// answer shows how it was read (name, amount, unit) within the terminal's width.
    @Test func aTypedLineOfSeveralIngredientsKeepsEveryOne() throws {
        let file = try write(#"{"name":"김치밥","kind":"밥","method":"볶기","ingredients":[{"name":"김치","amount":"1컵"}],"steps":["볶는다"]}"#, "k.json")
        let id = try #require(try recipe(yori.run("recipe", "add", "--from-json", file, "--json"))["id"] as? Int)
        let edited = try recipe(yori.run("recipe", "edit", "\(id)", "--remove-ingredient", "김치",
                                         "--add-ingredient", "김치 1컵, 밥 1공기, 대파 1대, 계란 1개", "--json"))
        let lines = try #require(edited["ingredients"] as? [[String: Any]])
        #expect(lines.compactMap { $0["name"] as? String } == ["김치", "밥", "대파", "계란"])
        #expect(lines.compactMap { $0["amount"] as? String } == ["1컵", "1공기", "1대", "1개"])
        for width in [60, 39] {
            let shown = try yori.run(["recipe", "edit", "\(id)", "--add-ingredient", "참기름 1큰술, 깨 약간"],
                                     extraEnvironment: ["LANG": "ko_KR.UTF-8", "COLUMNS": "\(width)"])
            #expect(shown.status == 0)
            #expect(shown.stdout.contains("이렇게 읽었어요"))
            #expect(shown.stdout.contains("참기름"), "\(shown.stdout)")
            if width >= 40 { #expect(shown.stdout.contains("단위")) }
            for line in shown.stdout.split(separator: "\n") { #expect(DisplayWidth.of(line) <= width, "\(line)") }
        }
    }

    @Test func emptyAndTakenNamesAreRefused() throws {
        let blank = try write(#"{"name":"  ","kind":"반찬","method":"볶기","ingredients":[{"name":"두부"}],"steps":["x"]}"#, "c.json")
        let empty = try yori.run(["recipe", "add", "--from-json", blank], extraEnvironment: ["LANG": "ko_KR.UTF-8"])
        #expect(empty.status == 2 && empty.stderr.contains("이름이 필요해요"))
        let file = try write(#"{"name":"두부조림 내맘대로","kind":"반찬","method":"끓이기","ingredients":[{"name":"두부"}],"steps":["x"]}"#, "d.json")
        let id = try #require(try recipe(yori.run("recipe", "add", "--from-json", file, "--json"))["id"] as? Int)
        let again = try yori.run(["recipe", "add", "--from-json", file], extraEnvironment: ["LANG": "ko_KR.UTF-8"])
        #expect(again.status == 2 && again.stderr.contains("이미 내 레시피에 있어요 (#\(id))"))
        // A built-in of the same name is not the user's: copying it under its own name is fine once.
        #expect(try yori.run("recipe", "copy", "계란말이").status == 0)
        #expect(try yori.run("recipe", "copy", "계란말이").status == 2)
        #expect(try yori.run("recipe", "copy", "계란찜", "--name", "").status == 2)
        #expect(try yori.run("recipe", "edit", "\(id)", "--name", "계란말이").status == 2)
        #expect(try yori.run("recipe", "edit", "\(id)", "--name", "두부조림 내맘대로").status == 0)  // its own name
    }

    @Test func aCopyKeepsTheOriginalsAttribution() throws {
        let rows = #"{"COOKRCP01":{"row":[{"RCP_SEQ":"0505","RCP_NM":"둥지튀김","RCP_PAT2":"반찬","RCP_WAY2":"튀기기","RCP_PARTS_DTLS":"감자 100g","MANUAL01":"튀긴다."}]}}"#
        #expect(try yori.run("import", try write(rows, "rows.json")).status == 0)
        let imported = try #require((try json(try yori.run("search", "둥지튀김", "--json").stdout)["recipes"] as? [[String: Any]])?
            .first { $0["source"] as? String == "imported" }?["id"] as? Int)
        let copy = try recipe(yori.run("recipe", "add", "--from", "\(imported)", "--name", "우리집 둥지튀김", "--json"))
        #expect(copy["source"] as? String == "user")
        #expect((copy["attribution"] as? String)?.contains("COOKRCP01, RCP_SEQ 505") == true)
        #expect((copy["based_on"] as? [String: Any])?["source_ref"] as? String == "505")
        let shown = try yori.run("show", "우리집 둥지튀김")
        #expect(shown.stdout.contains("출처: 내 레시피 · 식품의약품안전처 식품안전나라 공공데이터 (COOKRCP01, RCP_SEQ 505) 기반"))
        // A copy of the copy still credits the original; an edit keeps it.
        let id = try #require(copy["id"] as? Int)
        #expect(try yori.run("recipe", "edit", "\(id)", "--minutes", "20").status == 0)
        let second = try recipe(yori.run("recipe", "copy", "\(id)", "--name", "또 둥지튀김", "--json"))
        #expect((second["attribution"] as? String)?.contains("RCP_SEQ 505") == true)
        #expect((try recipe(yori.run("show", "\(id)", "--json"))["attribution"] as? String)?.contains("RCP_SEQ 505") == true)
    }
}
