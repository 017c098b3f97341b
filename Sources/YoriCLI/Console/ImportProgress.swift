import YoriKit

/// Progress of a long import, on stderr: one line rewritten in place on a terminal, a
/// line per step otherwise. Only used when stderr is a terminal or the file is large,
/// so a script importing a small file sees nothing on stderr.
struct ImportProgress {
    /// Files with at least this many rows report progress even when stderr is not a terminal.
    static let largeRowCount = 2_000
    /// Files at least this large say they are being read before the (silent) JSON decoding.
    static let largeFileBytes = 16 * 1024 * 1024
    /// Recipes between two reports on a terminal (the line is rewritten in place).
    static let step = 200
    /// Most lines a long import writes when stderr is not a terminal.
    static let pipeLines = 10

    /// Recipes between two reports: `step` on a terminal; elsewhere a round hundred that
    /// keeps the log to about `pipeLines` lines (100,000 rows: every 10,000).
    static func step(total: Int, onTerminal: Bool) -> Int {
        guard !onTerminal else { return step }
        let share = (total + pipeLines - 1) / pipeLines
        return max(step, (share + 99) / 100 * 100)
    }

    let console: Console
    let onTerminal: Bool
    let language: UserLanguage

    /// Whether to report at all, for a file of `rows` rows.
    static func wanted(rows: Int, stderrIsTerminal: Bool) -> Bool {
        stderrIsTerminal || rows >= largeRowCount
    }

    func reading(_ file: String, bytes: Int) {
        let size = ImportFile.Failure.size(bytes)
        emit(language.pick("\(file) 읽는 중 (\(size))…", "reading \(file) (\(size))…"), final: true)
    }

    func saved(_ done: Int, of total: Int) {
        emit(language.pick("저장 중… \(done)/\(total)", "saving… \(done) of \(EnglishGrammar.count(total, "recipe"))"), final: false)
    }

    /// Clears the progress line on a terminal.
    func finish() {
        if onTerminal { console.clearStatus() }
    }

    private func emit(_ text: String, final: Bool) {
        if onTerminal {
            console.status(text + (final ? "\n" : ""))
        } else {
            console.errorLine(text)
        }
    }
}
