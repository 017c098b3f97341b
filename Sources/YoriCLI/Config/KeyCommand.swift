#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// `api_key_cmd`: a command whose first line of output is the API key (`pass show openai`,
/// `op read op://…`, `security find-generic-password -w -s openai`), so the key need not be
/// stored in yori's config file. Run with `/bin/sh -c` when yori connects to the AI (a command that
/// may ask it, with an endpoint set); its stderr and stdin stay the terminal's, its output is read
/// through a pipe and never shown.
enum KeyCommand {
    /// Output past this is not a key.
    static let maxBytes = 16 * 1024

    static func run(_ command: String) throws(ConfigError) -> String {
        var fds: [Int32] = [-1, -1]
        guard pipe(&fds) == 0 else { throw failure("cannot create a pipe", "파이프를 만들 수 없어요") }
        let (readEnd, writeEnd) = (fds[0], fds[1])
        _ = fcntl(readEnd, F_SETFD, FD_CLOEXEC)
        #if canImport(Darwin)
        var actions: posix_spawn_file_actions_t?
        #else
        var actions = posix_spawn_file_actions_t()
        #endif
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_adddup2(&actions, writeEnd, 1)
        posix_spawn_file_actions_addclose(&actions, writeEnd)
        let words: [String] = ["/bin/sh", "-c", command]
        let argv: [UnsafeMutablePointer<CChar>?] = words.map { strdup($0) } + [nil]
        defer { for pointer in argv { free(pointer) } }
        var pid = pid_t()
        let spawned = posix_spawn(&pid, "/bin/sh", &actions, nil, argv, environ)
        close(writeEnd)
        guard spawned == 0 else {
            close(readEnd)
            throw failure("cannot run it: \(String(cString: strerror(spawned)))", "실행할 수 없어요: \(String(cString: strerror(spawned)))")
        }
        var bytes: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 4096)
        while true {
            let n = read(readEnd, &buffer, buffer.count)
            if n < 0 && errno == EINTR { continue }
            if n <= 0 { break }
            if bytes.count < maxBytes { bytes.append(contentsOf: buffer[0..<n]) }
        }
        close(readEnd)
        var status: Int32 = 0
        while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
        let exited = status & 0x7F == 0
        let code = (status >> 8) & 0xFF
        guard exited, code == 0 else {
            let how = exited ? "exit \(code)" : "signal \(status & 0x7F)"
            throw failure("it failed (\(how))", "실패했어요 (\(how))")
        }
        let firstLine = bytes.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false).first.map(Array.init) ?? []
        guard let text = String(validating: firstLine, as: UTF8.self), !text.trimmed.isEmpty else {
            throw failure("it printed no key", "키를 출력하지 않았어요")
        }
        return text.trimmed
    }

    private static func failure(_ problem: String, _ korean: String) -> ConfigError {
        ConfigError(line: nil, problem: "api_key_cmd: " + problem, korean: "api_key_cmd: " + korean)
    }
}
