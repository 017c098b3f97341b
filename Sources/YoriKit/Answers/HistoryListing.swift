/// Earlier turns, newest first: the answer to "기록 보여줘" and `yori history`.
public struct HistoryListing: Sendable, Equatable {
    public let turns: [ChatTurn]
    /// The conversation listed, or `nil` for all of them.
    public let conversation: String?

    public init(turns: [ChatTurn], conversation: String?) {
        self.turns = turns
        self.conversation = conversation
    }
}
