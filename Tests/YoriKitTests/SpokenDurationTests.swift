import Testing
@testable import YoriKit

/// Shelf lives as people say them (issue 19): days under two months, then months, then years
/// and months — never `540일`.
@Suite struct SpokenDurationTests {
    @Test(arguments: [
        (1, "1일", "1 day"), (3, "3일", "3 days"), (30, "30일", "30 days"), (59, "59일", "59 days"),
        (60, "약 2개월", "about 2 months"), (90, "약 3개월", "about 3 months"), (150, "약 5개월", "about 5 months"),
        (180, "약 6개월", "about 6 months"), (300, "약 10개월", "about 10 months"), (350, "약 11개월", "about 11 months"),
        (365, "약 1년", "about 1 year"), (400, "약 1년 1개월", "about 1 year 1 month"),
        (540, "약 1년 6개월", "about 1 year 6 months"), (730, "약 2년", "about 2 years"),
        (1095, "약 3년", "about 3 years"), (1000, "약 2년 9개월", "about 2 years 9 months"),
    ])
    func durations(_ days: Int, _ korean: String, _ english: String) {
        #expect(SpokenDuration.text(days: days, .ko) == korean)
        #expect(SpokenDuration.text(days: days, .en) == english)
        #expect(!Hangul.containsHangul(SpokenDuration.text(days: days, .en)))
    }

    /// Every shelf life and opened life in the built-in tables reads as days under 60, else
    /// months or years, and never as more than 11 months beside a year.
    @Test func everyBuiltinLifeReads() throws {
        let table = try Builtin.shelfLife()
        var lives: [Int] = table.openedRows.values.map(\.days)
        for name in table.ingredients {
            lives += StoragePlace.allCases.compactMap { table.shelfLife(for: name).days(in: $0) }
        }
        #expect(lives.contains { $0 >= 365 })
        for days in Set(lives) {
            let text = SpokenDuration.text(days: days, .ko)
            #expect(days < 60 ? text == "\(days)일" : text.hasPrefix("약 ") && !text.contains("일"), "\(days): \(text)")
            #expect(!text.contains("12개월") && !text.contains(" 0개월"), "\(days): \(text)")
        }
    }
}
