/// What a line of input asks yori to do: the language layer's output.
///
/// The REPL, `ask`, pipe mode and the fixed subcommands (`yori cook …`) all build
/// these values, so every way in is answered by the same code.
public enum Command: Equatable, Sendable {
    /// Recipes that use these ingredients.
    case recommend(ingredients: [AskedIngredient])
    /// How to talk to yori.
    case help
    /// Leave the REPL.
    case quit
    /// Nothing local understood the line; later forwarded to the LLM endpoint.
    case llm(text: String)
    /// A blank line.
    case empty
}

/// A parsed line: the command and the language it was written in.
public struct ParsedLine: Equatable, Sendable {
    public let command: Command
    public let language: UserLanguage

    public init(command: Command, language: UserLanguage) {
        self.command = command
        self.language = language
    }
}
