import Foundation
import Testing
import YoriKit

/// Issue 19: every list keeps within the terminal's width (`COLUMNS`, Hangul two columns):
/// history, fridge, expiring, shopping, search and cook at 60, 80 and 120 columns, and at 39
/// one item per line; a pipe without `COLUMNS` keeps its plain, full output; a `cook` answer of
/// ten recipes fits a 40-row terminal, with the full view behind `--long` and `자세히`.
@Suite(.serialized) struct TerminalWidthEndToEndTests {
    let yori: BinaryRunner

    init() throws {
        yori = BinaryRunner()
        let long = "아주아주아주긴이름의특별한수제유기농고추장소스"
        for args in [["fridge", "add", long, "1병", "--expires", "11/24"], ["fridge", "add", "두부", "1모"],
                     ["fridge", "add", "Mozzarella 치즈 mix", "200g"], ["fridge", "add", "계란", "10개"],
                     ["shop", "add", "대파", "1단"], ["shop", "add", "아주아주긴이름의 특별한 유기농 수제 고추장 소스 한 통", "1개"],
                     ["ask", "김치찌개 끓이는 법 알려줘 그리고 아주 긴 질문을 덧붙여서 답이 넓게 나오게 해 볼게요"],
                     ["ask", "what can I cook with eggs and green onion and tofu and kimchi please"]] {
            _ = try yori.run(args)
        }
    }

    static let lists: [[String]] = [["history"], ["fridge"], ["expiring", "--within", "30"], ["shop"], ["search", "김치"],
                                    ["cook", "두부", "김치"], ["show", "김치찌개"], ["tip", "두부"], ["history", "show", "1"],
                                    ["history", "search", "김치"], ["fridge", "history"]]

    @Test(arguments: [60, 80, 120, 39])
    func everyListKeepsWithinTheWidth(width: Int) throws {
        for list in Self.lists {
            for lang in ["ko", "en"] {
                let r = try yori.run(list + ["--lang", lang], extraEnvironment: ["COLUMNS": "\(width)"])
                #expect(r.status == 0 || r.status == 1, "\(list) \(r.stderr)")
                #expect(!r.stdout.isEmpty, "\(list)")
                for line in r.stdout.split(separator: "\n") {
                    #expect(DisplayWidth.of(line) <= width, "\(list) \(lang) at \(width): \(line)")
                }
            }
        }
    }

    @Test func belowFortyColumnsATableIsOneItemALine() throws {
        let r = try yori.run(["fridge", "--lang", "ko"], extraEnvironment: ["COLUMNS": "39"])
        let rows = r.stdout.split(separator: "\n").filter { $0.hasPrefix("D-") || $0.hasPrefix("D+") || $0.hasPrefix("오늘") }
        #expect(rows.count == 4, "\(r.stdout)")
        #expect(rows.allSatisfy { $0.contains(" · ") })
        #expect(!r.stdout.contains("D-day"))  // no header row
    }

    @Test func atFortyColumnsTheFridgeKeepsNumbersAndDatesAndDropsThePlace() throws {
        for lang in ["ko", "en"] {
            let r = try yori.run(["fridge", "--lang", lang], extraEnvironment: ["COLUMNS": "40"])
            let lines = r.stdout.split(separator: "\n").map(String.init)
            let header = try #require(lines.first { $0.contains("D-day") })
            // English words are wider: there the place goes so that the rest stays whole.
            #expect(header.hasSuffix("#") && (lang == "ko" || !header.contains("place")), "\(header)")
            let rows = lines.filter { $0.hasPrefix(" D-") && !$0.contains("D-day") }
            #expect(rows.count == 4 && rows.allSatisfy { !$0.hasSuffix("…") && $0.last?.isNumber == true }, "\(r.stdout)")
            let history = try yori.run(["fridge", "history", "--lang", lang], extraEnvironment: ["COLUMNS": "40"])
            #expect(!history.stdout.contains("2026-1…") && history.stdout.contains("2026-"), "\(history.stdout)")
        }
    }

    @Test func historyAtEightyColumnsKeepsTheTimeWhole() throws {
        let r = try yori.run(["history"], extraEnvironment: ["COLUMNS": "80"])
        let rows = r.stdout.split(separator: "\n").dropFirst(2).prefix(2)
        #expect(rows.allSatisfy { $0.contains(":") && !$0.contains("22:…") }, "\(r.stdout)")
    }

    @Test func aPipeWithoutColumnsKeepsTheFullCookList() throws {
        let plain = try yori.run("cook", "두부", "김치")
        #expect(plain.stdout.contains("있는 재료"))
        let compact = try yori.run(["cook", "두부", "김치"], extraEnvironment: ["COLUMNS": "80"])
        #expect(!compact.stdout.contains("있는 재료"))
        let long = try yori.run(["cook", "두부", "김치", "--long"], extraEnvironment: ["COLUMNS": "80"])
        #expect(long.stdout.contains("있는 재료"))
    }

    @Test(arguments: [60, 80, 120])
    func tenRecipesFitAFortyRowTerminal(width: Int) throws {
        for lang in ["ko", "en"] {
            let r = try yori.run(["cook", "두부", "김치", "--limit", "10", "--lang", lang], extraEnvironment: ["COLUMNS": "\(width)"])
            let lines = r.stdout.split(separator: "\n", omittingEmptySubsequences: false).filter { !$0.isEmpty }
            #expect(lines.count <= 40, "\(lang) at \(width): \(lines.count) lines")
            // Ten recipes, two lines each: the numbered line and what is missing.
            let numbered = lines.filter { $0.trimmingCharacters(in: .whitespaces).range(of: #"^\d+\. "#, options: .regularExpression) != nil }
            #expect(numbered.count == 10)
        }
    }

    /// English lists never cut a name inside its Korean (`Tuna kimchi stew (참치김…`): a name
    /// with the Korean that does not fit the column is shown in English alone.
    @Test(arguments: [["cook", "tofu", "kimchi"], ["cook", "tofu", "kimchi", "--long"], ["search", "kimchi"]])
    func englishListsNeverCutAKoreanName(_ arguments: [String]) throws {
        for width in [60, 80, 120] {
            let r = try yori.run(arguments + ["--lang", "en"], extraEnvironment: ["COLUMNS": "\(width)"])
            #expect(r.status == 0)
            for line in r.stdout.split(separator: "\n") where line.range(of: #"^\s*\d+\. "#, options: .regularExpression) != nil {
                let cut = line.range(of: #"\([^)]*…"#, options: .regularExpression)
                #expect(cut == nil, "at \(width): \(line)")
            }
        }
    }

    @Test func inDetailAfterACookListShowsTheSameListInFull() throws {
        let input = "두부 김치로 뭐 만들 수 있어?\n자세히\n"
        let r = try yori.run(["--lang", "ko"], stdin: Data(input.utf8), extraEnvironment: ["COLUMNS": "80"])
        let answers = r.stdout.components(separatedBy: "\n\n")
        #expect(answers.count >= 2, "\(r.stdout)")
        #expect(!answers[0].contains("있는 재료"))
        #expect(answers[1].contains("있는 재료") && answers[1].contains("없는 재료"), "\(r.stdout)")
        // The same recipes, in the same order.
        func names(_ text: String) -> [String] {
            text.split(separator: "\n").compactMap { line in
                let t = line.trimmingCharacters(in: .whitespaces)
                guard t.range(of: #"^\d+\. "#, options: .regularExpression) != nil else { return nil }
                return t.split(separator: " ").dropFirst().first.map(String.init)
            }
        }
        #expect(names(answers[0]) == names(answers[1]))
        let english = try yori.run(["ask", "cook tofu and kimchi in detail"], extraEnvironment: ["COLUMNS": "80"])
        #expect(english.stdout.contains("you have"), "\(english.stdout)")
    }
}
