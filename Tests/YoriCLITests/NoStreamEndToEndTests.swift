import Foundation
import Testing
import YoriTestSupport

/// `--no-stream` on a terminal: yori streams answers only to a terminal, so these runs go
/// through `script(1)`, which gives the binary a pseudo-terminal (skipped where it is missing).
@Suite(.serialized, .enabled(if: FileManager.default.isExecutableFile(atPath: "/usr/bin/script"), "needs script(1)"))
struct NoStreamEndToEndTests {
    let yori = BinaryRunner()

    /// Runs yori with `arguments` on a pseudo-terminal; returns what it wrote.
    func onTerminal(_ arguments: [String], _ extra: [String: String]) throws -> String {
        let quoted = ([BinaryRunner.executable.path] + arguments).map { "'" + $0.replacingOccurrences(of: "'", with: "'\\''") + "'" }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/script")
        process.arguments = ["-qec", quoted.joined(separator: " ") + " </dev/null", "/dev/null"]
        process.environment = yori.environment.merging(extra) { $1 }.merging(["TERM": "dumb"]) { $1 }
        let out = Pipe()
        process.standardOutput = out
        process.standardInput = FileHandle.nullDevice
        try process.run()
        let data = out.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return String(decoding: data, as: UTF8.self)
    }

    @Test func aTerminalStreamsUnlessToldNotTo() throws {
        let server = TestServer.openAICompatible(models: [], reply: "김치찌개가 좋아요.")
        let env = ["YORI_ENDPOINT": server.baseURL, "YORI_MODEL": "llama3.2"]
        let streamed = try onTerminal(["ask", "--ai", "국물 요리 추천해줘"], env)
        #expect(streamed.contains("김치찌개가 좋아요."), "\(streamed)")
        #expect(server.requests.last?.json?["stream"] as? Bool == true)
        let whole = try onTerminal(["ask", "--ai", "--no-stream", "찌개 추천해줘"], env)
        #expect(whole.contains("김치찌개가 좋아요."), "\(whole)")
        #expect(server.requests.count == 2 && server.requests.last?.json?["stream"] as? Bool == false)
    }
}
