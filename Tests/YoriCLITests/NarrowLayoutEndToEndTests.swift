import Foundation
import Testing
import YoriKit

/// Tables keep within 80 columns (Hangul counted as two) whatever the names: a very long
/// name is cut with `…` in the fridge, `expiring` and fridge history tables.
@Suite struct NarrowLayoutEndToEndTests {
    let yori = BinaryRunner()

    @Test func aVeryLongNameDoesNotWidenTheFridgeTables() throws {
        let long = "아주아주아주긴이름의특별한수제유기농고추장소스"
        #expect(try yori.run("fridge", "add", long, "1병", "--expires", "11/25").status == 0)
        #expect(try yori.run("fridge", "add", "Mozzarella 치즈 🧀 mix", "200g").status == 0)
        #expect(try yori.run("fridge", "add", "두부", "1모").status == 0)
        for page in [["fridge", "--lang", "ko"], ["fridge", "--lang", "en"], ["expiring", "--lang", "ko"],
                     ["fridge", "history", "--lang", "ko"]] {
            let r = try yori.run(page)
            #expect(r.status == 0, "\(page)")
            let lines = r.stdout.split(separator: "\n")
            #expect(lines.contains { $0.contains("아주아주아주긴이름의특…") }, "\(page)")
            for line in lines { #expect(DisplayWidth.of(line) <= 80, "\(page): \(line)") }
        }
        // The whole name is still what yori answers by name.
        #expect(try yori.run("fridge", "use", long).stdout.contains(long))
    }
}
