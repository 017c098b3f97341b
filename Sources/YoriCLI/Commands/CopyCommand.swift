import ArgumentParser
import YoriKit

/// `yori copy [N]`: an earlier answer, onto the clipboard (or to stdout in a pipe).
struct CopyCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "copy",
        abstract: "Copy the Nth latest answer (1 = the last) of the last conversation.",
        discussion: """
            On a terminal the answer goes to the clipboard: as OSC 52 (works over SSH, and in tmux \
            with set-clipboard on) and through wl-copy, xclip, xsel or pbcopy when one is installed. \
            When stdout is not a terminal, the answer is written to it instead:
              yori copy | pbcopy
              yori copy 2 --chat 저녁
            A part (ingredients, steps, shopping; 재료, 순서, 장보기) copies just that part of the \
            recipe shown last (yori show 계란말이, then yori copy ingredients).
            Exit code 1 when there is no such answer, or no recipe was shown for a part.
            """)

    @OptionGroup var global: GlobalOptions
    @Option(name: .customLong("chat"), help: ArgumentHelp("Copy from this conversation (default: the last one used).",
                                                         valueName: "name"))
    var chat: String?
    @Argument(help: ArgumentHelp("Which answer (1 = the last) and/or a part: ingredients, steps, shopping.",
                                 valueName: "N|part"))
    var what: [String] = []

    /// The answer number and part named by the arguments.
    static func parse(_ words: [String]) throws -> (ref: Int, part: CopyPart?) {
        var ref: Int?, part: CopyPart?
        let korean: [String: CopyPart] = ["재료": .ingredients, "순서": .steps, "조리법": .steps, "장보기": .shopping]
        for word in words {
            if let n = Int(word), ref == nil {
                guard n >= 1 else { throw ValidationError(UsageErrorText.both("the answer number starts at 1 (1 = the last answer)", "답 번호는 1부터예요 (1 = 마지막 답)")) }
                ref = n
            } else if let p = CopyPart(rawValue: word.lowercased()) ?? korean[word], part == nil {
                part = p
            } else {
                throw ValidationError(UsageErrorText.both("copy takes a number and/or ingredients, steps or shopping (got '\(word)')", "copy에는 번호나 ingredients, steps, shopping을 쓰세요 (받은 값: '\(word)')"))
            }
        }
        return (ref ?? 1, part)
    }

    func validate() throws {
        _ = try Self.parse(what)
        if let chat, !ConversationChoice.validName(chat) {
            throw ValidationError(UsageErrorText.both("a conversation name is 1 to 80 characters, without control characters", "대화 이름은 1~80자이고 제어 문자는 쓸 수 없어요"))
        }
    }

    func run() throws {
        let (ref, part) = try Self.parse(what)
        // The language of the part named (`steps`, `순서`), else a Korean chat name's, else the locale's.
        let app = LiveApp(global: global, words: what + [chat].compactMap { $0 }.filter { LiveApp.language(of: [$0]) == .ko },
                          conversation: chat.map(ConversationChoice.named) ?? .continueLast)
        do {
            let (session, database) = try app.open()
            try HistoryCommand.requireConversation(chat, app, database)
            let command = Command.copy(ref: ref, part: part)
            var reply = session.answer(command, language: app.language)
            if !global.json { reply = app.deliver(reply, toClipboard: app.environment.stdoutIsTerminal) }
            try app.emit(reply, command: command, input: nil)
        } catch let failure as AppFailure {
            app.console.errorLine(app.style.error(failure.message))
            throw ExitCode(failure.status.rawValue)
        }
    }
}
