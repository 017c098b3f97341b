/// The answer to `copy`: which earlier answer to copy, and (once the front end has acted)
/// how it was delivered. The session only finds the text; putting it on a clipboard is an
/// effect of the front end (`YoriCLI.Clipboard`), which fills in `delivery`.
public struct CopyAnswer: Sendable, Equatable {
    /// What happened to the text.
    public enum Delivery: Sendable, Equatable {
        /// Found, not yet copied.
        case pending
        /// Sent to the clipboard these ways (`OSC 52`, `wl-copy`, …).
        case clipboard([String])
        /// Written to stdout as the answer (pipe mode, `yori copy | pbcopy`).
        case printed
        /// No way to reach a clipboard was found.
        case noClipboard
    }

    /// Why there is nothing to copy.
    public enum Missing: Sendable, Equatable {
        /// The conversation has fewer copyable answers than `ref` asks for.
        case noAnswer(available: Int)
        /// A part of a recipe answer was asked for, but the conversation has no recipe
        /// detail answer to take it from.
        case noRecipeAnswer
        /// This session keeps no history.
        case noHistory
    }

    /// Which answer: 1 = the last one.
    public let ref: Int
    public let part: CopyPart?
    /// The turn whose answer is copied; `nil` when there is none (see `missing`).
    public let turn: ChatTurn?
    public let missing: Missing?
    public var delivery: Delivery

    public init(ref: Int, part: CopyPart?, turn: ChatTurn?, missing: Missing? = nil, delivery: Delivery = .pending) {
        self.ref = ref
        self.part = part
        self.turn = turn
        self.missing = turn == nil ? (missing ?? .noAnswer(available: 0)) : nil
        self.delivery = delivery
    }

    /// The text to copy: the earlier answer, as plain text.
    public var text: String? { turn?.answer }
}
