import Testing

/// Searching by a name as people write it: a romanized Korean name is echoed as typed (`search japchae` says
/// `'japchae'`, never Hangul the user did not write), and a family of dishes lists every dish ending in it
/// (`나물`: 숙주나물 and 고사리나물 too, though those also name foods), never a dish it is only inside (콩나물국).
@Suite struct SearchByNameEndToEndTests {
    @Test func aRomanizedNameIsEchoedAsTyped() throws {
        let runner = BinaryRunner()
        let en = try runner.run("search", "japchae", "--lang", "en")
        let header = en.stdout.split(separator: "\n").first.map(String.init) ?? ""
        #expect(en.status == 0 && header.hasPrefix("2 recipes for 'japchae'"), "\(en.stdout)")
        #expect(!header.contains { ("가"..."힣").contains($0) }, "\(header)")
    }

    @Test func aFamilyOfDishesListsEveryDishEndingInIt() throws {
        let found = try BinaryRunner().run("search", "나물").stdout
        for dish in ["고사리나물", "숙주나물", "시금치나물", "무나물", "시래기나물"] { #expect(found.contains(dish), "\(found)") }
        #expect(!found.contains("콩나물국"), "\(found)")
    }

    /// A list of a tag's recipes says its filters in `--json`, the tag among them.
    @Test func aTagListSaysItsTagInJSON() throws {
        let json = try BinaryRunner().run("ask", "spicy recipes", "--json").stdout
        #expect(json.contains(#""tag":"매운""#) && json.contains(#""not_tag":null"#) && json.contains(#""family":null"#), "\(json.prefix(400))")
    }
}
