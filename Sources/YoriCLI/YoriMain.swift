import ArgumentParser
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import LineEditor
import YoriKit

/// The entry point the `yori` executable calls.
public enum YoriMain {
    public static func main() -> Never {
        if let bad = unreadableArguments() {
            let sample = CommandLine.arguments.dropFirst().joined(separator: " ")
            let language = GlobalOptions.languageOption(in: CommandLine.arguments)
                ?? (sample.unicodeScalars.contains(where: Hangul.isHangul) ? .ko : AppEnvironment.live().localeLanguage)
            let message = AnswerRenderer.badInput(bad, language)
            if CommandLine.arguments.dropFirst().contains("--json") {
                // Scripts asked for JSON: the same object pipe mode gives for such a line.
                let object = JSONValue.object([("language", .string(language.rawValue)), ("status", "bad_input"),
                                               ("error", .string(AnswerRenderer.code(bad))), ("message", .string(message))])
                Console.live.line(object.serialized())
            } else {
                Console.live.errorLine(message)
            }
            exit(ExitStatus.badInput.rawValue)
        }
        let given = Array(CommandLine.arguments.dropFirst())
        // `--version` alone is answered before the command tree is built: it needs nothing else.
        if given == ["--version"] {
            Console.live.line(YoriVersion.current)
            exit(0)
        }
        // ArgumentParser routes everything (subcommands, its own completion and help options, and
        // words that are no command to the default `QuestionCommand`); only a trailing
        // `help` after a command group is read as `--help` first (`yori fridge help`).
        let arguments = RootCommand.askingForHelp(given)
        let language = { UsageErrorText.language(of: given, locale: AppEnvironment.live().localeLanguage) }
        // `yori help nosuch`: ArgumentParser would show the main help as if asked for it.
        if let (typo, group) = SubcommandTypo.unknownHelpTopic(arguments) {
            Console.live.errorLine(SubcommandTypo.message(typo, arguments: arguments, group: group, language: language()))
            exit(ExitStatus.badInput.rawValue)
        }
        do {
            var command = try RootCommand.parseAsRoot(arguments)
            try command.run()
            exit(0)
        } catch {
            let code = RootCommand.exitCode(for: error)
            if code == .success {
                // --help, --version: ArgumentParser prints them without a final newline. A help
                // page fits the terminal's width (`HelpLayout`).
                let text = HelpLayout.message(for: error, width: TerminalWidth.of(AppEnvironment.live()))
                Console.live.write(text.hasSuffix("\n") ? text : text + "\n")
                exit(0)
            }
            if code == .validationFailure {
                // `yori fridge ad egg`: a mistyped subcommand of a group gets a hint, not the
                // usage of the group's default command.
                if let (typo, group) = SubcommandTypo.inGroup(given) {
                    Console.live.errorLine(SubcommandTypo.message(typo, arguments: given, group: group, language: language()))
                    exit(ExitStatus.badInput.rawValue)
                }
                // Usage errors exit 2 (as documented), wholly in the user's language: `--lang`,
                // else the words typed, else the locale's (`UsageErrorText`).
                Console.live.errorLine(UsageErrorText.text(shortUsageError(RootCommand.fullMessage(for: error)), language()))
                exit(ExitStatus.badInput.rawValue)
            }
            RootCommand.exit(withError: error)
        }
    }

    /// A usage error without the whole root usage block (twenty lines of commands for one
    /// mistyped option): the error and its help line, then where the full usage is. An error in
    /// the words of a question (the default `QuestionCommand`) points at the root's help too.
    static func shortUsageError(_ message: String) -> String {
        guard let usage = message.firstRange(of: "Usage: yori [--continue]")
            ?? message.firstRange(of: "Usage: yori \(QuestionCommand.configuration.commandName ?? "") ") else { return message }
        let head = message[..<usage.lowerBound].drop(while: \.isNewline).reversed().drop(while: \.isNewline).reversed()
        return String(head) + "\n  See 'yori --help' for more information."
    }

    /// Arguments yori cannot take as they are: bytes that are not UTF-8 (Swift would quietly
    /// turn them into U+FFFD), or more than one input line's worth of text in all.
    static func unreadableArguments() -> BadInput? {
        var total = 0
        for index in 1..<Int(CommandLine.argc) {
            guard let raw = CommandLine.unsafeArgv[index] else { continue }
            let bytes = UnsafeRawBufferPointer(start: raw, count: strlen(raw))
            if String(validating: bytes, as: UTF8.self) == nil { return .invalidUTF8 }
            total += bytes.count + 1
        }
        return total > LineReader.defaultMaxLineBytes ? .tooLong(bytes: total - 1) : nil
    }
}
