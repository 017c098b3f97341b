import Foundation
import Testing
import YoriTestSupport

/// Text from outside yori — the model, the user's own input echoed back, tips, fridge names,
/// config values — never reaches the terminal as escapes, through the real binary; and tips
/// are stored clean.
@Suite(.serialized) struct TerminalSafetyEndToEndTests {
    let yori = BinaryRunner()
    static let hostileAnswer = "밀폐 용기에 담아\u{1B}]52;c;ZXZpbA==\u{07} \u{1B}]0;TITLE\u{07}\u{1B}[31m서늘한 곳\u{1B}[0m에.\u{1B}[2J"

    func expectClean(_ r: BinaryRunner.Result, sourceLocation: SourceLocation = #_sourceLocation) {
        for text in [r.stdout, r.stderr] {
            #expect(!text.contains("\u{1B}"), "\(text.debugDescription)", sourceLocation: sourceLocation)
            #expect(!text.contains("\u{07}") && !text.contains("\u{9B}"), sourceLocation: sourceLocation)
            #expect(!text.contains("TITLE") && !text.contains("PWNED") && !text.contains("ZXZpbA"), sourceLocation: sourceLocation)
        }
    }

    func tipsJSON(_ name: String) throws -> String {
        try yori.run(["--json", "tip", name]).stdout
    }

    @Test func aTipFromTheModelIsPrintedAndStoredClean() throws {
        let server = TestServer(lifetime: 30) { _ in
            [.send(Responses.http(200, body: Responses.completion(Self.hostileAnswer)))]
        }
        let env = ["YORI_ENDPOINT": server.baseURL, "YORI_MODEL": "test-model"]
        let first = try yori.run(["tip", "하이라이스가루"], extraEnvironment: env)
        #expect(first.status == 0, "\(first.stderr)")
        expectClean(first)
        #expect(first.stdout.contains("AI 팁: 밀폐 용기에 담아 서늘한 곳에."))
        #expect(first.stdout.contains("— test-model · 오늘 남은 AI 호출 24/25"))
        // Printed again later, from the database: still clean, and stored clean.
        let again = try yori.run(["tip", "하이라이스가루"])
        expectClean(again)
        #expect(server.requests.count == 1)
        let json = try tipsJSON("하이라이스가루")
        #expect(json.contains("밀폐 용기에 담아 서늘한 곳에."))
        #expect(!json.contains("\\u001b") && !json.contains("\\u0007") && !json.contains("52;c"))
    }

    @Test func aUserTipIsEchoedAndStoredClean() throws {
        let r = try yori.run("tip", "add", "대파", "x\u{1B}]0;T2\u{07}\u{1B}[31mred")
        #expect(r.status == 0, "\(r.stderr)")
        expectClean(r)
        #expect(r.stdout.contains("내 팁: xred"))
        #expect(!(try tipsJSON("대파")).contains("\\u001b"))
        let empty = try yori.run("tip", "add", "대파", "\u{1B}[2J")
        #expect(empty.status == 2 && empty.stderr.contains("비어"))
    }

    @Test func theUsersOwnInputIsNeverEchoedRaw() throws {
        let hostile = "계란\u{1B}[41m\u{1B}]0;PWNED\u{07}대파"
        expectClean(try yori.run("ask", hostile))
        expectClean(try yori.run("ask", "\u{1B}]0;PWNED\u{07}\u{1B}[41m오늘 날씨 어때"))
        let search = try yori.run("search", "\u{1B}]0;PWNED\u{07}없는요리\u{1B}[2J")
        #expect(search.status == 1)
        expectClean(search)
        let show = try yori.run("show", "\u{1B}[2J없는요리\u{1B}]0;PWNED\u{07}")
        #expect(show.status == 1)
        expectClean(show)
        #expect((show.stdout + show.stderr).contains("없는요리"))
        expectClean(try yori.run(["cook", "\u{1B}]0;PWNED\u{07}용과"]))
        // In pipe mode too.
        expectClean(try yori.run([], stdin: Data("\u{1B}]0;PWNED\u{07}모르는말\u{1B}[41m\n".utf8)))
    }

    @Test func fridgeNamesAndConfigValuesAreCleanWhenShown() throws {
        _ = try yori.run("fridge", "add", "용\u{1B}]0;PWNED\u{07}과\u{1B}[41m")
        expectClean(try yori.run("fridge"))
        let env = ["YORI_ENDPOINT": "http://127.0.0.1:9/\u{1B}]0;PWNED\u{07}", "YORI_MODEL": "m\u{1B}[41m"]
        expectClean(try yori.run(["config", "show"], extraEnvironment: env))
        expectClean(try yori.run(["cook", "대파"], extraEnvironment: env))
    }
}
