import Foundation
import Testing
import YoriStore

/// The chat history, conversations and copy, through the real binary.
@Suite(.serialized) struct HistoryEndToEndTests {
    let yori = BinaryRunner()

    func turns(_ arguments: String...) throws -> [[String: Any]] {
        let r = try yori.run(["history", "--json"] + arguments)
        return try #require(jsonLines(r.stdout))
    }

    /// Pipes `lines` to yori and returns its answers, in order.
    func pipe(_ lines: String..., arguments: [String] = []) throws -> [String] {
        let r = try yori.run(arguments, stdin: Data((lines.joined(separator: "\n") + "\n").utf8))
        #expect(r.stderr.isEmpty, "\(r.stderr)")
        return r.stdout.dropLast().components(separatedBy: "\n\n")
    }

    /// The same state gives the same exit code in every format; "nothing yet" is an answer (stdout,
    /// or only the empty JSON with --json), a turn that is not there an error (stderr).
    @Test func emptyHistoryAnswersTheSameInTextAndJSON() throws {
        let text = try yori.run("history", "--lang", "en")
        #expect(text.status == 1 && text.stdout == "No chat history yet.\n" && text.stderr.isEmpty, "\(text)")
        let json = try yori.run("history", "--json")
        #expect(json.status == 1 && json.stdout.isEmpty && json.stderr.isEmpty, "\(json)")  // JSON Lines: no lines
        let search = try yori.run("history", "search", "대파", "--lang", "ko")
        #expect(search.status == 1 && search.stdout.contains("'대파'가 들어간 대화가 없어요") && search.stderr.isEmpty, "\(search)")
        let searchJSON = try yori.run("history", "search", "대파", "--json")
        #expect(searchJSON.status == 1 && searchJSON.stdout.isEmpty && searchJSON.stderr.isEmpty)
        for format in [["--lang", "en"], ["--json"]] {
            let missing = try yori.run(["history", "show", "999"] + format)
            #expect(missing.status == 1 && missing.stdout.isEmpty && missing.stderr.contains("#999"), "\(missing)")
            let removed = try yori.run(["history", "rm", "999"] + format)
            #expect(removed.status == 1 && removed.stdout.isEmpty && removed.stderr.contains("#999"), "\(removed)")
        }
        let fridge = try yori.run("fridge", "history", "--lang", "en")
        let fridgeJSON = try yori.run("fridge", "history", "--json")
        #expect(fridge.status == 1 && fridgeJSON.status == 1, "\(fridge) \(fridgeJSON)")
        #expect(fridgeJSON.stdout == "[]\n" && fridgeJSON.stderr.isEmpty)
        _ = try yori.run("fridge", "add", "두부", "1모")
        #expect(try yori.run("fridge", "history", "--json").status == 0)
    }

    @Test func pipeModeQuestionsShowUpInHistoryJSON() throws {
        let answers = try pipe("대파랑 계란으로 뭐 만들 수 있어?", "두부 어떻게 보관해?")
        #expect(answers.count == 2)
        let list = try turns()
        #expect(list.count == 2)
        #expect(list.map { $0["question"] as? String } == ["두부 어떻게 보관해?", "대파랑 계란으로 뭐 만들 수 있어?"])
        #expect(list.map { $0["intent"] as? String } == ["storage_tip", "recommend"])
        #expect(list.map { $0["answer"] as? String } == [answers[1], answers[0]])  // exactly what was shown
        for turn in list {
            #expect(turn["conversation"] as? String == "ask")
            #expect(turn["route"] as? String == "local")
            #expect(turn["day"] as? String == "2026-11-22")
            #expect(turn["complete"] as? Bool == true)
            #expect((turn["asked_at"] as? String)?.hasSuffix("Z") == true)
        }
        let text = try yori.run("history", "--lang", "ko")
        #expect(text.status == 0)
        #expect(text.stdout.contains("최근 대화 2개") && text.stdout.contains("로컬"))
        #expect(text.stdout.contains("두부 어떻게 보관해?"))
    }

    @Test func yoriCopyInAPipePrintsTheLastAnswer() throws {
        let answers = try pipe("대파랑 계란으로 뭐 만들 수 있어?", "두부 어떻게 보관해?")
        let last = try yori.run("copy")
        #expect(last.status == 0, "\(last.stderr)")
        #expect(last.stdout == answers[1] + "\n")
        #expect(!last.stdout.contains("\u{1B}"))
        #expect(try yori.run("copy", "2").stdout == answers[0] + "\n")
        let none = try yori.run("copy", "3")
        #expect(none.status == 1)
        #expect(none.stdout.isEmpty)  // `yori copy 3 | pbcopy` copies no excuse
        #expect(none.stderr.contains("only 2 answers"))
        // The copy request itself is not an answer to copy.
        #expect(try yori.run("copy").stdout == answers[1] + "\n")
    }

    @Test func copyInsideAPipeWritesTheEarlierAnswer() throws {
        let answers = try pipe("대파 계란", "copy")
        #expect(answers.count == 2 && answers[1] == answers[0])
    }

    @Test func copyingARecipePartSaysThereIsNoRecipeAnswer() throws {
        _ = try pipe("대파 계란")
        let r = try yori.run("copy", "ingredients", "--lang", "ko")
        #expect(r.status == 1)
        #expect(r.stdout.isEmpty)
        #expect(r.stderr.contains("레시피를 자세히 보여 준 답이 있어야"))
        #expect(try yori.run("copy", "sideways").status == 2)
    }

    @Test func clearRefusesWithoutAnAgeAndClearsByLocalDay() throws {
        _ = try pipe("대파 계란", "두부 김치")
        #expect(try yori.run("history", "clear").status == 2)
        #expect(try yori.run("history", "clear", "--older-than", "3m").status == 2)
        #expect(try yori.run("history", "clear", "--older-than", "30d", "--all").status == 2)
        let none = try yori.run("history", "clear", "--older-than", "30d")
        #expect(none.status == 0 && none.stdout.contains("0"))
        let later = try yori.run(["history", "clear", "--older-than", "4w", "--json"],
                                 extraEnvironment: ["YORI_TODAY": "2027-01-10"])
        #expect(later.stdout == "{\"deleted\":2,\"older_than_days\":28}\n")
        #expect(try yori.run("history").status == 1)
    }

    @Test func searchShowRemoveAndExport() throws {
        // (Lines yori does not understand are not kept, so both are questions it answers.)
        _ = try pipe("다진대파는 계란이랑 뭐 해먹지?", "냉장고에 뭐 있어?")
        let found = try turns("search", "대파")
        #expect(found.count == 1)
        let id = try #require(found.first?["id"] as? Int)
        #expect(try yori.run("history", "search", "대파").stdout.contains("다진대파는"))
        #expect(try yori.run("history", "search", "감자").status == 1)
        #expect(try yori.run("history", "search").status == 2)
        let shown = try yori.run("history", "show", "\(id)")
        #expect(shown.status == 0 && shown.stdout.contains("다진대파는 계란이랑 뭐 해먹지?"))
        #expect(try yori.run("history", "show", "999").status == 1)
        #expect(try yori.run("history", "show", "x").status == 2)
        let markdown = try yori.run("history", "export", "--format", "md")
        #expect(markdown.stdout.hasPrefix("# yori"))
        #expect(markdown.stdout.contains("## ask") && markdown.stdout.contains("> 냉장고에 뭐 있어?"))
        let json = try yori.run("history", "export", "--format", "json")
        #expect((try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [Any])?.count == 2)
        #expect(try yori.run("history", "rm", "\(id)").status == 0)
        #expect(try yori.run("history", "rm", "\(id)").status == 1)
        #expect(try turns().count == 1)
    }

    @Test func namedConversationsAndContinue() throws {
        _ = try pipe("대파 계란", arguments: ["chat", "저녁"])
        _ = try pipe("두부 김치", arguments: ["--continue"])
        _ = try pipe("감자 양파")
        #expect(try turns("--chat", "저녁").map { $0["question"] as? String } == ["두부 김치", "대파 계란"])
        #expect(try turns("--chat", "ask").map { $0["question"] as? String } == ["감자 양파"])
        // copy reads the conversation used last, or the one named.
        #expect(try yori.run("copy", "--chat", "저녁").stdout.contains("두부"))
        #expect(try yori.run("copy").stdout.contains("감자"))
        #expect(try yori.run("chat", "").status == 2)
    }

    @Test func storedTextCannotCarryTerminalControls() throws {
        _ = try pipe("\u{1B}]52;c;cm0gLXJmIH4=\u{07}대파 계란\u{1B}[2J")
        let list = try turns()
        #expect(list.first?["question"] as? String == "대파 계란")
        #expect(!(try yori.run("history").stdout.contains("\u{1B}")))
    }

    @Test func aFailedHistoryWriteStillPrintsTheAnswer() throws {
        _ = try pipe("두부 김치")
        let path = yori.temp + "/data/yori/yori.sqlite3"
        do {
            let db = try Database(path: path)
            try db.execute("CREATE TRIGGER no_turns BEFORE INSERT ON chat_turns BEGIN SELECT RAISE(ABORT, 'disk is full'); END")
        }
        let r = try yori.run(["--lang", "ko"], stdin: Data("대파랑 계란으로 뭐 만들 수 있어?\n".utf8))
        #expect(r.status == 0)
        #expect(r.stdout.contains("대파·계란으로 만들 수 있는 요리"))
        #expect(r.stderr.contains("기록에 저장하지 못했어요") && r.stderr.contains("disk is full"))
        #expect(try turns().count == 1)
    }
}
