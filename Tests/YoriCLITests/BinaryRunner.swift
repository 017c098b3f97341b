import Foundation

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

    /// Runs yori with files for stdin, stdout and stderr (no pipes to drain, no threads).
    func run(_ arguments: [String], stdin: Data? = nil, extraEnvironment: [String: String] = [:]) throws -> Result {
        let id = UUID().uuidString
        let inPath = temp + "/\(id).in", outPath = temp + "/\(id).out", errPath = temp + "/\(id).err"
        for (path, data) in [(inPath, stdin ?? Data()), (outPath, Data()), (errPath, Data())] {
            guard FileManager.default.createFile(atPath: path, contents: data) else {
                throw CocoaError(.fileWriteUnknown)
            }
        }
        let process = Process()
        process.executableURL = Self.executable
        process.arguments = arguments
        process.environment = environment.merging(extraEnvironment) { $1 }
        process.standardInput = FileHandle(forReadingAtPath: inPath)
        process.standardOutput = FileHandle(forWritingAtPath: outPath)
        process.standardError = FileHandle(forWritingAtPath: errPath)
        try process.run()
        process.waitUntilExit()
        let outData = FileManager.default.contents(atPath: outPath) ?? Data()
        let errData = FileManager.default.contents(atPath: errPath) ?? Data()
        return Result(status: process.terminationStatus, stdout: String(decoding: outData, as: UTF8.self),
                      stderr: String(decoding: errData, as: UTF8.self), stdoutBytes: outData)
    }

    func run(_ arguments: String..., stdin: String? = nil) throws -> Result {
        try run(arguments, stdin: stdin.map { Data($0.utf8) })
    }

    func cleanUp() { try? FileManager.default.removeItem(atPath: temp) }
}
