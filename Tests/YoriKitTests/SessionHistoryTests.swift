import Testing
@testable import YoriKit

/// The session with a history: turns as recorded, `history`, `copy` and the REPL context.
@Suite struct SessionHistoryTests {
    let lexicon = try! Builtin.lexicon()
    let today = LocalDay(iso: "2026-11-22")!

    func session(_ history: InMemoryHistory?, conversation: String = "저녁") -> Session {
        Session(lexicon: lexicon, store: .inMemory([]), shelfLife: try! Builtin.shelfLife(), clock: .fixed(today),
                history: history?.client, conversation: conversation)
    }

    /// Handles `line` as a front end does: answer, then record the text shown.
    @discardableResult
    func ask(_ session: Session, _ line: String, shown: String? = nil) throws -> Reply {
        var session = session
        let (command, reply) = session.handle(line)
        try session.record(question: line, command: command, answerText: shown ?? "answer to \(line)")
        return reply
    }

    @Test func aTurnCarriesConversationDayKeyAndIntent() throws {
        let history = InMemoryHistory()
        var s = session(history)
        try ask(s, "대파를 어떻게 보관해?", shown: "대파 — 냉장 14일")
        let turn = try #require(history.turns.first)
        #expect(turn.conversation == "저녁")
        #expect(turn.day == today)
        #expect(turn.question == "대파를 어떻게 보관해?")
        #expect(turn.questionKey == QuestionKey.normalise("대파 어떻게 보관해"))
        #expect(turn.intent == "storage_tip")
        #expect(turn.answer == "대파 — 냉장 14일")
        #expect(turn.route == .local && turn.complete && turn.model == nil)
    }

    @Test func questionsAndAnswersAreSanitizedBeforeStorage() throws {
        let history = InMemoryHistory()
        var s = session(history)
        try ask(s, "\u{1B}]52;c;cm0gLXJmIH4=\u{07}대파 계란\u{1B}[2J", shown: "답\u{1B}]0;pwned\u{07}이에요\u{9B}31m")
        let turn = try #require(history.turns.first)
        #expect(turn.question == "대파 계란")
        #expect(turn.answer == "답이에요")
    }

    @Test func withoutHistoryNothingIsRecordedAndCopySaysWhy() throws {
        var s = session(nil)
        #expect(try s.record(question: "q", command: .help, answerText: "a") == nil)
        guard case .copy(let copy) = s.handle("copy").reply.answer else { Issue.record("expected copy"); return }
        #expect(copy.missing == .noHistory)
        #expect(s.handle("기록 보여줘").reply.answer.status == .badInput)  // not available
    }

    @Test func copyTakesTheNthLatestAnswerOfThisConversationSkippingCopyAndHistory() throws {
        let history = InMemoryHistory()
        let other = session(history, conversation: "other")
        var s = session(history)
        try ask(s, "대파 계란")
        try ask(other, "두부")
        try ask(s, "감자 양파")
        try ask(s, "기록 보여줘")
        try ask(s, "copy")
        guard case .copy(let last) = s.handle("복사").reply.answer else { Issue.record("expected copy"); return }
        #expect(last.turn?.question == "감자 양파")
        #expect(last.text == "answer to 감자 양파")
        #expect(last.delivery == .pending)
        guard case .copy(let second) = s.handle("copy 2").reply.answer else { Issue.record("expected copy"); return }
        #expect(second.turn?.question == "대파 계란")
        let third = s.handle("copy 3").reply.answer
        guard case .copy(let missing) = third else { Issue.record("expected copy"); return }
        #expect(missing.turn == nil && missing.missing == .noAnswer(available: 2))
        #expect(third.status == .nothingFound)
    }

    @Test func copyingAPartIsRefusedHonestlyWithoutARecipeAnswer() throws {
        let history = InMemoryHistory()
        var s = session(history)
        try ask(s, "대파 계란")
        let reply = s.handle("재료만 복사해줘").reply
        guard case .copy(let copy) = reply.answer else { Issue.record("expected copy"); return }
        #expect(copy.part == .ingredients)
        #expect(copy.turn == nil && copy.missing == .noRecipeAnswer)
        #expect(reply.answer.status == .nothingFound)
    }

    @Test func historyListsTurnsOfAllConversationsNewestFirst() throws {
        let history = InMemoryHistory()
        var fresh = session(history)
        #expect(fresh.handle("history").reply.answer.status == .nothingFound)
        try ask(session(history, conversation: "a"), "대파 계란")
        try ask(session(history, conversation: "b"), "두부 김치")
        var reader = session(history)
        guard case .history(let listing) = reader.handle("기록 보여줘").reply.answer else {
            Issue.record("expected history")
            return
        }
        #expect(listing.turns.map(\.question) == ["두부 김치", "대파 계란"])
    }

    @Test func contextIsTheConversationsLastTurnsOldestFirst() throws {
        let history = InMemoryHistory()
        var s = session(history)
        for line in ["하나", "둘", "셋"] { try ask(s, line) }
        try ask(session(history, conversation: "other"), "넷")
        #expect(s.context(2).map(\.question) == ["둘", "셋"])
        #expect(session(history, conversation: "new").context(2).isEmpty)
    }

    @Test func aFailedWriteThrowsAndLeavesTheAnswerAlone() throws {
        let history = InMemoryHistory()
        history.failWrites = true
        var s = session(history)
        let (command, reply) = s.handle("대파 어떻게 보관해?")
        #expect(throws: InMemoryHistory.WriteFailed.self) {
            try s.record(question: "대파 어떻게 보관해?", command: command, answerText: "x")
        }
        #expect(reply.answer.status == .answered)
        #expect(history.turns.isEmpty)
    }
}
