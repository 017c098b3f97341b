import ArgumentParser
import YoriKit

/// `yori chat NAME`: a named conversation, opened or created.
struct ChatCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "chat",
        abstract: "Chat in a named conversation, created when new (a REPL on a terminal).",
        discussion: """
            Turns are recorded under the name, so you can come back to them:
              yori chat 저녁
              yori chat "week plan"
            On a terminal the REPL shows the conversation's last two turns first. When stdin is \
            not a terminal, each input line is answered as in pipe mode, in this conversation.
            """)

    @OptionGroup var global: GlobalOptions
    @OptionGroup var call: CallOptions

    @Argument(help: ArgumentHelp("The conversation's name (default: a new one named after the time).",
                                 valueName: "name"))
    var name: String?

    func validate() throws {
        if let name, !ConversationChoice.validName(name) {
            throw ValidationError(UsageErrorText.both("a conversation name is 1 to 80 characters, without control characters", "대화 이름은 1~80자이고 제어 문자는 쓸 수 없어요"))
        }
    }

    func run() throws {
        try RootCommand.chat(LiveApp(global: global, conversation: name.map(ConversationChoice.named) ?? .fresh,
                                      environment: call.environment()))
    }
}
