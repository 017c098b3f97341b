/// A short answer yori gives itself to a line that asks nothing (docs/LANGUAGE.md, "Small talk
/// and command words"): no model call, nothing counted against the day's quota.
public enum LocalReply: Sendable, Equatable {
    /// Laughter, a greeting, thanks, symbols or keyboard mash; `text` is the line as typed.
    case smallTalk(SmallTalk, text: String)
    /// A command-like word, with what it most likely means.
    case commandHint(CommandHint)

    /// Mash, lone symbols and command words say nothing yori can do (exit 2 in one-shot mode);
    /// laughter, greetings and thanks are answered.
    public var isBadInput: Bool {
        switch self {
        case .smallTalk(let kind, _): kind == .mash || kind == .symbols
        case .commandHint: true
        }
    }
}
