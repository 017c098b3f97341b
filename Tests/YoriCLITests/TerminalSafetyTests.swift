import Testing
@testable import YoriCLI
@testable import YoriKit

/// The console is the one way text reaches the terminal: whatever a renderer or command
/// hands it, only yori's own colours come out as escape sequences.
@Suite struct TerminalSafetyTests {
    let lexicon = try! Builtin.lexicon()
    static let hostile = "계란\u{1B}[41m\u{1B}]0;PWNED\u{07}대파\u{1B}]52;c;ZXZpbA==\u{07}\u{1B}[2J\u{9B}31m끝\r"

    /// Every escape sequence in `text`, as written.
    static func escapes(_ text: String) -> [String] {
        var found: [String] = []
        var rest = Substring(text)
        while let start = rest.firstIndex(of: "\u{1B}") {
            let tail = rest[start...]
            let end = tail.dropFirst(2).firstIndex { ("@"..."~").contains($0) } ?? tail.endIndex
            found.append(String(tail[..<(end == tail.endIndex ? end : tail.index(after: end))]))
            rest = end == tail.endIndex ? "" : tail[tail.index(after: end)...]
        }
        return found
    }

    /// The SGR codes yori's `Style` writes, and nothing else.
    static let ownCodes: Set<String> = Set(Style.Code.allCases.map { "\u{1B}[\($0.parameters)m" })

    func captured(_ body: (Console) -> Void) -> (out: String, err: String) {
        let out = Recorder(), err = Recorder()
        body(.capturing(out: out, err: err))
        return (out.joined, err.joined)
    }

    @Test func theConsoleCleansEverythingButYorisOwnColours() {
        let style = Style.color
        let (out, err) = captured { console in
            console.line(style.bold("제목 ") + Self.hostile + style.error(Self.hostile))
            console.errorLine(Self.hostile)
            console.write("\u{1B}]0;title")  // a sequence cut off at the end of a write
            console.write("\u{07}보통 글")
        }
        #expect(out.contains("\u{1B}[1m제목 \u{1B}[0m계란대파끝\u{1B}[31m계란대파끝\u{1B}[0m\n"))
        #expect(Set(Self.escapes(out)).isSubset(of: Self.ownCodes), "\(Self.escapes(out))")
        #expect(err == "계란대파끝\n")
        #expect(!out.contains("PWNED") && !out.contains("ZXZpbA") && !out.contains("\r") && !out.contains("\u{9B}"))
    }

    @Test func dataCannotFakeYorisColourMarkers() {
        let marker = { (value: UInt32) in String(Character(Unicode.Scalar(value)!)) }
        let forged = "가" + marker(0xFDD1) + "나" + marker(0xFDD5) + "다"
        #expect(TerminalSanitizer.clean(forged) == "가나다")
        #expect(JSONValue.string(forged).serialized() == "\"가나다\"")
        let (out, _) = captured { $0.line(JSONValue.object([("text", .string(forged))]).serialized()) }
        #expect(!out.contains("\u{1B}"))
    }

    @Test func theStatusLineIsTheOnlyRawSequence() {
        let (_, err) = captured { console in
            console.status("⠋ …\u{1B}]0;x\u{07}")
            console.clearStatus()
        }
        #expect(err == "\r\u{1B}[K⠋ …\r\u{1B}[K")
    }

    /// Each way outside text comes back in an answer, rendered in colour and written.
    @Test(arguments: [
        Answer.notUnderstood(text: hostile),
        .recipeNotFound(hostile),
        .modelFailed(message: hostile),
        .failure(message: hostile),
        .storageTips([StorageTipAnswer(ingredient: hostile, shelfLife: nil, ownTips: [(hostile, "user"), (hostile, "llm")])]),
        .model(ModelAnswer(text: hostile, model: hostile), remaining: 3, warning: hostile),
        .localInstead(.notUnderstood(text: hostile), because: .quotaSpent(used: 1, limit: 1)),
    ])
    func everyEchoOfOutsideTextIsClean(_ answer: Answer) {
        let renderer = AnswerRenderer(style: .color, lexicon: lexicon)
        for lang in UserLanguage.allCases {
            let (out, _) = captured { $0.line(renderer.text(Reply(answer, language: lang))) }
            #expect(Set(Self.escapes(out)).isSubset(of: Self.ownCodes), "\(Self.escapes(out))")
            #expect(!out.contains("PWNED") && !out.contains("\u{7}") && !out.contains("\r"))
            #expect(out.contains("계란대파끝"))
        }
    }
}
