import ArgumentParser
import Testing
@testable import YoriCLI
@testable import YoriKit

/// The REPL's `help` lists every area with a Korean and an English example that are read as
/// meant, within the width; the greeting speaks the language of the conversation it resumes.
@Suite struct ReplHelpAndGreetingTests {
    static let parser = RequestParser(lexicon: try! Builtin.lexicon())
    static let today = LocalDay(iso: "2026-11-22")!

    /// The areas issue 19 asks `help` to cover, by their English names.
    static let required = ["cook", "search", "show", "bookmarks", "fridge", "expiring", "shopping", "storage tips",
                           "cooking log", "history", "copy", "export", "import", "model", "config"]

    @Test func everyAreaIsListed() {
        let names = Help.areas.map(\.en).joined(separator: ", ")
        for area in Self.required { #expect(names.contains(area), "\(area)") }
        for lang in [UserLanguage.ko, .en] {
            let text = Help.text(lang, style: .plain)
            for area in Help.areas {
                #expect(text.contains(lang.pick(area.ko, area.en)), "\(area.en)")
                #expect(text.contains(area.koExample) && text.contains(area.enExample), "\(area.en)")
            }
        }
    }

    @Test func eachExampleIsAKoreanAndAnEnglishLine() {
        for area in Help.areas {
            #expect(Hangul.containsHangul(area.koExample), "\(area.koExample)")
            #expect(!Hangul.containsHangul(area.enExample), "\(area.enExample)")
        }
    }

    @Test(arguments: Help.areas.flatMap { [($0.koExample, $0.koIntent), ($0.enExample, $0.enIntent)] })
    func eachExampleIsReadAsItsIntent(example: String, intent: String) throws {
        if intent.hasPrefix("subcommand:") {
            let name = String(intent.dropFirst("subcommand:".count))
            #expect(SubcommandLine.isSubcommand(example), "\(example)")
            let words = SubcommandLine.split(example)
            #expect(words.first == name)
            _ = try RootCommand.parseAsRoot(words)  // options and arguments as the command takes them
        } else {
            #expect(!SubcommandLine.isSubcommand(example), "\(example)")
            #expect(Self.parser.parse(example, today: Self.today).command.intent == intent, "\(example)")
        }
    }

    @Test(arguments: [60, 80, 120, 39])
    func theHelpFitsTheWidth(width: Int) {
        for lang in [UserLanguage.ko, .en] {
            let text = AnswerRenderer(style: .plain, lexicon: try! Builtin.lexicon()).with(width: width)
                .text(Reply(.help, language: lang))
            for line in text.split(separator: "\n") { #expect(DisplayWidth.of(line) <= width, "\(width): \(line)") }
            #expect(text.split(separator: "\n").count <= 40 || width < 40)
        }
    }

    static func turn(_ question: String, intent: String = "recommend") -> ChatTurn {
        ChatTurn(conversation: "저녁", day: today, question: question, intent: intent, answer: "…")
    }

    @Test func theGreetingSpeaksTheResumedConversationsLanguage() {
        // A Korean conversation picked up under an English locale (C.UTF-8): Korean.
        #expect(Repl.greetingLanguage(chosen: nil, turns: [Self.turn("두부 김치로 뭐 만들어?")], otherwise: .en) == .ko)
        #expect(Repl.greetingLanguage(chosen: nil, turns: [Self.turn("what can I cook with tofu")], otherwise: .ko) == .en)
        // A bare command word says nothing: the question before it decides.
        #expect(Repl.greetingLanguage(chosen: nil, turns: [Self.turn("두부 김치"), Self.turn("copy", intent: "copy")],
                                      otherwise: .en) == .ko)
        // A new conversation: the locale's; `--lang` wins over both.
        #expect(Repl.greetingLanguage(chosen: nil, turns: [], otherwise: .en) == .en)
        #expect(Repl.greetingLanguage(chosen: .en, turns: [Self.turn("두부 김치")], otherwise: .ko) == .en)
        #expect(Hangul.containsHangul(Repl.greeting(.ko)))
        #expect(!Hangul.containsHangul(Repl.greeting(.en)))
    }
}

extension AnswerRenderer {
    func with(width: Int?) -> AnswerRenderer {
        var copy = self
        copy.width = width
        return copy
    }
}
