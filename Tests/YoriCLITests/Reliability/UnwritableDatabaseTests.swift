import Foundation
import Testing
import YoriStore
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A database yori may read but not write — in a read-only folder, or locked by another
/// program — still answers every question that only reads; commands that must write exit 3
/// with the reason; nothing ever prints nothing (issue 15, part 6).
///
/// Root ignores file permissions, so as root the runs go through `setpriv` as `nobody`
/// (uid 65534); without `setpriv` (or as another user who cannot switch) the read-only cases
/// run as the user, which permissions do bind.
@Suite(.serialized) struct UnwritableDatabaseTests {
    let yori = BinaryRunner()

    static let setpriv = ["/usr/bin/setpriv", "/bin/setpriv"].first { FileManager.default.isExecutableFile(atPath: $0) }
    static var isRoot: Bool { geteuid() == 0 }
    /// Runs as someone permissions apply to, or `nil` when this machine cannot arrange it.
    static var canDropPrivileges: Bool { !isRoot || setpriv != nil }

    /// yori as a user file permissions bind (nobody, when the tests run as root).
    func run(_ arguments: [String], stdin: String = "", asUser: Bool = true) throws -> BinaryRunner.Result {
        let id = UUID().uuidString
        let inPath = yori.temp + "/\(id).in", outPath = yori.temp + "/\(id).out", errPath = yori.temp + "/\(id).err"
        for (path, text) in [(inPath, stdin), (outPath, ""), (errPath, "")] {
            FileManager.default.createFile(atPath: path, contents: Data(text.utf8), attributes: [.posixPermissions: 0o666])
        }
        var program = BinaryRunner.executable.path
        var all = arguments
        if asUser, Self.isRoot, let setpriv = Self.setpriv {
            all = ["--reuid=65534", "--regid=65534", "--clear-groups", program] + arguments
            program = setpriv
        }
        let environment = yori.environment.map { "\($0.key)=\($0.value)" }
        let status = try BinaryRunner.spawnAndWait(program, arguments: all.map { Array($0.utf8) }, environment: environment,
                                                   stdin: inPath, stdout: outPath, stderr: errPath)
        return BinaryRunner.Result(status: status, stdout: (try? String(contentsOfFile: outPath, encoding: .utf8)) ?? "",
                                   stderr: (try? String(contentsOfFile: errPath, encoding: .utf8)) ?? "",
                                   stdoutBytes: FileManager.default.contents(atPath: outPath) ?? Data())
    }

    /// The commands that only read, each of which must answer.
    static let reads: [[String]] = [
        ["cook", "계란", "대파"], ["cook", "egg", "--json"], ["search", "김치"], ["search", "kimchi", "--json"], ["show", "1"],
        ["fridge"], ["fridge", "--json"], ["expiring"], ["tip", "계란"], ["ask", "계란으로 뭐 만들어?"],
        ["ask", "what can I make with eggs?"], ["bookmarks"], ["shop"],
    ]
    /// Commands that must write, each refused with exit 3.
    static let writes: [[String]] = [["fridge", "add", "두부", "1모"], ["fridge", "use", "계란", "1개"], ["bookmark", "1"],
                                     ["shop", "add", "우유"]]

    func checkAnswers(_ db: String, expectWriteReason: String, asUser: Bool = true) throws {
        for arguments in Self.reads {
            let result = try run(["--db", db] + arguments, asUser: asUser)
            #expect(result.status <= 1, "\(arguments): \(result.status) \(result.stderr)")
            #expect(!result.stdout.isEmpty, "\(arguments) printed nothing: \(result.stderr)")
        }
        // A question: the answer, then one line on stderr that the chat was not saved.
        let question = try run(["--db", db, "ask", "계란으로 뭐 만들어?"], asUser: asUser)
        #expect(question.stdout.contains("계란"))
        #expect(question.stderr.contains("저장하지 못했어요"), "\(question.stderr)")
        #expect(question.stderr.split(separator: "\n").count == 1, "\(question.stderr)")
        let piped = try run(["--db", db], stdin: "계란으로 뭐 만들어?\n1번 보여줘\n", asUser: asUser)
        #expect(piped.status <= 1, "\(piped.stderr)")
        #expect(!piped.stdout.isEmpty)
        for arguments in Self.writes {
            let result = try run(["--db", db, "--lang", "en"] + arguments, asUser: asUser)
            #expect(result.status == 3, "\(arguments): \(result.status) \(result.stdout) \(result.stderr)")
            #expect(result.stderr.contains(expectWriteReason), "\(arguments): \(result.stderr)")
        }
    }

    func makeDatabase(in folder: String) throws -> String {
        #expect(mkdir(folder, 0o755) == 0)
        if Self.isRoot { #expect(chown(folder, 65534, 65534) == 0) }
        let db = folder + "/yori.db"
        let added = try run(["--db", db, "fridge", "add", "계란", "10개"])
        #expect(added.status == 0, "\(added.stderr)")
        return db
    }

    @Test(.enabled(if: canDropPrivileges)) func aReadOnlyFolderStillAnswers() throws {
        defer { _ = chmod(yori.temp + "/ro", 0o755); yori.cleanUp() }
        chmod(yori.temp, 0o755)
        let db = try makeDatabase(in: yori.temp + "/ro")
        // Written and closed, its -wal and -shm gone: now the folder becomes read-only.
        let before = try Data(contentsOf: URL(fileURLWithPath: db))
        #expect(chmod(yori.temp + "/ro", 0o555) == 0)
        try checkAnswers(db, expectWriteReason: "read-only")
        #expect(try Data(contentsOf: URL(fileURLWithPath: db)) == before)
    }

    @Test(.enabled(if: canDropPrivileges)) func aReadOnlyFileStillAnswers() throws {
        defer { yori.cleanUp() }
        chmod(yori.temp, 0o755)
        let db = try makeDatabase(in: yori.temp + "/rofile")
        #expect(chmod(db, 0o444) == 0)
        try checkAnswers(db, expectWriteReason: "read-only")
    }

    /// Another program holds the write lock: reads answer at once, writes wait for the busy
    /// timeout (shortened here) and then say the database is in use.
    @Test func aLockedDatabaseStillAnswers() throws {
        defer { yori.cleanUp() }
        let db = yori.temp + "/locked.db"
        #expect(try yori.run(["--db", db, "fridge", "add", "계란", "10개"]).status == 0)
        let holder = try Database(path: db)
        try holder.execute("BEGIN EXCLUSIVE")
        defer { try? holder.execute("ROLLBACK") }
        let env = ["YORI_BUSY_TIMEOUT_MS": "300"]
        for arguments in [["cook", "계란"], ["fridge"], ["search", "김치"]] {
            let result = try yori.run(["--db", db] + arguments, extraEnvironment: env)
            #expect(result.status <= 1, "\(arguments): \(result.status) \(result.stderr)")
            #expect(!result.stdout.isEmpty, "\(arguments)")
        }
        let question = try yori.run(["--db", db, "ask", "계란으로 뭐 만들어?"], extraEnvironment: env)
        #expect(question.status == 0 && question.stdout.contains("계란"), "\(question.stderr)")
        #expect(question.stderr.contains("저장하지 못했어요"), "\(question.stderr)")
        let write = try yori.run(["--db", db, "--lang", "en", "fridge", "use", "계란", "1개"], extraEnvironment: env)
        #expect(write.status == 3, "\(write.status) \(write.stdout) \(write.stderr)")
        #expect(write.stderr.contains("in use by another program"), "\(write.stderr)")
    }

    /// Mounting a small tmpfs needs root; by hand only (`Scripts/reliability` sets
    /// `YORI_RELIABILITY_MOUNT=1` when run as root).
    static var canMount: Bool { isRoot && ProcessInfo.processInfo.environment["YORI_RELIABILITY_MOUNT"] == "1" }

    /// 0 bytes free: questions are answered (with the note), writes say the disk is full.
    @Test(.enabled(if: canMount)) func aFullDiskStillAnswers() throws {
        let mountPoint = yori.temp + "/small"
        try FileManager.default.createDirectory(atPath: mountPoint, withIntermediateDirectories: true)
        defer { _ = shell(["/bin/umount", mountPoint]); yori.cleanUp() }
        try #require(shell(["/bin/mount", "-t", "tmpfs", "-o", "size=4m", "tmpfs", mountPoint]) == 0)
        let db = mountPoint + "/yori.db"
        #expect(try yori.run(["--db", db, "fridge", "add", "계란", "10개"]).status == 0)
        _ = shell(["/bin/dd", "if=/dev/zero", "of=\(mountPoint)/fill", "bs=4k"])
        try checkAnswers(db, expectWriteReason: "disk is full", asUser: false)
    }

    func shell(_ arguments: [String]) -> Int32 {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: arguments[0])
        process.arguments = Array(arguments.dropFirst())
        process.standardError = FileHandle.nullDevice
        process.standardOutput = FileHandle.nullDevice
        guard (try? process.run()) != nil else { return -1 }
        process.waitUntilExit()
        return process.terminationStatus
    }
}
