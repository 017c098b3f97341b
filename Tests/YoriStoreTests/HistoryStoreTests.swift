import Testing
@testable import YoriKit
@testable import YoriStore

@Suite struct HistoryStoreTests {
    let today = LocalDay(iso: "2026-11-22")!

    func turn(_ question: String, answer: String = "답", conversation: String = "c", day: LocalDay? = nil,
              intent: String = "llm", route: ChatTurn.Route = .local, complete: Bool = true) -> ChatTurn {
        ChatTurn(conversation: conversation, day: day ?? today, question: question, intent: intent, answer: answer,
                 route: route, model: route == .local ? nil : "test-model", complete: complete)
    }

    @Test func migrationIsAppendedLastAndCreatesBothTables() throws {
        #expect(Schema.migrations.contains { $0.name == "005-create-chat-history" })
        let db = try YoriDatabase.inMemory()
        let tables = try db.db.rows("SELECT name FROM sqlite_master WHERE type IN ('table', 'index') ORDER BY name") {
            $0.string(0)
        }
        for name in ["chat_turns", "conversations", "chat_turns_by_conversation", "chat_turns_by_question"] {
            #expect(tables.contains(name), "\(name)")
        }
        // The route is checked by the schema.
        #expect(throws: SQLiteError.self) {
            try db.db.run("INSERT INTO chat_turns (conversation, asked_at, day, question, question_key, intent, answer, route) "
                          + "VALUES ('c', 'x', 'd', 'q', 'k', 'i', 'a', 'elsewhere')")
        }
    }

    @Test func recordsAndReadsBackTurnsNewestFirst() throws {
        let db = try YoriDatabase.inMemory()
        let first = try db.recordTurn(turn("대파랑 계란으로 뭐 만들 수 있어?", answer: "계란말이\n계란찜"))
        let second = try db.recordTurn(ChatTurn(conversation: "c", day: today, question: "비 오는 날 뭐 먹지?", intent: "llm",
                                                answer: "김치전", route: .model, model: "m", elapsedMilliseconds: 812,
                                                promptTokens: 120, completionTokens: 40))
        try db.recordTurn(turn("other", conversation: "d"))
        #expect(first.id > 0 && second.id > first.id)
        #expect(first.askedAt.hasPrefix("20") && first.askedAt.hasSuffix("Z"))
        let recent = try db.recentTurns(conversation: "c", limit: 10)
        #expect(recent.map(\.id) == [second.id, first.id])
        #expect(recent[0] == second)
        #expect(recent[1].answerFirstLine == "계란말이")
        #expect(try db.recentTurns(limit: 2).map(\.conversation) == ["d", "c"])
        #expect(try db.turn(id: first.id)?.question == "대파랑 계란으로 뭐 만들 수 있어?")
        #expect(try db.turn(id: 999) == nil)
        #expect(try db.allTurns().map(\.id) == [first.id, second.id, second.id + 1])
        #expect(try db.allTurns(conversation: "d").count == 1)
    }

    @Test func searchFindsTwoSyllableKoreanInsideLongerWords() throws {
        let db = try YoriDatabase.inMemory()
        try db.recordTurn(turn("다진대파를 넣어도 돼?", answer: "네"))
        try db.recordTurn(turn("양파 볶는 법", answer: "약불에서 대파기름을 먼저 내요"))
        try db.recordTurn(turn("두부 보관", answer: "물에 담가 냉장"))
        try db.recordTurn(turn("What about Kimchi?", answer: "fine"))
        #expect(try db.searchTurns("대파").count == 2)
        #expect(try db.searchTurns(" 대파 ").count == 2)
        #expect(try db.searchTurns("파").count == 2)  // a plain substring: 양파 holds it too
        #expect(try db.searchTurns("kimchi").count == 1)
        #expect(try db.searchTurns("계란").isEmpty)
        #expect(try db.searchTurns("").isEmpty)
        #expect(try db.searchTurns("%").isEmpty)  // no LIKE wildcards
    }

    @Test func searchLeavesOutListingsAndCopiesThatRepeatOtherTurns() throws {
        let db = try YoriDatabase.inMemory()
        let asked = try db.recordTurn(turn("ai 감자 삶는 시간", answer: "감자는 20분 삶아요", route: .model))
        try db.recordTurn(turn("기록 보여줘", answer: "최근 대화 1개\n 1  ai 감자 삶는 시간  감자는 20분…", intent: "history"))
        try db.recordTurn(turn("copy", answer: "감자는 20분 삶아요", intent: "copy"))
        #expect(try db.searchTurns("감자").map(\.id) == [asked.id])
    }

    @Test func deletesOneTurn() throws {
        let db = try YoriDatabase.inMemory()
        let t = try db.recordTurn(turn("a"))
        #expect(try db.deleteTurn(id: t.id))
        #expect(try !db.deleteTurn(id: t.id))
        #expect(try db.recentTurns().isEmpty)
    }

    @Test func clearsTurnsOlderThanSomeDaysByLocalDay() throws {
        let db = try YoriDatabase.inMemory()
        try db.recordTurn(turn("old", day: today.adding(days: -40)))
        try db.recordTurn(turn("edge", day: today.adding(days: -30)))
        try db.recordTurn(turn("new", day: today))
        try db.touchConversation("stale", at: "2026-09-01T00:00:00.000Z")
        #expect(try db.clearTurns(olderThanDays: 30, today: today) == 1)
        #expect(try db.allTurns().map(\.question) == ["edge", "new"])
        #expect(try !db.conversations().map(\.name).contains("stale"))
        #expect(try db.conversations().map(\.name) == ["c"])
        #expect(try db.clearTurns(olderThanDays: nil, today: today) == 2)
        #expect(try db.allTurns().isEmpty)
        #expect(try db.lastConversation() == nil)
    }

    @Test func aNewConversationNeverJoinsOneWithTheSameName() throws {
        let db = try YoriDatabase.inMemory()
        #expect(try db.createConversation(base: "2026-11-24 09:00", at: "2026-11-24T00:00:00.000Z") == "2026-11-24 09:00")
        #expect(try db.createConversation(base: "2026-11-24 09:00") == "2026-11-24 09:00 (2)")
        #expect(try db.createConversation(base: "2026-11-24 09:00") == "2026-11-24 09:00 (3)")
        #expect(try db.createConversation(base: "2026-11-24 09:01") == "2026-11-24 09:01")
        #expect(try db.conversations().count == 4)
    }

    @Test func conversationsAreTouchedAndTheLastOneFound() throws {
        let db = try YoriDatabase.inMemory()
        #expect(try db.lastConversation() == nil)
        try db.touchConversation("2026-11-20 09:00", at: "2026-11-20T00:00:00.000Z")
        try db.touchConversation("저녁", at: "2026-11-21T00:00:00.000Z")
        #expect(try db.lastConversation() == "저녁")
        try db.touchConversation("2026-11-20 09:00", at: "2026-11-21T10:00:00.000Z")
        #expect(try db.lastConversation() == "2026-11-20 09:00")
        // An older stamp never moves a conversation back.
        try db.touchConversation("2026-11-20 09:00", at: "2026-01-01T00:00:00.000Z")
        #expect(try db.lastConversation() == "2026-11-20 09:00")
        // Recording a turn uses its conversation now.
        try db.recordTurn(turn("q", conversation: "저녁"))
        #expect(try db.lastConversation() == "저녁")
        let all = try db.conversations()
        #expect(all.first?.name == "저녁" && all.first?.turns == 1)
    }

    @Test func cacheFindsOnlyCompleteModelAnswersOfTheSameDayAndKey() throws {
        let db = try YoriDatabase.inMemory()
        let key = QuestionKey.normalise("비 오는 날 뭐 먹지?")
        try db.recordTurn(turn("비 오는 날 뭐 먹지?", answer: "local", route: .local))
        #expect(try db.cachedAnswer(day: today, questionKey: key) == nil)
        try db.recordTurn(turn("비 오는 날 뭐 먹지", answer: "cut", route: .model, complete: false))
        #expect(try db.cachedAnswer(day: today, questionKey: key) == nil)
        try db.recordTurn(turn("비 오는 날 뭐 먹지", answer: "yesterday", day: today.adding(days: -1), route: .model))
        #expect(try db.cachedAnswer(day: today, questionKey: key) == nil)
        try db.recordTurn(turn("비 오는 날, 뭐 먹지!", answer: "김치전", route: .model))
        let hit = try #require(try db.cachedAnswer(day: today, questionKey: key))
        #expect(hit.answer == "김치전" && hit.model == "test-model")
    }

    @Test func fileStaysPrivate() throws {
        let temp = TempFolder()
        let db = try YoriDatabase(path: temp.file("h.sqlite3"))
        try db.recordTurn(turn("q"))
        #expect(temp.mode("h.sqlite3") == 0o600)
    }
}
