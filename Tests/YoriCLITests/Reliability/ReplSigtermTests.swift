import Foundation
import Testing
import YoriTestSupport

/// SIGTERM during a model call in the REPL (issue 15): on a terminal (a pseudo-terminal
/// driven by python3's `pty`, skipped without python3) the call is cancelled, given back to
/// the quota and recorded, and yori exits 143 — the mechanism `ask` and pipe mode share.
@Suite(.serialized) struct ReplSigtermTests {
    let yori = BinaryRunner()

    /// Starts yori on a pseudo-terminal, types `line`, waits `wait` seconds, sends SIGTERM and
    /// prints the exit status and then what yori wrote.
    static let driver = """
        import os, pty, select, signal, sys, time
        path, line, wait = sys.argv[1], sys.argv[2], float(sys.argv[3])
        pid, fd = pty.fork()
        if pid == 0:
            # The test runner may block or ignore SIGTERM; yori must start as a shell would start it.
            signal.pthread_sigmask(signal.SIG_SETMASK, [])
            signal.signal(signal.SIGTERM, signal.SIG_DFL)
            signal.signal(signal.SIGINT, signal.SIG_DFL)
            os.execv(path, ["yori"])
        out = b""
        def read(seconds):
            global out
            end = time.time() + seconds
            while time.time() < end:
                try:
                    ready, _, _ = select.select([fd], [], [], 0.1)
                    if ready: out += os.read(fd, 4096)
                except OSError:
                    break
        read(1.5)
        os.write(fd, (line + "\\r").encode())
        read(wait)
        os.kill(pid, signal.SIGTERM)
        read(2)
        for _ in range(50):
            done, status = os.waitpid(pid, os.WNOHANG)
            if done: break
            time.sleep(0.1)
        else:
            os.kill(pid, signal.SIGKILL)
            _, status = os.waitpid(pid, 0)
        code = os.WEXITSTATUS(status) if os.WIFEXITED(status) else 128 + os.WTERMSIG(status)
        sys.stdout.write(str(code) + "\\n" + out.decode(errors="replace"))
        """

    @Test func sigtermDuringACallInTheReplGivesTheCallBack() throws {
        defer { yori.cleanUp() }
        guard FileManager.default.isExecutableFile(atPath: "/usr/bin/python3") else { return }
        let silent = TestServer(lifetime: 40) { _ in [.pause(milliseconds: 10_000)] }
        let environment = ["YORI_ENDPOINT": silent.baseURL, "YORI_MODEL": "m", "YORI_DAILY_LIMIT": "5",
                           "LANG": "en_US.UTF-8", "TERM": "xterm"]
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/python3")
        process.arguments = ["-c", Self.driver, BinaryRunner.executable.path, "what wine goes with kimchi stew", "1.5"]
        process.environment = yori.environment.merging(environment) { $1 }
        let pipe = Pipe()
        process.standardOutput = pipe
        try process.run()
        let output = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        let status = output.split(separator: "\n").first.map(String.init)
        #expect(silent.requests.count == 1, "\(output)")
        #expect(status == "143", "\(output)")
        #expect(output.contains("cancelled."), "\(output)")
        let quota = try yori.run(["--json", "ask", "quota"], extraEnvironment: environment)
        let used = (try JSONSerialization.jsonObject(with: Data(quota.stdout.utf8)) as? [String: Any])?["used"] as? Int
        #expect(used == 0)
        let history = try yori.run(["--json", "history"], extraEnvironment: environment)
        #expect(history.stdout.contains("what wine goes with kimchi stew"), "\(history.stdout)")
    }
}
