import YoriKit

/// Progress of a long import, on stderr: one line rewritten in place on a terminal, a
/// line per step otherwise. Only used when stderr is a terminal or the file is large,
/// so a script importing a small file sees nothing on stderr.
struct ImportProgress {
    /// Files with at least this many rows report progress even when stderr is not a terminal.
    static let largeRowCount = 2_000
    /// Files at least this large say they are being read before the (silent) JSON decoding.
    static let largeFileBytes = 16 * 1024 * 1024
    /// Recipes between two reports.
    static let step = 200

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
        emit(language.pick("저장 중… \(done)/\(total)", "saving… \(done) of \(total) recipes"), final: false)
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
