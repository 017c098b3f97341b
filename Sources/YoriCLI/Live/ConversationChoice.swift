/// Which conversation a run joins: a new one, the last one used, or one by name.
enum ConversationChoice: Equatable, Sendable {
    /// A new conversation: the REPL's is named after its start time; pipe mode and
    /// `ask` share one named `ask`.
    case fresh
    /// `--continue`: the conversation used most recently (a new one when there is none).
    case continueLast
    /// `yori chat NAME`, `--chat NAME`.
    case named(String)

    /// The conversation's name; `last` is asked only for `continueLast`.
    func name(default fresh: String, last: () -> String?) -> String {
        switch self {
        case .fresh: fresh
        case .continueLast: last() ?? fresh
        case .named(let name): name
        }
    }

    /// A conversation name yori accepts: 1…80 characters with no control characters.
    static func validName(_ name: String) -> Bool {
        !name.allSatisfy(\.isWhitespace) && name.count <= 80
            && !name.unicodeScalars.contains { $0.value < 0x20 || (0x7F...0x9F).contains($0.value) }
    }
}
