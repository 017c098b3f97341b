import ArgumentParser
import YoriKit

/// `yori 두부 김치` and `yori` alone: the root's default subcommand, which ArgumentParser falls
/// back to when the first word is no command. Words are one question (`yori ask`); none start a
/// chat (the REPL on a terminal, pipe mode otherwise). A first word one or two letters off a
/// command (`yori serch 김치`) is answered with a hint instead (`SubcommandTypo`), the command
/// names coming from the command tree itself.
struct QuestionCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "question",
        abstract: "Answer the words as one question, or chat when there are none (the default command).",
        shouldDisplay: false)

    @OptionGroup var global: GlobalOptions
    @OptionGroup var conversation: ConversationOptions
    @OptionGroup var call: CallOptions

    @Flag(name: .customLong("ai"), help: "Ask the configured LLM endpoint directly (skips the local answer).")
    var ai = false

    @Argument(help: ArgumentHelp("The question, in Korean or English.", valueName: "question"))
    var words: [String] = []

    func run() throws {
        if words.isEmpty && !ai {
            try RootCommand.chat(LiveApp(global: global, conversation: conversation.choice, environment: call.environment()))
            return
        }
        let arguments = Array(CommandLine.arguments.dropFirst())
        if let first = words.first, let typo = SubcommandTypo.find(first, among: RootCommand.commandNames, knows: { word in
            (try? Builtin.lexicon()).map { RequestParser(lexicon: $0).knows(word) } ?? false
        }) {
            // The hint repeats the command line as typed, with the word fixed.
            let typed = arguments.contains(first) ? arguments : words
            Console.live.errorLine(SubcommandTypo.message((first, typed.firstIndex(of: first) ?? 0, typo), arguments: typed))
            throw ExitCode(ExitStatus.badInput.rawValue)
        }
        try AskCommand.answer(ai ? ["ai"] + words : words, global: global, conversation: conversation.choice,
                              environment: call.environment())
    }
}
