import Dispatch
import LineEditor
import YoriKit
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Prints a model's answer as it streams: a spinner on stderr until the first piece
/// arrives, then the pieces, cleaned of terminal control sequences. While it runs, Ctrl-C
/// and SIGTERM call `onInterrupt` (cancelling the request) instead of ending yori. Every mode
/// that asks the model (REPL, pipe mode, `ask`) runs its calls under one.
final class StreamPrinter: @unchecked Sendable {
    private let console: Console
    private let spinner: Bool
    private let onInterrupt: @Sendable () -> Void
    private var lock = pthread_mutex_t()
    private var sanitizer = TerminalSanitizer()
    private var done = false
    /// Something of the answer was printed.
    private(set) var printed = false
    /// What was printed last ends a line (or nothing was printed).
    private var atLineStart = true
    private let group = DispatchGroup()
    private let wake = DispatchSemaphore(value: 0)

    init(console: Console, spinner: Bool, onInterrupt: @escaping @Sendable () -> Void) {
        self.console = console
        self.spinner = spinner
        self.onInterrupt = onInterrupt
        pthread_mutex_init(&lock, nil)
        _ = ReadlineEditor.takeInterrupt()  // a Ctrl-C from before does not count
        // SIGTERM during the call cancels it (the quota reservation is given back) and ends the
        // mode with 143 once the turn is recorded (`ReadlineEditor.terminationRequested`).
        ReadlineEditor.catchTermination()
        group.enter()
        DispatchQueue.global().async { [self] in
            watch()
            group.leave()
        }
    }

    deinit { pthread_mutex_destroy(&lock) }

    /// One piece of the answer.
    func delta(_ text: String) {
        pthread_mutex_lock(&lock)
        if !printed && spinner { console.clearStatus() }
        printed = true
        let clean = sanitizer.feed(text)
        if let last = clean.last { atLineStart = last == "\n" }
        pthread_mutex_unlock(&lock)
        console.write(clean)
    }

    /// Ends the streamed text's last line, so whatever is printed next (a footer, an error)
    /// starts on a line of its own.
    func endLine() {
        pthread_mutex_lock(&lock)
        let needed = printed && !atLineStart
        atLineStart = true
        pthread_mutex_unlock(&lock)
        if needed { console.write("\n") }
    }

    /// Stops the spinner and the Ctrl-C watch.
    func finish() {
        pthread_mutex_lock(&lock)
        let clear = !done && !printed && spinner
        done = true
        pthread_mutex_unlock(&lock)
        wake.signal()
        group.wait()
        // The watch has stopped: a SIGTERM that came in since is acted on now.
        if ReadlineEditor.takeInterrupt(), ReadlineEditor.terminationRequested { onInterrupt() }
        ReadlineEditor.releaseTermination()
        if clear { console.clearStatus() }
    }

    private func watch() {
        let frames = ["⠋", "⠙", "⠹", "⠸", "⠼", "⠴", "⠦", "⠧", "⠇", "⠏"]
        var tick = 0
        while true {
            _ = wake.wait(timeout: .now() + .milliseconds(50))
            if ReadlineEditor.takeInterrupt() { onInterrupt() }
            pthread_mutex_lock(&lock)
            if done { pthread_mutex_unlock(&lock); return }
            if spinner && !printed && tick >= 4 && tick % 2 == 0 {
                console.status(frames[(tick / 2) % frames.count] + " …")
            }
            pthread_mutex_unlock(&lock)
            tick += 1
        }
    }
}
