import Foundation
import Testing

/// Usage errors through the binary (issue 17): each is wholly Korean or wholly English, by the
/// answers' rule — `--lang`, else the words typed (command names aside), else the locale — on
/// the command line and as a subcommand line in a chat.
@Suite(.serialized) struct UsageErrorsEndToEndTests {
    let yori = BinaryRunner()

    static let invocations: [[String]] = [
        ["search", "--limit", "0"], ["search", "--page", "0"], ["search", "--kind", "xyz"], ["search", "--method", "xyz"],
        ["cook", "--max-missing", "-1"], ["history", "clear"], ["history", "clear", "--all", "--older-than", "3d"],
        ["history", "search"], ["tip"], ["expiring", "--within", "-1"], ["--foo"], ["cooked", "1", "--rating", "9"],
        ["show"], ["search", "--limit", "abc"], ["recipe", "add", "--name", "x"], ["fridge", "history", "--limit", "0"],
        ["--lang", "fr", "cook"],
    ]

    static func hasHangul(_ text: String) -> Bool { text.unicodeScalars.contains { (0xAC00...0xD7A3).contains($0.value) } }

    /// English prose in a Korean message: the words that make English sentences (option names
    /// and quoted values, which are what the user typed, are left out first).
    static func englishProse(_ text: String) -> [String] {
        let bare = text.replacing(/'[^']*'/, with: "").replacing(/--[a-z-]+/, with: "").replacing(/<[^>]*>/, with: "")
        let words = Set(bare.split(whereSeparator: { !$0.isLetter || $0.isHangulLike }).map { $0.lowercased() })
        return ["must", "the", "is", "not", "or", "and", "use", "give", "takes", "name", "error", "positive", "more",
                "unknown", "missing", "value", "invalid", "expected", "argument"].filter(words.contains)
    }

    @Test(arguments: invocations)
    func aUsageErrorIsInOneLanguage(_ arguments: [String]) throws {
        for (locale, language) in [("ko_KR.UTF-8", "ko"), ("en_US.UTF-8", "en")] {
            let r = try yori.run(arguments, extraEnvironment: ["LANG": locale, "LC_ALL": locale])
            #expect(r.status == 2, "\(arguments) \(locale): \(r.status) \(r.stderr)")
            #expect(!r.stderr.isEmpty)
            if language == "en" {
                #expect(!Self.hasHangul(r.stderr), "\(arguments) \(locale): \(r.stderr)")
            } else {
                #expect(Self.hasHangul(r.stderr) && Self.englishProse(r.stderr).isEmpty,
                        "\(arguments) \(locale): \(Self.englishProse(r.stderr)) in \(r.stderr)")
            }
        }
    }

    /// A subcommand line with a usage error in a chat: in the chat's language, one language.
    @Test func aSubcommandLineInAChatIsAnsweredInOneLanguage() throws {
        defer { yori.cleanUp() }
        for (line, korean) in [("두부 김치\nsearch --limit 0 김치\n", true), ("tofu kimchi\nsearch --limit 0 tofu\n", false)] {
            let r = try yori.run([], stdin: Data(line.utf8), extraEnvironment: ["LANG": "en_US.UTF-8"])
            let said = r.stderr.split(separator: "\n").filter { $0.contains("limit") }.joined(separator: "\n")
            #expect(!said.isEmpty, "\(r.stdout) \(r.stderr)")
            if korean {
                #expect(Self.hasHangul(said) && Self.englishProse(said).isEmpty, "\(said)")
            } else {
                #expect(!Self.hasHangul(said), "\(said)")
            }
        }
    }
}

extension Character {
    fileprivate var isHangulLike: Bool { unicodeScalars.contains { (0xAC00...0xD7A3).contains($0.value) } }
}
