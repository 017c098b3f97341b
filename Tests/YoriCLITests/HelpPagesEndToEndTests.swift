import Foundation
import Testing
import YoriKit

/// Every `--help` page reads whole at 80 columns (help for a pipe or a narrow terminal): an
/// example and its note are never broken mid-phrase onto a line at column 0, and examples
/// with notes in a column line up with Hangul counted as two columns.
@Suite struct HelpPagesEndToEndTests {
    let yori = BinaryRunner()

    static let pages: [[String]] = [
        [], ["ask"], ["chat"], ["cook"], ["search"], ["show"], ["cooked"], ["recipe"], ["fridge"], ["expiring"],
        ["tip"], ["shop"], ["staples"], ["history"], ["copy"], ["import"], ["sync"], ["config"], ["parse"],
        ["fridge", "add"], ["fridge", "use"], ["shop", "add"], ["recipe", "add"], ["history", "clear"],
    ]

    @Test(arguments: pages) func examplesAreNeverBrokenMidPhrase(_ page: [String]) throws {
        let r = try yori.run(page + ["--help"], extraEnvironment: ["COLUMNS": "80"])
        #expect(r.status == 0)
        for line in r.stdout.split(separator: "\n", omittingEmptySubsequences: false) where line.hasPrefix("  yori ") {
            let opened = line.filter { $0 == "(" }.count, closed = line.filter { $0 == ")" }.count
            #expect(opened == closed, "\(page): \(line)")
            #expect(line.filter { $0 == "\"" }.count % 2 == 0, "\(page): \(line)")
        }
    }

    @Test func staplesExamplesLineUpWithHangulCountedTwice() throws {
        let r = try yori.run("staples", "--help")
        let columns = r.stdout.split(separator: "\n").filter { $0.hasPrefix("  yori staples") }.compactMap { line -> Int? in
            guard let gap = line.range(of: "  ", options: [], range: line.index(line.startIndex, offsetBy: 2)..<line.endIndex)
            else { return nil }
            let rest = line[gap.lowerBound...].drop(while: { $0 == " " })
            return DisplayWidth.of(line[..<rest.startIndex])
        }
        #expect(columns.count == 5)
        #expect(Set(columns).count == 1, "\(columns)")
    }

    /// A mistyped option at the top level is a short hint, not the twenty-line usage block.
    @Test func aRootUsageErrorIsShort() throws {
        let english = try yori.run("--bogus")
        #expect(english.status == 2)
        #expect(english.stderr.contains("Unknown option '--bogus'"))
        #expect(english.stderr.split(separator: "\n").count <= 3, "\(english.stderr)")
        #expect(english.stderr.contains("yori --help"))
        let korean = try yori.run("--lang", "fr", "대파")
        #expect(korean.status == 2)
        #expect(korean.stderr.split(separator: "\n").count <= 3, "\(korean.stderr)")
        #expect(korean.stderr.contains("사용법을 확인하세요: yori --help"))
        #expect(!korean.stderr.contains("See 'yori --help'") && !korean.stderr.contains("Error") && !korean.stderr.contains("Please"))
        #expect(korean.stderr.hasPrefix("오류: --lang은 ko 또는 en이어야 해요 (받은 값: 'fr')."), "\(korean.stderr)")
        // The words typed pick the language, not the locale's: Korean words, Korean error.
        let typed = try yori.run("cook", "두부", "--bogus")
        #expect(typed.status == 2 && typed.stderr.hasPrefix("오류: 모르는 옵션이에요: '--bogus'."), "\(typed.stderr)")
        #expect(!english.stderr.contains("사용법"))
    }

    /// `yori fridge help` (as in git) is the fridge's help page, not "unexpected argument".
    @Test func helpAfterACommandGroupShowsItsHelp() throws {
        for page in [["fridge", "help"], ["shop", "도움말"], ["fridge", "add", "help"], ["config", "help"]] {
            let r = try yori.run(page)
            #expect(r.status == 0, "\(page): \(r.stderr)")
            #expect(r.stdout.hasPrefix("OVERVIEW:"), "\(page)")
        }
        let piped = try yori.run([], stdin: Data("fridge help\n".utf8))
        #expect(piped.status == 0)
        #expect(piped.stdout.contains("USAGE: yori fridge"))
    }
}
