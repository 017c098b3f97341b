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

    /// `--help` fits `COLUMNS` as every other answer does (ArgumentParser counts characters, not
    /// columns, and never wraps the usage line): no line wider than 60, 80 or 120 display columns,
    /// nor 39 (a narrow terminal: a row's label on its own line); an option's help wraps under its
    /// help, and `fridge help` in a pipe (or the REPL) fits too.
    @Test(arguments: pages + [["fridge", "open"], ["shop", "list"], ["config", "set"]])
    func everyHelpPageFitsColumns(_ page: [String]) throws {
        for width in [39, 60, 80, 120] {
            let r = try yori.run(page + ["--help"], extraEnvironment: ["COLUMNS": "\(width)"])
            #expect(r.status == 0 && r.stdout.contains("USAGE: yori"), "\(page) \(width)")
            for line in r.stdout.split(separator: "\n") {
                #expect(DisplayWidth.of(line) <= width, "\(page) at \(width): \(line)")
            }
        }
    }

    @Test func helpWrapsUnderItsOwnColumns() throws {
        let open = try yori.run(["fridge", "open", "--help"], extraEnvironment: ["COLUMNS": "60"])
        let lines = open.stdout.split(separator: "\n").map(String.init)
        // The usage wraps under its command, `[--lang <ko|en>]` kept whole.
        let usage = try #require(lines.firstIndex { $0.hasPrefix("USAGE: yori fridge open") })
        #expect(lines[usage + 1].hasPrefix("       [") && lines[usage...usage + 1].joined().contains("[--lang <ko|en>]"), "\(open.stdout)")
        // An option's help continues in its help column.
        let on = try #require(lines.firstIndex { $0.hasPrefix("  --on, --date <day>") })
        #expect(lines[on + 1].hasPrefix(String(repeating: " ", count: 26)) && lines[on + 1].dropFirst(26).first != " ", "\(open.stdout)")
        let piped = try yori.run([], stdin: Data("fridge help\n".utf8), extraEnvironment: ["COLUMNS": "60"])
        #expect(piped.stdout.contains("USAGE: yori fridge"), "\(piped.stdout)")
        for line in piped.stdout.split(separator: "\n") { #expect(DisplayWidth.of(line) <= 60, "\(line)") }
        // A pipe without COLUMNS keeps ArgumentParser's own page, and a completion script is untouched.
        let plain = try yori.run(["fridge", "open", "--help"])
        #expect(plain.stdout.contains("USAGE: yori fridge open [--db <path>] [--json] [--lang <ko|en>] [--no-color] [<items> ...] [--on <day> ...]"),
                "\(plain.stdout)")
        let script = try yori.run(["--generate-completion-script", "bash"], extraEnvironment: ["COLUMNS": "40"])
        #expect(script.status == 0 && !script.stdout.hasPrefix("OVERVIEW") && script.stdout.split(separator: "\n").contains { $0.count > 40 })
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
