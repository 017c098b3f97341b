import CReadline
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// What one prompt produced.
public enum EditorInput: Equatable, Sendable {
    case line(String)
    /// The typed bytes were not valid UTF-8; `sample` is the start of the line with the bad
    /// bytes replaced, only to pick the language of the hint.
    case invalidUTF8(sample: String)
    /// Ctrl-D on an empty line, or the terminal went away.
    case endOfInput
}

// readline's callback interface hands lines to a C function pointer, which cannot
// capture Swift state; these globals carry the result back. Only the single REPL
// thread touches them.
nonisolated(unsafe) private var receivedLine: String?
nonisolated(unsafe) private var receivedInvalid = false
nonisolated(unsafe) private var lineDone = false
nonisolated(unsafe) private var completionWords: [String] = []
nonisolated(unsafe) private var completionSubwords: [String: [String]] = [:]
/// What the current Tab press completes from: the command words, or a command's own words.
nonisolated(unsafe) private var completionCandidates: [String] = []
nonisolated(unsafe) private var completionIndex = 0
nonisolated(unsafe) private var interruptFlag: sig_atomic_t = 0
/// Set by SIGTERM while `catchInterrupts` is in force (and never cleared: the process is to end).
nonisolated(unsafe) private var terminateFlag: sig_atomic_t = 0

/// A line editor over GNU readline: Hangul-aware editing, persistent history,
/// Tab completion of command words, and Ctrl-C that clears the line instead of quitting.
public final class ReadlineEditor {
    private let historyPath: String?
    private let historyLimit: Int32

    /// Sets up readline. Call once, on a terminal.
    /// - Parameters:
    ///   - historyPath: where input history is kept between runs; `nil` keeps none.
    ///   - words: the command words Tab completes at the start of a line.
    ///   - subwords: for a command word, the words Tab completes right after it
    ///     (`fridge a` → `fridge add`).
    public init(name: String, historyPath: String?, words: [String], subwords: [String: [String]] = [:],
                historyLimit: Int32 = 1000) {
        self.historyPath = historyPath
        self.historyLimit = historyLimit
        ReadlineEditor.ensureUTF8Locale()
        completionWords = words.sorted()
        completionSubwords = subwords.mapValues { $0.sorted() }
        // strdup: readline keeps the pointer for the life of the process.
        yori_rl_set_name(strdup(name))
        yori_rl_set_catch_signals(0)
        yori_rl_set_completion { text, start, _ in
            yori_rl_completion_over()
            guard let text else { return nil }
            if start == 0 {
                completionCandidates = completionWords
            } else {
                // The second word of a line: the first one's own words (`fridge` → add, use, …).
                let before = yori_rl_line_buffer().map { String(cString: $0).utf8.prefix(Int(start)) }
                    .flatMap { String($0) } ?? ""
                let words = before.split(separator: " ")
                guard words.count == 1, before.hasSuffix(" "), let own = completionSubwords[String(words[0])] else {
                    return nil
                }
                completionCandidates = own
            }
            return yori_rl_matches(text) { prefix, state in
                if state == 0 { completionIndex = 0 }
                let wanted = prefix.map { String(cString: $0) } ?? ""
                while completionIndex < completionCandidates.count {
                    let word = completionCandidates[completionIndex]
                    completionIndex += 1
                    if word.hasPrefix(wanted) { return strdup(word) }
                }
                return nil
            }
        }
        // A paste of several lines arrives as one edit (its line breaks kept), so the REPL can
        // answer each line in order instead of readline accepting them mid-paste.
        rl_variable_bind("enable-bracketed-paste", "on")
        // Ctrl-R with Hangul: the search line drawn from column 0 with an absolute cursor move (shim.h).
        yori_rl_install_redisplay()
        using_history()
        stifle_history(historyLimit)
        if let historyPath {
            ReadlineEditor.touch(historyPath)
            read_history(historyPath)
        }
        ReadlineEditor.installInterruptHandler()
    }

    deinit {
        if let historyPath { history_truncate_file(historyPath, historyLimit) }
    }

    /// Shows `prompt` and returns the edited line. Ctrl-C clears the line and prompts again.
    ///
    /// Colour codes in `prompt` must be wrapped in `\u{1}`…`\u{2}` so readline can
    /// measure the prompt's width.
    public func readLine(prompt: String) -> EditorInput {
        receivedLine = nil
        receivedInvalid = false
        lineDone = false
        rl_callback_handler_install(prompt) { raw in
            if let raw {
                let bytes = UnsafeRawBufferPointer(start: raw, count: strlen(raw))
                receivedLine = String(validating: bytes, as: UTF8.self)
                receivedInvalid = receivedLine == nil
                if receivedInvalid { receivedLine = InputLine.sample(bytes) }
                free(raw)
            } else {
                receivedLine = nil
            }
            lineDone = true
            rl_callback_handler_remove()
        }
        while !lineDone {
            var pfd = pollfd(fd: STDIN_FILENO, events: Int16(POLLIN), revents: 0)
            let ready = poll(&pfd, 1, -1)
            if interruptFlag != 0 {
                interruptFlag = 0
                yori_rl_interrupt_line()
                continue
            }
            if ready < 0 {
                if errno == EINTR { continue }
                rl_callback_handler_remove()
                return .endOfInput
            }
            if pfd.revents & Int16(POLLIN | POLLHUP) != 0 { rl_callback_read_char() }
        }
        if receivedInvalid { return .invalidUTF8(sample: receivedLine ?? "") }
        guard let line = receivedLine else { return .endOfInput }
        return .line(line)
    }

    /// Remembers a line in history (memory and file), skipping blanks and repeats.
    public func remember(_ line: String) {
        let trimmed = line.trimmingSpaces
        guard !trimmed.isEmpty else { return }
        if let last = yori_history_last(), String(cString: last) == line {
            return
        }
        add_history(line)
        if let historyPath { append_history(1, historyPath) }
    }

    /// Readline edits Hangul by characters only under a UTF-8 locale; without one,
    /// backspace deletes a single byte of a syllable. Fall back to C.UTF-8.
    static func ensureUTF8Locale() {
        setlocale(LC_ALL, "")
        if let codeset = nl_langinfo(nl_item(CODESET)), String(cString: codeset).uppercased().replacingDashes == "UTF8" {
            return
        }
        let fallback = setlocale(LC_CTYPE, "C.UTF-8") != nil ? "C.UTF-8" : "en_US.UTF-8"
        if fallback != "C.UTF-8" { setlocale(LC_CTYPE, fallback) }
        // readline sets LC_CTYPE again from the environment (LC_ALL, LC_CTYPE, LANG) each time
        // it starts a line, undoing the fallback: say it there too (for readline only; the
        // language yori answers in was read before).
        if let all = getenv("LC_ALL"), !String(cString: all).isEmpty { setenv("LC_ALL", fallback, 1) }
        setenv("LC_CTYPE", fallback, 1)
    }

    /// Turns Ctrl-C (SIGINT) and SIGTERM into a flag for `takeInterrupt` instead of ending the
    /// process, for a one-shot command that wants to cancel a request cleanly (`yori ask`): a
    /// call cut short gives its reservation back to the quota. After SIGTERM the command ends
    /// as it would have (`terminationRequested`, exit 143) once the cancel is recorded.
    public static func catchInterrupts() {
        installInterruptHandler()
        installTerminationHandler()
        terminationCaughtForGood = true
    }

    /// Whether SIGTERM is caught for the rest of the run (`catchInterrupts`).
    nonisolated(unsafe) private static var terminationCaughtForGood = false

    /// While a model call runs (in the REPL, pipe mode or `ask`): SIGTERM cancels it as Ctrl-C
    /// does and sets `terminationRequested`, so the call's reservation is given back to the
    /// quota and the turn recorded before the mode ends with 143. Undone by `releaseTermination`.
    public static func catchTermination() {
        if !terminationCaughtForGood { installTerminationHandler() }
    }

    /// SIGTERM ends the process again (after a call), unless `catchInterrupts` is in force.
    public static func releaseTermination() {
        if !terminationCaughtForGood { signal(SIGTERM, SIG_DFL) }
    }

    private static func installTerminationHandler() {
        var action = sigaction()
        #if canImport(Glibc)
        action.__sigaction_handler.sa_handler = { _ in interruptFlag = 1; terminateFlag = 1 }
        #else
        action.__sigaction_u.__sa_handler = { _ in interruptFlag = 1; terminateFlag = 1 }
        #endif
        sigemptyset(&action.sa_mask)
        action.sa_flags = 0
        sigaction(SIGTERM, &action, nil)
    }

    /// SIGTERM arrived while `catchInterrupts` was in force.
    public static var terminationRequested: Bool { terminateFlag != 0 }

    private static func installInterruptHandler() {
        var action = sigaction()
        #if canImport(Glibc)
        action.__sigaction_handler.sa_handler = { _ in interruptFlag = 1 }
        #else
        action.__sigaction_u.__sa_handler = { _ in interruptFlag = 1 }
        #endif
        sigemptyset(&action.sa_mask)
        action.sa_flags = 0  // no SA_RESTART: poll() must wake up with EINTR
        sigaction(SIGINT, &action, nil)
    }

    private static func touch(_ path: String) {
        let fd = open(path, O_WRONLY | O_CREAT | O_APPEND, 0o600)
        if fd >= 0 { close(fd) }
    }
}

extension String {
    fileprivate var trimmingSpaces: Substring {
        var s = self[...]
        while let c = s.first, c.isWhitespace { s = s.dropFirst() }
        while let c = s.last, c.isWhitespace { s = s.dropLast() }
        return s
    }
    fileprivate var replacingDashes: String { filter { $0 != "-" } }
}

extension ReadlineEditor {
    /// Whether Ctrl-C was pressed since the last call (outside `readLine`, e.g. while an
    /// answer is being fetched); clears the flag.
    public static func takeInterrupt() -> Bool {
        guard interruptFlag != 0 else { return false }
        interruptFlag = 0
        return true
    }
}
