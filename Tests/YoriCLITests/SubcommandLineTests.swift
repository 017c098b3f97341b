import Foundation
import Testing
@testable import YoriCLI

@Suite struct SubcommandLineTests {
    @Test func splitsWithQuotes() {
        #expect(SubcommandLine.split(#"tip add 대파 "키친타월로 감싸서" --json"#) == ["tip", "add", "대파", "키친타월로 감싸서", "--json"])
        #expect(SubcommandLine.split("fridge  add\t두부 ''") == ["fridge", "add", "두부", ""])
    }

    @Test func tabCompletesTheSubcommandsOwnWordsAfterIt() {
        let words = Repl.subcommandCompletions
        #expect(Set(words["fridge"] ?? []).isSuperset(of: ["add", "use", "discard", "move", "edit", "history", "stats"]))
        #expect(Set(words["history"] ?? []).isSuperset(of: ["search", "show", "rm", "clear", "export"]))
        #expect(Set(words["shop"] ?? []).isSuperset(of: ["add", "add-missing", "done", "bought"]))
        #expect(words["cook"] == nil)  // no subcommands of its own
    }

    /// A sentence that starts with a command's name is chat when the command tree refuses it and
    /// yori reads it (`recipe for pancakes`); a line yori cannot read either gets the usage error.
    @Test func sentencesThatStartWithACommandsNameAreChat() throws {
        #expect(!SubcommandLine.isSubcommand("recipe for pancakes", readsAsChat: { _ in true }))
        #expect(SubcommandLine.isSubcommand("recipe for pancakes", readsAsChat: { _ in false }))
        #expect(SubcommandLine.isSubcommand("fridge add 두부 1모", readsAsChat: { _ in true }))
        #expect(SubcommandLine.isSubcommand("fridge help", readsAsChat: { _ in true }))
        #expect(SubcommandLine.isSubcommand("fridge", readsAsChat: { _ in true }))
        let yori = BinaryRunner()
        let r = try yori.run([], stdin: Data("recipe for pancakes\nfridge is empty\nfridge ad egg\n".utf8))
        #expect(r.stdout.contains("Pancakes") && r.stdout.contains("The fridge is empty"), "\(r.stdout)")
        #expect(r.stderr.contains("Did you mean 'add'?") && r.status == 2, "\(r.stderr)")
    }

    @Test func subcommandLinesRunThroughTheCommandTreeInPipeMode() throws {
        let yori = BinaryRunner()
        let r = try yori.run([], stdin: Data("fridge add 두부 1모 --expires 11/30\nfridge --json\n두부로 뭐 만들지\n".utf8))
        #expect(r.stdout.contains("두부 1모 → 냉장 · 기한 11월 30일 (D-8)"))
        #expect(r.stdout.contains(#""ingredient":"두부""#))
        #expect(r.stdout.contains("두부로 만들 수 있는 요리"))
    }
}
