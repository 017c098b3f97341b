import Foundation
import Testing

/// Runs the real binary: one-shot, pipe mode, JSON, exit codes and bad input.
@Suite(.serialized) struct EndToEndTests {
    let yori = BinaryRunner()

    func json(_ text: String) throws -> Any {
        try JSONSerialization.jsonObject(with: Data(text.utf8))
    }

    @Test func cookListsRecipesBestFirstWithRates() throws {
        let r = try yori.run("cook", "대파", "계란")
        #expect(r.status == 0, "\(r.stderr)")
        // The total is every recipe using either, counted; the page shows 10 of them.
        let header = try #require(r.stdout.split(separator: "\n").first.map(String.init))
        #expect(header.hasPrefix("대파·계란으로 만들 수 있는 요리 ") && header.hasSuffix("쪽)"), "\(header)")
        #expect(r.stdout.contains("대파·계란을 모두 쓰는 요리"))
        #expect(r.stdout.contains("✓계란") && r.stdout.contains("✓대파"))
        #expect(r.stdout.contains("%"))
        #expect(!r.stdout.contains("\u{1B}["), "no colour in a pipe")
        let firstEntry = r.stdout.components(separatedBy: "\n").first { $0.hasPrefix("  1.") }
        #expect(firstEntry != nil)
    }

    @Test func cookJSONHasTheDocumentedShape() throws {
        let r = try yori.run("cook", "green onion, egg", "--json", "--limit", "5")
        #expect(r.status == 0, "\(r.stderr)")
        let array = try #require(try json(r.stdout) as? [[String: Any]])
        #expect(array.count == 5)
        var previous = 1.0
        for item in array {
            for key in ["id", "name", "name_en", "source", "match_rate", "matched", "missing"] {
                #expect(item[key] != nil, "missing \(key)")
            }
            let rate = try #require(item["match_rate"] as? Double)
            #expect((0...1).contains(rate))
            #expect(item["source"] as? String == "builtin")
            previous = rate
        }
        _ = previous
        let top = try #require(array.first?["matched"] as? [String])
        #expect(Set(top).isSuperset(of: ["대파", "계란"]))
    }

    @Test func englishQuestionsGetEnglishAnswers() throws {
        let r = try yori.run("ask", "what can I cook with eggs and scallions")
        #expect(r.status == 0)
        #expect(r.stdout.contains("recipes with egg, green onion"))
        #expect(r.stdout.contains("you have"))
    }

    @Test func pipeModeAnswersEveryLine() throws {
        let r = try yori.run([], stdin: Data("대파랑 계란으로 뭐 만들 수 있어?\n\nwhat can I cook with 대파 and 계란\n".utf8))
        #expect(r.status == 0, "\(r.stderr)")
        let answers = r.stdout.components(separatedBy: "\n\n")
        #expect(answers.count == 2)
        #expect(!r.stdout.contains("yori>"))
        #expect(!r.stdout.contains("\u{1B}"))
    }

    @Test func pipeModeJSONIsOneObjectPerLine() throws {
        let r = try yori.run(["--json"], stdin: Data("대파 계란\nwhat is umami\n".utf8))
        #expect(r.status == 2)  // the largest code among the answers
        let lines = r.stdout.split(separator: "\n").map(String.init)
        #expect(lines.count == 2)
        let first = try #require(try json(lines[0]) as? [String: Any])
        #expect(first["intent"] as? String == "recommend")
        #expect(first["status"] as? String == "answered")
        #expect((first["recipes"] as? [Any])?.isEmpty == false)
        let second = try #require(try json(lines[1]) as? [String: Any])
        #expect(second["intent"] as? String == "llm")
        #expect(second["status"] as? String == "bad_input")
    }

    @Test func badInputInPipesIsReportedAndTheRestAnswered() throws {
        var input = Data("계란으로 뭐 만들지\n".utf8)
        input.append(contentsOf: [0xFF, 0xFE, 0x0A])
        input.append(Data(repeating: UInt8(ascii: "x"), count: 1_048_576))
        input.append(Data("\n대파로 뭐 만들지\n".utf8))
        let r = try yori.run([], stdin: input)
        #expect(r.status == 2)
        #expect(r.stdout.contains("UTF-8"))
        #expect(r.stdout.contains("1048576"))
        #expect(r.stdout.components(separatedBy: "만들 수 있는 요리").count == 3)
    }

    @Test func unknownSentencesGetAHintInTheirLanguage() throws {
        let ko = try yori.run("ask", "오늘 날씨 어때?")
        #expect(ko.status == 2)
        #expect(ko.stderr.contains("이해하지 못했어요"))
        let en = try yori.run("tell", "me", "a", "joke")
        #expect(en.status == 2)
        #expect(en.stderr.contains("didn't understand"))
        let empty = try yori.run("ask", "")
        #expect(empty.status == 2)
    }

    @Test func nothingFoundExitsOne() throws {
        let r = try yori.run("cook", "용과")
        #expect(r.status == 1)
        #expect(r.stdout.contains("'용과'는 모르는 재료예요"))
    }

    @Test func usageErrorsExitTwo() throws {
        #expect(try yori.run("cook", "--limt", "3", "대파").status == 2)
        #expect(try yori.run("cook").status == 1)  // cooks from the fridge, which is empty
        #expect(try yori.run("cook", "--limit", "0", "대파").status == 2)
        #expect(try yori.run("--lang", "fr", "cook", "대파").status == 2)
        let help = try yori.run("--help")
        #expect(help.status == 0 && help.stdout.contains("Exit codes"))
    }

    @Test func badDatabasesAreLeftAloneWithExitThreeAndBadPathsAreExitTwo() throws {
        let notes = yori.temp + "/notes.txt"
        let text = Data("my shopping list\n".utf8)
        _ = FileManager.default.createFile(atPath: notes, contents: text)
        let r = try yori.run("--db", notes, "cook", "egg")
        #expect(r.status == 3)
        #expect(r.stderr.contains("not a yori database"))
        #expect(FileManager.default.contents(atPath: notes) == text)
        let folder = try yori.run("--db", yori.temp, "cook", "대파")
        #expect(folder.status == 2)
        #expect(folder.stderr.contains(yori.temp))
        let unreachable = try yori.run("--db", notes + "/inside/yori.sqlite3", "cook", "대파")
        #expect(unreachable.status == 2)
        #expect(FileManager.default.contents(atPath: notes) == text)
        let korean = try yori.run("--db", notes, "ask", "대파로 뭐 만들지")
        #expect(korean.stderr.contains("yori 데이터베이스가 아니에요"))
    }

    @Test func databaseGoesToXDGDataHomeOrYoriDB() throws {
        _ = try yori.run("cook", "대파")
        #expect(FileManager.default.fileExists(atPath: yori.temp + "/data/yori/yori.sqlite3"))
        let custom = yori.temp + "/custom/my.sqlite3"
        _ = try yori.run(["cook", "대파"], extraEnvironment: ["YORI_DB": custom])
        #expect(FileManager.default.fileExists(atPath: custom))
    }

    @Test func malformedTodayIsRejected() throws {
        let r = try yori.run(["cook", "대파"], extraEnvironment: ["YORI_TODAY": "11/30"])
        #expect(r.status == 2)
        #expect(r.stderr.contains("YORI_TODAY"))
    }
}
