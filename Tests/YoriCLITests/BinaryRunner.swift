import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Runs the built `yori` binary as a user would, with a private environment.
struct BinaryRunner {
    struct Result {
        let status: Int32
        let stdout: String
        let stderr: String
        let stdoutBytes: Data
    }

    let temp: String
    var environment: [String: String]

    init() {
        temp = NSTemporaryDirectory() + "yori-cli-" + UUID().uuidString
        try! FileManager.default.createDirectory(atPath: temp, withIntermediateDirectories: true)
        environment = [
            "HOME": temp, "XDG_DATA_HOME": temp + "/data", "XDG_STATE_HOME": temp + "/state",
            "PATH": "/usr/bin:/bin", "LANG": "C.UTF-8", "YORI_TODAY": "2026-11-22",
        ]
    }

    /// The `yori` executable next to the test bundle (SwiftPM builds it as a dependency).
    static let executable: URL = {
        let here = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath()
        var folder = here.deletingLastPathComponent()
        for _ in 0..<4 {
            let candidate = folder.appendingPathComponent("yori")
            if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
            folder = folder.deletingLastPathComponent()
        }
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
        return root.appendingPathComponent(".build/debug/yori")
    }()

    /// How long one yori run may take before the test kills it and fails (a hang must fail
    /// the test, never stall the whole suite).
    static let timeLimitSeconds = 120

    /// Runs yori with files for stdin, stdout and stderr (no pipes to drain, no threads).
    /// It spawns and reaps the child itself: Foundation's `Process.waitUntilExit` waits on a
    /// run loop and can miss the exit when many tests spawn processes at once.
    /// - Parameter interruptWhen: polled while yori runs; once it returns true, yori gets a
    ///   SIGINT, as from Ctrl-C (with SIGINT's default action, as a shell would start it).
    /// - Parameter interruptSignal: the signal `interruptWhen` sends (SIGKILL for a crash test).
    func run(_ arguments: [String], stdin: Data? = nil, extraEnvironment: [String: String] = [:],
             interruptWhen: (() -> Bool)? = nil, interruptSignal: Int32 = SIGINT) throws -> Result {
        try run(bytes: arguments.map { Array($0.utf8) }, stdin: stdin, extraEnvironment: extraEnvironment,
                interruptWhen: interruptWhen, interruptSignal: interruptSignal)
    }

    /// Runs yori with arguments given as raw bytes (they may be invalid UTF-8).
    func run(bytes arguments: [[UInt8]], stdin: Data? = nil, extraEnvironment: [String: String] = [:],
             interruptWhen: (() -> Bool)? = nil, interruptSignal: Int32 = SIGINT) throws -> Result {
        let id = UUID().uuidString
        let inPath = temp + "/\(id).in", outPath = temp + "/\(id).out", errPath = temp + "/\(id).err"
        for (path, data) in [(inPath, stdin ?? Data()), (outPath, Data()), (errPath, Data())] {
            guard FileManager.default.createFile(atPath: path, contents: data) else {
                throw CocoaError(.fileWriteUnknown)
            }
        }
        let variables = environment.merging(extraEnvironment) { $1 }.map { "\($0.key)=\($0.value)" }
        let status = try Self.spawnAndWait(Self.executable.path, arguments: arguments, environment: variables,
                                           stdin: inPath, stdout: outPath, stderr: errPath, interruptWhen: interruptWhen,
                                           interruptSignal: interruptSignal)
        let outData = FileManager.default.contents(atPath: outPath) ?? Data()
        let errData = FileManager.default.contents(atPath: errPath) ?? Data()
        return Result(status: status, stdout: String(decoding: outData, as: UTF8.self),
                      stderr: String(decoding: errData, as: UTF8.self), stdoutBytes: outData)
    }

    struct Failure: Error, CustomStringConvertible {
        let description: String
    }

    /// posix_spawn with the three standard streams on files, then waitpid with a deadline.
    static func spawnAndWait(_ path: String, arguments: [[UInt8]], environment: [String], stdin: String,
                             stdout: String, stderr: String, interruptWhen: (() -> Bool)? = nil,
                             interruptSignal: Int32 = SIGINT) throws -> Int32 {
        #if canImport(Darwin)
        var actions: posix_spawn_file_actions_t?
        #else
        var actions = posix_spawn_file_actions_t()
        #endif
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, stdin, O_RDONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 1, stdout, O_WRONLY | O_TRUNC, 0)
        posix_spawn_file_actions_addopen(&actions, 2, stderr, O_WRONLY | O_TRUNC, 0)
        let argv: [UnsafeMutablePointer<CChar>?] = [strdup(path)] + arguments.map { bytes in
            let copy = UnsafeMutablePointer<CChar>.allocate(capacity: bytes.count + 1)
            for (i, byte) in bytes.enumerated() { copy[i] = CChar(bitPattern: byte) }
            copy[bytes.count] = 0
            return copy
        } + [nil]
        let envp: [UnsafeMutablePointer<CChar>?] = environment.map { strdup($0) } + [nil]
        defer {
            free(argv[0])
            for pointer in argv.dropFirst() { pointer?.deallocate() }
            for pointer in envp { free(pointer) }
        }
        #if canImport(Darwin)
        var attributes: posix_spawnattr_t?
        #else
        var attributes = posix_spawnattr_t()
        #endif
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        if interruptWhen != nil {
            // The test process may ignore or block SIGINT, and the child would inherit both.
            var defaults = sigset_t(), unblocked = sigset_t()
            sigemptyset(&defaults)
            sigaddset(&defaults, SIGINT)
            sigemptyset(&unblocked)
            posix_spawnattr_setsigdefault(&attributes, &defaults)
            posix_spawnattr_setsigmask(&attributes, &unblocked)
            posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGDEF | POSIX_SPAWN_SETSIGMASK))
        }
        var pid = pid_t()
        let spawned = posix_spawn(&pid, path, &actions, &attributes, argv, envp)
        guard spawned == 0 else { throw Failure(description: "cannot start \(path): errno \(spawned)") }
        var status: Int32 = 0
        let deadline = Date().addingTimeInterval(TimeInterval(timeLimitSeconds))
        var interrupt = interruptWhen
        while true {
            let reaped = waitpid(pid, &status, WNOHANG)
            if reaped == pid { break }
            if let ready = interrupt, ready() {
                kill(pid, interruptSignal)
                interrupt = nil
            }
            if reaped < 0 && errno != EINTR { throw Failure(description: "waitpid: errno \(errno)") }
            if Date() > deadline {
                kill(pid, SIGKILL)
                _ = waitpid(pid, &status, 0)
                let shown = arguments.map { String(decoding: $0.prefix(40), as: UTF8.self) }
                throw Failure(description: "yori \(shown) did not finish within \(timeLimitSeconds) s; killed")
            }
            usleep(2_000)
        }
        let signal = status & 0x7F
        if signal != 0 { return 128 + signal }  // as a shell reports it
        return (status >> 8) & 0xFF
    }

    func run(_ arguments: String..., stdin: String? = nil) throws -> Result {
        try run(arguments, stdin: stdin.map { Data($0.utf8) })
    }

    func cleanUp() { try? FileManager.default.removeItem(atPath: temp) }
}
