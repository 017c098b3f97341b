/// What the model read a line as (the fallback reader): the command, checked, and the call
/// that gave it (its `text` is the command object as the model sent it).
public struct ModelReading: Sendable {
    public let command: Command
    public let answer: ModelAnswer
    /// Calls left today, or `nil` without a quota store.
    public let remaining: Int?

    public init(command: Command, answer: ModelAnswer, remaining: Int?) {
        self.command = command
        self.answer = answer
        self.remaining = remaining
    }

    /// The command in `ParsedLine.json`'s shape (`yori parse --json`), as `--json` shows it
    /// and the history keeps it for the day's cache.
    public func json(_ language: UserLanguage) -> JSONValue {
        ParsedLine(command: command, language: language).json
    }
}
