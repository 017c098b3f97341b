import Testing
@testable import YoriCLI
@testable import YoriKit
@testable import YoriStore

@Suite struct ImportReportTests {
    func report(bad: Int = 0, warnings: Int = 0) -> ImportReport {
        var conversion = CookRcpConversion()
        conversion.recipes = [Recipe(source: .imported, sourceRef: "1", name: "죽", nameEnglish: "", kind: "밥", method: "끓이기",
                                     ingredients: [RecipeIngredient(name: "쌀", canonical: "쌀", amount: "50g", group: .main),
                                                   RecipeIngredient(name: "용과", canonical: nil, amount: "", group: .main),
                                                   RecipeIngredient(name: "물", canonical: "물", amount: "", group: .main)],
                                     steps: [])]
        conversion.problems = (0..<bad).map { CookRcpRowProblem(row: $0 + 2, field: "RCP_NM", reason: .missing) }
        conversion.warnings = (0..<warnings).map {
            CookRcpRowWarning(row: $0 + 1, seq: String($0 + 1), name: "죽", kind: .noSteps)
        }
        return ImportReport(file: "a.json", rows: 1 + bad, counts: ImportCounts(new: 1), conversion: conversion)
    }

    @Test func summarisesCountsAndTheKnownShare() {
        let text = report().text(.en, style: .plain)
        #expect(text == """
            a.json: 1 recipe read
              new         1
              updated     0
              skipped     0
            Ingredient lines: 3, 66.7% known to yori's ingredient lexicon.
            """)
        #expect(report().text(.ko, style: .plain).hasPrefix("a.json: 레시피 1개를 읽었어요\n  새로 추가   1\n  업데이트    0\n  건너뜀      0"))
    }

    @Test func endsWithTheSpeedWhenTimed() {
        var timed = report()
        #expect(!timed.text(.en, style: .plain).contains("rows/s"))
        timed.seconds = 0.5
        let json = timed.json().serialized()
        #expect(json.contains(#""seconds":0.5"#) && json.contains(#""rows_per_second":null"#))
        // A short file gives only the time: its speed would be mostly start-up.
        #expect(timed.text(.en, style: .plain).hasSuffix("\nTook 0.50 s."))
        #expect(timed.text(.ko, style: .plain).hasSuffix("\n0.50초 걸렸어요."))
        var long = report(bad: 199)
        long.seconds = 0.5
        #expect(long.text(.en, style: .plain).hasSuffix("\nTook 0.50 s (400 rows/s)."))
        #expect(long.text(.ko, style: .plain).hasSuffix("\n0.50초 걸렸어요 (초당 400행)."))
        #expect(long.json().serialized().contains(#""rows_per_second":400"#))
    }

    @Test func listsAtMostTwentyProblems() {
        let text = report(bad: 25, warnings: 2).text(.en, style: .plain)
        #expect(text.contains("skipped     25  (bad rows: 25)"))
        #expect(text.contains("Bad rows, not imported (25):"))
        #expect(text.contains("  … and 5 more"))
        #expect(text.contains("Warnings (2):"))
        let json = report(bad: 2).json().serialized()
        #expect(json.contains(#""bad":2"#) && json.contains(#""skipped":2"#) && json.contains(#""field":"RCP_NM""#))
    }

    @Test func progressOnlyWhenItHelps() {
        #expect(!ImportProgress.wanted(rows: 1_318, stderrIsTerminal: false))
        #expect(ImportProgress.wanted(rows: 1_318, stderrIsTerminal: true))
        #expect(ImportProgress.wanted(rows: 2_000, stderrIsTerminal: false))
        #expect(ImportProgress.step(total: 2_100, onTerminal: true) == 200)
        #expect(ImportProgress.step(total: 2_100, onTerminal: false) == 300)
        #expect(ImportProgress.step(total: 100_000, onTerminal: false) == 10_000)
        #expect(ImportFile.Failure.size(300 * 1024 * 1024) == "300.0 MiB")
        #expect(ImportFile.Failure.size(3_611_733) == "3.4 MiB")
        #expect(ImportFile.Failure.size(2_048) == "2 KiB")
    }
}
