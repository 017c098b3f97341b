import Foundation
import Testing

/// `cook`, `more`, `shop`, `search`, `show` and `cooked` through the real binary, for what the
/// ranking and shopping fixes promise.
@Suite(.serialized) struct CookEndToEndTests {
    let yori = BinaryRunner()

    func object(_ text: String) throws -> [String: Any] {
        try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
    }

    func array(_ text: String) throws -> [[String: Any]] {
        try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [[String: Any]])
    }

    @Test func cookJSONIsAnArrayEvenWithNothingToList() throws {
        let empty = try yori.run("cook", "--json")  // an empty fridge
        #expect(empty.status == 1 && empty.stdout == "[]\n" && !empty.stderr.isEmpty, "\(empty.stdout)")
        let staples = try yori.run("cook", "소금", "--json")
        #expect(staples.status == 1 && staples.stdout == "[]\n")
    }

    @Test func theFridgeCountsAsAtHandAndMorePagesTheCookList() throws {
        #expect(try yori.run("fridge", "add", "당근", "--expires", "11/23").status == 0)
        let listed = try array(try yori.run("cook", "계란", "대파", "--json", "--limit", "50").stdout)
        let omelette = try #require(listed.first { $0["name"] as? String == "계란말이" })
        #expect((omelette["missing"] as? [String])?.contains("당근") == false)
        #expect(omelette["from_fridge"] as? [String] == ["당근"])
        #expect((omelette["use_first"] as? [[String: Any]])?.first?["ingredient"] as? String == "당근")
        // `more` continues this list, in a later run of the same conversation.
        let first = try object(try yori.run(["--json"], stdin: Data("cook 계란 대파\n".utf8)).stdout)
        let more = try object(try yori.run(["--json"], stdin: Data("더 보여줘\n".utf8)).stdout)
        #expect(more["intent"] as? String == "more" && more["page"] as? Int == 2 && more["total"] as? Int == first["total"] as? Int)
        let ids1 = (first["recipes"] as? [[String: Any]])?.compactMap { $0["id"] as? Int } ?? []
        let ids2 = (more["recipes"] as? [[String: Any]])?.compactMap { $0["id"] as? Int } ?? []
        #expect(ids1.count == 10 && ids2.count == 10 && Set(ids1).isDisjoint(with: ids2))
    }

    /// A fridge change between pages re-ranks the list (만둣국 is last on page 1; 두부 lifts
    /// recipes that use it): `more` still never repeats a recipe, numbers on from page 1, and
    /// the recipes that moved up are not skipped.
    @Test func morePagesAfterTheFridgeChangedRepeatNothing() throws {
        let first = try object(try yori.run(["--json"], stdin: Data("대파랑 계란으로 뭐 만들 수 있어?\n".utf8)).stdout)
        #expect(try yori.run("fridge", "add", "두부", "--expires", "11/30").status == 0)
        let more = try object(try yori.run(["--json"], stdin: Data("더 보여줘\n".utf8)).stdout)
        let ids1 = (first["recipes"] as? [[String: Any]])?.compactMap { $0["id"] as? Int } ?? []
        let ids2 = (more["recipes"] as? [[String: Any]])?.compactMap { $0["id"] as? Int } ?? []
        #expect(ids1.count == 10 && ids2.count == 10)
        #expect(Set(ids1).isDisjoint(with: ids2), "page 2 repeats \(Set(ids1).intersection(ids2))")
        #expect(more["first_number"] as? Int == 11)
        // Everything the whole list now ranks in its first 20 that page 1 did not show is on page 2.
        let now = try array(try yori.run("cook", "대파", "계란", "--json", "--limit", "20").stdout)
            .compactMap { $0["id"] as? Int }
        #expect(Set(now).subtracting(ids1) == Set(ids2).intersection(now))
    }

    /// Food past its date is a warning, not a reason (today is 11/22 here): no recipe is lifted
    /// for it, `use_first` holds only food in date, and each recipe using it says so.
    @Test func foodPastItsDateIsAWarningNotAReason() throws {
        #expect(try yori.run("fridge", "add", "돼지고기", "--expires", "11/21").status == 0)
        #expect(try yori.run("fridge", "add", "두부", "--expires", "11/23").status == 0)
        let listed = try array(try yori.run("cook", "김치", "--json", "--limit", "30").stdout)
        let withPork = listed.filter { (($0["from_fridge"] as? [String]) ?? []).contains("돼지고기") }
        #expect(!withPork.isEmpty)
        for recipe in listed {
            let useFirst = ((recipe["use_first"] as? [[String: Any]]) ?? []).compactMap { $0["ingredient"] as? String }
            #expect(!useFirst.contains("돼지고기"), "\(recipe["name"] ?? "")")
        }
        for recipe in withPork {
            let past = (recipe["past_date"] as? [[String: Any]]) ?? []
            #expect(past.count == 1 && past.first?["ingredient"] as? String == "돼지고기" && past.first?["days_past"] as? Int == 1)
        }
        let text = try yori.run("cook", "김치", "--limit", "30").stdout
        #expect(text.contains("⚠ 돼지고기 기한 1일 지남"))
        let english = try yori.run("cook", "kimchi", "--limit", "30", "--lang", "en").stdout
        #expect(english.contains("⚠ pork: 1 day past its date"))
        // Tofu, in date (D-1), does lift recipes and is listed to use first.
        let tofu = listed.filter { (($0["from_fridge"] as? [String]) ?? []).contains("두부") }
        #expect(tofu.allSatisfy { (($0["use_first"] as? [[String: Any]]) ?? []).contains { $0["ingredient"] as? String == "두부" } })
    }

    @Test func shopAddMissingTakesTheNumberInTheLastList() throws {
        let listed = try array(try yori.run("cook", "대파", "계란", "--json", "--limit", "5").stdout)
        let second = try #require(listed.dropFirst().first { !(($0["missing"] as? [String]) ?? []).isEmpty })
        let index = try #require(listed.firstIndex { $0["id"] as? Int == second["id"] as? Int }) + 1
        let shop = try object(try yori.run("shop", "add-missing", "\(index)", "--json").stdout)
        let added = (shop["added"] as? [[String: Any]])?.compactMap { $0["ingredient"] as? String }
        #expect(added == second["missing"] as? [String])
        #expect((shop["added"] as? [[String: Any]])?.allSatisfy { $0["recipe"] as? String == second["name"] as? String } == true)
    }

    /// `cook --servings 4` (or `4인분` among the words) is the chat's `대파 계란으로 4인분 뭐 만들어?`: the list says so, and a
    /// recipe picked from it by number in a later run is shown and bought for four.
    @Test func cookForSoManyPeople() throws {
        let listed = try yori.run("cook", "대파", "계란", "--servings", "4", "--limit", "3")
        #expect(listed.status == 0 && listed.stdout.contains("4인분 기준: 번호로 고르면 4인분으로 양을 맞춰 보여 드려요."), "\(listed.stdout)")
        #expect(try yori.run("cook", "대파", "계란", "4인분", "--limit", "3").stdout == listed.stdout)
        let shown = try yori.run("ask", "1번 보여줘")
        #expect(shown.stdout.contains("4인분 (2인분 레시피를 2배로)"), "\(shown.stdout)")
        let shop = try object(try yori.run("shop", "add-missing", "2", "--json").stdout)
        #expect((shop["scale"] as? [String: Any])?["to"] as? Double == 4)
        let english = try yori.run("cook", "대파", "계란", "--servings", "4", "--lang", "en", "--limit", "1")
        #expect(english.stdout.contains("For 4: a recipe picked by number is shown scaled to serve 4."))
        #expect(try yori.run("cook", "대파", "계란", "--servings", "0").status == 2)
        #expect(try yori.run("cook", "--help").stdout.contains("--servings"))
        // Without it, the list is for the recipes' own servings.
        #expect(try yori.run("cook", "대파", "계란").stdout.contains("4인분 기준") == false)
        #expect(try yori.run("ask", "1번 보여줘").stdout.contains("(2인분 레시피를") == false)
    }

    @Test func shopMergesAmountsAndBoughtItemsKeepThem() throws {
        #expect(try yori.run("shop", "add", "대파", "1단").status == 0)
        let merged = try yori.run("shop", "add", "대파", "2단")
        #expect(merged.stdout.contains("이미 목록에 있어서 양을 합쳤어요: 대파 3단"))
        #expect(try yori.run("shop", "add", "우유", "1L").status == 0)
        #expect(try yori.run("shop", "done", "우유").status == 0)
        #expect(try yori.run("shop", "bought").status == 0)
        let fridge = try #require(try object(try yori.run("fridge", "--json").stdout)["items"] as? [[String: Any]])
        let milk = try #require(fridge.first { $0["ingredient"] as? String == "우유" })
        #expect(milk["quantity"] as? Double == 1 && milk["unit"] as? String == "L")
        let list = try #require(try object(try yori.run("shop", "--json").stdout)["items"] as? [[String: Any]])
        #expect(list.map { $0["ingredient"] as? String } == ["대파"])
    }

    @Test func onlyStaplesAndNamedStaples() throws {
        let staples = try yori.run("cook", "소금", "물")
        #expect(staples.status == 1 && staples.stdout.contains("주재료를 하나 이상 알려 주세요"))
        #expect(!staples.stdout.contains("%"))
        let potato = try object(try yori.run(["--json"], stdin: Data("cook 감자 소금 설탕\n".utf8)).stdout)
        #expect(potato["staples_named"] as? [String] == ["소금", "설탕"])
        let recipes = try #require(potato["recipes"] as? [[String: Any]])
        #expect(recipes.prefix(potato["complete"] as? Int ?? 0).allSatisfy { ($0["matched"] as? [String])?.contains("감자") == true })
    }

    @Test func searchShowKindsAndTheLogSpeakClearly() throws {
        let egg = try object(try yori.run("search", "egg", "--json").stdout)
        let first = try #require((egg["recipes"] as? [[String: Any]])?.first)
        #expect((first["name_en"] as? String)?.lowercased().split(separator: " ").contains("egg") == true)
        let soups = try object(try yori.run("search", "--kind", "soup", "--json", "--limit", "50").stdout)
        #expect((soups["recipes"] as? [[String: Any]])?.allSatisfy { $0["kind"] as? String == "국&찌개" } == true)
        #expect(try yori.run("cook", "계란", "--kind", "찌개").status == 0)
        #expect(try yori.run("search", "--kind", "국물없는요리").status == 2)
        #expect(try yori.run("cooked", "계란말이", "--rating", "5").status == 0)
        #expect(try object(try yori.run("cooked", "--json").stdout)["intent"] as? String == "cooked_list")
        #expect(try object(try yori.run("bookmarks", "--json").stdout)["intent"] as? String == "bookmarks")
        // An imported recipe names its RCP_SEQ; two recipes with one name are both mentioned.
        let file = yori.temp + "/two.json"
        try #"{"COOKRCP01":{"row":[{"RCP_SEQ":"0505","RCP_NM":"둥지튀김","RCP_PAT2":"반찬","RCP_WAY2":"튀기기","RCP_PARTS_DTLS":"감자 100g","MANUAL01":"튀긴다."},{"RCP_SEQ":"9006","RCP_NM":"둥지튀김","RCP_PAT2":"반찬","RCP_WAY2":"튀기기","RCP_PARTS_DTLS":"고구마 100g","MANUAL01":"튀긴다."}]}}"#
            .write(toFile: file, atomically: true, encoding: .utf8)
        #expect(try yori.run("import", file).status == 0)
        let shown = try yori.run("show", "둥지튀김")
        #expect(shown.stdout.contains("같은 이름의 레시피: #") && shown.stdout.contains("— yori show "))
        #expect(shown.stdout.contains("RCP_SEQ 505"))
        let json = try object(try yori.run("show", "둥지튀김", "--json").stdout)
        #expect((json["recipe"] as? [String: Any])?["rcp_seq"] as? String == "505")
        #expect((json["same_name"] as? [[String: Any]])?.count == 1)
    }
}
