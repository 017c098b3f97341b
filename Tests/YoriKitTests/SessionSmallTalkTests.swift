import Testing
@testable import YoriKit

/// Nothing spent by accident: small talk and command-like words are answered locally, with
/// an endpoint configured, and never count against the day's quota.
@Suite struct SessionSmallTalkTests {
    let today = LocalDay(iso: "2026-11-22")!

    @Test(arguments: ["ㅋㅋㅋ", "ㅎㅎ", "lol", "?!", "asdfgh", "ㅁㄴㅇㄹ", "안녕하세요", "thanks", "version", "yori status", "update",
                      "list", "frigde", "버전"])
    func answeredWithoutTheModel(_ line: String) {
        let model = FakeModel()
        let quota = FakeQuota()
        var s = Session(lexicon: try! Builtin.lexicon(), store: .inMemory([]), fridge: FakeFridge().client,
                        shelfLife: try! Builtin.shelfLife(), clock: .fixed(today))
        s.model = model.client
        s.quota = quota.client(limit: 5)
        let reply = s.handle(line).reply
        guard case .localReply = reply.answer else {
            Issue.record("\(line) → \(reply.answer)")
            return
        }
        #expect(model.questions.isEmpty)
        #expect(quota.used == 0)
    }

    @Test func aMistypedSubcommandSaysWhatItMeans() {
        let parser = RequestParser(lexicon: try! Builtin.lexicon())
        #expect(parser.parse("frigde", today: today).command == .commandHint(CommandHint(typed: "frigde", meant: "yori fridge")))
        #expect(parser.parse("serch 김치", today: today).command == .commandHint(CommandHint(typed: "serch", meant: "yori search 김치")))
        #expect(parser.parse("yori version", today: today).command == .commandHint(CommandHint(typed: "version", meant: "yori --version")))
        // Words yori reads are no typos: a dish, an ingredient.
        #expect(parser.parse("pasta", today: today).command.intent == "search")
        #expect(parser.parse("chai", today: today).command.intent != "command_hint")
    }
}
