#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

extension Clipboard {
    /// A command-line clipboard program.
    struct Tool: Sendable {
        let name: String
        let arguments: [String]
        /// The variable that must be set for it to reach a clipboard (its display server).
        let needs: String?
    }

    /// Tried in order; the first one on `PATH` that succeeds is used.
    static let tools: [Tool] = [
        Tool(name: "wl-copy", arguments: [], needs: "WAYLAND_DISPLAY"),
        Tool(name: "xclip", arguments: ["-selection", "clipboard"], needs: "DISPLAY"),
        Tool(name: "xsel", arguments: ["--clipboard", "--input"], needs: "DISPLAY"),
        Tool(name: "pbcopy", arguments: [], needs: nil),
    ]

    /// Where OSC 52 goes: a descriptor, and whether to close it afterwards.
    typealias Terminal = @Sendable () -> (fd: Int32, close: Bool)?

    /// The live clipboard: OSC 52 to the terminal (stdout when it is one, else `/dev/tty`)
    /// and the first clipboard program that works, so it reaches the clipboard over SSH,
    /// in tmux (`set-clipboard on`) and on a local desktop alike.
    static func live(environment: AppEnvironment) -> Clipboard {
        system(environment: environment) {
            if environment.stdoutIsTerminal { return (1, false) }
            let fd = open("/dev/tty", O_WRONLY | O_NOCTTY | O_CLOEXEC)
            return fd < 0 ? nil : (fd, true)
        }
    }

    /// The live clipboard with its terminal given (tests pass a pipe).
    static func system(environment: AppEnvironment, terminal: @escaping Terminal) -> Clipboard {
        Clipboard { text in
            var used: [String] = []
            if environment["TERM"] != "dumb", let target = terminal() {
                if write(all: osc52(text), to: target.fd) { used.append("OSC 52") }
                if target.close { close(target.fd) }
            }
            for tool in tools where tool.needs.map({ environment[$0] != nil }) ?? true {
                guard let path = find(tool.name, path: environment["PATH"]) else { continue }
                if run(path, arguments: tool.arguments, input: text) {
                    used.append(tool.name)
                    break
                }
            }
            return used
        }
    }

    /// The first executable file named `name` in the `PATH` folders.
    static func find(_ name: String, path: String?) -> String? {
        for folder in (path ?? "/usr/bin:/bin").split(separator: ":", omittingEmptySubsequences: false) {
            let candidate = (folder.isEmpty ? "." : String(folder)) + "/" + name
            var info = stat()
            if stat(candidate, &info) == 0, (info.st_mode & S_IFMT) == S_IFREG, access(candidate, X_OK) == 0 {
                return candidate
            }
        }
        return nil
    }

    /// Runs `path` with `input` on its stdin (posix_spawn; its stdout and stderr go to
    /// /dev/null, since xclip and wl-copy stay behind to serve the selection and must not
    /// hold yori's stdout open). True when it exits 0 within `timeout` ms.
    static func run(_ path: String, arguments: [String], input: String, timeout: Int = 3000) -> Bool {
        // Neither end leaks into the child (dup2 onto fd 0 clears the flag for its stdin).
        // pipe2 is not exported to Swift; yori spawns from one thread, so fcntl after pipe is safe.
        var fds: [Int32] = [-1, -1]
        guard pipe(&fds) == 0 else { return false }
        _ = fcntl(fds[0], F_SETFD, FD_CLOEXEC)
        _ = fcntl(fds[1], F_SETFD, FD_CLOEXEC)
        let (readEnd, writeEnd) = (fds[0], fds[1])
        #if canImport(Darwin)
        var actions: posix_spawn_file_actions_t?
        #else
        var actions = posix_spawn_file_actions_t()
        #endif
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_adddup2(&actions, readEnd, 0)
        posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
        let argv: [UnsafeMutablePointer<CChar>?] = ([path] + arguments).map { strdup($0) } + [nil]
        defer { for pointer in argv { free(pointer) } }
        var pid = pid_t()
        var spawned = posix_spawn(&pid, path, &actions, nil, argv, environ)
        // ETXTBSY: the program was just written and another thread's fork still holds it open
        // for writing; that passes in a moment.
        for _ in 0..<5 where spawned == ETXTBSY {
            usleep(20_000)
            spawned = posix_spawn(&pid, path, &actions, nil, argv, environ)
        }
        close(readEnd)
        guard spawned == 0 else {
            close(writeEnd)
            return false
        }
        // A program that exits without reading must not kill yori with SIGPIPE.
        let previous = signal(SIGPIPE, SIG_IGN)
        let wrote = write(all: input, to: writeEnd)
        close(writeEnd)
        signal(SIGPIPE, previous)
        return waitForSuccess(pid, timeout: timeout) && wrote
    }

    private static func waitForSuccess(_ pid: pid_t, timeout: Int) -> Bool {
        var status: Int32 = 0
        var waited = 0
        while true {
            let r = waitpid(pid, &status, WNOHANG)
            if r == pid { return status & 0x7F == 0 && (status >> 8) & 0xFF == 0 }  // exited, with 0
            if r < 0 && errno != EINTR { return false }
            if waited >= timeout {
                kill(pid, SIGKILL)
                _ = waitpid(pid, &status, 0)
                return false
            }
            usleep(5_000)
            waited += 5
        }
    }

    /// Writes every byte; false when the descriptor fails.
    private static func write(all text: String, to fd: Int32) -> Bool {
        var bytes = Array(text.utf8)[...]
        while !bytes.isEmpty {
            #if canImport(Glibc)
            let n = bytes.withUnsafeBytes { Glibc.write(fd, $0.baseAddress, $0.count) }
            #else
            let n = bytes.withUnsafeBytes { Darwin.write(fd, $0.baseAddress, $0.count) }
            #endif
            if n < 0 {
                if errno == EINTR { continue }
                return false
            }
            bytes = bytes.dropFirst(n)
        }
        return true
    }
}
