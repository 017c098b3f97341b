import Testing
@testable import YoriKit

@Suite struct LocalDayTests {
    @Test func parsesStrictISO() {
        #expect(LocalDay(iso: "2026-11-22") == LocalDay(year: 2026, month: 11, day: 22))
        for bad in ["2026-11-31", "2026-02-29", "26-11-22", "2026-1-22", "2026/11/22", "", "2026-11-22x", "２０２６-11-22"] {
            #expect(LocalDay(iso: bad) == nil, "\(bad) must be rejected")
        }
        #expect(LocalDay(iso: "2028-02-29") != nil)
    }

    @Test func countsDaysAcrossMonthsAndYears() throws {
        let day = try #require(LocalDay(iso: "2026-11-22"))
        #expect(day.daysSinceEpoch == 20779)
        #expect(day.adding(days: 8).description == "2026-11-30")
        #expect(day.adding(days: 40).description == "2027-01-01")
        #expect(day.adding(days: -365).description == "2025-11-22")
        #expect(day.days(until: try #require(LocalDay(iso: "2026-12-25"))) == 33)
        #expect(day.weekday == 0)  // a Sunday
    }

    @Test(arguments: [-1, 0, 59, 365, 10_957, 20_779, 60_000])
    func roundTripsThroughEpochDays(_ n: Int) {
        #expect(LocalDay(daysSinceEpoch: n).daysSinceEpoch == n)
    }

    @Test func clockIsFixedWhenAsked() throws {
        let day = try #require(LocalDay(iso: "2026-11-30"))
        #expect(Clock.fixed(day).today() == day)
    }
}
