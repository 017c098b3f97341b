import Foundation
import Testing
@testable import YoriCLI

/// yori's TOML reader against Python's `tomllib` over a seeded, generated corpus of valid
/// and invalid documents: where tomllib reads a document, yori reads the same keys and
/// values (or refuses a feature it does not use, by name); where tomllib refuses, yori refuses.
@Suite(.enabled(if: TOMLOracle.python != nil, "needs python3 with tomllib (3.11+)"))
struct TOMLDifferentialTests {
    typealias Oracle = TOMLOracle
}

/// Python's tomllib, run once over a batch of documents.
enum TOMLOracle {
    static let python: String? = {
        for path in ["/usr/bin/python3", "/usr/local/bin/python3", "/opt/homebrew/bin/python3"]
        where FileManager.default.isExecutableFile(atPath: path) {
            if (try? runPython(path, script: "import tomllib", input: Data())) != nil { return path }
        }
        return nil
    }()

    /// Reads each document with tomllib; answers, per document, null (refused) or a list of
    /// [key path, [type, value]] with floats as repr() and integers as decimal text.
    static let oracle = #"""
    import json, sys, tomllib
    def flat(d, path, out):
        for k, v in d.items():
            if isinstance(v, dict):
                flat(v, path + [k], out)
            elif isinstance(v, bool):
                out.append([path + [k], ["bool", "true" if v else "false"]])
            elif isinstance(v, int):
                out.append([path + [k], ["int", str(v)]])
            elif isinstance(v, float):
                out.append([path + [k], ["float", repr(v)]])
            elif isinstance(v, str):
                out.append([path + [k], ["str", v]])
            else:
                out.append([path + [k], ["other", type(v).__name__]])
    answers = []
    for doc in json.load(sys.stdin):
        try:
            out = []
            flat(tomllib.loads(doc), [], out)
            answers.append(out)
        except tomllib.TOMLDecodeError:
            answers.append(None)
    json.dump(answers, sys.stdout)
    """#

    static func runPython(_ path: String, script: String, input: Data) throws -> Data {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: path)
        process.arguments = ["-c", script]
        let stdin = Pipe(), stdout = Pipe()
        process.standardInput = stdin
        process.standardOutput = stdout
        process.standardError = FileHandle.nullDevice
        try process.run()
        let writer = Thread {
            stdin.fileHandleForWriting.write(input)
            try? stdin.fileHandleForWriting.close()
        }
        writer.start()
        let data = stdout.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else { throw CocoaError(.executableLoad) }
        return data
    }

}

extension TOMLDifferentialTests {
    /// What yori's reader makes of a document, in the oracle's terms; `nil` when refused.
    static func yori(_ doc: String) -> (entries: [[String]: [String]]?, problem: String?) {
        do {
            var out: [[String]: [String]] = [:]
            for entry in try TOMLReader.read(doc) {
                switch entry.value {
                case .bool(let b): out[entry.path] = ["bool", b ? "true" : "false"]
                case .integer(let n): out[entry.path] = ["int", String(n)]
                case .float(let d): out[entry.path] = ["float", String(d.bitPattern, radix: 16)]
                case .string(let s): out[entry.path] = ["str", s]
                }
            }
            return (out, nil)
        } catch {
            return (nil, error.problem)
        }
    }

    /// Problems that name a TOML feature yori does not use (tomllib reads those documents).
    static let unusedFeatures = ["tables", "arrays", "inline tables", "dates and times", "too large"]

    @Test func agreesWithTomllibOnAGeneratedCorpus() throws {
        var generator = TOMLCorpus(seed: 0x70_6D_6C_18)
        let docs = (0..<600).map { _ in generator.document() } + TOMLCorpus.fixedCases
        let input = try JSONSerialization.data(withJSONObject: docs)
        let output = try Oracle.runPython(Oracle.python!, script: Oracle.oracle, input: input)
        let answers = try #require(JSONSerialization.jsonObject(with: output) as? [Any])
        try #require(answers.count == docs.count)
        var read = 0, refused = 0, unused = 0
        for (doc, answer) in zip(docs, answers) {
            let mine = Self.yori(doc)
            guard let expected = answer as? [[Any]] else {
                refused += 1
                #expect(mine.entries == nil, "tomllib refuses but yori reads: \(doc.debugDescription)")
                continue
            }
            guard let entries = mine.entries else {
                let named = Self.unusedFeatures.contains { mine.problem?.contains($0) == true }
                #expect(named, "tomllib reads but yori refuses (\(mine.problem ?? "")): \(doc.debugDescription)")
                unused += 1
                continue
            }
            read += 1
            var theirs: [[String]: [String]] = [:]
            for pair in expected {
                let path = pair[0] as! [String]
                var typed = pair[1] as! [String]
                if typed[0] == "float", let d = Double(typed[1]) {
                    typed[1] = d.isNaN ? "nan" : String(d.bitPattern, radix: 16)
                }
                theirs[path] = typed
            }
            var ours = entries
            for (path, typed) in ours where typed[0] == "float" {
                if let bits = UInt64(typed[1], radix: 16), Double(bitPattern: bits).isNaN { ours[path] = ["float", "nan"] }
            }
            #expect(ours == theirs, "values differ for \(doc.debugDescription)")
        }
        // The corpus must exercise both sides, or the comparison proves little.
        #expect(read > 150 && refused > 150, "read \(read), refused \(refused), unused features \(unused)")
        #expect(unused > 0)
    }

    @Test(arguments: [
        ("model = '''x'''", "x"), ("model = \"caf\\u00e9\"", "café"), ("\"model\" = 'm'", "m"),
        ("model = \"\"\"\na\\\n   b\"\"\"", "ab"), ("model = '''it's'''''", "it's''"), ("model = \"\\U0001F373\"", "🍳"),
    ])
    func readsWhatTOMLMeans(_ text: String, _ model: String) throws {
        #expect(try ConfigFile(text: text + "\n").value("model") == .string(model))
    }

    @Test(arguments: [
        ("model = 'a' 'b'", "text after the value"), ("model = \"\\q\"", "unknown escape"), ("a.model = 1", "dotted keys"),
        ("model = \"\\uD800\"", "not a Unicode scalar"), ("daily_limit = 012", "cannot read the value"),
        ("[llm]\nmodel = 'x'", "tables"), ("model = 'x'\nmodel = 'y'", "set twice"), ("model = ['x']", "arrays"),
    ])
    func refusesWithTheLineAndReason(_ text: String, _ reason: String) {
        #expect {
            try ConfigFile(text: text + "\n")
        } throws: { error in
            guard let error = error as? ConfigError else { return false }
            return error.problem.contains(reason) && error.line != nil
        }
    }

    @Test func settingAMultiLineValueReplacesAllItsLines() throws {
        let file = try ConfigFile(text: "# mine\nmodel = \"\"\"\nlong\nname\"\"\"\ndaily_limit = 3\n")
        let updated = file.setting("model", .string("short"))
        #expect(updated == "# mine\nmodel = \"short\"\ndaily_limit = 3\n")
        #expect(try ConfigFile(text: updated).value("daily_limit") == .integer(3))
    }
}
