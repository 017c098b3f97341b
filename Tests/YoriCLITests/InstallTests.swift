import Foundation
import Testing

/// `make install`, `make uninstall`, the system-library check and the man page generator,
/// run from the repository (dry runs: nothing is built or installed by these tests).
@Suite struct InstallTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().path

    static let installed = [
        "bin/yori", "share/bash-completion/completions/yori", "share/zsh/site-functions/_yori",
        "share/fish/vendor_completions.d/yori.fish", "share/man/man1/yori.1",
    ]

    /// Runs a tool in the repository (through BinaryRunner's spawn, not Process); nil when the
    /// tool is not installed.
    static func run(_ tool: String, _ arguments: [String], environment: [String: String] = [:]) throws
        -> (status: Int32, stdout: String, stderr: String)?
    {
        let found = ["/usr/bin", "/bin", "/usr/local/bin"].contains { FileManager.default.isExecutableFile(atPath: $0 + "/" + tool) }
        guard found else { return nil }
        let temp = FileManager.default.temporaryDirectory.appendingPathComponent("yori-install-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: temp, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: temp) }
        for name in ["in", "out", "err"] { FileManager.default.createFile(atPath: temp + "/" + name, contents: Data()) }
        var variables = ProcessInfo.processInfo.environment.merging(environment) { $1 }
        variables["PATH"] = "/usr/bin:/bin:/usr/local/bin:" + (variables["PATH"] ?? "")
        let script = "cd \"$1\" && shift && exec \"$@\""
        let status = try BinaryRunner.spawnAndWait(
            "/bin/sh", arguments: (["-c", script, "sh", root, tool] + arguments).map { Array($0.utf8) },
            environment: variables.map { "\($0.key)=\($0.value)" },
            stdin: temp + "/in", stdout: temp + "/out", stderr: temp + "/err")
        let read = { (name: String) in String(decoding: FileManager.default.contents(atPath: temp + "/" + name) ?? Data(), as: UTF8.self) }
        return (status, read("out"), read("err"))
    }

    @Test func installPutsTheFiveFilesUnderDestdirAndPrefix() throws {
        guard let r = try Self.run("make", ["-n", "install", "PREFIX=/opt/y", "DESTDIR=/tmp/stage"]) else { return }
        #expect(r.status == 0, "\(r.stderr)")
        for file in Self.installed {
            #expect(r.stdout.contains("/tmp/stage/opt/y/" + file), "\(file)")
        }
        #expect(r.stdout.contains("--static-swift-stdlib"))
        #expect(r.stdout.contains("Scripts/check-system-libs"))
        // The default prefix.
        let plain = try #require(try Self.run("make", ["-n", "install"]))
        #expect(plain.stdout.contains("/usr/local/bin/yori"))
    }

    @Test func uninstallRemovesExactlyWhatInstallPuts() throws {
        guard let r = try Self.run("make", ["-n", "uninstall", "PREFIX=/opt/y", "DESTDIR=/tmp/stage"]) else { return }
        #expect(r.status == 0)
        let removed = r.stdout.split(whereSeparator: \.isWhitespace).filter { $0.hasPrefix("/") }.map(String.init)
        #expect(removed.sorted() == Self.installed.map { "/tmp/stage/opt/y/" + $0 }.sorted())
    }

    @Test func aTildePrefixMeansHome() throws {
        guard let r = try Self.run("make", ["-n", "uninstall", "PREFIX=~/.local"], environment: ["HOME": "/home/cook"]) else { return }
        #expect(r.stdout.contains("/home/cook/.local/bin/yori"))
    }

    @Test func missingSystemLibrariesStopWithTheAptLine() throws {
        // A compiler that finds no header stands in for a machine without the -dev packages.
        guard let r = try Self.run("sh", ["Scripts/check-system-libs"], environment: ["YORI_CHECK_CC": "false"]) else { return }
        #expect(r.status == 1)
        #if os(Linux)
        #expect(r.stderr.contains("Run: sudo apt-get install libreadline-dev libsqlite3-dev libcurl4-openssl-dev"))
        #endif
        guard let present = try Self.run("sh", ["Scripts/check-system-libs"]) else { return }
        #expect(present.status == 0, "\(present.stderr)")  // this machine builds yori, so it has them
    }

    @Test func theManPageKeepsItsKoreanAndEveryCommand() throws {
        guard let r = try Self.run("env", ["python3", "Scripts/generate-man", BinaryRunner.executable.path]), r.status != 127 else { return }
        #expect(r.status == 0, "\(r.stderr)")
        #expect(r.stdout.hasPrefix(".\\\" Generated"))
        #expect(r.stdout.contains(".TH \"YORI\" \"1\""))
        #expect(r.stdout.contains("요리 도우미"))
        #expect(r.stdout.contains("된장찌개"))
        for command in ["yori fridge add", "yori shop add-missing", "yori history clear", "yori cook", "yori config set"] {
            #expect(r.stdout.contains(".SS \"\(command.replacingOccurrences(of: "-", with: "\\-"))\""), "\(command)")
        }
        // groff reads it without a warning, when groff is here.
        let page = FileManager.default.temporaryDirectory.appendingPathComponent("yori-\(UUID().uuidString).1")
        try Data(r.stdout.utf8).write(to: page)
        defer { try? FileManager.default.removeItem(at: page) }
        guard let rendered = try Self.run("groff", ["-man", "-Tutf8", "-K", "utf8", "-ww", "-z", page.path]) else { return }
        #expect(rendered.status == 0)
        #expect(rendered.stderr.isEmpty, "\(rendered.stderr)")
    }
}
