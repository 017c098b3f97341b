import Foundation
import Testing
@testable import YoriCLI

/// Several lines pasted into the REPL at once (bracketed paste) are several questions,
/// answered in order, as in pipe mode (issue 13, item 6).
@Suite struct ReplPasteTests {
    @Test(arguments: [
        ("대파 보관법\n두부 보관법", ["대파 보관법", "두부 보관법"]),
        ("계란 2개 먹었어\r\n우유 버렸어\r\n", ["계란 2개 먹었어", "우유 버렸어"]),
        ("  \n냉장고에 뭐 있어?\n\n\n", ["냉장고에 뭐 있어?"]),
        ("a\rb", ["a", "b"]),
        ("한 줄", ["한 줄"]),
        ("", [""]),  // a blank entry stays one blank line (the prompt comes again)
    ])
    func pastedTextIsOneQuestionPerLine(_ pasted: String, _ lines: [String]) {
        #expect(Repl.pastedLines(pasted) == lines)
    }

    /// The built binary on a pseudo-terminal (`script`): a bracketed paste of two lines gets its
    /// answers, the first line's first, before the prompt comes back.
    @Test func aPasteIsAnsweredLineByLineInOrder() throws {
        guard FileManager.default.isExecutableFile(atPath: "/usr/bin/script"),
              FileManager.default.isExecutableFile(atPath: "/usr/bin/timeout") else { return }
        let runner = BinaryRunner()
        let input = runner.temp + "/paste.txt", output = runner.temp + "/out.txt"
        try Data("\u{1B}[200~대파 보관법\n두부 보관법\u{1B}[201~\n".utf8).write(to: URL(fileURLWithPath: input))
        FileManager.default.createFile(atPath: output, contents: nil)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/sh")
        process.arguments = ["-c", "(cat \"$1\"; sleep 3) | /usr/bin/timeout 60 /usr/bin/script -qec \"$2\" /dev/null",
                             "sh", input, BinaryRunner.executable.path]
        process.environment = runner.environment.merging(["TERM": "xterm"]) { $1 }
        process.standardOutput = FileHandle(forWritingAtPath: output)
        process.standardError = FileHandle.nullDevice
        try process.run()
        process.waitUntilExit()
        let screen = String(decoding: FileManager.default.contents(atPath: output) ?? Data(), as: UTF8.self)
        // After the first prompt: the paste echoed, then the answers, then the next prompt.
        let prompt = try #require(screen.range(of: "yori> "), "no prompt: \(screen.debugDescription)")
        let echoed = try #require(screen[prompt.upperBound...].range(of: "두부 보관법"), "no paste: \(screen.debugDescription)")
        let rest = screen[echoed.upperBound...]
        let answers = rest[..<(rest.range(of: "yori> ")?.lowerBound ?? rest.endIndex)]
        let first = try #require(answers.range(of: "대파"), "no answer about 대파: \(answers.debugDescription)")
        let second = try #require(answers.range(of: "두부"), "no answer about 두부: \(answers.debugDescription)")
        #expect(first.lowerBound < second.lowerBound)
        #expect(answers.contains("냉장") || answers.contains("냉동"))
    }
}
