import Foundation
import Testing

/// Many yori processes writing one database (and one config file) at once lose nothing:
/// every read-modify-write runs in one write transaction (issue 15, part 1).
@Suite(.serialized) struct ConcurrentWritersTests {
    let yori = BinaryRunner()

    func fridge() throws -> [[String: Any]] {
        let out = try yori.run("fridge", "--json").stdout
        let object = try #require(try JSONSerialization.jsonObject(with: Data(out.utf8)) as? [String: Any])
        return try #require(object["items"] as? [[String: Any]])
    }

    func eggs() throws -> Double {
        try fridge().filter { ($0["name"] as? String) == "계란" }.map { $0["quantity"] as? Double ?? 0 }.reduce(0, +)
    }

    @Test func fortyUsesOfOneEggFromFortyLeaveNone() throws {
        defer { yori.cleanUp() }
        let n = BinaryRunner.reliabilityCount(40)
        let add = try yori.run("fridge", "add", "계란", "\(n)개")
        #expect(add.status == 0, "\(add.stderr)")
        let results = yori.runTogether(Array(repeating: ["fridge", "use", "계란", "1개"], count: n))
        for result in results { #expect(result.status == 0, "\(result.status): \(result.stderr)") }
        #expect(try eggs() == 0)
        let history = try yori.run("fridge", "history", "--lang", "en")
        #expect(history.stdout.components(separatedBy: "\n").filter { $0.contains("계란") && $0.contains("used") }.count
                    <= n)
    }

    @Test func movesDuringUsesNeverBringFoodBack() throws {
        defer { yori.cleanUp() }
        let n = BinaryRunner.reliabilityCount(20)
        #expect(try yori.run("fridge", "add", "계란", "\(n)개").status == 0)
        var runs: [[String]] = []
        for i in 0..<n {
            runs.append(["fridge", "use", "계란", "1개"])
            if i % 2 == 0 { runs.append(["fridge", "move", "계란", i % 4 == 0 ? "--pantry" : "--fridge"]) }
        }
        let results = yori.runTogether(runs)
        for (arguments, result) in zip(runs, results) {
            // A move that comes after the last egg was used finds none: refused, nothing changed.
            let foundNone = arguments[1] == "move" && result.status == 2 && result.stderr.contains("계란이 없어요")
            #expect(result.status == 0 || foundNone, "\(arguments): \(result.status) \(result.stderr)")
        }
        #expect(try eggs() == 0)
    }

    @Test func parallelConfigSetsLoseNoKey() throws {
        defer { yori.cleanUp() }
        let settings = [("model", "m-test"), ("timeout_ms", "4321"), ("connect_timeout_ms", "1234"),
                        ("daily_limit", "7"), ("temperature", "0.5"), ("endpoint", "http://127.0.0.1:9/v1")]
        let runs = (0..<BinaryRunner.reliabilityCount(20)).map { i in
            let (key, value) = settings[i % settings.count]
            return ["config", "set", key, value]
        }
        let results = yori.runTogether(runs)
        for result in results { #expect(result.status == 0, "\(result.stderr)") }
        let text = try String(contentsOfFile: yori.temp + "/.config/yori/config.toml", encoding: .utf8)
        for (key, value) in settings {
            #expect(text.contains("\(key) = ") && text.contains(value), "\(key) lost: \(text)")
        }
        let leftovers = try FileManager.default.contentsOfDirectory(atPath: yori.temp + "/.config/yori")
            .filter { $0.contains(".tmp") }
        #expect(leftovers.isEmpty)
    }
}
