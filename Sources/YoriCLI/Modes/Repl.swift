import LineEditor
import YoriKit

/// The interactive loop on a terminal: readline in, rendered answers out.
struct Repl {
    let app: LiveApp

    /// Command words Tab completes at the start of a line.
    static let completions = ["cook", "help", "exit", "quit", "도움말", "종료"]

    func run() throws(AppFailure) -> ExitStatus {
        let session = try app.session()
        let renderer = try app.renderer()
        let style = app.style
        var historyPath: String? = try? Paths(environment: app.environment).inputHistory()
        if let path = historyPath, !Self.prepareFolder(of: path) {
            app.console.errorLine(style.dim(app.language.pick("입력 기록을 저장할 수 없어요: \(path)",
                                                              "cannot keep input history at \(path)")))
            historyPath = nil
        }
        let editor = ReadlineEditor(name: "yori", historyPath: historyPath, words: Self.completions)
        app.console.line(style.dim("yori \(YoriVersion.current) — 요리 도우미 · help/도움말 · exit/종료 (Ctrl-D)"))
        if let report = session.alertSummary() {
            app.console.line(style.missing("⏰ " + renderer.expirySummary(report, app.language)))
        }
        while true {
            switch editor.readLine(prompt: style.prompt("yori> ")) {
            case .endOfInput:
                app.console.line("")
                return .answered
            case .invalidUTF8:
                app.console.line(renderer.badInput(.invalidUTF8, app.language) + "\n")
            case .line(let line):
                if line.utf8.count > LineReader.defaultMaxLineBytes {
                    app.console.line(renderer.badInput(.tooLong(bytes: line.utf8.count), app.language) + "\n")
                    continue
                }
                editor.remember(line)
                let (command, reply) = session.handle(line)
                switch command {
                case .quit: return .answered
                case .empty: continue
                default: app.console.line(renderer.text(reply) + "\n")
                }
            }
        }
    }

    /// Creates the history file's folder (0700); false when that is impossible.
    static func prepareFolder(of path: String) -> Bool {
        guard let slash = path.lastIndex(of: "/") else { return true }
        return FolderMaker.make(String(path[..<slash]))
    }
}
