/// Options ArgumentParser answers itself, before any command runs: the completion scripts,
/// the JSON dump of the command tree (which the man page is generated from), and the hidden
/// `---completion` callback the generated shell scripts use. The router in front of
/// ArgumentParser must hand these over untouched: routed, `zsh` would become a question.
extension RootCommand {
    static let argumentParserOptions: [String] = [
        "--generate-completion-script", "--experimental-dump-help", "---completion",
    ]

    /// Whether `arguments` is a request ArgumentParser answers itself (`--generate-completion-script zsh`,
    /// `--generate-completion-script=fish`, `--experimental-dump-help`).
    static func isArgumentParserRequest(_ arguments: [String]) -> Bool {
        arguments.contains { word in
            if word == "--" { return false }
            return argumentParserOptions.contains { word == $0 || word.hasPrefix($0 + "=") }
        }
    }
}
