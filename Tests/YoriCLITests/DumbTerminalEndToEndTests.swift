import Foundation
import Testing

/// `yori` on a terminal that cannot edit lines (`TERM=dumb`, or no `TERM`) says so in one line,
/// then answers a question a line as in pipe mode. Runs through `script(1)`, which gives the
/// binary a pseudo-terminal (skipped where it is missing).
@Suite(.serialized, .enabled(if: FileManager.default.isExecutableFile(atPath: "/usr/bin/script"), "needs script(1)"))
struct DumbTerminalEndToEndTests {
    let yori = BinaryRunner()

    /// What yori wrote on a pseudo-terminal fed `input`, with `term` as TERM (nil: none).
    func onTerminal(_ input: String, term: String?, lang: String = "C.UTF-8") throws -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/script")
        process.arguments = ["-qec", "'" + BinaryRunner.executable.path + "'", "/dev/null"]
        var environment = yori.environment.merging(["LANG": lang]) { $1 }
        environment["TERM"] = term
        process.environment = environment
        let out = Pipe(), into = Pipe()
        process.standardOutput = out
        process.standardInput = into
        try process.run()
        into.fileHandleForWriting.write(Data(input.utf8))
        try into.fileHandleForWriting.close()
        let data = out.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return String(decoding: data, as: UTF8.self)
    }

    @Test(arguments: ["dumb", nil] as [String?]) func aTerminalThatCannotEditLinesIsSaidInOneLine(_ term: String?) throws {
        let text = try onTerminal("대파 계란\n", term: term)
        let notices = text.split(separator: "\n").filter { $0.contains("cannot edit lines") }
        #expect(notices.count == 1, "\(text)")
        #expect(text.contains("계란찜") || text.contains("계란"), "the question is still answered: \(text)")
        if term == "dumb" { #expect(!text.contains("\u{1B}["), "no escape sequences on a dumb terminal") }
    }

    @Test func theNoticeIsInTheUsersLanguage() throws {
        let text = try onTerminal("두부\n", term: "dumb", lang: "ko_KR.UTF-8")
        #expect(text.contains("줄 편집을 못 해요"), "\(text)")
    }
}
