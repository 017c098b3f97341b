import ArgumentParser
import YoriKit

/// `yori ask`: answer one question and exit.
struct AskCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "ask",
        abstract: "Answer one question and exit.",
        discussion: """
            Examples:
              yori ask "대파랑 계란으로 뭐 만들 수 있어?"
              yori ask what can I cook with tofu and kimchi
              yori ask --json "계란 두부"
            """)

    @OptionGroup var global: GlobalOptions

    @Argument(help: ArgumentHelp("The question, in Korean or English.", valueName: "question"))
    var question: [String] = []

    func run() throws {
        try Self.answer(question, global: global)
    }

    /// Answers `words` as one question; shared with `yori <question>`.
    static func answer(_ words: [String], global: GlobalOptions) throws {
        let app = LiveApp(global: global, words: words)
        let text = words.joined(separator: " ")
        do {
            let (command, reply) = try app.session().handle(text)
            try app.emit(reply, command: command, input: text)
        } catch let failure as AppFailure {
            app.console.errorLine(app.style.error(failure.message))
            throw ExitCode(failure.status.rawValue)
        }
    }
}
