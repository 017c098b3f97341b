import Foundation
import Testing
import YoriKit
#if canImport(Glibc)
import Glibc
#endif

/// The REPL on a real pseudo-terminal: what readline draws, replayed on a one-line model of a
/// terminal (cursor moves, inserts, deletes, wide Hangul), so the screen is checked as a user sees it.
@Suite(.serialized, .enabled(if: FileManager.default.fileExists(atPath: "/dev/ptmx"))) struct ReplTerminalTests {
    /// A yori REPL on a pseudo-terminal.
    final class Terminal {
        let master: Int32
        let pid: pid_t
        let home: String
        private let ownsHome: Bool

        /// yori with `arguments` in a fresh home, or in `home` (kept afterwards) to pick up what ran there.
        init(_ arguments: [String] = [], home shared: String? = nil, environment extra: [String: String] = [:]) throws {
            home = shared ?? NSTemporaryDirectory() + "yori-pty-" + UUID().uuidString
            ownsHome = shared == nil
            try FileManager.default.createDirectory(atPath: home, withIntermediateDirectories: true)
            // posix_openpt/grantpt/unlockpt/ptsname by hand (Glibc's module hides them): the
            // multiplexer, unlocked (TIOCSPTLCK), and its number (TIOCGPTN), Linux's ioctl values.
            master = open("/dev/ptmx", O_RDWR | O_NOCTTY)
            var unlock: Int32 = 0, number: UInt32 = 0
            guard master >= 0, ioctl(master, 0x4004_5431, &unlock) == 0, ioctl(master, 0x8004_5430, &number) == 0 else {
                throw POSIXError(.ENOTTY)
            }
            let name = "/dev/pts/\(number)"
            var size = winsize(ws_row: 40, ws_col: 100, ws_xpixel: 0, ws_ypixel: 0)
            _ = ioctl(master, UInt(TIOCSWINSZ), &size)
            let slave = name
            var actions = posix_spawn_file_actions_t()
            posix_spawn_file_actions_init(&actions)
            for fd: Int32 in [0, 1, 2] { posix_spawn_file_actions_addopen(&actions, fd, slave, O_RDWR, 0) }
            posix_spawn_file_actions_addclose(&actions, master)
            var attributes = posix_spawnattr_t()
            posix_spawnattr_init(&attributes)
            posix_spawnattr_setflags(&attributes, 0x80)  // POSIX_SPAWN_SETSID: its own session, like a shell's job
            var environment = ["HOME": home, "XDG_DATA_HOME": home + "/data", "XDG_STATE_HOME": home + "/state",
                               "XDG_CONFIG_HOME": home + "/config", "PATH": "/usr/bin:/bin", "TERM": "xterm",
                               "LANG": "C.UTF-8", "YORI_TODAY": "2026-11-22", "INPUTRC": "/dev/null"]
            environment.merge(extra) { $1 }
            let path = BinaryRunner.executable.path
            let argv = ([path] + arguments).map { strdup($0) } + [nil]
            let envp = environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
            var child: pid_t = 0
            let status = posix_spawn(&child, path, &actions, &attributes, argv, envp)
            argv.forEach { free($0) }
            envp.forEach { free($0) }
            posix_spawn_file_actions_destroy(&actions)
            posix_spawnattr_destroy(&attributes)
            guard status == 0 else { throw POSIXError(POSIXErrorCode(rawValue: status) ?? .EIO) }
            pid = child
        }

        deinit {
            kill(pid, SIGKILL)
            var status: Int32 = 0
            waitpid(pid, &status, 0)
            close(master)
            if ownsHome { try? FileManager.default.removeItem(atPath: home) }
        }

        func send(_ text: String) { _ = text.utf8CString.withUnsafeBufferPointer { write(master, $0.baseAddress, $0.count - 1) } }

        /// What yori writes until `done` holds or `seconds` pass with nothing new.
        func read(quiet seconds: Double = 0.6, until done: (String) -> Bool = { _ in false }) -> [UInt8] {
            var bytes: [UInt8] = []
            var buffer = [UInt8](repeating: 0, count: 4096)
            let deadline = Date().addingTimeInterval(20)
            while Date() < deadline {
                var pfd = pollfd(fd: master, events: Int16(POLLIN), revents: 0)
                guard poll(&pfd, 1, Int32(seconds * 1000)) > 0 else { break }
                let n = Glibc.read(master, &buffer, buffer.count)
                guard n > 0 else { break }
                bytes += buffer[0..<n]
                if done(String(decoding: bytes, as: UTF8.self)) { break }
            }
            return bytes
        }
    }

    /// The last line as a terminal shows it after `bytes`. With `glyphBackspace`, a backspace
    /// moves back over a whole wide character, as some terminals do.
    static func screenLine(_ bytes: [UInt8], glyphBackspace: Bool = false) -> String {
        var cells: [Int: String] = [:]
        var column = 0
        let scalars = Array(String(decoding: bytes, as: UTF8.self))
        var i = 0
        while i < scalars.count {
            let c = scalars[i]
            switch c {
            case "\r": column = 0
            case "\n", "\r\n": cells = [:]; column = 0
            case "\u{8}":
                column = max(0, column - 1)
                if glyphBackspace, column > 0, cells[column] == "" { column -= 1 }
            case "\u{1B}":
                guard i + 1 < scalars.count, scalars[i + 1] == "[" else { i += 2; continue }
                var j = i + 2, parameter = ""
                while j < scalars.count, !(scalars[j].isLetter || scalars[j] == "@") { parameter.append(scalars[j]); j += 1 }
                let n = Int(parameter) ?? 1
                switch j < scalars.count ? scalars[j] : "m" {
                case "K": cells = cells.filter { $0.key < column }
                case "D": column = max(0, column - n)
                case "C": column += n
                case "@": cells = Dictionary(uniqueKeysWithValues: cells.map { ($0.key >= column ? $0.key + n : $0.key, $0.value) })
                case "P":
                    cells = Dictionary(uniqueKeysWithValues: cells.filter { !($0.key >= column && $0.key < column + n) }
                        .map { ($0.key >= column + n ? $0.key - n : $0.key, $0.value) })
                default: break
                }
                i = j
            case "\u{1}", "\u{2}", "\u{7}": break
            default:
                let width = DisplayWidth.of(cluster: c)
                cells[column] = String(c)
                if width == 2 { cells[column + 1] = "" }
                column += width
            }
            i += 1
        }
        let last = cells.keys.max() ?? -1
        return (0...max(0, last)).map { cells[$0] ?? " " }.joined()
    }

    @Test(arguments: ["C.UTF-8", "C"])
    func reverseSearchWithHangulKeepsItsPrompt(lang: String) throws {
        let terminal = try Terminal(environment: ["LANG": lang])
        _ = terminal.read(quiet: 2) { $0.contains("> ") }
        terminal.send("북마크 보여줘\r")
        _ = terminal.read(quiet: 2) { $0.hasSuffix("> ") || $0.contains("북마크") && $0.hasSuffix("> \u{1B}[0m\u{2}") }
        _ = terminal.read(quiet: 0.5)
        terminal.send("\u{12}")
        var shown = terminal.read(quiet: 0.5)
        terminal.send("북")
        shown += terminal.read(quiet: 0.5)
        terminal.send("마")
        shown += terminal.read(quiet: 0.5)
        for glyph in [false, true] {
            #expect(Self.screenLine(shown, glyphBackspace: glyph).hasPrefix("(reverse-i-search)`북마': 북마크 보여줘"),
                    "\(glyph): \(Self.screenLine(shown, glyphBackspace: glyph)) from \(String(decoding: shown, as: UTF8.self).debugDescription)")
        }
        terminal.send("\u{7}")  // Ctrl-G leaves the search
        _ = terminal.read(quiet: 0.3)
        terminal.send("\u{4}")
    }

    @Test func theGreetingFollowsTheConversationItResumes() throws {
        // A Korean conversation, then `yori --continue` picking it up under an English locale (C.UTF-8).
        let first = try Terminal()
        _ = first.read(quiet: 2) { $0.contains("> ") }
        first.send("두부 김치로 뭐 만들 수 있어?\r")
        _ = first.read(quiet: 2)
        first.send("\u{4}")
        _ = first.read(quiet: 1)
        let resumed = try Terminal(["--continue"], home: first.home)
        let greeting = String(decoding: resumed.read(quiet: 3) { $0.contains("yori> ") }, as: UTF8.self)
        #expect(greeting.contains("요리 도우미") && greeting.contains("대화: ") && greeting.contains("지난 대화에서 이어서"),
                "\(greeting)")
        #expect(!greeting.contains("conversation: "))
        resumed.send("\u{4}")
        // A new conversation under the same locale: English.
        let fresh = try Terminal()
        let english = String(decoding: fresh.read(quiet: 3) { $0.contains("yori> ") }, as: UTF8.self)
        #expect(english.contains("conversation: "), "\(english)")
        fresh.send("\u{4}")
    }
}

extension ReplTerminalTests {
    /// Issue 19: `yori recipe add` on a terminal keeps every ingredient of a line typed with
    /// commas, shows how it read them (name, amount, unit) and asks before saving.
    @Test func aGuidedRecipeKeepsEveryIngredientOfATypedLine() throws {
        let terminal = try Terminal(["recipe", "add", "--lang", "ko"])
        var transcript = ""
        /// Waits for `prompt` (counted from `seen` on), then types `text`.
        func answer(_ text: String, after prompt: String) {
            let seen = transcript.components(separatedBy: prompt).count - 1
            transcript += String(decoding: terminal.read(quiet: 3) { more in
                (transcript + more).components(separatedBy: prompt).count - 1 > seen
            }, as: UTF8.self)
            terminal.send(text + "\r")
        }
        answer("우리집 김치볶음밥", after: "요리 이름")
        answer("밥", after: "종류")
        answer("볶기", after: "조리법")
        answer("김치 1컵, 밥 1공기, 대파 1대, 계란 1개", after: "빈 줄로 끝")
        answer("", after: "> ")
        answer("김치와 밥을 볶는다", after: "한 단계씩")
        answer("", after: "> ")
        answer("", after: "저장할까요")
        transcript += String(decoding: terminal.read(quiet: 2), as: UTF8.self)
        #expect(transcript.contains("이렇게 읽었어요") && transcript.contains("단위"), "\(transcript)")
        let lines = transcript.split(whereSeparator: { $0 == "\n" || $0 == "\r" || $0 == "\r\n" })
        for row in [["김치", "1", "컵"], ["밥", "1", "공기"], ["대파", "1", "대"], ["계란", "1", "개"]] {
            #expect(lines.contains { $0.split(separator: " ").map(String.init) == row }, "\(row) in \(transcript)")
        }
        #expect(!transcript.contains("저장하지 않았어요"), "\(transcript)")
        let shown = try BinaryRunner.show(home: terminal.home, "우리집 김치볶음밥")
        for name in ["김치", "밥", "대파", "계란"] { #expect(shown.contains(name), "\(shown)") }
        #expect(shown.contains("1공기") && shown.contains("1컵"), "\(shown)")
    }
}

extension BinaryRunner {
    /// `yori show NAME --json` over the data a pseudo-terminal run left in `home`.
    static func show(home: String, _ name: String) throws -> String {
        var runner = BinaryRunner()
        runner.environment["XDG_DATA_HOME"] = home + "/data"
        runner.environment["XDG_STATE_HOME"] = home + "/state"
        runner.environment["HOME"] = home
        return try runner.run(["show", name, "--json"]).stdout
    }
}
