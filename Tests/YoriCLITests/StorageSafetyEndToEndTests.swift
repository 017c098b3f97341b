import Foundation
import Testing
import YoriStore

/// A database yori cannot write (locked by another program): a short message in the user's
/// language and exit 3, never a Swift type dump; the answer of a question still comes out.
@Suite struct StorageSafetyEndToEndTests {
    let yori = BinaryRunner()
    var path: String { yori.temp + "/data/yori/yori.sqlite3" }

    @Test func aDatabaseLockedByAnotherProgramIsExplainedAndNothingChanges() throws {
        _ = try yori.run("fridge")
        let db = try Database(path: path)
        try db.execute("BEGIN EXCLUSIVE")
        let added = try yori.run("fridge", "add", "두부", "1모")
        #expect(added.status == 3)
        #expect(added.stderr.contains("다른 프로그램이 쓰고 있어요"))
        #expect(!added.stderr.contains("sqlite(") && !added.stderr.contains("SQLiteError"))
        // A question only reads: it is answered, with a note that the chat was not saved.
        let piped = try yori.run([], stdin: Data("두부 김치\n".utf8), extraEnvironment: ["YORI_BUSY_TIMEOUT_MS": "500"])
        #expect(piped.stdout.contains("두부·김치로 만들 수 있는 요리") && !piped.stdout.contains("sqlite("), "\(piped.stdout)")
        #expect(piped.stderr.contains("저장하지 못했어요") && piped.stderr.contains("다른 프로그램이 쓰고 있어요"), "\(piped.stderr)")
        try db.execute("ROLLBACK")
        #expect(try yori.run("fridge").status == 1)
    }

    /// The note about a turn that could not be saved follows the question's language, not the
    /// locale's (the test's locale is English).
    @Test func theHistoryNoteIsInTheQuestionsLanguage() throws {
        _ = try yori.run("fridge")
        do {
            let db = try Database(path: path)
            try db.execute("CREATE TRIGGER no_turns BEFORE INSERT ON chat_turns BEGIN SELECT RAISE(ABORT, 'disk is full'); END")
        }
        let r = try yori.run([], stdin: Data("대파랑 계란으로 뭐 만들 수 있어?\n".utf8))
        #expect(r.stdout.contains("대파·계란으로 만들 수 있는 요리"))
        #expect(r.stderr.contains("기록에 저장하지 못했어요"))
        #expect(!r.stderr.contains("could not save"))
    }
}
