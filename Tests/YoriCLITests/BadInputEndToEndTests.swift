import Foundation
import Testing

/// Input yori cannot take, through the real binary: a hint in the input's language, exit 2,
/// and nothing stored.
@Suite struct BadInputEndToEndTests {
    let yori = BinaryRunner()

    func historyCount() throws -> Int {
        let r = try yori.run("history", "--json", "--limit", "100")
        let turns = jsonLines(r.stdout)
        return turns?.count ?? 0
    }

    @Test func invalidUTF8InArgumentsIsRefusedInTheArgumentsLanguage() throws {
        let korean = try yori.run(bytes: [Array("ask".utf8), [0xFF, 0xFE] + Array("계란으로 뭐 만들지".utf8)])
        #expect(korean.status == 2)
        #expect(korean.stderr.contains("UTF-8이 아니라서"))
        #expect(korean.stdout.isEmpty)
        let english = try yori.run(bytes: [Array("cook".utf8), Array("egg".utf8) + [0xC3]])
        #expect(english.status == 2)
        #expect(english.stderr.contains("not valid UTF-8"))
        let chosen = try yori.run(bytes: [Array("--lang".utf8), Array("en".utf8), [0xFF] + Array("계란".utf8)])
        #expect(chosen.stderr.contains("not valid UTF-8"))
        #expect(try historyCount() == 0)
    }

    @Test func scriptsAskingForJSONGetJSONForBadInputToo() throws {
        let r = try yori.run(bytes: [Array("ask".utf8), Array("--json".utf8), [0xFF] + Array("계란".utf8)])
        #expect(r.status == 2)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(r.stdout.utf8)) as? [String: Any])
        #expect(object["status"] as? String == "bad_input")
        #expect(object["error"] as? String == "invalid_utf8")
        #expect(object["language"] as? String == "ko")
        let piped = try yori.run(["--json"], stdin: Data("asdf qwer zxcv\n".utf8))
        let line = try #require(try JSONSerialization.jsonObject(with: Data(piped.stdout.utf8)) as? [String: Any])
        #expect(line["status"] as? String == "bad_input")
        #expect(line["error"] as? String == "not_understood")
    }

    @Test func anOverLongQuestionOnTheCommandLineIsRefused() throws {
        let words = [String](repeating: "계란", count: 12_000)
        let r = try yori.run(["ask"] + words)
        #expect(r.status == 2)
        #expect(r.stderr.contains("너무 길어요"))
        #expect(try historyCount() == 0)
    }

    @Test func unreadableLinesInAPipeGetAHintInTheirLanguage() throws {
        var input = Data([0xFF]) + Data("계란으로 뭐 만들지\n".utf8)
        input.append(Data([0xFE]) + Data("what can I cook\n".utf8))
        input.append(Data(String(repeating: "대파 ", count: 30_000).utf8) + Data("\n".utf8))
        let r = try yori.run([], stdin: input)
        #expect(r.status == 2)
        let answers = r.stdout.components(separatedBy: "\n\n")
        #expect(answers.count == 3)
        #expect(answers[0].contains("UTF-8이 아니라서"))
        #expect(answers[1].contains("not valid UTF-8"))
        #expect(answers[2].contains("너무 길어요"))
    }

    @Test func aByteOrderMarkBeforeTheFirstLineIsIgnored() throws {
        let r = try yori.run(["--json"], stdin: Data([0xEF, 0xBB, 0xBF]) + Data("대파 계란\n".utf8))
        #expect(r.status == 0, "\(r.stdout)")
        let object = try JSONSerialization.jsonObject(with: Data(r.stdout.utf8)) as? [String: Any]
        #expect(object?["intent"] as? String == "recommend")
    }

    @Test func linesYoriDoesNotUnderstandAreNotStored() throws {
        #expect(try yori.run("ask", "대파 계란").status == 0)
        #expect(try historyCount() == 1)
        #expect(try yori.run("ask", "오늘 날씨 어때?").status == 2)
        #expect(try yori.run("ask", "").status == 2)
        let piped = try yori.run([], stdin: Data("tell me a joke\n".utf8) + Data([0xFF, 0x0A]))
        #expect(piped.status == 2)
        #expect(try historyCount() == 1)
    }

    /// A subcommand line in a pipe counts towards the exit code as it would in one-shot mode:
    /// a use of something not in the fridge or an unknown option is 2, whatever follows.
    @Test func subcommandLinesInAPipeCountTowardsTheExitCode() throws {
        let missing = try yori.run([], stdin: Data("fridge use 용과\n대파 계란\n".utf8))
        #expect(missing.status == 2)
        #expect(missing.stdout.contains("대파·계란으로 만들 수 있는 요리"))
        let option = try yori.run([], stdin: Data("cook --bogus 대파\n".utf8))
        #expect(option.status == 2)
        #expect(option.stderr.contains("--bogus"))
        let nothingDue = try yori.run([], stdin: Data("expiring\n".utf8))
        #expect(nothingDue.status == 1)
    }
}
