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

    @Test func subcommandLinesRunThroughTheCommandTreeInPipeMode() throws {
        let yori = BinaryRunner()
        let r = try yori.run([], stdin: Data("fridge add 두부 1모 --expires 11/30\nfridge --json\n두부로 뭐 만들지\n".utf8))
        #expect(r.stdout.contains("두부 1모 → 냉장 · 기한 11월 30일 (D-8)"))
        #expect(r.stdout.contains(#""ingredient":"두부""#))
        #expect(r.stdout.contains("두부로 만들 수 있는 요리"))
    }
}
