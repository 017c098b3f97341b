import Foundation
import Testing
import YoriTestSupport

/// History like `llm logs`: `-n`, JSON Lines, `history path`, filters by route and model,
/// and turning recording off (`--no-log` for one run, `history off|on` as a setting).
@Suite(.serialized) struct HistoryRecordingEndToEndTests {
    let yori = BinaryRunner()

    func questions(_ arguments: [String] = []) throws -> [String] {
        let r = try yori.run(["history", "--json"] + arguments)
        let turns = try #require(jsonLines(r.stdout), "not JSON Lines: \(r.stdout)")
        return turns.map { $0["question"] as? String ?? "?" }
    }

    @Test func listsAsJSONLinesNewestFirstWithDashN() throws {
        for question in ["두부 김치", "대파 계란", "감자 양파"] { #expect(try yori.run("ask", question).status == 0) }
        let r = try yori.run("history", "-n", "2", "--json")
        #expect(r.stdout.split(separator: "\n").count == 2)
        #expect(try questions(["-n", "2"]) == ["감자 양파", "대파 계란"])
        #expect(try questions(["--limit", "1"]) == ["감자 양파"])
        #expect(try yori.run("history", "-n", "0").status == 2)
    }

    @Test func filtersByRouteAndModel() throws {
        let server = TestServer.openAICompatible(models: [], reply: "김치찌개가 좋아요.")
        let env = ["YORI_ENDPOINT": server.baseURL, "YORI_MODEL": "llama3.2"]
        _ = try yori.run(["ask", "두부 김치"], extraEnvironment: env)
        _ = try yori.run(["ask", "--ai", "국물 요리 추천해줘"], extraEnvironment: env)
        _ = try yori.run(["ask", "--ai", "-m", "qwen2.5", "볶음 요리 추천해줘"], extraEnvironment: env)
        #expect(try questions(["--route", "local"]) == ["두부 김치"])
        #expect(try questions(["--route", "model"]) == ["ai 볶음 요리 추천해줘", "ai 국물 요리 추천해줘"])
        #expect(try questions(["--model", "llama3.2"]) == ["ai 국물 요리 추천해줘"])
        #expect(try questions(["--route", "model", "-m", "qwen2.5", "-n", "5"]) == ["ai 볶음 요리 추천해줘"])
        #expect(try yori.run("history", "--model", "gpt-5").status == 1)
        let bad = try yori.run("history", "--route", "remote")
        #expect(bad.status == 2 && bad.stderr.contains("local, cache or model"))
    }

    @Test func pathIsTheDatabaseFile() throws {
        #expect(try yori.run("history", "path").stdout == yori.temp + "/data/yori/yori.sqlite3\n")
        #expect(try yori.run(["history", "path"], extraEnvironment: ["YORI_DB": "/tmp/x.sqlite3"]).stdout == "/tmp/x.sqlite3\n")
        #expect(try yori.run("history", "path", "--db", "/tmp/y.sqlite3").stdout == "/tmp/y.sqlite3\n")
    }

    @Test func noLogSkipsOneRunAndHistoryOffStopsUntilOn() throws {
        #expect(try yori.run("ask", "--no-log", "두부 김치").status == 0)
        #expect(try yori.run("--no-log", "대파 계란").status == 0)
        let pipe = try yori.run(["--no-log"], stdin: Data("감자 양파\n".utf8))
        #expect(pipe.status == 0)
        #expect(try yori.run("history").status == 1)  // nothing kept
        #expect(try yori.run("ask", "두부 김치").status == 0)
        #expect(try questions() == ["두부 김치"])

        let off = try yori.run("history", "off")
        #expect(off.status == 0 && off.stdout.contains("history on"))
        #expect(try yori.run("ask", "대파 계란").status == 0)
        #expect(try yori.run(["chat", "저녁"], stdin: Data("감자 양파\n".utf8)).status == 0)
        #expect(try questions() == ["두부 김치"])  // kept turns stay, new ones are not recorded
        let on = try yori.run("history", "on", "--json")
        #expect(on.stdout == "{\"recording\":true}\n")
        #expect(try yori.run("ask", "감자 양파").status == 0)
        #expect(try questions() == ["감자 양파", "두부 김치"])
        // In a chat, `history off` holds from the next line.
        let chat = try yori.run(["chat", "점심"], stdin: Data("대파 계란\nhistory off\n두부 김치\nhistory on\n감자 양파\n".utf8))
        #expect(chat.status == 0, "\(chat.stderr)")
        #expect(try questions(["--chat", "점심"]) == ["감자 양파", "대파 계란"])
    }
}
