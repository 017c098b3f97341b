import ArgumentParser

/// `--continue`, for the root command and `ask`.
///
/// Shared as one option group under the same property name (`conversation`), because
/// ArgumentParser hands an option given before the subcommand to the command that
/// declares it first: a root option the subcommand declared differently would be lost.
/// Named conversations are `yori chat NAME`; `copy` and `history` take their own `--chat`.
struct ConversationOptions: ParsableArguments {
    @Flag(name: [.customLong("continue"), .customShort("c")],
          help: "Continue the last conversation (the REPL shows its last two turns).")
    var continueLast = false

    var choice: ConversationChoice { continueLast ? .continueLast : .fresh }
}
