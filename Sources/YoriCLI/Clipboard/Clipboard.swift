/// Puts text on the user's clipboard: an effect behind a closure, so the REPL and
/// `yori copy` are tested with a value that only records what it was given.
public struct Clipboard: Sendable {
    /// Copies `text`; returns the ways it went out (`OSC 52`, `wl-copy`, …), empty when
    /// none could be reached.
    public var copy: @Sendable (_ text: String) -> [String]

    public init(copy: @escaping @Sendable (_ text: String) -> [String]) {
        self.copy = copy
    }

    /// The sequence that asks the terminal to set its clipboard: `ESC ] 52 ; c ; BASE64 BEL`.
    /// Terminals honour it over SSH too, and tmux passes it on with `set-clipboard on`.
    public static func osc52(_ text: String) -> String {
        "\u{1B}]52;c;" + Base64.encode(text.utf8) + "\u{07}"
    }

    /// A clipboard that reaches nothing.
    public static let none = Clipboard { _ in [] }
}
